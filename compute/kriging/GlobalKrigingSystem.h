#pragma once
// The global neighbourhood's one kriging system, C (n x n) and F (n x p, drift measured from the
// data centroid), factorised once and solved for the targets of each chunk, from several threads
// at once: C by Cholesky and the drift by QR (WhitenedDrift.h), or, for a singular system under
// SingularRule::PseudoInverse, the whole bordered matrix by SVD (PseudoInverseSystems.h says why
// its minimum-norm solutions are the right ones).
#include <array>
#include <optional>

#include <Eigen/Dense>

#include "KrigingSetup.h"
#include "PreparedData.h"
#include "WhitenedDrift.h"

namespace strata::kriging {

class GlobalKrigingSystem {
public:
    GlobalKrigingSystem(const KrigingSetup& setup, const PreparedData& data, const std::array<double, 3>& centroid);

    // C = L L' and the QR of G = L^-1 F; false when either is singular.
    bool factoriseRegular();
    // The SVD of [C F; F' 0] instead, singular values <= relativeThreshold * sigma_max dropped
    // (0: (n + p) x epsilon).
    void factoriseBordered(double relativeThreshold);

    // Weights W (n x m) and multipliers MU (p x m) of the targets whose right-hand sides are the
    // columns of K0 (n x m) and F0 (p x m).
    void solve(const Eigen::MatrixXd& k0, const Eigen::MatrixXd& f0, Eigen::MatrixXd& w, Eigen::MatrixXd& mu) const;

    // Pseudo-inverse only: whether target j's solution satisfies its equations
    // (PseudoInverseSystems.h: kContradiction).
    bool solvesExactly(const Eigen::MatrixXd& k0, const Eigen::MatrixXd& f0, const Eigen::MatrixXd& w,
                       const Eigen::MatrixXd& mu, Eigen::Index j) const;

private:
    int n_, p_;
    double borderedNorm_ = 0;  // max |[C F; F' 0]| (infinity norm)
    Eigen::MatrixXd c_, f_, g_;
    Eigen::LLT<Eigen::MatrixXd> llt_;
    WhitenedDrift drift_;
    std::optional<Eigen::BDCSVD<Eigen::MatrixXd>> bordered_;
};

}  // namespace strata::kriging
