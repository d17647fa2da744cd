#include "estimation/DownholeSamplesChooser.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStandardItemModel>

namespace strata::gui {

namespace {

constexpr int kElevationRow = 3;  // of the form: summary, mode, unit, elevations

}  // namespace

std::size_t holePositions(const PointSet& points) {
    std::set<std::pair<long long, long long>> positions;
    for (std::size_t i = 0; i < points.size(); ++i)
        positions.emplace(std::llround(points.x[i] * 100), std::llround(points.y[i] * 100));
    return positions.size();
}

DownholeSamplesChooser::DownholeSamplesChooser(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("downholeSamples"));
    mode_ = new QComboBox;
    mode_->setObjectName(QStringLiteral("downholeMode"));
    mode_->addItem(tr("Choose how…"), int(Mode::Undecided));
    mode_->addItem(tr("Mean of each hole (every horizon)"), int(Mode::HoleMean));
    mode_->addItem(tr("Mean of each hole within a unit"), int(Mode::UnitMean));
    mode_->addItem(tr("Mean of each hole between elevations"), int(Mode::ElevationMean));
    mode_->addItem(tr("A 3-D grid instead"), int(Mode::ThreeD));
    mode_->setToolTip(tr("A 2-D grid takes one value per hole position: say which samples make it."));
    unit_ = new QComboBox;
    unit_->setObjectName(QStringLiteral("downholeUnit"));
    low_ = new QDoubleSpinBox;
    high_ = new QDoubleSpinBox;
    for (QDoubleSpinBox* box : {low_, high_}) {
        box->setRange(-1e5, 1e5);
        box->setDecimals(1);
        box->setSuffix(QStringLiteral(" m"));
    }
    low_->setObjectName(QStringLiteral("downholeLow"));
    high_->setObjectName(QStringLiteral("downholeHigh"));
    summary_ = new QLabel;
    summary_->setWordWrap(true);

    auto* elevations = new QHBoxLayout;
    elevations->addWidget(new QLabel(tr("from")));
    elevations->addWidget(low_);
    elevations->addWidget(new QLabel(tr("to")));
    elevations->addWidget(high_);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(summary_);
    form->addRow(tr("Samples per hole"), mode_);
    form->addRow(tr("Unit"), unit_);
    form->addRow(tr("Elevations"), elevations);

    connect(mode_, &QComboBox::currentIndexChanged, this, [this] {
        updateVisibility();
        if (mode() == Mode::ThreeD) emit threeDChosen();
        announceUnit();  // entering or leaving a unit reloads
        emit changed();
    });
    connect(unit_, &QComboBox::currentTextChanged, this, &DownholeSamplesChooser::announceUnit);
    connect(low_, &QDoubleSpinBox::valueChanged, this, &DownholeSamplesChooser::changed);
    connect(high_, &QDoubleSpinBox::valueChanged, this, &DownholeSamplesChooser::changed);
    updateVisibility();
}

void DownholeSamplesChooser::setData(const PointSet& points, std::size_t positions, const QStringList& units) {
    samples_ = points.size();
    positions_ = positions;
    summary_->setText(tr("%L1 samples lie on %L2 hole positions: a 2-D grid takes one value at each.")
                          .arg(qulonglong(samples_))
                          .arg(qulonglong(positions_)));
    if (unit_->count() == 0 && !units.isEmpty()) {
        const QSignalBlocker quiet(unit_);
        unit_->addItems(units);
    }
    if (low_->value() == 0 && high_->value() == 0 && points.size() > 0) {
        const BoundingBox box = boundingBox(points);
        setElevations(std::floor(box.zmin), std::ceil(box.zmax));
    }
    // A source without categories (a point file) has no units to offer.
    if (auto* entries = qobject_cast<QStandardItemModel*>(mode_->model()))
        entries->item(mode_->findData(int(Mode::UnitMean)))->setEnabled(unit_->count() > 0);
    updateVisibility();
}

DownholeSamplesChooser::Mode DownholeSamplesChooser::mode() const { return Mode(mode_->currentData().toInt()); }

void DownholeSamplesChooser::setMode(Mode mode) { mode_->setCurrentIndex(mode_->findData(int(mode))); }

QString DownholeSamplesChooser::unit() const { return mode() == Mode::UnitMean ? unit_->currentText() : QString(); }

void DownholeSamplesChooser::setUnit(const QString& unit) { unit_->setCurrentText(unit); }

void DownholeSamplesChooser::setElevations(double low, double high) {
    const QSignalBlocker quietLow(low_), quietHigh(high_);
    low_->setValue(low);
    high_->setValue(high);
}

std::shared_ptr<const PointSet> DownholeSamplesChooser::select(std::shared_ptr<const PointSet> points) const {
    if (mode() != Mode::ElevationMean || !points) return points;
    auto kept = std::make_shared<PointSet>();
    kept->dimension = points->dimension;
    kept->crs = points->crs;
    kept->names = points->names;
    kept->values.resize(points->values.size());
    for (std::size_t i = 0; i < points->size(); ++i) {
        if (!inElevations(points->z[i])) continue;
        kept->x.push_back(points->x[i]);
        kept->y.push_back(points->y[i]);
        kept->z.push_back(points->z[i]);
        for (std::size_t c = 0; c < points->values.size(); ++c) kept->values[c].push_back(points->values[c][i]);
    }
    return kept;
}

QString DownholeSamplesChooser::problem(const PointSet& points) const {
    if (!stacked()) return {};
    if (mode() == Mode::Undecided)
        return tr("%L1 samples lie on %L2 hole positions: choose under Samples per hole how a 2-D grid takes one value "
                  "per hole (every horizon, one unit, a range of elevations), or use a 3-D grid.")
            .arg(qulonglong(samples_))
            .arg(qulonglong(positions_));
    if (mode() == Mode::ElevationMean &&
        std::none_of(points.z.begin(), points.z.end(), [this](double z) { return inElevations(z); }))
        return tr("No sample lies between %1 m and %2 m.").arg(low_->value()).arg(high_->value());
    return {};
}

bool DownholeSamplesChooser::inElevations(double z) const { return z >= low_->value() && z <= high_->value(); }

void DownholeSamplesChooser::announceUnit() {
    if (unit() == loadedUnit_) return;
    loadedUnit_ = unit();
    emit unitChanged(loadedUnit_);
}

void DownholeSamplesChooser::updateVisibility() {
    auto* form = static_cast<QFormLayout*>(layout());
    form->setRowVisible(unit_, mode() == Mode::UnitMean);
    form->setRowVisible(kElevationRow, mode() == Mode::ElevationMean);
}

}  // namespace strata::gui
