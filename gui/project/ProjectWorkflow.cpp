#include "project/ProjectWorkflow.h"

#include <algorithm>

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QWidget>

#include "data/ImportPointsDialog.h"
#include "data/PointSourceReading.h"
#include "jobs/JobRunner.h"
#include "project/ProjectFolders.h"
#include "results/ResultCatalog.h"
#include "strata/core/Error.h"

namespace strata::gui {

namespace {

std::string resultKindName(ResultKind kind) {
    switch (kind) {
        case ResultKind::Grid2D:
        case ResultKind::Grid3D: return "grid";
        case ResultKind::Points: return "points";
        case ResultKind::SurfaceStack: return "surfaces";
        case ResultKind::SeismicSection: return "section";
        case ResultKind::BlockModel: return "blocks";
    }
    return "other";
}

bool testMode() { return QStandardPaths::isTestModeEnabled(); }

// Whether a saved variogram or LMC is of `variable`: of a drillhole table, or of a point source
// (whose entries have no table), samples in `unit` (empty: all).
template <class Entry>
bool isOf(const Entry& entry, const QString& table, const QString& variable, const QString& unit) {
    return QString::fromStdString(entry.variable) == variable && QString::fromStdString(entry.unit) == unit &&
           (entry.source == "drillholes" ? QString::fromStdString(entry.table) == table
                                         : QString::fromStdString(entry.source) == table);
}

template <class Entry>
void replaceOrAdd(std::vector<Entry>& entries, const Entry& entry) {
    auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return e.name == entry.name; });
    if (it == entries.end())
        entries.push_back(entry);
    else
        *it = entry;
}

}  // namespace

ProjectWorkflow::ProjectWorkflow(QWidget* window, ResultCatalog& results, QObject* parent)
    : QObject(parent), window_(window), results_(results), session_(new ProjectSession(this)) {
    newAction_ = new QAction(tr("&New project"), this);
    newAction_->setShortcut(QKeySequence::New);
    newAction_->setToolTip(tr("Close the project and start an empty one"));
    connect(newAction_, &QAction::triggered, this, &ProjectWorkflow::newProject);
    saveAction_ = new QAction(tr("&Save project"), this);
    saveAction_->setShortcut(QKeySequence::Save);
    saveAction_->setToolTip(tr("Save the project file (data files are referenced, not copied)"));
    connect(saveAction_, &QAction::triggered, this, &ProjectWorkflow::save);
    saveAsAction_ = new QAction(tr("Save project &as…"), this);
    saveAsAction_->setShortcut(QKeySequence::SaveAs);
    connect(saveAsAction_, &QAction::triggered, this, qOverload<>(&ProjectWorkflow::saveAs));
    importPointsAction_ = new QAction(tr("Import &points…"), this);
    importPointsAction_->setToolTip(tr("Add a point file (CSV, XYZ, GSLIB, GDAL vector) to the project"));

    connect(session_, &ProjectSession::projectChanged, this, &ProjectWorkflow::updateTitle);
    connect(&results_, &ResultCatalog::itemAdded, this, &ProjectWorkflow::recordResult);
    connect(&results_, &ResultCatalog::itemChanged, this, &ProjectWorkflow::recordResult);
}

void ProjectWorkflow::updateTitle() {
    if (!window_) return;
    saveAction_->setEnabled(session_->isModified() || session_->isUntitled());
    window_->setWindowModified(session_->isModified());
}

ProjectWorkflow::OpenPlan ProjectWorkflow::prepareOpen(const QString& path, MovedFileQuestion ask) {
    OpenPlan plan;
    if (!maybeSave()) {
        plan.proceed = false;
        return plan;
    }
    try {
        plan.project = readProjectFile(QDir::toNativeSeparators(path).toStdString());
    } catch (const Error&) {
        return plan;  // the loading job reads it again and reports the problem in the usual way
    }
    if (!ask)
        ask = testMode() ? MovedFileQuestion([](const DataFileReference&) { return QString(); })
                         : fileDialogQuestion(window_, QFileInfo(path).absolutePath());
    const MovedDataOutcome outcome = locateMovedData(*plan.project, ask);
    plan.relocated = outcome.fixed > 0;
    nextShownModified_ = plan.relocated;
    return plan;
}

