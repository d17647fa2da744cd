#include "strata/variogram/VariogramFit.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <sstream>

#include <Eigen/Dense>

#include "BoundedLevenbergMarquardt.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::variogram {

namespace {

const std::string kStage = "fit";

enum class Kind { Nugget, Sill, Range, Ratio1, Ratio2, Nu };

struct Parameter {
    std::string name;
    Kind kind;
    int structure;  // -1 for the nugget
    double value, lower, upper;
    bool locked = false;
    bool linear() const { return kind == Kind::Nugget || kind == Kind::Sill; }
};

std::string format(double v) {
    std::ostringstream out;
    out.precision(6);
    out << v;
    return out.str();
}

// The parameters of a model, with default bounds; ranges and ratios live in log space in the search.
std::vector<Parameter> parametersOf(const VariogramModel& m, double maxDistance) {
    std::vector<Parameter> ps;
    const double inf = std::numeric_limits<double>::infinity();
    ps.push_back({"nugget", Kind::Nugget, -1, m.nugget, 0.0, inf});
    for (std::size_t k = 0; k < m.structures.size(); ++k) {
        const Structure& s = m.structures[k];
        const std::string id = std::to_string(k + 1);
        const int sk = int(k);
        ps.push_back({"sill" + id, Kind::Sill, sk, s.sill, 0.0, inf});
        if (s.type == StructureType::Power) {
            ps.push_back({"range" + id, Kind::Range, sk, s.range, 0.01, 1.99});
        } else {
            ps.push_back({"range" + id, Kind::Range, sk, s.range, 1e-6 * maxDistance, 1e3 * maxDistance});
            ps.push_back({"ratio1_" + id, Kind::Ratio1, sk, s.anisotropy.ratio1, 1e-3, 1e3});
            ps.push_back({"ratio2_" + id, Kind::Ratio2, sk, s.anisotropy.ratio2, 1e-3, 1e3});
        }
        if (s.type == StructureType::Matern) ps.push_back({"nu" + id, Kind::Nu, sk, s.shape, 0.05, 20.0});
    }
    return ps;
}

void applyParameter(VariogramModel& m, const Parameter& p, double v) {
    if (p.kind == Kind::Nugget) {
        m.nugget = v;
        return;
    }
    Structure& s = m.structures[std::size_t(p.structure)];
    switch (p.kind) {
        case Kind::Sill: s.sill = v; break;
        case Kind::Range: s.range = v; break;
        case Kind::Ratio1: s.anisotropy.ratio1 = v; break;
        case Kind::Ratio2: s.anisotropy.ratio2 = v; break;
        case Kind::Nu: s.shape = v; break;
        case Kind::Nugget: break;
    }
}

// The fitting problem: points, weights and the split of parameters into linear and searched ones.
class Problem {
public:
    Problem(const std::vector<FitPoint>& points, VariogramModel model, std::vector<Parameter> params, FitWeights weights)
        : points_(points), model_(std::move(model)), params_(std::move(params)), weightsKind_(weights) {
        for (std::size_t k = 0; k < params_.size(); ++k) {
            if (params_[k].locked) continue;
            (params_[k].linear() ? linear_ : searched_).push_back(k);
        }
        weights_.assign(points_.size(), 1.0);
        updateWeights(model_);
    }

    const std::vector<std::size_t>& searched() const { return searched_; }
    const std::vector<std::size_t>& linear() const { return linear_; }
    std::vector<Parameter>& params() { return params_; }
    const VariogramModel& model() const { return model_; }
    const std::vector<double>& weights() const { return weights_; }

    // Weights from a model (only the Cressie weights depend on it).
    void updateWeights(const VariogramModel& m) {
        for (std::size_t j = 0; j < points_.size(); ++j) {
            const FitPoint& p = points_[j];
            switch (weightsKind_) {
                case FitWeights::PairsOverDistanceSquared: weights_[j] = p.pairs / (p.distance * p.distance); break;
                case FitWeights::Pairs: weights_[j] = p.pairs; break;
                case FitWeights::Equal: weights_[j] = 1.0; break;
                case FitWeights::PairsOverModelSquared: {
                    const double g = modelValue(m, p);
                    weights_[j] = p.pairs / std::max(g * g, 1e-24);
                    break;
                }
            }
        }
    }

