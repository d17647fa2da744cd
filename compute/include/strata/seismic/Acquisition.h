#pragma once
// Acquisition geometry and recorded shot gathers. Positions are model coordinates in metres
// (x along the section, z depth positive down).
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace strata::io {
class AtomicFile;
}

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

// Raw float32 gathers: all shots in one file, shot after shot, receiver after receiver, sample fastest.
// The geometry is not stored: the reader takes it from the caller (the CLI's line flags).
void writeRawGathers(io::AtomicFile& file, const std::vector<ShotGather>& gathers);
std::vector<ShotGather> readRawGathers(const std::string& path, const std::vector<ShotGeometry>& geometry, double dt,
                                       std::size_t samples);

}  // namespace strata::seismic
