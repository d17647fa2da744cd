#include "surfaces/SurfaceTools.h"

#include <algorithm>

#include <QAction>
#include <QColor>
#include <QDockWidget>
#include <QMainWindow>
#include <vtkRenderer.h>

#include "jobs/JobRunner.h"
#include "results/ResultCatalog.h"
#include "surfaces/SurfaceStackLayer.h"
#include "surfaces/SurfacesPanel.h"
#include "view/SceneView.h"

namespace strata::gui {

SurfaceTools::SurfaceTools(QMainWindow& window, SceneView& view, JobRunner& runner, ResultCatalog& catalog)
    : QObject(&window), window_(window), view_(view), runner_(runner), catalog_(catalog) {
    buildAction_ = new QAction(tr("Build &surfaces…"), this);
    buildAction_->setStatusTip(tr("Stratum surfaces and the 3D layer model from the drillholes' logged units"));
    buildAction_->setEnabled(false);
    connect(buildAction_, &QAction::triggered, this, [this] { openDialog(); });

    dock_ = new QDockWidget(tr("Surfaces"), &window);
    dock_->setObjectName(QStringLiteral("surfacesDock"));
    panel_ = new SurfacesPanel(dock_);
    dock_->setWidget(panel_);
    window.addDockWidget(Qt::RightDockWidgetArea, dock_);
    dock_->hide();
    connect(panel_, &SurfacesPanel::layerChanged, &view_, [this] { view_.update(); });
}

SurfaceTools::~SurfaceTools() = default;

void SurfaceTools::projectShown(const LoadedProject& loaded) {
    // The scene was cleared: the old layer's actors are gone with it.
    layer_.reset();
    panel_->setStack(nullptr, nullptr);
    outcome_.reset();
    source_.reset();
    column_ = loaded.project.stratigraphicColumn;
    if (loaded.project.drillholes && loaded.database) {
        SurfacesSource s;
        s.files = *loaded.project.drillholes;
        s.desurvey = loaded.project.desurvey;
        s.database = loaded.database;
        if (loaded.project.colourBy)
            for (const CategoryColour& c : loaded.project.colourBy->categories)
                s.knownColours.emplace_back(c.value, QColor::fromRgbF(float(c.rgb[0]), float(c.rgb[1]), float(c.rgb[2]))
                                                         .name()
                                                         .toStdString());
        source_ = std::move(s);
    }
    buildAction_->setEnabled(source_.has_value());
    if (dialog_) dialog_->deleteLater();
}

void SurfaceTools::setColumn(const std::optional<surfaces::StratigraphicColumn>& column) {
    column_ = column;
    if (dialog_) dialog_->setColumn(column_);
}

void SurfaceTools::shareCategoryColours(const std::vector<CategoryColour>& colours) {
    const auto hex = [](const std::array<double, 3>& rgb) {
        return QColor::fromRgbF(float(rgb[0]), float(rgb[1]), float(rgb[2])).name().toStdString();
    };
    if (source_) {
        for (const CategoryColour& c : colours) {
            auto& known = source_->knownColours;
            const auto same = std::find_if(known.begin(), known.end(), [&](const auto& k) { return k.first == c.value; });
            if (same != known.end()) same->second = hex(c.rgb);
            else known.emplace_back(c.value, hex(c.rgb));
        }
    }
    bool columnChanged = false;
    for (const CategoryColour& c : colours) {
        if (column_) {
            const std::size_t k = column_->find(c.value);
            if (k < column_->size() && column_->units[k].colour != hex(c.rgb)) {
                column_->units[k].colour = hex(c.rgb);
                columnChanged = true;
            }
        }
        if (layer_ && outcome_) {
            const std::size_t k = outcome_->model.column.find(c.value);
            if (k < layer_->unitCount()) layer_->setUnitColour(k, c.rgb);
        }
    }
    if (columnChanged) {
        if (dialog_) dialog_->setColumn(column_);
        emit columnEdited(*column_);
    }
    view_.update();
}

SurfacesDialog* SurfaceTools::openDialog() {
    if (!source_) return nullptr;
    if (!dialog_) {
        dialog_ = new SurfacesDialog(runner_, *source_, &window_);
        dialog_->setAttribute(Qt::WA_DeleteOnClose);
        dialog_->setColumn(column_);
        connect(dialog_, &SurfacesDialog::columnEdited, this, [this](const surfaces::StratigraphicColumn& column) {
            column_ = column;
            emit columnEdited(column);
        });
        connect(dialog_, &SurfacesDialog::built, this, &SurfaceTools::showStack);
    }
    dialog_->show();
    dialog_->raise();
    return dialog_;
}

void SurfaceTools::removeLayer() {
    if (!layer_) return;
    for (vtkActor* actor : layer_->actors()) view_.renderer()->RemoveViewProp(actor);
    layer_.reset();
}

void SurfaceTools::showStack(std::shared_ptr<const surfaces::SurfacesOutcome> outcome, const surfaces::SurfacesJob& job) {
    removeLayer();
    outcome_ = std::move(outcome);
    const GridSpec& g = outcome_->model.grid.spec;
    if (!view_.hasSceneOrigin())
        view_.setSceneOrigin({g.x0 + 0.5 * g.dx * double(g.nx - 1), g.y0 + 0.5 * g.dy * double(g.ny - 1), 0.0});
    const bool firstLayer = !view_.hasData();
    layer_ = std::make_unique<SurfaceStackLayer>(outcome_->model, outcome_->bottom, view_.sceneOrigin());
    for (vtkActor* actor : layer_->actors()) view_.addDataActor(actor);
    if (firstLayer) view_.resetCamera();
    panel_->setStack(outcome_, layer_.get());
    dock_->show();
    dock_->raise();

    // The catalog item: the surfaces only (not the correction or deviation layers).
    auto grid = std::make_shared<Grid>();
    grid->spec = g;
    for (std::size_t k = 0; k < outcome_->model.surfaceCount(); ++k) {
        grid->names.push_back(outcome_->model.grid.names[k]);
        grid->layers.push_back(outcome_->model.grid.layers[k]);
    }
    ResultItem item;
    item.kind = ResultKind::SurfaceStack;
    item.name = tr("Surfaces (%1)").arg(QString::fromLatin1(surfaces::toString(job.options.method)));
    jobs::Json params;
    surfaces::to_json(params, job);
    item.job = jobs::Json{{"type", surfaces::SurfacesJob::type}, {"params", params}};
    item.grid = std::move(grid);
    resultId_ = catalog_.add(std::move(item));
    view_.update();
}

}  // namespace strata::gui
