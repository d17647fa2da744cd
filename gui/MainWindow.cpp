#include "MainWindow.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QResizeEvent>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

#include <vtkActor.h>
#include <vtkVersion.h>

#include "app/LaunchClock.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Version.h"
#include "blockmodel/BlockModelTools.h"
#include "estimation/EstimationTools.h"
#include "variogram/AnisotropyEllipsoid.h"
#include "variogram/IntervalSamples.h"
#include "variogram/SavedCoregionalisation.h"
#include "variogram/VariogramPanel.h"
#include "surfaces/SurfaceTools.h"
#include "project/ProjectFolders.h"
#include "qa/PointLayer.h"
#include "qa/ResultViewer.h"
#include "view/ColourRampStyle.h"
#include "view/SceneView.h"
#include "app/ShortcutsDialog.h"
#include "app/UserGuideDialog.h"
#include "export/ExportTools.h"
#include "seismic/SeismicTools.h"
#include "widgets/ImportDrillholesDialog.h"
#include "widgets/LogDock.h"
#include "widgets/PropertiesDock.h"
#include "widgets/SettingsDialog.h"
#include "widgets/TaskProgressWidget.h"

#ifndef STRATA_SAMPLES_RELATIVE_TO_BIN
#define STRATA_SAMPLES_RELATIVE_TO_BIN "../share/strata/samples"
#endif

namespace strata::gui {

namespace {
const char* const kRecentKey = "recentProjects";
const char* const kGeometryKey = "window/geometry";
const char* const kStateKey = "window/state";
constexpr int kMaxRecent = 8;
// Reading problems listed one by one in the log; the rest are counted (all are in the tree).
constexpr int kProblemsLogged = 40;
// How the variogram panel's LMC fit loads variables of `source` (samples in `unit` only, unless
// it is empty): one input, NaN where a variable has no sample.
VariogramPanel::VariablesLoader variablesLoader(EstimationSource source, std::string unit) {
    return
        [source = std::move(source), unit](const std::vector<std::string>& variables, const jobs::JobContext& context) {
            const PointSet points = loadVariables(source, variables, unit, context);
            variogram::VariogramInput input;
            input.x = points.x;
            input.y = points.y;
            input.z = points.z;
            input.names = points.names;
            input.variables = points.values;
            return input;
        };
}

QStringList othersThan(QStringList variables, const QString& variable) {
    variables.removeAll(variable);
    return variables;
}
}  // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), runner_(tasks_, log_), view_(new SceneView(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Strata"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/strata.png")));
    setCentralWidget(view_);
    runner_.setDialogParent(this);
    runner_.setBackend(SettingsDialog::configuredBackend());

    workflow_ = new ProjectWorkflow(this, results_, this);
    createActions();
    createDocks();
    createToolBar();
    createMenus();
    taskProgress_ = new TaskProgressWidget(tasks_, this);
    statusBar()->addPermanentWidget(taskProgress_);
    statusBar()->showMessage(tr("Ready"));

    connect(view_, &SceneView::firstDataFrameRendered, this, &MainWindow::onFirstDataFrame);
    connect(view_, &SceneView::verticalExaggerationChanged, this, [this](double factor) {
        const QSignalBlocker blocker(exaggeration_);
        exaggeration_->setValue(factor);
        workflow_->recordVerticalExaggeration(factor);
    });
    connect(workflow_, &ProjectWorkflow::newProjectStarted, this, [this] {
        view_->clearData();
        layer_ = {};
        drillholeGeometry_.reset();
        pointActors_.clear();
        if (colours_) colours_->close();
        blockModelTools_->sceneCleared();
        blockModelTools_->setSource(std::nullopt);
        database_.reset();
        forgetResultsToRestore();
        pointSets_.clear();
        estimationTools_->sourcesChanged();
        projectDock_->clear();
        setWindowTitle(tr("Strata"));
    });
    connect(&workflow_->session(), &ProjectSession::saved, this, &MainWindow::rememberRecent);
    connect(&workflow_->session(), &ProjectSession::projectChanged, this, &MainWindow::projectPathChanged);
    projectPathChanged();
    connect(workflow_->importPointsAction(), &QAction::triggered, this,
            [this] { workflow_->importPoints(runner_, [this](const LoadedPoints& points) { pointsAdded(points); }); });
    workflow_->offerRecoveryAtStart([this](const ProjectFile& project) {
        startLoading(tr("Recover project"), [project](const jobs::JobContext& context) { return loadProject(project, context); },
                     QString::fromStdString(project.path));
    });
    connect(&tasks_, &TaskManager::runningChanged, this, [this] { cancelAllAction_->setEnabled(!tasks_.isIdle()); });

    QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray())) resize(firstStartSize(screen()->availableGeometry()));
    restoreState(settings.value(kStateKey).toByteArray());
    fitOnScreen();
}

QSize MainWindow::firstStartSize(const QRect& available) {
    // Room for the 3D view and two docks: 80 % of the screen, at least 1200 x 800 where it fits.
    const QSize share(available.width() * 4 / 5, available.height() * 4 / 5);
    return share.expandedTo(QSize(1200, 800)).boundedTo(available.size());
}

void MainWindow::fitOnScreen() {
    if (isMaximized() || isFullScreen()) return;
    const QRect available = screen()->availableGeometry();
    const QSize frame = frameGeometry().size() - geometry().size();  // title bar and borders, once shown
    const QSize bounded = size().boundedTo(available.size() - frame);
    if (bounded != size()) resize(bounded);
    QRect placed = frameGeometry();
    placed.moveRight(std::min(placed.right(), available.right()));
    placed.moveBottom(std::min(placed.bottom(), available.bottom()));
    placed.moveLeft(std::max(placed.left(), available.left()));
    placed.moveTop(std::max(placed.top(), available.top()));
    if (placed.topLeft() != frameGeometry().topLeft()) move(placed.topLeft());
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // A dock shown or added grows the window as far as its contents ask: keep it on the screen.
    const QSize available = screen()->availableGeometry().size();
    if (width() > available.width() || height() > available.height())
        QMetaObject::invokeMethod(this, &MainWindow::fitOnScreen, Qt::QueuedConnection);
}

