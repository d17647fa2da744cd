#pragma once
// Device layout of a batch of 2D wavefields and the operator constants the kernels use (also the line
// recursion constants of the 3D kernels).
#include <cuda_runtime.h>

#include <vector>

namespace strata::seismic::gpu {

constexpr int kMaxRadius = 8;

struct Layout2d {
    int pz = 0, px = 0;    // padded extent (pz is the stride, whole 128-byte lines)
    int halo = 0;          // readable cells beyond the compute region
    int zOffset = 0;       // cells before iz = 0: the halo, or for the recursive operator the halo rounded up to
                           // whole cache lines
    int cx = 0, cz = 0;    // compute region
    int nx = 0, nz = 0;    // interior
    int width = 0;         // absorbing cells per side
    long long shotStride = 0;

    __host__ __device__ long long at(int ix, int iz) const noexcept {
        return (long long)(ix + halo) * pz + (iz + zOffset);
    }
};

// One axis of the recursive operator for the line scans: the right-hand side's stencil already multiplied
// by 1 / h^2 and the forward factor alpha = r / b1 (one multiplication less per sample), the ratio r, and
// the carry weights (-r)^(k+1) of a chunk (a fused multiply-add per sample instead of a running power).
constexpr int kMaxLineChunk = 32;
struct LineRecursion {
    float c[kMaxRadius + 1];
    float r;
    float carry[kMaxLineChunk];
};

// a: a_0 .. a_N of the design; h: the grid step along the axis.
inline LineRecursion makeLineRecursion(const std::vector<double>& a, double r, double b1, double h) {
    LineRecursion line{};
    const double alpha = r / b1;
    for (std::size_t m = 0; m < a.size() && m <= std::size_t(kMaxRadius); ++m) line.c[m] = float(alpha * a[m] / (h * h));
    line.r = float(r);
    double power = 1;
    for (int k = 0; k < kMaxLineChunk; ++k) line.carry[k] = float(power *= -r);
    return line;
}

// Coefficients of the operator, scaled by 1/h^2 (explicit c_m or recursive a_n), and the recursion.
struct OperatorConstants {
    float cx[kMaxRadius + 1];
    float cz[kMaxRadius + 1];
    float r = 0, alpha = 0;  // recursion ratio and forward factor r / b1
    int warmup = 0;          // recursion memory W (samples)
    LineRecursion zLine{};   // the z axis for the column line scans
};

}  // namespace strata::seismic::gpu
