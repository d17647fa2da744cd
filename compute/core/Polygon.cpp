#include "strata/core/Polygon.h"

#include <algorithm>
#include <cmath>

namespace strata {

namespace {

// Whether (px, py) lies on the segment (ax, ay)-(bx, by), within rounding of the coordinates.
bool onSegment(double ax, double ay, double bx, double by, double px, double py) {
    const double cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    return std::abs(cross) <= 1e-12 * (std::abs(bx - ax) + std::abs(by - ay) + 1) && px >= std::min(ax, bx) &&
           px <= std::max(ax, bx) && py >= std::min(ay, by) && py <= std::max(ay, by);
}

}  // namespace

bool PlanPolygon::contains(double px, double py) const {
    bool inside = false;
    const std::size_t n = size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        if (onSegment(x[j], y[j], x[i], y[i], px, py)) return true;
        // A ray towards +x crosses the edge: the half-open test on y counts a vertex once.
        if ((y[i] > py) != (y[j] > py) && px < (x[j] - x[i]) * (py - y[i]) / (y[j] - y[i]) + x[i]) inside = !inside;
    }
    return inside;
}

double PlanPolygon::area() const {
    double twice = 0;
    const std::size_t n = size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) twice += (x[j] + x[i]) * (y[j] - y[i]);
    return 0.5 * std::abs(twice);
}

}  // namespace strata
