#include "IndicatorWeights.h"

namespace strata::simulation {

IndicatorWeights::IndicatorWeights(const variogram::VariogramModel& model, bool ordinary)
    : covariance_(model), ordinary_(ordinary) {}

bool IndicatorWeights::solve(const double* dx, const double* dy, const double* dz, int n) {
    weights_.resize(n);
    if (n < 1) return true;
    c_.resize(n, n);
    covariance_.lowerMatrix(dx, dy, dz, n, c_);
    rhs_.resize(n);
    covariance_.toOrigin(n, rhs_.data());
    llt_.compute(c_);  // reads the lower triangle only
    if (llt_.info() != Eigen::Success) return false;
    weights_ = llt_.solve(rhs_);
    if (ordinary_) {
        // [C 1; 1' 0] [w; mu] = [c; 1]: w = C^-1 (c - mu 1), mu = (1' C^-1 c - 1) / (1' C^-1 1).
        const Eigen::VectorXd u = llt_.solve(Eigen::VectorXd::Ones(n));
        weights_ -= ((weights_.sum() - 1.0) / u.sum()) * u;
    }
    return weights_.allFinite();
}

}  // namespace strata::simulation
