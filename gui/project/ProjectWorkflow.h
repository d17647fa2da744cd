#pragma once
// File > New / Save / Save As, the question before unsaved changes are lost, the offer to
// recover an autosave after a crash, and "the data moved" before a project is loaded. The main
// window keeps the 3D view and the loading job; this class keeps the ProjectSession in step
// with them and records into the project what the session produces (variogram models, results
// of jobs with their files) so that a save stores it.
#include <functional>
#include <optional>

#include <QHash>
#include <QObject>
#include <QPointer>

#include "project/MovedDataLocator.h"
#include "project/ProjectLoader.h"
#include "project/ProjectSession.h"

class QAction;
class QWidget;

namespace strata::gui {

class JobRunner;
class ResultCatalog;

class ProjectWorkflow : public QObject {
    Q_OBJECT
public:
    ProjectWorkflow(QWidget* window, ResultCatalog& results, QObject* parent = nullptr);

    ProjectSession& session() { return *session_; }
    QAction* newAction() const { return newAction_; }
    QAction* saveAction() const { return saveAction_; }
    QAction* saveAsAction() const { return saveAsAction_; }
    QAction* importPointsAction() const { return importPointsAction_; }

    // File > Import points: the dialog, then the read on the worker thread; the point set is
    // added to the project and handed to `shown` (the tree lists it).
    void importPoints(JobRunner& runner, std::function<void(const LoadedPoints&)> shown);
    // Reads `source` on the runner and adds it to the project (its name made unique), then calls
    // `shown`. Files the project's own jobs wrote (composites) join it this way.
    void addPoints(JobRunner& runner, PointSource source, std::function<void(const LoadedPoints&)> shown);

    // Before opening `path`: asks to save unsaved changes (false: the user cancelled), reads
    // the project file and asks where moved data went. `project` is empty when the file could
    // not be read: the loading job then reports why. Without `ask`, a file dialog asks (under
    // Qt Test nobody is asked and moved files stay missing).
    struct OpenPlan {
        bool proceed = true;
        std::optional<ProjectFile> project;
        bool relocated = false;  // data paths were fixed: the project differs from its file
    };
    OpenPlan prepareOpen(const QString& path, MovedFileQuestion ask = {});
    // The loading job finished and the window shows `loaded`: it becomes the session's project,
    // and the results it kept replace those in the catalog. `path` is empty for imported data
    // (an untitled project). It counts as modified when the open relocated data, when it was
    // recovered, or when it is untitled.
    void projectShown(const LoadedProject& loaded, const QString& path);
    // The saved results of the project shown, read back after it (restoreResults): into the
    // catalog, as the project's and not as new ones.
    void resultsRestored(const std::vector<RestoredResult>& results);

    // Where imported data go: into the open project, or a new one (asked when the project holds
    // anything; under Qt Test the open project). `what` names the data in the question.
    enum class ImportTarget { AddToProject, NewProject, Cancel };
    ImportTarget askImportTarget(const QString& what);
    // The next project shown counts as changed from its file (data were added to it).
    void expectModified() { nextShownModified_ = true; }

    // Unsaved changes: Save / Discard / Cancel. True when the caller may go on. Under Qt Test
    // (test mode) nothing is asked and the changes are dropped: no test can answer a dialog.
    bool maybeSave();
    // Offers each autosave left by a session that did not close normally. Returns the project
    // recovered (the caller loads it), if any.
    std::optional<ProjectFile> offerRecovery();
    // Once the event loop runs (the window is up), offers recovery and hands a recovered
    // project to `load`. Nothing is offered under Qt Test.
    void offerRecoveryAtStart(std::function<void(const ProjectFile&)> load);

    // The variable shown in the variogram panel, so that model edits are stored under it (none:
    // edits are not stored, while the panel loads new samples).
    void setVariogramSubject(std::optional<ProjectVariogram> subject);
    // A model edit in the panel: stored in the project under the current subject.
    void recordVariogramModel(const variogram::VariogramModel& model, const variogram::ExperimentalVariogramOptions& options);
    // The saved model of `table`.`variable` from the drillholes, if the project has one;
    // `table` may also name a point source of the project (its variograms have no table).
    // `unit`: the samples' unit ("table.column = value"); empty: the variable's samples in every unit.
    std::optional<variogram::VariogramModel> savedVariogram(const QString& table, const QString& variable,
                                                            const QString& unit = {}) const;
    // The whole saved entry (model, lags, directions) of that variable.
    std::optional<ProjectVariogram> savedVariogramEntry(const QString& table, const QString& variable, const QString& unit = {}) const;
    // An LMC fitted in the panel (of the subject's variable and others): stored in the project
    // under the current subject, replacing the one fitted before.
    void recordCoregionalisation(ProjectCoregionalisation entry);
    // The saved LMC whose primary is that variable (found as savedVariogramEntry finds a model).
    std::optional<ProjectCoregionalisation> savedCoregionalisation(const QString& table, const QString& variable,
                                                                   const QString& unit = {}) const;
    // View settings stored with the project without counting as unsaved changes.
    void recordVerticalExaggeration(double factor);
    // The result shown in the result viewer, so that the project opens with it shown again.
    void recordShownResult(const QString& name);

public slots:
    void newProject();
    bool save();
    bool saveAs();
    // Saves under `path` without asking; the results an untitled project wrote in the
    // application's folder are first copied into the project's own (ProjectFolders.h).
    bool saveAs(const QString& path);

signals:
    // The user asked for a new (empty) project: the window clears its views.
    void newProjectStarted();

private:
    void recordResult(int id);
    void adoptUntitledResults(const QString& projectPath);
    void updateTitle();

    QPointer<QWidget> window_;
    ResultCatalog& results_;
    ProjectSession* session_;
    std::optional<ProjectVariogram> variogramSubject_;
    QHash<int, QString> jobOfResult_;  // ResultCatalog id -> ProjectJob id
    bool restoring_ = false;           // results of an opened project are being added: not new results
    bool nextShownModified_ = false;   // the project being loaded differs from its file
    QAction* newAction_;
    QAction* saveAction_;
    QAction* saveAsAction_;
    QAction* importPointsAction_;
};

}  // namespace strata::gui
