#pragma once
// Kriging systems found singular, solved under KrigingOptions::singular = pinv by the minimum-norm
// solution of kt3d's bordered system A [w; mu] = [c0; f0] (LocalKrigingSolver::borderedSystem).
//
// Why this is the right answer for coincident data: two data i and j at one place make two equal
// rows and columns of A and two equal entries of the right-hand side. The null space of A is then
// spanned by e_i - e_j (when the system with one datum there is regular), the system is consistent,
// and its minimum-norm solution is orthogonal to that null space: w_i = w_j. Every other equation
// sees i and j only through w_i + w_j, so that sum is the weight one datum there would get: the
// estimate and the variance are those of the two data merged into one with their mean value.
//
// Systems of up to linalg's 128 unknowns are queued by size and solved in batches
// (strata::linalg::OnCpu::pinvSolve); larger ones one at a time by Eigen's SVD, with the same rule
// for the singular values dropped.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <vector>

#include <Eigen/Dense>

#include "KrigingSetup.h"
#include "LocalKrigingSolver.h"

namespace strata::kriging {

// The minimum-norm solution is a least-squares one: where the equations contradict each other (a
// target off the line of data collinear for a drift term across it, where no weights are
// unbiased) it leaves a residual, and the target stays singular. Round-off leaves far less than
// this fraction of the equations' size.
inline constexpr double kContradiction = 1e-6;
// Whether x solves a x = r within kContradiction of max |a| |x| + max |r| (infinity norms).
bool solvesExactly(const Eigen::Ref<const Eigen::MatrixXd>& a, const Eigen::Ref<const Eigen::VectorXd>& x,
                   const Eigen::Ref<const Eigen::VectorXd>& r);

// x = A^+ b for one (large) system, singular values <= relativeThreshold * sigma_max dropped (0:
// size x epsilon, linalg's default).
Eigen::MatrixXd minimumNormSolution(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, double relativeThreshold);

class PseudoInverseSystems {
public:
    using Done = std::function<void(std::size_t target, const NodeSolution& solution,
                                    std::span<const std::uint32_t> idx, double secondary)>;

    // done receives every system: Estimated (or NegativeVariance, as any system can be), or
    // Singular where its equations contradict each other (kContradiction).
    PseudoInverseSystems(const KrigingSetup& setup, LocalKrigingSolver& solver, Done done);

    // Queues target `target` at (x0, y0, z0) with the neighbours idx; a full queue is solved.
    void add(std::size_t target, double x0, double y0, double z0, double secondary, std::span<const std::uint32_t> idx);
    // Solves every queued system.
    void flush();

private:
    struct Queue {
        std::vector<double> matrices, rhs, secondary;
        std::vector<std::size_t> target;
        std::vector<std::uint32_t> idx;
    };
    void solve(int n, Queue& queue);

    const KrigingSetup& setup_;
    LocalKrigingSolver& solver_;
    Done done_;
    std::map<int, Queue> byCount_;  // by neighbour count
    Eigen::MatrixXd a_;
    Eigen::VectorXd r_;
    NodeSolution solution_;
};

}  // namespace strata::kriging
