#include "strata/seismic/SeismicModelling.h"

#include <cmath>

#include "ShotPlanning.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/seismic/TimeDispersion.h"
#include "strata/seismic/WaveBackend.h"

namespace strata::seismic {

ModellingResult modelShots(const VelocityModel& model, const std::vector<ShotGeometry>& shots,
                           const WaveOptions& options, double tmax, const RunContext& context) {
    const std::string stage = "seismic-model";
    options.validate(stage);
    model.validate(stage);
    if (shots.empty()) throw ValidationError(stage, "shots", "no shots to model");
    if (!(tmax > 0) || !std::isfinite(tmax)) throw ValidationError(stage, "tmax", "must be a positive time in seconds");

    const SecondDerivativeOperator op = operatorFor(options, model, stage);
    const double interval = recordingInterval(options.peakFrequency);
    const double limit = stableTimeStep(op, model.maxVelocity(), model.dx, model.dz);
    TimeAxis time;
    time.substeps = substepsPerSample(interval, limit, options.dt, stage);
    time.samples = int(std::floor(tmax / interval + 1e-9)) + 1;
    const double dt = interval / time.substeps;
    const int width = options.boundaryWidth ? options.boundaryWidth : defaultBoundaryWidth(options.boundary);
    const PropagationSetup setup = makePropagationSetup(model, op, options.boundary, width, dt, options.peakFrequency, stage);
    if (const std::string warning = dispersionWarning(model, op, options.peakFrequency); !warning.empty())
        context.info(stage + ": " + warning);

    ModellingTask task;
    task.setup = &setup;
    task.time = time;
    const distributed::Range share = context.processes().myShare(shots.size());
    const std::vector<ShotPlan> plans = planShots(setup, shots, stage);
    task.shots = shotsOfThisRank(plans, share);
    task.sourceSeries = sourceSeries(setup, options, time.steps());

    const BackendDecision backend = resolveBackend(context.backend, stage);
    if (!backend.note.empty()) context.info(backend.note);
    context.info(stage + ": " + op.name + ", " + toString(options.boundary) + " (" + std::to_string(width) +
                 " cells), dt " + std::to_string(dt * 1e3) + " ms (" + std::to_string(time.substeps) + " per " +
                 std::to_string(interval * 1e3) + " ms sample), " + std::to_string(time.steps()) + " steps, " +
                 std::to_string(shots.size()) + " shots on " + toString(backend.backend));

    std::vector<std::vector<float>> traces;
    const BackendCallbacks callbacks = backendCallbacks(context);
    if (backend.backend == Backend::Cuda)
        cudaEngineAs<CudaEngine>("seismic").model(task, traces, callbacks);
    else
        modelOnCpu(task, traces, callbacks);

    if (options.timeDispersionCorrection) {
        const TimeDispersionTransform inverse(std::size_t(time.samples), interval, dt, TimeDispersionDirection::Inverse);
        for (std::vector<float>& shot : traces) inverse.apply(shot.data(), shot.size() / std::size_t(time.samples), context.cancel);
    }
    std::vector<std::size_t> lengths;
    for (const ShotPlan& plan : plans) lengths.push_back(plan.receivers.size() * std::size_t(time.samples));
    traces = tracesOfAllRanks(context.processes(), std::move(traces), lengths);

    ModellingResult result;
    result.simulationDt = dt;
    result.substeps = time.substeps;
    result.operatorName = op.name;
    result.backend = toString(backend.backend);
    for (std::size_t s = 0; s < shots.size(); ++s) {
        ShotGather g;
        g.geometry = shots[s];
        g.dt = interval;
        g.samples = std::size_t(time.samples);
        g.traces = std::move(traces[s]);
        result.gathers.push_back(std::move(g));
    }
    context.report(1.0, "done");
    return result;
}

}  // namespace strata::seismic
