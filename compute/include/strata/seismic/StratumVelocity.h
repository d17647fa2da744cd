#pragma once
// A velocity section built from the stratum model: the surfaces of the stratigraphic column along
// the section line plus an interval velocity per unit, so that a geologist can image their own pit
// model. Surface names follow strata::surfaces::StratigraphicColumn: "ground" is the top of unit 1,
// "top_<unit k>" the top of unit k (k >= 2); values are elevations (m, up) sampled at x along the line.
//
// File (JSON; strata/seismic/SeismicFiles.h reads and writes it):
//   {"datum": 120,                       // elevation of model depth 0 (default: the highest ground)
//    "aboveGround": 800,                 // velocity above the ground (default: unit 1's)
//    "units": [{"name": "SOIL", "velocity": 800},
//              {"name": "LIMO", "velocity": 1500, "gradient": 0.5}, ...],   // m/s, m/s per m below the top
//    "surfaces": {"x": [0, 50, 100], "ground": [118, 119, 121], "top_LIMO": [110, 109, 112], ...}}
//    "line": {"stack": "Surfaces (ok)", "from": [x, y], "to": [x, y]}}  // optional: where it was sampled
// Surfaces are interpolated linearly in x and held constant beyond their ends; a surface that rises
// above the one over it is cut by it (units never overlap).
//
// sectionFromSurfaces builds such a section from a surface stack (strata/surfaces: a 2-D grid with
// one layer per surface, "ground", "top_<unit 2>", ... in column order) sampled bilinearly along a
// straight map line; x is the distance from the line's start.
#include <limits>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/seismic/VelocityModel.h"
#include "strata/surfaces/StratigraphicColumn.h"

namespace strata::seismic {

struct StratumUnitVelocity {
    std::string name;
    double velocity = 0;  // m/s at the unit's top
    double gradient = 0;  // m/s per m of depth below the unit's top
};

// A straight section line on the map, from (x0, y0) to (x1, y1).
struct SectionLine {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    double length() const noexcept;
    bool operator==(const SectionLine&) const = default;
};

struct StratumSection {
    std::vector<StratumUnitVelocity> units;  // top first
    std::vector<double> x;                   // positions along the line
    std::vector<std::vector<double>> tops;   // tops[k][i]: elevation of the top of unit k at x[i]
    double datum = 0;
    double aboveGround = 0;
    // Where the tops were sampled (sectionFromSurfaces); `stack` is empty for a section written by hand.
    std::string stack;
    SectionLine line;

    // Samples the section on nx * nz nodes (x0 + ix dx, depth z0 + iz dz).
    VelocityModel toVelocity(std::size_t nx, std::size_t nz, double dx, double dz, double x0 = 0, double z0 = 0) const;
};

// Plausible interval velocities for a column, top first, gradient 0: from the unit's density by
// Gardner's relation (density = 0.31 V^0.25, g/cm3 and m/s; clamped to 300..6000 m/s) where the
// column gives one, else a ladder that increases with depth: 800, 1400, 2000, ... m/s (600 m/s per
// unit, at most 6000).
std::vector<StratumUnitVelocity> defaultUnitVelocities(const surfaces::StratigraphicColumn& column);

// Samples the surfaces of `stack` along `line` every `spacing` metres (x = 0, spacing, ... up to the
// line's length), one unit per surface with `units` (top first; unit k >= 1 must be named as the
// layer "top_<name>", case-insensitively). `datum` NaN: the highest ground along the line;
// `aboveGround` (the velocity between the datum and the ground) NaN: unit 1's. ValidationError("stratum section", ...) for a stack that is not a
// 2-D grid, units that do not match its layers, a non-positive velocity or spacing, a line shorter
// than one spacing, the part of the line outside the grid (named by its distances and map points),
// or a surface without a value along the line.
StratumSection sectionFromSurfaces(const Grid& stack, const std::string& stackName, const SectionLine& line, double spacing,
                                   const std::vector<StratumUnitVelocity>& units,
                                   double datum = std::numeric_limits<double>::quiet_NaN(),
                                   double aboveGround = std::numeric_limits<double>::quiet_NaN());

}  // namespace strata::seismic
