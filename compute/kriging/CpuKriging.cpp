#include "CpuKriging.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>
#include <span>

#include <Eigen/Dense>

#include "GlobalKrigingSystem.h"
#include "KrigingNeighbourhood.h"
#include "KrigingVariance.h"
#include "LocalKrigingBatch.h"
#include "LocalKrigingSolver.h"
#include "PseudoInverseSystems.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::kriging {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

void store(const LocalKrigingSolver& solver, const NodeSolution& s, std::span<const std::uint32_t> idx, std::size_t t,
           double secondary, const GroupOutput& out) {
    for (std::size_t k = 0; k < out.estimate.size(); ++k) out.estimate[k][t] = solver.estimate(s, idx, k, secondary);
    KrigingDiagnostics& d = *out.diagnostics;
    const bool ok = s.status == NodeStatus::Estimated;
    if (ok && out.amplifying) {
        double sum = 0;
        for (double w : s.weights) sum += std::abs(w);
        if (sum > kAmplifyingWeights) ++*out.amplifying;
    }
    d.variance[t] = ok ? s.variance : kNaN;
    d.status[t] = s.status;
    if (!d.dataUsed.empty()) {
        d.dataUsed[t] = s.used;
        d.lagrange[t] = ok ? s.lagrange : kNaN;
        if (ok) {
            solver.diagnostics(s, d.efficiency[t], d.slope[t]);
        } else {
            d.efficiency[t] = kNaN;
            d.slope[t] = kNaN;
        }
    }
}
}  // namespace

void targetNeighbours(const KrigingNeighbourhood& neighbourhood, const PreparedData& data,
                      const KrigingTargets& targets, std::size_t t, std::vector<std::uint32_t>& idx,
                      std::vector<search::Neighbour>& scratch, KrigingNeighbourhood::Cursor* cursor) {
    const double x0 = targets.xAt(t), y0 = targets.yAt(t), z0 = targets.zAt(t);
    const bool sameHole = !targets.drillhole.empty() && !data.drillhole.empty();
    if (!targets.excludeCoincidentData && !sameHole) {
        neighbourhood.find(x0, y0, z0, idx, scratch, nullptr, cursor);
        return;
    }
    const double hole = sameHole ? targets.drillhole[t] : 0.0;
    // kt3d's test, in its units: |dx| + |dy| + |dz| < EPSLON (1e-6), and |dh - ddh| < EPSLON.
    constexpr double kEpsilon = 1e-6;
    auto leaveOut = [&](std::size_t i) {
        if (sameHole && std::abs(data.drillhole[i] - hole) < kEpsilon) return true;
        const double dz = data.dimension == 3 ? std::abs(data.z[i] - z0) : 0.0;
        return targets.excludeCoincidentData && std::abs(data.x[i] - x0) + std::abs(data.y[i] - y0) + dz < kEpsilon;
    };
    const KrigingNeighbourhood::Exclusion exclude{leaveOut, true};
    neighbourhood.find(x0, y0, z0, idx, scratch, &exclude);
}

namespace {
// Targets waiting for a batch: up to LocalKrigingBatch::lanes() of them with the same neighbour
// count n.
struct PendingBatch {
    static constexpr int kMaxLanes = LocalKrigingBatch::kMaxLanes;
    int count = 0;
    std::size_t target[kMaxLanes];
    double x0[kMaxLanes], y0[kMaxLanes], z0[kMaxLanes], secondary[kMaxLanes];
    std::vector<std::uint32_t> idx;  // lanes x n, lane by lane
};

// Where a solved target goes: stored, or queued for the pseudo-inverse when its system is
// singular and the options say so.
struct Settle {
    LocalKrigingSolver& solver;
    PseudoInverseSystems* singular;  // null: singular systems stay unestimated
    const GroupOutput& out;