MainWindow::~MainWindow() {
    // Workers report to this window's log and tasks: stop them before members go.
    tasks_.cancelAllAndWait(-1);
}

QString MainWindow::bundledSampleProject() {
    return QDir::cleanPath(QDir(QCoreApplication::applicationDirPath())
                               .absoluteFilePath(QStringLiteral(STRATA_SAMPLES_RELATIVE_TO_BIN "/laterite/laterite.strata")));
}

void MainWindow::createActions() {
    openAction_ = new QAction(tr("&Open project…"), this);
    openAction_->setShortcut(QKeySequence::Open);
    openAction_->setToolTip(tr("Open a Strata project (*.strata)"));
    connect(openAction_, &QAction::triggered, this, &MainWindow::openProjectDialog);

    importAction_ = new QAction(tr("&Import drillholes…"), this);
    importAction_->setShortcut(QKeySequence(tr("Ctrl+I")));
    importAction_->setToolTip(tr("Read collar, survey and interval tables into a new project"));
    connect(importAction_, &QAction::triggered, this, &MainWindow::importDrillholes);

    screenshotAction_ = new QAction(tr("Save &screenshot…"), this);
    // Ctrl+Shift+S is Save As on Linux (the project's File menu).
    screenshotAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    screenshotAction_->setToolTip(tr("Save the 3D view as a PNG or JPEG image"));
    connect(screenshotAction_, &QAction::triggered, this, &MainWindow::saveScreenshotDialog);

    settingsAction_ = new QAction(tr("Se&ttings…"), this);
    settingsAction_->setMenuRole(QAction::PreferencesRole);
    settingsAction_->setShortcut(QKeySequence(tr("Ctrl+,")));
    settingsAction_->setToolTip(tr("Language and the compute backend (CPU or GPU)"));
    connect(settingsAction_, &QAction::triggered, this, &MainWindow::showSettings);

    quitAction_ = new QAction(tr("&Quit"), this);
    quitAction_->setShortcut(QKeySequence::Quit);
    quitAction_->setMenuRole(QAction::QuitRole);
    quitAction_->setToolTip(tr("Close Strata; running jobs are cancelled"));
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    resetCameraAction_ = new QAction(tr("&Reset camera"), this);
    resetCameraAction_->setShortcut(QKeySequence(tr("Ctrl+R")));
    resetCameraAction_->setToolTip(tr("Look at all data from the south-south-west"));
    connect(resetCameraAction_, &QAction::triggered, view_, &SceneView::resetCamera);

    axesAction_ = new QAction(tr("Orientation &axes"), this);
    axesAction_->setCheckable(true);
    axesAction_->setChecked(view_->orientationAxesVisible());
    axesAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+A")));
    axesAction_->setToolTip(tr("Show the north / east / up arrows in the corner of the 3D view"));
    connect(axesAction_, &QAction::toggled, view_, &SceneView::setOrientationAxesVisible);

    legendAction_ = new QAction(tr("Colour &legend"), this);
    legendAction_->setCheckable(true);
    legendAction_->setChecked(view_->legendVisible());
    legendAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+L")));
    legendAction_->setToolTip(tr("Show the colour legend of the drillhole intervals"));
    connect(legendAction_, &QAction::toggled, view_, &SceneView::setLegendVisible);

    runJobAction_ = new QAction(tr("&Run job file…"), this);
    runJobAction_->setToolTip(tr("Run a job saved as JSON (as strata-cli run does)"));
    runJobAction_->setShortcut(QKeySequence(tr("Ctrl+J")));
    connect(runJobAction_, &QAction::triggered, this, &MainWindow::runJobFile);

    cancelAllAction_ = new QAction(tr("&Cancel all jobs"), this);
    cancelAllAction_->setEnabled(false);
    cancelAllAction_->setShortcut(QKeySequence(tr("Ctrl+.")));
    cancelAllAction_->setToolTip(tr("Stop every running job; files being written stay as they were"));
    connect(cancelAllAction_, &QAction::triggered, &tasks_, &TaskManager::cancelAll);

    userGuideAction_ = new QAction(tr("&User guide"), this);
    userGuideAction_->setToolTip(tr("The user guide: views, projects, jobs, file formats"));
    userGuideAction_->setShortcut(QKeySequence::HelpContents);
    connect(userGuideAction_, &QAction::triggered, this, &MainWindow::showUserGuide);

    variogramAction_ = new QAction(tr("&Variogram fitting…"), this);
    variogramAction_->setToolTip(tr("Experimental variogram of a numeric column and its model"));
    variogramAction_->setShortcut(QKeySequence(tr("Ctrl+Shift+V")));
    connect(variogramAction_, &QAction::triggered, this, &MainWindow::openVariogramFitting);

    shortcutsAction_ = new QAction(tr("&Keyboard shortcuts"), this);
    shortcutsAction_->setShortcut(QKeySequence(tr("Ctrl+/")));
    connect(shortcutsAction_, &QAction::triggered, this, &MainWindow::showShortcuts);

    exportTools_ = new ExportTools(*this, runner_, results_, [this]() -> std::optional<ExportSource> {
        if (!database_) return std::nullopt;
        return ExportSource::fromDrillholes(tr("Drillholes"), database_, desurvey_);
    });
    seismicTools_ = new SeismicTools(*this, runner_, results_, &workflow_->session());

    aboutAction_ = new QAction(tr("&About Strata"), this);
    aboutAction_->setMenuRole(QAction::AboutRole);
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createDocks() {
    projectDock_ = new ProjectTreeDock(this);
    propertiesDock_ = new PropertiesDock(this);
    logDock_ = new LogDock(log_, this);
    addDockWidget(Qt::LeftDockWidgetArea, projectDock_);
    addDockWidget(Qt::LeftDockWidgetArea, propertiesDock_);
    addDockWidget(Qt::BottomDockWidgetArea, logDock_);
    variogramDock_ = new QDockWidget(tr("Variogram fitting"), this);
    variogramDock_->setObjectName(QStringLiteral("variogramDock"));
    variogramPanel_ = new VariogramPanel(&runner_, variogramDock_);
    variogramDock_->setWidget(variogramPanel_);
    auto* ellipsoid = new AnisotropyEllipsoid(view_, variogramPanel_);  // owned by the panel
    connect(variogramDock_->toggleViewAction(), &QAction::toggled, ellipsoid, &AnisotropyEllipsoid::setShown);
    addDockWidget(Qt::RightDockWidgetArea, variogramDock_);
    variogramDock_->hide();
    resizeDocks({projectDock_}, {280}, Qt::Horizontal);
    resizeDocks({logDock_}, {150}, Qt::Vertical);
    connect(projectDock_, &ProjectTreeDock::propertiesSelected, propertiesDock_, &PropertiesDock::showProperties);
    connect(projectDock_, &ProjectTreeDock::partVisibilityChanged, this, &MainWindow::setPartVisible);
    projectDock_->attach(&workflow_->session(), &results_, &runner_);
    connect(projectDock_, &ProjectTreeDock::variogramRequested, this,
            [this](const QString& table, const QString& column) { computeVariogramOf(table, column); });
    connect(projectDock_, &ProjectTreeDock::resultShowRequested, this, &MainWindow::showResult);
    connect(projectDock_, &ProjectTreeDock::resultExportRequested, this, [this](int id) { exportTools_->exportResult(id); });
    connect(projectDock_, &ProjectTreeDock::rtmJobRequested, this, [this](const QString& id) {
        for (const ProjectJob& job : workflow_->session().project().jobs)
            if (QString::fromStdString(job.id) == id) seismicTools_->reopenRtm(job.job);
    });
    connect(variogramPanel_, &VariogramPanel::coregionalisationFitted, this, [this](bool succeeded) {
        if (succeeded) workflow_->recordCoregionalisation(coregionalisationEntry(*variogramPanel_->coregionalisationFit()));
    });
    connect(variogramPanel_, &VariogramPanel::modelChanged, this, [this](const variogram::VariogramModel& model) {
        try {
            workflow_->recordVariogramModel(model, variogramPanel_->experimentalOptions());
        } catch (const Error&) {
            // Settings the panel refuses (and says why) are not saved with the model.
        }
    });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(workflow_->newAction());
    file->addAction(openAction_);
    file->addAction(workflow_->saveAction());
    file->addAction(workflow_->saveAsAction());
    file->addSeparator();
    file->addAction(importAction_);
    file->addAction(workflow_->importPointsAction());
    recentMenu_ = file->addMenu(tr("Open &recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    fillRecentMenu();
    file->addSeparator();
    file->addAction(exportTools_->exportAction());
    file->addAction(screenshotAction_);
    file->addAction(exportTools_->panelPictureAction());
    file->addSeparator();
    file->addAction(settingsAction_);
    file->addSeparator();
    file->addAction(quitAction_);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(resetCameraAction_);
    QMenu* exaggeration = view->addMenu(tr("&Vertical exaggeration"));
    for (double factor : {1.0, 2.0, 5.0, 10.0}) {
        QAction* preset = exaggeration->addAction(tr("%1×").arg(factor));
        connect(preset, &QAction::triggered, this, [this, factor] { setVerticalExaggeration(factor); });
    }
    colourMenu_ = view->addMenu(tr("&Colour drillholes by"));
    colourMenu_->setObjectName(QStringLiteral("colourDrillholesMenu"));
    connect(colourMenu_, &QMenu::aboutToShow, this, &MainWindow::fillColourMenu);
    coloursAction_ = view->addAction(tr("C&olours…"), this, &MainWindow::openColours);
    coloursAction_->setObjectName(QStringLiteral("coloursAction"));
    coloursAction_->setToolTip(tr("Category colours and filters, colour scales of drillholes and point files"));
    view->addSeparator();
    view->addAction(axesAction_);
    view->addAction(legendAction_);
    view->addSeparator();
    view->addAction(projectDock_->toggleViewAction());
    view->addAction(propertiesDock_->toggleViewAction());
    view->addAction(logDock_->toggleViewAction());
    view->addAction(viewToolBar_->toggleViewAction());

    view->addAction(variogramDock_->toggleViewAction());

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(variogramAction_);
    tools->addAction(seismicTools_->rtmAction());
    surfaceTools_ = new SurfaceTools(*this, *view_, runner_, results_);
    tools->addAction(surfaceTools_->buildAction());
    view->addAction(surfaceTools_->dock()->toggleViewAction());
    // The column edited in the surfaces dialog is the project's.
    connect(surfaceTools_, &SurfaceTools::columnEdited, this, [this](const surfaces::StratigraphicColumn& column) {
        workflow_->session().modify([&column](ProjectFile& project) { project.stratigraphicColumn = column; });
    });

    estimationTools_ = new EstimationTools(
        *this, runner_, results_, [this] { return estimationSources(); },
        [this]() -> std::optional<variogram::VariogramModel> { return variogramPanel_->model(); });
    estimationTools_->setCoregionalisationProvider([this] { return variogramPanel_->coregionalisation(); });
    estimationTools_->setSavedModelProvider(
        [this](const QString& source, const QString& variable) { return workflow_->savedVariogram(source, variable); });
    estimationTools_->setLastJobProvider([this](const std::vector<std::string>& types) {
        return lastFinishedJob(workflow_->session().project(), types);
    });
    QMenu* estimation = estimationTools_->addMenu(menuBar());
    blockModelTools_ = new BlockModelTools(*this, *view_, runner_, results_);
    blockModelTools_->setSource(std::nullopt);
    // The composites a block model used become a data set of the project (statistics, variography,
    // other estimates).
    connect(blockModelTools_, &BlockModelTools::compositesWritten, this, [this](const PointSource& composites) {
        workflow_->addPoints(runner_, composites, [this](const LoadedPoints& points) { pointsAdded(points); });
    });
    estimation->insertAction(estimation->actions().value(2), blockModelTools_->action());
    // The large panels on the right share one place as tabs: stacked, their smallest heights
    // would add up past the screen's.
    tabifyDockWidget(variogramDock_, surfaceTools_->dock());
    tabifyDockWidget(variogramDock_, estimationTools_->viewerDock());
    tabifyDockWidget(variogramDock_, blockModelTools_->dock());

    jobsMenu_ = menuBar()->addMenu(tr("&Jobs"));
    connect(jobsMenu_, &QMenu::aboutToShow, this, &MainWindow::fillJobsMenu);
    fillJobsMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(userGuideAction_);
    help->addAction(shortcutsAction_);
    help->addAction(aboutAction_);
}

void MainWindow::createToolBar() {
    viewToolBar_ = addToolBar(tr("View"));
    viewToolBar_->setObjectName(QStringLiteral("viewToolBar"));
    viewToolBar_->addAction(openAction_);
    viewToolBar_->addSeparator();
    viewToolBar_->addAction(resetCameraAction_);
    viewToolBar_->addWidget(new QLabel(tr("Vertical exaggeration:"), viewToolBar_));
    exaggeration_ = new QDoubleSpinBox(viewToolBar_);
    exaggeration_->setObjectName(QStringLiteral("verticalExaggeration"));
    exaggeration_->setRange(0.1, 50.0);
    exaggeration_->setSingleStep(0.5);
    exaggeration_->setDecimals(1);
    exaggeration_->setSuffix(tr("×"));
    exaggeration_->setValue(view_->verticalExaggeration());
    exaggeration_->setToolTip(tr("Stretches elevations about the middle of the data"));
    connect(exaggeration_, &QDoubleSpinBox::valueChanged, view_, &SceneView::setVerticalExaggeration);
    viewToolBar_->addWidget(exaggeration_);
}

void MainWindow::setVerticalExaggeration(double factor) { exaggeration_->setValue(factor); }

void MainWindow::openProjectDialog() {
    const QString recent = QSettings().value(kRecentKey).toStringList().value(0);
    const QString start = recent.isEmpty() ? startFolder(FolderPurpose::Projects) : QFileInfo(recent).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open project"), start,
                                                      tr("Strata projects (*.strata);;All files (*)"));
    if (!path.isEmpty()) openProject(path);
}

void MainWindow::openProject(const QString& path) {
    const ProjectWorkflow::OpenPlan plan = workflow_->prepareOpen(path);
    if (!plan.proceed) return;
    const QString title = tr("Open project %1").arg(QFileInfo(path).fileName());
    if (plan.project) {
        startLoading(title, [project = *plan.project](const jobs::JobContext& context) { return loadProject(project, context); }, path);
        return;
    }
    const std::string file = QDir::toNativeSeparators(path).toStdString();
    startLoading(title, [file](const jobs::JobContext& context) { return loadProject(file, context); }, path);
}

void MainWindow::importDrillholes() {
    ImportDrillholesDialog dialog(this, &runner_);
    if (dialog.exec() != QDialog::Accepted || !dialog.loaded()) return;
    const ProjectWorkflow::ImportTarget target = workflow_->askImportTarget(tr("drillholes"));
    if (target == ProjectWorkflow::ImportTarget::NewProject && !workflow_->maybeSave()) return;
    if (target != ProjectWorkflow::ImportTarget::Cancel) addImportedDrillholes(*dialog.loaded(), target);
}

void MainWindow::addImportedDrillholes(const LoadedProject& imported, ProjectWorkflow::ImportTarget target) {
    if (target == ProjectWorkflow::ImportTarget::NewProject) {
        // The wizard read the tables already (and the user saw its report): show what it read.
        showProject(imported);
        workflow_->projectShown(imported, QString());
        return;
    }
    // The project keeps its point files, variograms, jobs and results; its drillholes are the
    // imported ones. It is loaded again as a whole, as opening it would.
    ProjectFile merged = workflow_->session().project();
    merged.drillholes = imported.project.drillholes;
    merged.desurvey = imported.project.desurvey;
    merged.colourBy = imported.project.colourBy;
    workflow_->expectModified();
    startLoading(tr("Add drillholes"), [merged](const jobs::JobContext& context) { return loadProject(merged, context); },
                 workflow_->session().path());
}

void MainWindow::startLoading(const QString& title, std::function<LoadedProject(const jobs::JobContext&)> work,
                              const QString& projectPath) {
    if (loading_) loading_->cancel();  // the newer request wins
    forgetResultsToRestore();
    statusBar()->showMessage(title);
    loading_ = runner_.run(title, std::move(work), this, [this, projectPath](const LoadedProject& loaded) {
        resultArrivedAtMs_ = LaunchClock::elapsedMs();
        loadJobMs_ = loading_ ? loading_->elapsedMs() : -1;
        showProject(loaded);
        workflow_->projectShown(loaded, projectPath);
        // The results are read once the data are on screen: parsing them would hold the first
        // frame back (they share the cores with the renderer).
        if (view_->hasData() && view_->isVisible())
            pendingRestore_ = connect(view_, &SceneView::firstDataFrameRendered, this,
                                      [this, project = loaded.project] { restoreResults(project); }, Qt::SingleShotConnection);
        else
            restoreResults(loaded.project);
        if (!projectPath.isEmpty()) rememberRecent(projectPath);
    });
    connect(loading_, &Task::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("The project could not be opened"), 5000);
        emit projectLoadFailed(message);
    });
    connect(loading_, &Task::cancelled, this, [this] { statusBar()->clearMessage(); });
}

