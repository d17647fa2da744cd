#include "strata/kriging/Kriging.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <sstream>

#include "CpuKriging.h"
#include "KrigingSetup.h"
#include "KrigingVariance.h"
#include "PreparedData.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Progress.h"
#include "strata/core/RunContext.h"
#include "strata/kriging/KrigingCudaEngine.h"

namespace strata::kriging {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "kriging";

void validateTargets(const KrigingTargets& targets, const KrigingOptions& options) {
    if (targets.grid) {
        targets.grid->validate(kStage);
    } else {
        const std::size_t n = targets.x.size();
        if (targets.y.size() != n || (!targets.z.empty() && targets.z.size() != n))
            throw ValidationError(kStage, "targets", "coordinate arrays differ in length");
        for (std::size_t i = 0; i < n; ++i)
            if (!std::isfinite(targets.x[i]) || !std::isfinite(targets.y[i]) ||
                (!targets.z.empty() && !std::isfinite(targets.z[i])))
                throw ValidationError(kStage, "targets",
                                      "target " + std::to_string(i + 1) + " has a coordinate that is not a finite number");
    }
    if (!targets.drillhole.empty() && targets.drillhole.size() != targets.size())
        throw ValidationError(kStage, "targets", "drillhole ids differ in length from the targets");
    if (options.needsSecondary() && targets.secondary.size() != targets.size())
        throw ValidationError(kStage, "targets",
                              toString(options.type) + " needs the " +
                                  (options.type == KrigingType::ExternalDrift ? "external drift" : "local mean") +
                                  " at every target (" + std::to_string(targets.secondary.size()) + " values for " +
                                  std::to_string(targets.size()) + " targets)");
}

void allocate(KrigingDiagnostics& d, std::size_t n, bool diagnostics) {
    d.variance.assign(n, kNaN);
    d.status.assign(n, NodeStatus::TooFewData);
    if (diagnostics) {
        d.dataUsed.assign(n, 0);
        d.lagrange.assign(n, kNaN);
        d.efficiency.assign(n, kNaN);
        d.slope.assign(n, kNaN);
    }
}

std::string gpuDescription(const GpuKrigingTimings& t) {
    std::ostringstream out;
    out << "cuda (" << t.solver << " solver, " << t.precision << ", " << t.chunks << " chunk"
        << (t.chunks == 1 ? "" : "s") << ")";
    return out.str();
}

// Runs one group on the GPU; returns false (with a note) when the CPU must run it instead.
bool runGpu(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
            const GroupOutput& out, const RunControl& control, bool required, KrigingResult& result) {
    const KrigingOptions& o = setup.options();
    auto& engine = cudaEngineAs<CudaEngine>("kriging");
    const std::string reason = engine.unsupportedReason(o);
    if (!reason.empty()) {
        if (required) throw GpuError("kriging: the CUDA backend cannot run this job: " + reason);
        result.notes.push_back("auto: " + reason + "; running on the CPU");
        return false;
    }
    if (targets.excludeCoincidentData || !targets.drillhole.empty()) {
        result.notes.push_back("cross-validation and jackknife exclusions run on the CPU");
        return false;
    }
    if (!data.coincidentGroup.empty()) {
        result.notes.push_back("coincident data kept (rule 'keep'): run on the CPU, which detects them in each system");
        return false;
    }
    // No datum (all missing): nothing to launch the GPU on; the CPU marks every target at once.
    if (data.size() == 0) return false;
    std::vector<const double*> values;
    for (const auto& v : data.values) values.push_back(v.data());
    GpuKrigingInput in;
    in.dataCount = data.size();
    in.x = data.x.data();
    in.y = data.y.data();
    in.z = data.z.data();
    in.variables = values.size();
    in.values = values.data();
    in.secondary = data.secondary.empty() ? nullptr : data.secondary.data();
    in.drillhole = data.drillhole.empty() ? nullptr : data.drillhole.data();
    in.grid = targets.grid ? &*targets.grid : nullptr;
    in.targetCount = targets.size();
    std::vector<double> tz;
    if (!targets.grid) {
        in.tx = targets.x.data();
        in.ty = targets.y.data();
        if (targets.z.empty()) tz.assign(targets.size(), 0.0);
        in.tz = targets.z.empty() ? tz.data() : targets.z.data();
    }
    in.targetSecondary = targets.secondary.empty() ? nullptr : targets.secondary.data();
    in.setup = &setup;
    in.dimension = data.dimension;

    KrigingDiagnostics& d = *out.diagnostics;
    GpuKrigingOutput gout;
    gout.estimate = out.estimate.data();
    gout.variance = d.variance.data();
    gout.status = d.status.data();
    if (!d.dataUsed.empty()) {
        gout.dataUsed = d.dataUsed.data();
        gout.lagrange = d.lagrange.data();
        gout.efficiency = d.efficiency.data();
        gout.slope = d.slope.data();
    }
    const GpuKrigingTimings timings = engine.krigeLocal(in, gout, control.cancel, control.progress);
    std::vector<std::size_t> retry;
    for (std::size_t t = 0; t < d.status.size(); ++t)
        if (d.status[t] == NodeStatus::NeedsCpu) retry.push_back(t);
    if (!retry.empty()) {
        krigeLocalCpu(setup, data, targets, &retry, out, RunControl{control.cancel, nullptr});
        result.notes.push_back(std::to_string(retry.size()) +
                               " targets recomputed in double on the CPU (float factorisation, ill-conditioned "
                               "system or candidate list too short on the GPU)");
    }
    result.backend = gpuDescription(timings);
    return true;
}
}  // namespace

