#pragma once
// A closed polygon in plan (x, y), one ring without holes: the limit of a surface volume or of
// an estimated unit. The ring closes implicitly (the last vertex joins the first).
#include <cstddef>
#include <vector>

namespace strata {

struct PlanPolygon {
    std::vector<double> x, y;  // vertices in order, either direction

    std::size_t size() const noexcept { return x.size(); }
    // Even-odd rule; a point on an edge or a vertex counts as inside, so that a limit drawn
    // along block edges or through a drillhole keeps what it touches.
    bool contains(double px, double py) const;
    // Shoelace area, positive whichever way the ring turns.
    double area() const;
};

}  // namespace strata
