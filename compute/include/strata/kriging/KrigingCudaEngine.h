#pragma once
// The CUDA side of the kriging engine (implemented in libstrata_cuda.so, registered as
// "kriging"). Plain host arrays in and out; the plugin streams targets through the GPU in chunks
// sized to its free memory. Targets the GPU cannot settle (a float factorisation that broke
// down, a candidate list too short for octant or drillhole limits) come back with status
// NodeStatus::NeedsCpu and are recomputed in double on the CPU by the caller.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "strata/core/Grid.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/kriging/NodeStatus.h"

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata

namespace strata::kriging {

class KrigingSetup;

struct GpuKrigingInput {
    // Data after coincident data were merged.
    std::size_t dataCount = 0;
    const double* x = nullptr;
    const double* y = nullptr;
    const double* z = nullptr;
    std::size_t variables = 0;
    const double* const* values = nullptr;  // values[variable][datum]
    const double* secondary = nullptr;      // ExternalDrift / LocalMean, else null
    const double* drillhole = nullptr;      // null when none
    // Targets: a grid, or points.
    const GridSpec* grid = nullptr;
    std::size_t targetCount = 0;
    const double* tx = nullptr;
    const double* ty = nullptr;
    const double* tz = nullptr;
    const double* targetSecondary = nullptr;
    // The model, block, drift and options of the systems: the CPU's own setup, not rebuilt.
    const KrigingSetup* setup = nullptr;
    int dimension = 3;  // 2: z plays no part
};

struct GpuKrigingOutput {
    double* const* estimate = nullptr;  // estimate[variable][target]
    double* variance = nullptr;
    NodeStatus* status = nullptr;       // per target
    int* dataUsed = nullptr;            // diagnostics (null when not wanted)
    double* lagrange = nullptr;
    double* efficiency = nullptr;
    double* slope = nullptr;
};

struct GpuKrigingTimings {
    std::string device;
    std::string solver;            // "warp" or "cublas-lu"
    std::string precision;         // "float" or "double"
    double setupMs = 0;            // data upload and the cell grid (built on the GPU)
    double kernelMs = 0;           // search + assembly + solve, CUDA events
    double searchMs = 0;           // cublas-lu only: the search kernel alone
    double assemblyMs = 0;         // cublas-lu only
    double factorMs = 0;           // cublas-lu only: getrfBatched + getrsBatched
    double transferMs = 0;         // results device -> host
    double totalMs = 0;            // wall clock of the whole call
    std::size_t chunks = 0;
    std::size_t chunkTargets = 0;
    std::size_t peakDeviceBytes = 0;  // device memory in use at the peak (cudaMemGetInfo)
    std::size_t needsCpu = 0;
};

class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    // Why this problem cannot run on the GPU ("" when it can): unsupported structure types, ...
    virtual std::string unsupportedReason(const KrigingOptions& options) const = 0;
    // Local neighbourhoods. Throws GpuError on CUDA failures, CancelledError when cancelled.
    virtual GpuKrigingTimings krigeLocal(const GpuKrigingInput& input, const GpuKrigingOutput& output,
                                         const CancelToken* cancel, Progress* progress) = 0;
};

}  // namespace strata::kriging
