#pragma once
// Reverse time migration of shot gathers on a velocity section:
//   per shot, the source wavefield is reconstructed in reverse time (boundary saving, or checkpointing
//   when the store does not fit the memory budget), the receiver wavefield is propagated backwards from
//   the recorded data, and the zero-lag cross-correlation I_s = sum_t S R is normalised by the source
//   illumination: I_s / (sum_t S^2 + eps), eps = illuminationEpsilon * median(sum_t S^2) over the model;
//   the normalised images are stacked; a Laplacian filter (-lap, 2nd order) removes the low-wavenumber
//   backscatter of sharp velocity contrasts.
#include <string>
#include <vector>

#include "strata/core/RunContext.h"
#include "strata/seismic/Acquisition.h"
#include "strata/seismic/VelocityModel.h"
#include "strata/seismic/WaveBackend.h"
#include "strata/seismic/WaveOptions.h"

namespace strata::seismic {

struct RtmOptions {
    WaveOptions wave;
    bool laplacianFilter = true;
    double illuminationEpsilon = 0.1;  // fraction of the median illumination
    int imagingEvery = 0;              // levels between cross-correlations; 0: 1 / (12 f dt)
    SourceReplay replay = SourceReplay::Auto;
    std::size_t memoryBudget = 0;      // bytes per shot for the source store; 0: backend default

    void validate(const std::string& stage) const;
};

struct RtmImage {
    std::size_t nx = 0, nz = 0;
    double dx = 1, dz = 1;
    std::vector<float> image;         // stacked, normalised (and filtered) image, ix * nz + iz
    std::vector<float> illumination;  // stacked source illumination sum_t S^2
    double simulationDt = 0;
    std::string operatorName;
    std::string backend;
    MigrationStats stats;
};

RtmImage migrate(const VelocityModel& model, const std::vector<ShotGather>& gathers, const RtmOptions& options,
                 const RunContext& context);

// -(d2/dx2 + d2/dz2) with 2nd-order differences, zero beyond the edges (the RTM image filter).
std::vector<float> laplacianFilter(const std::vector<float>& image, std::size_t nx, std::size_t nz, double dx, double dz);

// eps = fraction * median of the illumination (every 4th node, so that both backends agree exactly).
float illuminationFloor(const float* illumination, std::size_t count, double fraction);

}  // namespace strata::seismic
