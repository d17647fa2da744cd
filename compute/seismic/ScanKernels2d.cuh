#pragma once
// The recursive operator's 2D kernels that solve every grid line exactly (RecursionScan.cuh), with all
// global accesses coalesced:
// - Dzz (z is the contiguous axis): one warp per column. The column goes through shared memory with
//   coalesced loads; lane l owns kScanChunkZ consecutive rows (odd: conflict-free shared reads), the warp
//   scan joins the chunks, columns longer than 32 chunks are walked in segments with the carry.
// - Dxx and the update (x is the strided axis): threads along z (coalesced), each owning kScanChunkX
//   consecutive columns of its row in registers; the chunks of a block are joined through shared memory.
//   A block starts `warm` chunks early on each side from zero (the recursion forgets as |r|^n), so blocks
//   are independent; then it finishes the leapfrog update of its nodes with Dzz from the first kernel.
#include <cuda_runtime.h>

#include "RecursionScan.cuh"
#include "WaveKernels2d.cuh"

namespace strata::seismic::gpu {

constexpr int kScanChunkZ = 15;    // rows per lane in the z recursion
constexpr int kScanChunkX = 20;    // columns per thread in the x recursion
constexpr int kScanChunksX = 16;   // chunk threads per block along x (blockDim.y)

// Shared floats per warp of scanZKernel for a column of cz rows.
__host__ __device__ inline int scanZSegments(int cz) { return (cz + 32 * kScanChunkZ - 1) / (32 * kScanChunkZ); }
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
    for (int e = lane; e < span + 2 * N; e += 32) {
        const int z = e - N;
        column[e] = z < L.cz + N ? u[z] : 0.0f;
    }
    __syncwarp();
    const ScanPowers q(chunkRatio<K>(a.op.r));
    float carry = 0;
    for (int s = 0; s < segments; ++s) {
        const int base = s * 32 * K + lane * K;
        float win[K + 2 * N];
#pragma unroll
        for (int j = 0; j < K + 2 * N; ++j) win[j] = column[base + j];
        float v[K];
#pragma unroll
        for (int k = 0; k < K; ++k) {
            float f = a.op.cz[0] * win[k + N];
#pragma unroll
            for (int m = 1; m <= N; ++m) f += a.op.cz[m] * (win[k + N + m] + win[k + N - m]);
            v[k] = base + k < L.cz ? a.op.alpha * f : 0.0f;
        }
        warpForward<K>(v, a.op.r, q, carry);
#pragma unroll
        for (int k = 0; k < K; ++k) values[base + k] = base + k < L.cz ? v[k] : 0.0f;
    }
    carry = 0;
    for (int s = segments - 1; s >= 0; --s) {
        const int base = s * 32 * K + lane * K;
        float v[K];
#pragma unroll
        for (int k = 0; k < K; ++k) v[k] = values[base + k];
        warpBackward<K>(v, a.op.r, q, carry);
#pragma unroll
        for (int k = 0; k < K; ++k) values[base + k] = v[k];
    }
    __syncwarp();
    float* out = dzz + shotOffset + L.at(ix, 0);
    for (int z = lane; z < L.cz; z += 32) out[z] = values[z];
}

// Dxx of `cur` by x recursions and the update of the nodes [xBegin, xEnd) x [zBegin, zEnd).
// Block (32, kScanChunksX); grid (z rows / 32, x range / ((kScanChunksX - 2 warm) * kScanChunkX), shots).
template <int N>
__global__ void __launch_bounds__(32 * kScanChunksX) scanXUpdateKernel(StepArgs a, int warm) {
    constexpr int K = kScanChunkX;
    __shared__ float ends[kScanChunksX * 32];
    const Layout2d& L = a.layout;
    const int lane = threadIdx.x, chunk = threadIdx.y;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int iz = a.zBegin + blockIdx.x * 32 + lane;
    const bool active = iz < a.zEnd;
    const int izLoad = active ? iz : a.zBegin;
    const int useful = kScanChunksX - 2 * warm;
    const int x0 = a.xBegin + (int(blockIdx.y) * useful + chunk - warm) * K;

    float win[K + 2 * N];
#pragma unroll
    for (int j = 0; j < K + 2 * N; ++j) {
        const int x = x0 - N + j;
        win[j] = x >= -N && x < L.cx + N ? u[L.at(x, izLoad)] : 0.0f;
    }
    float v[K];
#pragma unroll
    for (int k = 0; k < K; ++k) {
        float f = a.op.cx[0] * win[k + N];
#pragma unroll
        for (int m = 1; m <= N; ++m) f += a.op.cx[m] * (win[k + N + m] + win[k + N - m]);
        const int x = x0 + k;
        v[k] = x >= 0 && x < L.cx ? a.op.alpha * f : 0.0f;
    }
    const float q = chunkRatio<K>(a.op.r);
    blockForward<K>(v, a.op.r, q, ends);
#pragma unroll
    for (int k = 0; k < K; ++k)
        if (x0 + k >= L.cx) v[k] = 0.0f;  // the line ends at cx: the backward recursion starts there
    blockBackward<K>(v, a.op.r, q, ends);
    if (!active || chunk < warm || chunk >= kScanChunksX - warm) return;

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