    void operator()(const NodeSolution& s, std::size_t t, double x0, double y0, double z0, double secondary,
                    std::span<const std::uint32_t> idx) const {
        if (singular && s.status == NodeStatus::Singular)
            singular->add(t, x0, y0, z0, secondary, idx);
        else
            store(solver, s, idx, t, secondary, out);
    }
};

// Solves a pending batch (its empty lanes filled with copies of lane 0, whose results are
// dropped) and settles its targets; a lane the batch finds singular is solved again one at a
// time, where the documented rules for singular systems apply.
void solvePending(PendingBatch& b, int n, LocalKrigingBatch& batch, LocalKrigingSolver& solver, NodeSolution& scalar,
                  std::vector<NodeSolution>& solutions, const Settle& settle) {
    const int W = LocalKrigingBatch::lanes();
    const std::size_t un = std::size_t(n);
    for (int l = b.count; l < W; ++l) {
        b.x0[l] = b.x0[0];
        b.y0[l] = b.y0[0];
        b.z0[l] = b.z0[0];
        b.secondary[l] = b.secondary[0];
        std::copy_n(b.idx.begin(), un, b.idx.begin() + long(std::size_t(l) * un));
    }
    batch.solve(n, b.x0, b.y0, b.z0, b.secondary, b.idx.data(), solutions.data());
    for (int l = 0; l < b.count; ++l) {
        const std::span<const std::uint32_t> idx(b.idx.data() + std::size_t(l) * un, un);
        const NodeSolution* s = &solutions[std::size_t(l)];
        if (s->status != NodeStatus::Estimated) {
            solver.solve(b.x0[l], b.y0[l], b.z0[l], b.secondary[l], idx, scalar);
            s = &scalar;
        }
        settle(*s, b.target[l], b.x0[l], b.y0[l], b.z0[l], b.secondary[l], idx);
    }
    b.count = 0;
}
}  // namespace

void krigeLocalCpu(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
                   const std::vector<std::size_t>* only, const GroupOutput& out, const RunControl& control) {
    const KrigingNeighbourhood neighbourhood = [&] {
        const PhaseScope preparing(control.timings, Phase::Prepare);
        return KrigingNeighbourhood(data, setup.options().search);
    }();
    const KrigingOptions& o = setup.options();
    const std::size_t count = only ? only->size() : targets.size();
    const int maxBatched = control.batched ? std::min(o.search.ndmax, LocalKrigingBatch::kMaxData) : 0;
    // The targets the batch can take: those LocalKrigingSolver would solve (enough data, the
    // external drift known), with at most maxBatched neighbours.
    auto batchable = [&](int n, double secondary) {
        return n >= 1 && n <= maxBatched && n >= o.search.ndmin && n > setup.constraints() &&
               !(o.needsSecondary() && std::isnan(secondary)) && data.coincidentGroup.empty() &&
               !o.model.isIndefinite();
    };
    ParallelOptions po;
    po.chunk = kTargetChunk;
    po.cancel = control.cancel;
    po.progress = control.progress;
    po.message = "kriging";
    parallelChunks(count, po, [&](std::size_t begin, std::size_t end) {
        LocalKrigingSolver solver(setup, data);
        NodeSolution solution;
        std::vector<std::uint32_t> idx;
        std::vector<search::Neighbour> scratch;
        KrigingNeighbourhood::Cursor cursor;
        std::optional<LocalKrigingBatch> batch;
        std::vector<PendingBatch> pending;  // by neighbour count
        std::vector<NodeSolution> solutions(PendingBatch::kMaxLanes);
        const int lanes = LocalKrigingBatch::lanes();
        if (maxBatched > 0) {
            batch.emplace(setup, data);
            pending.resize(std::size_t(maxBatched) + 1);
        }
        std::optional<PseudoInverseSystems> singular;
        if (o.singular == SingularRule::PseudoInverse)
            singular.emplace(
                setup, solver,
                [&](std::size_t t, const NodeSolution& s, std::span<const std::uint32_t> lane, double sec) {
                    store(solver, s, lane, t, sec, out);
                    if (out.pseudoInverse && s.status != NodeStatus::Singular) ++*out.pseudoInverse;
                });
        const Settle settle{solver, singular ? &*singular : nullptr, out};
        for (std::size_t c = begin; c < end; ++c) {
            const std::size_t t = only ? (*only)[c] : c;
            const double x0 = targets.xAt(t), y0 = targets.yAt(t), z0 = targets.zAt(t);
            const double sec = targets.secondary.empty() ? kNaN : targets.secondary[t];
            targetNeighbours(neighbourhood, data, targets, t, idx, scratch, &cursor);
            const int n = int(idx.size());
            if (batchable(n, sec)) {
                PendingBatch& b = pending[std::size_t(n)];
                const int l = b.count++;
                b.target[l] = t;
                b.x0[l] = x0;
                b.y0[l] = y0;
                b.z0[l] = z0;
                b.secondary[l] = sec;
                b.idx.resize(std::size_t(lanes) * idx.size());
                std::copy(idx.begin(), idx.end(), b.idx.begin() + long(std::size_t(l) * idx.size()));
                if (b.count == lanes) solvePending(b, n, *batch, solver, solution, solutions, settle);
                continue;
            }
            solver.solve(x0, y0, z0, sec, idx, solution);
            settle(solution, t, x0, y0, z0, sec, idx);
        }
        // The chunk's incomplete batches: padded when half full or more, else one at a time.
        for (std::size_t n = 0; n < pending.size(); ++n) {
            PendingBatch& b = pending[n];
            if (b.count > 1 && b.count * 2 >= lanes) {
                solvePending(b, int(n), *batch, solver, solution, solutions, settle);
                continue;
            }
            for (int l = 0; l < b.count; ++l) {
                const std::span<const std::uint32_t> lane(b.idx.data() + std::size_t(l) * n, n);
                solver.solve(b.x0[l], b.y0[l], b.z0[l], b.secondary[l], lane, solution);
                settle(solution, b.target[l], b.x0[l], b.y0[l], b.z0[l], b.secondary[l], lane);
            }
            b.count = 0;
        }
        if (singular) singular->flush();
    });
}

