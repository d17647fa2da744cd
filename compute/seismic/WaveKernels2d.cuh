#pragma once
// CUDA kernels of the 2D propagator, batched over shots (blockIdx.z = shot in a batch). Every shot owns
// padded arrays of the same layout (Layout2d): node (ix, iz) of the compute region sits at
// (ix + halo) * pz + (iz + zOffset); halos and the padding beyond are zero and never written.
//
// Explicit FD: one thread per z node walks along x over XB columns, keeping the x stencil in a register
// queue and sharing the current column through shared memory for the z stencil: u is read about once.
// Recursive operator: Dzz by a kernel that transposes tiles of 32 columns into shared memory so that
// each thread runs the z recursion of one column segment (overlapping tiles: each recursion starts W
// samples early from zero, |r|^W < 1e-7); then Dxx by threads along z (coalesced) that run the x
// recursion over a segment in the same way and finish the update.
#include <cuda_runtime.h>

#include "WaveLayout2d.cuh"

namespace strata::seismic::gpu {

// Absorbing profiles, per compute column (x) / row (z).
struct Profiles {
    const float* ax;
    const float* bx;
    const float* az;
    const float* bz;
    const float* gx;
    const float* gz;
};

struct StepArgs {
    Layout2d layout;
    OperatorConstants op;
    Profiles prof;
    const float* vdt2;  // shared by the shots (padded layout, one shot)
    const float* cur;   // level n
    float* next;        // level n - 1 on entry, n + 1 on exit
    float* psiX;        // CPML memory (may be null when not used)
    float* psiZ;
    float* zetaX;
    float* zetaZ;
    const float* dzz;   // recursive: Dzz of cur
    float* dxx;         // recursive, z scan with the update: Dxx of cur
    int xBegin, xEnd, zBegin, zEnd;  // nodes updated (compute coordinates)
    bool cpml, sponge;
    float inv12dx, inv12dz;  // CPML first derivatives
};

__device__ inline float firstDerivative(const float* f, long long p, long long stride, float inv12h) {
    return (8.0f * (f[p + stride] - f[p - stride]) - (f[p + 2 * stride] - f[p - 2 * stride])) * inv12h;
}

// The new value of one node given Dxx (lx) and Dzz (lz) of the current level u, its previous value and
// (v dt)^2, with CPML memory (updated here) and sponge.
__device__ inline float nodeValue(const StepArgs& a, long long shotOffset, int ix, int iz, float lx, float lz, float u,
                                  float old, float vdt2) {
    const Layout2d& L = a.layout;
    const long long p = L.at(ix, iz);
    float lap = lx + lz;
    if (a.cpml) {
        const bool xZone = ix < L.width || ix >= L.width + L.nx;
        const bool zZone = iz < L.width || iz >= L.width + L.nz;
        if (xZone) {
            const float dpsi = firstDerivative(a.psiX + shotOffset, p, L.pz, a.inv12dx);
            float* zeta = a.zetaX + shotOffset + p;
            const float z = a.prof.bx[ix] * *zeta + a.prof.ax[ix] * (lx + dpsi);
            *zeta = z;
            lap += dpsi + z;
        }
        if (zZone) {
            const float dpsi = firstDerivative(a.psiZ + shotOffset, p, 1, a.inv12dz);
            float* zeta = a.zetaZ + shotOffset + p;
            const float z = a.prof.bz[iz] * *zeta + a.prof.az[iz] * (lz + dpsi);
            *zeta = z;
            lap += dpsi + z;
        }
    }
    if (a.sponge) {
        const float g = a.prof.gx[ix] * a.prof.gz[iz];
        return g * (2.0f * u - g * old + vdt2 * lap);
    }
    return 2.0f * u - old + vdt2 * lap;
}

__device__ inline void updateNode(const StepArgs& a, long long shotOffset, int ix, int iz, float lx, float lz, float u) {
    const long long p = a.layout.at(ix, iz);
    float* out = a.next + shotOffset + p;
    *out = nodeValue(a, shotOffset, ix, iz, lx, lz, u, *out, a.vdt2[p]);
}

constexpr int kFdBlockZ = 128;  // threads along z
constexpr int kFdColumns = 32;  // columns one block walks along x

template <int M>
__global__ void __launch_bounds__(kFdBlockZ) fdStepKernel(StepArgs a) {
    __shared__ float column[kFdBlockZ + 2 * M];
    const Layout2d& L = a.layout;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int t = threadIdx.x;
    const int zBlock = a.zBegin + blockIdx.x * kFdBlockZ;
    const int iz = zBlock + t;
    const bool active = iz < a.zEnd;
    const int xStart = a.xBegin + blockIdx.y * kFdColumns;
    const int xStop = min(xStart + kFdColumns, a.xEnd);
    if (xStart >= xStop) return;

    float q[2 * M + 1];
#pragma unroll
    for (int k = 0; k < 2 * M; ++k) q[k] = u[L.at(xStart - M + k, iz)];
    for (int ix = xStart; ix < xStop; ++ix) {
        q[2 * M] = u[L.at(ix + M, iz)];
        column[t + M] = q[M];
        if (t < M) column[t] = u[L.at(ix, zBlock - M + t)];
        if (t >= kFdBlockZ - M) column[t + 2 * M] = u[L.at(ix, zBlock + M + t)];
        __syncthreads();
        if (active) {
            float lz = a.op.cz[0] * q[M], lx = a.op.cx[0] * q[M];
#pragma unroll
            for (int m = 1; m <= M; ++m) {
                lz += a.op.cz[m] * (column[t + M + m] + column[t + M - m]);
                lx += a.op.cx[m] * (q[M + m] + q[M - m]);
            }
            updateNode(a, shotOffset, ix, iz, lx, lz, q[M]);
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < 2 * M; ++k) q[k] = q[k + 1];
    }
}

// The same walk with the loads of a column issued one column ahead (u) or before the shared-memory
// exchange (previous level, (v dt)^2, z halo), so that no iteration waits for a global load it just issued.
template <int M>
__global__ void __launch_bounds__(kFdBlockZ) fdStepPrefetchKernel(StepArgs a) {
    __shared__ float column[kFdBlockZ + 2 * M];
    const Layout2d& L = a.layout;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* __restrict__ u = a.cur + shotOffset;
    float* next = a.next + shotOffset;
    const int t = threadIdx.x;
    const int zBlock = a.zBegin + blockIdx.x * kFdBlockZ;
    const int iz = zBlock + t;
    const bool active = iz < a.zEnd;
    const int xStart = a.xBegin + blockIdx.y * kFdColumns;
    const int xStop = min(xStart + kFdColumns, a.xEnd);
    if (xStart >= xStop) return;

    float q[2 * M + 1];
#pragma unroll
    for (int k = 0; k < 2 * M; ++k) q[k] = u[L.at(xStart - M + k, iz)];
    float ahead = u[L.at(xStart + M, iz)];
    for (int ix = xStart; ix < xStop; ++ix) {
        q[2 * M] = ahead;
        if (ix + 1 < xStop) ahead = u[L.at(ix + M + 1, iz)];
        const long long p = L.at(ix, iz);
        float old = 0, vdt2 = 0, lo = 0, hi = 0;
        if (active) {
            old = next[p];
            vdt2 = a.vdt2[p];
        }
        if (t < M) lo = u[L.at(ix, zBlock - M + t)];
        if (t >= kFdBlockZ - M) hi = u[L.at(ix, zBlock + M + t)];
        column[t + M] = q[M];
        if (t < M) column[t] = lo;
        if (t >= kFdBlockZ - M) column[t + 2 * M] = hi;
        __syncthreads();
        if (active) {
            float lz = a.op.cz[0] * q[M], lx = a.op.cx[0] * q[M];
#pragma unroll
            for (int m = 1; m <= M; ++m) {
                lz += a.op.cz[m] * (column[t + M + m] + column[t + M - m]);
                lx += a.op.cx[m] * (q[M + m] + q[M - m]);
            }
            next[p] = nodeValue(a, shotOffset, ix, iz, lx, lz, q[M], old, vdt2);
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < 2 * M; ++k) q[k] = q[k + 1];
    }
}

// CPML memory on the zone only: x-zone columns over all rows (xStrips), or z-zone rows of the interior
// columns. Block (32, 8); the strip index runs over 2 * width.
__global__ void cpmlMemoryZoneKernel(StepArgs a, bool xStrips) {
    const Layout2d& L = a.layout;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int j = blockIdx.y * blockDim.y + threadIdx.y;
    int ix, iz;
    if (xStrips) {
        if (i >= L.cz || j >= 2 * L.width) return;
        iz = i;
        ix = j < L.width ? j : j + L.nx;
    } else {
        if (i >= 2 * L.width || j >= L.nx) return;
        iz = i < L.width ? i : i + L.nz;
        ix = L.width + j;
    }
    const bool xZone = ix < L.width || ix >= L.width + L.nx;
    const bool zZone = iz < L.width || iz >= L.width + L.nz;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const long long p = L.at(ix, iz);
    const float* u = a.cur + shotOffset;
    if (xZone) a.psiX[shotOffset + p] = a.prof.bx[ix] * a.psiX[shotOffset + p] + a.prof.ax[ix] * firstDerivative(u, p, L.pz, a.inv12dx);
    if (zZone) a.psiZ[shotOffset + p] = a.prof.bz[iz] * a.psiZ[shotOffset + p] + a.prof.az[iz] * firstDerivative(u, p, 1, a.inv12dz);
}

// CPML memory: psi = b psi + a d(u), in the zone only (x memory in x-zone columns, z memory in z-zone rows).
__global__ void cpmlMemoryKernel(StepArgs a) {
    const Layout2d& L = a.layout;
    const int iz = blockIdx.x * blockDim.x + threadIdx.x;
    const int ix = blockIdx.y * blockDim.y + threadIdx.y;
    if (iz >= L.cz || ix >= L.cx) return;
    const bool xZone = ix < L.width || ix >= L.width + L.nx;
    const bool zZone = iz < L.width || iz >= L.width + L.nz;
    if (!xZone && !zZone) return;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const long long p = L.at(ix, iz);
    const float* u = a.cur + shotOffset;
    if (xZone) a.psiX[shotOffset + p] = a.prof.bx[ix] * a.psiX[shotOffset + p] + a.prof.ax[ix] * firstDerivative(u, p, L.pz, a.inv12dx);
    if (zZone) a.psiZ[shotOffset + p] = a.prof.bz[iz] * a.psiZ[shotOffset + p] + a.prof.az[iz] * firstDerivative(u, p, 1, a.inv12dz);
}

// --- Recursive operator -------------------------------------------------------------------------------

constexpr int kRecSegmentZ = 64;   // outputs per column segment in the z recursion
constexpr int kRecWarpsZ = 2;      // column segments per block (one warp each)
constexpr int kRecBlockX = 64;     // threads along z in the x recursion
constexpr int kRecSegmentX = 64;   // outputs per row segment in the x recursion

__host__ __device__ constexpr int recTileStride(int radius, int warmup) {
    return (kRecSegmentZ + 2 * warmup + 2 * radius) | 1;  // odd: conflict-free per-column access
}

// Dzz of `cur` for columns [xBegin, xEnd) and every row of the compute region. Block: 32 columns x
// kRecWarpsZ segments; dynamic shared memory: kRecWarpsZ * 32 * recTileStride floats.
template <int N>
__global__ void recursionZKernel(StepArgs a, float* dzz) {
    extern __shared__ float tiles[];
    const Layout2d& L = a.layout;
    const int W = a.op.warmup;
    const int stride = recTileStride(N, W);
    const int length = kRecSegmentZ + 2 * W + 2 * N;
    const int lane = threadIdx.x, warp = threadIdx.y;
    float* tile = tiles + warp * 32 * stride;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int xBase = a.xBegin + blockIdx.x * 32;
    const int z0 = (blockIdx.y * kRecWarpsZ + warp) * kRecSegmentZ;
    const int columns = min(32, a.xEnd - xBase);
    if (z0 >= L.cz || columns <= 0) return;
    const int zTile = z0 - W - N;

    for (int c = 0; c < columns; ++c)
        for (int e = lane; e < length; e += 32) tile[c * stride + e] = u[L.at(xBase + c, zTile + e)];
    __syncwarp();
    if (lane < columns) {
        float* t = tile + lane * stride;
        float w = 0;
        for (int j = 0; j < kRecSegmentZ + 2 * W; ++j) {
            const int z = z0 - W + j;
            const int p = j + N;
            float f = a.op.cz[0] * t[p];
#pragma unroll
            for (int m = 1; m <= N; ++m) f += a.op.cz[m] * (t[p + m] + t[p - m]);
            w = (z >= 0 && z < L.cz) ? a.op.alpha * f - a.op.r * w : 0.0f;
            t[j] = w;  // position j is no longer needed by later stencils
        }
        float d = 0;
        for (int j = kRecSegmentZ + 2 * W - 1; j >= W; --j) {
            d = t[j] - a.op.r * d;
            t[j] = d;
        }
    }
    __syncwarp();
    for (int c = 0; c < columns; ++c)
        for (int e = lane; e < kRecSegmentZ; e += 32) {
            const int z = z0 + e;
            if (z < L.cz) dzz[shotOffset + L.at(xBase + c, z)] = tile[c * stride + W + e];
        }
}

// Dxx of `cur` by x recursions along row segments, then the update of nodes in [xBegin, xEnd) x [zBegin, zEnd).
// Dynamic shared memory: (kRecSegmentX + 2 W) * kRecBlockX floats.
template <int N>
__global__ void __launch_bounds__(kRecBlockX) recursionXUpdateKernel(StepArgs a) {
    extern __shared__ float wRows[];
    const Layout2d& L = a.layout;
    const int W = a.op.warmup;
    const int t = threadIdx.x;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int iz = a.zBegin + blockIdx.x * kRecBlockX + t;
    const int x0 = a.xBegin + blockIdx.y * kRecSegmentX;
    if (iz >= a.zEnd || x0 >= a.xEnd) return;

    float q[2 * N + 1];
#pragma unroll
    for (int k = 0; k < 2 * N; ++k) q[k] = u[L.at(x0 - W - N + k, iz)];
    float w = 0;
    for (int j = 0; j < kRecSegmentX + 2 * W; ++j) {
        const int x = x0 - W + j;
        q[2 * N] = u[L.at(x + N, iz)];
        float f = a.op.cx[0] * q[N];
#pragma unroll
        for (int m = 1; m <= N; ++m) f += a.op.cx[m] * (q[N + m] + q[N - m]);
        w = (x >= 0 && x < L.cx) ? a.op.alpha * f - a.op.r * w : 0.0f;
        wRows[j * kRecBlockX + t] = w;
#pragma unroll
        for (int k = 0; k < 2 * N; ++k) q[k] = q[k + 1];
    }
    float d = 0;
    for (int j = kRecSegmentX + 2 * W - 1; j >= W; --j) {
        d = wRows[j * kRecBlockX + t] - a.op.r * d;
        const int ix = x0 - W + j;
        if (j < W + kRecSegmentX && ix < a.xEnd) {
            const long long p = L.at(ix, iz);
            updateNode(a, shotOffset, ix, iz, d, a.dzz[shotOffset + p], u[p]);
        }
    }
}

// --- Sources, receivers, storage, imaging ----------------------------------------------------------

// Adds amp[shot * count + i] at node[shot * count + i] (padded offsets within the shot) to field.
__global__ void injectKernel(float* field, long long shotStride, const long long* nodes, const float* amplitudes,
                             int count) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int shot = blockIdx.y;
    if (i >= count) return;
    field[shot * shotStride + nodes[shot * count + i]] += amplitudes[shot * count + i];
}

