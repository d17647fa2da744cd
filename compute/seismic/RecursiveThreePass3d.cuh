#pragma once
// The recursive operator's 3D step in three passes, every line solved exactly (RecursionScan.cuh): Dzz and
// then Dyy by chunk scans with threads along x (lap = Dzz, lap += Dyy), then Dxx by a warp per x line, which
// finishes the update with its loads prefetched into shared memory. At least 40 bytes per point; the
// two-pass step (Recursive3dKernels.cuh) replaces it where it applies (x lines up to 512, a recursion
// memory up to kMarchLookahead); this one takes x lines up to about 2600 and any memory below 7 chunks.
#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include "Recursive3dKernels.cuh"

namespace strata::seismic::gpu {

constexpr int kScan3ChunkX = 17;   // x samples per lane (odd: conflict-free shared reads); 32 x 17 = 544
constexpr int kScan3Warps = 4;     // x lines per block
constexpr int kScan3Chunk = 20;    // y or z samples per thread in the strided passes
constexpr int kScan3Chunks = 16;   // chunk threads per block (blockDim.y)

// Shared floats per warp of scan3dXUpdateKernel: the line with its halos, D, lap, the previous level, vdt2.
__host__ __device__ inline int scan3dUpdateWarpFloats(int n, int radius) {
    return 5 * lineSegments<kScan3ChunkX>(n) * 32 * kScan3ChunkX + 2 * radius;
}

// next = 2u - next + vdt2 (lap + Dxx): one warp per x line (line = z * ny + y); every load of the line
// is issued at the start as an asynchronous copy into shared memory.
template <int N>
__global__ void scan3dXUpdateKernel(Box3d b, LineRecursion op, const float* __restrict__ u, const float* __restrict__ lap,
                                    float* next, const float* __restrict__ vdt2) {
    constexpr int K = kScan3ChunkX;
    extern __shared__ float shared[];
    const int lane = threadIdx.x, warp = threadIdx.y;
    const int span = lineSegments<K>(b.nx) * 32 * K;
    float* line = shared + warp * scan3dUpdateWarpFloats(b.nx, N);
    float* values = line + span + 2 * N;
    float* lapLine = values + span;
    float* oldLine = lapLine + span;
    float* vLine = oldLine + span;
    const int l = blockIdx.x * kScan3Warps + warp;
    if (l >= b.ny * b.nz) return;
    const long long start = b.at(0, l % b.ny, l / b.ny);
    for (int e = lane; e < span + 2 * N; e += 32) {
        const int x = e - N;
        if (x < b.nx + N) __pipeline_memcpy_async(line + e, u + start + x, sizeof(float));
        else line[e] = 0.0f;
    }
    __pipeline_commit();
    for (int x = lane; x < b.nx; x += 32) {
        __pipeline_memcpy_async(lapLine + x, lap + start + x, sizeof(float));
        __pipeline_memcpy_async(oldLine + x, next + start + x, sizeof(float));
        __pipeline_memcpy_async(vLine + x, vdt2 + start + x, sizeof(float));
    }
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncwarp();
    lineScan<N, K>(op, b.nx, line, values);
    __pipeline_wait_prior(0);
    __syncwarp();
    for (int x = lane; x < b.nx; x += 32)
        next[start + x] = 2.0f * line[x + N] - oldLine[x] + vLine[x] * (lapLine[x] + values[x]);
}

// Recursion along y (AXIS = 1, lap += Dyy) or z (AXIS = 2, lap = Dzz) by threads along x, each owning
// kScan3Chunk samples of its line; `warm` chunks on each side of a block start from zero.
template <int N, int AXIS>
__global__ void __launch_bounds__(32 * kScan3Chunks, 2) scan3dStridedKernel(Box3d b, LineRecursion op, int warm,
                                                                        const float* __restrict__ u, float* lap) {
    constexpr int K = kScan3Chunk;
    __shared__ float ends[kScan3Chunks * 32];
    const int lane = threadIdx.x, chunk = threadIdx.y;
    const int x = blockIdx.x * 32 + lane;
    const int other = blockIdx.z;  // z for the y pass, y for the z pass
    const int length = AXIS == 1 ? b.ny : b.nz;
    const int useful = kScan3Chunks - 2 * warm;
    const int s0 = (int(blockIdx.y) * useful + chunk - warm) * K;
    const long long walk = AXIS == 1 ? (long long)b.px : (long long)b.px * b.py;
    const int xLoad = min(x, b.nx - 1);
    const long long base = AXIS == 1 ? b.at(xLoad, 0, other) : b.at(xLoad, other, 0);
    const int reach = b.pad;  // readable samples beyond each end of a line

    float win[K + 2 * N];
#pragma unroll
    for (int j = 0; j < K + 2 * N; ++j) {
        const int s = s0 - N + j;
        win[j] = s >= -reach && s < length + reach ? u[base + s * walk] : 0.0f;
    }
    float v[K];
#pragma unroll
    for (int i = 0; i < K; ++i) {
        const float f = symmetricStencil<N>(op, win, i + N);
        v[i] = s0 + i >= 0 && s0 + i < length ? f : 0.0f;
    }
    const float q = chunkRatio<K>(op.r);
    blockForward<K>(v, op.r, q, scanTerms(q), ends);
#pragma unroll
    for (int i = 0; i < K; ++i)
        if (s0 + i >= length) v[i] = 0.0f;
    blockBackward<K>(v, op.r, q, scanTerms(q), ends);
    if (x >= b.nx || chunk < warm || chunk >= kScan3Chunks - warm) return;
    if constexpr (AXIS == 2) {
#pragma unroll
        for (int i = 0; i < K; ++i)
            if (s0 + i < length) lap[base + (s0 + i) * walk] = v[i];
        return;
    }
    constexpr int G = 4;  // loads of lap issued in groups of four before their stores
#pragma unroll
    for (int i0 = 0; i0 < K; i0 += G) {
        float l[G];
#pragma unroll
        for (int g = 0; g < G; ++g) l[g] = lap[base + min(s0 + i0 + g, length - 1) * walk];
#pragma unroll
        for (int g = 0; g < G; ++g)
            if (s0 + i0 + g < length) lap[base + (s0 + i0 + g) * walk] = l[g] + v[i0 + g];
    }
}

}  // namespace strata::seismic::gpu
