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
constexpr int kScanChunksX = 16;   // chunk threads per block along x (blockDim.y) of the production kernel

// Shared floats per warp of scanZKernel for a column of cz rows.
__host__ __device__ inline int scanZSegments(int cz) { return (cz + 32 * kScanChunkZ - 1) / (32 * kScanChunkZ); }
__host__ __device__ inline int scanZWarpFloats(int cz, int radius) {
    return 2 * scanZSegments(cz) * 32 * kScanChunkZ + 2 * radius;
}

// Dzz of `cur` for the columns [xBegin, xEnd), every row. Block (32, warps): one column per warp;
// grid (columns / warps, shots). UPDATE: instead of writing Dzz, finish the update of the column's nodes
// [zBegin, zEnd) with Dxx from a.dxx (written by the x scan before).
template <int N, bool UPDATE = false>
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
    if constexpr (UPDATE) {
        // Four rows per lane at a time, their loads issued together.
        constexpr int G = 4;
        for (int z0 = a.zBegin; z0 < a.zEnd; z0 += 32 * G) {
            float lx[G], old[G], vdt2[G];
#pragma unroll
            for (int g = 0; g < G; ++g) {
                const long long p = L.at(ix, min(z0 + g * 32 + lane, a.zEnd - 1));
                lx[g] = a.dxx[shotOffset + p];
                old[g] = a.next[shotOffset + p];
                vdt2[g] = a.vdt2[p];
            }
#pragma unroll
            for (int g = 0; g < G; ++g) {
                const int z = z0 + g * 32 + lane;
                if (z < a.zEnd)
                    a.next[shotOffset + L.at(ix, z)] = nodeValue(a, shotOffset, ix, z, lx[g], values[z], column[z + N], old[g], vdt2[g]);
            }
        }
    } else {
        float* out = dzz + shotOffset + L.at(ix, 0);
        for (int z = lane; z < L.cz; z += 32) out[z] = values[z];
    }
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
// WINDOW_Z: the block first computes Dzz of its 32 rows x useful columns itself, a warp per column over a
// window (windowSecondDerivative), into shared memory (dynamic: fusedShared floats), so that the step is
// this one kernel; otherwise Dzz comes from a.dzz.
__host__ __device__ inline int fusedShared(int chunks, int warm, int radius) {
    return (chunks - 2 * warm) * kScanChunkX * 33 + chunks * windowBufferFloats(radius);
}

