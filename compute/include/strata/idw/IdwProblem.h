#pragma once
// An IDW or AIDW problem in the working frame, as plain host arrays: what the CPU and the CUDA
// engines compute from. The frame (see Idw.h) is the data centroid at the origin, the anisotropy's
// axes as coordinate axes, lengths divided by the data's largest extent; values centred and scaled
// to [-1, 1]. The CUDA interface takes this struct, so it holds no C++ library types.
#include <cstddef>
#include <functional>

#include "strata/idw/Idw.h"

namespace strata::idw {

struct Problem {
    int dimension = 2;  // of the working frame: 3 when the data are 3-D or a tilted anisotropy lifts 2-D data
    std::size_t dataCount = 0;
    const double* x = nullptr;
    const double* y = nullptr;
    const double* z = nullptr;  // null when dimension == 2
    const double* value = nullptr;

    // Targets: grid nodes o + i a + j b + k c (x fastest), or points.
    bool gridTargets = false;
    std::size_t gridCount[3] = {1, 1, 1};
    double gridOrigin[3] = {0, 0, 0};
    double gridStep[3][3] = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}};  // a, b, c
    std::size_t targetCount = 0;
    const double* tx = nullptr;
    const double* ty = nullptr;
    const double* tz = nullptr;  // null when dimension == 2

    // Weighting. IDW: power. AIDW (adaptive): k, levels, Rmin, Rmax, r_exp in frame units.
    bool adaptive = false;
    double power = 2.0;
    std::size_t k = 10;
    double alphaLevels[5] = {1, 2, 3, 4, 5};
    double rMin = 0.0, rMax = 2.0;
    double rExpected = 1.0;

    std::size_t neighbours = 0;  // 0: every datum
    double radius = 0.0;         // > 0: search radius in frame units

    ComputeOptions options;

    void target(std::size_t t, double& px, double& py, double& pz) const noexcept {
        if (gridTargets) {
            const double i = double(t % gridCount[0]);
            const double j = double((t / gridCount[0]) % gridCount[1]);
            const double l = double(t / (gridCount[0] * gridCount[1]));
            px = gridOrigin[0] + i * gridStep[0][0] + j * gridStep[1][0] + l * gridStep[2][0];
            py = gridOrigin[1] + i * gridStep[0][1] + j * gridStep[1][1] + l * gridStep[2][1];
            pz = gridOrigin[2] + i * gridStep[0][2] + j * gridStep[1][2] + l * gridStep[2][2];
        } else {
            px = tx[t];
            py = ty[t];
            pz = tz ? tz[t] : 0.0;
        }
    }
};

// Called between chunks of work with the fraction done; may throw CancelledError.
using ChunkCallback = std::function<void(double fraction)>;

// The CUDA engine, implemented in libstrata_cuda.so (compute/idw/IdwCuda.cu) and reached with
// strata::cudaEngineAs<strata::idw::CudaEngine>("idw").
class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    // Fills estimate[targetCount] (in the frame's value units; NaN: unestimated), used[targetCount]
    // (the data each estimate weighted) and, when adaptive, alpha[targetCount].
    virtual Timings run(const Problem& problem, double* estimate, double* alpha, int* used,
                        const ChunkCallback& onChunk) = 0;
};

}  // namespace strata::idw