void MainWindow::forgetResultsToRestore() {
    // Those of a project no longer shown: read, or about to be, they are not the next one's.
    disconnect(pendingRestore_);
    if (restoring_) restoring_->cancel();
}

void MainWindow::restoreResults(const ProjectFile& project) {
    forgetResultsToRestore();
    auto work = [project](const jobs::JobContext& context) { return gui::restoreResults(project, context); };
    const QString shownResult = QString::fromStdString(project.shownResult);
    restoring_ = runner_.run(tr("Read the project's results"), std::move(work), this,
                             [this, shownResult](const RestoredResults& restored) {
                                 logReadingProblems(restored.report);
                                 workflow_->resultsRestored(restored.results);
                                 if (const auto shown = results_.findByName(shownResult)) showResult(shown->id);
                                 emit projectResultsRestored();
                             });
}

void MainWindow::showResult(int id) {
    estimationTools_->showResultViewer();
    estimationTools_->resultViewer()->showItem(id);
    if (const auto item = results_.item(id)) workflow_->recordShownResult(item->name);
}

void MainWindow::showProject(const LoadedProject& loaded) {
    logReadingProblems(loaded.report);
    view_->clearData();
    layer_ = {};
    drillholeGeometry_.reset();
    pointActors_.clear();
    blockModelTools_->sceneCleared();
    database_ = loaded.database;
    desurvey_ = loaded.project.desurvey;
    if (loaded.geometry) {
        drillholeGeometry_ = std::make_shared<const DrillholeGeometry>(*loaded.geometry);
        const DrillholeGeometry& geometry = *drillholeGeometry_;
        view_->setSceneOrigin(geometry.origin);
        showDrillholeLayer(makeDrillholeLayer(geometry, loaded.project.colourBy.value_or(ColourBy{})));
        log_.info(tr("%1: drillholes: %2, intervals drawn: %3")
                      .arg(QString::fromStdString(loaded.project.name))
                      .arg(geometry.collarX.size())
                      .arg(geometry.intervals.lineCount()));
        if (geometry.skippedIntervals > 0)
            log_.warning(tr("Intervals of holes without a collar (not drawn): %1").arg(geometry.skippedIntervals));
    }
    pointSets_.clear();
    for (const LoadedPoints& points : loaded.points) showPointSet(points);
    estimationTools_->sourcesChanged();
    setVerticalExaggeration(loaded.project.verticalExaggeration);
    view_->resetCamera();
    projectDock_->showProject(loaded);
    surfaceTools_->projectShown(loaded);
    blockModelTools_->setSource(blockModelSource(loaded));
    setWindowTitle(tr("%1[*] — Strata").arg(QString::fromStdString(loaded.project.name)));
    statusBar()->showMessage(tr("Project opened"), 3000);
    emit projectShown();
}

