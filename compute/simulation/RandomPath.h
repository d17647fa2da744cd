#pragma once
// The order in which a realisation visits the grid's nodes, as sgsim draws it: one ACORN number
// per node in node order, the nodes of each multiple-grid level lowered by the level's number
// (a node on several levels by their sum, as sgsim subtracts them one after another), then the
// nodes sorted by that key. The coarse levels thus come first, each in random order. sgsim keeps
// its keys in single precision; so do we, and equal keys go by node number (sgsim's quicksort
// leaves their order to chance).
#include <cstdint>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/simulation/AcornRandom.h"

namespace strata::simulation {

// levels: sgsim's nmult (0: no multiple-grid search). Draws grid.nodeCount() numbers.
std::vector<std::uint32_t> randomPath(const GridSpec& grid, int levels, AcornRandom& random);

}  // namespace strata::simulation
