#pragma once
// Estimation inside one unit: the unit's blocks from the unit's composites only (a hard
// boundary), in search passes of growing ellipsoids; each block records the pass that
// estimated it.
#include <array>
#include <cstddef>
#include <limits>
#include <string>
#include <unordered_map>
#include <vector>

#include "ClippedDiscretisation.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/core/RunContext.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::blockmodel {

struct BlockSet;

// What the estimation writes per block (NaN / 0 where a block is not estimated).
struct BlockGrades {
    explicit BlockGrades(std::size_t blocks);
    std::vector<double> grade, variance, slope;
    std::vector<double> distance;  // to the nearest composite of the unit
    std::vector<int> pass, samples;
};

struct UnitSamples {
    std::vector<double> x, y, z, value;
    double declusteredMean = std::numeric_limits<double>::quiet_NaN();  // simple kriging's mean
    std::size_t size() const noexcept { return x.size(); }
};

struct UnitEstimation {
    EstimationMethod method = EstimationMethod::Ordinary;
    variogram::VariogramModel model;  // shapes the search (and the kriging)
    bool hasModel = false;            // IDW may go without one: one pass without a distance limit
    std::vector<SearchPass> passes;
    double power = 2;
    std::array<int, 3> discretisation{3, 3, 2};  // points per block along x, y, z (kriging)
    std::unordered_map<std::size_t, KeptPoints> clipped;  // blocks whose points are not all in the unit
};

// Estimates `targets` (indices into `blocks`) and writes their rows of `grades`. Returns the
// notes for the user (the backend used, blocks left unestimated).
std::vector<std::string> estimateUnit(const BlockSet& blocks, const std::vector<std::size_t>& targets,
                                      const UnitSamples& samples, const UnitEstimation& settings, BlockGrades& grades,
                                      const RunContext& context);

}  // namespace strata::blockmodel
