#include "strata/variogram/LmcFit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

#include <Eigen/Dense>

#include "BoundedLevenbergMarquardt.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::variogram {

namespace {

const std::string kStage = "fit";

std::string format(double v) {
    std::ostringstream out;
    out.precision(6);
    out << v;
    return out.str();
}

double pointValue(const VariogramModel& m, const FitPoint& p) {
    const auto& d = p.direction;
    return m.variogramAlong(p.distance, d[0], d[1], d[2]);
}

Eigen::MatrixXd projectPsd(const Eigen::MatrixXd& a) {
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(0.5 * (a + a.transpose()));
    const Eigen::VectorXd d = eig.eigenvalues().cwiseMax(0.0);
    return eig.eigenvectors() * d.asDiagonal() * eig.eigenvectors().transpose();
}

double minEigenvalue(const Eigen::MatrixXd& a) {
    return Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(a, Eigen::EigenvaluesOnly).eigenvalues()(0);
}

// argmin sum_ij a_ij (B_ij - C_ij)^2 over positive semi-definite B: with equal a the projection of
// C; otherwise accelerated projected gradient (a convex problem) from `guess`.
Eigen::MatrixXd weightedProjectPsd(const Eigen::MatrixXd& c, const Eigen::MatrixXd& a, const Eigen::MatrixXd& guess) {
    const double amax = a.maxCoeff(), amin = a.minCoeff();
    if (amax <= amin * (1 + 1e-14)) return projectPsd(c);
    Eigen::MatrixXd b = guess, y = b;
    double t = 1;
    const double scale = std::max(c.cwiseAbs().maxCoeff(), 1e-300);
    for (int it = 0; it < 20000; ++it) {
        const Eigen::MatrixXd next = projectPsd(y - (a.cwiseProduct(y - c)) / amax);
        const double tn = 0.5 * (1 + std::sqrt(1 + 4 * t * t));
        y = next + ((t - 1) / tn) * (next - b);
        const double change = (next - b).cwiseAbs().maxCoeff();
        b = next;
        t = tn;
        if (change <= 1e-15 * scale) break;
    }
    return b;
}

// The least-squares problem for given ranges: per variogram, the unit-sill basis at its points.
class SillProblem {
public:
    SillProblem(std::size_t n, const std::vector<std::vector<FitPoint>>& points, const VariogramModel& structures,
                bool nugget, FitWeights weights)
        : n_(n), points_(points), nugget_(nugget), weightsKind_(weights) {
        setStructures(structures);
        weights_.resize(points.size());
        for (std::size_t p = 0; p < points.size(); ++p) {
            weights_[p].resize(Eigen::Index(points[p].size()));
            for (std::size_t j = 0; j < points[p].size(); ++j) weights_[p][Eigen::Index(j)] = baseWeight(points[p][j]);
        }
    }

    std::size_t termCount() const { return std::size_t(nugget_) + structures_.structures.size(); }

    void setStructures(const VariogramModel& m) {
        structures_ = m;
        structures_.nugget = 0;
        basis_.clear();
        for (const auto& pts : points_) {
            Eigen::MatrixXd g(Eigen::Index(pts.size()), Eigen::Index(termCount()));
            for (std::size_t j = 0; j < pts.size(); ++j) {
                Eigen::Index col = 0;
                if (nugget_) g(Eigen::Index(j), col++) = 1.0;
                for (std::size_t k = 0; k < structures_.structures.size(); ++k) {
                    VariogramModel unit;
                    unit.structures = {structures_.structures[k]};
                    unit.structures[0].sill = 1;
                    g(Eigen::Index(j), col++) = pointValue(unit, pts[j]);
                }
            }
            basis_.push_back(std::move(g));
        }
    }

    std::pair<std::size_t, std::size_t> pairOf(std::size_t p) const {
        for (std::size_t i = 0; i < n_; ++i)
            for (std::size_t j = i; j < n_; ++j)
                if (Coregionalisation::pairIndex(i, j, n_) == p) return {i, j};
        return {0, 0};
    }
    double multiplicity(std::size_t p) const { return pairOf(p).first == pairOf(p).second ? 1.0 : 2.0; }

