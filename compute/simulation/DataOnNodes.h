#pragma once
// Where sgsim puts the conditioning data on the grid before it simulates a node.
//  - Data assigned to nodes (sstrat 1): every datum goes to its nearest node, found as GSLIB's
//    getindx finds it (a datum beyond the grid goes to the edge node, as sgsim does); of two
//    data on one node the one nearer to it (L1 distance) wins, the later on a tie. The node then
//    holds the datum's score and is a previously simulated node for its neighbours.
//  - Two-part search (sstrat 0): a datum within 1e-4 (L1) of a node freezes that node: it is
//    not simulated, holds the datum's score once the realisation is done (the last such datum
//    in file order), and the data search finds the datum itself.
#include <cstdint>
#include <utility>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/simulation/SequentialGaussian.h"

namespace strata::simulation {

// (node, datum) pairs, at most one per node, by node.
using NodeData = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

// GSLIB getindx: the 0-based index of the node nearest to `coordinate` on an axis of `count`
// nodes from `origin` with `spacing`, clamped to the axis.
std::size_t nearestNodeIndex(std::size_t count, double origin, double spacing, double coordinate);

NodeData assignDataToNodes(const GridSpec& grid, const ConditioningData& data);
NodeData dataAtNodes(const GridSpec& grid, const ConditioningData& data);
// Whether datum i lies within 1e-4 (L1) of its nearest node, whether it won the node or not.
bool isOnNode(const GridSpec& grid, const ConditioningData& data, std::size_t i);

}  // namespace strata::simulation
