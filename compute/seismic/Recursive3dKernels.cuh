#pragma once
// The recursive operator's 3D step in two passes (the propagation kernels that 3D RTM will build on).
//
// Three passes (one per axis) move at least 40 bytes per point; two move 28: pass 1 reads u and writes
// lap = Dzz + Dxx, pass 2 reads u, lap, the previous level and (v dt)^2 and writes the next level. Each pass
// walks one strided axis with a thread per grid line ("marching"): the forward recursion runs on as it
// walks, the backward one restarts from zero kMarchLookahead samples ahead of the outputs it finishes (the
// recursion forgets as |r|^n: r^16 = 5.6e-7 for the rational design), so no line is held whole.
// - zxPassKernel: a block per y row, a thread per x, walking z in groups of kZxPlanes planes. Planes arrive
//   by asynchronous copies into a shared ring one group ahead; the warps solve the x lines of the planes
//   being finished (the warp line scan, RecursionScan.cuh: an x line is one segment, and the recursions this
//   step accepts forget within a chunk) while every thread walks its z line.
// - yUpdateKernel: a block per z plane, a thread per pair of x columns, walking y with a pipeline of
//   kYStages asynchronous stages (u ahead, lap, the previous level and (v dt)^2 at the rows being finished);
//   each thread copies and reads only its own columns, so the pass needs no barrier.
#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include "RecursionScan.cuh"

