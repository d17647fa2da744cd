#pragma once
// Levenberg-Marquardt for a small nonlinear least-squares problem min |r(x)|^2 with every parameter
// clamped to [lower, upper]: a forward-difference Jacobian, the damping scaled by the diagonal of
// J^T J, and a projected-gradient stop (a parameter held at a bound by the gradient does not
// count). The variogram fit searches its ranges with it, the LMC fit its shared ranges.
#include <functional>
#include <vector>

#include <Eigen/Core>

namespace strata::variogram {

struct BoundedSearch {
    std::vector<double> x;
    double objective = 0;  // |r(x)|^2
    int iterations = 0;
    bool converged = false;
};

using Residuals = std::function<Eigen::VectorXd(const std::vector<double>& x)>;

BoundedSearch boundedLevenbergMarquardt(const Residuals& residuals, std::vector<double> x,
                                        const std::vector<double>& lower, const std::vector<double>& upper,
                                        int maxIterations);

}  // namespace strata::variogram
