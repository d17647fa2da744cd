#pragma once
// A 2D velocity section on a regular grid: node (ix, iz) sits at (x0 + ix dx, z0 + iz dz), z is depth
// (positive down), velocities in m/s. Stored x-major with z fastest (index ix * nz + iz), whatever the
// axis order of the file it came from.
#include <cstddef>
#include <string>
#include <vector>

namespace strata::seismic {

enum class AxisOrder { ZFastest, XFastest };
enum class VelocityUnit { Auto, MetresPerSecond, KilometresPerSecond };

VelocityUnit parseVelocityUnit(const std::string& text, const std::string& stage);

struct VelocityModel {
    std::size_t nx = 0, nz = 0;
    double dx = 1, dz = 1;
    double x0 = 0, z0 = 0;
    std::vector<float> velocity;  // m/s, index ix * nz + iz

    std::size_t index(std::size_t ix, std::size_t iz) const noexcept { return ix * nz + iz; }
    float minVelocity() const;
    float maxVelocity() const;
    // Sizes agree, spacings positive, every velocity finite and positive; errors name `stage`.
    void validate(const std::string& stage) const;
};

}  // namespace strata::seismic
