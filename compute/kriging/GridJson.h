#pragma once
// Grids in job JSON keep all nine numbers (GridSpec::toString drops z of a 2-D grid, and kt3d
// places 2-D data at zmn).
#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Grid.h"

namespace strata::kriging {

inline nlohmann::json gridToJson(const GridSpec& g) {
    return nlohmann::json{{"n", {g.nx, g.ny, g.nz}}, {"origin", {g.x0, g.y0, g.z0}}, {"spacing", {g.dx, g.dy, g.dz}}};
}

inline GridSpec gridFromJson(const nlohmann::json& j, const std::string& stage) {
    if (j.is_string()) return GridSpec::parse(j.get<std::string>(), "grid");
    const auto n = j.at("n").get<std::vector<std::size_t>>();
    const auto o = j.at("origin").get<std::vector<double>>();
    const auto s = j.at("spacing").get<std::vector<double>>();
    if (n.size() != 3 || o.size() != 3 || s.size() != 3)
        throw ValidationError(stage, "grid", "needs n, origin and spacing with 3 numbers each");
    GridSpec g;
    g.nx = n[0];
    g.ny = n[1];
    g.nz = n[2];
    g.x0 = o[0];
    g.y0 = o[1];
    g.z0 = o[2];
    g.dx = s[0];
    g.dy = s[1];
    g.dz = s[2];
    return g;
}

}  // namespace strata::kriging