void MainWindow::showDrillholeLayer(DrillholeLayer layer) {
    for (vtkActor* old : {layer_.traces.Get(), layer_.intervals.Get(), layer_.collars.Get()})
        if (old) view_->removeDataActor(old);
    view_->clearLegend();
    layer_ = std::move(layer);
    view_->addDataActor(layer_.traces);
    if (layer_.intervals) view_->addDataActor(layer_.intervals);
    view_->addDataActor(layer_.collars);
    if (layer_.colours) view_->setLegend(layer_.colours, layer_.legendTitle);
}

void MainWindow::fillColourMenu() {
    colourMenu_->clear();
    if (!database_) {
        colourMenu_->addAction(tr("No drillholes"))->setEnabled(false);
        return;
    }
    const std::optional<ColourBy>& current = workflow_->session().project().colourBy;
    for (const auto& table : database_->intervals) {
        std::vector<std::string> columns;
        for (const auto& column : table.text) columns.push_back(column.name);
        for (const auto& column : table.numeric) columns.push_back(column.name);
        for (const std::string& column : columns) {
            QAction* action = colourMenu_->addAction(QStringLiteral("%1: %2").arg(QString::fromStdString(table.name), QString::fromStdString(column)));
            action->setCheckable(true);
            action->setChecked(current && current->table == table.name && current->column == column);
            const QString t = QString::fromStdString(table.name), c = QString::fromStdString(column);
            connect(action, &QAction::triggered, this, [this, t, c] { colourDrillholesBy(t, c); });
        }
    }
}

