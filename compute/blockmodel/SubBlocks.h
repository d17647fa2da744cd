#pragma once
// The blocks of the model: regular parent blocks, each split into sub-blocks of the smallest
// size where a unit contact crosses it, so that unit volumes are honoured to the sub-block size.
// A (sub-)block belongs to the unit at its centre; blocks above the ground are not part of the
// model. The last unit reaches down to the bottom of the block extent.
#include <array>
#include <cstddef>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/surfaces/SurfaceStack.h"

namespace strata::blockmodel {

struct BlockSet {
    std::vector<double> x, y, z;     // centres
    std::vector<double> dx, dy, dz;  // sizes
    std::vector<int> unit;           // index in the column, from 0 at the top
    std::vector<std::size_t> parent; // flat index of the parent block (x fastest)
    std::size_t parents = 0;         // parent blocks kept whole
    std::size_t split = 0;           // parent blocks cut into sub-blocks

    std::size_t size() const noexcept { return x.size(); }
    double volume(std::size_t b) const noexcept { return dx[b] * dy[b] * dz[b]; }
};

// Sub-blocks per parent along each axis: parent size / sub-block size (1 where no sub-block
// size is given). Throws ValidationError when a sub-block size does not divide its parent's.
std::array<int, 3> subdivisions(const GridSpec& parents, const std::array<double, 3>& subBlock);

// The 2-D grid of the finest block columns: the surfaces are built on its nodes.
GridSpec columnGrid(const GridSpec& parents, const std::array<int, 3>& split);

// The unit (index in the column) at a point: that of the block column whose cell holds (x, y),
// the nearest at the edges; -1 above the ground. The lookup that gives every block its unit.
int unitAtPoint(const surfaces::SurfaceModel& model, double x, double y, double z);

// `model` is built on columnGrid(parents, split).
BlockSet buildBlocks(const GridSpec& parents, const std::array<int, 3>& split, const surfaces::SurfaceModel& model);

}  // namespace strata::blockmodel
