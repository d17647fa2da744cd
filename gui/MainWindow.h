#pragma once
// Strata's main window: the 3D view in the middle, the project tree, properties and log docks,
// a status bar with the job indicator, and the menus. Projects open through a job on a worker
// thread; the window only turns the job's result into actors and tree items.
#include <functional>
#include <map>
#include <optional>

#include <QMainWindow>
#include <QPointer>

#include "app/MessageLog.h"
#include "estimation/EstimationSource.h"
#include "jobs/JobRunner.h"
#include "jobs/TaskManager.h"
#include "project/ProjectLoader.h"
#include "project/ProjectWorkflow.h"
#include "results/ResultCatalog.h"
#include "blockmodel/BlockModelDialog.h"
#include "view/ColoursDialog.h"
#include "view/DrillholeLayer.h"
#include "widgets/ProjectTreeDock.h"

class QAction;
class QDockWidget;
class QDoubleSpinBox;
class QMenu;
class QToolBar;

namespace strata::gui {

class BlockModelTools;
class ColoursDialog;
class EstimationTools;
class ExportTools;
class LogDock;
class PropertiesDock;
class SeismicTools;
class SurfaceTools;
class SceneView;
class TaskProgressWidget;
class VariogramPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The sample project shipped with Strata (<prefix>/share/strata/samples/laterite).
    static QString bundledSampleProject();

    SceneView* sceneView() const { return view_; }
    MessageLog& messageLog() { return log_; }
    JobRunner& jobRunner() { return runner_; }
    TaskManager& taskManager() { return tasks_; }
    LogDock* logDock() const { return logDock_; }
    ProjectTreeDock* projectDock() const { return projectDock_; }
    TaskProgressWidget* taskProgress() const { return taskProgress_; }
    // The project load in progress, if any.
    Task* loadingTask() const { return loading_; }
    VariogramPanel* variogramPanel() const { return variogramPanel_; }
    // New / Save / Save As, autosave and recovery, and what the project stores.
    ProjectWorkflow* projectWorkflow() const { return workflow_; }
    // The results computed since the program started (grids, points, surface stacks, sections).
    ResultCatalog& resultCatalog() { return results_; }
    // File > Export and panel pictures; the project tree calls exportTools()->exportResult(id).
    ExportTools* exportTools() const { return exportTools_; }
    SeismicTools* seismicTools() const { return seismicTools_; }
    SurfaceTools* surfaceTools() const { return surfaceTools_; }
    EstimationTools* estimationTools() const { return estimationTools_; }
    BlockModelTools* blockModelTools() const { return blockModelTools_; }

public slots:
    void openProject(const QString& path);
    void openProjectDialog();
    void importDrillholes();
    // Imported drillholes into the open project (keeping its other data, jobs and results) or
    // as a new, untitled project.
    void addImportedDrillholes(const LoadedProject& imported, ProjectWorkflow::ImportTarget target);
    bool saveScreenshot(const QString& path);
    void setVerticalExaggeration(double factor);
    // Tools > Variogram fitting: asks for a numeric interval column, then computes its variogram.
    void openVariogramFitting();
    // Samples `column` of interval table `table` at interval mid-points (a job), only those in
    // `unit` ("lithology.Lithology = SAP") unless it is empty, and shows their variogram in the
    // variogram panel; the project keeps a model per variable and unit.
    Task* computeVariogramOf(const QString& table, const QString& column, const QString& unit = {});
    // Colours the drillhole intervals by `column` of interval table `table` (categories, or a
    // colour ramp between the values' 2nd and 98th percentiles); the project keeps the choice.
    Task* colourDrillholesBy(const QString& table, const QString& column);
    // The variogram of value column `column` of the project's point file `source`.
    Task* computeVariogramOfPoints(const QString& source, const QString& column);
    // View > Colours…: category colours and filters, colour scales of drillholes and point files.
    ColoursDialog* openColours();
    // Redraws the drillholes in `style` (the colouring column's colours, hidden categories, ramp);
    // shares the category colours with the surface stack's units; the project keeps the style.
    void restyleDrillholes(const ColourBy& style);
    // Colours point file `source` by `column` with `ramp`; the project keeps the choice.
    void recolourPoints(const QString& source, const std::string& column, const ColourRamp& ramp);

signals:
    void projectShown();
    // The results the project shown had saved are in the catalog (they are read after it shows).
    void projectResultsRestored();
    void projectLoadFailed(const QString& message);
    // The first frame that shows data after the program started (see LaunchClock).
    void firstDataFrameShown(qint64 msSinceLaunch);

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void closeOwnWindows();
    // The size of a first start on a screen with `available` room.
    static QSize firstStartSize(const QRect& available);
    // Shrinks and moves the window into its screen's available area.
    void fitOnScreen();
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void startLoading(const QString& title, std::function<LoadedProject(const jobs::JobContext&)> work,
                      const QString& projectPath);
    void showProject(const LoadedProject& loaded);
    // What the project saved for the variable the variogram panel now shows (`table` a drillhole
    // table or a point source): the model with its lag and direction settings, and the LMC of
    // which it is the primary.
    void restoreSavedVariogram(const QString& table, const QString& column, const QString& unit);
    // Shows catalog item `id` in the result viewer and records it in the project.
    void showResult(int id);
    void logReadingProblems(const drillholes::ValidationReport& report);
    void setPartVisible(DrillholePart part, bool visible);
    void rememberRecent(const QString& path);
    void fillRecentMenu();
    void fillJobsMenu();
    void runJobFile();
    void saveScreenshotDialog();
    void showSettings();
    void showUserGuide();
    void showAbout();
    void showShortcuts();
    void onFirstDataFrame();

