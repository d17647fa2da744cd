#pragma once
// The unknown-mean (drift) terms of a kriging system, by least squares on the whitened drift.
// With C = L L' (Cholesky) and G = L^-1 F, the multipliers mu of the targets whose whitened
// right-hand sides are the columns of Y = L^-1 c0 solve (G'G) mu = G'Y - F0: the normal
// equations of a least-squares problem in G. Their matrix G'G = F' C^-1 F (the Schur complement)
// has the square of G's condition number, so that drift functions the data can barely tell apart
// (a quadratic drift on data near a circle, where x^2 + y^2 is nearly constant) lose twice the
// digits they must. Householder QR, G = Q R, gives G'G = R'R without forming it:
//   mu = R^-1 (Q'Y - R^-T F0),   then the weights W = L'^-1 (Y - G mu).
#include <Eigen/Dense>

namespace strata::kriging {

class WhitenedDrift {
public:
    // Factorises G (n x p, n >= p >= 1). False when the data cannot tell the drift functions
    // apart (collinear data for a linear drift...): a diagonal entry of R, squared, tiny beside
    // the largest (the test the Schur complement's pivots had).
    bool factorise(const Eigen::MatrixXd& g);
    // mu (p x m) from Y (n x m) and F0 (p x m); `projected` is work space (Q'Y), kept by the
    // caller so that one factorisation serves several threads without allocation per target.
    template <class Rhs, class Drift, class Mu>
    void solve(const Rhs& y, const Drift& f0, Mu& mu, Eigen::MatrixXd& projected) const {
        const Eigen::Index p = qr_.matrixQR().cols();
        projected = y;
        projected.applyOnTheLeft(qr_.householderQ().adjoint());
        const auto r = qr_.matrixQR().topRows(p).template triangularView<Eigen::Upper>();
        mu = f0;
        r.transpose().solveInPlace(mu);
        mu = projected.topRows(p) - mu;
        r.solveInPlace(mu);
    }
    // The first p columns of Q (n x p): G (G'G)^-1 G' = Q1 Q1'.
    Eigen::MatrixXd thinQ() const;

private:
    Eigen::HouseholderQR<Eigen::MatrixXd> qr_;
};

}  // namespace strata::kriging
