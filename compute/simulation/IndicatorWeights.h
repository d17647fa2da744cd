#pragma once
// The kriging weights of one indicator at a node, as sisim's krige computes them: simple kriging
// (p = sum w_i i_i + (1 - sum w_i) F) or ordinary kriging (the weights sum to 1, at any number
// of neighbours: sisim does not fall back to simple kriging as sgsim does). The covariance matrix
// is factorised by Cholesky (Eigen LLT); ordinary kriging's Lagrange multiplier follows from the
// same factor. One object per model and thread: it keeps its matrices between nodes.
#include <Eigen/Dense>

#include "../kriging/PairCovariance.h"

namespace strata::simulation {

class IndicatorWeights {
public:
    IndicatorWeights(const variogram::VariogramModel& model, bool ordinary);

    // The weights of the n neighbours at offsets (dx, dy, dz) from the node; false when the
    // system is singular (sisim then takes the probability 0).
    bool solve(const double* dx, const double* dy, const double* dz, int n);
    const Eigen::VectorXd& weights() const noexcept { return weights_; }

private:
    kriging::PairCovariance covariance_;
    bool ordinary_;
    Eigen::MatrixXd c_;
    Eigen::VectorXd rhs_, weights_;
    Eigen::LLT<Eigen::MatrixXd> llt_;
};

}  // namespace strata::simulation
