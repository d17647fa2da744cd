#include "ClippedDiscretisation.h"

#include <algorithm>

#include "SubBlocks.h"
#include "strata/core/Parallel.h"

namespace strata::blockmodel {

namespace {

// The regular points' offsets from the block centre, x slowest, z fastest (as kriging lays them).
std::vector<std::array<double, 3>> regularOffsets(const std::array<double, 3>& size, const std::array<int, 3>& n) {
    std::vector<std::array<double, 3>> offsets;
    for (int ix = 0; ix < n[0]; ++ix)
        for (int iy = 0; iy < n[1]; ++iy)
            for (int iz = 0; iz < n[2]; ++iz)
                offsets.push_back({size[0] * ((ix + 0.5) / n[0] - 0.5), size[1] * ((iy + 0.5) / n[1] - 0.5),
                                   size[2] * ((iz + 0.5) / n[2] - 0.5)});
    return offsets;
}

KeptPoints keptPoints(const BlockSet& blocks, std::size_t b, const std::array<int, 3>& points,
                      const surfaces::SurfaceModel& model) {
    KeptPoints kept;
    for (const auto& d : regularOffsets({blocks.dx[b], blocks.dy[b], blocks.dz[b]}, points)) {
        const int unit = unitAtPoint(model, blocks.x[b] + d[0], blocks.y[b] + d[1], blocks.z[b] + d[2]);
        kept += unit == blocks.unit[b] ? '1' : '0';
    }
    return kept;
}

}  // namespace

std::unordered_map<std::size_t, KeptPoints> clipDiscretisation(const BlockSet& blocks,
                                                               const std::vector<std::size_t>& targets,
                                                               const std::array<int, 3>& points,
                                                               const surfaces::SurfaceModel& model,
                                                               const RunContext& context) {
    std::unordered_map<std::size_t, KeptPoints> clipped;
    if (points[0] * points[1] * points[2] == 1) return clipped;
    // Most blocks keep every point: find the few that do not on all cores, then note theirs.
    std::vector<char> loses(targets.size(), 0);
    ParallelOptions options;
    options.chunk = 4096;
    options.cancel = context.cancel;
    parallelChunks(targets.size(), options, [&](std::size_t begin, std::size_t end) {
        for (std::size_t t = begin; t < end; ++t)
            loses[t] = keptPoints(blocks, targets[t], points, model).find('0') != std::string::npos;
    });
    for (std::size_t t = 0; t < targets.size(); ++t)
        if (loses[t]) clipped[targets[t]] = keptPoints(blocks, targets[t], points, model);
    return clipped;
}

std::vector<std::array<double, 3>> keptOffsets(const std::array<double, 3>& size, const std::array<int, 3>& points,
                                               const KeptPoints& kept) {
    const auto all = regularOffsets(size, points);
    std::vector<std::array<double, 3>> offsets;
    for (std::size_t k = 0; k < all.size() && k < kept.size(); ++k)
        if (kept[k] == '1') offsets.push_back(all[k]);
    if (offsets.empty()) offsets.push_back({0, 0, 0});
    return offsets;
}

}  // namespace strata::blockmodel
