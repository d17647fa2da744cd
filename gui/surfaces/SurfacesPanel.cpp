#include "surfaces/SurfacesPanel.h"

#include <cmath>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "strata/surfaces/LayerModel.h"
#include "surfaces/MisfitTableModel.h"
#include "surfaces/SurfaceStackLayer.h"

namespace strata::gui {

SurfacesPanel::SurfacesPanel(QWidget* parent) : QWidget(parent) {
    units_ = new QListWidget(this);
    units_->setToolTip(tr("Tick a unit to show it in the 3D view"));
    colouring_ = new QComboBox(this);
    colouring_->addItem(tr("By unit"));
    colouring_->addItem(tr("By elevation"));
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);

    auto* sectionBox = new QGroupBox(tr("Section plane"), this);
    auto* sectionForm = new QFormLayout(sectionBox);
    const QString names[4] = {tr("From x:"), tr("From y:"), tr("To x:"), tr("To y:")};
    for (int i = 0; i < 4; ++i) {
        line_[i] = new QDoubleSpinBox(sectionBox);
        line_[i]->setRange(-1e9, 1e9);
        line_[i]->setDecimals(2);
        line_[i]->setGroupSeparatorShown(false);
        sectionForm->addRow(names[i], line_[i]);
    }
    auto* apply = new QPushButton(tr("Cut"), sectionBox);
    apply->setToolTip(tr("A vertical plane along the line: the model is cut away on the right of the line, "
                         "looking from its first point to its second"));
    auto* remove = new QPushButton(tr("Remove"), sectionBox);
    auto* sectionButtons = new QHBoxLayout;
    sectionButtons->addWidget(apply);
    sectionButtons->addWidget(remove);
    sectionForm->addRow(sectionButtons);

    misfit_ = new MisfitTableModel(this);
    sorted_ = new QSortFilterProxyModel(this);
    sorted_->setSourceModel(misfit_);
    sorted_->setSortRole(MisfitTableModel::SortRole);
    misfitView_ = new QTableView(this);
    misfitView_->setModel(sorted_);
    misfitView_->setSortingEnabled(true);
    misfitView_->sortByColumn(-1, Qt::AscendingOrder);
    misfitView_->verticalHeader()->hide();
    misfitView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    misfitView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    misfitView_->setToolTip(tr("Misfit = model − contact at each hole; for a hole that ended above a surface, how far "
                               "the model lies above the hole's end (should be 0). Click a header to sort."));

    auto* top = new QWidget(this);
    auto* form = new QFormLayout(top);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Units:"), units_);
    form->addRow(tr("Colour:"), colouring_);
    form->addRow(sectionBox);
    form->addRow(summary_);
    auto* qa = new QWidget(this);
    auto* qaLayout = new QVBoxLayout(qa);
    qaLayout->setContentsMargins(0, 0, 0, 0);
    qaLayout->addWidget(new QLabel(tr("Volumes and tonnages"), qa));
    volumes_ = new QTableWidget(0, 6, qa);
    volumes_->setObjectName(QStringLiteral("unitVolumes"));
    volumes_->setHorizontalHeaderLabels(
        {tr("Unit"), tr("Area (m²)"), tr("Mean thickness (m)"), tr("Volume (m³)"), tr("Density (t/m³)"), tr("Tonnes")});
    volumes_->verticalHeader()->hide();
    volumes_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    volumes_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    volumes_->setToolTip(tr("Each unit between its top and its base over the whole grid (each node stands for its "
                            "cell); the last unit down to the stack's bottom. Tonnes need the unit's density "
                            "(Tools > Build surfaces, the column's Density)."));
    qaLayout->addWidget(volumes_);
    qaLayout->addWidget(new QLabel(tr("Misfit at the contacts"), qa));
    qaLayout->addWidget(misfitView_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(qa);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(units_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (filling_ || !layer_) return;
        layer_->setUnitVisible(std::size_t(units_->row(item)), item->checkState() == Qt::Checked);
        emit layerChanged();
    });
    connect(colouring_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!layer_) return;
        layer_->setColouring(index == 1 ? SurfaceStackLayer::Colouring::Elevation : SurfaceStackLayer::Colouring::Unit);
        emit layerChanged();
    });
    connect(apply, &QPushButton::clicked, this, &SurfacesPanel::applySection);
    connect(remove, &QPushButton::clicked, this, &SurfacesPanel::clearSection);
}

