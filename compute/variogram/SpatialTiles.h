#pragma once
// Points in Morton (Z-curve) order cut into tiles of consecutive points, each with its bounding
// box: nearby points share tiles, so whole tiles of pairs can be skipped when no pair in them can
// be within the largest lag or in a direction's cone (tilePairMask in PairGeometry.h).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "PairGeometry.h"

namespace strata::variogram::detail {

struct SpatialTiles {
    std::vector<std::uint32_t> order;  // position -> point index
    std::vector<std::size_t> begin;    // tile t holds positions [begin[t], begin[t + 1])
    std::vector<TileBox> boxes;

    std::size_t tileCount() const noexcept { return boxes.size(); }
};

SpatialTiles buildSpatialTiles(const float* x, const float* y, const float* z, std::size_t n, std::size_t tileSize);

}  // namespace strata::variogram::detail