namespace strata::seismic::gpu {

// A padded 3D box, x fastest: nx * ny * nz updated points with `pad` readable cells around them.
struct Box3d {
    int nx, ny, nz;
    int pad;
    int px, py, pz;  // padded extents (px multiple of 4)
    __host__ __device__ long long at(int x, int y, int z) const {
        return ((long long)(z + pad) * py + (y + pad)) * px + (x + pad);
    }
    long long size() const { return (long long)px * py * pz; }
};

constexpr int kMarchLookahead = 16;  // samples the backward recursion starts ahead of its first output
constexpr int kZxPlanes = 16;        // z planes per group in zxPassKernel
constexpr int kZxChunkX = 17;        // x samples per lane in its line scans (odd: conflict-free shared reads)
static_assert(32 * kZxChunkX >= 512, "an x line of the two-pass step (nx <= 512) is one segment of the line scan");
constexpr int kYChunk = 2;           // y rows per pipeline stage in yUpdateKernel
constexpr int kYStages = 6;
constexpr int kYThreads = 256;       // two x columns per thread: 512 columns per block

__host__ __device__ constexpr int powerOfTwoAtLeast(int n) { return n <= 1 ? 1 : 2 * powerOfTwoAtLeast((n + 1) / 2); }

// Forward recursion over T new samples of a walking line (win: u at s0 - N .. s0 + T + N; ring: w at
// s0 - W .. s0, shifted by T on return), then the backward one from zero at s0 + T - 1:
// d[j] = D at s0 - W + j. CHECK: samples outside [0, length) contribute zero.
template <int N, int T, int W, bool CHECK>
__device__ inline void marchChunk(const LineRecursion& op, int s0, int length, const float (&win)[T + 2 * N],
                                  float (&ring)[T + W], float (&d)[T]) {
    float w = ring[T + W - 1];
#pragma unroll
    for (int j = 0; j < W; ++j) ring[j] = ring[j + T];
#pragma unroll
    for (int i = 0; i < T; ++i) {
        const float f = symmetricStencil<N>(op, win, N + i);
        w = (!CHECK || (s0 + i >= 0 && s0 + i < length)) ? f - op.r * w : 0.0f;
        ring[W + i] = w;
    }
    float b = 0;
#pragma unroll
    for (int j = T + W - 1; j >= 0; --j) {
        b = ring[j] - op.r * b;
        if (j < T) d[j] = b;
    }
}

__host__ __device__ constexpr int zxRingPlanes(int radius) {
    return powerOfTwoAtLeast(kMarchLookahead + 2 * kZxPlanes + 2 * radius);
}
__host__ __device__ inline int zxLineSpan(int nx) { return lineSegments<kZxChunkX>(nx) * 32 * kZxChunkX; }
// Shared bytes of zxPassKernel: the plane ring (x lines with their halos) and the lines' results.
__host__ __device__ inline int zxPassShared(int nx, int radius) {
    const int span = zxLineSpan(nx);
    return (zxRingPlanes(radius) * (span + 2 * radius) + kZxPlanes * span) * int(sizeof(float));
}

// lap = Dzz + Dxx. Block: 32 * ceil(nx / 32) threads (one per x), grid: ny.
template <int N>
__global__ void __launch_bounds__(512, 1) zxPassKernel(Box3d b, LineRecursion op, const float* __restrict__ u, float* lap) {
    constexpr int G = kZxPlanes, W = kMarchLookahead, P = zxRingPlanes(N);
    extern __shared__ float shared[];
    const int span = zxLineSpan(b.nx), lineFloats = span + 2 * N;
    float* ring = shared;                         // P planes of u, x from -N (halos stay zero)
    float* values = shared + P * lineFloats;      // Dxx of the G planes being finished
    const int x = threadIdx.x, warp = x >> 5, warps = blockDim.x >> 5;
    const bool active = x < b.nx;
    for (int e = x; e < P * lineFloats; e += blockDim.x) ring[e] = 0.0f;
    __syncthreads();
    const long long planeStride = (long long)b.px * b.py, groupStride = G * planeStride;
    const long long column = b.at(min(x, b.nx - 1), blockIdx.x, 0);
    float* myColumn = ring + N + x;
    const auto plane = [&](int z) { return (z & (P - 1)) * lineFloats; };

    // Group zg computes the forward recursion over planes zg .. zg + G and finishes zg - W .. zg - W + G. The
    // walk starts at the line's first plane: the forward recursion begins there from zero, no warm-up.
    int zg = 0;
    if (active) {
        const float* src = u + column + (zg - N) * planeStride;
        for (int z = zg - N; z < zg + G + N; ++z, src += planeStride) __pipeline_memcpy_async(myColumn + plane(z), src, 4);
    }
    __pipeline_commit();
    const float* ahead = u + column + (zg + G + N) * planeStride;
    float* out = lap + column + (zg - W) * planeStride;
    float fwd[G + W];
#pragma unroll
    for (int j = 0; j < G + W; ++j) fwd[j] = 0.0f;
    for (; zg - W < b.nz; zg += G, ahead += groupStride, out += groupStride) {
        if (active && zg + G < b.nz) {  // planes past nz - 1 + N are not copied: the recursion masks them
#pragma unroll
            for (int j = 0; j < G; ++j) __pipeline_memcpy_async(myColumn + plane(zg + G + N + j), ahead + j * planeStride, 4);
        }
        __pipeline_commit();
        __pipeline_wait_prior(1);
        __syncthreads();  // this group's planes are in every column; `values` is free
        const int out0 = zg - W;
        const bool warmUp = out0 + G <= 0;
        if (!warmUp)
            for (int l = warp; l < G; l += warps)
                lineScanOneSegmentShortMemory<N, kZxChunkX>(op, b.nx, ring + plane(out0 + l), values + l * span);
        float win[G + 2 * N];
#pragma unroll
        for (int j = 0; j < G + 2 * N; ++j) win[j] = myColumn[plane(zg - N + j)];
        float dzz[G];
        if (zg >= 0 && zg + G <= b.nz) marchChunk<N, G, W, false>(op, zg, b.nz, win, fwd, dzz);
        else marchChunk<N, G, W, true>(op, zg, b.nz, win, fwd, dzz);
        __syncthreads();  // the x lines are solved
        if (warmUp || !active) continue;
        if (out0 >= 0 && out0 + G <= b.nz) {
#pragma unroll
            for (int j = 0; j < G; ++j) out[j * planeStride] = values[j * span + x] + dzz[j];
        } else {
#pragma unroll
            for (int j = 0; j < G; ++j)
                if (out0 + j >= 0 && out0 + j < b.nz) out[j * planeStride] = values[j * span + x] + dzz[j];
        }
    }
}

__host__ __device__ constexpr int yRingRows(int radius) {
    return kMarchLookahead + 2 * kYChunk + 2 * radius + (kYStages - 1) * kYChunk;
}
// Shared bytes of yUpdateKernel: the u ring and the stages of the three update operands.
__host__ __device__ constexpr int yUpdateShared(int radius) {
    return (yRingRows(radius) + kYStages * 3 * kYChunk) * 2 * kYThreads * int(sizeof(float));
}

// next = 2 u - next + vdt2 (lap + Dyy). Block: kYThreads threads, grid: (ceil(nx / 512), nz). nx even.
template <int N>
__global__ void __launch_bounds__(kYThreads) yUpdateKernel(Box3d b, LineRecursion op, const float* __restrict__ u,
                                                          const float* __restrict__ lap, float* next,
                                                          const float* __restrict__ vdt2) {
    constexpr int T = kYChunk, W = kMarchLookahead, S = kYStages, R = yRingRows(N), row = 2 * kYThreads;
    extern __shared__ float shared[];
    float* ring = shared;          // R rows of u
    float* stages = shared + R * row;  // S x {lap, next, vdt2} x T rows
    const int t = threadIdx.x;
    const int x = (blockIdx.x * kYThreads + t) * 2;
    const bool active = x < b.nx;
    const long long rowStride = b.px;
    const long long column = b.at(min(x, b.nx - 2), 0, blockIdx.y);
    const auto slot = [&](int y) { return int(unsigned(y + 1024 * R) % unsigned(R)) * row + 2 * t; };
    const auto copy = [&](float* to, const float* from) { __pipeline_memcpy_async(to, from, 8); };
    // Stage c: u rows y0 + N .. (the forward recursion's look-ahead) and the operands of rows y0 - W .. The walk
    // starts at the line's first row, where the forward recursion begins from zero. Rows outside the box are
    // clamped, not skipped (predicated copies measured 4 % slower): u past ny - 1 + N is masked by the
    // recursion and re-reads a cached row instead of padding from memory (1 % faster), operands of rows
    // outside the box are never used.
    const auto issue = [&](int c) {
        const int y0 = c * T;
#pragma unroll
        for (int j = 0; j < T; ++j) copy(ring + slot(y0 + N + j), u + column + min(y0 + N + j, b.ny - 1 + N) * rowStride);
        float* stage = stages + (c % S) * 3 * T * row + 2 * t;
#pragma unroll
        for (int j = 0; j < T; ++j) {
            const long long p = column + min(max(y0 - W + j, 0), b.ny - 1) * rowStride;
            copy(stage + j * row, lap + p);
            copy(stage + (T + j) * row, next + p);
            copy(stage + (2 * T + j) * row, vdt2 + p);
        }
        __pipeline_commit();
    };
    for (int j = 0; j < 2 * N; ++j) copy(ring + slot(j - N), u + column + (j - N) * rowStride);
    __pipeline_commit();
#pragma unroll
    for (int c = 0; c < S - 1; ++c) issue(c);
    float fwd[2][T + W];
#pragma unroll
    for (int j = 0; j < T + W; ++j) fwd[0][j] = fwd[1][j] = 0.0f;
    const int chunks = (b.ny + W + T - 1) / T;
    for (int c = 0; c < chunks; ++c) {
        issue(c + S - 1);
        __pipeline_wait_prior(S - 1);
        const int y0 = c * T;
        float win[2][T + 2 * N];
#pragma unroll
        for (int j = 0; j < T + 2 * N; ++j) {
            const float2 v = *reinterpret_cast<const float2*>(ring + slot(y0 - N + j));
            win[0][j] = v.x;
            win[1][j] = v.y;
        }
        float dyy[2][T];
        marchChunk<N, T, W, true>(op, y0, b.ny, win[0], fwd[0], dyy[0]);
        marchChunk<N, T, W, true>(op, y0, b.ny, win[1], fwd[1], dyy[1]);
        const float* stage = stages + (c % S) * 3 * T * row + 2 * t;
#pragma unroll
        for (int j = 0; j < T; ++j) {
            const int y = y0 - W + j;
            if (!active || y < 0 || y >= b.ny) continue;
            const float2 uc = *reinterpret_cast<const float2*>(ring + slot(y));
            const float2 l = *reinterpret_cast<const float2*>(stage + j * row);
            const float2 old = *reinterpret_cast<const float2*>(stage + (T + j) * row);
            const float2 v = *reinterpret_cast<const float2*>(stage + (2 * T + j) * row);
            *reinterpret_cast<float2*>(next + column + y * rowStride) =
                make_float2(2.0f * uc.x - old.x + v.x * (l.x + dyy[0][j]), 2.0f * uc.y - old.y + v.y * (l.y + dyy[1][j]));
        }
    }
}

}  // namespace strata::seismic::gpu
