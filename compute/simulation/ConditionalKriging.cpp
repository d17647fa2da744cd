#include "ConditionalKriging.h"

#include <algorithm>
#include <cmath>

namespace strata::simulation {

namespace {
// sgsim krige's choice: ordinary kriging needs four neighbours or more.
constexpr int kOrdinaryMinimum = 4;
}  // namespace

ConditionalKriging::ConditionalKriging(const variogram::VariogramModel& model, SimulationKriging type)
    : covariance_(model), type_(type), sill_(model.maxCovariance()) {}

ConditionalMoments ConditionalKriging::solve(const double* dx, const double* dy, const double* dz, const double* value,
                                             int n) {
    if (n < 1) return {};
    c_.resize(n, n);
    covariance_.lowerMatrix(dx, dy, dz, n, c_);
    rhs_.resize(n);
    covariance_.toOrigin(n, rhs_.data());
    values_ = Eigen::Map<const Eigen::VectorXd>(value, n);
    llt_.compute(c_);  // reads the lower triangle only
    if (llt_.info() != Eigen::Success) return {};
    const Eigen::VectorXd w = llt_.solve(rhs_);
    double mean = w.dot(values_);
    double variance = sill_ - w.dot(rhs_);
    if (type_ == SimulationKriging::Ordinary && n >= kOrdinaryMinimum) {
        // [C 1; 1' 0] [w; mu] = [c; 1]: w = C^-1 (c - mu 1), mu = (1' C^-1 c - 1) / (1' C^-1 1);
        // the variance is C(0) - w'c - mu (sgsim's sign of the multiplier).
        const Eigen::VectorXd u = llt_.solve(Eigen::VectorXd::Ones(n));
        const double mu = (w.sum() - 1.0) / u.sum();
        const Eigen::VectorXd ok = w - mu * u;
        mean = ok.dot(values_);
        variance = sill_ - ok.dot(rhs_) - mu;
    }
    if (!std::isfinite(mean) || !std::isfinite(variance)) return {};
    return {mean, std::sqrt(std::max(variance, 0.0))};
}

}  // namespace strata::simulation
