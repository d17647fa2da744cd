#pragma once
// The estimation grid proposed from the data: a "nice" cell size (1, 2, 2.5 or 5 times a power
// of ten) giving about `nodesAlongLongestSide` nodes over the longest horizontal side, node
// centres on multiples of the cell size, and enough nodes to cover every datum. A 3-D grid
// follows the data's spacing as block models do: cells no smaller than half the spacing of the
// drillholes across, and as thick as the samples are long. The user edits the proposal in the
// dialog; the engine only sees the final GridSpec.
#include <cstddef>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"

namespace strata::gui {

// The smallest of 1, 2, 2.5, 5 x 10^k that is >= `step` (> 0).
double niceStepAtLeast(double step);

// Typical spacings of the data; 0 where they cannot be told.
struct DataSpacing {
    double across = 0;  // between drillholes (or point clusters): the median horizontal distance to the nearest other hole
    double along = 0;   // between successive samples down a hole: the median sample length
};
// Measured on at most a few thousand points (a deterministic subset), so it stays quick.
DataSpacing dataSpacing(const PointSet& points);

struct GridProposal {
    std::size_t nodesAlongLongestSide = 100;
    bool threeD = false;            // also along z (nz from the vertical extent and cellSizeZ)
    double cellSizeZ = 0;           // 0: from the spacing, else a nice step giving about 20 levels
    DataSpacing spacing;            // 3-D grids: cells of at least half `across`, `along` thick
};

// Throws ValidationError when the box is empty or not finite.
GridSpec gridFromExtent(const BoundingBox& box, const GridProposal& proposal = {});

}  // namespace strata::gui