    static double modelValue(const VariogramModel& m, const FitPoint& p) {
        const auto& d = p.direction;
        return m.variogram(p.distance * d[0], p.distance * d[1], p.distance * d[2]);
    }

    // Sets the searched parameters (log values), solves the linear ones; returns the objective.
    double evaluate(const std::vector<double>& logValues, VariogramModel* solved = nullptr,
                    Eigen::VectorXd* residuals = nullptr) {
        VariogramModel m = model_;
        for (const auto& p : params_) applyParameter(m, p, p.value);
        for (std::size_t k = 0; k < searched_.size(); ++k) applyParameter(m, params_[searched_[k]], std::exp(logValues[k]));
        // Linear parameters: columns of unit contributions; the rest is fixed.
        const std::size_t n = points_.size(), q = linear_.size();
        Eigen::MatrixXd basis(n, q);
        Eigen::VectorXd fixed(n);
        for (std::size_t k = 0; k < q; ++k) applyParameter(m, params_[linear_[k]], 0.0);
        for (std::size_t j = 0; j < n; ++j) fixed[Eigen::Index(j)] = modelValue(m, points_[j]);
        for (std::size_t k = 0; k < q; ++k) {
            VariogramModel unit = m;
            unit.nugget = 0;
            for (auto& s : unit.structures) s.sill = 0;
            applyParameter(unit, params_[linear_[k]], 1.0);
            for (std::size_t j = 0; j < n; ++j) basis(Eigen::Index(j), Eigen::Index(k)) = modelValue(unit, points_[j]);
        }
        Eigen::VectorXd y(n), w(n);
        for (std::size_t j = 0; j < n; ++j) {
            y[Eigen::Index(j)] = points_[j].value - fixed[Eigen::Index(j)];
            w[Eigen::Index(j)] = std::sqrt(weights_[j]);
        }
        const Eigen::VectorXd coef = boundedLeastSquares(basis, y, w);
        for (std::size_t k = 0; k < q; ++k) applyParameter(m, params_[linear_[k]], coef[Eigen::Index(k)]);
        const Eigen::VectorXd r = w.cwiseProduct(y - basis * coef);
        if (solved) *solved = m;
        if (residuals) *residuals = r;
        return r.squaredNorm();
    }

private:
    // min |W (y - B c)|^2 within the linear parameters' bounds: each coefficient free, at its lower
    // or at its upper bound; the best feasible candidate is the exact optimum (a convex problem).
    Eigen::VectorXd boundedLeastSquares(const Eigen::MatrixXd& B, const Eigen::VectorXd& y, const Eigen::VectorXd& w) const {
        const std::size_t q = linear_.size();
        Eigen::VectorXd best = Eigen::VectorXd::Zero(Eigen::Index(q));
        double bestValue = std::numeric_limits<double>::infinity();
        std::size_t combos = 1;
        for (std::size_t k = 0; k < q; ++k) combos *= 3;
        const Eigen::MatrixXd WB = w.asDiagonal() * B;
        const Eigen::VectorXd Wy = w.cwiseProduct(y);
        for (std::size_t c = 0; c < combos; ++c) {
            Eigen::VectorXd coef = Eigen::VectorXd::Zero(Eigen::Index(q));
            std::vector<Eigen::Index> freeIdx;
            std::size_t code = c;
            bool possible = true;
            for (std::size_t k = 0; k < q; ++k, code /= 3) {
                const Parameter& p = params_[linear_[k]];
                const int state = int(code % 3);
                if (state == 0) freeIdx.push_back(Eigen::Index(k));
                else if (state == 1) coef[Eigen::Index(k)] = p.lower;
                else if (std::isfinite(p.upper)) coef[Eigen::Index(k)] = p.upper;
                else possible = false;
                if (state == 1 && !std::isfinite(p.lower)) possible = false;
            }
            if (!possible) continue;
            if (!freeIdx.empty()) {
                Eigen::VectorXd rhs = Wy;
                for (std::size_t k = 0; k < q; ++k)
                    if (std::find(freeIdx.begin(), freeIdx.end(), Eigen::Index(k)) == freeIdx.end())
                        rhs -= WB.col(Eigen::Index(k)) * coef[Eigen::Index(k)];
                Eigen::MatrixXd A(WB.rows(), Eigen::Index(freeIdx.size()));
                for (std::size_t f = 0; f < freeIdx.size(); ++f) A.col(Eigen::Index(f)) = WB.col(freeIdx[f]);
                const Eigen::VectorXd sol = A.completeOrthogonalDecomposition().solve(rhs);
                for (std::size_t f = 0; f < freeIdx.size(); ++f) {
                    const Parameter& p = params_[linear_[std::size_t(freeIdx[f])]];
                    const double v = sol[Eigen::Index(f)];
                    if (!(v >= p.lower - 1e-12 * std::abs(p.lower) && v <= p.upper)) possible = false;
                    coef[freeIdx[f]] = std::clamp(v, p.lower, p.upper);
                }
            }
            if (!possible) continue;
            const double value = (Wy - WB * coef).squaredNorm();
            if (value < bestValue) {
                bestValue = value;
                best = coef;
            }
        }
        return best;
    }

