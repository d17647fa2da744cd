#pragma once
// The kriging variance BV - w'c0 - mu'f0 is a difference of terms of the size of C(0): at or
// near data it comes out as a small negative number by round-off. One rule for every path (the
// CUDA kernels send a target below it back to the CPU, which applies it in double).
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

// A negative variance within this fraction of C(0) is round-off and becomes 0; below it the
// system is not trustworthy (a model that is not positive definite for these data, e.g. the
// hole effect in 2D, or a system too ill-conditioned for its pivots to show it): the target
// is reported and left unestimated, never written with a negative variance.
inline constexpr double kVarianceRoundOff = 1e-6;

// Clamps round-off; returns NodeStatus::NegativeVariance otherwise (variance left as it is).
inline NodeStatus settleVariance(double& variance, double maxCovariance) {
    if (variance >= 0) return NodeStatus::Estimated;
    if (variance >= -kVarianceRoundOff * maxCovariance) {
        variance = 0;
        return NodeStatus::Estimated;
    }
    return NodeStatus::NegativeVariance;
}

// Weights whose absolute values sum above this amplify the errors of the data by as much: the
// mark of an ill-conditioned system (a Gaussian or cubic model without nugget, data closer than
// the model can tell apart), whose estimates can leave the data's range by orders of magnitude.
// Such targets are counted and reported (CPU paths; the GPU's weights stay on the device).
inline constexpr double kAmplifyingWeights = 100.0;

}  // namespace strata::kriging
