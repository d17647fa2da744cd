#include "strata/variogram/ExperimentalVariogram.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

#include "LagThresholds.h"
#include "VariogramData.h"
#include "strata/core/Error.h"
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

}  // namespace

void ExperimentalVariogramOptions::validate(const std::string& stage, std::size_t variableCount) const {
    if (lags.count < 1 || lags.count > 100000)
        throw ValidationError(stage, "lags", "number of lags must be in 1..100000 (got " + std::to_string(lags.count) + ")");
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
    for (std::size_t i = 0; i < n; ++i)
        if (!std::isfinite(input.x[i]) || !std::isfinite(input.y[i]) || (!input.z.empty() && !std::isfinite(input.z[i])))
            throw ValidationError(stage, "coordinates", "point " + std::to_string(i + 1) + " has a missing coordinate");

    detail::PreparedVariables vars =
        detail::prepareVariables(input, options.variograms, options.trimMin, options.trimMax, stage);
    const std::size_t m = vars.rows.size();

    // Only the variables some variogram uses travel to the backend.
    std::vector<int> slot(vars.values.size(), -1);
    std::vector<float> values;
    int used = 0;
    auto slotOf = [&](std::size_t v) {
        if (slot[v] < 0) {
            slot[v] = used++;
            values.insert(values.end(), vars.values[v].begin(), vars.values[v].end());
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
    std::vector<float> x(m), y(m), z(m);
    for (std::size_t k = 0; k < m; ++k) {
        const std::size_t r = vars.rows[k];
        x[k] = float(input.x[r] - ox);
        y[k] = float(input.y[r] - oy);
        z[k] = float((input.z.empty() ? 0.0 : input.z[r]) - oz);
    }

    const detail::LagThresholds lags = detail::lagThresholds(options.lags);
    // Flat data: every pair has dz = 0, so with no dip test the tail/head order follows dcazm.
    const bool flat = std::all_of(z.begin(), z.end(), [&](float v) { return v == z.front(); });
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
    if (m > 1) {
        if (decision.backend == Backend::Cuda)
            cudaEngineAs<CudaEngine>("variogram").accumulatePairs(problem, sums.data(), result.timings, context.cancel,
                                                                  context.progress);
        else
            accumulatePairsCpu(problem, sums.data(), result.timings, context.cancel, context.progress);
    }

    // Self pairs (i, i): gamv's loop starts at j = i; every direction accepts them in row 0.
    for (int d = 0; d < problem.directionCount; ++d)
        for (int v = 0; v < problem.variogramCount; ++v) {
            const VariogramConstants& vc = variograms[std::size_t(v)];
            detail::RecordSink sink{sums.data() + problem.record(d, v, 0) * kQuantityCount, 0, 1, 0.0};
            const float* tail = values.data() + std::size_t(vc.tailValue) * m;
            const float* head = values.data() + std::size_t(vc.headValue) * m;
            for (std::size_t i = 0; i < m; ++i)
                detail::addPair(vc.type, directions[std::size_t(d)].omni != 0, tail[i], head[i], head[i], tail[i],
                                problem.trimMin, problem.trimMax, sink);
        }

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