template <int N, int P = kScanChunksX, int MIN_BLOCKS = 1, bool UPDATE = true, bool WINDOW_Z = false>
__global__ void __launch_bounds__(32 * P, MIN_BLOCKS) scanXUpdateKernel(StepArgs a, int warm) {
    constexpr int K = kScanChunkX;
    __shared__ float ends[P * 32];
    extern __shared__ float dzzTile[];  // WINDOW_Z: [useful column][33], then a window buffer per warp
    const Layout2d& L = a.layout;
    const int lane = threadIdx.x, chunk = threadIdx.y;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int iz = a.zBegin + blockIdx.x * 32 + lane;
    const bool active = iz < a.zEnd;
    const int izLoad = active ? iz : a.zBegin;
    const int useful = P - 2 * warm;
    const int x0 = a.xBegin + (int(blockIdx.y) * useful + chunk - warm) * K;
    if constexpr (WINDOW_Z) {
        const int xUseful = a.xBegin + int(blockIdx.y) * useful * K;
        windowLines<N>(u + L.at(xUseful, 0), L.pz, min(useful * K, a.xEnd - xUseful), L.cz, a.zBegin + blockIdx.x * 32,
                       a.op.cz, a.op.alpha, a.op.r, chunk, P, dzzTile + useful * K * 33 + chunk * windowBufferFloats(N),
                       dzzTile);
        // chunkDxx's first __syncthreads publishes the tile
    }

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
            if constexpr (WINDOW_Z) lz[g] = dzzTile[((chunk - warm) * K + k0 + g) * 33 + lane];
            else lz[g] = a.dzz[shotOffset + p];
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

// One kernel for the whole step: a block owns 32 rows x (P - 2 warm) chunks of columns and loads u over
// them, widened by the x warm-up chunks and by zWarm + N rows above and below, into shared memory once.
// Dxx by the chunk scan of scanXUpdateKernel (from the tile), Dzz by one thread per column running the z
// recursion over the widened rows from zero (overlapping tiles: |r|^zWarm below float precision), in place
// in the tile; then the update. u comes from DRAM once per step (the widened rows from L2).
constexpr int kTileChunks = 8;

__host__ __device__ inline int tileColumns(int radius) { return kTileChunks * kScanChunkX + 2 * radius; }
__host__ __device__ inline int tileStride(int radius, int zWarm) { return (32 + 2 * (zWarm + radius)) | 1; }
__host__ __device__ inline int tileFloats(int radius, int zWarm) { return tileColumns(radius) * tileStride(radius, zWarm); }

template <int N>
__global__ void __launch_bounds__(32 * kTileChunks) tileStepKernel(StepArgs a, int warm, int zWarm) {
    constexpr int K = kScanChunkX;
    extern __shared__ float tile[];
    __shared__ float ends[kTileChunks * 32];
    const Layout2d& L = a.layout;
    const int lane = threadIdx.x, chunk = threadIdx.y, tid = chunk * 32 + lane;
    const long long shotOffset = (long long)blockIdx.z * L.shotStride;
    const float* u = a.cur + shotOffset;
    const int z0 = a.zBegin + blockIdx.x * 32;
    const int useful = kTileChunks - 2 * warm;
    const int xFirst = a.xBegin + (int(blockIdx.y) * useful - warm) * K;  // first column of chunk 0
    const int columns = tileColumns(N), rows = 32 + 2 * (zWarm + N), stride = tileStride(N, zWarm);
    const int xTile = xFirst - N, zTile = z0 - zWarm - N;

    for (int i = tid; i < columns * rows; i += 32 * kTileChunks) {
        const int c = i / rows, e = i - c * rows;
        const int x = xTile + c, z = zTile + e;
        tile[c * stride + e] = x >= -N && x < L.cx + N && z >= -N && z < L.cz + N ? u[L.at(x, z)] : 0.0f;
    }
    __syncthreads();

    // Dxx of row z0 + lane over this thread's chunk (columns chunk * K .. + K of the chunks).
    const int x0 = xFirst + chunk * K;
    const int iz = z0 + lane;
    float win[K + 2 * N];
#pragma unroll
    for (int j = 0; j < K + 2 * N; ++j) win[j] = tile[(chunk * K + j) * stride + zWarm + N + lane];
    float v[K];
    chunkDxx<K, N>(a, L.cx, x0, win, ends, v);
    __syncthreads();  // every thread holds its Dxx and u: the tile may be overwritten

    // Dzz of the useful columns, one thread per column, in place: position j (z = z0 - zWarm + j) keeps w_j,
    // then D_j (its stencil reads indices j .. j + 2N, which later positions no longer need).
    if (tid < useful * K) {
        float* t = tile + (warm * K + N + tid) * stride;
        const int length = 32 + 2 * zWarm;
        float w = 0;
        for (int j = 0; j < length; ++j) {
            const int z = z0 - zWarm + j;
            float f = a.op.cz[0] * t[j + N];
#pragma unroll
            for (int m = 1; m <= N; ++m) f += a.op.cz[m] * (t[j + N + m] + t[j + N - m]);
            w = z >= 0 && z < L.cz ? a.op.alpha * f - a.op.r * w : 0.0f;
            t[j] = w;
        }
        float d = 0;
        for (int j = length - 1; j >= zWarm; --j) {
            d = t[j] - a.op.r * d;
            t[j] = d;
        }
    }
    __syncthreads();
    if (iz >= a.zEnd || chunk < warm || chunk >= kTileChunks - warm) return;
    constexpr int G = 4;
#pragma unroll
    for (int k0 = 0; k0 < K; k0 += G) {
        float old[G], vdt2[G];
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const long long p = L.at(min(x0 + k0 + g, a.xEnd - 1), iz);
            old[g] = a.next[shotOffset + p];
            vdt2[g] = a.vdt2[p];
        }
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int x = x0 + k0 + g;
            if (x >= a.xEnd) continue;
            const float lz = tile[(chunk * K + k0 + g + N) * stride + zWarm + lane];
            a.next[shotOffset + L.at(x, iz)] = nodeValue(a, shotOffset, x, iz, v[k0 + g], lz, win[k0 + g + N], old[g], vdt2[g]);
        }
    }
}

}  // namespace strata::seismic::gpu
