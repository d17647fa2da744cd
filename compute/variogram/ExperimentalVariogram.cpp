#include "strata/variogram/ExperimentalVariogram.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <future>
#include <limits>
#include <mutex>

#include "LagThresholds.h"
#include "strata/core/Strings.h"
#include "VariogramData.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/core/Progress.h"
#include "strata/variogram/PairProblem.h"

namespace strata::variogram {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The largest pair distance the fast classifier handles (PairGeometry.h).
constexpr double kMaxLagDistance = 1.0e7;

// Per-point preparation runs on all cores in chunks of this many points: at 10^5 points the
// single-threaded passes took as long as the GPU's pair work.
constexpr std::size_t kPrepareChunk = 16384;

void lowerTo(std::atomic<std::size_t>& value, std::size_t candidate) {
    std::size_t seen = value.load();
    while (candidate < seen && !value.compare_exchange_weak(seen, candidate)) {
    }
}

}  // namespace

void ExperimentalVariogramOptions::validate(const std::string& stage, std::size_t variableCount) const {
    if (lags.count < 1 || lags.count > LagClasses::kMaxCount)
        throw ValidationError(stage, "lags",
                              "number of lags must be in 1.." + std::to_string(LagClasses::kMaxCount) + " (got " +
                                  std::to_string(lags.count) + ")");
    if (!(lags.separation > 0) || !std::isfinite(lags.separation))
        throw ValidationError(stage, "lag separation", "must be > 0 (got " + std::to_string(lags.separation) + ")");
    if (!std::isfinite(lags.tolerance))
        throw ValidationError(stage, "lag tolerance", "must be a finite number");
    if ((double(lags.count) + 0.5) * lags.separation > kMaxLagDistance)
        throw ValidationError(stage, "lags", "the largest lag must be below 1e7 distance units (got " +
                                                 std::to_string((lags.count + 0.5) * lags.separation) + ")");
    if (directions.empty()) throw ValidationError(stage, "directions", "at least one direction is needed");
    for (std::size_t d = 0; d < directions.size(); ++d) {
        const auto& dir = directions[d];
        const std::string name = "direction " + std::to_string(d + 1);
        for (double v : {dir.azimuth, dir.azimuthTolerance, dir.horizontalBandwidth, dir.dip, dir.dipTolerance,
                         dir.verticalBandwidth})
            if (!std::isfinite(v)) throw ValidationError(stage, name, "angles and bandwidths must be finite numbers");
        // Angles are read in float (as gamv): far beyond a turn they lose every digit of the angle.
        for (double angle : {dir.azimuth, dir.azimuthTolerance, dir.dip, dir.dipTolerance})
            if (std::abs(angle) > 360)
                throw ValidationError(stage, name, "angles must lie within +-360 degrees (got " + shortNumber(angle) + ")");
        if (dir.horizontalBandwidth < 0) throw ValidationError(stage, name, "horizontal bandwidth must be >= 0");
        if (dir.verticalBandwidth < 0) throw ValidationError(stage, name, "vertical bandwidth must be >= 0");
    }
    if (variograms.empty()) throw ValidationError(stage, "variograms", "at least one variogram is needed");
    for (std::size_t k = 0; k < variograms.size(); ++k) {
        const auto& v = variograms[k];
        if (!isVariogramType(int(v.type)))
            throw ValidationError(stage, "variogram " + std::to_string(k + 1), "has an unknown type");
        if (variableCount && (v.tail >= variableCount || v.head >= variableCount))
            throw ValidationError(stage, "variogram " + std::to_string(k + 1),
                                  "tail and head must be variables 1.." + std::to_string(variableCount));
    }
    if (!(trimMin < trimMax)) throw ValidationError(stage, "trimming limits", "tmin must be < tmax");
}

