#include "ShotPlanning.h"

#include "strata/seismic/TimeDispersion.h"

namespace strata::seismic {

std::vector<ShotPlan> planShots(const PropagationSetup& setup, const std::vector<ShotGeometry>& shots,
                                const std::string& stage) {
    std::vector<ShotPlan> plans;
    for (std::size_t s = 0; s < shots.size(); ++s) {
        const ShotGeometry& g = shots[s];
        const std::string which = "shot " + std::to_string(s + 1);
        ShotPlan plan;
        plan.source = setup.nodeOf(g.sourceX, g.sourceZ, stage, which + " source");
        for (std::size_t r = 0; r < g.receiverX.size(); ++r)
            plan.receivers.push_back(
                setup.nodeOf(g.receiverX[r], g.receiverZ[r], stage, which + " receiver " + std::to_string(r + 1)));
        plans.push_back(std::move(plan));
    }
    return plans;
}

std::vector<float> sourceSeries(const PropagationSetup& setup, const WaveOptions& options, int steps) {
    std::vector<float> series = sourceWavelet(options, setup.dt, steps);
    if (options.timeDispersionCorrection)
        series = timeDispersionTransform(series, setup.dt, setup.dt, TimeDispersionDirection::Forward);
    const float scale = float(setup.dt * setup.dt / (setup.dx * setup.dz));
    for (float& v : series) v *= scale;
    return series;
}

BackendCallbacks backendCallbacks(const RunContext& context) {
    BackendCallbacks callbacks;
    callbacks.progress = [&context](double fraction, const std::string& message) { context.report(fraction, message); };
    callbacks.checkCancel = [&context] { context.checkCancelled(); };
    return callbacks;
}

}  // namespace strata::seismic
