#include "strata/idw/Idw.h"

#include <cmath>
#include <limits>
#include <sstream>
#include <unordered_map>

#include "CpuIdw.h"
#include "WeightMath.h"
#include "WorkingFrame.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/idw/IdwProblem.h"
#include "strata/core/RunContext.h"

namespace strata::idw {

namespace {

// The GPU keeps each target's neighbour list in thread-local memory.
constexpr std::size_t kMaxGpuNeighbours = 512;

std::string number(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

void checkPower(const std::string& stage, const std::string& option, double p) {
    if (!(p > 0.0 && p <= 10.0)) throw ValidationError(stage, option, "must be in (0, 10] (got " + number(p) + ")");
}

Backend chooseBackend(const std::string& stage, const Problem& p, const RunContext& context) {
    const std::size_t listSize = std::max(p.adaptive ? p.k : 0, p.neighbours);
    if (listSize > kMaxGpuNeighbours) {
        if (context.backend == Backend::Cuda)
            throw ValidationError(stage, p.adaptive && p.k > p.neighbours ? "k" : "neighbors",
                                  "must be <= " + std::to_string(kMaxGpuNeighbours) + " on the cuda backend (got " +
                                      std::to_string(listSize) + "); use the cpu backend");
        if (context.backend == Backend::Auto) {
            context.info(stage + ": more than " + std::to_string(kMaxGpuNeighbours) +
                         " neighbours per target: running on the CPU");
            return Backend::Cpu;
        }
    }
    const BackendDecision decision = resolveBackend(context.backend, stage);
    context.info(stage + ": " + decision.note);
    return decision.backend;
}

struct Coincident {
    double sum = 0;
    std::size_t count = 0;
};

struct CoordinateHash {
    std::size_t operator()(const std::array<double, 3>& c) const noexcept {
        const std::hash<double> h;
        return h(c[0]) ^ (h(c[1]) * 0x9e3779b97f4a7c15ull) ^ (h(c[2]) * 0xc2b2ae3d27d4eb4full);
    }
};

// Targets whose coordinates equal a datum's get that datum's value (the mean of coincident data)
// exactly: the weights already make them so to the working precision, this removes the last
// float rounding. Grid nodes are found from the data (O(data)), points through a hash of the data.
void returnCoincidentData(const PointSet& data, std::span<const double> values, const Targets& targets,
                          std::vector<double>& estimate) {
    const bool is3d = data.dimension == 3;
    if (targets.grid) {
        const GridSpec& g = *targets.grid;
        std::unordered_map<std::size_t, Coincident> nodes;
        for (std::size_t i = 0; i < data.size(); ++i) {
            if (std::isnan(values[i])) continue;
            const double fi = std::round((data.x[i] - g.x0) / g.dx), fj = std::round((data.y[i] - g.y0) / g.dy);
            const double fk = is3d ? std::round((data.z[i] - g.z0) / g.dz) : 0.0;
            if (!(fi >= 0 && fi < double(g.nx) && fj >= 0 && fj < double(g.ny) && fk >= 0 && fk < double(g.nz))) continue;
            const std::size_t node = std::size_t(fi) + g.nx * (std::size_t(fj) + g.ny * std::size_t(fk));
            if (g.nodeX(node) != data.x[i] || g.nodeY(node) != data.y[i] || (is3d && g.nodeZ(node) != data.z[i])) continue;
            Coincident& c = nodes[node];
            c.sum += values[i];
            ++c.count;
        }
        for (const auto& [node, c] : nodes) estimate[node] = c.sum / double(c.count);
        return;
    }
    std::unordered_map<std::array<double, 3>, Coincident, CoordinateHash> located;
    located.reserve(data.size());
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (std::isnan(values[i])) continue;
        Coincident& c = located[{data.x[i], data.y[i], is3d ? data.z[i] : 0.0}];
        c.sum += values[i];
        ++c.count;
    }
    for (std::size_t t = 0; t < targets.size(); ++t) {
        const auto it = located.find({targets.x[t], targets.y[t], is3d ? targets.zAt(t) : 0.0});
        if (it != located.end()) estimate[t] = it->second.sum / double(it->second.count);
    }
}

// This rank's share of the targets on the CPU, then every rank's estimates on every rank.
Timings runOnRanks(const Problem& p, Result& result, const RunContext& context) {
    const distributed::Ranks& ranks = context.processes();
    const Timings timings = runCpu(p, ranks.myShare(p.targetCount), result.estimate.data(),
                                   p.adaptive ? result.alpha.data() : nullptr, result.used.data(), context);
    distributed::shareUnits(ranks, std::span(result.estimate), 1);
    distributed::shareUnits(ranks, std::span(result.used), 1);
    if (p.adaptive) distributed::shareUnits(ranks, std::span(result.alpha), 1);
    return timings;
}

Result run(const std::string& stage, const PointSet& data, std::span<const double> values, WorkingFrame& frame,
           const Targets& targets, Problem& p, const RunContext& context) {
    frame.describe(targets, p, stage);
    Result result;
    result.dataUsed = frame.size();
    result.dataDropped = frame.dropped();
    if (frame.dropped() > 0)
        context.info(stage + ": " + std::to_string(frame.dropped()) + " data without a value left out");
    if (p.adaptive && p.k > frame.size())
        context.info("warning: " + stage + ": k (" + std::to_string(p.k) + ") is above the data count (" +
                     std::to_string(frame.size()) + "): every target's mean distance is taken over all the data");
    const double bytesPerTarget = p.adaptive ? 16.0 : 8.0;  // the estimate (and AIDW's power), doubles
    requireMemory(double(p.targetCount) * bytesPerTarget, stage, "targets",
                  std::to_string(p.targetCount) + " targets x " + std::to_string(int(bytesPerTarget)) + " bytes");
    result.estimate.assign(p.targetCount, std::numeric_limits<double>::quiet_NaN());
    result.used.assign(p.targetCount, 0);
    if (p.adaptive) result.alpha.assign(p.targetCount, std::numeric_limits<double>::quiet_NaN());
    result.backend = chooseBackend(stage, p, context);
    if (p.targetCount > 0) {
        if (result.backend == Backend::Cuda) {
            auto& engine = cudaEngineAs<CudaEngine>("idw");
            result.timings = engine.run(p, result.estimate.data(), p.adaptive ? result.alpha.data() : nullptr,
                                        result.used.data(), [&](double fraction) {
                                            context.checkCancelled();
                                            context.report(fraction, stage + ": estimating");
                                        });
        } else {
            result.timings = runOnRanks(p, result, context);
        }
    }
    for (double& e : result.estimate) {
        if (std::isnan(e))
            ++result.unestimated;
        else
            e = frame.valueFromFrame(e);
    }
    returnCoincidentData(data, values, targets, result.estimate);
    context.report(1.0, stage + ": done");
    return result;
}

}  // namespace

void IdwParams::validate(const std::string& stage) const {
    checkPower(stage, "power", power);
    if (!(radius >= 0.0) || std::isinf(radius))
        throw ValidationError(stage, "radius", "must be a finite number >= 0 (got " + number(radius) + ")");
    if (!(anisotropy.ratio1 > 0.0 && anisotropy.ratio1 <= 1.0) || !(anisotropy.ratio2 > 0.0 && anisotropy.ratio2 <= 1.0))
        throw ValidationError(stage, "anisotropy", "ratios must be in (0, 1] (got " + number(anisotropy.ratio1) + ", " +
                                                       number(anisotropy.ratio2) + ")");
    for (double a : {anisotropy.ang1, anisotropy.ang2, anisotropy.ang3})
        if (!std::isfinite(a)) throw ValidationError(stage, "anisotropy", "angles must be finite numbers");
}

void AidwParams::validate(const std::string& stage) const {
    if (k < 1) throw ValidationError(stage, "k", "must be >= 1 (got 0)");
    for (double a : alphaLevels) checkPower(stage, "alpha", a);
    if (!(rMin >= 0.0)) throw ValidationError(stage, "r-min", "must be >= 0 (got " + number(rMin) + ")");
    if (!(rMax > rMin) || std::isinf(rMax))
        throw ValidationError(stage, "r-max", "must be finite and > r-min (got " + number(rMax) + " <= " + number(rMin) + ")");
    if (!(area >= 0.0) || std::isinf(area))
        throw ValidationError(stage, "area", "must be a finite number > 0, or 0 for the bounding box (got " + number(area) + ")");
}

double expectedNearestDistance(std::size_t n, double measure, int dimension) {
    const double density = double(n) / measure;
    // 3-D: Gamma(4/3) (3 / (4 pi))^(1/3) = 0.55396, the mean nearest-neighbour distance of a
    // Poisson process of unit intensity.
    return dimension == 3 ? 0.55396 / std::cbrt(density) : 1.0 / (2.0 * std::sqrt(density));
}

double adaptivePower(double ratio, const AidwParams& params) {
    return alphaFromMu(adaptiveMu(ratio, params.rMin, params.rMax), params.alphaLevels.data());
}

Result interpolateIdw(const PointSet& data, std::span<const double> values, const Targets& targets,
                      const IdwParams& params, const ComputeOptions& options, const RunContext& context) {
    const std::string stage = "idw";
    params.validate(stage);
    const AnisotropicMetric metric(params.anisotropy);
    WorkingFrame frame(data, values, metric, options.precision, stage);
    Problem p;
    p.adaptive = false;
    p.power = params.power;
    p.neighbours = params.neighbours;
    p.radius = params.radius * frame.scale();
    p.options = options;
    return run(stage, data, values, frame, targets, p, context);
}

Result interpolateAidw(const PointSet& data, std::span<const double> values, const Targets& targets,
                       const AidwParams& params, const ComputeOptions& options, const RunContext& context) {
    const std::string stage = "aidw";
    params.validate(stage);
    WorkingFrame frame(data, values, AnisotropicMetric{}, options.precision, stage);
    const double measure = params.area > 0 ? params.area : frame.boundingMeasure();
    if (!(measure > 0))
        throw ValidationError(stage, "area",
                              std::string("the data's bounding box has no ") + (data.dimension == 3 ? "volume" : "area") +
                                  " (the data lie on a line or a plane); give it with --area");
    Problem p;
    p.adaptive = true;
    p.k = params.k;
    for (int i = 0; i < 5; ++i) p.alphaLevels[i] = params.alphaLevels[std::size_t(i)];
    p.rMin = params.rMin;
    p.rMax = params.rMax;
    p.rExpected = expectedNearestDistance(frame.size(), measure, data.dimension) * frame.scale();
    p.neighbours = params.neighbours;
    p.options = options;
    return run(stage, data, values, frame, targets, p, context);
}

std::span<const WeightsKernel> allWeightsKernels() {
    static constexpr WeightsKernel kernels[] = {
        WeightsKernel::NaiveSoA,     WeightsKernel::NaiveAoS,      WeightsKernel::TiledSoA,     WeightsKernel::TiledAoS,
        WeightsKernel::Blocked4,     WeightsKernel::Blocked8Mufu,  WeightsKernel::Blocked8Poly2, WeightsKernel::Blocked8,
        WeightsKernel::Blocked8Poly6, WeightsKernel::Blocked8Exp2, WeightsKernel::Blocked8Exp3, WeightsKernel::Blocked8Exp4,
        WeightsKernel::Blocked8Exp5, WeightsKernel::Blocked8Exp6,  WeightsKernel::Blocked8Log1Exp3,
        WeightsKernel::Blocked8Log2Exp3, WeightsKernel::Blocked8Int};
    return kernels;
}

std::string toString(WeightsKernel kernel) {
    switch (kernel) {
        case WeightsKernel::Auto: return "auto";
        case WeightsKernel::NaiveSoA: return "naive-soa";
        case WeightsKernel::NaiveAoS: return "naive-aos";
        case WeightsKernel::TiledSoA: return "tiled-soa";
        case WeightsKernel::TiledAoS: return "tiled-aos";
        case WeightsKernel::Blocked4: return "blocked4";
        case WeightsKernel::Blocked8: return "blocked8";
        case WeightsKernel::Blocked8Mufu: return "blocked8-mufu";
        case WeightsKernel::Blocked8Poly2: return "blocked8-poly2";
        case WeightsKernel::Blocked8Poly6: return "blocked8-poly6";
        case WeightsKernel::Blocked8Exp2: return "blocked8-exp2";
        case WeightsKernel::Blocked8Exp3: return "blocked8-exp3";
        case WeightsKernel::Blocked8Exp4: return "blocked8-exp4";
        case WeightsKernel::Blocked8Exp5: return "blocked8-exp5";
        case WeightsKernel::Blocked8Exp6: return "blocked8-exp6";
        case WeightsKernel::Blocked8Log1Exp3: return "blocked8-log1-exp3";
        case WeightsKernel::Blocked8Log2Exp3: return "blocked8-log2-exp3";
        case WeightsKernel::Blocked8Int: return "blocked8-int";
    }
    return "auto";
}

std::string toString(KnnKernel kernel) {
    switch (kernel) {
        case KnnKernel::Auto: return "auto";
        case KnnKernel::Grid: return "grid";
        case KnnKernel::WarpGrid: return "warp-grid";
        case KnnKernel::BruteForce: return "brute-force";
    }
    return "auto";
}

}  // namespace strata::idw