void SurfacesPanel::setStack(std::shared_ptr<const surfaces::SurfacesOutcome> outcome, SurfaceStackLayer* layer) {
    outcome_ = std::move(outcome);
    layer_ = layer;
    filling_ = true;
    units_->clear();
    misfit_->setModel(outcome_ ? std::shared_ptr<const surfaces::SurfaceModel>(outcome_, &outcome_->model) : nullptr);
    if (!outcome_) {
        summary_->clear();
        volumes_->setRowCount(0);
        filling_ = false;
        return;
    }
    const surfaces::SurfaceModel& model = outcome_->model;
    for (std::size_t k = 0; k < model.column.size(); ++k) {
        QPixmap swatch(14, 14);
        swatch.fill(QColor(QString::fromStdString(model.column.colourOf(k))));
        auto* item = new QListWidgetItem(QIcon(swatch), QString::fromStdString(model.column.units[k].name), units_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(layer_ && !layer_->unitVisible(k) ? Qt::Unchecked : Qt::Checked);
    }
    filling_ = false;
    // The default section: west to east through the middle of the grid.
    const GridSpec& g = model.grid.spec;
    const double midY = g.y0 + 0.5 * g.dy * double(g.ny - 1);
    const double values[4] = {g.x0, midY, g.x0 + g.dx * double(g.nx - 1), midY};
    for (int i = 0; i < 4; ++i) line_[i]->setValue(values[i]);
    fillVolumes();
    const surfaces::MisfitSummary& m = model.misfitSummary;
    summary_->setText(tr("%1 surfaces, %2 × %3 nodes, %4. Misfit at %5 contacts: rms %6, max %7; %8 of %9 "
                         "hole-end limits broken; consistency rules moved surfaces at %10 nodes.")
                          .arg(model.surfaceCount())
                          .arg(g.nx)
                          .arg(g.ny)
                          .arg(QString::fromStdString(model.variogram.empty() ? model.backend
                                                                                : model.variogram + ", " + model.backend))
                          .arg(m.equalities)
                          .arg(m.rms, 0, 'g', 3)
                          .arg(m.maxAbs, 0, 'g', 3)
                          .arg(m.boundsBroken)
                          .arg(m.bounds)
                          .arg(model.gridCorrections.correctedLocations));
}

void SurfacesPanel::fillVolumes() {
    const surfaces::SurfaceModel& model = outcome_->model;
    surfaces::LayerModelOptions layers;
    layers.bottom = outcome_->bottom;
    const std::vector<surfaces::UnitVolume> volumes = surfaces::unitVolumes(model, layers);
    volumes_->setRowCount(int(volumes.size()));
    const auto cell = [this](int row, int column, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        if (column > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        volumes_->setItem(row, column, item);
    };
    const QLocale locale;
    for (std::size_t k = 0; k < volumes.size(); ++k) {
        const surfaces::UnitVolume& v = volumes[k];
        const int row = int(k);
        const double density = k < model.column.size() ? model.column.units[k].density : std::nan("");
        cell(row, 0, QString::fromStdString(v.unit));
        cell(row, 1, locale.toString(v.area, 'f', 0));
        cell(row, 2, locale.toString(v.meanThickness, 'f', 2));
        cell(row, 3, locale.toString(v.volume, 'f', 0));
        cell(row, 4, std::isnan(density) ? tr("unknown") : locale.toString(density, 'f', 2));
        cell(row, 5, std::isnan(v.tonnage) ? QStringLiteral("—") : locale.toString(v.tonnage, 'f', 0));
    }
}

void SurfacesPanel::setSectionLine(double x1, double y1, double x2, double y2) {
    const double values[4] = {x1, y1, x2, y2};
    for (int i = 0; i < 4; ++i) line_[i]->setValue(values[i]);
    applySection();
}

void SurfacesPanel::applySection() {
    if (!layer_) return;
    const double x1 = line_[0]->value(), y1 = line_[1]->value(), x2 = line_[2]->value(), y2 = line_[3]->value();
    if (!(std::hypot(x2 - x1, y2 - y1) > 0)) {
        summary_->setText(tr("The section line needs two different points."));
        return;
    }
    layer_->setSection(x1, y1, x2, y2);
    emit layerChanged();
}

void SurfacesPanel::clearSection() {
    if (!layer_) return;
    layer_->clearSection();
    emit layerChanged();
}

}  // namespace strata::gui