    Eigen::VectorXd coefficients(const std::vector<Eigen::MatrixXd>& b, std::size_t p) const {
        const auto [i, j] = pairOf(p);
        Eigen::VectorXd c(Eigen::Index(b.size()));
        for (std::size_t k = 0; k < b.size(); ++k) c[Eigen::Index(k)] = b[k](Eigen::Index(i), Eigen::Index(j));
        return c;
    }

    Eigen::VectorXd values(std::size_t p) const {
        Eigen::VectorXd y(Eigen::Index(points_[p].size()));
        for (std::size_t j = 0; j < points_[p].size(); ++j) y[Eigen::Index(j)] = points_[p][j].value;
        return y;
    }

    // Residuals sqrt(multiplicity * w) (gamma - model), every variogram in turn.
    Eigen::VectorXd residuals(const std::vector<Eigen::MatrixXd>& b) const {
        std::size_t total = 0;
        for (const auto& pts : points_) total += pts.size();
        Eigen::VectorXd r(static_cast<Eigen::Index>(total));
        Eigen::Index at = 0;
        for (std::size_t p = 0; p < points_.size(); ++p) {
            const Eigen::VectorXd e = values(p) - basis_[p] * coefficients(b, p);
            const Eigen::VectorXd s = (multiplicity(p) * weights_[p]).cwiseSqrt();
            r.segment(at, e.size()) = s.cwiseProduct(e);
            at += e.size();
        }
        return r;
    }

    // Each variogram's own weighted least-squares coefficients; `nonNegative`: every coefficient
    // >= 0 (exact, over the subsets of coefficients held at 0).
    Eigen::VectorXd ownFit(std::size_t p, bool nonNegative) const {
        const Eigen::VectorXd s = weights_[p].cwiseSqrt();
        const Eigen::MatrixXd a = s.asDiagonal() * basis_[p];
        const Eigen::VectorXd y = s.cwiseProduct(values(p));
        const Eigen::Index q = a.cols();
        const Eigen::VectorXd free = a.completeOrthogonalDecomposition().solve(y);
        if (!nonNegative || free.minCoeff() >= 0) return free;
        Eigen::VectorXd best = Eigen::VectorXd::Zero(q);
        double bestValue = y.squaredNorm();
        for (unsigned mask = 1; mask < (1u << q); ++mask) {
            std::vector<Eigen::Index> cols;
            for (Eigen::Index k = 0; k < q; ++k)
                if (mask & (1u << k)) cols.push_back(k);
            Eigen::MatrixXd sub(a.rows(), Eigen::Index(cols.size()));
            for (std::size_t c = 0; c < cols.size(); ++c) sub.col(Eigen::Index(c)) = a.col(cols[c]);
            const Eigen::VectorXd x = sub.completeOrthogonalDecomposition().solve(y);
            if (x.minCoeff() < 0) continue;
            Eigen::VectorXd full = Eigen::VectorXd::Zero(q);
            for (std::size_t c = 0; c < cols.size(); ++c) full[cols[c]] = x[Eigen::Index(c)];
            const double value = (y - a * full).squaredNorm();
            if (value < bestValue) {
                bestValue = value;
                best = full;
            }
        }
        return best;
    }

    // The matrices from each variogram's own coefficients.
    std::vector<Eigen::MatrixXd> ownMatrices(bool directNonNegative) const {
        std::vector<Eigen::MatrixXd> b(termCount(), Eigen::MatrixXd::Zero(Eigen::Index(n_), Eigen::Index(n_)));
        for (std::size_t p = 0; p < points_.size(); ++p) {
            const auto [i, j] = pairOf(p);
            const Eigen::VectorXd c = ownFit(p, directNonNegative && i == j);
            for (std::size_t k = 0; k < b.size(); ++k)
                b[k](Eigen::Index(i), Eigen::Index(j)) = b[k](Eigen::Index(j), Eigen::Index(i)) = c[Eigen::Index(k)];
        }
        return b;
    }

