#include "strata/linalg/BatchedSolve.h"

#include <limits>

#include <Eigen/Dense>

namespace strata::linalg {

std::string toString(BatchedMethod method) {
    return method == BatchedMethod::WarpCholesky ? "warp-cholesky" : "cublas-lu";
}

std::size_t solveBatchedCpu(int n, std::size_t batch, const double* matrices, double* rhs, bool spd) {
    std::size_t failed = 0;
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    for (std::size_t k = 0; k < batch; ++k) {
        const Eigen::Map<const Eigen::MatrixXd> a(matrices + k * nn, n, n);
        Eigen::Map<Eigen::VectorXd> b(rhs + k * std::size_t(n), n);
        bool ok;
        if (spd) {
            const Eigen::LLT<Eigen::MatrixXd> llt(a);
            ok = llt.info() == Eigen::Success;
            if (ok) b = llt.solve(b).eval();
        } else {
            const Eigen::FullPivLU<Eigen::MatrixXd> lu(a);
            ok = lu.isInvertible();
            if (ok) b = lu.solve(b).eval();
        }
        if (!ok) {
            b.setConstant(std::numeric_limits<double>::quiet_NaN());
            ++failed;
        }
    }
    return failed;
}

}  // namespace strata::linalg