ExperimentalVariogram computeExperimentalVariogram(const VariogramInput& input,
                                                   const ExperimentalVariogramOptions& options,
                                                   const ComputeContext& context) {
    const auto start = Clock::now();
    const std::string stage = "variogram";
    options.validate(stage, input.variables.size());
    const std::size_t n = input.x.size();
    if (input.y.size() != n || (!input.z.empty() && input.z.size() != n))
        throw ValidationError(stage, "coordinates", "x, y and z must have the same length");
    ParallelOptions chunks;
    chunks.chunk = kPrepareChunk;
    // Pairs are searched in float32 cells: beyond +-1e30 a coordinate (or its extent) overflows and
    // the cell grid never fits.
    constexpr double kLargestCoordinate = 1e30;
    const auto outside = [](double c) { return !(std::abs(c) <= kLargestCoordinate); };
    std::atomic<std::size_t> firstMissing{n};  // the first point with a missing or overflowing coordinate
    parallelChunks(n, chunks, [&](std::size_t begin, std::size_t end) {
        for (std::size_t i = begin; i < end; ++i)
            if (outside(input.x[i]) || outside(input.y[i]) || (!input.z.empty() && outside(input.z[i]))) {
                lowerTo(firstMissing, i);
                return;
            }
    });
    if (firstMissing < n)
        throw ValidationError(stage, "coordinates",
                              "point " + std::to_string(firstMissing + 1) +
                                  " has a coordinate that is missing or beyond +-1e30 (is it a missing-value code?)");

    detail::PreparedVariables vars =
        detail::prepareVariables(input, options.variograms, options.trimMin, options.trimMax, stage);
    const std::size_t m = vars.rows.size();
    // One datum has no pair: every lag would be empty and the sill undefined.
    if (m < 2)
        throw ValidationError(stage, "data",
                              std::to_string(m) +
                                  " datum with a value (within the trimming limits): a "
                                  "variogram needs pairs, at least two data");
    detail::requirePairGeometry(input, vars.rows, stage);

    // Only the variables some variogram uses travel to the backend.
    std::vector<int> slot(vars.values.size(), -1);
    std::vector<float> values;
    int used = 0;
    auto slotOf = [&](std::size_t v) {
        if (slot[v] < 0) {
            slot[v] = used++;
            // Each variable is taken once: the first moves, others are appended.
            if (values.empty()) values = std::move(vars.values[v]);
            else values.insert(values.end(), vars.values[v].begin(), vars.values[v].end());
        }
        return slot[v];
    };
    std::vector<VariogramConstants> variograms;
    for (std::size_t k = 0; k < options.variograms.size(); ++k)
        variograms.push_back({int(options.variograms[k].type), slotOf(vars.tail[k]), slotOf(vars.head[k])});

    // Coordinates in single precision, relative to the centroid or (as gamv) to the origin.
    double ox = 0, oy = 0, oz = 0;
    if (options.centroidOrigin && m > 0) {
        for (std::size_t r : vars.rows) {
            ox += input.x[r];
            oy += input.y[r];
            oz += input.z.empty() ? 0.0 : input.z[r];
        }
        ox /= double(m);
        oy /= double(m);
        oz /= double(m);
    }
    // With their bounding box (for the backends' grids).
    std::vector<float> x(m), y(m), z(m);
    float lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
    if (m > 0) {
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::numeric_limits<float>::max();
            hi[k] = -std::numeric_limits<float>::max();
        }
        std::mutex boxMutex;
        parallelChunks(m, chunks, [&](std::size_t begin, std::size_t end) {
            constexpr float kHuge = std::numeric_limits<float>::max();
            float cl[3] = {kHuge, kHuge, kHuge}, ch[3] = {-kHuge, -kHuge, -kHuge};
            for (std::size_t k = begin; k < end; ++k) {
                const std::size_t r = vars.rows[k];
                x[k] = float(input.x[r] - ox);
                y[k] = float(input.y[r] - oy);
                z[k] = float((input.z.empty() ? 0.0 : input.z[r]) - oz);
                cl[0] = std::min(cl[0], x[k]);
                ch[0] = std::max(ch[0], x[k]);
                cl[1] = std::min(cl[1], y[k]);
                ch[1] = std::max(ch[1], y[k]);
                cl[2] = std::min(cl[2], z[k]);
                ch[2] = std::max(ch[2], z[k]);
            }
            std::lock_guard lock(boxMutex);
            for (int c = 0; c < 3; ++c) {
                lo[c] = std::min(lo[c], cl[c]);
                hi[c] = std::max(hi[c], ch[c]);
            }
        });
    }

    const detail::LagThresholds lags = detail::lagThresholds(options.lags);
    // Flat data: every pair has dz = 0, so with no dip test the tail/head order follows dcazm.
    const bool flat = lo[2] == hi[2];
    std::vector<DirectionConstants> directions;
    for (const auto& d : options.directions) {
        DirectionConstants c = detail::directionConstants(d, lags.maxHs);
        c.signFromAzimuth = flat && c.dipTrivial && c.verticalBandTrivial && c.uvhdec > 0.0f ? 1 : 0;
        directions.push_back(c);
    }

    PairProblem problem;
    problem.pointCount = m;
    problem.x = x.data();
    problem.y = y.data();
    problem.z = z.data();
    for (int k = 0; k < 3; ++k) {
        problem.lo[k] = lo[k];
        problem.hi[k] = hi[k];
    }
    problem.valueCount = std::size_t(used);
    problem.values = values.data();
    problem.trimMin = vars.trimMin;
    problem.trimMax = vars.trimMax;
    problem.rowCount = int(lags.lower.size());
    problem.lowerHs = lags.lower.data();
    problem.upperHs = lags.upper.data();
    problem.zeroHs = lags.zeroHs;
    problem.maxHs = lags.maxHs;
    problem.separation = lags.separation;
    problem.tolerance = lags.tolerance;
    problem.directionCount = int(directions.size());
    problem.directions = directions.data();
    problem.variogramCount = int(variograms.size());
    problem.variograms = variograms.data();
    for (const auto& v : options.variograms)
        if (std::abs(int(v.type)) == 4) problem.hasSquares = true;

    ExperimentalVariogram result;
    result.timings.prepareMs = msSince(start);
    std::vector<double> sums(problem.recordCount() * kQuantityCount, 0.0);
    BackendDecision decision = resolveBackend(context.backend, stage);
    if (decision.backend == Backend::Cuda) {
        const std::string reason = cudaEngineAs<CudaEngine>("variogram").unsupportedReason(problem);
        if (!reason.empty()) {
            if (context.backend == Backend::Cuda) throw GpuError(stage + ": " + reason + "; use the CPU backend");
            decision = {Backend::Cpu, "auto: " + reason + " on the GPU; running on the CPU"};
        }
    }
    if (context.note) *context.note = decision.note;

    // Self pairs (i, i): gamv's loop starts at j = i; every direction accepts them in row 0.
    // Summed on another thread while the backend runs (the host mostly waits for the GPU),
    // in point order from zero, then added to the backend's sums.
    auto selfPairs = [&] {
        std::vector<double> self(sums.size(), 0.0);
        for (int d = 0; d < problem.directionCount; ++d)
            for (int v = 0; v < problem.variogramCount; ++v) {
                const VariogramConstants& vc = variograms[std::size_t(v)];
                detail::RecordSink sink{self.data() + problem.record(d, v, 0) * kQuantityCount, 0, 1, 0.0};
                const float* tail = values.data() + std::size_t(vc.tailValue) * m;
                const float* head = values.data() + std::size_t(vc.headValue) * m;
                for (std::size_t i = 0; i < m; ++i)
                    detail::addPair(vc.type, directions[std::size_t(d)].omni != 0, tail[i], head[i], head[i], tail[i],
                                    problem.trimMin, problem.trimMax, sink);
            }
        return self;
    };
    std::future<std::vector<double>> selfSums = std::async(std::launch::async, selfPairs);
    if (m > 1) {
        if (decision.backend == Backend::Cuda)
            cudaEngineAs<CudaEngine>("variogram").accumulatePairs(problem, sums.data(), result.timings, context.cancel,
                                                                  context.progress);
        else
            accumulatePairsCpu(problem, sums.data(), result.timings, context.cancel, context.progress);
    }
    const std::vector<double> self = selfSums.get();
    for (std::size_t k = 0; k < sums.size(); ++k) sums[k] += self[k];

    result.options = options;
    result.variableNames = vars.names;
    result.tailVariable = vars.tail;
    result.headVariable = vars.head;
    result.sills = vars.sills;
    result.dataUsed = m;
    for (int d = 0; d < problem.directionCount; ++d)
        for (int v = 0; v < problem.variogramCount; ++v) {
            VariogramCurve curve;
            curve.direction = std::size_t(d);
            curve.variogram = std::size_t(v);
            const auto& req = options.variograms[std::size_t(v)];
            const std::size_t tv = vars.tail[std::size_t(v)], hv = vars.head[std::size_t(v)];
            for (int row = 0; row < problem.rowCount; ++row)
                curve.rows.push_back(detail::finishRow(sums.data() + problem.record(d, v, row) * kQuantityCount, req.type,
                                                       directions[std::size_t(d)].omni != 0, vars.sills[tv],
                                                       vars.sills[hv], options.standardizeSills, tv == hv));
            result.curves.push_back(std::move(curve));
        }
    result.timings.totalMs = msSince(start);
    return result;
}

}  // namespace strata::variogram
