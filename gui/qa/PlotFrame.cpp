#include "qa/PlotFrame.h"

#include <algorithm>
#include <cmath>

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>

namespace strata::gui {

namespace {
constexpr double kTickLength = 5;
}  // namespace

double niceStep(double span, int count) {
    if (!(span > 0) || count < 1) return 1;
    // The round step nearest the raw one on a log scale: about `count` steps, fewer or more.
    const double raw = span / count;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double best = power;
    for (double m : {2.0, 5.0, 10.0})
        if (std::abs(std::log(m * power / raw)) < std::abs(std::log(best / raw))) best = m * power;
    return best;
}

std::vector<double> multiplesWithin(double low, double high, double step) {
    std::vector<double> values;
    if (!(step > 0) || !(high >= low)) return values;
    for (double k = std::ceil(low / step); k * step <= high + 1e-9 * step && values.size() < 1000; ++k)
        values.push_back(k * step == 0 ? 0.0 : k * step);  // no "-0"
    return values;
}

QRectF fitAspect(const QRectF& available, double aspect) {
    QRectF r = available;
    if (!(aspect > 0) || available.width() <= 0 || available.height() <= 0) return r;
    if (available.width() / available.height() > aspect) r.setWidth(available.height() * aspect);
    else r.setHeight(available.width() / aspect);
    return r;
}

QPointF toPlot(const QRectF& plot, const std::array<double, 4>& world, double x, double y) {
    return {plot.left() + (x - world[0]) / (world[1] - world[0]) * plot.width(),
            plot.bottom() - (y - world[2]) / (world[3] - world[2]) * plot.height()};
}

QString tickText(double value, double step) {
    const int decimals = std::clamp(-int(std::floor(std::log10(step) + 1e-9)), 0, 8);
    return QString::number(value, 'f', decimals);
}

void drawAxes(QPainter& painter, const QRectF& plot, const std::array<double, 4>& world, const QString& xTitle,
              const QString& yTitle) {
    painter.save();
    const QFontMetricsF metrics(painter.font());
    painter.setPen(QPen(painter.pen().color(), 1));
    const double xStep = niceStep(world[1] - world[0], std::max(2, int(plot.width() / 110)));
    for (double x : multiplesWithin(world[0], world[1], xStep)) {
        const double px = plot.left() + (x - world[0]) / (world[1] - world[0]) * plot.width();
        painter.drawLine(QPointF(px, plot.bottom()), QPointF(px, plot.bottom() + kTickLength));
        const QString text = tickText(x, xStep);
        // Labels that would run past the corner into the other axis' labels are left out.
        if (px - metrics.horizontalAdvance(text) / 2 < plot.left() - 4) continue;
        painter.drawText(QPointF(px - metrics.horizontalAdvance(text) / 2, plot.bottom() + kTickLength + metrics.ascent()), text);
    }
    const double yStep = niceStep(world[3] - world[2], std::max(2, int(plot.height() / 70)));
    for (double y : multiplesWithin(world[2], world[3], yStep)) {
        const double py = plot.bottom() - (y - world[2]) / (world[3] - world[2]) * plot.height();
        painter.drawLine(QPointF(plot.left() - kTickLength, py), QPointF(plot.left(), py));
        // Vertical labels: UTM northings of seven digits fit a narrow margin that way.
        const QString text = tickText(y, yStep);
        if (py + metrics.horizontalAdvance(text) / 2 > plot.bottom() + 4) continue;
        painter.save();
        painter.translate(plot.left() - kTickLength - 3, py + metrics.horizontalAdvance(text) / 2);
        painter.rotate(-90);
        painter.drawText(QPointF(0, 0), text);
        painter.restore();
    }
    painter.drawText(QPointF(plot.center().x() - metrics.horizontalAdvance(xTitle) / 2,
                             plot.bottom() + kTickLength + metrics.height() + metrics.ascent()),
                     xTitle);
    painter.translate(plot.left() - kTickLength - metrics.height() - 6, plot.center().y() + metrics.horizontalAdvance(yTitle) / 2);
    painter.rotate(-90);
    painter.drawText(QPointF(0, 0), yTitle);
    painter.restore();
}

void drawScaleBar(QPainter& painter, const QRectF& plot, double unitsPerPixel) {
    if (!(unitsPerPixel > 0)) return;
    // A quarter of the plot at most, rounded down to 1, 2 or 5 times a power of ten.
    const double most = plot.width() / 4 * unitsPerPixel;
    const double power = std::pow(10.0, std::floor(std::log10(most)));
    double length = power;
    for (double m : {2.0, 5.0})
        if (m * power <= most) length = m * power;
    const double pixels = length / unitsPerPixel;
    const QFontMetricsF metrics(painter.font());
    const QString text = tickText(length, length);
    const QRectF box(plot.left() + 8, plot.bottom() - 14 - metrics.height() - 8, pixels + 12, metrics.height() + 14);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 210));
    painter.drawRect(box);
    const double y = box.bottom() - 6, x0 = box.left() + 6;
    painter.setPen(Qt::NoPen);
    for (int half = 0; half < 2; ++half) {  // black and white halves, as on printed maps
        painter.setBrush(half == 0 ? Qt::black : Qt::white);
        painter.drawRect(QRectF(x0 + half * pixels / 2, y - 4, pixels / 2, 4));
    }
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(x0, y - 4, pixels, 4));
    painter.drawText(QPointF(x0 + pixels / 2 - metrics.horizontalAdvance(text) / 2, y - 7), text);
    painter.restore();
}

