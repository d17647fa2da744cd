#include "GlobalKrigingSystem.h"

#include <algorithm>

#include "LocalKrigingSolver.h"
#include "PseudoInverseSystems.h"

namespace strata::kriging {

GlobalKrigingSystem::GlobalKrigingSystem(const KrigingSetup& setup, const PreparedData& data,
                                         const std::array<double, 3>& centroid)
    : n_(int(data.size())), p_(setup.constraints()) {
    const bool threeD = data.dimension == 3;
    const auto& cov = setup.covariance();
    c_.resize(n_, n_);
    f_.resize(n_, p_);
    for (std::size_t i = 0; i < data.size(); ++i) {
        for (std::size_t j = i; j < data.size(); ++j) {
            const double v =
                cov.covariance(data.x[j] - data.x[i], data.y[j] - data.y[i], threeD ? data.z[j] - data.z[i] : 0.0);
            c_(Eigen::Index(i), Eigen::Index(j)) = c_(Eigen::Index(j), Eigen::Index(i)) = v;
        }
        if (p_ == 0) continue;
        double row[16];
        setup.driftAtPoint(data.x[i] - centroid[0], data.y[i] - centroid[1], threeD ? data.z[i] - centroid[2] : 0.0,
                           data.secondary.empty() ? 0.0 : data.secondary[i], row);
        for (int k = 0; k < p_; ++k) f_(Eigen::Index(i), k) = row[k];
    }
}

bool GlobalKrigingSystem::factoriseRegular() {
    llt_.compute(c_);
    if (llt_.info() != Eigen::Success || llt_.rcond() < kSingularRcond) return false;
    if (p_ == 0) return true;
    g_ = llt_.matrixL().solve(f_);
    return drift_.factorise(g_);
}

void GlobalKrigingSystem::factoriseBordered(double relativeThreshold) {
    Eigen::MatrixXd a = Eigen::MatrixXd::Zero(n_ + p_, n_ + p_);
    a.topLeftCorner(n_, n_) = c_;
    a.topRightCorner(n_, p_) = f_;
    a.bottomLeftCorner(p_, n_) = f_.transpose();
    borderedNorm_ = a.cwiseAbs().rowwise().sum().maxCoeff();
    bordered_.emplace(a, Eigen::ComputeThinU | Eigen::ComputeThinV);
    if (relativeThreshold > 0) bordered_->setThreshold(relativeThreshold);
}

void GlobalKrigingSystem::solve(const Eigen::MatrixXd& k0, const Eigen::MatrixXd& f0, Eigen::MatrixXd& w,
                                Eigen::MatrixXd& mu) const {
    if (bordered_) {
        Eigen::MatrixXd rhs(n_ + p_, k0.cols());
        rhs << k0, f0;
        const Eigen::MatrixXd x = bordered_->solve(rhs);
        w = x.topRows(n_);
        mu = x.bottomRows(p_);
        return;
    }
    Eigen::MatrixXd y = llt_.matrixL().solve(k0);  // L^-1 c0 for every target of the chunk at once
    if (p_ > 0) {
        Eigen::MatrixXd projected;
        drift_.solve(y, f0, mu, projected);
        y.noalias() -= g_ * mu;
    }
    w = llt_.matrixU().solve(y);
}

bool GlobalKrigingSystem::solvesExactly(const Eigen::MatrixXd& k0, const Eigen::MatrixXd& f0, const Eigen::MatrixXd& w,
                                        const Eigen::MatrixXd& mu, Eigen::Index j) const {
    double residual = (c_ * w.col(j) + f_ * mu.col(j) - k0.col(j)).cwiseAbs().maxCoeff();
    if (p_ > 0) residual = std::max(residual, (f_.transpose() * w.col(j) - f0.col(j)).cwiseAbs().maxCoeff());
    double solution = w.col(j).cwiseAbs().maxCoeff(), rhs = k0.col(j).cwiseAbs().maxCoeff();
    if (p_ > 0) {
        solution = std::max(solution, mu.col(j).cwiseAbs().maxCoeff());
        rhs = std::max(rhs, f0.col(j).cwiseAbs().maxCoeff());
    }
    return residual <= kContradiction * (borderedNorm_ * solution + rhs);
}

}  // namespace strata::kriging