    MessageLog log_;
    TaskManager tasks_;
    JobRunner runner_;
    ResultCatalog results_;
    SceneView* view_ = nullptr;
    ProjectTreeDock* projectDock_ = nullptr;
    ProjectWorkflow* workflow_ = nullptr;
    PropertiesDock* propertiesDock_ = nullptr;
    LogDock* logDock_ = nullptr;
    TaskProgressWidget* taskProgress_ = nullptr;
    QToolBar* viewToolBar_ = nullptr;
    QDoubleSpinBox* exaggeration_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* jobsMenu_ = nullptr;
    QDockWidget* variogramDock_ = nullptr;
    VariogramPanel* variogramPanel_ = nullptr;
    EstimationTools* estimationTools_ = nullptr;
    BlockModelTools* blockModelTools_ = nullptr;

    QAction* openAction_ = nullptr;
    QAction* importAction_ = nullptr;
    QAction* screenshotAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* resetCameraAction_ = nullptr;
    QAction* axesAction_ = nullptr;
    QAction* legendAction_ = nullptr;
    QAction* settingsAction_ = nullptr;
    QAction* runJobAction_ = nullptr;
    QAction* cancelAllAction_ = nullptr;
    QAction* userGuideAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* shortcutsAction_ = nullptr;
    ExportTools* exportTools_ = nullptr;
    SeismicTools* seismicTools_ = nullptr;
    SurfaceTools* surfaceTools_ = nullptr;
    QAction* variogramAction_ = nullptr;

    // The project's point files: drawn in the 3D view, offered to the variogram panel and to
    // the estimation dialogs.
    void showPointSet(const LoadedPoints& points);
    // A point set that joined the project (imported, or written by one of its jobs).
    void pointsAdded(const LoadedPoints& points);
    std::vector<EstimationSource> estimationSources() const;
    // What the block model dialog estimates from: the project's drillholes, if it has any.
    std::optional<BlockModelSource> blockModelSource(const LoadedProject& loaded) const;
    // The project's path changed (opened, saved as, new): results and file dialogs follow it.
    void projectPathChanged();
    void fillColourMenu();
    // Replaces the drillholes in the view by `layer` (its legend too).
    void showDrillholeLayer(DrillholeLayer layer);
    // Reads the saved results of the project just shown (a job of its own, after the first frame).
    void restoreResults(const ProjectFile& project);
    void forgetResultsToRestore();

    // The point files' actors, by point source name.
    void drawPointSet(const LoadedPoints& points);
    std::vector<PointSetColours> pointSetColours() const;

    DrillholeLayer layer_;
    std::shared_ptr<const DrillholeGeometry> drillholeGeometry_;  // what layer_ was made from
    std::map<std::string, vtkSmartPointer<vtkActor>> pointActors_;
    QPointer<ColoursDialog> colours_;
    QAction* coloursAction_ = nullptr;
    QMenu* colourMenu_ = nullptr;
    std::vector<LoadedPoints> pointSets_;  // of the project shown, in project order
    std::optional<QString> projectPath_;   // the one results and dialogs follow (none yet at start)
    std::shared_ptr<const drillholes::DrillholeDatabase> database_;  // of the project shown
    drillholes::DesurveyMethod desurvey_ = drillholes::DesurveyMethod::MinimumCurvature;
    QPointer<Task> loading_;
    QPointer<Task> restoring_;                  // reading the shown project's results
    QMetaObject::Connection pendingRestore_;  // ... or waiting for its first frame to start
    bool launchFrameSeen_ = false;
    qint64 resultArrivedAtMs_ = -1;  // LaunchClock time the last project reached the GUI thread
    qint64 loadJobMs_ = -1;          // how long its job ran
};

}  // namespace strata::gui
