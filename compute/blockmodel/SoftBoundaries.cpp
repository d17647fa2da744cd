#include "SoftBoundaries.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace strata::blockmodel {

namespace {

// Along-hole distance from `depth` to the nearest interval logged as `unit` in `holeId`
// (infinite where the hole never meets the unit).
double distanceToUnit(const drillholes::IntervalTable& lithology, const std::vector<std::string>& logged,
                      const std::string& holeId, const std::string& unit, double depth) {
    double nearest = std::numeric_limits<double>::infinity();
    const auto rows = lithology.rowsOf(holeId);
    for (std::size_t l = rows.begin; l < rows.end; ++l)
        if (logged[l] == unit)
            nearest = std::min(nearest, std::max({0.0, lithology.from[l] - depth, depth - lithology.to[l]}));
    return nearest;
}

}  // namespace

std::vector<std::size_t> borrowedComposites(const DomainComposites& composites,
                                            const drillholes::IntervalTable& lithology,
                                            const std::vector<std::string>& logged, const SoftBoundary& boundary) {
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < composites.size(); ++i) {
        if (composites.unit[i] != boundary.neighbour || std::isnan(composites.value[i])) continue;
        const double middle = 0.5 * (composites.from[i] + composites.to[i]);
        if (distanceToUnit(lithology, logged, composites.holeId[i], boundary.unit, middle) <= boundary.distance)
            rows.push_back(i);
    }
    return rows;
}

}  // namespace strata::blockmodel