Task* MainWindow::colourDrillholesBy(const QString& table, const QString& column) {
    if (!database_ || !view_->hasSceneOrigin()) return nullptr;
    ColourBy colourBy;
    colourBy.table = table.toStdString();
    colourBy.column = column.toStdString();
    // Category colours belong to the values (SAP is red whatever column lists it); the ramp and
    // hidden categories to the column.
    if (const auto& current = workflow_->session().project().colourBy) {
        if (current->table == colourBy.table && current->column == colourBy.column) colourBy = *current;
        else colourBy.categories = current->categories;
    }
    auto work = [database = database_, method = desurvey_, colourBy, origin = view_->sceneOrigin()](const jobs::JobContext& context) {
        return buildDrillholeGeometry(*database, method, colourBy, origin, context);
    };
    return runner_.run(tr("Colour drillholes by %1").arg(column), std::move(work), this,
                       [this, colourBy](const DrillholeGeometry& geometry) {
                           drillholeGeometry_ = std::make_shared<const DrillholeGeometry>(geometry);
                           showDrillholeLayer(makeDrillholeLayer(geometry, colourBy));
                           workflow_->session().modify([&colourBy](ProjectFile& project) { project.colourBy = colourBy; });
                           if (colours_) colours_->showDrillholes(drillholeGeometry_, colourBy);
                       });
}

ColoursDialog* MainWindow::openColours() {
    if (!colours_) {
        colours_ = new ColoursDialog(this);
        colours_->setAttribute(Qt::WA_DeleteOnClose);
        connect(colours_, &ColoursDialog::drillholeStyleChanged, this, &MainWindow::restyleDrillholes);
        connect(colours_, &ColoursDialog::pointColoursChanged, this, &MainWindow::recolourPoints);
    }
    colours_->showDrillholes(drillholeGeometry_, workflow_->session().project().colourBy.value_or(ColourBy{}));
    colours_->showPointSets(pointSetColours());
    colours_->show();
    colours_->raise();
    return colours_;
}

void MainWindow::restyleDrillholes(const ColourBy& style) {
    if (!drillholeGeometry_) return;
    showDrillholeLayer(makeDrillholeLayer(*drillholeGeometry_, style));
    workflow_->session().modify([&style](ProjectFile& project) { project.colourBy = style; });
    surfaceTools_->shareCategoryColours(style.categories);
    view_->update();
}

void MainWindow::recolourPoints(const QString& source, const std::string& column, const ColourRamp& ramp) {
    const std::string name = source.toStdString();
    workflow_->session().modify([&](ProjectFile& project) {
        for (PointSource& p : project.points)
            if (p.name == name) {
                p.colourColumn = column;
                p.colourRamp = ramp;
            }
    });
    for (const LoadedPoints& points : pointSets_)
        if (points.name == name) drawPointSet(points);
    view_->update();
}