void krigeLocalOnRanks(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
                       const GroupOutput& out, const RunControl& control, const distributed::Ranks& ranks) {
    if (!ranks.isSplit()) return krigeLocalCpu(setup, data, targets, nullptr, out, control);
    const distributed::Range mine = ranks.myShare(targets.size(), kTargetChunk);
    std::vector<std::size_t> only(mine.size());
    std::iota(only.begin(), only.end(), mine.begin);
    krigeLocalCpu(setup, data, targets, &only, out, control);

    const std::size_t n = targets.size();
    const auto share = [&](auto* values) {
        if (values) distributed::shareUnits(ranks, std::span(values, n), kTargetChunk);
    };
    for (double* estimate : out.estimate) share(estimate);
    KrigingDiagnostics& d = *out.diagnostics;
    share(d.variance.data());
    share(d.status.data());
    if (!d.dataUsed.empty()) {
        share(d.dataUsed.data());
        share(d.lagrange.data());
        share(d.efficiency.data());
        share(d.slope.data());
    }
    std::vector<double> counts{double(out.amplifying ? out.amplifying->load() : 0),
                               double(out.pseudoInverse ? out.pseudoInverse->load() : 0)};
    ranks.sumInRankOrder(counts);
    if (out.amplifying) *out.amplifying = std::size_t(counts[0]);
    if (out.pseudoInverse) *out.pseudoInverse = std::size_t(counts[1]);
}

std::size_t maxGlobalData() { return 20000; }

