#pragma once
// File > Import drillholes, a two-step wizard.
//   1. Files and how to read them: collar, survey and interval tables; a live preview of the
//      first rows of any of them (as the reader splits them, with the detected delimiter and
//      the mapped columns marked); column mapping per role, offered from the files' headers;
//      the dip convention with the automatic guess shown; the desurvey method.
//   2. "Check and import" reads the tables through the project-loading job (on the worker
//      thread when a JobRunner is given) and, when the reader reported errors or warnings,
//      shows them as a sortable, filterable table (file, line, column, hole, severity,
//      message): the user continues with the valid rows or cancels.
// After accept, loaded() holds what was read, so the window shows it without reading again.
#include <optional>

#include <QDialog>
#include <QMap>
#include <QPointer>

#include "project/ProjectFile.h"
#include "project/ProjectLoader.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace strata::gui {

class JobRunner;
class Task;
class ValidationReportView;

class ImportDrillholesDialog : public QDialog {
    Q_OBJECT
public:
    // Without a runner the check runs on the calling thread (tests).
    explicit ImportDrillholesDialog(QWidget* parent = nullptr, JobRunner* runner = nullptr);

    // The project the choices describe.
    ProjectFile project() const;
    // What "Check and import" read (valid after accept, or on the report page).
    const std::optional<LoadedProject>& loaded() const { return loaded_; }

    void setCollarFile(const QString& path);
    void setSurveyFile(const QString& path);
    void addIntervalFile(const QString& path);
    // Shows the preview of file `index` of previewFiles() (0 collar, 1 survey when given, then intervals).
    void showPreviewOf(int index);
    QStringList previewFiles() const;
    QTableWidget* previewTable() const { return preview_; }
    QString dipGuessText() const;
    ValidationReportView* reportView() const { return report_; }
    bool isShowingReport() const;

public slots:
    // Step 2: reads the tables and shows the problems (or accepts when there are none).
    void checkAndImport();

private:
    QLineEdit* fileField(const QString& caption);
    QWidget* createSetupPage();
    QWidget* createReportPage();
    void filesChanged();
    void refreshPreview();
    void refreshColumnChoices();
    void updateDipGuess();
    void updateButtons();
    void onChecked(const LoadedProject& loaded);
    QStringList headerOf(const QString& path) const;

    JobRunner* runner_;
    QStackedWidget* pages_;
    QLineEdit* collar_;
    QLineEdit* survey_;
    QListWidget* intervals_;
    QComboBox* dipConvention_;
    QLabel* dipGuess_;
    QComboBox* desurvey_;
    QMap<QString, QComboBox*> columns_;  // role -> column name ("" = recognise it)
    QComboBox* previewFile_;
    QLabel* previewInfo_;
    QTableWidget* preview_;
    ValidationReportView* report_;
    QLabel* reportSummary_;
    QPushButton* checkButton_;
    QPushButton* continueButton_;
    QPushButton* backButton_;
    QDialogButtonBox* buttons_;
    QPointer<Task> checking_;
    std::optional<LoadedProject> loaded_;
};

}  // namespace strata::gui
