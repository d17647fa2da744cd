#include "qa/SwathPlotView.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace strata::gui {

SwathPlotView::SwathPlotView(std::shared_ptr<const Grid> grid, std::size_t layer, std::shared_ptr<const PointSet> points,
                             std::size_t dataColumn, QWidget* parent)
    : QWidget(parent), grid_(std::move(grid)), layer_(layer), data_(std::move(points)), dataColumn_(dataColumn) {
    setObjectName(QStringLiteral("swathPlotView"));
    setWindowTitle(tr("Swath plot: %1").arg(QString::fromStdString(grid_->names[layer_])));
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout;
    axis_ = new QComboBox;
    axis_->setObjectName(QStringLiteral("swathAxis"));
    axis_->addItem(tr("Along x (easting)"), 0);
    axis_->addItem(tr("Along y (northing)"), 1);
    if (grid_->spec.is3d() && data_->dimension == 3) axis_->addItem(tr("Along z (elevation)"), 2);
    width_ = new QDoubleSpinBox;
    width_->setObjectName(QStringLiteral("swathWidth"));
    width_->setRange(0, 1e9);
    width_->setDecimals(2);
    width_->setSpecialValueText(tr("cell size"));
    width_->setToolTip(tr("Width of a slice; 0 takes the grid's cell size along the axis."));
    controls->addWidget(new QLabel(tr("Swaths")));
    controls->addWidget(axis_);
    controls->addWidget(new QLabel(tr("Width")));
    controls->addWidget(width_);
    controls->addStretch(1);
    layout->addLayout(controls);
    chart_ = new QChartView(new QChart);
    chart_->setRenderHint(QPainter::Antialiasing);
    chart_->setMinimumSize(520, 360);
    layout->addWidget(chart_, 1);
    connect(axis_, &QComboBox::currentIndexChanged, this, &SwathPlotView::recompute);
    connect(width_, &QDoubleSpinBox::valueChanged, this, &SwathPlotView::recompute);
    recompute();
}

void SwathPlotView::setAxis(int axis) {
    const int index = axis_->findData(axis);
    if (index >= 0) axis_->setCurrentIndex(index);
}

void SwathPlotView::setWidth(double width) { width_->setValue(width); }

void SwathPlotView::recompute() {
    const int axis = axis_->currentData().toInt();
    swaths_ = swathStatistics(*grid_, layer_, *data_, dataColumn_, axis, width_->value());

    auto* chart = new QChart;
    chart->setTitle(tr("Mean of estimates and of data per swath"));
    auto* estimates = new QLineSeries;
    estimates->setName(tr("Estimates (%1)").arg(QString::fromStdString(grid_->names[layer_])));
    auto* dataMeans = new QLineSeries;
    dataMeans->setName(tr("Data (%1)").arg(QString::fromStdString(data_->names[dataColumn_])));
    auto* dataMarkers = new QScatterSeries;
    dataMarkers->setName(tr("Data count (marker size)"));
    dataMarkers->setMarkerSize(7);
    double low = HUGE_VAL, high = -HUGE_VAL;
    for (const Swath& w : swaths_) {
        if (std::isfinite(w.estimateMean)) {
            estimates->append(w.centre(), w.estimateMean);
            low = std::min(low, w.estimateMean);
            high = std::max(high, w.estimateMean);
        }
        if (std::isfinite(w.dataMean)) {
            dataMeans->append(w.centre(), w.dataMean);
            dataMarkers->append(w.centre(), w.dataMean);
            low = std::min(low, w.dataMean);
            high = std::max(high, w.dataMean);
        }
    }
    if (!(high > low)) {
        low -= 0.5;
        high += 0.5;
    }
    chart->addSeries(estimates);
    chart->addSeries(dataMeans);
    chart->addSeries(dataMarkers);
    auto* x = new QValueAxis;
    const char* names[3] = {"x", "y", "z"};
    x->setTitleText(tr("Swath centre (%1)").arg(QLatin1String(names[axis])));
    if (!swaths_.empty()) x->setRange(swaths_.front().low, swaths_.back().high);
    auto* y = new QValueAxis;
    y->setTitleText(tr("Mean"));
    const double pad = 0.05 * (high - low);
    y->setRange(low - pad, high + pad);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    QChart* old = chart_->chart();
    chart_->setChart(chart);
    delete old;
}

}  // namespace strata::gui