std::vector<PointSetColours> MainWindow::pointSetColours() const {
    std::vector<PointSetColours> sets;
    for (const LoadedPoints& points : pointSets_) {
        PointSetColours set{QString::fromStdString(points.name), points.points, {}, {}};
        for (const PointSource& source : workflow_->session().project().points)
            if (source.name == points.name) {
                set.column = source.colourColumn;
                set.ramp = source.colourRamp;
            }
        sets.push_back(std::move(set));
    }
    return sets;
}

void MainWindow::logReadingProblems(const drillholes::ValidationReport& report) {
    int logged = 0;
    for (const auto& problem : report.problems) {
        if (problem.severity == drillholes::Severity::Note) continue;
        if (logged++ == kProblemsLogged) break;
        const QString text = QString::fromStdString(drillholes::format(problem));
        if (problem.severity == drillholes::Severity::Error)
            log_.error(text);
        else
            log_.warning(text);
    }
    const int shown = std::min(logged, kProblemsLogged);
    const int total = static_cast<int>(report.count(drillholes::Severity::Error) + report.count(drillholes::Severity::Warning));
    if (total > shown)
        log_.warning(tr("Further reading problems: %1 (the project tree lists them all)").arg(total - shown));
    for (const auto& problem : report.problems)
        if (problem.severity == drillholes::Severity::Note) log_.info(QString::fromStdString(drillholes::format(problem)));
}

void MainWindow::setPartVisible(DrillholePart part, bool visible) {
    vtkActor* actor = part == DrillholePart::Collars ? layer_.collars.Get()
                      : part == DrillholePart::Traces ? layer_.traces.Get()
                                                      : layer_.intervals.Get();
    if (!actor) return;
    actor->SetVisibility(visible);
    if (part == DrillholePart::Intervals) view_->setLegendVisible(visible && legendAction_->isChecked());
    view_->update();
}

void MainWindow::openVariogramFitting() {
    const std::vector<IntervalColumn> columns = database_ ? numericIntervalColumns(*database_) : std::vector<IntervalColumn>{};
    QStringList names;
    for (const auto& column : columns)
        names << QStringLiteral("%1.%2").arg(QString::fromStdString(column.table), QString::fromStdString(column.column));
    std::vector<std::pair<QString, QString>> pointColumns;  // point file, value column
    for (const LoadedPoints& points : pointSets_)
        for (const std::string& column : points.points->names) {
            pointColumns.emplace_back(QString::fromStdString(points.name), QString::fromStdString(column));
            names << tr("%1: %2 (point file)").arg(pointColumns.back().first, pointColumns.back().second);
        }
    if (names.isEmpty()) {
        QMessageBox::information(this, tr("Variogram fitting"),
                                 tr("Open a project with numeric interval columns (assays, say) or import a point file first."));
        return;
    }
    bool chosen = false;
    const QString name = QInputDialog::getItem(this, tr("Variogram fitting"), tr("Variable:"), names, 0, false, &chosen);
    if (!chosen) return;
    const auto index = static_cast<std::size_t>(names.indexOf(name));
    if (index < columns.size()) {
        // Per unit (domain), as a resource estimate needs, or every sample.
        QStringList units = unitChoices(*database_);
        QString unit;
        if (!units.isEmpty()) {
            units.prepend(tr("All samples"));
            unit = QInputDialog::getItem(this, tr("Variogram fitting"), tr("Samples in unit:"), units, 0, false, &chosen);
            if (!chosen) return;
            if (unit == units.front()) unit.clear();
        }
        computeVariogramOf(QString::fromStdString(columns[index].table), QString::fromStdString(columns[index].column), unit);
    }
    else
        computeVariogramOfPoints(pointColumns[index - columns.size()].first, pointColumns[index - columns.size()].second);
}

Task* MainWindow::computeVariogramOfPoints(const QString& source, const QString& column) {
    const auto found = std::find_if(pointSets_.begin(), pointSets_.end(),
                                    [&](const LoadedPoints& p) { return QString::fromStdString(p.name) == source; });
    if (found == pointSets_.end()) return nullptr;
    variogramDock_->show();
    variogramDock_->raise();
    const EstimationSource points = pointSetSource(source, found->points);
    auto work = [load = points.load, variable = column.toStdString()](const jobs::JobContext& context) {
        const PointSet samples = load(variable, {}, context);
        auto input = std::make_shared<variogram::VariogramInput>();
        input->x = samples.x;
        input->y = samples.y;
        input->z = samples.z;
        input->names = samples.names;
        input->variables = samples.values;
        return std::shared_ptr<const variogram::VariogramInput>(std::move(input));
    };
    ProjectVariogram subject;
    subject.name = QStringLiteral("%1.%2").arg(source, column).toStdString();
    subject.source = source.toStdString();
    subject.variable = column.toStdString();
    return runner_.run(
        tr("Variogram samples of %1: %2").arg(source, column), std::move(work), variogramPanel_,
        [this, source, column, subject, points](const std::shared_ptr<const variogram::VariogramInput>& input) {
            workflow_->setVariogramSubject(std::nullopt);
            variogramPanel_->setSamples(input, tr("%1: %2: %3 samples").arg(source, column).arg(input->x.size()));
            variogramPanel_->setCoregionalisationSource(othersThan(points.variables, column),
                                                        variablesLoader(points, {}));
            restoreSavedVariogram(source, column, {});
            workflow_->setVariogramSubject(subject);
        });
}

void MainWindow::pointsAdded(const LoadedPoints& points) {
    projectDock_->addPointSet(points);
    showPointSet(points);
    estimationTools_->sourcesChanged();
    if (!layer_.collars) view_->resetCamera();  // nothing else to frame
}

void MainWindow::showPointSet(const LoadedPoints& points) {
    pointSets_.push_back(points);
    const PointSet& set = *points.points;
    if (set.size() == 0) return;
    if (!view_->hasSceneOrigin()) {
        // No drillholes to take the origin from: the middle of these points, rounded to 100 m.
        const BoundingBox box = boundingBox(set);
        const auto round100 = [](double v) { return std::round(v / 100.0) * 100.0; };
        view_->setSceneOrigin({round100((box.xmin + box.xmax) / 2), round100((box.ymin + box.ymax) / 2), round100((box.zmin + box.zmax) / 2)});
    }
    drawPointSet(points);
    if (colours_) colours_->showPointSets(pointSetColours());
}