    // One Goulard-Voltz update of term k, the others fixed.
    void update(std::vector<Eigen::MatrixXd>& b, std::size_t k) const {
        const auto N = Eigen::Index(n_);
        Eigen::MatrixXd target = Eigen::MatrixXd::Zero(N, N), a = Eigen::MatrixXd::Ones(N, N);
        for (std::size_t p = 0; p < points_.size(); ++p) {
            const auto [i, j] = pairOf(p);
            const Eigen::VectorXd g = basis_[p].col(Eigen::Index(k));
            Eigen::VectorXd c = coefficients(b, p);
            c[Eigen::Index(k)] = 0;
            const Eigen::VectorXd r = values(p) - basis_[p] * c;
            const double gg = weights_[p].dot(g.cwiseProduct(g));
            const double value = gg > 0 ? weights_[p].dot(g.cwiseProduct(r)) / gg : 0.0;
            target(Eigen::Index(i), Eigen::Index(j)) = target(Eigen::Index(j), Eigen::Index(i)) = value;
            a(Eigen::Index(i), Eigen::Index(j)) = a(Eigen::Index(j), Eigen::Index(i)) = std::max(gg, 1e-300);
        }
        b[k] = weightedProjectPsd(target, a, b[k]);
    }

private:
    double baseWeight(const FitPoint& p) const {
        switch (weightsKind_) {
            case FitWeights::PairsOverDistanceSquared: return p.pairs / (p.distance * p.distance);
            case FitWeights::Pairs: return p.pairs;
            case FitWeights::Equal: return 1.0;
            case FitWeights::PairsOverModelSquared: break;  // refused by LmcFitOptions::validate
        }
        return 1.0;
    }

    std::size_t n_;
    const std::vector<std::vector<FitPoint>>& points_;
    bool nugget_;
    FitWeights weightsKind_;
    VariogramModel structures_;
    std::vector<Eigen::MatrixXd> basis_;
    std::vector<Eigen::VectorXd> weights_;
};

struct SillSolution {
    std::vector<Eigen::MatrixXd> matrices;
    double objective = 0;
    int sweeps = 0;
    bool converged = true;
    std::vector<std::size_t> projected;  // terms whose matrix was projected (or bound by the cone)
    std::vector<double> projectedEigenvalues;
};

SillSolution solveSills(SillProblem& problem, const LmcFitOptions& options) {
    SillSolution s;
    const bool once = options.method == LmcMethod::ProjectOnce;
    std::vector<Eigen::MatrixXd> b = problem.ownMatrices(once);
    double scale = 1e-300;
    for (const auto& m : b) scale = std::max(scale, m.cwiseAbs().maxCoeff());
    for (std::size_t k = 0; k < b.size(); ++k) {
        const double e = minEigenvalue(b[k]);
        if (e < -1e-12 * scale) {
            s.projected.push_back(k);
            s.projectedEigenvalues.push_back(e);
        }
    }
    for (auto& m : b) m = projectPsd(m);
    if (!once && !s.projected.empty()) {
        double f = problem.residuals(b).squaredNorm();
        s.converged = false;
        for (int sweep = 1; sweep <= options.maxSweeps; ++sweep) {
            const std::vector<Eigen::MatrixXd> before = b;
            for (std::size_t k = 0; k < b.size(); ++k) problem.update(b, k);
            const double fn = problem.residuals(b).squaredNorm();
            double change = 0;
            for (std::size_t k = 0; k < b.size(); ++k)
                change = std::max(change, (b[k] - before[k]).cwiseAbs().maxCoeff());
            s.sweeps = sweep;
            const bool still = (f - fn) <= 1e-15 * std::max(f, 1e-300) && change <= 1e-13 * scale;
            f = fn;
            if (still) {
                s.converged = true;
                break;
            }
        }
    }
    s.matrices = b;
    s.objective = problem.residuals(s.matrices).squaredNorm();
    return s;
}

struct RangeSlot {
    std::size_t structure;
    double lower, upper;
};

// Levenberg-Marquardt over the log ranges, sills solved inside.
int searchRanges(SillProblem& problem, VariogramModel& model, const std::vector<RangeSlot>& slots,
                 const LmcFitOptions& options, bool& converged) {
    const std::size_t m = slots.size();
    std::vector<double> x(m), lo(m), hi(m);
    for (std::size_t k = 0; k < m; ++k) {
        lo[k] = std::log(slots[k].lower);
        hi[k] = std::log(slots[k].upper);
        x[k] = std::log(model.structures[slots[k].structure].range);
    }
    const auto withRanges = [&](const std::vector<double>& v) {
        VariogramModel trial = model;
        for (std::size_t k = 0; k < m; ++k) trial.structures[slots[k].structure].range = std::exp(v[k]);
        return trial;
    };
    const BoundedSearch search = boundedLevenbergMarquardt(
        [&](const std::vector<double>& v) {
            problem.setStructures(withRanges(v));
            return problem.residuals(solveSills(problem, options).matrices);
        },
        std::move(x), lo, hi, options.maxIterations);
    converged = search.converged;
    model = withRanges(search.x);
    problem.setStructures(model);
    return search.iterations;
}

void checkInputs(const std::vector<std::string>& variables, const std::vector<std::vector<FitPoint>>& points,
                 const VariogramModel& start) {
    const std::size_t n = variables.size();
    if (n < 2 || n > 4)
        throw ValidationError(kStage, "variables", "an LMC fit needs 2 to 4 variables (got " + std::to_string(n) + ")");
    for (std::size_t i = 0; i < n; ++i) {
        if (variables[i].empty()) throw ValidationError(kStage, "variables", "a variable name is empty");
        for (std::size_t j = 0; j < i; ++j)
            if (variables[i] == variables[j])
                throw ValidationError(kStage, "variables", "names '" + variables[i] + "' twice");
    }
    if (points.size() != Coregionalisation::pairCount(n))
        throw ValidationError(kStage, "variogram",
                              "needs the " + std::to_string(Coregionalisation::pairCount(n)) +
                                  " direct and cross variograms of " + join(variables, ","));
    start.validate(kStage);
    if (start.structures.empty() && !(start.nugget > 0))
        throw ValidationError(kStage, "model", "has no structure to fit (got '" + start.toString() + "')");
    constexpr double kLargestFitted = 1e150;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) {
            const std::string name = i == j ? variables[i] : variables[i] + ":" + variables[j];
            const auto& pts = points[Coregionalisation::pairIndex(i, j, n)];
            std::size_t usable = 0;
            for (const auto& p : pts) {
                if (!(p.distance > 0 && p.pairs > 0 && std::isfinite(p.value) && std::isfinite(p.distance)))
                    throw ValidationError(kStage, "variogram",
                                          name + ": a lag needs a distance > 0, pairs > 0 and a finite value");
                if (std::abs(p.value) > kLargestFitted || p.distance > kLargestFitted)
                    throw ValidationError(kStage, "variogram",
                                          name +
                                              ": values and distances beyond 1e150 cannot be fitted; rescale the "
                                              "variable");
                ++usable;
            }
            if (usable == 0) throw ValidationError(kStage, "variogram", name + " has no lag with pairs to fit");
        }
}

}  // namespace

