#pragma once
// The conditional distribution of a node given its neighbours (data and simulated nodes), as
// sgsim's krige computes it in normal-score space: simple kriging with mean 0, or ordinary
// kriging (sgsim falls back to simple kriging below four neighbours, so that few neighbours do
// not inflate the variance). Covariances come from the model (PairCovariance, GSLIB's cova3
// arithmetic; sgsim's lookup table holds the same values). The covariance matrix is factorised by
// Cholesky (Eigen LLT); ordinary kriging's Lagrange multiplier follows from the same factor.
// A system that is not positive definite, and a node without neighbours, get sgsim's answer:
// mean 0, standard deviation 1. One object per thread: it keeps its matrices between nodes.
#include <Eigen/Dense>

#include "../kriging/PairCovariance.h"
#include "strata/simulation/SequentialGaussian.h"

namespace strata::simulation {

struct ConditionalMoments {
    double mean = 0;
    double stdev = 1;
};

class ConditionalKriging {
public:
    ConditionalKriging(const variogram::VariogramModel& model, SimulationKriging type);

    // The neighbours at offsets (dx, dy, dz) from the node, with their normal scores.
    ConditionalMoments solve(const double* dx, const double* dy, const double* dz, const double* value, int n);

private:
    kriging::PairCovariance covariance_;
    SimulationKriging type_;
    double sill_;  // C(0): sgsim's cbb
    Eigen::MatrixXd c_;
    Eigen::VectorXd rhs_, values_;
    Eigen::LLT<Eigen::MatrixXd> llt_;
};

}  // namespace strata::simulation
