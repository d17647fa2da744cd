#pragma once
// A layered model with known surfaces, drilled by vertical holes: the test bed for the surface
// stack (tests, benchmarks, demonstrations). Everything follows from the options and the seed.
//
// Coordinates: u = (x - x0) / width, v = (y - y0) / height in [0, 1].
//   ground  S_0 = z0 + 8 sin(2 pi u) + 5 cos(2.6 pi v) + 4 u v
//   unit j  thickness t_j = 6 + 1.5 j + 2.5 sin(2 pi (u + 0.17 j)) cos(pi (v + 0.23 j))  (> 0)
//   except, with pinchOut, unit 1: t_1 = 14 max(0, u - 0.35) (1 + 0.2 sin(2 pi v)): it is absent
//   west of u = 0.35 (a pinch-out line).
//   S_{k+1} = S_k - t_k; the last unit continues below S_{n-1} (the holes end 5 below it).
// A fraction of the holes ends early, inside a random unit above the last: their deeper
// contacts are inequalities.
#include <cstddef>
#include <cstdint>

#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/surfaces/StratigraphicColumn.h"

namespace strata::surfaces {

struct SyntheticLayersOptions {
    std::size_t units = 4;  // >= 2: surfaces = units (the ground and the tops of units 2..n)
    std::size_t holes = 60;
    std::uint64_t seed = 1;
    double x0 = 1000, y0 = 5000, width = 1000, height = 800, z0 = 200;
    double shortHoleFraction = 0.15;  // holes that end inside a unit above the last
    bool pinchOut = true;             // unit 1 pinches out (needs units >= 3)

    void validate() const;
};

struct SyntheticLayers {
    SyntheticLayersOptions options;
    StratigraphicColumn column;               // units "U1".."Un", conformable
    drillholes::DrillholeDatabase database;   // collars, vertical surveys, table "lithology" (text column "UNIT")

    // The true elevation of surface k at (x, y); the true thickness of unit k.
    double surface(std::size_t k, double x, double y) const;
    double thickness(std::size_t unit, double x, double y) const;
};

SyntheticLayers makeSyntheticLayers(const SyntheticLayersOptions& options);

}  // namespace strata::surfaces
