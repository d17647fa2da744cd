#include "strata/core/Grid.h"

#include <cmath>
#include <limits>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata {

GridSpec GridSpec::parse(std::string_view text, const std::string& option) {
    const auto groups = split(text, ':');
    auto fail = [&](const std::string& why) -> GridSpec {
        throw ValidationError("grid", option, why + " (expected NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ], got '" +
                                                  std::string(text) + "')");
    };
    if (groups.size() != 3) return fail("needs three groups separated by ':'");
    const auto counts = parseNumberList(groups[0], "grid", option);
    const auto origin = parseNumberList(groups[1], "grid", option);
    const auto spacing = parseNumberList(groups[2], "grid", option);
    const std::size_t dim = counts.size();
    if ((dim != 2 && dim != 3) || origin.size() != dim || spacing.size() != dim)
        return fail("needs 2 or 3 numbers in every group");
    GridSpec g;
    for (double c : counts)
        if (c < 1 || c > 1e12 || c != std::floor(c)) return fail("node counts must be whole numbers from 1 to 1e12");
    g.nx = std::size_t(counts[0]);
    g.ny = std::size_t(counts[1]);
    g.x0 = origin[0];
    g.y0 = origin[1];
    g.dx = spacing[0];
    g.dy = spacing[1];
    if (dim == 3) {
        g.nz = std::size_t(counts[2]);
        g.z0 = origin[2];
        g.dz = spacing[2];
    }
    g.validate("grid");
    return g;
}

std::string GridSpec::toString() const {
    std::ostringstream s;
    s.precision(15);
    s << nx << ',' << ny << (is3d() ? "," + std::to_string(nz) : "") << ':' << x0 << ',' << y0;
    if (is3d()) s << ',' << z0;
    s << ':' << dx << ',' << dy;
    if (is3d()) s << ',' << dz;
    return s.str();
}

void GridSpec::validate(const std::string& stage) const {
    if (nx < 1 || ny < 1 || nz < 1) throw ValidationError(stage, "grid", "must have at least one node per axis");
    if (!(dx > 0) || !(dy > 0) || !(dz > 0))
        throw ValidationError(stage, "grid", "spacing must be > 0 (got " + toString() + ")");
    if (!std::isfinite(x0) || !std::isfinite(y0) || !std::isfinite(z0))
        throw ValidationError(stage, "grid", "origin must be finite");
    if (double(nx) * double(ny) * double(nz) > 1e12)  // beyond any memory: the count itself may overflow
        throw ValidationError(stage, "grid",
                              toString() + " has " + std::to_string(double(nx) * double(ny) * double(nz)) +
                                  " nodes; at most 1e12");
}

std::size_t Grid::layerIndex(const std::string& name) const {
    for (std::size_t i = 0; i < names.size(); ++i)
        if (iequals(names[i], name)) return i;
    throw ValidationError("grid", name, "is not a layer of the grid");
}

std::vector<float>& Grid::addLayer(const std::string& name) {
    names.push_back(name);
    layers.emplace_back(spec.nodeCount(), std::numeric_limits<float>::quiet_NaN());
    return layers.back();
}

}  // namespace strata
