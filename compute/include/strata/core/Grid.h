#pragma once
// Regular grids. Conventions follow GSLIB: (x0, y0, z0) is the centre of the first node,
// nodes are ordered x fastest, then y, then z.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

struct GridSpec {
    std::size_t nx = 1, ny = 1, nz = 1;
    double x0 = 0, y0 = 0, z0 = 0;
    double dx = 1, dy = 1, dz = 1;

    std::size_t nodeCount() const noexcept { return nx * ny * nz; }
    bool is3d() const noexcept { return nz > 1; }
    double nodeX(std::size_t i) const noexcept { return x0 + dx * double(i % nx); }
    double nodeY(std::size_t i) const noexcept { return y0 + dy * double((i / nx) % ny); }
    double nodeZ(std::size_t i) const noexcept { return z0 + dz * double(i / (nx * ny)); }

    // Parses the CLI form "NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ]"; errors name `option`.
    static GridSpec parse(std::string_view text, const std::string& option = "grid");
    std::string toString() const;
    void validate(const std::string& stage) const;
};

// A grid with named float layers (estimate, variance, ...), each nodeCount() long, NaN = no value.
struct Grid {
    GridSpec spec;
    std::vector<std::string> names;
    std::vector<std::vector<float>> layers;

    std::size_t layerIndex(const std::string& name) const;
    std::vector<float>& addLayer(const std::string& name);
};

}  // namespace strata
