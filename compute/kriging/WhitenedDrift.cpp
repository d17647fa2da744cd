#include "WhitenedDrift.h"

namespace strata::kriging {

bool WhitenedDrift::factorise(const Eigen::MatrixXd& g) {
    qr_.compute(g);
    const Eigen::Index p = g.cols();
    const auto d = qr_.matrixQR().diagonal().head(p).cwiseAbs2();
    return d.minCoeff() > 1e-10 * d.maxCoeff();
}

Eigen::MatrixXd WhitenedDrift::thinQ() const {
    const Eigen::MatrixXd& qr = qr_.matrixQR();
    return qr_.householderQ() * Eigen::MatrixXd::Identity(qr.rows(), qr.cols());
}

}  // namespace strata::kriging