    const std::vector<FitPoint>& points_;
    VariogramModel model_;
    std::vector<Parameter> params_;
    FitWeights weightsKind_;
    std::vector<double> weights_;
    std::vector<std::size_t> linear_, searched_;
};

struct SearchResult {
    std::vector<double> logValues;
    double objective = std::numeric_limits<double>::infinity();
    int iterations = 0;
    bool converged = false;
};

// Levenberg-Marquardt on the searched parameters (log space, clamped to the bounds).
SearchResult levenbergMarquardt(Problem& problem, std::vector<double> x, int maxIterations) {
    std::vector<double> lo, hi;
    for (std::size_t k : problem.searched()) {
        lo.push_back(std::log(problem.params()[k].lower));
        hi.push_back(std::log(problem.params()[k].upper));
    }
    const BoundedSearch search = boundedLevenbergMarquardt(
        [&problem](const std::vector<double>& v) {
            Eigen::VectorXd r;
            problem.evaluate(v, nullptr, &r);
            return r;
        },
        std::move(x), lo, hi, maxIterations);
    return {search.x, search.objective, search.iterations, search.converged};
}

}  // namespace

FitWeights parseFitWeights(const std::string& text, const std::string& option) {
    const std::string t = toLower(trim(text));
    if (t == "npairs-over-h2" || t == "gstat" || t == "7") return FitWeights::PairsOverDistanceSquared;
    if (t == "npairs" || t == "1") return FitWeights::Pairs;
    if (t == "npairs-over-gamma2" || t == "cressie" || t == "2") return FitWeights::PairsOverModelSquared;
    if (t == "equal" || t == "ols" || t == "6") return FitWeights::Equal;
    throw ValidationError(kStage, option,
                          "must be npairs-over-h2, npairs, npairs-over-gamma2 or equal (got '" + text + "')");
}

std::string fitWeightsName(FitWeights w) {
    switch (w) {
        case FitWeights::PairsOverDistanceSquared: return "npairs-over-h2";
        case FitWeights::Pairs: return "npairs";
        case FitWeights::PairsOverModelSquared: return "npairs-over-gamma2";
        case FitWeights::Equal: return "equal";
    }
    return "npairs-over-h2";
}

std::array<double, 3> directionVector(double azimuth, double dip) {
    constexpr double deg = std::numbers::pi / 180;
    return {std::cos(dip * deg) * std::sin(azimuth * deg), std::cos(dip * deg) * std::cos(azimuth * deg),
            std::sin(dip * deg)};
}