LmcMethod parseLmcMethod(const std::string& text, const std::string& option) {
    const std::string t = toLower(trim(text));
    if (t == "goulard-voltz") return LmcMethod::GoulardVoltz;
    if (t == "project-once" || t == "gstat") return LmcMethod::ProjectOnce;
    throw ValidationError(kStage, option, "must be goulard-voltz or project-once (got '" + text + "')");
}

std::string lmcMethodName(LmcMethod method) {
    return method == LmcMethod::ProjectOnce ? "project-once" : "goulard-voltz";
}

void LmcFitOptions::validate(const std::string& stage) const {
    if (maxIterations < 1) throw ValidationError(stage, "max_iterations", "must be >= 1");
    if (maxSweeps < 1) throw ValidationError(stage, "max sweeps", "must be >= 1");
    // N_j / gamma(h_j)^2 divides by a cross variogram's model, which may be 0 anywhere.
    if (weights == FitWeights::PairsOverModelSquared)
        throw ValidationError(stage, "weights",
                              "npairs-over-gamma2 divides by the model's cross variograms, which may vanish: an LMC "
                              "fit takes npairs-over-h2, npairs or equal");
    if (fitRanges && method == LmcMethod::ProjectOnce)
        throw ValidationError(stage, "fit_ranges",
                              "needs the goulard-voltz method: project-once fits the ranges of each variogram apart");
}

