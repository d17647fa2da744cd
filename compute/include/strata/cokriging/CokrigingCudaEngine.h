#pragma once
// The CUDA side of the cokriging engine (implemented in libstrata_cuda.so, registered as
// "cokriging"): local neighbourhoods, one warp per target (search of the data locations, cokb3d's
// walk of them, the pair covariances, Cholesky of the covariance block and the unbiasedness
// constraints by their Schur complement). Plain host arrays in and out. Targets the GPU cannot
// settle (a factorisation that broke down, a candidate list too short for the walk) come back with
// status NodeStatus::NeedsCpu and are recomputed on the CPU by the caller.
#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "strata/cokriging/Cokriging.h"
#include "strata/core/Grid.h"

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata

namespace strata::cokriging {

struct GpuCokrigingInput {
    // Data locations (a location holds at least one variable) and each variable's value there as
    // the estimator weights it (Cokriging.h; NaN: missing): values[variable][location].
    std::size_t locationCount = 0;
    const double* x = nullptr;
    const double* y = nullptr;
    const double* z = nullptr;
    const double* const* values = nullptr;
    // Targets: a grid, or points; collocated: the secondary at each target, as weighted (minus its mean).
    const GridSpec* grid = nullptr;
    std::size_t targetCount = 0;
    const double* tx = nullptr;
    const double* ty = nullptr;
    const double* tz = nullptr;
    const double* collocated = nullptr;
    // The options as resolved (model, means), the search with its reach, the block's
    // discretisation offsets and C_00(V, V).
    const CokrigingOptions* options = nullptr;
    kriging::SearchNeighbourhood search;
    std::vector<std::array<double, 3>> discretisation;
    double blockVariance = 0;
    int dimension = 3;  // 2: z plays no part
};

struct GpuCokrigingOutput {
    double* estimate = nullptr;
    double* variance = nullptr;
    kriging::NodeStatus* status = nullptr;
    int* primaryUsed = nullptr;
    int* secondaryUsed = nullptr;
};

struct GpuCokrigingTimings {
    std::string device;
    std::string precision;  // "float" or "double"
    double setupMs = 0;     // data upload and the cell grid
    double kernelMs = 0;    // CUDA events around the kernel launches
    double transferMs = 0;  // results device -> host
    double totalMs = 0;     // wall clock of the whole call
    std::size_t chunks = 0;
    std::size_t needsCpu = 0;
};

class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    // Why these options cannot run on the GPU ("" when they can).
    virtual std::string unsupportedReason(const CokrigingOptions& options) const = 0;
    // Throws GpuError on CUDA failures, CancelledError when cancelled.
    virtual GpuCokrigingTimings cokrigeLocal(const GpuCokrigingInput& input, const GpuCokrigingOutput& output,
                                             const CancelToken* cancel, Progress* progress) = 0;
};

}  // namespace strata::cokriging
