#pragma once
// Internal to compute/surfaces: the quantities a surface stack interpolates (surface elevations
// or unit thicknesses), their data and bounds, and how they group by shared data locations.
#include <cstddef>
#include <string>
#include <vector>

#include "strata/surfaces/SurfacePicks.h"

namespace strata::surfaces::detail {

struct Quantity {
    std::string name;
    std::vector<double> pickX, pickY, pickValue;  // the equality data as picked
    // Inequalities: upper (elevation: value <= bound) or lower (thickness: value >= bound).
    std::vector<double> bx, by, bound;
    std::vector<bool> active;         // bound turned into a datum by the active set
    std::vector<double> boundValue;   // the value of that datum (the bound, or beyond it)
    bool upperBounds = true;

    // The data interpolated: the picks and the active bounds, sorted by (x, y), data closer than
    // the tolerance merged (their mean). Bound data are exact (no nugget: a hole's end is known).
    std::vector<double> x, y, value;
    std::vector<bool> exact;
    std::size_t merged = 0;

    std::size_t boundData() const;
    void rebuild(double tolerance);
};

// Elevation mode: one quantity per surface. Isochore mode: the ground, then the thickness of
// every unit but the last ("thickness_<unit>").
std::vector<Quantity> quantitiesFromPicks(const SurfacePicks& picks, const std::vector<std::string>& unitNames,
                                          bool isochores, double mergeTolerance);

// Quantities with identical data locations (and exact data); each group lists quantity indices. Without sharing,
// every quantity is a group of its own.
std::vector<std::vector<std::size_t>> groupBySharedData(const std::vector<Quantity>& quantities, bool share);

// Unique locations of all picks (exact duplicates folded) and, per pick, its location index.
struct PickLocations {
    std::vector<double> x, y;
    std::vector<std::size_t> ofPick;
};
PickLocations pickLocations(const SurfacePicks& picks);

}  // namespace strata::surfaces::detail
