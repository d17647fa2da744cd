#pragma once
// Forward modelling of shot gathers (synthetic data) on a velocity section.
#include <string>
#include <vector>

#include "strata/core/RunContext.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/VelocityModel.h"
#include "strata/seismic/WaveOptions.h"

namespace strata::seismic {

struct ModellingResult {
    std::vector<ShotGather> gathers;
    double simulationDt = 0;   // s
    int substeps = 1;          // simulation steps per recorded sample
    std::string operatorName;
    std::string backend;       // "cpu" or "cuda"
};

// Records every shot for tmax seconds at recordingInterval(peak frequency). Progress per shot; cancel
// through the context. ValidationError for sources/receivers outside the model or an unstable dt.
ModellingResult modelShots(const VelocityModel& model, const std::vector<ShotGeometry>& shots,
                           const WaveOptions& options, double tmax, const RunContext& context);

}  // namespace strata::seismic
