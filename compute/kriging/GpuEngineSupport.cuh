#pragma once
// Host-side pieces the kriging and cokriging engines share: the device's name and shared-memory
// limit, the centroid the data's coordinates are taken relative to (float coordinates keep their
// precision near the data), and a grid of targets in the kernels' parameters.
#include <cuda_runtime.h>

#include <array>
#include <cstddef>
#include <string>

#include "CudaCheck.h"
#include "strata/core/Grid.h"

namespace strata::kriging {

inline std::string deviceName() {
    int dev = 0;
    cudaDeviceProp prop{};
    STRATA_CUDA_CHECK(cudaGetDevice(&dev));
    STRATA_CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
    return prop.name;
}

inline std::size_t sharedPerBlockOptin() {
    int device = 0, bytes = 0;
    STRATA_CUDA_CHECK(cudaGetDevice(&device));
    STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&bytes, cudaDevAttrMaxSharedMemoryPerBlockOptin, device));
    return std::size_t(bytes);
}

// The mean of n points (z left at 0 in 2-D).
inline std::array<double, 3> centroidOf(const double* x, const double* y, const double* z, std::size_t n,
                                        int dimension) {
    std::array<double, 3> c{0, 0, 0};
    for (std::size_t i = 0; i < n; ++i) {
        c[0] += x[i] / double(n);
        c[1] += y[i] / double(n);
        c[2] += dimension == 3 ? z[i] / double(n) : 0.0;
    }
    return c;
}

// Targets on `grid` (or points, grid null) in parameters with targetAt's fields (KrigingKernels.cuh).
template <class Params>
void bindTargets(Params& p, const GridSpec* grid, const std::array<double, 3>& centroid, int dimension) {
    p.onGrid = grid != nullptr;
    if (!grid) return;
    const bool threeD = dimension == 3;
    p.gridOrigin[0] = grid->x0 - centroid[0];
    p.gridOrigin[1] = grid->y0 - centroid[1];
    p.gridOrigin[2] = threeD ? grid->z0 - centroid[2] : 0.0;
    p.gridSpacing[0] = grid->dx;
    p.gridSpacing[1] = grid->dy;
    p.gridSpacing[2] = threeD ? grid->dz : 0.0;
    p.gridNx = (long long)grid->nx;
    p.gridNy = (long long)grid->ny;
}

}  // namespace strata::kriging
