#pragma once
// Acquisition geometry and recorded shot gathers. Positions are model coordinates in metres
// (x along the section, z depth positive down).
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace strata::seismic {

// A regular line of positions, the CLI form "X0:DX:N" (first position, spacing, count).
struct LineSpec {
    double first = 0, spacing = 0;
    int count = 0;

    static LineSpec parse(std::string_view text, const std::string& stage, const std::string& option);
    std::vector<double> positions() const;
    std::string toString() const;
};

struct ShotGeometry {
    double sourceX = 0, sourceZ = 0;
    std::vector<double> receiverX, receiverZ;
};

// One shot: traces[r * samples + k] is receiver r at time k * dt (seconds).
struct ShotGather {
    ShotGeometry geometry;
    double dt = 0;
    std::size_t samples = 0;
    std::vector<float> traces;

    std::size_t receiverCount() const noexcept { return geometry.receiverX.size(); }
};

// Every shot of `shots` records the same receiver line (a fixed spread).
std::vector<ShotGeometry> fixedSpread(const LineSpec& shots, double sourceDepth, const LineSpec& receivers,
                                      double receiverDepth);

}  // namespace strata::seismic