// Receiver data of level `level` (linear interpolation of recorded samples), scaled, added at the receivers.
__global__ void injectDataKernel(float* field, long long shotStride, const long long* nodes, const float* traces,
                                 int receivers, int samples, int substeps, int level, float scale) {
    const int r = blockIdx.x * blockDim.x + threadIdx.x;
    const int shot = blockIdx.y;
    if (r >= receivers) return;
    const float* trace = traces + ((long long)shot * receivers + r) * samples;
    const int k = level / substeps, rest = level % substeps;
    float d;
    if (k + 1 >= samples) {
        d = k < samples ? trace[k] : 0.0f;
    } else {
        const float wgt = float(rest) / float(substeps);
        d = (1.0f - wgt) * trace[k] + wgt * trace[k + 1];
    }
    field[shot * shotStride + nodes[shot * receivers + r]] += scale * d;
}

__global__ void recordKernel(const float* field, long long shotStride, const long long* nodes, float* traces,
                             int receivers, int samples, int sample) {
    const int r = blockIdx.x * blockDim.x + threadIdx.x;
    const int shot = blockIdx.y;
    if (r >= receivers) return;
    traces[((long long)shot * receivers + r) * samples + sample] = field[shot * shotStride + nodes[shot * receivers + r]];
}

// store[shot][k] = field[shot][nodes[k]] (save) or the reverse (restore).
__global__ void stripKernel(float* field, long long shotStride, const long long* nodes, float* store,
                            long long storeShotStride, int count, bool save) {
    const int k = blockIdx.x * blockDim.x + threadIdx.x;
    const int shot = blockIdx.y;
    if (k >= count) return;
    float* f = field + shot * shotStride + nodes[k];
    float* s = store + shot * storeShotStride + k;
    if (save) *s = *f;
    else *f = *s;
}