void MainWindow::drawPointSet(const LoadedPoints& points) {
    if (const auto old = pointActors_.find(points.name); old != pointActors_.end()) view_->removeDataActor(old->second);
    const PointSet& set = *points.points;
    if (set.size() == 0) return;
    if (set.values.empty()) {
        PointSet uniform = set;  // no value column to colour by: one colour
        uniform.addColumn("none", std::vector<double>(set.size(), 0.5));
        pointActors_[points.name] = makePointActor(uniform, 0, ColourScale(0, 1), view_->sceneOrigin(), 0, 5);
    } else {
        // The project's column and ramp for this file, else the first column's robust limits.
        PointSetColours colours{QString(), points.points, {}, {}};
        for (const PointSetColours& c : pointSetColours())
            if (c.name.toStdString() == points.name) colours = c;
        const auto named = std::find(set.names.begin(), set.names.end(), colours.column);
        const std::size_t column = named == set.names.end() ? 0 : std::size_t(named - set.names.begin());
        const ColourStyle style = colourStyle(colours.ramp, summarise(std::span<const double>(set.values[column])));
        pointActors_[points.name] = makePointActor(set, column, style, view_->sceneOrigin(), 0, 5);
    }
    view_->addDataActor(pointActors_[points.name]);
}

std::optional<BlockModelSource> MainWindow::blockModelSource(const LoadedProject& loaded) const {
    if (!loaded.project.drillholes || !loaded.database) return std::nullopt;
    BlockModelSource source;
    source.files = *loaded.project.drillholes;
    source.desurvey = loaded.project.desurvey;
    source.database = loaded.database;
    source.column = loaded.project.stratigraphicColumn;
    source.savedModel = [this](const std::string& table, const std::string& variable, const std::string& unit) {
        return workflow_->savedVariogram(QString::fromStdString(table), QString::fromStdString(variable), QString::fromStdString(unit));
    };
    return source;
}

std::vector<EstimationSource> MainWindow::estimationSources() const {
    std::vector<EstimationSource> sources = drillholeSources(database_, desurvey_);
    for (const LoadedPoints& points : pointSets_)
        if (!points.points->names.empty()) sources.push_back(pointSetSource(QString::fromStdString(points.name), points.points));
    return sources;
}

void MainWindow::projectPathChanged() {
    // Called on every change of the project: only a new path is worth the settings' write.
    const QString path = workflow_->session().path();
    if (projectPath_ == path) return;
    projectPath_ = path;
    estimationTools_->setResultFolder(projectResultsFolder(path));
    blockModelTools_->setResultFolder(projectResultsFolder(path));
    setProjectForDialogs(path);
}

Task* MainWindow::computeVariogramOf(const QString& table, const QString& column, const QString& unit) {
    if (!database_) return nullptr;
    variogramDock_->show();
    variogramDock_->raise();
    const IntervalColumn wanted{table.toStdString(), column.toStdString()};
    auto work = [database = database_, method = desurvey_, wanted, unit = unit.toStdString()](const jobs::JobContext& context) {
        const DrillholeSamples samples = drillholeSamples(*database, wanted, method, context);
        return unit.empty() ? samples : samplesInUnit(samples, *database, unit);
    };
    const QString title = unit.isEmpty() ? QStringLiteral("%1.%2").arg(table, column) : tr("%1.%2 in %3").arg(table, column, unit);
    ProjectVariogram subject;
    subject.name = title.toStdString();
    subject.source = "drillholes";
    subject.table = table.toStdString();
    subject.variable = column.toStdString();
    subject.unit = unit.toStdString();
    return runner_.run(tr("Variogram samples of %1").arg(title), std::move(work), variogramPanel_,
                       [this, title, table, column, unit, subject](const DrillholeSamples& samples) {
                           workflow_->setVariogramSubject(std::nullopt);
                           variogramPanel_->setSamples(samples.input, tr("%1: %2 samples").arg(title).arg(samples.input->x.size()),
                                                       samples.holes, samples.depth);
                           for (const EstimationSource& source : drillholeSources(database_, desurvey_))
                               if (source.name == table)
                                   variogramPanel_->setCoregionalisationSource(
                                       othersThan(source.variables, column),
                                       variablesLoader(source, unit.toStdString()));
                           restoreSavedVariogram(table, column, unit);
                           workflow_->setVariogramSubject(subject);
                       });
}

void MainWindow::restoreSavedVariogram(const QString& table, const QString& column, const QString& unit) {
    if (const auto saved = workflow_->savedVariogramEntry(table, column, unit)) {
        variogramPanel_->resetModel(saved->model);
        variogramPanel_->setExperimentalSettings(saved->lags, saved->directions);
    }
    if (const auto lmc = workflow_->savedCoregionalisation(table, column, unit))
        variogramPanel_->restoreCoregionalisation(std::make_shared<const CoregionalisationFit>(coregionalisationFitOf(*lmc)));
}

void MainWindow::rememberRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent) recent.removeLast();
    settings.setValue(kRecentKey, recent);
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString& path : recent) {
        QAction* action = recentMenu_->addAction(QDir::toNativeSeparators(path));
        action->setEnabled(QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] { openProject(path); });
    }
    if (recent.isEmpty()) recentMenu_->addAction(tr("No recent projects"))->setEnabled(false);
    recentMenu_->addSeparator();
    QAction* sample = recentMenu_->addAction(tr("Sample project (laterite drillholes)"));
    connect(sample, &QAction::triggered, this, [this] { openProject(bundledSampleProject()); });
    if (!recent.isEmpty()) {
        QAction* clear = recentMenu_->addAction(tr("Clear the list"));
        connect(clear, &QAction::triggered, this, [] { QSettings().remove(kRecentKey); });
    }
}

