#pragma once
// A velocity section built from the stratum model: the surfaces of the stratigraphic column along
// the section line plus an interval velocity per unit, so that a geologist can image their own pit
// model. Surface names follow strata::surfaces::StratigraphicColumn: "ground" is the top of unit 1,
// "top_<unit k>" the top of unit k (k >= 2); values are elevations (m, up) sampled at x along the line.
//
// File (JSON):
//   {"datum": 120,                       // elevation of model depth 0 (default: the highest ground)
//    "aboveGround": 800,                 // velocity above the ground (default: unit 1's)
//    "units": [{"name": "SOIL", "velocity": 800},
//              {"name": "LIMO", "velocity": 1500, "gradient": 0.5}, ...],   // m/s, m/s per m below the top
//    "surfaces": {"x": [0, 50, 100], "ground": [118, 119, 121], "top_LIMO": [110, 109, 112], ...}}
// Surfaces are interpolated linearly in x and held constant beyond their ends; a surface that rises
// above the one over it is cut by it (units never overlap).
#include <string>
#include <vector>

#include "strata/seismic/VelocityModel.h"

namespace strata::seismic {

struct StratumUnitVelocity {
    std::string name;
    double velocity = 0;  // m/s at the unit's top
    double gradient = 0;  // m/s per m of depth below the unit's top
};

struct StratumSection {
    std::vector<StratumUnitVelocity> units;  // top first
    std::vector<double> x;                   // positions along the line
    std::vector<std::vector<double>> tops;   // tops[k][i]: elevation of the top of unit k at x[i]
    double datum = 0;
    double aboveGround = 0;

    // Reads and checks the JSON above; ParseError / ValidationError name the file and the field.
    static StratumSection read(const std::string& path);
    // Samples the section on nx * nz nodes (x0 + ix dx, depth z0 + iz dz).
    VelocityModel toVelocity(std::size_t nx, std::size_t nz, double dx, double dz, double x0 = 0, double z0 = 0) const;
};

}  // namespace strata::seismic
