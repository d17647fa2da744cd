#include "ShotPlanning.h"

#include <algorithm>
#include <iterator>
#include <span>

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

std::vector<ShotPlan> shotsOfThisRank(std::vector<ShotPlan> plans, distributed::Range share) {
    return {std::make_move_iterator(plans.begin() + std::ptrdiff_t(share.begin)),
            std::make_move_iterator(plans.begin() + std::ptrdiff_t(share.end))};
}

std::vector<std::vector<float>> tracesOfAllRanks(const distributed::Ranks& ranks, std::vector<std::vector<float>> mine,
                                                 const std::vector<std::size_t>& lengths) {
    if (!ranks.isSplit()) return mine;
    // One flat buffer, each shot at its offset, each rank's shots one block of it.
    std::vector<std::size_t> shotOffset{0};
    for (std::size_t n : lengths) shotOffset.push_back(shotOffset.back() + n);
    std::vector<float> all(shotOffset.back());
    const auto at = [&](std::size_t shot) { return all.begin() + std::ptrdiff_t(shotOffset[shot]); };
    const distributed::Range share = ranks.myShare(lengths.size());
    for (std::size_t s = share.begin; s < share.end; ++s) {
        const std::vector<float>& shot = mine[s - share.begin];
        std::copy(shot.begin(), shot.end(), at(s));
    }
    std::vector<std::size_t> blockOffset;
    for (int r = 0; r < ranks.count(); ++r)
        blockOffset.push_back(shotOffset[ranks.share(lengths.size(), 1, r).begin] * sizeof(float));
    blockOffset.push_back(all.size() * sizeof(float));
    ranks.shareBlocks(std::as_writable_bytes(std::span(all)), blockOffset);

    std::vector<std::vector<float>> traces;
    for (std::size_t s = 0; s < lengths.size(); ++s) traces.emplace_back(at(s), at(s + 1));
    return traces;
}

}  // namespace strata::seismic
