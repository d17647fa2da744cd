#include "qa/ResultViewer.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>
#include <vtkCellPicker.h>
#include <vtkLookupTable.h>
#include <vtkPlane.h>
#include <vtkProp3D.h>
#include <vtkRenderer.h>

#include "qa/ColourScaleEditor.h"
#include "qa/GridMapView.h"
#include "qa/PointLayer.h"
#include "qa/SwathPlotView.h"
#include "strata/io/DelimitedReader.h"
#include "view/SceneView.h"

namespace strata::gui {

std::pair<std::string, std::string> jobDataSource(const jobs::Json& job) {
    if (!job.is_object() || !job.contains("params")) return {};
    const jobs::Json& p = job.at("params");
    if (!p.contains("data")) return {};
    const jobs::Json& d = p.at("data");
    if (d.is_object()) return {d.value("file", std::string()), d.value("columns", std::string())};
    if (d.is_string()) return {d.get<std::string>(), p.value("columns", std::string())};
    return {};
}

ResultViewer::ResultViewer(ResultCatalog& catalog, JobRunner& runner, QWidget* parent)
    : QWidget(parent), catalog_(catalog), runner_(runner) {
    setObjectName(QStringLiteral("resultViewer"));
    setWindowTitle(tr("Result viewer"));
    auto* layout = new QHBoxLayout(this);
    view_ = new SceneView;
    view_->setMinimumSize(480, 360);
    view_->installEventFilter(this);
    layout->addWidget(view_, 1);

    auto* side = new QWidget;
    side->setMaximumWidth(300);
    auto* form = new QFormLayout(side);
    items_ = new QComboBox;
    items_->setObjectName(QStringLiteral("resultItems"));
    layers_ = new QComboBox;
    layers_->setObjectName(QStringLiteral("resultLayers"));
    form->addRow(tr("Result"), items_);
    form->addRow(tr("Layer"), layers_);
    const QString axisNames[3] = {tr("Slice x"), tr("Slice y"), tr("Slice z")};
    for (int a = 0; a < 3; ++a) {
        slices_[a] = new QSlider(Qt::Horizontal);
        slices_[a]->setObjectName(QStringLiteral("slice_%1").arg(a));
        connect(slices_[a], &QSlider::valueChanged, this, [this, a](int index) { setSlice(a, index); });
        form->addRow(axisNames[a], slices_[a]);
    }
    clip_ = new QCheckBox(tr("Clip"));
    clip_->setObjectName(QStringLiteral("clipEnabled"));
    clipAxisChoice_ = new QComboBox;
    clipAxisChoice_->addItems({tr("x"), tr("y"), tr("z")});
    clipPosition_ = new QSlider(Qt::Horizontal);
    clipPosition_->setRange(0, 1000);
    clipPosition_->setValue(500);
    auto* clipRow = new QHBoxLayout;
    clipRow->addWidget(clip_);
    clipRow->addWidget(clipAxisChoice_);
    form->addRow(tr("Clipping plane"), clipRow);
    form->addRow(QString(), clipPosition_);
    auto updateClip = [this] { setClipping(clip_->isChecked(), clipAxisChoice_->currentIndex(), clipPosition_->value() / 1000.0); };
    connect(clip_, &QCheckBox::toggled, this, updateClip);
    connect(clipAxisChoice_, &QComboBox::currentIndexChanged, this, updateClip);
    connect(clipPosition_, &QSlider::valueChanged, this, updateClip);
    exaggeration_ = new QDoubleSpinBox;
    exaggeration_->setRange(0.1, 100);
    exaggeration_->setValue(1);
    exaggeration_->setSuffix(QStringLiteral(" x"));
    connect(exaggeration_, &QDoubleSpinBox::valueChanged, view_, &SceneView::setVerticalExaggeration);
    connect(view_, &SceneView::verticalExaggerationChanged, this, [this](double factor) {
        QSignalBlocker block(exaggeration_);
        exaggeration_->setValue(factor);
        applyClipping();
    });
    form->addRow(tr("Vertical exaggeration"), exaggeration_);
    auto* colourBox = new QGroupBox(tr("Colours"));
    auto* colourLayout = new QVBoxLayout(colourBox);
    colours_ = new ColourScaleEditor;
    colourLayout->addWidget(colours_);
    connect(colours_, &ColourScaleEditor::styleChanged, this, &ResultViewer::setColourStyle);
    form->addRow(colourBox);
    pick_ = new QLabel(tr("Click the grid to read a node."));
    pick_->setObjectName(QStringLiteral("pickText"));
    pick_->setWordWrap(true);
    pick_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(pick_);
    auto* map = new QPushButton(tr("2-D map"));
    map->setObjectName(QStringLiteral("openMap"));
    connect(map, &QPushButton::clicked, this, &ResultViewer::openMapView);
    auto* swath = new QPushButton(tr("Swath plot"));
    swath->setObjectName(QStringLiteral("openSwath"));
    connect(swath, &QPushButton::clicked, this, &ResultViewer::openSwathPlot);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(map);
    buttons->addWidget(swath);
    form->addRow(buttons);
    layout->addWidget(side);

    connect(items_, &QComboBox::activated, this, [this](int index) { showItem(items_->itemData(index).toInt()); });
    connect(layers_, &QComboBox::currentIndexChanged, this, &ResultViewer::showLayer);
    connect(&catalog_, &ResultCatalog::itemAdded, this, &ResultViewer::fillItems);
    connect(&catalog_, &ResultCatalog::itemRemoved, this, [this](int id) {
        fillItems();
        if (id == itemId_) {
            layer_.reset();
            item_.reset();
            itemId_ = 0;
            rebuildScene();
        }
    });
    connect(&catalog_, &ResultCatalog::itemChanged, this, &ResultViewer::fillItems);
    fillItems();
}

void ResultViewer::fillItems() {
    QSignalBlocker block(items_);
    items_->clear();
    for (int id : catalog_.ids()) {
        auto item = catalog_.item(id);
        if (item && item->grid && item->kind != ResultKind::Points) items_->addItem(item->name, id);
    }
    const int at = items_->findData(itemId_);
    if (at >= 0) items_->setCurrentIndex(at);
}

void ResultViewer::showItem(int id) {
    auto item = catalog_.item(id);
    if (!item || !item->grid) return;
    itemId_ = id;
    item_ = item;
    fillItems();
    {
        QSignalBlocker block(layers_);
        layers_->clear();
        layers_->addItems(item->layerNames());
        layers_->setCurrentIndex(0);
    }
    const GridSpec& s = item->grid->spec;
    const std::size_t counts[3] = {s.nx, s.ny, s.nz};
    for (int a = 0; a < 3; ++a) {
        QSignalBlocker block(slices_[a]);
        slices_[a]->setRange(0, int(counts[a]) - 1);
        slices_[a]->setValue(int(counts[a] / 2));
        slices_[a]->setEnabled(s.is3d());
    }
    data_.reset();
    preview_.reset();
    if (!view_->hasSceneOrigin())
        view_->setSceneOrigin({s.x0 + s.dx * double(s.nx - 1) / 2, s.y0 + s.dy * double(s.ny - 1) / 2,
                               s.is3d() ? s.z0 + s.dz * double(s.nz - 1) / 2 : 0.0});
    showLayer(0);
    view_->resetCamera();
    loadData(*item);
}

void ResultViewer::loadData(const ResultItem& item) {
    const auto [file, columns] = jobDataSource(item.job);
    if (file.empty()) return;
    const int id = item.id;
    runner_.run(
        tr("Loading the data of %1").arg(item.name),
        [file = file, columns = columns](const jobs::JobContext&) {
            return io::readPoints(file, columns.empty() ? io::PointColumns() : io::PointColumns::parse(columns));
        },
        this, [this, id](const PointSet& points) {
            if (id != itemId_) return;
            data_ = std::make_shared<const PointSet>(points);
            rebuildScene();
            if (map_) map_->setData(data_, 0);
            emit dataLoaded();
        });
}

void ResultViewer::showLayer(int layer) {
    if (!item_ || layer < 0 || std::size_t(layer) >= item_->grid->names.size()) return;
    // A 2-D grid is drawn at the data's mean elevation when they have one, else at z = 0.
    double planeZ = 0;
    if (data_ && data_->dimension == 3 && data_->size() > 0) {
        double sum = 0;
        for (double z : data_->z) sum += z;
        planeZ = sum / double(data_->size());
    }
    // A new layer starts from its robust limits in the colour map and scale chosen last.
    const ValueSummary summary = summarise(std::span<const float>(item_->grid->layers[std::size_t(layer)]));
    const ColourStyle chosen = colours_->style();
    const ColourStyle style(ColourScale::robust(summary, chosen.scale.map(), chosen.scale.logarithmic()));
    colours_->setValues(summary, style);
    buildLayer(std::size_t(layer), planeZ, style);
    rebuildScene();
    if (map_) map_->setGrid(item_->grid, std::size_t(layer), map_->level(), style);
}

void ResultViewer::setColourStyle(const ColourStyle& style) {
    if (!layer_) return;
    buildLayer(layer_->layer(), layer_->planeZ(), style);
    rebuildScene();
    if (map_) map_->setColourStyle(style);
}

void ResultViewer::buildLayer(std::size_t layer, double planeZ, const ColourStyle& style) {
    layer_ = std::make_unique<GridLayer>(item_->grid, layer, view_->sceneOrigin(), planeZ, style);
    for (int a = 0; a < 3; ++a)
        if (item_->grid->spec.is3d()) layer_->setSlice(a, std::size_t(slices_[a]->value()));
}

void ResultViewer::rebuildScene() {
    const bool hadOrigin = view_->hasSceneOrigin();
    const auto origin = view_->sceneOrigin();
    view_->clearData();  // also forgets the origin: keep it, the layers were built with it
    if (hadOrigin) view_->setSceneOrigin(origin);
    if (!layer_) return;
    if (data_ && data_->dimension == 3 && !item_->grid->spec.is3d()) {
        // The plane height depends on the data: rebuild the layer once they are known.
        double sum = 0;
        for (double z : data_->z) sum += z;
        const double planeZ = sum / double(std::max<std::size_t>(1, data_->size()));
        if (std::abs(planeZ - layer_->planeZ()) > 1e-9) buildLayer(layer_->layer(), planeZ, layer_->style());
    }
    for (const auto& actor : layer_->actors()) view_->addDataActor(actor);
    if (data_ && !data_->values.empty())
        view_->addDataActor(makePointActor(*data_, 0, layer_->style(), view_->sceneOrigin(), layer_->planeZ()));
    if (preview_ && data_)
        for (const auto& prop : makeNeighbourhoodProps(*preview_, *data_, previewSearch_, view_->sceneOrigin(), layer_->planeZ()))
            view_->addDataActor(prop);
    view_->setLegend(layer_->lookupTable(), QString::fromStdString(item_->grid->names[layer_->layer()]));
    applyClipping();
}

void ResultViewer::setSlice(int axis, int index) {
    if (!layer_ || axis < 0 || axis > 2 || index < 0) return;
    layer_->setSlice(axis, std::size_t(index));
    if (slices_[axis]->value() != index) {
        QSignalBlocker block(slices_[axis]);
        slices_[axis]->setValue(index);
    }
    applyClipping();
    view_->update();
}

void ResultViewer::setClipping(bool enabled, int axis, double fraction) {
    clipping_ = enabled;
    clipAxis_ = std::clamp(axis, 0, 2);
    clipFraction_ = std::clamp(fraction, 0.0, 1.0);
    applyClipping();
}

void ResultViewer::applyClipping() {
    if (!layer_) return;
    if (!clipping_) {
        layer_->setClippingPlane(nullptr);
        view_->update();
        return;
    }
    const GridSpec& s = layer_->grid().spec;
    const double first[3] = {s.x0, s.y0, s.z0}, step[3] = {s.dx, s.dy, s.dz};
    const std::size_t n[3] = {s.nx, s.ny, s.nz};
    const int a = clipAxis_;
    const double low = first[a] - step[a] / 2, high = first[a] + step[a] * (double(n[a]) - 0.5);
    double position = low + (high - low) * clipFraction_ - view_->sceneOrigin()[std::size_t(a)];
    // Clipping planes act on the scaled (exaggerated) geometry.
    if (a == 2) position *= view_->verticalExaggeration();
    double origin[3] = {0, 0, 0}, normal[3] = {0, 0, 0};
    origin[a] = position;
    normal[a] = 1;  // keeps the part beyond the plane
    clipPlane_->SetOrigin(origin);
    clipPlane_->SetNormal(normal);
    layer_->setClippingPlane(clipPlane_);
    view_->update();
}

void ResultViewer::showPreview(const NeighbourhoodPreview& preview, const kriging::SearchNeighbourhood& search) {
    preview_ = preview;
    previewSearch_ = search;
    rebuildScene();
    if (map_) map_->setPreview(preview, search);
}

std::optional<NodeValue> ResultViewer::pickAt(const QPoint& position) {
    if (!layer_) return std::nullopt;
    vtkNew<vtkCellPicker> picker;
    picker->SetTolerance(0.0005);
    picker->PickFromListOn();
    for (const auto& actor : layer_->actors()) picker->AddPickList(actor);
    const double ratio = view_->devicePixelRatioF();
    const double x = position.x() * ratio, y = (view_->height() - 1 - position.y()) * ratio;
    if (!picker->Pick(x, y, 0.0, view_->renderer())) return std::nullopt;
    double p[3];
    picker->GetPickPosition(p);
    const auto origin = view_->sceneOrigin();
    const NodeValue node =
        layer_->nodeAt(p[0] + origin[0], p[1] + origin[1], p[2] / view_->verticalExaggeration() + origin[2]);
    pick_->setText(tr("Node %1 at (%2, %3, %4)\n%5 = %6\nvariance = %7")
                       .arg(qulonglong(node.node))
                       .arg(node.position[0], 0, 'f', 2)
                       .arg(node.position[1], 0, 'f', 2)
                       .arg(node.position[2], 0, 'f', 2)
                       .arg(QString::fromStdString(layer_->grid().names[layer_->layer()]))
                       .arg(node.value, 0, 'g', 6)
                       .arg(node.variance, 0, 'g', 6));
    emit nodePicked(node.position[0], node.position[1], node.position[2]);
    return node;
}

QString ResultViewer::pickText() const { return pick_->text(); }

bool ResultViewer::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_) {
        if (event->type() == QEvent::MouseButtonPress) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            if (mouse->button() == Qt::LeftButton) pressedAt_ = mouse->position().toPoint();
        } else if (event->type() == QEvent::MouseButtonRelease) {
            auto* mouse = static_cast<QMouseEvent*>(event);
            // A click, not the end of a camera drag.
            if (mouse->button() == Qt::LeftButton && (mouse->position().toPoint() - pressedAt_).manhattanLength() <= 3)
                pickAt(mouse->position().toPoint());
        }
    }
    return QWidget::eventFilter(watched, event);
}

