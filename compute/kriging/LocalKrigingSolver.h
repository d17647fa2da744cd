#pragma once
// One kriging system per target, in double precision with Eigen: the covariance block C of the
// neighbours is factorised by Cholesky and the unknown-mean constraints are eliminated through
// their Schur complement S = F' C^-1 F, never formed: QR of the whitened drift L^-1 F gives it as
// R'R (WhitenedDrift.h), with a conditioning check. This
// solves exactly kt3d's system [C F; F' 0] [w; mu] = [c0; f0] with
// variance = BV - w'c0 - mu'f0, but keeps the indefinite saddle-point matrix out of the
// factorisation; the GPU kernels use the same elimination. One instance per thread.
#include <cstdint>
#include <span>
#include <vector>

#include <Eigen/Dense>

#include "KrigingSetup.h"
#include "PairCovariance.h"
#include "PreparedData.h"
#include "WhitenedDrift.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

struct NodeSolution {
    NodeStatus status = NodeStatus::TooFewData;
    int used = 0;
    double variance = 0;
    double lagrange = 0;  // multiplier of the constant term in variance units (0 for SK)
    std::vector<double> weights;
};

class LocalKrigingSolver {
public:
    LocalKrigingSolver(const KrigingSetup& setup, const PreparedData& data);

    // Solves for the target (x0, y0, z0) with the neighbours `idx` (data indices).
    void solve(double x0, double y0, double z0, double targetSecondary, std::span<const std::uint32_t> idx,
               NodeSolution& out);
    // The estimate of value column k from a solution (NaN unless estimated).
    double estimate(const NodeSolution& s, std::span<const std::uint32_t> idx, std::size_t k,
                    double targetSecondary) const;
    // kt3d's bordered system for the target, A = [C F; F' 0] and r = [c0; f0] (the system
    // solve() solves by elimination), for the debugging file.
    void borderedSystem(double x0, double y0, double z0, double targetSecondary, std::span<const std::uint32_t> idx,
                        Eigen::MatrixXd& a, Eigen::VectorXd& r);
    // BV, efficiency and slope of regression from a solution.
    void diagnostics(const NodeSolution& s, double& efficiency, double& slope) const;

private:
    void solveIndefinite(double x0, double y0, double z0, double targetSecondary, std::span<const std::uint32_t> idx,
                         NodeSolution& out);

    const KrigingSetup& setup_;
    const PreparedData& data_;
    PairCovariance pairs_;
    std::vector<double> ox_, oy_, oz_;  // neighbour offsets from the target
    Eigen::MatrixXd c_, f_, g_;
    Eigen::VectorXd c0_, f0_, a_, mu_;
    WhitenedDrift drift_;  // kept, with its work space: no allocation per target
    Eigen::MatrixXd projected_;
    Eigen::MatrixXd bordered_;            // indefinite models only
    Eigen::VectorXd borderedRhs_;
};

// Below this reciprocal condition number the covariance block counts as singular.
inline constexpr double kSingularRcond = 1e-12;

}  // namespace strata::kriging
