#include "strata/kriging/CrossValidation.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <random>

#include <Eigen/Dense>

#include "CpuKriging.h"
#include "KrigingNeighbourhood.h"
#include "KrigingSetup.h"
#include "LocalKrigingSolver.h"
#include "PreparedData.h"
#include "PseudoInverseSystems.h"
#include "WhitenedDrift.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/core/RunContext.h"

namespace strata::kriging {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "cross-validation";

// Fold of every datum: its own index (leave-one-out), a seeded random fold, or its drillhole.
std::vector<int> assignFolds(const PreparedData& d, const CrossValidationOptions& cv, bool byDrillhole) {
    const std::size_t n = d.size();
    std::vector<int> fold(n);
    if (byDrillhole) {
        std::map<double, int> holes;
        for (std::size_t i = 0; i < n; ++i) {
            auto [it, added] = holes.emplace(d.drillhole[i], int(holes.size()));
            fold[i] = it->second;
        }
        // k-fold on holes: whole holes go to the same fold
        if (cv.folds >= 2) {
            std::vector<int> order(holes.size());
            std::iota(order.begin(), order.end(), 0);
            std::shuffle(order.begin(), order.end(), std::mt19937_64(cv.seed));
            std::vector<int> foldOfHole(holes.size());
            for (std::size_t k = 0; k < order.size(); ++k) foldOfHole[std::size_t(order[k])] = int(k) % cv.folds;
            for (int& f : fold) f = foldOfHole[std::size_t(f)];
        }
        return fold;
    }
    if (cv.folds < 2) {
        std::iota(fold.begin(), fold.end(), 0);
        return fold;
    }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), std::mt19937_64(cv.seed));
    for (std::size_t k = 0; k < n; ++k) fold[order[k]] = int(k % std::size_t(cv.folds));
    return fold;
}

double residual(const KrigingOptions& o, const PreparedData& d, std::size_t i) {
    double v = d.values[0][i];
    if (o.type == KrigingType::Simple) v -= o.mean;
    if (o.type == KrigingType::LocalMean) v -= d.secondary[i];
    return v;
}

// Global neighbourhood: every fold from the inverse of the full system (Dubrule 1983):
// errors e_F = (B_FF)^-1 (B z)_F and their covariance (B_FF)^-1, B the data block of A^-1.
void globalFolds(const KrigingSetup& setup, const PreparedData& d, const std::vector<int>& fold,
                 std::vector<double>& estimate, std::vector<double>& variance) {
    using Eigen::MatrixXd;
    const KrigingOptions& o = setup.options();
    const int n = int(d.size());
    const int p = setup.constraints();
    const bool threeD = d.dimension == 3;
    MatrixXd c(n, n), f(n, p);
    double cx = 0, cy = 0, cz = 0;
    for (int i = 0; i < n; ++i) {
        cx += d.x[std::size_t(i)] / n;
        cy += d.y[std::size_t(i)] / n;
        cz += threeD ? d.z[std::size_t(i)] / n : 0.0;
    }
    for (int i = 0; i < n; ++i) {
        const std::size_t a = std::size_t(i);
        for (int j = i; j < n; ++j) {
            const std::size_t b = std::size_t(j);
            c(i, j) = c(j, i) =
                setup.covariance().covariance(d.x[b] - d.x[a], d.y[b] - d.y[a], threeD ? d.z[b] - d.z[a] : 0.0);
        }
        double row[16];
        setup.driftAtPoint(d.x[a] - cx, d.y[a] - cy, threeD ? d.z[a] - cz : 0.0,
                           d.secondary.empty() ? 0.0 : d.secondary[a], row);
        for (int k = 0; k < p; ++k) f(i, k) = row[k];
    }
    Eigen::LLT<MatrixXd> llt(c);
    if (llt.info() != Eigen::Success || llt.rcond() < kSingularRcond)
        throw ValidationError(kStage, "data",
                              "the global kriging system is singular (coincident data kept, or data the model "
                              "cannot tell apart): cross-validate with a local search, where singular: pinv solves "
                              "such systems");
    // B = C^-1 - C^-1 F (F' C^-1 F)^-1 F' C^-1 = L'^-1 (I - Q1 Q1') L^-1, with G = L^-1 F = Q1 R
    // (WhitenedDrift.h): the Schur complement is never formed.
    MatrixXd b = llt.solve(MatrixXd::Identity(n, n));
    if (p > 0) {
        WhitenedDrift drift;
        if (!drift.factorise(llt.matrixL().solve(f)))
            throw ValidationError(kStage, "drift", "the drift terms cannot be estimated from these data");
        const MatrixXd m = llt.matrixU().solve(drift.thinQ());
        b.noalias() -= m * m.transpose();
    }
    Eigen::VectorXd z(n);
    for (int i = 0; i < n; ++i) z(i) = residual(o, d, std::size_t(i));
    const Eigen::VectorXd bz = b * z;
    std::map<int, std::vector<int>> members;
    for (int i = 0; i < n; ++i) members[fold[std::size_t(i)]].push_back(i);
    for (const auto& [id, m] : members) {
        const int k = int(m.size());
        MatrixXd bff(k, k);
        Eigen::VectorXd bzf(k);
        for (int r = 0; r < k; ++r) {
            bzf(r) = bz(m[std::size_t(r)]);
            for (int s = 0; s < k; ++s) bff(r, s) = b(m[std::size_t(r)], m[std::size_t(s)]);
        }
        Eigen::LDLT<MatrixXd> ldlt(bff);
        const Eigen::VectorXd e = ldlt.solve(bzf);
        const MatrixXd cov = ldlt.solve(MatrixXd::Identity(k, k));
        for (int r = 0; r < k; ++r) {
            const std::size_t i = std::size_t(m[std::size_t(r)]);
            estimate[i] = d.values[0][i] - e(r);
            variance[i] = cov(r, r);
        }
    }
}
}  // namespace

