#pragma once
// What every 2-D view of a result draws around its picture (the plan map, the sections): axes
// with ticks at round numbers, a scale bar, a north arrow and the colour bar of the colour scale.
#include <array>
#include <vector>

#include <QRectF>
#include <QString>

#include "qa/ColourScale.h"

class QPainter;

namespace strata::gui {

// The round step (1, 2 or 5 times a power of ten) nearest to giving `count` steps over `span`.
double niceStep(double span, int count);
// The multiples of `step` within [low, high].
std::vector<double> multiplesWithin(double low, double high, double step);
// A tick label: as many decimals as the step needs.
QString tickText(double value, double step);

// The largest rectangle in `available`, at its top left, with width / height = `aspect`.
QRectF fitAspect(const QRectF& available, double aspect);
// Where world point (x, y) lies in `plot`, which shows world [x0, x1] x [y0, y1] (y up).
QPointF toPlot(const QRectF& plot, const std::array<double, 4>& world, double x, double y);

// Axes along the left and bottom edges of `plot`, which shows world [x0, x1] x [y0, y1].
void drawAxes(QPainter& painter, const QRectF& plot, const std::array<double, 4>& world, const QString& xTitle,
              const QString& yTitle);
// A bar of a round length in the lower left corner of `plot`; `unitsPerPixel` horizontally.
void drawScaleBar(QPainter& painter, const QRectF& plot, double unitsPerPixel);
// An arrow pointing up with "N" in the upper right corner of `plot`.
void drawNorthArrow(QPainter& painter, const QRectF& plot);
// The colour bar in `bar` with its title above and ticks to the right (log scales: powers of ten
// and their 2 and 5 multiples).
void drawColourBar(QPainter& painter, const QRectF& bar, const ColourScale& scale, const QString& title);

}  // namespace strata::gui