void drawNorthArrow(QPainter& painter, const QRectF& plot) {
    painter.save();
    const QPointF tip(plot.right() - 18, plot.top() + 10);
    QPolygonF arrow;
    arrow << tip << tip + QPointF(6, 16) << tip + QPointF(0, 12) << tip + QPointF(-6, 16);
    painter.setPen(QPen(Qt::white, 2));
    painter.setBrush(Qt::black);
    painter.drawPolygon(arrow);
    painter.setPen(Qt::black);
    QFont bold = painter.font();
    bold.setBold(true);
    painter.setFont(bold);
    const QFontMetricsF metrics(bold);
    painter.drawText(QPointF(tip.x() - metrics.horizontalAdvance(QStringLiteral("N")) / 2, tip.y() + 16 + metrics.ascent()),
                     QStringLiteral("N"));
    painter.restore();
}

void drawColourBar(QPainter& painter, const QRectF& bar, const ColourScale& scale, const QString& title) {
    painter.save();
    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    for (int k = 0; k <= 16; ++k) {
        const double t = k / 16.0;
        const double value = scale.logarithmic() ? scale.low() * std::pow(scale.high() / scale.low(), t)
                                                 : scale.low() + (scale.high() - scale.low()) * t;
        gradient.setColorAt(t, scale.colour(value));
    }
    painter.setBrush(gradient);
    painter.drawRect(bar);
    const QFontMetricsF metrics(painter.font());
    std::vector<double> ticks;
    if (scale.logarithmic()) {
        for (double decade = std::pow(10.0, std::floor(std::log10(scale.low()))); decade <= scale.high(); decade *= 10)
            for (double m : {1.0, 2.0, 5.0})
                if (scale.contains(m * decade)) ticks.push_back(m * decade);
    } else {
        ticks = multiplesWithin(scale.low(), scale.high(), niceStep(scale.high() - scale.low(), std::max(2, int(bar.height() / 45))));
    }
    double lastY = HUGE_VAL;
    for (double v : ticks) {
        const double y = bar.bottom() - scale.position(v) * bar.height();
        if (std::abs(y - lastY) < metrics.height()) continue;  // crowded log ticks
        lastY = y;
        painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 4, y));
        painter.drawText(QPointF(bar.right() + 6, y + metrics.ascent() / 2 - 1), QString::number(v, 'g', 4));
    }
    painter.drawText(QPointF(bar.left(), bar.top() - 6), metrics.elidedText(title, Qt::ElideRight, bar.width() + 70));
    painter.restore();
}

}  // namespace strata::gui
