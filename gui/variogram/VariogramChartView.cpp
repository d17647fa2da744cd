#include "variogram/VariogramChartView.h"

#include <algorithm>
#include <cmath>

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

namespace strata::gui {

namespace {
constexpr int kCurveSamples = 200;
constexpr double kHandleRadiusPx = 10;
constexpr double kMinimumRange = 1e-6;
constexpr int kSizeClasses = 4;
const QColor kDirectionColours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                    QColor(0x94, 0x67, 0xbd), QColor(0xff, 0x7f, 0x0e), QColor(0x8c, 0x56, 0x4b)};

QColor directionColour(std::size_t d) { return kDirectionColours[d % std::size(kDirectionColours)]; }

// Sill reached at structure k (nugget + sills of structures 0..k).
double cumulativeSill(const variogram::VariogramModel& model, int k) {
    double sill = model.nugget;
    for (int i = 0; i <= k; ++i) sill += model.structures[static_cast<std::size_t>(i)].sill;
    return sill;
}

// The smallest 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten that is >= value: an axis end that reads well.
double niceCeiling(double value) {
    if (!(value > 0)) return 1;
    const double power = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0})
        if (value <= step * power * (1 + 1e-12)) return step * power;
    return 10 * power;
}

void hideFromLegend(QAbstractSeries* series) {
    for (QLegendMarker* marker : series->chart()->legend()->markers(series)) marker->setVisible(false);
}

bool hasRangeHandle(const variogram::Structure& structure) {
    return structure.type != variogram::StructureType::Power;
}
}  // namespace

