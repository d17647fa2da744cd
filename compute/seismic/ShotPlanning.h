#pragma once
// Shared by modelling and migration: shot plans (nodes of sources and receivers), the scaled source
// series, and the callbacks that carry a job's progress and cancel into a backend.
#include <string>
#include <vector>

#include "strata/core/RunContext.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/WaveBackend.h"
#include "strata/seismic/WaveOptions.h"

namespace strata::seismic {

std::vector<ShotPlan> planShots(const PropagationSetup& setup, const std::vector<ShotGeometry>& shots,
                                const std::string& stage);
// dt^2 w(n dt) / (dx dz) for n < steps (w through the forward time-dispersion transform when corrected).
std::vector<float> sourceSeries(const PropagationSetup& setup, const WaveOptions& options, int steps);
BackendCallbacks backendCallbacks(const RunContext& context);

// The plans of this rank's share of the shots (all of them in one process).
std::vector<ShotPlan> shotsOfThisRank(std::vector<ShotPlan> plans, distributed::Range share);
// Every shot's traces on every rank, from each rank's `mine` (the traces of its share, in order);
// `lengths` are every shot's trace counts times samples.
std::vector<std::vector<float>> tracesOfAllRanks(const distributed::Ranks& ranks, std::vector<std::vector<float>> mine,
                                                 const std::vector<std::size_t>& lengths);

}  // namespace strata::seismic
