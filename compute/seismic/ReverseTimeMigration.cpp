#include "strata/seismic/ReverseTimeMigration.h"

#include <algorithm>
#include <cmath>

#include "ShotPlanning.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/seismic/TimeDispersion.h"

namespace strata::seismic {

void RtmOptions::validate(const std::string& stage) const {
    wave.validate(stage);
    if (!(illuminationEpsilon > 0) || !std::isfinite(illuminationEpsilon))
        throw ValidationError(stage, "illumination-epsilon", "must be > 0 (a fraction of the median illumination)");
    if (imagingEvery < 0) throw ValidationError(stage, "imaging-every", "must be >= 0 (0 = automatic)");
}

float illuminationFloor(const float* illumination, std::size_t count, double fraction) {
    std::vector<float> sample;
    sample.reserve(count / 4 + 1);
    for (std::size_t i = 0; i < count; i += 4) sample.push_back(illumination[i]);
    if (sample.empty()) return float(fraction);
    auto mid = sample.begin() + std::ptrdiff_t(sample.size() / 2);
    std::nth_element(sample.begin(), mid, sample.end());
    const float floor = float(fraction * double(*mid));
    // A shot that lights nothing (all zero) must not divide by zero.
    return floor > 0 ? floor : std::numeric_limits<float>::min();
}

std::vector<float> laplacianFilter(const std::vector<float>& image, std::size_t nx, std::size_t nz, double dx, double dz) {
    std::vector<float> out(image.size());
    const float ix2 = float(1.0 / (dx * dx)), iz2 = float(1.0 / (dz * dz));
    const auto at = [&](std::ptrdiff_t x, std::ptrdiff_t z) {
        return x < 0 || z < 0 || x >= std::ptrdiff_t(nx) || z >= std::ptrdiff_t(nz) ? 0.0f : image[std::size_t(x) * nz + std::size_t(z)];
    };
    for (std::ptrdiff_t x = 0; x < std::ptrdiff_t(nx); ++x)
        for (std::ptrdiff_t z = 0; z < std::ptrdiff_t(nz); ++z) {
            const float c = at(x, z);
            out[std::size_t(x) * nz + std::size_t(z)] =
                -((at(x + 1, z) - 2 * c + at(x - 1, z)) * ix2 + (at(x, z + 1) - 2 * c + at(x, z - 1)) * iz2);
        }
    return out;
}

RtmImage migrate(const VelocityModel& model, const std::vector<ShotGather>& gathers, const RtmOptions& options,
                 const RunContext& context) {
    const std::string stage = "rtm";
    options.validate(stage);
    model.validate(stage);
    if (gathers.empty()) throw ValidationError(stage, "data", "holds no shots");
    const double interval = gathers[0].dt;
    const std::size_t samples = gathers[0].samples;
    for (std::size_t s = 0; s < gathers.size(); ++s) {
        const ShotGather& g = gathers[s];
        if (g.dt != interval || g.samples != samples)
            throw ValidationError(stage, "data", "shot " + std::to_string(s + 1) + " has another time sampling than shot 1");
        if (g.traces.size() != g.receiverCount() * g.samples || g.geometry.receiverZ.size() != g.receiverCount())
            throw ValidationError(stage, "data", "shot " + std::to_string(s + 1) + " has inconsistent trace counts");
    }
    if (!(interval > 0) || samples < 2)
        throw ValidationError(stage, "data", "needs a positive sample interval and at least 2 samples per trace");

    const SecondDerivativeOperator op = operatorFor(options.wave, model, stage);
    const double limit = stableTimeStep(op, model.maxVelocity(), model.dx, model.dz);
    TimeAxis time;
    time.samples = int(samples);
    time.substeps = substepsPerSample(interval, limit, options.wave.dt, stage);
    const double dt = interval / time.substeps;
    const int width = options.wave.boundaryWidth ? options.wave.boundaryWidth : defaultBoundaryWidth(options.wave.boundary);
    const PropagationSetup setup =
        makePropagationSetup(model, op, options.wave.boundary, width, dt, options.wave.peakFrequency, stage);
    if (const std::string warning = dispersionWarning(model, op, options.wave.peakFrequency); !warning.empty())
        context.info(stage + ": " + warning);

    std::vector<ShotGeometry> geometry;
    for (const ShotGather& g : gathers) geometry.push_back(g.geometry);
    MigrationTask task;
    task.setup = &setup;
    task.time = time;
    const distributed::Ranks& ranks = context.processes();
    const distributed::Range share = ranks.myShare(gathers.size());
    task.shots = shotsOfThisRank(planShots(setup, geometry, stage), share);
    task.sourceSeries = sourceSeries(setup, options.wave, time.steps());
    // Corrected migration injects the data through the forward transform (copies; the input stays as is).
    std::vector<std::vector<float>> corrected;
    if (options.wave.timeDispersionCorrection) {
        const TimeDispersionTransform forward(samples, interval, dt, TimeDispersionDirection::Forward);
        for (std::size_t s = share.begin; s < share.end; ++s) {
            corrected.push_back(gathers[s].traces);
            forward.apply(corrected.back().data(), gathers[s].receiverCount(), context.cancel);
        }
        for (const std::vector<float>& t : corrected) task.traces.push_back(t.data());
    } else {
        for (std::size_t s = share.begin; s < share.end; ++s) task.traces.push_back(gathers[s].traces.data());
    }
    task.injectionScale = float(dt * dt / (setup.dx * setup.dz));
    task.imagingEvery = options.imagingEvery > 0
                            ? options.imagingEvery
                            : std::max(1, int(std::floor(1.0 / (12.0 * options.wave.peakFrequency * dt))));
    if (task.imagingEvery > time.steps())
        throw ValidationError(stage, "imaging-every",
                              std::to_string(task.imagingEvery) + " steps between images is more than the " +
                                  std::to_string(time.steps()) + " steps of the migration: the image would hold "
                                  "one time step (leave it 0 for the step the frequency needs)");
    task.replay = options.replay;
    task.memoryBudget = options.memoryBudget;

    const BackendDecision backend = resolveBackend(context.backend, stage);
    if (!backend.note.empty()) context.info(backend.note);
    context.info(stage + ": " + op.name + ", " + toString(options.wave.boundary) + " (" + std::to_string(width) +
                 " cells), dt " + std::to_string(dt * 1e3) + " ms, " + std::to_string(time.steps()) + " steps, imaging every " +
                 std::to_string(task.imagingEvery) + ", " + std::to_string(gathers.size()) + " shots on " +
                 toString(backend.backend));

    RtmImage result;
    result.nx = model.nx;
    result.nz = model.nz;
    result.dx = model.dx;
    result.dz = model.dz;
    result.simulationDt = dt;
    result.operatorName = op.name;
    result.backend = toString(backend.backend);
    const std::size_t cells = model.nx * model.nz;
    std::vector<double> stack(cells, 0.0), light(cells, 0.0);
    const ShotImageSink sink = [&](int, const float* image, const float* illumination) {
        const float eps = illuminationFloor(illumination, cells, options.illuminationEpsilon);
        for (std::size_t i = 0; i < cells; ++i) {
            stack[i] += double(image[i]) / (double(illumination[i]) + eps);
            light[i] += illumination[i];
        }
    };
    const BackendCallbacks callbacks = backendCallbacks(context);
    result.stats = backend.backend == Backend::Cuda ? cudaEngineAs<CudaEngine>("seismic").migrate(task, sink, callbacks)
                                                    : migrateOnCpu(task, sink, callbacks);

    // The ranks' stacks added in rank order: the same bits on every run with this many ranks; they
    // differ from one process's (the shots added in another grouping) by rounding at most.
    ranks.sumInRankOrder(stack);
    ranks.sumInRankOrder(light);
    std::vector<double> replays{double(result.stats.boundarySavingShots), double(result.stats.checkpointingShots)};
    ranks.sumInRankOrder(replays);
    result.stats.boundarySavingShots = int(replays[0]);
    result.stats.checkpointingShots = int(replays[1]);
    result.image.assign(stack.begin(), stack.end());
    result.illumination.assign(light.begin(), light.end());
    if (options.laplacianFilter) result.image = laplacianFilter(result.image, model.nx, model.nz, model.dx, model.dz);
    context.report(1.0, "done");
    return result;
}

}  // namespace strata::seismic