LmcFitResult fitLinearModelOfCoregionalisation(const std::vector<std::string>& variables,
                                               const std::vector<std::vector<FitPoint>>& points,
                                               const VariogramModel& start, const LmcFitOptions& options) {
    options.validate(kStage);
    checkInputs(variables, points, start);
    const std::size_t n = variables.size();
    const bool nugget = start.nugget > 0;
    VariogramModel structures = start;
    SillProblem problem(n, points, structures, nugget, options.weights);

    LmcFitResult result;
    result.converged = true;
    if (options.fitRanges) {
        double maxDistance = 0;
        for (const auto& pts : points)
            for (const auto& p : pts) maxDistance = std::max(maxDistance, p.distance);
        std::vector<RangeSlot> slots;
        for (std::size_t k = 0; k < start.structures.size(); ++k)
            slots.push_back(start.structures[k].type == StructureType::Power
                                ? RangeSlot{k, 0.01, 1.99}
                                : RangeSlot{k, 1e-6 * maxDistance, 1e3 * maxDistance});
        bool converged = false;
        result.iterations = searchRanges(problem, structures, slots, options, converged);
        if (!converged)
            result.warnings.push_back("the range search did not converge in " + std::to_string(options.maxIterations) +
                                      " iterations: the result may not be a minimum");
        result.converged = converged;
        for (const auto& slot : slots) {
            const double v = structures.structures[slot.structure].range;
            const std::string name = "range" + std::to_string(slot.structure + 1);
            if (v <= slot.lower * (1 + 1e-9) || v >= slot.upper * (1 - 1e-9))
                result.warnings.push_back(name + " is at a bound of its search (" + format(v) + ")");
            else if (start.structures[slot.structure].type != StructureType::Power && v > 1.5 * maxDistance)
                result.warnings.push_back(name + " (" + format(v) + ") lies beyond the largest lag (" +
                                          format(maxDistance) + "): the data do not resolve it");
        }
    }
    const SillSolution s = solveSills(problem, options);
    result.objective = s.objective;
    result.iterations += s.sweeps;
    if (!s.converged) {
        result.converged = false;
        result.warnings.push_back("the Goulard-Voltz iteration did not converge in " +
                                  std::to_string(options.maxSweeps) + " sweeps");
    }
    auto termName = [&](std::size_t k) {
        return nugget && k == 0 ? std::string("the nugget") : "structure " + std::to_string(k + (nugget ? 0 : 1));
    };
    for (std::size_t q = 0; q < s.projected.size(); ++q)
        result.warnings.push_back(
            termName(s.projected[q]) + "'s matrix of sills fitted variogram by variogram was " +
            "not positive semi-definite (smallest eigenvalue " + format(s.projectedEigenvalues[q]) + "): " +
            (options.method == LmcMethod::ProjectOnce ? "projected onto the positive semi-definite matrices"
                                                      : "the sills were fitted under the constraint"));
    for (std::size_t k = 0; k < s.matrices.size(); ++k)
        if (s.matrices[k].cwiseAbs().maxCoeff() == 0)
            result.warnings.push_back(termName(k) + " is 0 for every variable: the data do not need it");

    result.model.variables = variables;
    result.model.models.resize(Coregionalisation::pairCount(n));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) {
            VariogramModel m = structures;
            std::size_t k = 0;
            m.nugget = nugget ? s.matrices[k++](Eigen::Index(i), Eigen::Index(j)) : 0.0;
            for (auto& st : m.structures) st.sill = s.matrices[k++](Eigen::Index(i), Eigen::Index(j));
            result.model.model(i, j) = m;
        }
    return result;
}

ExperimentalVariogramOptions lmcVariograms(const std::vector<std::size_t>& columns,
                                           ExperimentalVariogramOptions options) {
    options.variograms.clear();
    const std::size_t n = columns.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j)
            options.variograms.push_back(
                {columns[i], columns[j], i == j ? VariogramType::Semivariogram : VariogramType::CrossSemivariogram, 0});
    return options;
}

std::vector<std::vector<FitPoint>> lmcFitPoints(const ExperimentalVariogram& variogram,
                                                const std::vector<std::string>& names, const std::string& stage) {
    const std::size_t n = names.size();
    std::vector<std::vector<FitPoint>> packed;
    for (std::size_t v = 0; v < Coregionalisation::pairCount(n); ++v) packed.push_back(fitPoints(variogram, v));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j)
            if (packed[Coregionalisation::pairIndex(i, j, n)].empty())
                throw ValidationError(stage, "lags",
                                      "leave no pair of data in the " +
                                          (i == j ? "semivariogram of " + names[i]
                                                  : "cross variogram of " + names[i] + " and " + names[j]) +
                                          ": widen the lags or the directions");
    return packed;
}

}  // namespace strata::variogram
