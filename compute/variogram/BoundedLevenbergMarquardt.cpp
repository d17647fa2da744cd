#include "BoundedLevenbergMarquardt.h"

#include <algorithm>
#include <cmath>

#include <Eigen/Dense>

namespace strata::variogram {

BoundedSearch boundedLevenbergMarquardt(const Residuals& residuals, std::vector<double> x,
                                        const std::vector<double>& lo, const std::vector<double>& hi,
                                        int maxIterations) {
    const std::size_t m = x.size();
    auto clampAll = [&](std::vector<double>& v) {
        for (std::size_t k = 0; k < m; ++k) v[k] = std::clamp(v[k], lo[k], hi[k]);
    };
    clampAll(x);
    BoundedSearch r;
    Eigen::VectorXd res = residuals(x);
    double f = res.squaredNorm();
    if (m == 0) {
        r.x = x;
        r.objective = f;
        r.converged = true;
        return r;
    }
    double lambda = 1e-3;
    int it = 0;
    for (; it < maxIterations; ++it) {
        Eigen::MatrixXd J(res.size(), Eigen::Index(m));
        for (std::size_t k = 0; k < m; ++k) {
            std::vector<double> xs = x;
            double step = 1e-6 * std::max(1.0, std::abs(x[k]));
            if (xs[k] + step > hi[k]) step = -step;
            xs[k] += step;
            J.col(Eigen::Index(k)) = (residuals(xs) - res) / step;
        }
        const Eigen::VectorXd g = J.transpose() * res;
        double gradient = 0;
        for (std::size_t k = 0; k < m; ++k) {
            const bool atLower = x[k] <= lo[k] + 1e-12 && g[Eigen::Index(k)] > 0;
            const bool atUpper = x[k] >= hi[k] - 1e-12 && g[Eigen::Index(k)] < 0;
            if (!atLower && !atUpper) gradient = std::max(gradient, std::abs(g[Eigen::Index(k)]));
        }
        if (gradient <= 1e-10 * std::max(f, 1e-300)) {
            r.converged = true;
            break;
        }
        const Eigen::MatrixXd H = J.transpose() * J;
        bool improved = false;
        while (lambda < 1e12) {
            Eigen::MatrixXd A = H;
            for (std::size_t k = 0; k < m; ++k)
                A(Eigen::Index(k), Eigen::Index(k)) += lambda * std::max(H(Eigen::Index(k), Eigen::Index(k)), 1e-12);
            const Eigen::VectorXd delta = A.ldlt().solve(-g);
            std::vector<double> xn = x;
            for (std::size_t k = 0; k < m; ++k) xn[k] += delta[Eigen::Index(k)];
            clampAll(xn);
            const Eigen::VectorXd rn = residuals(xn);
            const double fn = rn.squaredNorm();
            if (fn < f) {
                double change = 0;
                for (std::size_t k = 0; k < m; ++k) change = std::max(change, std::abs(xn[k] - x[k]));
                const bool small = (f - fn) <= 1e-12 * f || change < 1e-10;
                x = xn;
                res = rn;
                f = fn;
                lambda = std::max(lambda / 3, 1e-12);
                improved = true;
                if (small) r.converged = true;
                break;
            }
            lambda *= 4;
        }
        if (!improved) {
            r.converged = true;  // no step decreases the objective: a (constrained) minimum
            break;
        }
        if (r.converged) break;
    }
    r.x = x;
    r.objective = f;
    r.iterations = it + 1;
    return r;
}

}  // namespace strata::variogram
