#include "strata/seismic/SeismicFiles.h"

#include <array>
#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::seismic {

namespace {

std::vector<double> numbers(const nlohmann::json& j, const std::string& path, const std::string& field) {
    if (!j.is_array()) throw ParseError(path, 0, 0, "'" + field + "' must be an array of numbers");
    std::vector<double> out;
    for (const auto& v : j) {
        if (!v.is_number()) throw ParseError(path, 0, 0, "'" + field + "' holds a value that is not a number");
        out.push_back(v.get<double>());
    }
    return out;
}

std::array<double, 2> point(const nlohmann::json& j, const std::string& path, const std::string& field) {
    const std::vector<double> xy = numbers(j, path, field);
    if (xy.size() != 2) throw ParseError(path, 0, 0, "'" + field + "' must be a map point [x, y]");
    return {xy[0], xy[1]};
}

nlohmann::json surfacesJson(const StratumSection& s) {
    nlohmann::json surfaces = nlohmann::json::object();
    surfaces["x"] = s.x;
    for (std::size_t k = 0; k < s.units.size(); ++k) surfaces[k == 0 ? "ground" : "top_" + s.units[k].name] = s.tops[k];
    return surfaces;
}

}  // namespace

std::vector<float> readRawSection(const std::string& path, std::size_t nx, std::size_t nz, AxisOrder order) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw IoError(path, "cannot open the file");
    const std::streamoff bytes = in.tellg();
    const std::size_t expected = nx * nz * sizeof(float);
    if (bytes < 0 || std::size_t(bytes) != expected)
        throw IoError(path, "holds " + std::to_string(bytes) + " bytes; " + std::to_string(nx) + " x " +
                                std::to_string(nz) + " float32 values need " + std::to_string(expected));
    in.seekg(0);
    std::vector<float> file(nx * nz);
    if (!in.read(reinterpret_cast<char*>(file.data()), std::streamsize(expected))) throw IoError(path, "read failed");
    if (order == AxisOrder::ZFastest) return file;
    std::vector<float> values(nx * nz);
    for (std::size_t iz = 0; iz < nz; ++iz)
        for (std::size_t ix = 0; ix < nx; ++ix) values[ix * nz + iz] = file[iz * nx + ix];
    return values;
}

// Written from the values as they are; the x-fastest order goes out a row at a time, without a
// transposed copy of the whole section.
void writeRawSection(const std::string& path, const std::vector<float>& values, std::size_t nx, std::size_t nz,
                     AxisOrder order) {
    io::AtomicFile save(path);
    if (order == AxisOrder::ZFastest) {
        save.write(values.data(), values.size() * sizeof(float));
    } else {
        std::vector<float> row(nx);
        for (std::size_t iz = 0; iz < nz; ++iz) {
            for (std::size_t ix = 0; ix < nx; ++ix) row[ix] = values[ix * nz + iz];
            save.write(row.data(), row.size() * sizeof(float));
        }
    }
    save.commit();
}

VelocityModel readRawVelocity(const std::string& path, std::size_t nx, std::size_t nz, double dx, double dz,
                              AxisOrder order, VelocityUnit unit, std::string* note) {
    VelocityModel m;
    m.nx = nx;
    m.nz = nz;
    m.dx = dx;
    m.dz = dz;
    m.velocity = readRawSection(path, nx, nz, order);
    float vmax = 0;
    for (float v : m.velocity)
        if (std::isfinite(v)) vmax = std::max(vmax, v);
    const bool km = unit == VelocityUnit::KilometresPerSecond || (unit == VelocityUnit::Auto && vmax < 20.0f);
    if (km) {
        for (float& v : m.velocity) v *= 1000.0f;
        if (unit == VelocityUnit::Auto && note)
            *note = path + ": velocities up to " + std::to_string(vmax) + " read as km/s (use --velocity-unit m/s to override)";
    }
    return m;
}

