#include "variogram/VariogramMapView.h"

#include <algorithm>
#include <cmath>

#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include "variogram/AnisotropyEllipsoid.h"

namespace strata::gui {

namespace {
// Viridis at five stops: perceptually even and readable by colour-blind users.
const QColor kStops[] = {QColor(0x44, 0x01, 0x54), QColor(0x3b, 0x52, 0x8b), QColor(0x21, 0x91, 0x8c),
                         QColor(0x5e, 0xc9, 0x62), QColor(0xfd, 0xe7, 0x25)};
constexpr int kStopCount = 5;
constexpr int kBarWidth = 16;  // the colour bar, pixels

QColor scaleColour(double fraction) {
    fraction = std::clamp(fraction, 0.0, 1.0) * (kStopCount - 1);
    const int low = std::min(static_cast<int>(fraction), kStopCount - 2);
    const double t = fraction - low;
    const QColor& a = kStops[low];
    const QColor& b = kStops[low + 1];
    return QColor::fromRgbF(static_cast<float>(a.redF() + t * (b.redF() - a.redF())),
                            static_cast<float>(a.greenF() + t * (b.greenF() - a.greenF())),
                            static_cast<float>(a.blueF() + t * (b.blueF() - a.blueF())));
}
}  // namespace

VariogramMapView::VariogramMapView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("variogramMap"));
    setMinimumSize(240, 200);
    setMouseTracking(true);
    message_ = tr("No data");
}

QColor VariogramMapView::colourOf(double value) const {
    return scaleColour(maximum_ > minimum_ ? (value - minimum_) / (maximum_ - minimum_) : 0.5);
}

void VariogramMapView::setMap(std::shared_ptr<const variogram::VariogramMap> map) {
    map_ = std::move(map);
    message_.clear();
    bool any = false;
    for (const auto& cell : map_->cells) {
        if (cell.pairs == 0 || !std::isfinite(cell.value)) continue;
        minimum_ = any ? std::min(minimum_, cell.value) : cell.value;
        maximum_ = any ? std::max(maximum_, cell.value) : cell.value;
        any = true;
    }
    if (!any) {
        minimum_ = 0;
        maximum_ = 1;
    }
    const int cellsX = map_->options.cellsX, cellsY = map_->options.cellsY;
    image_ = QImage(map_->width(), map_->height(), QImage::Format_ARGB32);
    image_.fill(Qt::transparent);
    for (int iy = -cellsY; iy <= cellsY; ++iy)
        for (int ix = -cellsX; ix <= cellsX; ++ix) {
            const auto& cell = map_->cell(ix, iy);
            if (cell.pairs == 0 || !std::isfinite(cell.value)) continue;
            image_.setPixelColor(ix + cellsX, cellsY - iy, colourOf(cell.value));
        }
    update();
}

void VariogramMapView::setModel(const variogram::VariogramModel& model) {
    model_ = model;
    update();
}

void VariogramMapView::setMessage(const QString& message) {
    message_ = message;
    update();
}

QRectF VariogramMapView::mapRect() const {
    if (!map_) return {};
    const int labelsWidth = fontMetrics().horizontalAdvance(QStringLiteral("0.000e+00")) + 8;
    const QRectF area = QRectF(rect()).adjusted(24, 24, -(kBarWidth + labelsWidth + 24), -24);
    const double worldWidth = map_->width() * map_->options.cellSizeX;
    const double worldHeight = map_->height() * map_->options.cellSizeY;
    const double scale = std::min(area.width() / worldWidth, area.height() / worldHeight);
    if (!(scale > 0)) return {};
    return QRectF(area.center().x() - worldWidth * scale / 2, area.center().y() - worldHeight * scale / 2,
                  worldWidth * scale, worldHeight * scale);
}

std::optional<QPoint> VariogramMapView::cellAt(const QPoint& position) const {
    const QRectF target = mapRect();
    if (target.isEmpty() || !target.contains(position)) return std::nullopt;
    const int column = std::min(static_cast<int>((position.x() - target.left()) / target.width() * map_->width()), map_->width() - 1);
    const int row = std::min(static_cast<int>((position.y() - target.top()) / target.height() * map_->height()), map_->height() - 1);
    return QPoint(column - map_->options.cellsX, map_->options.cellsY - row);
}