void CrossValidationOptions::validate(const std::string& stage) const {
    if (folds < 0) throw ValidationError(stage, "folds", "must be >= 0 (0: leave-one-out)");
}

CrossValidationSummary summarise(const std::vector<double>& truth, const std::vector<double>& estimate,
                                 const std::vector<double>& variance) {
    CrossValidationSummary s;
    double sumE = 0, sumA = 0, sumS = 0, sumR = 0, sumZ = 0, st = 0, se = 0, stt = 0, see = 0, ste = 0;
    std::size_t withVariance = 0;
    for (std::size_t i = 0; i < truth.size(); ++i) {
        if (std::isnan(truth[i]) || std::isnan(estimate[i])) {
            ++s.unestimated;
            continue;
        }
        ++s.count;
        const double e = estimate[i] - truth[i];
        sumE += e;
        sumA += std::abs(e);
        sumS += e * e;
        if (variance[i] > 0) {
            ++withVariance;
            sumR += e * e / variance[i];
            sumZ += e / std::sqrt(variance[i]);
        }
        st += truth[i];
        se += estimate[i];
        stt += truth[i] * truth[i];
        see += estimate[i] * estimate[i];
        ste += truth[i] * estimate[i];
    }
    if (s.count == 0) return s;
    const double n = double(s.count);
    s.meanError = sumE / n;
    s.meanAbsoluteError = sumA / n;
    s.meanSquaredError = sumS / n;
    s.rmse = std::sqrt(s.meanSquaredError);
    s.msdr = withVariance ? sumR / double(withVariance) : kNaN;
    s.meanZScore = withVariance ? sumZ / double(withVariance) : kNaN;
    const double cov = ste / n - st / n * se / n, vt = stt / n - st / n * st / n, ve = see / n - se / n * se / n;
    s.correlation = vt > 0 && ve > 0 ? cov / std::sqrt(vt * ve) : kNaN;
    return s;
}