void writeRawGathers(io::AtomicFile& file, const std::vector<ShotGather>& gathers) {
    for (const ShotGather& g : gathers) file.write(g.traces.data(), g.traces.size() * sizeof(float));
}

std::vector<ShotGather> readRawGathers(const std::string& path, const std::vector<ShotGeometry>& geometry, double dt,
                                       std::size_t samples) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw IoError(path, "cannot open the file");
    std::size_t expected = 0;
    for (const ShotGeometry& g : geometry) expected += g.receiverX.size() * samples * sizeof(float);
    const std::streamoff bytes = in.tellg();
    if (bytes < 0 || std::size_t(bytes) != expected)
        throw IoError(path, "holds " + std::to_string(bytes) + " bytes; the geometry (" + std::to_string(geometry.size()) +
                                " shots, " + std::to_string(samples) + " samples) needs " + std::to_string(expected));
    in.seekg(0);
    std::vector<ShotGather> out;
    for (const ShotGeometry& g : geometry) {
        ShotGather gather;
        gather.geometry = g;
        gather.dt = dt;
        gather.samples = samples;
        gather.traces.resize(g.receiverX.size() * samples);
        in.read(reinterpret_cast<char*>(gather.traces.data()), std::streamsize(gather.traces.size() * sizeof(float)));
        out.push_back(std::move(gather));
    }
    if (!in) throw IoError(path, "read failed");
    return out;
}

SampledWavelet readWaveletFile(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw IoError(path, "cannot open the wavelet file");
    SampledWavelet wavelet;
    std::vector<double>& t = wavelet.time;
    std::vector<double>& a = wavelet.amplitude;
    std::string line;
    std::size_t lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::string_view text = trim(std::string_view(line).substr(0, line.find('#')));
        if (text.empty()) continue;
        std::istringstream fields{std::string(text)};
        std::string ts, as, extra;
        fields >> ts >> as;
        double tv = 0, av = 0;
        if (!parseDouble(ts, tv) || !parseDouble(as, av) || (fields >> extra))
            throw ParseError(path, lineNo, 1, "expected two numbers: time (s) and amplitude");
        if (!std::isfinite(tv) || !std::isfinite(av))
            throw ParseError(path, lineNo, 1,
                             "time and amplitude must be finite numbers (got '" + ts + "', '" + as + "')");
        if (!t.empty() && !(tv > t.back())) throw ParseError(path, lineNo, 1, "times must increase");
        t.push_back(tv);
        a.push_back(av);
    }
    if (t.size() < 2) throw ParseError(path, lineNo, 0, "a wavelet needs at least two samples");
    return wavelet;
}

StratumSection readStratumSection(const std::string& path) {
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
    if (j.contains("line")) {
        const auto& line = j["line"];
        if (!line.is_object() || !line.contains("from") || !line.contains("to"))
            throw ParseError(path, 0, 0, "'line' must hold the map points 'from' and 'to' (and the 'stack' sampled)");
        const auto from = point(line["from"], path, "line.from");
        const auto to = point(line["to"], path, "line.to");
        s.line = SectionLine{from[0], from[1], to[0], to[1]};
        s.stack = line.value("stack", std::string());
    }
    return s;
}

void writeStratumSection(const std::string& path, const StratumSection& section) {
    nlohmann::json j;
    j["datum"] = section.datum;
    j["aboveGround"] = section.aboveGround;
    j["units"] = nlohmann::json::array();
    for (const StratumUnitVelocity& u : section.units)
        j["units"].push_back({{"name", u.name}, {"velocity", u.velocity}, {"gradient", u.gradient}});
    j["surfaces"] = surfacesJson(section);
    if (!section.stack.empty())
        j["line"] = {{"stack", section.stack},
                     {"from", {section.line.x0, section.line.y0}},
                     {"to", {section.line.x1, section.line.y1}}};
    io::writeFileAtomically(path, j.dump(2) + "\n");
}

}  // namespace strata::seismic