void ProjectWorkflow::projectShown(const LoadedProject& loaded, const QString& path) {
    session_->setProject(loaded.project, path, nextShownModified_ || path.isEmpty());
    nextShownModified_ = false;
    results_.clear();
    jobOfResult_.clear();
}

void ProjectWorkflow::resultsRestored(const std::vector<RestoredResult>& results) {
    restoring_ = true;
    for (const RestoredResult& restored : results)
        jobOfResult_.insert(results_.add(restored.item), QString::fromStdString(restored.jobId));
    restoring_ = false;
}

void ProjectWorkflow::offerRecoveryAtStart(std::function<void(const ProjectFile&)> load) {
    if (testMode()) return;
    QTimer::singleShot(0, this, [this, load = std::move(load)] {
        if (std::optional<ProjectFile> project = offerRecovery()) {
            nextShownModified_ = true;
            load(*project);
        }
    });
}

ProjectWorkflow::ImportTarget ProjectWorkflow::askImportTarget(const QString& what) {
    const ProjectFile& project = session_->project();
    const bool holdsData = project.drillholes || !project.points.empty() || !project.jobs.empty() || !project.variograms.empty() ||
                           !project.coregionalisations.empty();
    if (!holdsData) return ImportTarget::NewProject;
    if (testMode()) return ImportTarget::AddToProject;
    QMessageBox question(QMessageBox::Question, tr("Import %1").arg(what),
                         tr("Add the %1 to the project “%2”, or start a new project with them?").arg(what, session_->displayName()),
                         QMessageBox::Cancel, window_);
    QPushButton* add = question.addButton(tr("Add to the project"), QMessageBox::AcceptRole);
    QPushButton* fresh = question.addButton(tr("New project"), QMessageBox::DestructiveRole);
    if (project.drillholes) question.setInformativeText(tr("Added, they replace the project's drillholes; its other data, jobs and results stay."));
    question.setDefaultButton(add);
    question.exec();
    if (question.clickedButton() == add) return ImportTarget::AddToProject;
    if (question.clickedButton() == fresh) return ImportTarget::NewProject;
    return ImportTarget::Cancel;
}

