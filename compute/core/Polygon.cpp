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

// Toggles `inside` for every edge of ring [begin, end) that a ray from (px, py) towards +x crosses;
// true when the point lies on an edge.
bool crossRing(const PlanPolygon& p, std::size_t begin, std::size_t end, double px, double py, bool& inside) {
    const std::vector<double>& x = p.x;
    const std::vector<double>& y = p.y;
    for (std::size_t i = begin, j = end - 1; i < end; j = i++) {
        if (onSegment(x[j], y[j], x[i], y[i], px, py)) return true;
        // The half-open test on y counts a vertex once.
        if ((y[i] > py) != (y[j] > py) && px < (x[j] - x[i]) * (py - y[i]) / (y[j] - y[i]) + x[i]) inside = !inside;
    }
    return false;
}

}  // namespace

bool PlanPolygon::contains(double px, double py) const {
    bool inside = false;
    for (std::size_t k = 0; k < ringCount(); ++k)
        if (ringEnd(k) > ringBegin(k) && crossRing(*this, ringBegin(k), ringEnd(k), px, py, inside)) return true;
    return inside;
}

double PlanPolygon::ringArea(std::size_t k) const {
    double twice = 0;
    const std::size_t begin = ringBegin(k), end = ringEnd(k);
    if (end <= begin) return 0;
    for (std::size_t i = begin, j = end - 1; i < end; j = i++) twice += (x[j] + x[i]) * (y[j] - y[i]);
    return 0.5 * std::abs(twice);
}

bool PlanPolygon::holds(std::size_t outer, std::size_t inner) const {
    // Rings do not cross, so any vertex of `inner` off the outer ring's edges tells. A ring lying
    // on another's edges (the same ring twice) is held by the one that comes first.
    for (std::size_t v = ringBegin(inner); v < ringEnd(inner); ++v) {
        bool inside = false;
        if (!crossRing(*this, ringBegin(outer), ringEnd(outer), x[v], y[v], inside)) return inside;
    }
    return outer < inner;
}

double PlanPolygon::area() const {
    double total = 0;
    for (std::size_t k = 0; k < ringCount(); ++k) {
        if (ringEnd(k) <= ringBegin(k)) continue;
        int depth = 0;
        for (std::size_t other = 0; other < ringCount(); ++other)
            if (other != k && ringEnd(other) > ringBegin(other)) depth += holds(other, k);
        total += (depth % 2 == 0 ? 1 : -1) * ringArea(k);
    }
    return total;
}

}  // namespace strata
