#include "strata/seismic/StratumVelocity.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/surfaces/SurfaceStack.h"

namespace strata::seismic {

namespace {

const char* const kStage = "stratum section";

double interpolate(const std::vector<double>& x, const std::vector<double>& y, double at) {
    if (at <= x.front()) return y.front();
    if (at >= x.back()) return y.back();
    const auto it = std::upper_bound(x.begin(), x.end(), at);
    const std::size_t j = std::size_t(it - x.begin());
    const double f = (at - x[j - 1]) / (x[j] - x[j - 1]);
    return y[j - 1] + f * (y[j] - y[j - 1]);
}

std::string metres(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string mapPoint(const SectionLine& line, double distance) {
    const double f = line.length() > 0 ? distance / line.length() : 0.0;
    return "(" + metres(line.x0 + f * (line.x1 - line.x0)) + ", " + metres(line.y0 + f * (line.y1 - line.y0)) + ")";
}

// The part [enter, leave] of the line (distances from its start) inside the rectangle of the grid's
// nodes (Liang-Barsky clipping); enter > leave when the line misses it.
std::pair<double, double> insidePart(const GridSpec& g, const SectionLine& line) {
    const double length = line.length();
    const double ux = (line.x1 - line.x0) / length, uy = (line.y1 - line.y0) / length;
    const double tolerance = 1e-9 * std::max({1.0, std::abs(g.x0), std::abs(g.y0), g.dx * double(g.nx), g.dy * double(g.ny)});
    double enter = 0, leave = length;
    const auto clip = [&](double start, double direction, double low, double high) {
        low -= tolerance;
        high += tolerance;
        if (direction == 0) {
            if (start < low || start > high) leave = -1;
            return;
        }
        double a = (low - start) / direction, b = (high - start) / direction;
        if (a > b) std::swap(a, b);
        enter = std::max(enter, a);
        leave = std::min(leave, b);
    };
    clip(line.x0, ux, g.x0, g.x0 + g.dx * double(g.nx - 1));
    clip(line.y0, uy, g.y0, g.y0 + g.dy * double(g.ny - 1));
    return {enter, leave};
}

void checkInsideGrid(const GridSpec& g, const SectionLine& line) {
    const double length = line.length();
    const auto [enter, leave] = insidePart(g, line);
    const std::string extent = "the surfaces' grid spans x " + metres(g.x0) + " to " + metres(g.x0 + g.dx * double(g.nx - 1)) +
                               ", y " + metres(g.y0) + " to " + metres(g.y0 + g.dy * double(g.ny - 1));
    if (!(enter <= leave))
        throw ValidationError(kStage, "line",
                              "the whole line from " + mapPoint(line, 0) + " to " + mapPoint(line, length) + " lies outside the grid (" +
                                  extent + ")");
    const double slack = 1e-6 * std::max(1.0, length);
    std::vector<std::string> outside;
    if (enter > slack)
        outside.push_back("0 to " + metres(enter) + " m along the line, from " + mapPoint(line, 0) + " to " + mapPoint(line, enter));
    if (leave < length - slack)
        outside.push_back(metres(leave) + " to " + metres(length) + " m along the line, from " + mapPoint(line, leave) + " to " +
                          mapPoint(line, length));
    if (!outside.empty())
        throw ValidationError(kStage, "line",
                              "the part " + join(outside, " and the part ") + " lies outside the grid (" + extent + ")");
}


}  // namespace

double SectionLine::length() const noexcept { return std::hypot(x1 - x0, y1 - y0); }

VelocityModel StratumSection::toVelocity(std::size_t nx, std::size_t nz, double dx, double dz, double x0, double z0) const {
    VelocityModel m;
    m.nx = nx;
    m.nz = nz;
    m.dx = dx;
    m.dz = dz;
    m.x0 = x0;
    m.z0 = z0;
    m.velocity.resize(nx * nz);
    std::vector<double> top(units.size());
    for (std::size_t ix = 0; ix < nx; ++ix) {
        const double position = x0 + double(ix) * dx;
        for (std::size_t k = 0; k < units.size(); ++k) {
            top[k] = interpolate(x, tops[k], position);
            if (k > 0) top[k] = std::min(top[k], top[k - 1]);  // a younger surface cuts an older one
        }
        for (std::size_t iz = 0; iz < nz; ++iz) {
            const double elevation = datum - (z0 + double(iz) * dz);
            double v = aboveGround;
            for (std::size_t k = units.size(); k-- > 0;)
                if (elevation <= top[k]) {
                    v = units[k].velocity + units[k].gradient * (top[k] - elevation);
                    break;
                }
            m.velocity[ix * nz + iz] = float(v);
        }
    }
    return m;
}

}  // namespace strata::seismic

namespace strata::seismic {

std::vector<StratumUnitVelocity> defaultUnitVelocities(const surfaces::StratigraphicColumn& column) {
    constexpr double kGardnerFactor = 0.31;  // g/cm3 per (m/s)^0.25
    std::vector<StratumUnitVelocity> out;
    for (std::size_t k = 0; k < column.size(); ++k) {
        const double density = column.units[k].density;
        const double ladder = std::min(6000.0, 800.0 + 600.0 * double(k));
        const double velocity =
            density > 0 ? std::clamp(std::pow(density / kGardnerFactor, 4.0), 300.0, 6000.0) : ladder;
        out.push_back({column.units[k].name, velocity, 0.0});
    }
    return out;
}

StratumSection sectionFromSurfaces(const Grid& stack, const std::string& stackName, const SectionLine& line, double spacing,
                                   const std::vector<StratumUnitVelocity>& units, double datum, double aboveGround) {
    const GridSpec& g = stack.spec;
    if (g.nz != 1) throw ValidationError(kStage, "stack", "must be a 2-D grid of surfaces (it has " + std::to_string(g.nz) + " levels)");
    if (units.empty()) throw ValidationError(kStage, "units", "give the units of the column, top first, with their velocities");
    if (!(spacing > 0) || !std::isfinite(spacing)) throw ValidationError(kStage, "spacing", "must be > 0");
    std::vector<const std::vector<float>*> layers;
    for (std::size_t k = 0; k < units.size(); ++k) {
        const StratumUnitVelocity& u = units[k];
        if (!(u.velocity > 0) || !std::isfinite(u.velocity))
            throw ValidationError(kStage, "units." + u.name + ".velocity", "must be > 0");
        if (!std::isfinite(u.gradient)) throw ValidationError(kStage, "units." + u.name + ".gradient", "must be a number");
        const std::string surface = k == 0 ? "ground" : "top_" + u.name;
        const auto found = std::find_if(stack.names.begin(), stack.names.end(),
                                        [&](const std::string& name) { return toLower(name) == toLower(surface); });
        if (found == stack.names.end())
            throw ValidationError(kStage, "units", "the stack has no surface '" + surface + "' (the top of unit '" + u.name +
                                                       "'); its surfaces: " + join(stack.names, ", "));
        layers.push_back(&stack.layers[std::size_t(found - stack.names.begin())]);
    }
    const double length = line.length();
    if (!(length >= spacing))
        throw ValidationError(kStage, "line", "is " + metres(length) + " m long: it must be at least one spacing (" + metres(spacing) + " m)");
    checkInsideGrid(g, line);

    StratumSection s;
    s.units = units;
    s.stack = stackName;
    s.line = line;
    const std::size_t count = std::size_t(std::floor(length / spacing + 1e-9)) + 1;
    s.x.resize(count);
    s.tops.assign(units.size(), std::vector<double>(count));
    for (std::size_t i = 0; i < count; ++i) {
        s.x[i] = double(i) * spacing;
        const double f = s.x[i] / length;
        const double px = line.x0 + f * (line.x1 - line.x0), py = line.y0 + f * (line.y1 - line.y0);
        for (std::size_t k = 0; k < units.size(); ++k) {
            const double z = surfaces::sampleBilinear(g, *layers[k], px, py);
            if (!std::isfinite(z))
                throw ValidationError(kStage, "line",
                                      "surface '" + (k == 0 ? std::string("ground") : "top_" + units[k].name) + "' has no value at " +
                                          metres(s.x[i]) + " m along the line " + mapPoint(line, s.x[i]));
            s.tops[k][i] = z;
        }
    }
    double highest = -std::numeric_limits<double>::infinity();
    for (double z : s.tops[0]) highest = std::max(highest, z);
    s.datum = std::isnan(datum) ? highest : datum;
    if (!std::isfinite(s.datum)) throw ValidationError(kStage, "datum", "must be a number");
    s.aboveGround = std::isnan(aboveGround) ? units[0].velocity : aboveGround;
    if (!(s.aboveGround > 0) || !std::isfinite(s.aboveGround))
        throw ValidationError(kStage, "aboveGround", "the velocity above the ground must be > 0 m/s");
    return s;
}

}  // namespace strata::seismic
