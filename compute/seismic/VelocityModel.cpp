#include "strata/seismic/VelocityModel.h"

#include <algorithm>
#include <cmath>
#include <fstream>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/core/Strings.h"

namespace strata::seismic {

VelocityUnit parseVelocityUnit(const std::string& text, const std::string& stage) {
    const std::string t = toLower(trim(text));
    if (t == "auto") return VelocityUnit::Auto;
    if (t == "m/s" || t == "mps") return VelocityUnit::MetresPerSecond;
    if (t == "km/s" || t == "kmps") return VelocityUnit::KilometresPerSecond;
    throw ValidationError(stage, "velocity-unit", "must be auto, m/s or km/s (got '" + text + "')");
}

float VelocityModel::minVelocity() const {
    return velocity.empty() ? 0.0f : *std::min_element(velocity.begin(), velocity.end());
}

float VelocityModel::maxVelocity() const {
    return velocity.empty() ? 0.0f : *std::max_element(velocity.begin(), velocity.end());
}

void VelocityModel::validate(const std::string& stage) const {
    if (nx < 2 || nz < 2)
        throw ValidationError(stage, "velocity", "needs at least 2 x 2 nodes (got " + std::to_string(nx) + " x " +
                                                     std::to_string(nz) + ")");
    if (!(dx > 0) || !(dz > 0) || !std::isfinite(dx) || !std::isfinite(dz))
        throw ValidationError(stage, "dx/dz", "spacings must be positive");
    if (velocity.size() != nx * nz)
        throw ValidationError(stage, "velocity", "holds " + std::to_string(velocity.size()) + " values for " +
                                                     std::to_string(nx) + " x " + std::to_string(nz) + " nodes");
    // Rocks and fluids lie between about 100 m/s (gas, soft soil) and 10 km/s; 20 km/s leaves room.
    constexpr float kMaxVelocity = 20000.0f;
    for (std::size_t i = 0; i < velocity.size(); ++i)
        if (!(velocity[i] > 0) || !(velocity[i] <= kMaxVelocity))
            throw ValidationError(stage, "velocity",
                                  "value at node (ix " + std::to_string(i / nz) + ", iz " + std::to_string(i % nz) +
                                      ") is " + shortNumber(velocity[i]) +
                                      " m/s: velocities must lie in (0, 20000] m/s (a missing-value code, or m/s "
                                      "values scaled as km/s?)");
}

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

void writeRawSection(const std::string& path, const std::vector<float>& values, std::size_t nx, std::size_t nz,
                     AxisOrder order) {
    std::vector<float> file;
    const std::vector<float>* out = &values;
    if (order == AxisOrder::XFastest) {
        file.resize(nx * nz);
        for (std::size_t iz = 0; iz < nz; ++iz)
            for (std::size_t ix = 0; ix < nx; ++ix) file[iz * nx + ix] = values[ix * nz + iz];
        out = &file;
    }
    io::AtomicFile save(path);
    save.write(out->data(), out->size() * sizeof(float));
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

}  // namespace strata::seismic
