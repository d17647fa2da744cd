#include "RandomPath.h"

#include <algorithm>
#include <utility>

namespace strata::simulation {

namespace {
// sgsim's level imult takes every (4 imult)-th node along each axis that has more than 4 imult
// nodes, counting from the (4 imult)-th; an axis with fewer keeps its first node only.
void lowerLevel(const GridSpec& g, int level, std::vector<float>& key) {
    const std::size_t step = std::size_t(level) * 4;
    const auto count = [&](std::size_t n) { return std::max<std::size_t>(1, n / step); };
    const std::size_t nnx = count(g.nx), nny = count(g.ny), nnz = count(g.nz);
    for (std::size_t iz = 1; iz <= nnz; ++iz) {
        const std::size_t jz = nnz > 1 ? iz * step : 1;
        for (std::size_t iy = 1; iy <= nny; ++iy) {
            const std::size_t jy = nny > 1 ? iy * step : 1;
            for (std::size_t ix = 1; ix <= nnx; ++ix) {
                const std::size_t jx = nnx > 1 ? ix * step : 1;
                float& k = key[(jx - 1) + (jy - 1) * g.nx + (jz - 1) * g.nx * g.ny];
                k = k - float(level);
            }
        }
    }
}
}  // namespace

std::vector<std::uint32_t> randomPath(const GridSpec& grid, int levels, AcornRandom& random) {
    const std::size_t n = grid.nodeCount();
    std::vector<float> key(n);
    for (float& k : key) k = float(random.next());
    for (int level = 1; level <= levels; ++level) lowerLevel(grid, level, key);
    std::vector<std::pair<float, std::uint32_t>> keyed(n);
    for (std::size_t i = 0; i < n; ++i) keyed[i] = {key[i], std::uint32_t(i)};
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::uint32_t> path(n);
    for (std::size_t i = 0; i < n; ++i) path[i] = keyed[i].second;
    return path;
}

}  // namespace strata::simulation
