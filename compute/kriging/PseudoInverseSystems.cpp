#include "PseudoInverseSystems.h"

#include "KrigingVariance.h"
#include "strata/linalg/Batched.h"

namespace strata::kriging {

namespace {
// Queued systems of one size solved together: enough for the batch to pay, few enough that a
// chunk of targets all singular keeps its memory small (64 systems of 128^2 doubles: 8 MiB).
constexpr std::size_t kBatch = 64;
constexpr int kLargestBatched = 128;  // linalg's largest matrix
}  // namespace

bool solvesExactly(const Eigen::Ref<const Eigen::MatrixXd>& a, const Eigen::Ref<const Eigen::VectorXd>& x,
                   const Eigen::Ref<const Eigen::VectorXd>& r) {
    const double residual = (a * x - r).cwiseAbs().maxCoeff();
    const double scale = a.cwiseAbs().rowwise().sum().maxCoeff() * x.cwiseAbs().maxCoeff() + r.cwiseAbs().maxCoeff();
    return residual <= kContradiction * scale;
}

Eigen::MatrixXd minimumNormSolution(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, double relativeThreshold) {
    Eigen::BDCSVD<Eigen::MatrixXd> svd(a, Eigen::ComputeThinU | Eigen::ComputeThinV);
    if (relativeThreshold > 0) svd.setThreshold(relativeThreshold);
    return svd.solve(b);
}

PseudoInverseSystems::PseudoInverseSystems(const KrigingSetup& setup, LocalKrigingSolver& solver, Done done)
    : setup_(setup), solver_(solver), done_(std::move(done)) {}

void PseudoInverseSystems::add(std::size_t target, double x0, double y0, double z0, double secondary,
                               std::span<const std::uint32_t> idx) {
    const int n = int(idx.size());
    solver_.borderedSystem(x0, y0, z0, secondary, idx, a_, r_);
    Queue& q = byCount_[n];
    q.matrices.insert(q.matrices.end(), a_.data(), a_.data() + a_.size());
    q.rhs.insert(q.rhs.end(), r_.data(), r_.data() + r_.size());
    q.secondary.push_back(secondary);
    q.target.push_back(target);
    q.idx.insert(q.idx.end(), idx.begin(), idx.end());
    if (q.target.size() >= kBatch) solve(n, q);
}

void PseudoInverseSystems::flush() {
    for (auto& [n, q] : byCount_)
        if (!q.target.empty()) solve(n, q);
}

void PseudoInverseSystems::solve(int n, Queue& q) {
    const int p = setup_.constraints();
    const int m = n + p;
    const std::size_t count = q.target.size(), um = std::size_t(m);
    std::vector<double> x = q.rhs;
    const double threshold = setup_.options().singularThreshold;
    if (m <= kLargestBatched) {
        linalg::BatchedOptions options;
        options.pinvRelativeThreshold = threshold;
        linalg::OnCpu::pinvSolve<double>(m, m, count, q.matrices.data(), 1, x.data(), options);
    } else {
        for (std::size_t k = 0; k < count; ++k) {
            const Eigen::Map<const Eigen::MatrixXd> a(q.matrices.data() + k * um * um, m, m);
            Eigen::Map<Eigen::VectorXd> xk(x.data() + k * um, m);
            xk = minimumNormSolution(a, xk, threshold);
        }
    }
    for (std::size_t k = 0; k < count; ++k) {
        const Eigen::Map<const Eigen::VectorXd> xk(x.data() + k * um, m), rk(q.rhs.data() + k * um, m);
        double variance = setup_.blockVariance() - xk.dot(rk);
        solution_.used = n;
        solution_.weights.assign(xk.data(), xk.data() + n);
        solution_.lagrange = p > 0 ? xk(n) * setup_.maxCovariance() : 0.0;
        // Non-finite input (a NaN covariance) is the only way to a NaN solution.
        const Eigen::Map<const Eigen::MatrixXd> a(q.matrices.data() + k * um * um, m, m);
        solution_.status = xk.allFinite() && solvesExactly(a, xk, rk) ? settleVariance(variance, setup_.maxCovariance())
                                                                      : NodeStatus::Singular;
        solution_.variance = variance;
        const std::span<const std::uint32_t> idx(q.idx.data() + k * std::size_t(n), std::size_t(n));
        done_(q.target[k], solution_, idx, q.secondary[k]);
    }
    q = Queue{};
}

}  // namespace strata::kriging