void MainWindow::fillJobsMenu() {
    jobsMenu_->clear();
    jobsMenu_->addAction(runJobAction_);
    jobsMenu_->addAction(cancelAllAction_);
    jobsMenu_->addSeparator();
    if (tasks_.isIdle()) {
        jobsMenu_->addAction(tr("No job is running"))->setEnabled(false);
        return;
    }
    for (Task* task : tasks_.running()) {
        const QString label = tr("Cancel “%1” (%2%)").arg(task->title()).arg(static_cast<int>(task->progress() * 100));
        QAction* cancel = jobsMenu_->addAction(label);
        connect(cancel, &QAction::triggered, task, &Task::cancel);
    }
}

void MainWindow::runJobFile() {
    const QString path =
        chooseFileToOpen(this, tr("Run job file"), tr("Jobs (*.json);;All files (*)"), FolderPurpose::Jobs);
    if (path.isEmpty()) return;
    try {
        runner_.runJob(QFileInfo(path).fileName(), jobs::readJobFile(QDir::toNativeSeparators(path).toStdString()));
    } catch (const Error& e) {
        log_.error(QString::fromStdString(e.what()));
        QMessageBox::critical(this, tr("Run job file"), QString::fromStdString(e.what()));
    }
}

bool MainWindow::saveScreenshot(const QString& path) {
    const QImage image = view_->grabFramebuffer();
    if (image.isNull() || !image.save(path)) {
        log_.error(tr("Could not save the screenshot to %1").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    log_.info(tr("Screenshot saved to %1 (%2 × %3 pixels)").arg(QDir::toNativeSeparators(path)).arg(image.width()).arg(image.height()));
    return true;
}

void MainWindow::saveScreenshotDialog() {
    QString path = chooseFileToSave(this, tr("Save screenshot"), QStringLiteral("strata-view.png"),
                                    tr("PNG images (*.png);;JPEG images (*.jpg)"), FolderPurpose::Pictures);
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".png");
    saveScreenshot(path);
}

void MainWindow::showSettings() {
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (dialog.apply()) statusBar()->showMessage(tr("The new language takes effect when Strata starts again"), 8000);
    runner_.setBackend(SettingsDialog::configuredBackend());
    workflow_->session().setAutosaveInterval(ProjectSession::configuredAutosaveMinutes());
}

void MainWindow::showUserGuide() {
    UserGuideDialog dialog(tr("<h2>The 3D view</h2>"
                     "<table cellpadding=3>"
                     "<tr><td><b>Left drag</b></td><td>rotate about the focal point</td></tr>"
                     "<tr><td><b>Shift + left drag</b> or <b>middle drag</b></td><td>pan</td></tr>"
                     "<tr><td><b>Right drag</b> or <b>wheel</b></td><td>zoom</td></tr>"
                     "<tr><td><b>Ctrl + left drag</b></td><td>spin about the viewing direction</td></tr>"
                     "<tr><td><b>Ctrl+R</b></td><td>reset the camera to see all data</td></tr>"
                     "</table>"
                     "<p>Vertical exaggeration (toolbar or View menu) stretches elevations about the middle of the "
                     "data; it changes only the picture, never the data.</p>"
                     "<h2>Projects</h2>"
                     "<p>A project file (<i>.strata</i>) names its drillhole tables with paths relative to itself. "
                     "<b>File &gt; Import drillholes</b> reads collar, survey and interval tables directly. Problems "
                     "found while reading (missing collars, overlapping intervals, ...) are listed in the log and in "
                     "the project tree; bad rows are left out and the rest is shown.</p>"
                     "<h2>Jobs</h2>"
                     "<p>Long work runs in the background. The status bar shows its progress after a moment; "
                     "<b>Cancel</b> stops it within a fraction of a second. <b>Jobs &gt; Run job file</b> runs a job "
                     "saved as JSON, the same file that <i>strata-cli run</i> takes.</p>"),
                            this);
    dialog.exec();
}

void MainWindow::showShortcuts() {
    ShortcutsDialog dialog(this, this);
    dialog.exec();
}

void MainWindow::showAbout() {
    const GpuStatus& gpu = gpuStatus();
    const QString compute = gpu.usable ? tr("GPU: %1").arg(QString::fromStdString(gpu.devices.front().name))
                                       : tr("GPU: not used (%1)").arg(QString::fromStdString(gpu.reason));
    QMessageBox::about(
        this, tr("About Strata"),
        tr("<h3>Strata %1</h3><p>Geostatistics workbench for mining geologists: drillholes, variograms, "
           "kriging and inverse distance on the CPU and on CUDA GPUs.</p>"
           "<p>%2<br>Qt %3, VTK %4</p>"
           "<p>Sample data: nickel laterite drillholes from the GeoDataViz project "
           "(ghoziankarami/GeoDataViz, MIT licence).</p>")
            .arg(QStringLiteral(STRATA_VERSION), compute.toHtmlEscaped(), QString::fromLatin1(qVersion()),
                 QString::fromLatin1(vtkVersion::GetVTKVersion())));
}

void MainWindow::onFirstDataFrame() {
    statusBar()->showMessage(tr("Ready"));
    if (launchFrameSeen_) return;
    launchFrameSeen_ = true;
    const qint64 ms = LaunchClock::elapsedMs();
    log_.info(tr("First frame with data rendered %1 ms after launch (project job %2 ms; from its result to the "
                 "frame %3 ms)")
                  .arg(ms)
                  .arg(loadJobMs_)
                  .arg(ms - resultArrivedAtMs_));
    emit firstDataFrameShown(ms);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!workflow_->maybeSave()) {
        event->ignore();
        return;
    }
    workflow_->session().discardAutosave();
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    tasks_.cancelAllAndWait(2000);
    closeOwnWindows();
    event->accept();
}

void MainWindow::closeOwnWindows() {
    // Maps, swath plots, cross-validation plots and dialogs are windows of their own: left open,
    // they would keep the application running after Quit. Floating docks belong to the layout.
    for (QWidget* widget : findChildren<QWidget*>()) {
        if (widget->isWindow() && widget->isVisible() && !qobject_cast<QDockWidget*>(widget)) widget->close();
    }
}

}  // namespace strata::gui
