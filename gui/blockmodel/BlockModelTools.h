#pragma once
// The block model tools of the main window: Estimation > Resource block model… (the dialog,
// non-modal), the Block model dock (BlockModelPanel) and the block model in the 3D view. A model
// built, or reopened with its project, is shown as soon as it is in the result catalog.
#include <memory>
#include <optional>

#include <QObject>
#include <QPointer>

#include "blockmodel/BlockModelDialog.h"
#include "project/ProjectFile.h"

class QAction;
class QDockWidget;
class QMainWindow;

namespace strata::gui {

class BlockModelLayer;
class BlockModelPanel;
class JobRunner;
class ResultCatalog;
class SceneView;

class BlockModelTools : public QObject {
    Q_OBJECT
public:
    BlockModelTools(QMainWindow& window, SceneView& view, JobRunner& runner, ResultCatalog& catalog);
    ~BlockModelTools() override;

    QAction* action() const { return action_; }
    QDockWidget* dock() const { return dock_; }
    BlockModelPanel* panel() const { return panel_; }
    BlockModelLayer* layer() const { return layer_.get(); }
    BlockModelDialog* dialog() const { return dialog_; }

    // The project shown (its drillholes, if any) and where its results go.
    void setSource(std::optional<BlockModelSource> source);
    void setResultFolder(const QString& folder) { resultFolder_ = folder; }
    // The scene was cleared (a project opened): the layer's actor went with it.
    void sceneCleared();

signals:
    // A block model built in the dialog wrote the composites it used (grade top-cut and raw,
    // declustering weight): the point data set of one estimated unit's composites (once per unit).
    void compositesWritten(const strata::gui::PointSource& composites);

public slots:
    // Opens (or raises) the dialog; null without a project with drillholes.
    BlockModelDialog* openDialog();
    // Shows catalog item `id` (a block model) in the dock and the 3D view.
    void showModel(int id, const nlohmann::json& summary = {});

private:
    void applyFilter();
    void announceComposites(int id);
    void removeLayer();

    QMainWindow& window_;
    SceneView& view_;
    JobRunner& runner_;
    ResultCatalog& catalog_;
    QAction* action_;
    QDockWidget* dock_;
    BlockModelPanel* panel_;
    QPointer<BlockModelDialog> dialog_;
    std::optional<BlockModelSource> source_;
    QString resultFolder_;
    std::unique_ptr<BlockModelLayer> layer_;
    int shownId_ = 0;
};

}  // namespace strata::gui
