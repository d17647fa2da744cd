#include "variogram/DownholeVariogramView.h"

#include <algorithm>

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

namespace strata::gui {

DownholeVariogramView::DownholeVariogramView(QWidget* parent)
    : QChartView(parent), points_(new QScatterSeries), nugget_(new QLineSeries), sill_(new QLineSeries),
      lagAxis_(new QValueAxis), gammaAxis_(new QValueAxis) {
    setObjectName(QStringLiteral("downholeVariogram"));
    setRenderHint(QPainter::Antialiasing);
    auto* plot = new QChart;
    plot->setTitle(tr("Down-hole variogram"));
    points_->setName(tr("Experimental (along holes)"));
    points_->setMarkerSize(8);
    nugget_->setName(tr("Model nugget"));
    nugget_->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2, Qt::DashLine));
    sill_->setName(tr("Model sill"));
    sill_->setPen(QPen(Qt::gray, 1, Qt::DotLine));
    plot->addSeries(points_);
    plot->addSeries(nugget_);
    plot->addSeries(sill_);
    lagAxis_->setTitleText(tr("Lag along the hole"));
    gammaAxis_->setTitleText(tr("γ(h)"));
    plot->addAxis(lagAxis_, Qt::AlignBottom);
    plot->addAxis(gammaAxis_, Qt::AlignLeft);
    for (QXYSeries* series : {static_cast<QXYSeries*>(points_), static_cast<QXYSeries*>(nugget_), static_cast<QXYSeries*>(sill_)}) {
        series->attachAxis(lagAxis_);
        series->attachAxis(gammaAxis_);
    }
    setChart(plot);
    connect(points_, &QScatterSeries::hovered, this, [this](const QPointF& point, bool state) {
        if (state)
            QToolTip::showText(QCursor::pos(), tr("lag %1\nγ %2").arg(point.x(), 0, 'g', 5).arg(point.y(), 0, 'g', 5), this);
        else
            QToolTip::hideText();
    });
}

void DownholeVariogramView::setVariogram(const variogram::DownholeVariogram& downhole) {
    QList<QPointF> points;
    for (std::size_t row = 1; row < downhole.rows.size(); ++row)
        if (downhole.rows[row].pairs > 0 && downhole.rows[row].distance > 0)
            points.append(QPointF(downhole.rows[row].distance, downhole.rows[row].value));
    points_->replace(points);
    chart()->setTitle(tr("Down-hole variogram: %1 holes, %2 samples").arg(downhole.holes).arg(downhole.samples));
    rescale();
}

void DownholeVariogramView::clear() {
    points_->clear();
    chart()->setTitle(tr("Down-hole variogram"));
    rescale();
}

void DownholeVariogramView::setModel(const variogram::VariogramModel& model) {
    nuggetValue_ = model.nugget;
    sillValue_ = model.sill();
    rescale();
}

QList<QPointF> DownholeVariogramView::points() const { return points_->points(); }

double DownholeVariogramView::nuggetLevel() const { return nugget_->count() ? nugget_->at(0).y() : nuggetValue_; }

void DownholeVariogramView::rescale() {
    double maxLag = 1, maxGamma = std::max(sillValue_, nuggetValue_);
    for (const QPointF& point : points_->points()) {
        maxLag = std::max(maxLag, point.x());
        maxGamma = std::max(maxGamma, point.y());
    }
    maxLag *= 1.05;
    if (!(maxGamma > 0)) maxGamma = 1;
    lagAxis_->setRange(0, maxLag);
    gammaAxis_->setRange(0, maxGamma * 1.1);
    nugget_->replace({QPointF(0, nuggetValue_), QPointF(maxLag, nuggetValue_)});
    sill_->replace({QPointF(0, sillValue_), QPointF(maxLag, sillValue_)});
}

}  // namespace strata::gui
