#pragma once
// The estimation grid proposed from the data: a "nice" cell size (1, 2, 2.5 or 5 times a power
// of ten) giving about `nodesAlongLongestSide` nodes over the longest horizontal side, node
// centres on multiples of the cell size, and enough nodes to cover every datum. The user edits
// the proposal in the dialog; the engine only sees the final GridSpec.
#include <cstddef>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"

namespace strata::gui {

// The smallest of 1, 2, 2.5, 5 x 10^k that is >= `step` (> 0).
double niceStepAtLeast(double step);

struct GridProposal {
    std::size_t nodesAlongLongestSide = 100;
    bool threeD = false;            // also along z (nz from the vertical extent and cellSizeZ)
    double cellSizeZ = 0;           // 0: a nice step giving about 20 levels
};

// Throws ValidationError when the box is empty or not finite.
GridSpec gridFromExtent(const BoundingBox& box, const GridProposal& proposal = {});

}  // namespace strata::gui
