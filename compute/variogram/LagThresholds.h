#pragma once
// gamv's lag classes and direction constants in single precision, computed as gamv computes
// them, and the lag tests rewritten as thresholds on the squared distance (see PairProblem.h).
#include <vector>

#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/PairProblem.h"

namespace strata::variogram::detail {

struct LagThresholds {
    std::vector<float> lower, upper;  // per row; row 0 unused
    float zeroHs = 0, maxHs = 0;
    float separation = 1, tolerance = 0.5f;
};

// The smallest hs >= 0 with sqrt(hs) >= t, and the largest hs with sqrt(hs) <= t (sqrt rounded
// to nearest in single precision, as gamv's SQRT).
float smallestSquareAtLeast(float t);
float largestSquareAtMost(float t);

LagThresholds lagThresholds(const LagClasses& lags);
DirectionConstants directionConstants(const VariogramDirection& direction, float maxHs);

}  // namespace strata::variogram::detail
