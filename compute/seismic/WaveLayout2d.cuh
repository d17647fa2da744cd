#pragma once
// Device layout of a batch of 2D wavefields and the operator constants the kernels use.
#include <cuda_runtime.h>

namespace strata::seismic::gpu {

constexpr int kMaxRadius = 8;

struct Layout2d {
    int pz = 0, px = 0;    // padded extent (pz is the stride)
    int halo = 0;
    int cx = 0, cz = 0;    // compute region
    int nx = 0, nz = 0;    // interior
    int width = 0;         // absorbing cells per side
    long long shotStride = 0;

    __host__ __device__ long long at(int ix, int iz) const noexcept {
        return (long long)(ix + halo) * pz + (iz + halo);
    }
};

// Coefficients of the operator, scaled by 1/h^2 (explicit c_m or recursive a_n), and the recursion.
struct OperatorConstants {
    float cx[kMaxRadius + 1];
    float cz[kMaxRadius + 1];
    float r = 0, alpha = 0;  // recursion ratio and forward factor r / b1
    int warmup = 0;          // recursion memory W (samples)
};

}  // namespace strata::seismic::gpu
