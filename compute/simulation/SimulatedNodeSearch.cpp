#include "SimulatedNodeSearch.h"

#include <algorithm>
#include <tuple>

#include "strata/simulation/SequentialGaussian.h"

namespace strata::simulation {

namespace {
// sgsim's tie-break weight of the anisotropic squared distance in the ordering key.
constexpr double kDistanceWeight = 1.0e-10;

AnisotropicMetric searchMetric(const kriging::SearchNeighbourhood& s) {
    return AnisotropicMetric(
        Anisotropy{s.ang1, s.ang2, s.ang3, s.minorRadius() / s.radius, s.verticalRadius() / s.radius});
}

int halfSpan(int tableSize, std::size_t nodes) { return std::min((tableSize - 1) / 2, int(nodes) - 1); }

// sgsim srchnd's octant of a node at offset (dx, dy, dz) from the centre (the centre minus the
// node, as sgsim takes it), 0..7.
int octantOf(const NodeOffset& o) {
    const int idx = -o.dx, idy = -o.dy, idz = -o.dz;
    int q = 3;
    if (idx <= 0 && idy > 0) q = 0;
    if (idx > 0 && idy >= 0) q = 1;
    if (idx < 0 && idy <= 0) q = 2;
    return idz > 0 ? q : q + 4;
}
}  // namespace

SimulatedNodeSearch::SimulatedNodeSearch(const GridSpec& grid, const variogram::VariogramModel& model,
                                         const kriging::SearchNeighbourhood& search, std::array<int, 3> tableSize,
                                         int nodmax)
    : grid_(grid), nodmax_(nodmax), maxPerOctant_(search.maxPerOctant) {
    const int nx = halfSpan(tableSize[0], grid.nx), ny = halfSpan(tableSize[1], grid.ny),
              nz = halfSpan(tableSize[2], grid.nz);
    const variogram::CovarianceEvaluator covariance(model);
    const AnisotropicMetric metric = searchMetric(search);
    const double radius2 = search.radius * search.radius;
    std::vector<std::tuple<double, int, NodeOffset>> keyed;
    int number = 0;
    for (int i = -nx; i <= nx; ++i)
        for (int j = -ny; j <= ny; ++j)
            for (int k = -nz; k <= nz; ++k, ++number) {
                const double hx = i * grid.dx, hy = j * grid.dy, hz = k * grid.dz;
                const double h2 = metric.squaredDistance(hx, hy, hz);
                if (h2 > radius2 || (i == 0 && j == 0 && k == 0)) continue;
                keyed.emplace_back(-(covariance.covariance(hx, hy, hz) - kDistanceWeight * h2), number,
                                   NodeOffset{i, j, k});
            }
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
        return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    for (const auto& entry : keyed) offsets_.push_back(std::get<2>(entry));
}

void SimulatedNodeSearch::find(std::span<const float> grid, int ix, int iy, int iz,
                               std::vector<std::uint32_t>& found) const {
    found.clear();
    int perOctant[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    const int nx = int(grid_.nx), ny = int(grid_.ny), nz = int(grid_.nz);
    for (const NodeOffset& o : offsets_) {
        if (int(found.size()) == nodmax_) return;
        const int i = ix + o.dx, j = iy + o.dy, k = iz + o.dz;
        if (i < 0 || j < 0 || k < 0 || i >= nx || j >= ny || k >= nz) continue;
        const std::size_t node = std::size_t(i) + std::size_t(j) * grid_.nx + std::size_t(k) * grid_.nx * grid_.ny;
        if (!(grid[node] > kUnsimulated)) continue;
        // sgsim counts the node in its octant before it checks the limit.
        if (maxPerOctant_ > 0 && ++perOctant[octantOf(o)] > maxPerOctant_) continue;
        found.push_back(std::uint32_t(node));
    }
}

}  // namespace strata::simulation