void KrigingData::validate(const std::string& stage, const KrigingOptions& options) const {
    const std::size_t n = x.size();
    if (y.size() != n || (!z.empty() && z.size() != n))
        throw ValidationError(stage, "data", "coordinate arrays differ in length");
    if (values.empty()) throw ValidationError(stage, "data", "has no value column to estimate");
    if (names.size() != values.size()) throw ValidationError(stage, "data", "needs one name per value column");
    for (std::size_t k = 0; k < values.size(); ++k)
        if (values[k].size() != n)
            throw ValidationError(stage, "data", "value column '" + names[k] + "' has " +
                                                     std::to_string(values[k].size()) + " values for " +
                                                     std::to_string(n) + " data");
    // Beyond +-1e30 a squared distance overflows (float32 on the GPU): every datum would fall
    // outside every search and the run would end with nothing estimated and no reason.
    for (std::size_t i = 0; i < n; ++i)
        if (!(std::abs(x[i]) <= kMaxDataMagnitude) || !(std::abs(y[i]) <= kMaxDataMagnitude) ||
            (!z.empty() && !(std::abs(z[i]) <= kMaxDataMagnitude)))
            throw ValidationError(stage, "data",
                                  "datum " + std::to_string(i + 1) +
                                      " has a coordinate that is not a finite number within +-1e30 (distances "
                                      "overflow beyond); is it a missing-value code?");
    for (std::size_t k = 0; k < values.size(); ++k)
        for (std::size_t i = 0; i < n; ++i)
            if (std::abs(values[k][i]) > kMaxDataMagnitude)  // NaN (missing) passes
                throw ValidationError(stage, "data",
                                      "datum " + std::to_string(i + 1) + " of '" + names[k] + "' is " +
                                          shortNumber(values[k][i]) +
                                          ": values beyond +-1e30 cannot be kriged (the GPU computes in float32, "
                                          "and weighted sums of such values overflow); is it a missing-value code?");
    if (options.needsSecondary()) {
        if (secondary.size() != n)
            throw ValidationError(stage, "data",
                                  "type " + toString(options.type) + " needs the " +
                                      (options.type == KrigingType::ExternalDrift ? "external drift" : "local mean") +
                                      " at every datum");
        for (std::size_t i = 0; i < n; ++i)
            if (!std::isfinite(secondary[i]))
                throw ValidationError(stage, "data",
                                      "the external drift / local mean is missing at datum " + std::to_string(i + 1) +
                                          " (it must be present at all data locations)");
    }
    if (!drillhole.empty() && drillhole.size() != n)
        throw ValidationError(stage, "data", "drillhole ids differ in length from the coordinates");
}