std::vector<FitPoint> fitPoints(const ExperimentalVariogram& v, std::size_t index) {
    std::vector<FitPoint> points;
    for (std::size_t d = 0; d < v.options.directions.size(); ++d) {
        const auto& dir = v.options.directions[d];
        const auto u = directionVector(dir.azimuth, dir.dip);
        for (const LagRow& row : v.curve(d, index).rows)
            if (row.pairs > 0 && row.distance > 0) points.push_back({row.distance, row.value, double(row.pairs), u});
    }
    return points;
}

void FitOptions::validate(const std::string& stage) const {
    if (maxIterations < 1) throw ValidationError(stage, "max iterations", "must be >= 1");
    for (const auto& b : bounds)
        if (!(b.lower <= b.upper)) throw ValidationError(stage, "bounds", "'" + b.name + "' needs lower <= upper");
}

FitResult fitVariogramModel(const std::vector<FitPoint>& pointsIn, const VariogramModel& start, const FitOptions& options) {
    options.validate(kStage);
    start.validate(kStage);
    std::vector<FitPoint> points;
    for (const auto& p : pointsIn)
        if (p.distance > 0 && p.pairs > 0 && std::isfinite(p.value)) points.push_back(p);
    if (points.empty()) throw ValidationError(kStage, "variogram", "has no lag with pairs to fit");
    // The objective squares weighted residuals: beyond 1e150 they overflow to inf and every
    // candidate model compares equal, leaving no best one.
    constexpr double kLargestFitted = 1e150;
    for (const auto& p : points)
        if (std::abs(p.value) > kLargestFitted || p.distance > kLargestFitted)
            throw ValidationError(kStage, "variogram",
                                  "the lag at distance " + shortNumber(p.distance) + " has the value " +
                                      shortNumber(p.value) + ": values and distances beyond 1e150 cannot be " +
                                      "fitted (their squares overflow); rescale the variable");
    double maxDistance = 0;
    for (const auto& p : points) maxDistance = std::max(maxDistance, p.distance);

    std::vector<Parameter> params = parametersOf(start, maxDistance);
    auto find = [&](const std::string& name) -> Parameter& {
        for (auto& p : params)
            if (iequals(p.name, name)) return p;
        std::vector<std::string> names;
        for (const auto& p : params) names.push_back(p.name);
        throw ValidationError(kStage, "parameter", "'" + name + "' is not a parameter of " + start.toString() +
                                                       " (parameters: " + join(names, ", ") + ")");
    };
    for (const auto& name : options.locked) find(name).locked = true;
    for (const auto& b : options.bounds) {
        Parameter& p = find(b.name);
        p.lower = std::max(p.lower, b.lower);
        p.upper = std::min(p.upper, b.upper);
        if (!(p.lower <= p.upper))
            throw ValidationError(kStage, "bounds", "'" + b.name + "' bounds leave no admissible value");
    }
    FitResult result;
    // Ratios the directions cannot see are held at their value.
    for (auto& p : params) {
        if (p.locked || (p.kind != Kind::Ratio1 && p.kind != Kind::Ratio2)) continue;
        const auto axes = AnisotropicMetric(start.structures[std::size_t(p.structure)].anisotropy).axes();
        const auto& axis = axes[p.kind == Kind::Ratio1 ? 1 : 2];
        const double r = p.kind == Kind::Ratio1 ? start.structures[std::size_t(p.structure)].anisotropy.ratio1
                                                : start.structures[std::size_t(p.structure)].anisotropy.ratio2;
        const double norm = std::sqrt(axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]) * r;
        double seen = 0;
        for (const auto& pt : points)
            seen = std::max(seen, std::abs(axis[0] * pt.direction[0] + axis[1] * pt.direction[1] +
                                           axis[2] * pt.direction[2]) / norm);
        if (seen < 0.2) p.locked = true;
    }
    for (auto& p : params) p.value = std::clamp(p.value, p.lower, p.upper);

    Problem problem(points, start, params, options.weights);
    const auto& searched = problem.searched();

    // Starting points: the given model, then automatic ones from the data.
    std::vector<std::vector<double>> starts;
    std::vector<double> given;
    for (std::size_t k : searched) given.push_back(std::log(problem.params()[k].value));
    starts.push_back(given);
    if (options.automaticStart && !searched.empty()) {
        std::vector<FitPoint> sorted = points;
        std::sort(sorted.begin(), sorted.end(), [](const FitPoint& a, const FitPoint& b) { return a.distance < b.distance; });
        double plateau = 0, weight = 0;
        for (const auto& p : sorted)
            if (p.distance >= 2.0 / 3.0 * maxDistance) {
                plateau += p.value * p.pairs;
                weight += p.pairs;
            }
        plateau = weight > 0 ? plateau / weight : sorted.back().value;
        double reach = 0.5 * maxDistance;
        for (const auto& p : sorted)
            if (p.value >= 0.9 * plateau) {
                reach = std::max(p.distance, 1e-3 * maxDistance);
                break;
            }
        const double factors[] = {0.1, 0.3, 0.6, 1.0, 2.0, 4.0};
        std::vector<std::size_t> rangeSlots;  // positions in `searched` of the structures' major ranges
        for (std::size_t k = 0; k < searched.size(); ++k)
            if (problem.params()[searched[k]].kind == Kind::Range) rangeSlots.push_back(k);
        // Every increasing choice of factors, one per range (ranges of nested structures grow).
        const std::size_t r = rangeSlots.size(), f = std::size(factors);
        std::vector<std::size_t> pick(r);
        for (std::size_t k = 0; k < r; ++k) pick[k] = k;
        while (r > 0 && r <= f && starts.size() < 64) {
            std::vector<double> s = given;
            for (std::size_t k = 0; k < r; ++k) {
                const Parameter& p = problem.params()[searched[rangeSlots[k]]];
                const double value = start.structures[std::size_t(p.structure)].type == StructureType::Power
                                         ? 0.3 + 1.4 * double(pick[k]) / double(f - 1)
                                         : reach * factors[pick[k]];
                s[rangeSlots[k]] = std::log(std::clamp(value, p.lower, p.upper));
            }
            starts.push_back(s);
            std::size_t k = r;
            while (k > 0 && pick[k - 1] == f - r + k - 1) --k;
            if (k == 0) break;
            ++pick[k - 1];
            for (std::size_t j = k; j < r; ++j) pick[j] = pick[j - 1] + 1;
        }
    }
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t k = 0; k < starts.size(); ++k) ranked.emplace_back(problem.evaluate(starts[k]), k);
    std::sort(ranked.begin(), ranked.end());

    SearchResult best;
    int iterations = 0;
    const int passes = options.weights == FitWeights::PairsOverModelSquared ? 6 : 1;
    for (std::size_t s = 0; s < std::min<std::size_t>(4, ranked.size()); ++s) {
        std::vector<double> x = starts[ranked[s].second];
        SearchResult r;
        for (int pass = 0; pass < passes; ++pass) {
            r = levenbergMarquardt(problem, x, options.maxIterations);
            iterations += r.iterations;
            x = r.logValues;
            if (passes > 1) {
                VariogramModel m;
                problem.evaluate(x, &m);
                problem.updateWeights(m);
                r.objective = problem.evaluate(x);
            }
        }
        if (r.objective < best.objective) best = r;
    }
    if (best.logValues.size() != searched.size())
        throw ValidationError(kStage, "variogram", "no candidate model gives a finite misfit to these lags");

    problem.evaluate(best.logValues, &result.model);
    result.objective = best.objective;
    result.iterations = iterations;
    result.converged = best.converged;

    // Diagnostics.
    std::vector<std::string> freeNames;
    for (std::size_t k : problem.linear()) freeNames.push_back(problem.params()[k].name);
    for (std::size_t k : searched) freeNames.push_back(problem.params()[k].name);
    result.freeParameters = freeNames;
    if (!result.converged)
        result.warnings.push_back("the fit did not converge in " + std::to_string(options.maxIterations) +
                                  " iterations: the result may not be a minimum");
    if (points.size() < freeNames.size())
        result.warnings.push_back("ill-posed: " + std::to_string(points.size()) + " points for " +
                                  std::to_string(freeNames.size()) + " parameters");
    for (std::size_t s = 0; s < searched.size(); ++s) {
        const Parameter& p = problem.params()[searched[s]];
        const double v = std::exp(best.logValues[s]);
        if (v <= p.lower * (1 + 1e-9)) result.warnings.push_back(p.name + " is at its lower bound (" + format(v) + ")");
        if (v >= p.upper * (1 - 1e-9)) result.warnings.push_back(p.name + " is at its upper bound (" + format(v) + ")");
        if (p.kind == Kind::Range && result.model.structures[std::size_t(p.structure)].type != StructureType::Power &&
            v > 1.5 * maxDistance)
            result.warnings.push_back(p.name + " (" + format(v) + ") lies beyond the largest lag (" + format(maxDistance) +
                                      "): the data do not resolve it");
    }
    for (std::size_t k : problem.linear()) {
        const Parameter& p = problem.params()[k];
        if (p.kind == Kind::Sill && result.model.structures[std::size_t(p.structure)].sill <= p.lower + 1e-12 &&
            p.lower == 0)
            result.warnings.push_back(p.name + " is 0: structure " + std::to_string(p.structure + 1) +
                                      " is not needed by the data");
    }
    // Identifiability: the Jacobian of the weighted residuals in all free parameters.
    if (!freeNames.empty()) {
        std::vector<Parameter> flat = problem.params();
        std::vector<std::size_t> order = problem.linear();
        order.insert(order.end(), searched.begin(), searched.end());
        VariogramModel base = result.model;
        auto residuals = [&](const VariogramModel& m) {
            Eigen::VectorXd r(Eigen::Index(points.size()));
            for (std::size_t j = 0; j < points.size(); ++j)
                r[Eigen::Index(j)] = std::sqrt(problem.weights()[j]) * Problem::modelValue(m, points[j]);
            return r;
        };
        const Eigen::VectorXd f0 = residuals(base);
        Eigen::MatrixXd J(Eigen::Index(points.size()), Eigen::Index(order.size()));
        for (std::size_t c = 0; c < order.size(); ++c) {
            const Parameter& p = flat[order[c]];
            VariogramModel m = base;
            double current = 0;
            for (const auto& fp : parametersOf(base, maxDistance))
                if (fp.name == p.name) current = fp.value;
            const double step = p.linear() ? 1e-6 * std::max(1.0, std::abs(current)) : 1e-6 * std::max(current, 1e-12);
            applyParameter(m, p, current + step);
            // Scaled per unit of the parameter's magnitude, so columns compare.
            const double scale = p.linear() ? std::max(std::abs(current), result.model.sill() * 1e-3 + 1e-300)
                                            : std::max(current, 1e-300);
            J.col(Eigen::Index(c)) = (residuals(m) - f0) / step * scale;
        }
        Eigen::JacobiSVD<Eigen::MatrixXd> svd(J, Eigen::ComputeFullV);
        const auto& sv = svd.singularValues();
        if (sv.size() > 0 && sv[0] > 0 && sv[sv.size() - 1] < 1e-6 * sv[0]) {
            const Eigen::VectorXd v = svd.matrixV().col(sv.size() - 1);
            Eigen::Index worst = 0;
            v.cwiseAbs().maxCoeff(&worst);
            result.warnings.push_back("ill-posed: the data hardly determine " + flat[order[std::size_t(worst)]].name +
                                      " (condition number " + format(sv[0] / std::max(sv[sv.size() - 1], 1e-300)) + ")");
        }
    }
    return result;
}

}  // namespace strata::variogram