void krigeGlobalCpu(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
                    const GroupOutput& out, const RunControl& control) {
    using Eigen::MatrixXd;
    const KrigingOptions& o = setup.options();
    const int n = int(data.size());
    const int p = setup.constraints();
    const std::size_t count = targets.size();
    KrigingDiagnostics& d = *out.diagnostics;
    const bool threeD = data.dimension == 3;
    auto markAll = [&](NodeStatus status) {
        for (std::size_t t = 0; t < count; ++t) {
            for (double* e : out.estimate) e[t] = kNaN;
            d.variance[t] = kNaN;
            d.status[t] = status;
            if (!d.dataUsed.empty()) {
                d.dataUsed[t] = n;
                d.lagrange[t] = d.efficiency[t] = d.slope[t] = kNaN;
            }
        }
    };
    if (n < o.search.ndmin || n <= p || n == 0) {
        markAll(NodeStatus::TooFewData);
        return;
    }
    // Drift functions in one frame for all targets (from the data centroid), so that F and its
    // factorisation serve every target too.
    double cx = 0, cy = 0, cz = 0;
    for (int i = 0; i < n; ++i) {
        cx += data.x[std::size_t(i)];
        cy += data.y[std::size_t(i)];
        cz += threeD ? data.z[std::size_t(i)] : 0.0;
    }
    cx /= n;
    cy /= n;
    cz /= n;
    GlobalKrigingSystem system(setup, data, {cx, cy, cz});
    // Coincident data kept: every system holds them, singular whatever its pivots say.
    const bool regular = data.coincidentGroup.empty() && system.factoriseRegular();
    const bool pseudoInverse = !regular && o.singular == SingularRule::PseudoInverse;
    if (!regular && !pseudoInverse) {
        markAll(NodeStatus::Singular);
        return;
    }
    if (pseudoInverse) system.factoriseBordered(o.singularThreshold);
    // Residual data for simple kriging; one column per variable.
    const std::size_t h = data.values.size();
    MatrixXd z(n, Eigen::Index(h));
    for (std::size_t k = 0; k < h; ++k)
        for (int i = 0; i < n; ++i) {
            double v = data.values[k][std::size_t(i)];
            if (o.type == KrigingType::Simple) v -= o.mean;
            if (o.type == KrigingType::LocalMean) v -= data.secondary[std::size_t(i)];
            z(i, Eigen::Index(k)) = v;
        }

    ParallelOptions po;
    po.chunk = 64;
    po.cancel = control.cancel;
    po.progress = control.progress;
    po.message = "kriging (global)";
    parallelChunks(count, po, [&](std::size_t begin, std::size_t end) {
        const int m = int(end - begin);
        MatrixXd k0(n, m), f0(p, m);
        for (int j = 0; j < m; ++j) {
            const std::size_t t = begin + std::size_t(j);
            const double x0 = targets.xAt(t), y0 = targets.yAt(t), z0 = threeD ? targets.zAt(t) : 0.0;
            for (int i = 0; i < n; ++i)
                k0(i, j) = o.estimateTrend ? 0.0
                                           : setup.dataToBlock(data.x[std::size_t(i)] - x0, data.y[std::size_t(i)] - y0,
                                                               threeD ? data.z[std::size_t(i)] - z0 : 0.0);
            if (p > 0) {
                double row[16];
                setup.driftAtBlock(x0 - cx, y0 - cy, z0 - cz, targets.secondary.empty() ? 0.0 : targets.secondary[t],
                                   row);
                for (int k = 0; k < p; ++k) f0(k, j) = row[k];
            }
        }
        MatrixXd w, mu;
        system.solve(k0, f0, w, mu);
        const MatrixXd est = z.transpose() * w;  // every variable from one set of weights per target
        for (int j = 0; j < m; ++j) {
            const std::size_t t = begin + std::size_t(j);
            const double sec = targets.secondary.empty() ? kNaN : targets.secondary[t];
            const bool ok = !(o.needsSecondary() && std::isnan(sec));
            double variance = setup.blockVariance() - w.col(j).dot(k0.col(j));
            double lagrange = 0;
            if (p > 0) {
                variance -= mu.col(j).dot(f0.col(j));
                lagrange = mu(0, j) * setup.maxCovariance();
            }
            const bool contradicted = pseudoInverse && ok && !system.solvesExactly(k0, f0, w, mu, j);
            const NodeStatus status = !ok            ? NodeStatus::NoSecondary
                                      : contradicted ? NodeStatus::Singular
                                                     : settleVariance(variance, setup.maxCovariance());
            const bool estimated = status == NodeStatus::Estimated;
            for (std::size_t k = 0; k < h; ++k) {
                double e = est(Eigen::Index(k), j);
                if (o.type == KrigingType::Simple) e += o.mean;
                if (o.type == KrigingType::LocalMean) e += sec;
                out.estimate[k][t] = estimated ? e : kNaN;
            }
            d.variance[t] = estimated ? variance : kNaN;
            d.status[t] = status;
            if (pseudoInverse && ok && !contradicted && out.pseudoInverse) ++*out.pseudoInverse;
            if (!d.dataUsed.empty()) {
                d.dataUsed[t] = n;
                d.lagrange[t] = estimated ? lagrange : kNaN;
                const double bv = setup.blockVariance(), mua = std::abs(lagrange);
                d.efficiency[t] = estimated && bv > 0 ? (bv - variance) / bv : kNaN;
                const double den = bv - variance + 2 * mua;
                d.slope[t] = estimated && den != 0 ? (bv - variance + mua) / den : kNaN;
            }
        }
    });
}

}  // namespace strata::kriging
