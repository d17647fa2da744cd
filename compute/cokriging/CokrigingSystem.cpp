#include "CokrigingSystem.h"

#include <cmath>

namespace strata::cokriging {

bool solveCokrigingSystem(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, Eigen::MatrixXd& x,
                          double pivotTolerance) {
    const Eigen::PartialPivLU<Eigen::MatrixXd> lu(a);
    const auto& packed = lu.matrixLU();
    for (Eigen::Index k = 0; k < packed.rows(); ++k)
        if (!(std::abs(packed(k, k)) >= pivotTolerance)) return false;
    x = lu.solve(b);
    return x.allFinite();
}

}  // namespace strata::cokriging
