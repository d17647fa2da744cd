#pragma once
// A polygon in plan (x, y): the limit of a surface volume or of an estimated unit. One ring or
// several (parts and holes): a point is inside when it lies inside an odd number of rings (the
// even-odd rule), so a ring inside another is a hole and a ring inside a hole an island. Each
// ring closes implicitly (its last vertex joins its first).
#include <cstddef>
#include <vector>

namespace strata {

struct PlanPolygon {
    std::vector<double> x, y;           // vertices ring after ring, each ring in either direction
    std::vector<std::size_t> ringStart;  // first vertex of each ring after the first (empty: one ring)

    std::size_t size() const noexcept { return x.size(); }
    std::size_t ringCount() const noexcept { return ringStart.size() + 1; }
    // Vertices [begin, end) of ring k.
    std::size_t ringBegin(std::size_t k) const noexcept { return k == 0 ? 0 : ringStart[k - 1]; }
    std::size_t ringEnd(std::size_t k) const noexcept { return k < ringStart.size() ? ringStart[k] : size(); }
    // Starts a new ring at the next vertex added.
    void startRing() { ringStart.push_back(size()); }

    // Even-odd rule over every ring; a point on an edge or a vertex counts as inside, so that a
    // limit drawn along block edges or through a drillhole keeps what it touches.
    bool contains(double px, double py) const;
    // The area inside: each ring's shoelace area, added for rings inside an even number of others
    // (parts, islands) and taken away for the others (holes).
    double area() const;
    // The shoelace area of ring k alone, positive whichever way it turns.
    double ringArea(std::size_t k) const;
    // Whether ring `inner` lies inside ring `outer`.
    bool holds(std::size_t outer, std::size_t inner) const;
};

}  // namespace strata