QString VariogramMapView::cellToolTip(int ix, int iy) const {
    const auto& cell = map_->cell(ix, iy);
    const double dx = ix * map_->options.cellSizeX, dy = iy * map_->options.cellSizeY;
    if (cell.pairs == 0) return tr("lag (%1, %2)\nno pairs").arg(dx, 0, 'g', 5).arg(dy, 0, 'g', 5);
    return tr("lag (%1, %2)\nγ %3\npairs %4").arg(dx, 0, 'g', 5).arg(dy, 0, 'g', 5).arg(cell.value, 0, 'g', 5).arg(cell.pairs);
}

void VariogramMapView::mouseMoveEvent(QMouseEvent* event) {
    const std::optional<QPoint> cell = cellAt(event->position().toPoint());
    if (cell)
        QToolTip::showText(event->globalPosition().toPoint(), cellToolTip(cell->x(), cell->y()), this);
    else
        QToolTip::hideText();
    QWidget::mouseMoveEvent(event);
}

void VariogramMapView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (!map_ || !message_.isEmpty()) {
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, message_.isEmpty() ? tr("No data") : message_);
        if (!map_) return;
    }
    const int labelsWidth = fontMetrics().horizontalAdvance(QStringLiteral("0.000e+00")) + 8;
    const QRectF target = mapRect();
    if (target.isEmpty()) return;
    const double scale = target.width() / (map_->width() * map_->options.cellSizeX);  // pixels per metre
    painter.fillRect(target, QColor(0xd0, 0xd0, 0xd0));  // empty cells
    painter.drawImage(target, image_);
    painter.setPen(palette().text().color());
    painter.drawRect(target);
    painter.drawText(QRectF(target.left(), target.top() - 20, target.width(), 18), Qt::AlignCenter, tr("N"));
    painter.drawText(QRectF(target.right() + 2, target.center().y() - 9, 18, 18), Qt::AlignCenter, tr("E"));

    // The model's range in the plane: along each map direction u, the lag where the anisotropic
    // distance of the largest structure reaches its range.
    if (const variogram::Structure* structure = largestStructure(model_)) {
        const AnisotropicMetric metric(structure->anisotropy);
        QPainterPath ellipse;
        constexpr double kPi = 3.14159265358979323846;
        for (int step = 0; step <= 120; ++step) {
            const double angle = 2 * kPi * step / 120;
            double u[3] = {0, 0, 0};
            for (int c = 0; c < 3; ++c) u[c] = std::cos(angle) * map_->axes[0][c] + std::sin(angle) * map_->axes[1][c];
            const double reach = structure->range / std::sqrt(metric.squaredDistance(u[0], u[1], u[2]));
            const QPointF point(target.center().x() + reach * std::cos(angle) * scale,
                                target.center().y() - reach * std::sin(angle) * scale);
            step == 0 ? ellipse.moveTo(point) : ellipse.lineTo(point);
        }
        painter.save();
        painter.setClipRect(target);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(Qt::black, 3));
        painter.drawPath(ellipse);
        painter.setPen(QPen(Qt::white, 1.5));
        painter.drawPath(ellipse);
        painter.restore();
    }

    const QRectF bar(target.right() + 24, target.top(), kBarWidth, target.height());
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (int stop = 0; stop < kStopCount; ++stop) gradient.setColorAt(double(stop) / (kStopCount - 1), kStops[stop]);
    painter.fillRect(bar, gradient);
    painter.drawRect(bar);
    for (double fraction : {0.0, 0.5, 1.0}) {
        const double y = bar.bottom() - fraction * bar.height();
        painter.drawText(QRectF(bar.right() + 4, y - 9, labelsWidth, 18), Qt::AlignLeft | Qt::AlignVCenter,
                         QString::number(minimum_ + fraction * (maximum_ - minimum_), 'g', 4));
    }
    painter.drawText(QRectF(bar.left() - 4, bar.top() - 20, labelsWidth, 18), Qt::AlignLeft, tr("γ(h)"));
}

}  // namespace strata::gui
