#include "strata/seismic/VelocityModel.h"

#include <algorithm>
#include <cmath>

#include "strata/core/Error.h"
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

}  // namespace strata::seismic