// Zero the absorbing zone of a field (before reverse-time reconstruction).
__global__ void zeroZoneKernel(float* field, Layout2d L) {
    const int iz = blockIdx.x * blockDim.x + threadIdx.x;
    const int ix = blockIdx.y * blockDim.y + threadIdx.y;
    if (iz >= L.cz || ix >= L.cx) return;
    if (ix < L.width || ix >= L.width + L.nx || iz < L.width || iz >= L.width + L.nz)
        field[blockIdx.z * L.shotStride + L.at(ix, iz)] = 0.0f;
}

// Interior of a field -> dense [shot][ix * nz + iz].
__global__ void copyInteriorKernel(const float* field, Layout2d L, float* out) {
    const int iz = blockIdx.x * blockDim.x + threadIdx.x;
    const int ix = blockIdx.y * blockDim.y + threadIdx.y;
    if (iz >= L.nz || ix >= L.nx) return;
    const long long n = (long long)L.nx * L.nz;
    out[blockIdx.z * n + (long long)ix * L.nz + iz] = field[blockIdx.z * L.shotStride + L.at(ix + L.width, iz + L.width)];
}

// image += S R, illumination += S^2 on the interior; S from a field or from a dense snapshot.
__global__ void imagingKernel(const float* source, const float* denseSource, const float* receiver, Layout2d L,
                              float* image, float* illumination) {
    const int iz = blockIdx.x * blockDim.x + threadIdx.x;
    const int ix = blockIdx.y * blockDim.y + threadIdx.y;
    if (iz >= L.nz || ix >= L.nx) return;
    const long long n = (long long)L.nx * L.nz;
    const long long dense = blockIdx.z * n + (long long)ix * L.nz + iz;
    const long long p = blockIdx.z * L.shotStride + L.at(ix + L.width, iz + L.width);
    const float s = denseSource ? denseSource[dense] : source[p];
    const float r = receiver[p];
    image[dense] += s * r;
    illumination[dense] += s * s;
}

}  // namespace strata::seismic::gpu
