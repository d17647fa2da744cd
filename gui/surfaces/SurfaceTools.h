#pragma once
// The surfaces tools of the main window: Tools > Build surfaces… (the dialog, non-modal), the
// Surfaces dock (units shown / hidden, colouring, section plane, misfit table) and the 3D layer
// model in the scene. A built stack goes into the result catalog (kind SurfaceStack, one layer
// per surface) with the job that made it. The stratigraphic column lives in the project: the
// tools start from the project's column and report every edit (columnEdited) so the window
// stores it; without a column in the project the dialog proposes one from the logs.
#include <memory>
#include <optional>

#include <QObject>
#include <QPointer>

#include "project/ProjectLoader.h"
#include "strata/surfaces/SurfacesJob.h"
#include "surfaces/SurfacesDialog.h"

class QAction;
class QDockWidget;
class QMainWindow;

namespace strata::gui {

class JobRunner;
class ResultCatalog;
class SceneView;
class SurfaceStackLayer;
class SurfacesPanel;

class SurfaceTools : public QObject {
    Q_OBJECT
public:
    SurfaceTools(QMainWindow& window, SceneView& view, JobRunner& runner, ResultCatalog& catalog);
    ~SurfaceTools() override;

    QAction* buildAction() const { return buildAction_; }
    QDockWidget* dock() const { return dock_; }
    SurfacesPanel* panel() const { return panel_; }
    SurfacesDialog* dialog() const { return dialog_; }
    SurfaceStackLayer* layer() const { return layer_.get(); }
    std::shared_ptr<const surfaces::SurfacesOutcome> outcome() const { return outcome_; }
    int resultId() const { return resultId_; }

    // The drillholes and column of the project just shown (MainWindow::showProject).
    void projectShown(const LoadedProject& loaded);
    // The project's column changed elsewhere (a project reloaded, an undo).
    void setColumn(const std::optional<surfaces::StratigraphicColumn>& column);
    const std::optional<surfaces::StratigraphicColumn>& column() const { return column_; }
    // Category colours edited for the drillholes: units of the same name (case-insensitive) in
    // the column, in the solids shown and in the next stack take them (the column edit is
    // reported through columnEdited).
    void shareCategoryColours(const std::vector<CategoryColour>& colours);

public slots:
    // Opens (or raises) the dialog; null when no project with drillholes is shown.
    SurfacesDialog* openDialog();
    // Shows a built stack: the 3D layers, the dock, and a new item in the result catalog.
    void showStack(std::shared_ptr<const strata::surfaces::SurfacesOutcome> outcome,
                   const strata::surfaces::SurfacesJob& job);

signals:
    void columnEdited(const strata::surfaces::StratigraphicColumn& column);

private:
    void removeLayer();

    QMainWindow& window_;
    SceneView& view_;
    JobRunner& runner_;
    ResultCatalog& catalog_;
    QAction* buildAction_;
    QDockWidget* dock_;
    SurfacesPanel* panel_;
    QPointer<SurfacesDialog> dialog_;
    std::optional<SurfacesSource> source_;
    std::optional<surfaces::StratigraphicColumn> column_;
    std::shared_ptr<const surfaces::SurfacesOutcome> outcome_;
    std::unique_ptr<SurfaceStackLayer> layer_;
    int resultId_ = 0;
};

}  // namespace strata::gui