VariogramChartView::VariogramChartView(QWidget* parent) : QChartView(parent) {
    setObjectName(QStringLiteral("variogramChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
    setMouseTracking(true);
    auto* chart = new QChart;
    // One short entry per direction, so that the labels are not elided at the panel's width;
    // a tooltip names any entry that still is.
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setShowToolTips(true);
    axisX_ = new QValueAxis(chart);
    axisY_ = new QValueAxis(chart);
    axisX_->setTitleText(tr("Lag distance h"));
    axisY_->setTitleText(tr("γ(h)"));
    axisX_->setRange(0, 1);
    axisY_->setRange(0, 1);
    chart->addAxis(axisX_, Qt::AlignBottom);
    chart->addAxis(axisY_, Qt::AlignLeft);
    handleSeries_ = new QScatterSeries(chart);
    handleSeries_->setName(tr("Model handles"));
    handleSeries_->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    handleSeries_->setMarkerSize(11);
    handleSeries_->setColor(QColor(0xff, 0xd7, 0x00));
    handleSeries_->setBorderColor(Qt::black);
    chart->addSeries(handleSeries_);
    handleSeries_->attachAxis(axisX_);
    handleSeries_->attachAxis(axisY_);
    hideFromLegend(handleSeries_);
    setChart(chart);
}

void VariogramChartView::setDirections(const std::vector<ExperimentalDirection>& directions) {
    QChart* plot = chart();
    for (PointSeries& entry : pointSeries_) plot->removeSeries(entry.series), delete entry.series;
    for (QLineSeries* series : curveSeries_) plot->removeSeries(series), delete series;
    pointSeries_.clear();
    curveSeries_.clear();
    directions_ = directions;
    plot->removeSeries(handleSeries_);  // re-added last so that the handles are drawn on top

    double maxPairs = 1;
    for (const auto& direction : directions_)
        for (const auto& point : direction.points) maxPairs = std::max(maxPairs, point.pairs);
    for (std::size_t d = 0; d < directions_.size(); ++d) {
        const ExperimentalDirection& direction = directions_[d];
        // Marker area follows the number of pairs, in size classes (one series each: Qt Charts 6.4
        // misplaces points that carry their own size after the axes change).
        for (int sizeClass = 0; sizeClass < kSizeClasses; ++sizeClass) {
            PointSeries entry;
            entry.direction = static_cast<int>(d);
            for (int i = 0; i < static_cast<int>(direction.points.size()); ++i) {
                const double share = std::sqrt(direction.points[static_cast<std::size_t>(i)].pairs / maxPairs);
                if (std::min(kSizeClasses - 1, static_cast<int>(share * kSizeClasses)) == sizeClass) entry.indices.push_back(i);
            }
            if (entry.indices.empty() && sizeClass != kSizeClasses - 1) continue;
            auto* points = new QScatterSeries;
            points->setName(direction.label);
            points->setColor(directionColour(d));
            points->setBorderColor(directionColour(d).darker(140));
            points->setMarkerSize(6 + 4 * sizeClass);
            for (int i : entry.indices)
                points->append(direction.points[static_cast<std::size_t>(i)].distance, direction.points[static_cast<std::size_t>(i)].value);
            plot->addSeries(points);
            points->attachAxis(axisX_);
            points->attachAxis(axisY_);
            if (sizeClass != kSizeClasses - 1) hideFromLegend(points);  // one legend entry per direction
            entry.series = points;
            const std::size_t entryIndex = pointSeries_.size();
            connect(points, &QScatterSeries::hovered, this, [this, entryIndex](const QPointF& at, bool entered) {
                if (!entered) return QToolTip::hideText();
                const PointSeries& hovered = pointSeries_[entryIndex];
                const QList<QPointF> values = hovered.series->points();
                const auto nearest = std::min_element(values.begin(), values.end(), [&](const QPointF& a, const QPointF& b) {
                    return QLineF(a, at).length() < QLineF(b, at).length();
                });
                if (nearest == values.end()) return;
                const int index = hovered.indices[static_cast<std::size_t>(nearest - values.begin())];
                QToolTip::showText(QCursor::pos(), pointToolTip(hovered.direction, index), this);
            });
            pointSeries_.push_back(std::move(entry));
        }

        auto* curve = new QLineSeries;
        curve->setName(tr("model (%1)").arg(direction.label));
        QPen pen(directionColour(d));
        pen.setWidthF(2);
        curve->setPen(pen);
        plot->addSeries(curve);
        curve->attachAxis(axisX_);
        curve->attachAxis(axisY_);
        hideFromLegend(curve);  // drawn in its direction's colour, which the legend names
        curveSeries_.push_back(curve);
    }
    plot->addSeries(handleSeries_);
    handleSeries_->attachAxis(axisX_);
    handleSeries_->attachAxis(axisY_);
    hideFromLegend(handleSeries_);
    rescale();
}

void VariogramChartView::setModel(const variogram::VariogramModel& model) {
    model_ = model;
    if (dragged_) {  // the axes stay put while a handle follows the mouse
        updateCurves();
        updateHandles();
    } else {
        rescale();
    }
}

void VariogramChartView::rescale() {
    double maxLag = 0, maxGamma = 0, minGamma = 0;
    for (const auto& direction : directions_)
        for (const auto& point : direction.points) {
            maxLag = std::max(maxLag, point.distance);
            maxGamma = std::max(maxGamma, point.value);
            minGamma = std::min(minGamma, point.value);
        }
    for (const auto& structure : model_.structures)
        if (hasRangeHandle(structure)) maxLag = std::max(maxLag, structure.range);
    maxGamma = std::max(maxGamma, model_.sill());
    minGamma = std::min(minGamma, model_.sill());
    axisX_->setRange(0, niceCeiling(maxLag * 1.05));
    // A cross variogram may be negative everywhere: then its axis ends at 0.
    axisY_->setRange(minGamma < 0 ? -niceCeiling(-minGamma * 1.1) : 0.0,
                     maxGamma > 0 || minGamma == 0 ? niceCeiling(maxGamma * 1.1) : 0.0);
    updateCurves();
    updateHandles();
}

void VariogramChartView::updateCurves() {
    const double maxLag = axisX_->max();
    QList<QPointF> samples(kCurveSamples + 1);
    for (std::size_t d = 0; d < curveSeries_.size(); ++d) {
        const auto& u = directions_[d].direction;
        for (int i = 0; i <= kCurveSamples; ++i) {
            const double h = maxLag * i / kCurveSamples;
            // gamma(0) is 0; the nugget shows as the jump just after it.
            samples[i] = QPointF(h, i == 0 ? 0.0 : model_.variogramAlong(h, u[0], u[1], u[2]));
        }
        curveSeries_[d]->replace(samples);
    }
}

void VariogramChartView::setEditable(bool editable) {
    editable_ = editable;
    updateHandles();
}

void VariogramChartView::updateHandles() {
    QList<QPointF> handles;
    if (!editable_) return handleSeries_->replace(handles);
    handles.append(QPointF(0, model_.nugget));
    for (int k = 0; k < static_cast<int>(model_.structures.size()); ++k) {
        const auto& structure = model_.structures[static_cast<std::size_t>(k)];
        if (hasRangeHandle(structure)) handles.append(QPointF(structure.range, cumulativeSill(model_, k)));
    }
    handleSeries_->replace(handles);
}

QPointF VariogramChartView::toViewport(const QPointF& value) const {
    const QPointF inChart = chart()->mapToPosition(value, handleSeries_);
    return mapFromScene(chart()->mapToScene(inChart));
}

QPointF VariogramChartView::valueAt(const QPoint& viewportPosition) const {
    const QPointF inChart = chart()->mapFromScene(mapToScene(viewportPosition));
    return chart()->mapToValue(inChart, handleSeries_);
}

QPoint VariogramChartView::handlePosition(const ModelHandle& handle) const {
    if (handle.kind == ModelHandle::Kind::Nugget) return toViewport(QPointF(0, model_.nugget)).toPoint();
    const auto& structure = model_.structures.at(static_cast<std::size_t>(handle.structure));
    return toViewport(QPointF(structure.range, cumulativeSill(model_, handle.structure))).toPoint();
}

QString VariogramChartView::pointToolTip(int direction, int index) const {
    const auto& point = directions_.at(static_cast<std::size_t>(direction)).points.at(static_cast<std::size_t>(index));
    return tr("%1\nlag %2\nγ %3\npairs %4")
        .arg(directions_[static_cast<std::size_t>(direction)].label)
        .arg(point.distance, 0, 'g', 5)
        .arg(point.value, 0, 'g', 5)
        .arg(static_cast<qulonglong>(point.pairs));
}

std::optional<ModelHandle> VariogramChartView::handleAt(const QPoint& position) const {
    std::optional<ModelHandle> best;
    if (!editable_) return best;
    double bestDistance = kHandleRadiusPx;
    auto consider = [&](const ModelHandle& handle) {
        const double distance = QLineF(handlePosition(handle), position).length();
        if (distance <= bestDistance) bestDistance = distance, best = handle;
    };
    for (int k = 0; k < static_cast<int>(model_.structures.size()); ++k)
        if (hasRangeHandle(model_.structures[static_cast<std::size_t>(k)])) consider({ModelHandle::Kind::Structure, k});
    consider({ModelHandle::Kind::Nugget, -1});
    return best;
}

void VariogramChartView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        dragged_ = handleAt(event->position().toPoint());
        if (dragged_) {
            dragStart_ = model_;
            dragMoved_ = false;
            event->accept();
            return;
        }
    }
    QChartView::mousePressEvent(event);
}

void VariogramChartView::mouseMoveEvent(QMouseEvent* event) {
    if (!dragged_) {
        setCursor(handleAt(event->position().toPoint()) ? Qt::SizeAllCursor : Qt::ArrowCursor);
        return QChartView::mouseMoveEvent(event);
    }
    const QPointF value = valueAt(event->position().toPoint());
    variogram::VariogramModel edited = model_;
    if (dragged_->kind == ModelHandle::Kind::Nugget) {
        edited.nugget = std::max(0.0, value.y());
    } else {
        const auto k = static_cast<std::size_t>(dragged_->structure);
        const double below = k == 0 ? edited.nugget : cumulativeSill(edited, dragged_->structure - 1);
        edited.structures[k].range = std::max(kMinimumRange, value.x());
        edited.structures[k].sill = std::max(0.0, value.y() - below);
    }
    dragMoved_ = true;
    setModel(edited);
    emit modelDragged(model_);
    event->accept();
}

void VariogramChartView::mouseReleaseEvent(QMouseEvent* event) {
    if (!dragged_) return QChartView::mouseReleaseEvent(event);
    dragged_.reset();
    if (dragMoved_) emit dragFinished(dragStart_, model_);
    event->accept();
}

}  // namespace strata::gui