CrossValidationResult crossValidate(const KrigingData& data, const KrigingOptions& options,
                                    const CrossValidationOptions& cv, const RunContext& context) {
    options.validate(kStage);
    data.validate(kStage, options);
    cv.validate(kStage);
    if (cv.variable >= data.values.size())
        throw ValidationError(kStage, "variable", "column " + std::to_string(cv.variable + 1) + " does not exist");
    if (options.estimateTrend)
        throw ValidationError(kStage, "trend", "cross-validation of a trend estimate makes no sense");
    const PreparedData d = prepareData(data, {cv.variable}, options, kStage);
    const std::size_t n = d.size();
    const bool byHole = cv.leaveDrillholeOut && !d.drillhole.empty();

    CrossValidationResult r;
    r.coincident = d.report;
    if (!d.report.groups.empty()) r.notes.push_back(d.report.describe());
    r.x = d.x;
    r.y = d.y;
    r.z = d.z;
    r.trueValue = d.values[0];
    r.fold = assignFolds(d, cv, byHole);
    r.estimate.assign(n, kNaN);
    r.variance.assign(n, kNaN);

    std::array<double, 3> blockSize = options.blockSize;
    if (d.dimension == 2) blockSize[2] = 0;
    if (!options.block.isPoint() && !(blockSize[0] > 0 && blockSize[1] > 0))
        throw ValidationError(kStage, "block-size", "block cross-validation needs the block size");
    if (options.search.global) {
        if (!options.block.isPoint())
            throw ValidationError(kStage, "block", "cross-validation with a global neighbourhood uses point support");
        if (n > maxGlobalData())
            throw ValidationError(kStage, "global",
                                  "too many data for a global neighbourhood (" + std::to_string(n) + ")");
        double extent = 1e-12;
        for (const auto* v : {&d.x, &d.y, &d.z}) {
            const auto [lo, hi] = std::minmax_element(v->begin(), v->end());
            if (lo != v->end()) extent = std::max(extent, *hi - *lo);
        }
        double sscale = 0;
        for (double s : d.secondary) sscale = std::max(sscale, std::abs(s));
        const KrigingSetup setup(options, blockSize, extent, sscale);
        globalFolds(setup, d, r.fold, r.estimate, r.variance);
    } else {
        double sscale = 0;
        for (double s : d.secondary) sscale = std::max(sscale, std::abs(s));
        KrigingOptions local = options;
        local.search = withReach(options.search, d, nullptr);
        const KrigingSetup setup(local, blockSize, local.search.radius, sscale);
        const KrigingNeighbourhood neighbourhood(d, local.search);
        ParallelOptions po;
        po.chunk = 64;
        po.cancel = context.cancel;
        po.progress = context.progress;
        po.message = "cross-validation";
        std::atomic<std::size_t> pseudoInverse{0};
        parallelChunks(n, po, [&](std::size_t begin, std::size_t end) {
            LocalKrigingSolver solver(setup, d);
            NodeSolution s;
            std::vector<std::uint32_t> idx;
            std::vector<search::Neighbour> scratch;
            auto store = [&](std::size_t i, const NodeSolution& solution, std::span<const std::uint32_t> used,
                             double sec) {
                r.estimate[i] = solver.estimate(solution, used, 0, sec);
                r.variance[i] = solution.status == NodeStatus::Estimated ? solution.variance : kNaN;
            };
            PseudoInverseSystems singular(
                setup, solver,
                [&](std::size_t i, const NodeSolution& solution, std::span<const std::uint32_t> used, double sec) {
                    store(i, solution, used, sec);
                    if (solution.status != NodeStatus::Singular) ++pseudoInverse;
                });
            const bool pinv = options.singular == SingularRule::PseudoInverse;
            for (std::size_t i = begin; i < end; ++i) {
                const int f = r.fold[i];
                const KrigingNeighbourhood::Exclusion exclude{[&](std::size_t j) { return r.fold[j] == f; }};
                neighbourhood.find(d.x[i], d.y[i], d.z[i], idx, scratch, &exclude);
                const double sec = d.secondary.empty() ? kNaN : d.secondary[i];
                solver.solve(d.x[i], d.y[i], d.z[i], sec, idx, s);
                if (pinv && s.status == NodeStatus::Singular)
                    singular.add(i, d.x[i], d.y[i], d.z[i], sec, idx);
                else
                    store(i, s, idx, sec);
            }
            singular.flush();
        });
        if (pseudoInverse > 0)
            r.notes.push_back(
                std::to_string(pseudoInverse.load()) +
                " data with a singular kriging system estimated through its pseudo-inverse (singular: pinv)");
    }
    r.error.resize(n);
    r.zScore.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        r.error[i] = r.estimate[i] - r.trueValue[i];
        r.zScore[i] = r.variance[i] > 0 ? r.error[i] / std::sqrt(r.variance[i]) : kNaN;
    }
    r.summary = summarise(r.trueValue, r.estimate, r.variance);
    if (r.summary.unestimated)
        r.notes.push_back(std::to_string(r.summary.unestimated) + " data could not be estimated from the others");
    for (const auto& note : r.notes) context.info("cross-validation: " + note);
    return r;
}

}  // namespace strata::kriging
