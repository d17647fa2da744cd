#pragma once
// File > Export: writes a result (grid, surface stack, points) or the project's drillholes in any
// format of the engine writers. Offers only the formats that apply to what is exported and only
// the chosen format's options (layers, z slice, CRS, nodata, VTK encoding, object name, interval
// table, composite length); the file name's extension follows the format. The write runs on a
// worker thread through JobRunner (atomic saves); the dialog then lists what was written.
#include <optional>
#include <vector>

#include <QDialog>
#include <QPointer>

#include "export/ExportFormat.h"
#include "export/ExportRequest.h"
#include "export/ExportSource.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace strata::gui {

class JobRunner;
class SchemaOptionsBox;
class Task;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `sources` are what may be exported (the catalog's results, the drillholes); `current`
    // is the one shown first.
    ExportDialog(JobRunner& runner, std::vector<ExportSource> sources, int current = 0, QWidget* parent = nullptr);

    const ExportSource& source() const;
    bool selectSource(int index);
    // Ids of the formats offered for the current source, in list order.
    QStringList formatIds() const;
    bool selectFormat(const QString& id);
    const ExportFormat& format() const;

    void setPath(const QString& path);
    QString path() const;
    void setLayers(const QStringList& layers);  // several-layer formats: the checked ones; else the one chosen
    void setZSlice(int slice);
    void setCrs(const QString& crs);
    void setNodata(std::optional<double> nodata);
    void setVtkAscii(bool ascii);
    void setIntervalTable(const QString& table);
    void setCompositeLength(double length);

    // What the dialog would write now.
    ExportRequest request() const;
    // Validates and starts the export; null (with the reason shown in the dialog) when the
    // request is not valid.
    Task* startExport();
    const std::optional<ExportSummary>& lastSummary() const { return summary_; }
    QString lastError() const;

signals:
    void exported(const strata::gui::ExportSummary& summary, const strata::gui::ExportSource& source);

private:
    void buildForm();
    void fillFormats();
    void showFormatOptions();
    void updateExtension();
    void updatePlannedFiles();
    void browse();
    void showError(const QString& message);
    QString defaultPath() const;

    JobRunner& runner_;
    std::vector<ExportSource> sources_;
    std::vector<ExportFormat> formats_;
    std::optional<ExportSummary> summary_;
    QPointer<Task> task_;

    QFormLayout* form_ = nullptr;
    QComboBox* source_ = nullptr;
    QLabel* sourceDescription_ = nullptr;
    QComboBox* format_ = nullptr;
    QLabel* note_ = nullptr;
    QListWidget* layers_ = nullptr;
    QComboBox* layer_ = nullptr;
    QSpinBox* zSlice_ = nullptr;
    QLineEdit* crs_ = nullptr;
    QCheckBox* nodataSet_ = nullptr;
    QDoubleSpinBox* nodata_ = nullptr;
    QComboBox* vtkEncoding_ = nullptr;
    QLineEdit* objectName_ = nullptr;
    QComboBox* table_ = nullptr;
    QDoubleSpinBox* compositeLength_ = nullptr;
    QDoubleSpinBox* stationStep_ = nullptr;
    // The desurvey and composite jobs' options without a control above, from their schemas.
    SchemaOptionsBox* desurveyAdvanced_ = nullptr;
    SchemaOptionsBox* compositeAdvanced_ = nullptr;
    QLineEdit* path_ = nullptr;
    QLabel* planned_ = nullptr;
    QLabel* error_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QTextBrowser* summaryView_ = nullptr;
    QPushButton* exportButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
};

}  // namespace strata::gui
