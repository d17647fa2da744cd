#pragma once
// Block kriging inside the unit: a block's discretisation points that lie in another unit (or
// above the ground), by the lookup that gives every block its unit, are dropped, so that a block
// straddling a contact is estimated as the mean over its part inside its unit. A block none of
// whose points is in its unit keeps its centre (which is).
#include <array>
#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

#include "strata/core/RunContext.h"
#include "strata/surfaces/SurfaceStack.h"

namespace strata::blockmodel {

struct BlockSet;

// Which regular discretisation points a block keeps: '1' or '0' per point, x slowest, z fastest
// (the order of the kriging setup's points).
using KeptPoints = std::string;

// The blocks of `targets` that lose points, with the points they keep; the others keep them all.
std::unordered_map<std::size_t, KeptPoints> clipDiscretisation(const BlockSet& blocks,
                                                               const std::vector<std::size_t>& targets,
                                                               const std::array<int, 3>& points,
                                                               const surfaces::SurfaceModel& model,
                                                               const RunContext& context);

// The offsets from the block centre of the points `kept` names (the centre when it names none).
std::vector<std::array<double, 3>> keptOffsets(const std::array<double, 3>& size, const std::array<int, 3>& points,
                                               const KeptPoints& kept);

}  // namespace strata::blockmodel
