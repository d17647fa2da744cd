#pragma once
// Internal to compute/surfaces: estimates one group of quantities that share their data
// locations, with the method of the project, on a grid and/or at points.
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "SurfaceQuantities.h"
#include "strata/surfaces/SurfaceStack.h"
#include "strata/core/RunContext.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::surfaces::detail {

struct EstimationSettings {
    SurfaceMethod method = SurfaceMethod::Kriging;
    variogram::VariogramModel model;  // kriging
    int neighbours = 0;               // kriging: 0 global
    double idwPower = 2;
    int idwNeighbours = 16;
    Precision precision = Precision::Single;
    bool variance = false;
};

struct GroupEstimate {
    std::vector<std::vector<double>> points;  // per quantity of the group, per point
    std::vector<double> pointVariance;        // kriging with variance
    StackKrigingTimings timings;
};

// gridOut[q] (nodeCount floats) per quantity of the group, or empty to skip the grid;
// gridVariance likewise (null to skip).
GroupEstimate estimateGroup(const std::vector<const Quantity*>& group, const GridSpec* grid,
                            const std::vector<float*>& gridOut, float* gridVariance, std::span<const double> px,
                            std::span<const double> py, const EstimationSettings& settings,
                            const RunContext& context);

}  // namespace strata::surfaces::detail