bool ProjectWorkflow::maybeSave() {
    if (!session_->isModified()) return true;
    if (testMode()) {
        session_->discardAutosave();
        return true;
    }
    QMessageBox question(QMessageBox::Warning, tr("Unsaved changes"),
                         tr("The project “%1” has unsaved changes.").arg(session_->displayName()),
                         QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
    question.setInformativeText(tr("Save them before going on?"));
    question.setDefaultButton(QMessageBox::Save);
    switch (question.exec()) {
        case QMessageBox::Save: return save();
        case QMessageBox::Discard: session_->discardAutosave(); return true;
        default: return false;
    }
}

std::optional<ProjectFile> ProjectWorkflow::offerRecovery() {
    for (const PendingRecovery& recovery : ProjectSession::pendingRecoveries()) {
        const QString name = recovery.name.isEmpty() ? QFileInfo(recovery.projectPath).completeBaseName() : recovery.name;
        QMessageBox question(QMessageBox::Question, tr("Recover unsaved work"),
                             tr("Strata did not close normally. An autosave of the project “%1” from %2 was found.")
                                 .arg(name, QLocale().toString(recovery.savedAt.toLocalTime(), QLocale::ShortFormat)),
                             QMessageBox::NoButton, window_);
        question.setInformativeText(recovery.projectPath.isEmpty()
                                        ? tr("The project was never saved.")
                                        : tr("Project file: %1").arg(QDir::toNativeSeparators(recovery.projectPath)));
        QPushButton* recover = question.addButton(tr("Recover"), QMessageBox::AcceptRole);
        question.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        question.addButton(tr("Decide later"), QMessageBox::RejectRole);
        question.setDefaultButton(recover);
        question.exec();
        if (question.clickedButton() == recover) {
            try {
                ProjectFile project = ProjectSession::readRecovery(recovery);
                ProjectSession::discardRecovery(recovery.autosavePath);
                return project;
            } catch (const Error& e) {
                QMessageBox::critical(window_, tr("Recover unsaved work"), QString::fromStdString(e.what()));
            }
        } else if (question.buttonRole(question.clickedButton()) == QMessageBox::DestructiveRole) {
            ProjectSession::discardRecovery(recovery.autosavePath);
        }
    }
    return std::nullopt;
}

void ProjectWorkflow::newProject() {
    if (!maybeSave()) return;
    session_->newProject(tr("Untitled"));
    emit newProjectStarted();
}

bool ProjectWorkflow::save() {
    if (session_->isUntitled()) return saveAs();
    if (session_->save()) return true;
    QMessageBox::critical(window_, tr("Save project"), session_->lastError());
    return false;
}

bool ProjectWorkflow::saveAs() {
    const QString start = session_->isUntitled()
                              ? QDir(startFolder(FolderPurpose::Projects)).filePath(fileStem(session_->displayName()) + QStringLiteral(".strata"))
                              : session_->path();
    const QString path = QFileDialog::getSaveFileName(window_, tr("Save project as"), start, tr("Strata projects (*.strata)"));
    if (path.isEmpty()) return false;
    rememberFolder(FolderPurpose::Projects, path);
    return saveAs(path);
}

bool ProjectWorkflow::saveAs(const QString& path) {
    if (session_->isUntitled()) adoptUntitledResults(path);
    if (session_->saveAs(path)) return true;
    QMessageBox::critical(window_, tr("Save project"), session_->lastError());
    return false;
}

void ProjectWorkflow::adoptUntitledResults(const QString& projectPath) {
    QString target = QFileInfo(projectPath).absoluteFilePath();
    if (QFileInfo(target).suffix().isEmpty()) target += QStringLiteral(".strata");
    ProjectFile project = session_->project();
    try {
        if (adoptResultFiles(project, projectResultsFolder({}), projectResultsFolder(target)) > 0)
            session_->modify([&project](ProjectFile& current) { current = project; });
    } catch (const Error& e) {
        // The results stay where they are (referenced by absolute path): the project still opens.
        QMessageBox::warning(window_, tr("Save project"),
                             tr("The results could not be copied into the project's folder: %1").arg(QString::fromStdString(e.what())));
    }
}

void ProjectWorkflow::importPoints(JobRunner& runner, std::function<void(const LoadedPoints&)> shown) {
    ImportPointsDialog dialog(window_);
    if (dialog.exec() != QDialog::Accepted) return;
    addPoints(runner, dialog.source(), std::move(shown));
}

void ProjectWorkflow::addPoints(JobRunner& runner, PointSource source, std::function<void(const LoadedPoints&)> shown) {
    // Names are unique in a project: a second "assays" becomes "assays (2)".
    const std::string base = source.name;
    for (int n = 2; std::any_of(session_->project().points.begin(), session_->project().points.end(),
                                [&](const PointSource& p) { return p.name == source.name; });
         ++n)
        source.name = base + " (" + std::to_string(n) + ")";
    auto work = [source](const jobs::JobContext& context) {
        context.report(0.0, "reading points");
        LoadedPoints points;
        points.name = source.name;
        points.points = std::make_shared<const PointSet>(readPointSource(source, points.report));
        return points;
    };
    runner.run(tr("Import points %1").arg(QString::fromStdString(source.name)), std::move(work), this,
               [this, source, shown = std::move(shown)](const LoadedPoints& points) {
                   session_->modify([&](ProjectFile& project) { project.points.push_back(source); });
                   shown(points);
               });
}

void ProjectWorkflow::setVariogramSubject(std::optional<ProjectVariogram> subject) { variogramSubject_ = std::move(subject); }

void ProjectWorkflow::recordVariogramModel(const variogram::VariogramModel& model,
                                           const variogram::ExperimentalVariogramOptions& options) {
    if (!variogramSubject_) return;
    ProjectVariogram entry = *variogramSubject_;
    entry.model = model;
    entry.lags = options.lags;
    entry.directions = options.directions;
    const auto& existing = session_->project().variograms;
    const auto same = std::find_if(existing.begin(), existing.end(), [&](const ProjectVariogram& v) { return v.name == entry.name; });
    if (same != existing.end() && same->model.toString() == model.toString()) return;  // nothing new to save
    session_->modify([&](ProjectFile& project) { replaceOrAdd(project.variograms, entry); });
}

void ProjectWorkflow::recordCoregionalisation(ProjectCoregionalisation entry) {
    // A fit that finished after the panel moved to another variable is not the subject's.
    if (!variogramSubject_ || entry.fit.model.variables.empty() ||
        entry.fit.model.variables.front() != variogramSubject_->variable)
        return;
    entry.name = variogramSubject_->name;
    entry.source = variogramSubject_->source;
    entry.table = variogramSubject_->table;
    entry.variable = variogramSubject_->variable;
    entry.unit = variogramSubject_->unit;
    session_->modify([&](ProjectFile& project) { replaceOrAdd(project.coregionalisations, entry); });
}

std::optional<ProjectCoregionalisation> ProjectWorkflow::savedCoregionalisation(const QString& table,
                                                                                const QString& variable,
                                                                                const QString& unit) const {
    for (const ProjectCoregionalisation& entry : session_->project().coregionalisations)
        if (isOf(entry, table, variable, unit)) return entry;
    return std::nullopt;
}

std::optional<variogram::VariogramModel> ProjectWorkflow::savedVariogram(const QString& table, const QString& variable,
                                                                         const QString& unit) const {
    if (const auto entry = savedVariogramEntry(table, variable, unit)) return entry->model;
    return std::nullopt;
}

std::optional<ProjectVariogram> ProjectWorkflow::savedVariogramEntry(const QString& table, const QString& variable,
                                                                    const QString& unit) const {
    for (const ProjectVariogram& v : session_->project().variograms)
        if (isOf(v, table, variable, unit)) return v;
    return std::nullopt;
}

void ProjectWorkflow::recordVerticalExaggeration(double factor) {
    session_->updateQuietly([factor](ProjectFile& project) { project.verticalExaggeration = factor; });
}

void ProjectWorkflow::recordShownResult(const QString& name) {
    session_->updateQuietly([&name](ProjectFile& project) { project.shownResult = name.toStdString(); });
}

void ProjectWorkflow::recordResult(int id) {
    if (restoring_) return;
    const std::shared_ptr<const ResultItem> item = results_.item(id);
    if (!item || item->job.is_null()) return;
    const std::string finished = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    session_->modify([&](ProjectFile& project) {
        // Catalog ids live only as long as the program runs: the job of a result is found through them.
        auto it = std::find_if(project.jobs.begin(), project.jobs.end(),
                               [&](const ProjectJob& j) { return jobOfResult_.value(id) == QString::fromStdString(j.id); });
        if (it == project.jobs.end()) {
            ProjectJob job;
            int number = static_cast<int>(project.jobs.size()) + 1;
            const auto taken = [&](const std::string& name) {
                return std::any_of(project.jobs.begin(), project.jobs.end(), [&](const ProjectJob& j) { return j.id == name; });
            };
            while (taken("job-" + std::to_string(number))) ++number;
            job.id = "job-" + std::to_string(number);
            job.job = item->job;
            job.status = JobStatus::Done;
            job.finished = finished;
            jobOfResult_.insert(id, QString::fromStdString(job.id));
            project.jobs.push_back(job);
            it = project.jobs.end() - 1;
        }
        it->name = item->name.toStdString();
        it->results.clear();
        if (!item->file.isEmpty())
            it->results.push_back({item->name.toStdString(), QDir::cleanPath(item->file).toStdString(), resultKindName(item->kind)});
    });
}

}  // namespace strata::gui
