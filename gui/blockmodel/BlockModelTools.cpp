#include "blockmodel/BlockModelTools.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>
#include <vtkLookupTable.h>

#include "blockmodel/BlockModelLayer.h"
#include "blockmodel/BlockModelPanel.h"
#include "results/ResultCatalog.h"
#include "view/SceneView.h"

namespace strata::gui {

BlockModelTools::BlockModelTools(QMainWindow& window, SceneView& view, JobRunner& runner, ResultCatalog& catalog)
    : QObject(&window), window_(window), view_(view), runner_(runner), catalog_(catalog) {
    action_ = new QAction(tr("Resource &block model..."), this);
    action_->setObjectName(QStringLiteral("blockModelAction"));
    action_->setToolTip(tr("Estimate unit by unit into a sub-blocked model, with classes and grade-tonnage"));
    connect(action_, &QAction::triggered, this, &BlockModelTools::openDialog);
    panel_ = new BlockModelPanel;
    dock_ = new QDockWidget(tr("Block model"), &window_);
    dock_->setObjectName(QStringLiteral("blockModelDock"));
    dock_->setWidget(panel_);
    window_.addDockWidget(Qt::RightDockWidgetArea, dock_);
    dock_->hide();
    connect(panel_, &BlockModelPanel::filterChanged, this, &BlockModelTools::applyFilter);
    connect(&catalog_, &ResultCatalog::itemAdded, this, [this](int id) {
        const auto item = catalog_.item(id);
        if (item && item->kind == ResultKind::BlockModel && id != shownId_) showModel(id);
    });
    connect(&catalog_, &ResultCatalog::itemRemoved, this, [this](int id) {
        if (id == shownId_) removeLayer();
    });
}

BlockModelTools::~BlockModelTools() = default;

void BlockModelTools::setSource(std::optional<BlockModelSource> source) {
    source_ = std::move(source);
    action_->setEnabled(source_.has_value());
    if (dialog_) dialog_->deleteLater();
}

void BlockModelTools::sceneCleared() {
    layer_.reset();
    shownId_ = 0;
}

BlockModelDialog* BlockModelTools::openDialog() {
    if (!source_) {
        QMessageBox::information(&window_, tr("Resource block model"), tr("Open a project with drillholes first."));
        return nullptr;
    }
    if (!dialog_) {
        dialog_ = new BlockModelDialog(runner_, catalog_, *source_, resultFolder_, &window_);
        dialog_->setAttribute(Qt::WA_DeleteOnClose);
        // The catalog showed the new model already; the job's summary adds its checks.
        connect(dialog_, &BlockModelDialog::built, this, [this](int id, const nlohmann::json& summary) {
            if (id == shownId_) panel_->showChecks(summary);
            else showModel(id, summary);
            announceComposites(id);
        });
    }
    dialog_->show();
    dialog_->raise();
    return dialog_;
}

void BlockModelTools::announceComposites(int id) {
    const auto item = catalog_.item(id);
    if (!item || !item->job.is_object()) return;
    const nlohmann::json params = item->job.value("params", nlohmann::json::object());
    const std::string path = params.value("composites_output", std::string());
    const std::string value = params.value("value", std::string());
    if (path.empty() || value.empty()) return;
    PointSource source;
    source.path = path;
    source.format = "delimited";
    source.columns = {{"x", "x"}, {"y", "y"}, {"z", "z"}};
    source.values = {value, value + "_raw", "weight"};
    if (!params.value("density_column", std::string()).empty()) source.values.push_back("density");
    // One data set per estimated unit: its statistics, variography and estimates are the unit's.
    source.whereColumn = "unit";
    for (const std::string& unit : params.value("estimate", std::vector<std::string>())) {
        source.name = value + " composites of " + unit + " (" + item->name.toStdString() + ")";
        source.whereEquals = unit;
        emit compositesWritten(source);
    }
}

void BlockModelTools::showModel(int id, const nlohmann::json& summary) {
    const auto item = catalog_.item(id);
    if (!item || item->kind != ResultKind::BlockModel || !item->table) return;
    removeLayer();
    shownId_ = id;
    if (!view_.hasSceneOrigin() && !item->points->x.empty()) view_.setSceneOrigin({item->points->x.front(), item->points->y.front(), item->points->z.front()});
    layer_ = std::make_unique<BlockModelLayer>(item->table, view_.sceneOrigin());
    panel_->showModel(item, summary);  // emits filterChanged: the layer is built
    view_.addDataActor(layer_->actor());
    dock_->show();
    dock_->raise();
    view_.update();
}

void BlockModelTools::applyFilter() {
    if (!layer_) return;
    const BlockFilter filter = panel_->filter();
    panel_->setShownBlocks(layer_->apply(filter));
    view_.setLegend(layer_->lookupTable(), QString::fromStdString(filter.column));
    view_.update();
}

void BlockModelTools::removeLayer() {
    if (layer_) view_.removeDataActor(layer_->actor());
    layer_.reset();
    shownId_ = 0;
}

}  // namespace strata::gui
