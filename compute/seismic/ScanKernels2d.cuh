#pragma once
// The recursive operator's 2D kernels that solve every grid line exactly (RecursionScan.cuh), with all
// global accesses coalesced. A step is two kernels:
// - Dxx (x is the strided axis): threads along z (coalesced), each owning kScanChunkX consecutive columns
//   of its row in registers; the chunks of a block are joined through shared memory. A block starts `warm`
//   chunks early on each side from zero (the recursion forgets as |r|^n), so blocks are independent. It
//   writes Dxx (scanXUpdateKernel, UPDATE = false).
// - Dzz (z is the contiguous axis) and the update: one warp per column. The column and the update's
//   operands go to shared memory by asynchronous copies issued at the start; lane l owns kScanChunkZ
//   consecutive rows (odd: conflict-free shared reads), the warp scan joins the chunks, columns longer than
//   32 chunks are walked in segments with the carry (scanZUpdateKernel).
// The previous organisation (Dzz first, then Dxx with the update: scanZKernel + scanXUpdateKernel) is kept
// for comparison in the benchmark and for columns too long for the update kernel's shared memory.
#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include "RecursionScan.cuh"
#include "WaveKernels2d.cuh"

namespace strata::seismic::gpu {

constexpr int kScanChunkZ = 15;    // rows per lane in the z recursion
constexpr int kScanChunkX = 20;    // columns per thread in the x recursion
constexpr int kScanChunksX = 16;   // chunk threads per block along x (blockDim.y) of the production kernel

// Shared floats per warp of scanZKernel for a column of cz rows.
__host__ __device__ inline int scanZSegments(int cz) { return lineSegments<kScanChunkZ>(cz); }
__host__ __device__ inline int scanZWarpFloats(int cz, int radius) {
    return 2 * scanZSegments(cz) * 32 * kScanChunkZ + 2 * radius;
}

// Dzz of `cur` for the columns [xBegin, xEnd), every row. Block (32, warps): one column per warp;
// grid (columns / warps, shots).
template <int N>
__global__ void scanZKernel(StepArgs a, float* dzz) {
    constexpr int K = kScanChunkZ;
    extern __shared__ float shared[];
    const Layout2d& L = a.layout;
    const int lane = threadIdx.x, warp = threadIdx.y;
    const int segments = scanZSegments(L.cz);
    const int span = segments * 32 * K;
    float* column = shared + warp * scanZWarpFloats(L.cz, N);  // u at rows -N .. span + N
    float* values = column + span + 2 * N;                      // w, then D
    const int ix = a.xBegin + blockIdx.x * blockDim.y + warp;
    if (ix >= a.xEnd) return;
    const long long shotOffset = (long long)blockIdx.y * L.shotStride;
    const float* u = a.cur + shotOffset + L.at(ix, 0);
#pragma unroll 4
    for (int e = lane; e < span + 2 * N; e += 32) {
        const int z = e - N;
        column[e] = z < L.cz + N ? u[z] : 0.0f;
    }
    __syncwarp();
    lineScan<N, kScanChunkZ>(a.op.zLine, L.cz, column, values);
    float* out = dzz + shotOffset + L.at(ix, 0);
    for (int z = lane; z < L.cz; z += 32) out[z] = values[z];
}

// Shared floats per warp of scanZUpdateKernel: the column, Dzz, and Dxx, the previous level and (v dt)^2.
__host__ __device__ inline int scanZUpdateWarpFloats(int cz, int radius) {
    return 5 * scanZSegments(cz) * 32 * kScanChunkZ + 2 * radius;
}

// Dzz of `cur` by the column scan, then the update of the column's nodes [zBegin, zEnd) with Dxx from a.dxx
// (the x scan before). Every global load of a column (u, Dxx, previous level, (v dt)^2) is issued at the start
// as an asynchronous copy into shared memory, so the update's operands arrive while the scan computes.
// Block (32, warps): one column per warp; grid (columns / warps, shots); dynamic shared memory
// warps * scanZUpdateWarpFloats floats.
template <int N>
__global__ void scanZUpdateKernel(StepArgs a) {
    extern __shared__ float shared[];
    const Layout2d& L = a.layout;
    const int lane = threadIdx.x, warp = threadIdx.y;
    const int span = scanZSegments(L.cz) * 32 * kScanChunkZ;
    float* column = shared + warp * scanZUpdateWarpFloats(L.cz, N);  // u at rows -N .. span + N
    float* values = column + span + 2 * N;                            // Dzz
    float* dxx = values + span;                                       // operands of the update, by row
    float* old = dxx + span;
    float* vdt2 = old + span;
    const int ix = a.xBegin + blockIdx.x * blockDim.y + warp;
    if (ix >= a.xEnd) return;
    const long long shotOffset = (long long)blockIdx.y * L.shotStride;
    const long long top = L.at(ix, 0);
    const float* u = a.cur + shotOffset + top;
    for (int e = lane; e < span + 2 * N; e += 32) {
        const int z = e - N;
        if (z < L.cz + N) __pipeline_memcpy_async(column + e, u + z, sizeof(float));
        else column[e] = 0.0f;
    }
    __pipeline_commit();
    for (int z = a.zBegin + lane; z < a.zEnd; z += 32) {
        __pipeline_memcpy_async(dxx + z, a.dxx + shotOffset + top + z, sizeof(float));
        __pipeline_memcpy_async(old + z, a.next + shotOffset + top + z, sizeof(float));
        __pipeline_memcpy_async(vdt2 + z, a.vdt2 + top + z, sizeof(float));
    }
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncwarp();
    lineScan<N, kScanChunkZ>(a.op.zLine, L.cz, column, values);
    __pipeline_wait_prior(0);
    __syncwarp();
    for (int z = a.zBegin + lane; z < a.zEnd; z += 32)
        a.next[shotOffset + top + z] = nodeValue(a, shotOffset, ix, z, dxx[z], values[z], column[z + N], old[z], vdt2[z]);
}

// Dxx over one thread's chunk of K columns from x0, given its window of values at x0 - N ..
// x0 + K + N - 1: the explicit numerator, then the chunk's share of the block-wide forward and
// backward recursions. The line ends at cx: the backward recursion starts there.
template <int K, int N>
__device__ __forceinline__ void chunkDxx(const StepArgs& a, int cx, int x0, const float (&win)[K + 2 * N], float* ends,
                                         float (&v)[K]) {
#pragma unroll
    for (int k = 0; k < K; ++k) {
        float f = a.op.cx[0] * win[k + N];
#pragma unroll
        for (int m = 1; m <= N; ++m) f += a.op.cx[m] * (win[k + N + m] + win[k + N - m]);
        const int x = x0 + k;
        v[k] = x >= 0 && x < cx ? a.op.alpha * f : 0.0f;
    }
    const float q = chunkRatio<K>(a.op.r);
    blockForward<K>(v, a.op.r, q, scanTerms(q), ends);
#pragma unroll
    for (int k = 0; k < K; ++k)
        if (x0 + k >= cx) v[k] = 0.0f;
    blockBackward<K>(v, a.op.r, q, scanTerms(q), ends);
}

// Dxx of `cur` by x recursions and the update of the nodes [xBegin, xEnd) x [zBegin, zEnd).
// Block (32, P); grid (z rows / 32, x range / ((P - 2 warm) * kScanChunkX), shots). MIN_BLOCKS: resident
// blocks per SM asked of the register allocator. UPDATE = false: only write Dxx of those nodes to a.dxx.
template <int N, int P = kScanChunksX, int MIN_BLOCKS = 1, bool UPDATE = true>
__global__ void __launch_bounds__(32 * P, MIN_BLOCKS) scanXUpdateKernel(StepArgs a, int warm) {
    constexpr int K = kScanChunkX;
    __shared__ float ends[P * 32];
    const Layout2d& L = a.layout;
    const int lane = threadIdx.x, chunk = threadIdx.y;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int iz = a.zBegin + blockIdx.x * 32 + lane;
    const bool active = iz < a.zEnd;
    const int izLoad = active ? iz : a.zBegin;
    const int useful = P - 2 * warm;
    const int x0 = a.xBegin + (int(blockIdx.y) * useful + chunk - warm) * K;

    float win[K + 2 * N];
#pragma unroll
    for (int j = 0; j < K + 2 * N; ++j) {
        const int x = x0 - N + j;
        win[j] = x >= -N && x < L.cx + N ? u[L.at(x, izLoad)] : 0.0f;
    }
    float v[K];
    chunkDxx<K, N>(a, L.cx, x0, win, ends, v);
    if (!active || chunk < warm || chunk >= P - warm) return;
    if constexpr (!UPDATE) {
#pragma unroll
        for (int k = 0; k < K; ++k)
            if (x0 + k < a.xEnd) a.dxx[shotOffset + L.at(x0 + k, iz)] = v[k];
        return;
    }

    // The update, four nodes at a time with their loads issued together.
    constexpr int G = 4;
#pragma unroll
    for (int k0 = 0; k0 < K; k0 += G) {
        float lz[G], old[G], vdt2[G];
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int x = min(x0 + k0 + g, a.xEnd - 1);
            const long long p = L.at(x, iz);
            lz[g] = a.dzz[shotOffset + p];
            old[g] = a.next[shotOffset + p];
            vdt2[g] = a.vdt2[p];
        }
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int x = x0 + k0 + g;
            if (x < a.xEnd)
                a.next[shotOffset + L.at(x, iz)] = nodeValue(a, shotOffset, x, iz, v[k0 + g], lz[g], win[k0 + g + N], old[g], vdt2[g]);
        }
    }
}

}  // namespace strata::seismic::gpu