GridMapView* ResultViewer::openMapView() {
    if (!item_) return nullptr;
    if (!map_) {
        // A window of its own, owned by the viewer so that it closes with the main window.
        map_ = new GridMapView(this);
        map_->setWindowFlag(Qt::Window);
        map_->setAttribute(Qt::WA_DeleteOnClose);
        map_->setWindowTitle(tr("Map: %1").arg(item_->name));
        connect(map_, &GridMapView::nodeClicked, this, &ResultViewer::nodePicked);
    }
    const std::size_t level = item_->grid->spec.is3d() ? std::size_t(slices_[2]->value()) : 0;
    map_->setGrid(item_->grid, layer_ ? layer_->layer() : 0, level, layer_ ? std::optional(layer_->style()) : std::nullopt);
    if (data_) map_->setData(data_, 0);
    if (preview_) map_->setPreview(*preview_, previewSearch_);
    map_->show();
    map_->raise();
    return map_;
}

SwathPlotView* ResultViewer::openSwathPlot() {
    if (!item_ || !data_ || data_->values.empty() || !layer_) return nullptr;
    auto* swath = new SwathPlotView(item_->grid, layer_->layer(), data_, 0, this);
    swath->setWindowFlag(Qt::Window);
    swath->setAttribute(Qt::WA_DeleteOnClose);
    swath->show();
    return swath;
}

}  // namespace strata::gui
