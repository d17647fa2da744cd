#include "SpatialTiles.h"

#include <algorithm>
#include <cmath>

namespace strata::variogram::detail {

namespace {
// Spreads the low 10 bits of v over every third bit.
std::uint32_t spread3(std::uint32_t v) {
    v &= 0x3ffu;
    v = (v | (v << 16)) & 0x30000ffu;
    v = (v | (v << 8)) & 0x300f00fu;
    v = (v | (v << 4)) & 0x30c30c3u;
    v = (v | (v << 2)) & 0x9249249u;
    return v;
}
}  // namespace

SpatialTiles buildSpatialTiles(const float* x, const float* y, const float* z, std::size_t n, std::size_t tileSize) {
    SpatialTiles t;
    if (n == 0) return t;
    float lo[3] = {x[0], y[0], z[0]}, hi[3] = {x[0], y[0], z[0]};
    for (std::size_t i = 0; i < n; ++i) {
        const float p[3] = {x[i], y[i], z[i]};
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], p[k]);
            hi[k] = std::max(hi[k], p[k]);
        }
    }
    // One cell size for all axes keeps the curve's locality isotropic.
    const float extent = std::max({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2], 1e-30f});
    const float scale = 1023.0f / extent;
    std::vector<std::uint64_t> keys(n);
    for (std::size_t i = 0; i < n; ++i) {
        const float p[3] = {x[i], y[i], z[i]};
        std::uint32_t cell[3];
        for (int k = 0; k < 3; ++k) cell[k] = std::uint32_t(std::clamp((p[k] - lo[k]) * scale, 0.0f, 1023.0f));
        const std::uint32_t code = spread3(cell[0]) | (spread3(cell[1]) << 1) | (spread3(cell[2]) << 2);
        keys[i] = (std::uint64_t(code) << 32) | std::uint64_t(i);
    }
    std::sort(keys.begin(), keys.end());
    t.order.resize(n);
    for (std::size_t i = 0; i < n; ++i) t.order[i] = std::uint32_t(keys[i] & 0xffffffffu);
    for (std::size_t b = 0; b < n; b += tileSize) {
        const std::size_t e = std::min(n, b + tileSize);
        TileBox box{{x[t.order[b]], y[t.order[b]], z[t.order[b]]}, {x[t.order[b]], y[t.order[b]], z[t.order[b]]}};
        for (std::size_t p = b; p < e; ++p) {
            const std::uint32_t i = t.order[p];
            const float q[3] = {x[i], y[i], z[i]};
            for (int k = 0; k < 3; ++k) {
                box.lo[k] = std::min(box.lo[k], q[k]);
                box.hi[k] = std::max(box.hi[k], q[k]);
            }
        }
        t.begin.push_back(b);
        t.boxes.push_back(box);
    }
    t.begin.push_back(n);
    return t;
}

}  // namespace strata::variogram::detail
