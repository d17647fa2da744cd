#pragma once
// Tools > Reverse time migration: the velocity model (raw float32 with its grid and axis order,
// SEG-Y, a stratum section with an interval velocity per unit, or such a section sampled from a
// surface stack of the project along a map line, previewed in the section panel and written as
// a stratum-section file into the project's results folder when the job starts), the shot data
// (synthetic gathers modelled over an acquisition line, or recorded gathers), the wavelet, the
// derivative operator and the absorbing boundary, and each job's other options in schema-built
// Advanced sections; defaults, ranges, units and tooltips come from the jobs' schemas. Run checks
// the engine's seismic-model and rtm jobs and starts them on a worker thread (progress per shot,
// Cancel); the image, illumination and velocity then show in the section panel on the right, and
// sectionReady() hands them to the result catalog.
#include <memory>
#include <optional>

#include <QDialog>
#include <QPointer>

#include "seismic/RtmRequest.h"
#include "strata/seismic/StratumVelocity.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTimer;

namespace strata::gui {

class JobRunner;
class ResultCatalog;
class SchemaOptionsBox;
class SeismicSectionPanel;
class StackSectionForm;
class Task;

class RtmDialog : public QDialog {
    Q_OBJECT
public:
    explicit RtmDialog(JobRunner& runner, QWidget* parent = nullptr);

    // The surface stacks to build a velocity section from (the list follows the catalog).
    void setCatalog(ResultCatalog* catalog);
    // Where a velocity section built from a surface stack is written (the project's results
    // folder); empty: the output folder.
    void setResultsFolder(const QString& folder);
    StackSectionForm* stackForm() const { return stackForm_; }
    // The velocity section sampled from the surface stack, shown in the section panel (null when
    // the model does not come from a stack or the form is not valid: lastError() says why).
    std::shared_ptr<const Grid> updatePreview();
    // Writes the stratum section built from the surface stack to the model file (atomically)
    // and returns its path; empty (with the reason shown) when it cannot.
    QString writeStackSection();

    // Fills the form from a request, and reads it back. A stratum-section file sampled from a
    // surface stack that is in the catalog reopens the stack, line, datum and velocities.
    void setRequest(const RtmRequest& request);
    RtmRequest request() const;

    // Checks the jobs (prepareRtm) and starts them; null (with the reason shown) when the form is not valid.
    Task* run();
    std::shared_ptr<const Grid> section() const { return section_; }
    SeismicSectionPanel* sectionPanel() const { return panel_; }
    QString lastError() const;

signals:
    void sectionReady(std::shared_ptr<const strata::Grid> section, const strata::jobs::Json& job, const QString& name);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The form, one group per section.
    QWidget* buildForm();
    // Combo and spin boxes of `form` take the wheel only when focused, so that it scrolls the form.
    void ignoreWheelUnlessFocused(QWidget* form);
    QGroupBox* createModelGroup(QWidget* parent);
    QGroupBox* createShotDataGroup(QWidget* parent);
    QGroupBox* createAcquisitionGroup(QWidget* parent);
    QGroupBox* createWaveGroup(QWidget* parent);
    QWidget* createImagingRow(QWidget* parent);
    QGroupBox* createOutputGroup(QWidget* parent);
    void connectForm();
    void proposeFirstGrid();
    void updateEnabled();
    void browseFile(QLineEdit* edit, const QString& filter);
    void showError(const QString& message);
    void stackChosen();
    void schedulePreview();  // when the model comes from a stack
    QString defaultStackSectionFile() const;

    JobRunner& runner_;
    std::shared_ptr<const Grid> section_;
    std::optional<seismic::StratumSection> previewSection_;  // what updatePreview sampled; written by writeStackSection
    QPointer<Task> task_;
    QString resultsFolder_;
    QString lastDefaultFile_;  // the model file proposed for a stack, replaced while the user keeps it
    QTimer* previewTimer_ = nullptr;
    StackSectionForm* stackForm_ = nullptr;
    QScrollArea* formScroll_ = nullptr;

    QComboBox* modelKind_ = nullptr;
    QLineEdit* modelFile_ = nullptr;
    QSpinBox* nx_ = nullptr;
    QSpinBox* nz_ = nullptr;
    QDoubleSpinBox* dx_ = nullptr;
    QDoubleSpinBox* dz_ = nullptr;
    QComboBox* axisOrder_ = nullptr;
    QComboBox* unit_ = nullptr;
    QComboBox* dataKind_ = nullptr;
    QLineEdit* dataFile_ = nullptr;
    QDoubleSpinBox* shotFirst_ = nullptr;
    QDoubleSpinBox* shotSpacing_ = nullptr;
    QSpinBox* shotCount_ = nullptr;
    QDoubleSpinBox* sourceDepth_ = nullptr;
    QDoubleSpinBox* receiverFirst_ = nullptr;
    QDoubleSpinBox* receiverSpacing_ = nullptr;
    QSpinBox* receiverCount_ = nullptr;
    QDoubleSpinBox* receiverDepth_ = nullptr;
    QDoubleSpinBox* tmax_ = nullptr;
    QDoubleSpinBox* frequency_ = nullptr;
    QLineEdit* waveletFile_ = nullptr;
    QComboBox* operator_ = nullptr;
    QComboBox* boundary_ = nullptr;
    QSpinBox* boundaryWidth_ = nullptr;
    QCheckBox* laplacian_ = nullptr;
    // The jobs' options without a control above, from their schemas.
    SchemaOptionsBox* waveAdvanced_ = nullptr;
    SchemaOptionsBox* modelAdvanced_ = nullptr;
    SchemaOptionsBox* rtmAdvanced_ = nullptr;
    QLineEdit* outputFolder_ = nullptr;
    QLabel* error_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* runButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    SeismicSectionPanel* panel_ = nullptr;
};

}  // namespace strata::gui