KrigingResult krige(const KrigingData& data, const KrigingTargets& targets, const KrigingOptions& options,
                    const RunContext& context) {
    options.validate(kStage);
    data.validate(kStage, options);
    validateTargets(targets, options);
    const int dimension = data.z.empty() ? 2 : 3;
    const std::array<double, 3> blockSize = resolveBlockSize(targets, options, dimension);

    BackendDecision backend = resolveBackend(context.backend, kStage);
    if (!backend.note.empty()) context.info(backend.note);
    const bool cudaRequired = context.backend == Backend::Cuda;
    if (backend.backend == Backend::Cuda && options.search.global) {
        context.info("kriging: a global neighbourhood is factorised once on the CPU");
        backend.backend = Backend::Cpu;
    }
    if (context.processes().isSplit() && (backend.backend == Backend::Cuda || options.search.global))
        context.info("kriging: every rank computes every target (only local neighbourhoods on the CPU split "
                     "across ranks)");

    const std::size_t count = targets.size();
    // Per target: an estimate per variable and a variance (doubles), a status, the diagnostics.
    const double bytesPerTarget = 8.0 * double(data.values.size() + 1) + 1 + (options.diagnostics ? 36 : 0);
    requireMemory(double(count) * bytesPerTarget, kStage, "targets",
                  std::to_string(count) + " targets x " + std::to_string(int(bytesPerTarget)) + " bytes of results");

    KrigingResult result;
    result.names = data.names;
    result.estimate.assign(data.values.size(), std::vector<double>(count, kNaN));
    result.groupOf.assign(data.values.size(), 0);
    const auto groups = groupColumnsByMissing(data);
    result.groups.resize(groups.size());
    if (groups.size() > 1)
        result.notes.push_back("value columns differ in their missing data: " + std::to_string(groups.size()) +
                               " groups of data locations are kriged separately");

    for (std::size_t g = 0; g < groups.size(); ++g) {
        context.checkCancelled();
        PreparedData prepared =
            context.timed(Phase::Prepare, [&] { return prepareData(data, groups[g], options, kStage); });
        if (!prepared.report.groups.empty()) result.notes.push_back(prepared.report.describe());
        if (options.search.global && prepared.size() > maxGlobalData())
            throw ValidationError(kStage, "global",
                                  "a global neighbourhood of " + std::to_string(prepared.size()) +
                                      " data needs a dense system of that order; the limit is " +
                                      std::to_string(maxGlobalData()) + " (use a local search)");
        KrigingOptions groupOptions = options;
        groupOptions.search = withReach(options.search, prepared, &targets);
        const KrigingSetup setup =
            context.timed(Phase::Prepare, [&] { return setupFor(groupOptions, blockSize, prepared); });
        result.blockVariance = setup.blockVariance();

        KrigingDiagnostics& diag = result.groups[g];
        allocate(diag, count, options.diagnostics);
        std::atomic<std::size_t> amplifying{0}, pseudoInverse{0};
        GroupOutput out;
        out.diagnostics = &diag;
        out.amplifying = &amplifying;
        out.pseudoInverse = &pseudoInverse;
        for (std::size_t c : groups[g]) {
            result.groupOf[c] = g;
            out.estimate.push_back(result.estimate[c].data());
        }
        Progress progress = context.slice(double(g) / double(groups.size()), double(g + 1) / double(groups.size()));
        const RunControl control{context.cancel, &progress, true, context.timings};
        bool done = false;
        if (backend.backend == Backend::Cuda)
            done = runGpu(setup, prepared, targets, out, control, cudaRequired, result);
        if (!done) {
            if (options.search.global)
                krigeGlobalCpu(setup, prepared, targets, out, control);
            else
                krigeLocalOnRanks(setup, prepared, targets, out, control, context.processes());
            result.backend = options.search.global ? "cpu (global neighbourhood)" : "cpu";
        }
        std::size_t tooFew = 0;
        for (std::size_t t = 0; t < count; ++t) {
            if (diag.status[t] == NodeStatus::TooFewData) ++tooFew;
            if (diag.status[t] != NodeStatus::Estimated) ++diag.unestimated;
            if (diag.status[t] == NodeStatus::Singular) ++diag.singular;
            if (diag.status[t] == NodeStatus::NegativeVariance) ++diag.negativeVariance;
        }
        if (amplifying > 0)
            result.notes.push_back("warning: " + std::to_string(amplifying.load()) +
                                   " targets have kriging weights whose absolute values sum above " +
                                   shortNumber(kAmplifyingWeights) +
                                   ": their systems are ill-conditioned and the estimates amplify data errors as "
                                   "much (a model without nugget, Gaussian or cubic, or data closer than it tells "
                                   "apart); add a small nugget or lower ndmax");
        if (tooFew > 0)
            result.notes.push_back(std::to_string(tooFew) + " targets left unestimated: fewer than ndmin (" +
                                   std::to_string(options.search.ndmin) + ") data within their search, or no more data "
                                   "than unknown-mean terms (" + std::to_string(setup.constraints()) + "); the group has " +
                                   std::to_string(prepared.size()) + " data");
        if (diag.negativeVariance > 0)
            result.notes.push_back(std::to_string(diag.negativeVariance) +
                                   " targets left unestimated: their kriging variance is negative beyond round-off "
                                   "(the variogram model is not positive definite for these data, or the system is "
                                   "too ill-conditioned to trust)");
        if (diag.singular > 0)
            result.notes.push_back(std::to_string(diag.singular) +
                                   " targets left unestimated: their kriging system is singular (data collinear for "
                                   "the drift terms, coincident data kept, or a model too smooth for data this close, "
                                   "such as a Gaussian without nugget)");
        diag.pseudoInverse = pseudoInverse;
        if (diag.pseudoInverse > 0)
            result.notes.push_back(std::to_string(diag.pseudoInverse) +
                                   " targets with a singular kriging system solved by its pseudo-inverse (singular: "
                                   "pinv): the minimum-norm weights, shared equally by coincident data");
        result.coincident.push_back(std::move(prepared.report));
    }
    for (const auto& note : result.notes) context.info("kriging: " + note);
    return result;
}

}  // namespace strata::kriging
