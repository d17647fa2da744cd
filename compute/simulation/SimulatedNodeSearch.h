#pragma once
// The search of previously simulated nodes, as sgsim's ctable and srchnd do it. Once per run:
// every node offset within the covariance table's span ((m - 1) / 2 nodes each way, at most the
// grid's size) and inside the search ellipsoid, ordered by decreasing covariance with the
// centre, ties by anisotropic distance (sgsim's key -(C(h) - 1e-10 |h|^2)), then by offset
// number. Per node: the offsets in that order, keeping the nodes that hold a value, until nodmax
// are found; with an octant limit, at most that many per octant (sgsim's octants of the offset).
// Because the order is by covariance, the nodes kept are those that matter most to the kriging,
// not merely the nearest.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

struct NodeOffset {
    int dx, dy, dz;
};

class SimulatedNodeSearch {
public:
    SimulatedNodeSearch(const GridSpec& grid, const variogram::VariogramModel& model,
                        const kriging::SearchNeighbourhood& search, std::array<int, 3> tableSize, int nodmax);

    // Nodes near (ix, iy, iz) whose value in `grid` is informed (above kUnsimulated), best
    // first; `found` is overwritten with their node numbers.
    void find(std::span<const float> grid, int ix, int iy, int iz, std::vector<std::uint32_t>& found) const;

    std::size_t offsetCount() const noexcept { return offsets_.size(); }

private:
    GridSpec grid_;
    int nodmax_;
    int maxPerOctant_;
    std::vector<NodeOffset> offsets_;  // the centre excluded
};

}  // namespace strata::simulation
