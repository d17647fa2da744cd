#include "strata/seismic/StratumVelocity.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"

namespace strata::seismic {

namespace {

double interpolate(const std::vector<double>& x, const std::vector<double>& y, double at) {
    if (at <= x.front()) return y.front();
    if (at >= x.back()) return y.back();
    const auto it = std::upper_bound(x.begin(), x.end(), at);
    const std::size_t j = std::size_t(it - x.begin());
    const double f = (at - x[j - 1]) / (x[j] - x[j - 1]);
    return y[j - 1] + f * (y[j] - y[j - 1]);
}

std::vector<double> numbers(const nlohmann::json& j, const std::string& path, const std::string& field) {
    if (!j.is_array()) throw ParseError(path, 0, 0, "'" + field + "' must be an array of numbers");
    std::vector<double> out;
    for (const auto& v : j) {
        if (!v.is_number()) throw ParseError(path, 0, 0, "'" + field + "' holds a value that is not a number");
        out.push_back(v.get<double>());
    }
    return out;
}

}  // namespace

StratumSection StratumSection::read(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw IoError(path, "cannot open the stratum section file");
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(in);
    } catch (const nlohmann::json::parse_error& e) {
        throw ParseError(path, 0, 0, std::string("not valid JSON: ") + e.what());
    }
    StratumSection s;
    if (!j.contains("units") || !j["units"].is_array() || j["units"].empty())
        throw ParseError(path, 0, 0, "'units' must list the units (top first) with their velocities");
    for (const auto& u : j["units"]) {
        StratumUnitVelocity unit;
        if (!u.is_object() || !u.contains("name") || !u["name"].is_string() || !u.contains("velocity") ||
            !u["velocity"].is_number())
            throw ParseError(path, 0, 0, "each unit needs a 'name' and a 'velocity' (m/s)");
        unit.name = u["name"].get<std::string>();
        unit.velocity = u["velocity"].get<double>();
        unit.gradient = u.value("gradient", 0.0);
        if (!(unit.velocity > 0)) throw ValidationError(path, "units." + unit.name + ".velocity", "must be > 0");
        s.units.push_back(unit);
    }
    if (!j.contains("surfaces") || !j["surfaces"].is_object())
        throw ParseError(path, 0, 0, "'surfaces' must hold 'x', 'ground' and 'top_<unit>' arrays");
    const auto& surf = j["surfaces"];
    if (!surf.contains("x")) throw ParseError(path, 0, 0, "'surfaces.x' is missing");
    s.x = numbers(surf["x"], path, "surfaces.x");
    if (s.x.empty()) throw ValidationError(path, "surfaces.x", "is empty");
    for (std::size_t i = 1; i < s.x.size(); ++i)
        if (!(s.x[i] > s.x[i - 1])) throw ValidationError(path, "surfaces.x", "must increase");
    for (std::size_t k = 0; k < s.units.size(); ++k) {
        const std::string name = k == 0 ? "ground" : "top_" + s.units[k].name;
        if (!surf.contains(name))
            throw ParseError(path, 0, 0, "'surfaces." + name + "' is missing (the top of unit '" + s.units[k].name + "')");
        s.tops.push_back(numbers(surf[name], path, "surfaces." + name));
        if (s.tops.back().size() != s.x.size())
            throw ValidationError(path, "surfaces." + name, "needs one elevation per x (" + std::to_string(s.x.size()) + ")");
    }
    double highest = -std::numeric_limits<double>::infinity();
    for (double e : s.tops[0]) highest = std::max(highest, e);
    s.datum = j.value("datum", highest);
    s.aboveGround = j.value("aboveGround", s.units[0].velocity);
    if (!(s.aboveGround > 0)) throw ValidationError(path, "aboveGround", "must be > 0");
    return s;
}

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
