#include "LocalKrigingSolver.h"

#include <cmath>
#include <limits>

#include "KrigingVariance.h"

namespace strata::kriging {

LocalKrigingSolver::LocalKrigingSolver(const KrigingSetup& setup, const PreparedData& data)
    : setup_(setup), data_(data), pairs_(setup.options().model) {}

void LocalKrigingSolver::solve(double x0, double y0, double z0, double targetSecondary,
                               std::span<const std::uint32_t> idx, NodeSolution& out) {
    const KrigingOptions& o = setup_.options();
    const int n = int(idx.size());
    const int p = setup_.constraints();
    out.used = n;
    out.variance = std::numeric_limits<double>::quiet_NaN();
    out.lagrange = 0;
    if (setup_.options().needsSecondary() && std::isnan(targetSecondary)) {
        out.status = NodeStatus::NoSecondary;
        return;
    }
    // kt3d: fewer than ndmin data, or no more data than unknown-mean terms, leave the node out.
    if (n < o.search.ndmin || (n >= 1 && n <= p) || (n == 0 && p > 0)) {
        out.status = NodeStatus::TooFewData;
        return;
    }
    // Coincident data kept (kt3d): identical rows, a singular system, whatever the pivots say.
    if (data_.holdsCoincidentPair(idx)) {
        out.status = NodeStatus::Singular;
        return;
    }
    if (n > 0 && o.model.isIndefinite()) {
        solveIndefinite(x0, y0, z0, targetSecondary, idx, out);
        return;
    }
    const bool threeD = data_.dimension == 3;
    c_.resize(n, n);
    c0_.resize(n);
    f_.resize(n, p);
    f0_.resize(p);
    ox_.resize(std::size_t(n));
    oy_.resize(std::size_t(n));
    oz_.resize(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        const std::size_t a = idx[std::size_t(i)];
        ox_[std::size_t(i)] = data_.x[a] - x0;
        oy_[std::size_t(i)] = data_.y[a] - y0;
        oz_[std::size_t(i)] = threeD ? data_.z[a] - z0 : 0.0;
    }
    pairs_.lowerMatrix(ox_.data(), oy_.data(), oz_.data(), n, c_);  // the factorisation reads the lower triangle
    const bool point = setup_.discretisation().size() == 1;
    if (o.estimateTrend)
        c0_.setZero();
    else if (point)
        pairs_.toOrigin(n, c0_.data());
    for (int i = 0; i < n; ++i) {
        const std::size_t a = idx[std::size_t(i)];
        const double dx = ox_[std::size_t(i)], dy = oy_[std::size_t(i)], dz = oz_[std::size_t(i)];
        if (!o.estimateTrend && !point) c0_(i) = setup_.dataToBlock(dx, dy, dz);
        if (p > 0) {
            double row[16];
            setup_.driftAtDatum(dx, dy, dz, data_.secondary.empty() ? 0.0 : data_.secondary[a], row);
            for (int k = 0; k < p; ++k) f_(i, k) = row[k];
        }
    }
    if (p > 0) {
        double row[16];
        setup_.driftAtTarget(targetSecondary, row);
        for (int k = 0; k < p; ++k) f0_(k) = row[k];
    }

    out.weights.resize(std::size_t(n));
    if (n == 0) {  // simple kriging without data: the mean, with the block variance
        out.variance = setup_.blockVariance();
        out.status = NodeStatus::Estimated;
        return;
    }
    // Cholesky C = L L' in place, unblocked: at these sizes (n <= a few hundred) Eigen's LLT
    // switches to its blocked algorithm from n = 32, whose GEMM updates and packing cost more
    // than they save (measured: n = 32: 2.6 -> 1.8 us, n = 64: 12.6 -> 9.0 us).
    // A pivot (squared diagonal of L) tiny beside C(0): the data are (nearly) coincident for the
    // model. Cheaper than a condition estimate, which would double the factorisation's cost.
    if (Eigen::internal::llt_inplace<double, Eigen::Lower>::unblocked(c_) >= 0 ||
        !(c_.diagonal().minCoeff() > std::sqrt(kSingularRcond * setup_.maxCovariance()))) {
        out.status = NodeStatus::Singular;
        return;
    }
    // Forward substitutions y = L^-1 c0 and G = L^-1 F, mu by QR of G (WhitenedDrift.h), then one
    // back substitution w = L'^-1 (y - G mu): vector solves, which at these sizes cost less than
    // Eigen's matrix paths.
    const auto lower = c_.triangularView<Eigen::Lower>();
    a_ = c0_;
    lower.solveInPlace(a_);
    if (p > 0) {
        g_ = f_;
        for (int k = 0; k < p; ++k) {
            auto column = g_.col(k);
            lower.solveInPlace(column);
        }
        if (!drift_.factorise(g_)) {
            out.status = NodeStatus::Singular;
            return;
        }
        drift_.solve(a_, f0_, mu_, projected_);
        a_.noalias() -= g_ * mu_;
    }
    lower.adjoint().solveInPlace(a_);
    double variance = setup_.blockVariance() - a_.dot(c0_);
    if (p > 0) {
        // variance = BV - w'c0 - mu'f0 with w = C^-1 (c0 - F mu)
        variance -= mu_.dot(f0_);
        out.lagrange = mu_(0) * setup_.maxCovariance();
    }
    for (int i = 0; i < n; ++i) out.weights[std::size_t(i)] = a_(i);
    out.status = settleVariance(variance, setup_.maxCovariance());
    out.variance = variance;
}

// kt3d's way for every system: the bordered matrix by LU with partial pivoting (ktsol), a
// pivot below 1e-11 of the largest marking the system singular.
void LocalKrigingSolver::solveIndefinite(double x0, double y0, double z0, double targetSecondary,
                                         std::span<const std::uint32_t> idx, NodeSolution& out) {
    const int n = int(idx.size()), p = setup_.constraints();
    borderedSystem(x0, y0, z0, targetSecondary, idx, bordered_, borderedRhs_);
    const Eigen::PartialPivLU<Eigen::MatrixXd> lu(bordered_);
    const auto pivots = lu.matrixLU().diagonal().cwiseAbs();
    if (!(pivots.minCoeff() > 1e-11 * pivots.maxCoeff())) {
        out.status = NodeStatus::Singular;
        return;
    }
    const Eigen::VectorXd solution = lu.solve(borderedRhs_);
    out.weights.assign(solution.data(), solution.data() + n);
    double variance = setup_.blockVariance() - solution.dot(borderedRhs_);
    if (p > 0) out.lagrange = solution(n) * setup_.maxCovariance();
    out.status = settleVariance(variance, setup_.maxCovariance());
    out.variance = variance;
}

void LocalKrigingSolver::borderedSystem(double x0, double y0, double z0, double targetSecondary,
                                        std::span<const std::uint32_t> idx, Eigen::MatrixXd& a, Eigen::VectorXd& r) {
    const int n = int(idx.size());
    const int p = setup_.constraints();
    const bool threeD = data_.dimension == 3;
    a.setZero(n + p, n + p);
    r.setZero(n + p);
    ox_.resize(std::size_t(n));
    oy_.resize(std::size_t(n));
    oz_.resize(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        const std::size_t d = idx[std::size_t(i)];
        ox_[std::size_t(i)] = data_.x[d] - x0;
        oy_[std::size_t(i)] = data_.y[d] - y0;
        oz_[std::size_t(i)] = threeD ? data_.z[d] - z0 : 0.0;
    }
    c_.resize(n, n);
    pairs_.lowerMatrix(ox_.data(), oy_.data(), oz_.data(), n, c_);
    a.topLeftCorner(n, n) = c_.selfadjointView<Eigen::Lower>();
    double row[16];
    for (int i = 0; i < n; ++i) {
        const std::size_t d = idx[std::size_t(i)];
        const double dx = ox_[std::size_t(i)], dy = oy_[std::size_t(i)], dz = oz_[std::size_t(i)];
        r(i) = setup_.options().estimateTrend ? 0.0 : setup_.dataToBlock(dx, dy, dz);
        if (p > 0) {
            setup_.driftAtDatum(dx, dy, dz, data_.secondary.empty() ? 0.0 : data_.secondary[d], row);
            for (int k = 0; k < p; ++k) a(i, n + k) = a(n + k, i) = row[k];
        }
    }
    if (p > 0) {
        setup_.driftAtTarget(targetSecondary, row);
        for (int k = 0; k < p; ++k) r(n + k) = row[k];
    }
}

double LocalKrigingSolver::estimate(const NodeSolution& s, std::span<const std::uint32_t> idx, std::size_t k,
                                    double targetSecondary) const {
    if (s.status != NodeStatus::Estimated) return std::numeric_limits<double>::quiet_NaN();
    const KrigingOptions& o = setup_.options();
    const auto& v = data_.values[k];
    double est = 0;
    switch (o.type) {
        case KrigingType::Simple:
            for (std::size_t i = 0; i < idx.size(); ++i) est += s.weights[i] * (v[idx[i]] - o.mean);
            return est + o.mean;
        case KrigingType::LocalMean:
            for (std::size_t i = 0; i < idx.size(); ++i) est += s.weights[i] * (v[idx[i]] - data_.secondary[idx[i]]);
            return est + targetSecondary;
        default:
            for (std::size_t i = 0; i < idx.size(); ++i) est += s.weights[i] * v[idx[i]];
            return est;
    }
}

void LocalKrigingSolver::diagnostics(const NodeSolution& s, double& efficiency, double& slope) const {
    const double bv = setup_.blockVariance();
    const double mu = std::abs(s.lagrange);
    efficiency = bv > 0 ? (bv - s.variance) / bv : std::numeric_limits<double>::quiet_NaN();
    const double den = bv - s.variance + 2 * mu;
    slope = den != 0 ? (bv - s.variance + mu) / den : std::numeric_limits<double>::quiet_NaN();
}

}  // namespace strata::kriging
