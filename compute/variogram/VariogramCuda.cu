// The CUDA backend of the experimental variogram (engine "variogram").
//
// Points are sorted along a Morton curve on the device and cut into tiles of kTile points. A
// cull kernel lists the tile pairs (a <= b) in which some pair can be within the largest lag
// and in some direction's cone (PairGeometry.h, conservative). Persistent blocks then take
// tile pairs from the list: each thread keeps kTile / blockDim tail points in registers and
// walks the head tile from shared memory, classifying pairs with the same code as the CPU
// (single-precision decisions, never fused, so pair counts are identical). Sums go to
// per-thread histograms in shared memory (layout [record][quantity][thread]: no atomics, no
// bank conflicts), which are folded into per-block double sums at most every kFlushPairs pairs
// per thread (short float sums, then double), and merged into global memory once per block.
#include <cub/device/device_radix_sort.cuh>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "variogram/PairGeometry.h"
#include "strata/core/Progress.h"
#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/PairProblem.h"

namespace strata::variogram {

namespace {

using detail::PairDelta;
using detail::TileBox;

constexpr int kTile = 256;                     // points per tile
constexpr int kMaxDirectionsPerLaunch = 32;    // width of a tile-pair mask
constexpr int kMaxVariograms = 64;
constexpr int kFlushPairs = 2048;              // pairs per thread between two float -> double folds
constexpr std::size_t kHistogramBudget = 100 * 1024;  // shared bytes for histograms (2 blocks per SM)
constexpr std::size_t kHistogramLimit = 200 * 1024;   // the most histograms may take
constexpr std::size_t kSharedLimit = 220 * 1024;      // the most a block may take (H100: 227 KiB)
constexpr std::size_t kMaxTilePairsPerChunk = std::size_t(1) << 20;

__constant__ DirectionConstants cDirections[kMaxDirectionsPerLaunch];
__constant__ VariogramConstants cVariograms[kMaxVariograms];

struct TilePair {
    std::uint32_t a, b, mask;
};

// Parameters of one launch (one group of directions), passed by value.
struct LaunchParams {
    const float4* pos;            // sorted: x, y, z, first value
    const std::uint32_t* orig;    // sorted -> original index (gamv's file order)
    const float* values;          // sorted values[v * n + p] (generic kernels)
    std::uint32_t n;
    int valueCount;
    const TilePair* list;
    std::uint32_t listCount;
    std::uint32_t* workCounter;
    double* sums;                 // [record][kQuantityCount] for the records of this launch
    const float* lowerHs;         // device copies of the lag tables
    const float* upperHs;
    int rowCount;
    float zeroHs, maxHs, separation, tolerance;
    float trimMin, trimMax;
    int directionCount, variogramCount;
    int recordCount;              // directionCount * variogramCount * rowCount
};

// Histogram sink: adds one counted pair to rows [rowBegin, rowEnd) of a record block.
template <int Q, int NT>
struct HistogramSink {
    float* hist;  // &hist[(record0 * Q) * NT + threadIdx.x]
    int rowBegin, rowEnd;
    float h;
    __device__ __forceinline__ void operator()(float measure, float tail, float head, float tailSq, float headSq) const {
        for (int row = rowBegin; row < rowEnd; ++row) {
            float* q = hist + row * (Q * NT);
            // All loads before all stores: the compiler cannot tell the addresses apart, and
            // interleaved read-modify-writes would serialise on the shared-memory latency.
            const float q0 = q[0], q1 = q[NT], q2 = q[2 * NT], q3 = q[3 * NT], q4 = q[4 * NT];
            if constexpr (Q == 7) {
                const float q5 = q[5 * NT], q6 = q[6 * NT];
                q[5 * NT] = q5 + tailSq;
                q[6 * NT] = q6 + headSq;
            }
            q[0] = q0 + 1.0f;
            q[NT] = q1 + h;
            q[2 * NT] = q2 + measure;
            q[3 * NT] = q3 + tail;
            q[4 * NT] = q4 + head;
        }
    }
};

// Folds the per-thread float histograms into the block's double sums and clears them.
template <int Q, int NT>
__device__ void foldHistograms(float* hist, double* blockSums, int recordCount) {
    __syncthreads();
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    for (int idx = warp; idx < recordCount * Q; idx += NT / 32) {
        double s = 0.0;
        for (int t = lane; t < NT; t += 32) {
            s += double(hist[idx * NT + t]);
            hist[idx * NT + t] = 0.0f;
        }
        for (int offset = 16; offset > 0; offset /= 2) s += __shfl_down_sync(0xffffffffu, s, offset);
        if (lane == 0) blockSums[idx] += s;
    }
    __syncthreads();
}

template <int NT, int R, int Q, bool kSingle>
__global__ void __launch_bounds__(NT) pairKernel(LaunchParams p) {
    extern __shared__ __align__(16) unsigned char shared[];
    float4* headPos = reinterpret_cast<float4*>(shared);
    double* blockSums = reinterpret_cast<double*>(headPos + kTile);
    float* hist = reinterpret_cast<float*>(blockSums + p.recordCount * Q);
    std::uint32_t* headOrig = reinterpret_cast<std::uint32_t*>(hist + p.recordCount * Q * NT);
    float* lower = reinterpret_cast<float*>(headOrig + kTile);
    float* upper = lower + p.rowCount;
    float* headValues = upper + p.rowCount;              // generic: [v][kTile]
    float* tailValues = headValues + p.valueCount * kTile;  // generic: [v][kTile]
    __shared__ std::uint32_t itemShared;

    for (int k = threadIdx.x; k < p.recordCount * Q; k += NT) blockSums[k] = 0.0;
    for (int k = threadIdx.x; k < p.recordCount * Q * NT; k += NT) hist[k] = 0.0f;
    for (int k = threadIdx.x; k < p.rowCount; k += NT) {
        lower[k] = p.lowerHs[k];
        upper[k] = p.upperHs[k];
    }
    float* myHist = hist + threadIdx.x;
    const detail::LagTable lags{lower, upper, p.rowCount, p.zeroHs, p.separation, p.tolerance, 1.0f / p.separation,
                                p.tolerance <= 0.5f * p.separation};
    int pendingPairs = 0;

    for (;;) {
        __syncthreads();
        if (threadIdx.x == 0) itemShared = atomicAdd(p.workCounter, 1u);
        __syncthreads();
        const std::uint32_t item = itemShared;
        if (item >= p.listCount) break;
        const TilePair tp = p.list[item];
        const std::uint32_t a0 = tp.a * kTile, b0 = tp.b * kTile;
        const int aCount = int(min(std::uint32_t(kTile), p.n - a0));
        const int bCount = int(min(std::uint32_t(kTile), p.n - b0));
        const bool diagonal = tp.a == tp.b;

        for (int k = threadIdx.x; k < bCount; k += NT) {
            headPos[k] = p.pos[b0 + k];
            headOrig[k] = p.orig[b0 + k];
            if constexpr (!kSingle)
                for (int v = 0; v < p.valueCount; ++v) headValues[v * kTile + k] = p.values[std::size_t(v) * p.n + b0 + k];
        }
        if constexpr (!kSingle)
            for (int k = threadIdx.x; k < aCount; k += NT)
                for (int v = 0; v < p.valueCount; ++v) tailValues[v * kTile + k] = p.values[std::size_t(v) * p.n + a0 + k];
        float4 tail[R];
        std::uint32_t tailOrig[R];
        for (int r = 0; r < R; ++r) {
            const int local = int(threadIdx.x) + r * NT;
            tail[r] = local < aCount ? p.pos[a0 + local] : make_float4(3.0e38f, 3.0e38f, 3.0e38f, 0.0f);
            tailOrig[r] = local < aCount ? p.orig[a0 + local] : 0u;
        }
        __syncthreads();

        for (int j = 0; j < bCount; ++j) {
            const float4 hp = headPos[j];
            const std::uint32_t ho = headOrig[j];
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int local = int(threadIdx.x) + r * NT;
                if (diagonal && j <= local) continue;
                const float dx0 = detail::subRn(hp.x, tail[r].x), dy0 = detail::subRn(hp.y, tail[r].y);
                const float dz0 = detail::subRn(hp.z, tail[r].z);
                PairDelta d = detail::pairDelta(dx0, dy0, dz0);
                if (!(d.hs <= p.maxHs)) continue;
                // gamv's orientation: dx = x(j) - x(i), i before j in the file.
                const bool forward = tailOrig[r] < ho;
                if (!forward) {
                    d.dx = -d.dx;
                    d.dy = -d.dy;
                    d.dz = -d.dz;
                }
                const float h = detail::sqrtForSum(d.hs);
                int rowBegin, rowEnd;
                if (!detail::lagRows(d.hs, h, lags, rowBegin, rowEnd)) continue;
                for (unsigned bits = tp.mask; bits; bits &= bits - 1) {
                    const int dir = __ffs(bits) - 1;
                    const DirectionConstants& dc = cDirections[dir];
                    const int cls = detail::classifyPair(d, rowBegin == 0, dc);
                    if (cls == detail::kReject) continue;
                    // gamv takes the tail value from its i when kTailFirst; i is the register point when forward.
                    const bool tailAtRegister = (cls == detail::kTailFirst) == forward;
                    for (int v = 0; v < p.variogramCount; ++v) {
                        const VariogramConstants& vc = cVariograms[v];
                        float tr, hr, tv, hvv;  // tail/head values at the register point and at the shared point
                        if constexpr (kSingle) {
                            tr = hr = tail[r].w;
                            tv = hvv = hp.w;
                        } else {
                            tr = tailValues[vc.tailValue * kTile + local];
                            hr = tailValues[vc.headValue * kTile + local];
                            tv = headValues[vc.tailValue * kTile + j];
                            hvv = headValues[vc.headValue * kTile + j];
                        }
                        const float vrh = tailAtRegister ? tr : tv, vrt = tailAtRegister ? hvv : hr;
                        const float vrtpr = tailAtRegister ? hr : hvv, vrhpr = tailAtRegister ? tv : tr;
                        const int record0 = (dir * p.variogramCount + v) * p.rowCount;
                        HistogramSink<Q, NT> sink{myHist + record0 * Q * NT, rowBegin, rowEnd, h};
                        detail::addPair(vc.type, dc.omni != 0, vrh, vrt, vrtpr, vrhpr, p.trimMin, p.trimMax, sink);
                    }
                }
            }
        }
        pendingPairs += R * kTile;
        if (pendingPairs >= kFlushPairs) {
            foldHistograms<Q, NT>(hist, blockSums, p.recordCount);
            pendingPairs = 0;
        }
    }
    foldHistograms<Q, NT>(hist, blockSums, p.recordCount);
    for (int k = threadIdx.x; k < p.recordCount * Q; k += NT)
        if (blockSums[k] != 0.0) atomicAdd(&p.sums[(k / Q) * kQuantityCount + (k % Q)], blockSums[k]);
}

// The common case at full speed: one variogram of one variable whose measure depends on the
// difference only (isDifferenceType), disjoint lag classes. Every lane runs the same straight-line
// code: a rejected pair adds zeros to row 0, so warps do not diverge; a warp skips a head point no
// lane can pair with; the rare lanes near a class end, a cone edge or at zero lag take gamv's
// arithmetic (the general path), with identical decisions.
template <int NT, int R>
__global__ void __launch_bounds__(NT) pairKernelDifference(LaunchParams p) {
    constexpr int Q = 5;
    extern __shared__ __align__(16) unsigned char shared[];
    float4* headPos = reinterpret_cast<float4*>(shared);
    double* blockSums = reinterpret_cast<double*>(headPos + kTile);
    float* hist = reinterpret_cast<float*>(blockSums + p.recordCount * Q);
    std::uint32_t* headOrig = reinterpret_cast<std::uint32_t*>(hist + p.recordCount * Q * NT);
    float* lower = reinterpret_cast<float*>(headOrig + kTile);
    float* upper = lower + p.rowCount;
    __shared__ std::uint32_t itemShared;

    for (int k = threadIdx.x; k < p.recordCount * Q; k += NT) blockSums[k] = 0.0;
    for (int k = threadIdx.x; k < p.recordCount * Q * NT; k += NT) hist[k] = 0.0f;
    for (int k = threadIdx.x; k < p.rowCount; k += NT) {
        lower[k] = p.lowerHs[k];
        upper[k] = p.upperHs[k];
    }
    float* myHist = hist + threadIdx.x;
    const detail::LagTable lags{lower, upper, p.rowCount, p.zeroHs, p.separation, p.tolerance, 1.0f / p.separation,
                                true};
    const int type = cVariograms[0].type;
    const float tmin = p.trimMin, tmax = p.trimMax;
    int pendingPairs = 0;

    for (;;) {
        __syncthreads();
        if (threadIdx.x == 0) itemShared = atomicAdd(p.workCounter, 1u);
        __syncthreads();
        const std::uint32_t item = itemShared;
        if (item >= p.listCount) break;
        const TilePair tp = p.list[item];
        const std::uint32_t a0 = tp.a * kTile, b0 = tp.b * kTile;
        const int aCount = int(min(std::uint32_t(kTile), p.n - a0));
        const int bCount = int(min(std::uint32_t(kTile), p.n - b0));
        const bool diagonal = tp.a == tp.b;
        for (int k = threadIdx.x; k < bCount; k += NT) {
            headPos[k] = p.pos[b0 + k];
            headOrig[k] = p.orig[b0 + k];
        }
        float4 tail[R];
        std::uint32_t tailOrig[R];
        for (int r = 0; r < R; ++r) {
            const int local = int(threadIdx.x) + r * NT;
            tail[r] = local < aCount ? p.pos[a0 + local] : make_float4(3.0e38f, 3.0e38f, 3.0e38f, 0.0f);
            tailOrig[r] = local < aCount ? p.orig[a0 + local] : 0u;
        }
        __syncthreads();

        for (int j = 0; j < bCount; ++j) {
            const float4 hp = headPos[j];
            const std::uint32_t ho = headOrig[j];
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int local = int(threadIdx.x) + r * NT;
                PairDelta d = detail::pairDelta(detail::subRn(hp.x, tail[r].x), detail::subRn(hp.y, tail[r].y),
                                                detail::subRn(hp.z, tail[r].z));
                const bool inRange = (!diagonal || j > local) && d.hs <= p.maxHs;
                if (!__any_sync(0xffffffffu, inRange)) continue;
                const bool forward = tailOrig[r] < ho;  // gamv's i is the register point
                if (!forward) {
                    d.dx = -d.dx;
                    d.dy = -d.dy;
                    d.dz = -d.dz;
                }
                const float h = detail::sqrtForSum(d.hs);
                int row = 0;
                const int lagStatus = inRange ? detail::lagRowFast(d.hs, h, lags, row) : int(detail::kRowNone);
                for (unsigned bits = tp.mask; bits; bits &= bits - 1) {
                    const int dir = __ffs(bits) - 1;
                    const DirectionConstants& dc = cDirections[dir];
                    float* record = myHist + dir * p.rowCount * (Q * NT);
                    const int cls = lagStatus == detail::kRowFound ? detail::classifyFast(d, false, dc) : int(detail::kReject);
                    if (lagStatus == detail::kRowUncertain || cls == detail::kUncertain) {
                        int rowBegin, rowEnd;
                        if (!detail::lagRows(d.hs, h, lags, rowBegin, rowEnd)) continue;
                        const int exact = detail::classifyPair(d, rowBegin == 0, dc);
                        if (exact == detail::kReject) continue;
                        const bool tailAtRegister = (exact == detail::kTailFirst) == forward;
                        const float vrh = tailAtRegister ? tail[r].w : hp.w, vrt = tailAtRegister ? hp.w : tail[r].w;
                        HistogramSink<Q, NT> sink{record, rowBegin, rowEnd, h};
                        detail::addPair(type, dc.omni != 0, vrh, vrt, vrh, vrt, tmin, tmax, sink);
                        continue;
                    }
                    const bool tailAtRegister = (cls == detail::kTailFirst) == forward;
                    const float vrh = tailAtRegister ? tail[r].w : hp.w, vrt = tailAtRegister ? hp.w : tail[r].w;
                    const bool counted = cls != detail::kReject && vrt >= tmin && vrh >= tmin && vrt <= tmax && vrh <= tmax;
                    // gamv's second (omnidirectional) pair: the same values swapped, limits < tmax.
                    const bool twice = counted && dc.omni != 0 && vrt < tmax && vrh < tmax;
                    const float measure = detail::differenceMeasure(type, detail::subRn(vrh, vrt));
                    const float count = counted ? (twice ? 2.0f : 1.0f) : 0.0f;
                    float* q = record + (counted ? row : 0) * (Q * NT);
                    const float q0 = q[0], q1 = q[NT], q2 = q[2 * NT], q3 = q[3 * NT], q4 = q[4 * NT];
                    q[0] = q0 + count;
                    q[NT] = q1 + (counted ? count * h : 0.0f);
                    q[2 * NT] = q2 + (counted ? count * measure : 0.0f);
                    q[3 * NT] = q3 + (twice ? vrh + vrt : (counted ? vrh : 0.0f));
                    q[4 * NT] = q4 + (twice ? vrh + vrt : (counted ? vrt : 0.0f));
                }
            }
        }
        pendingPairs += R * kTile;
        if (pendingPairs >= kFlushPairs) {
            foldHistograms<Q, NT>(hist, blockSums, p.recordCount);
            pendingPairs = 0;
        }
    }
    foldHistograms<Q, NT>(hist, blockSums, p.recordCount);
    for (int k = threadIdx.x; k < p.recordCount * Q; k += NT)
        if (blockSums[k] != 0.0) atomicAdd(&p.sums[(k / Q) * kQuantityCount + (k % Q)], blockSums[k]);
}

__device__ __forceinline__ std::uint32_t spread3(std::uint32_t v) {
    v &= 0x3ffu;
    v = (v | (v << 16)) & 0x30000ffu;
    v = (v | (v << 8)) & 0x300f00fu;
    v = (v | (v << 4)) & 0x30c30c3u;
    v = (v | (v << 2)) & 0x9249249u;
    return v;
}

__global__ void mortonKernel(const float* x, const float* y, const float* z, std::uint32_t n, float3 lo, float scale,
                             std::uint32_t* codes, std::uint32_t* index) {
    const std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const std::uint32_t cx = std::uint32_t(fminf(fmaxf((x[i] - lo.x) * scale, 0.0f), 1023.0f));
    const std::uint32_t cy = std::uint32_t(fminf(fmaxf((y[i] - lo.y) * scale, 0.0f), 1023.0f));
    const std::uint32_t cz = std::uint32_t(fminf(fmaxf((z[i] - lo.z) * scale, 0.0f), 1023.0f));
    codes[i] = spread3(cx) | (spread3(cy) << 1) | (spread3(cz) << 2);
    index[i] = i;
}

__global__ void gatherKernel(const float* x, const float* y, const float* z, const float* values, int valueCount,
                             std::uint32_t n, const std::uint32_t* order, float4* pos, float* sortedValues) {
    const std::uint32_t p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= n) return;
    const std::uint32_t i = order[p];
    pos[p] = make_float4(x[i], y[i], z[i], valueCount > 0 ? values[i] : 0.0f);
    for (int v = 0; v < valueCount; ++v) sortedValues[std::size_t(v) * n + p] = values[std::size_t(v) * n + i];
}

__global__ void tileBoxKernel(const float4* pos, std::uint32_t n, TileBox* boxes) {
    const std::uint32_t t = blockIdx.x;
    const std::uint32_t begin = t * kTile, end = min(n, begin + kTile);
    float lo[3] = {3.0e38f, 3.0e38f, 3.0e38f}, hi[3] = {-3.0e38f, -3.0e38f, -3.0e38f};
    for (std::uint32_t p = begin + threadIdx.x; p < end; p += blockDim.x) {
        const float4 q = pos[p];
        lo[0] = fminf(lo[0], q.x);
        lo[1] = fminf(lo[1], q.y);
        lo[2] = fminf(lo[2], q.z);
        hi[0] = fmaxf(hi[0], q.x);
        hi[1] = fmaxf(hi[1], q.y);
        hi[2] = fmaxf(hi[2], q.z);
    }
    for (int k = 0; k < 3; ++k)
        for (int offset = 16; offset > 0; offset /= 2) {
            lo[k] = fminf(lo[k], __shfl_down_sync(0xffffffffu, lo[k], offset));
            hi[k] = fmaxf(hi[k], __shfl_down_sync(0xffffffffu, hi[k], offset));
        }
    __shared__ float wlo[3][32], whi[3][32];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (lane == 0)
        for (int k = 0; k < 3; ++k) {
            wlo[k][warp] = lo[k];
            whi[k][warp] = hi[k];
        }
    __syncthreads();
    if (threadIdx.x == 0) {
        TileBox box;
        for (int k = 0; k < 3; ++k) {
            box.lo[k] = wlo[k][0];
            box.hi[k] = whi[k][0];
            for (int w = 1; w < int(blockDim.x / 32); ++w) {
                box.lo[k] = fminf(box.lo[k], wlo[k][w]);
                box.hi[k] = fmaxf(box.hi[k], whi[k][w]);
            }
        }
        boxes[t] = box;
    }
}

// One thread per tile pair (a, b), a in [a0, a1), b >= a: appends the pairs some direction may use.
__global__ void cullKernel(const TileBox* boxes, std::uint32_t tileCount, std::uint32_t a0, PairProblem problem,
                           int directionCount, std::uint32_t n, TilePair* list, std::uint32_t* listCount,
                           unsigned long long* pairsListed) {
    const std::uint32_t a = a0 + blockIdx.y;
    const std::uint32_t b = a + blockIdx.x * blockDim.x + threadIdx.x;
    unsigned mask = 0u;
    unsigned long long pairs = 0;
    if (b < tileCount) {
        mask = detail::tilePairMask(boxes[a], boxes[b], problem, cDirections, 0, directionCount);
        if (mask) {
            const unsigned long long ca = min(std::uint32_t(kTile), n - a * kTile);
            const unsigned long long cb = min(std::uint32_t(kTile), n - b * kTile);
            pairs = a == b ? ca * (ca - 1) / 2 : ca * cb;
        }
    }
    const unsigned active = __ballot_sync(0xffffffffu, mask != 0u);
    if (!active) return;
    const int lane = threadIdx.x % 32;
    const int leader = __ffs(active) - 1;
    std::uint32_t base = 0;
    if (lane == leader) base = atomicAdd(listCount, std::uint32_t(__popc(active)));
    base = __shfl_sync(0xffffffffu, base, leader);
    for (int offset = 16; offset > 0; offset /= 2) pairs += __shfl_down_sync(0xffffffffu, pairs, offset);
    if (lane == 0) atomicAdd(pairsListed, pairs);
    if (mask) list[base + __popc(active & ((1u << lane) - 1u))] = TilePair{a, b, mask};
}

class CudaEvent {
public:
    CudaEvent() { STRATA_CUDA_CHECK(cudaEventCreate(&event_)); }
    ~CudaEvent() { cudaEventDestroy(event_); }
    CudaEvent(const CudaEvent&) = delete;
    CudaEvent& operator=(const CudaEvent&) = delete;
    void record() { STRATA_CUDA_CHECK(cudaEventRecord(event_)); }
    float msSince(const CudaEvent& start) const {
        STRATA_CUDA_CHECK(cudaEventSynchronize(event_));
        float ms = 0;
        STRATA_CUDA_CHECK(cudaEventElapsedTime(&ms, start.event_, event_));
        return ms;
    }

private:
    cudaEvent_t event_{};
};

struct KernelShape {
    int threads = 0;  // 128, 64 or 32
    int quantities = 5;
    int directionsPerLaunch = 0;
    std::size_t sharedBytes = 0;
};

std::size_t sharedBytesFor(int records, int threads, int quantities, int rows, int valueCount, bool single) {
    return std::size_t(records) * std::size_t(quantities) * (8 + 4 * std::size_t(threads)) +
           std::size_t(kTile) * (16 + 4) + 8 * std::size_t(rows) +
           (single ? 0 : 8 * std::size_t(valueCount) * std::size_t(kTile)) + 64;
}

KernelShape chooseShape(const PairProblem& p) {
    KernelShape s;
    s.quantities = p.hasSquares ? 7 : 5;
    const bool single = p.valueCount == 1;
    const int perDirection = p.variogramCount * p.rowCount;
    for (std::size_t budget : {kHistogramBudget, kHistogramLimit})
        for (int threads : {128, 64, 32}) {
            const std::size_t perDirectionBytes = std::size_t(perDirection) * std::size_t(s.quantities) * (8 + 4 * std::size_t(threads));
            const int fit = int(std::min<std::size_t>(budget / perDirectionBytes, kMaxDirectionsPerLaunch));
            if (fit < 1) continue;
            s.threads = threads;
            s.directionsPerLaunch = std::min(fit, p.directionCount);
            s.sharedBytes = sharedBytesFor(s.directionsPerLaunch * perDirection, threads, s.quantities, p.rowCount,
                                           int(p.valueCount), single);
            if (s.sharedBytes <= kSharedLimit) return s;
        }
    s.threads = 0;
    return s;
}

template <int NT, int R, int Q, bool kSingle>
void launchPairs(const LaunchParams& params, std::size_t sharedBytes, int smCount) {
    auto kernel = pairKernel<NT, R, Q, kSingle>;
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(sharedBytes)));
    int perSm = 0;
    STRATA_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, kernel, NT, sharedBytes));
    const int blocks = std::max(1, std::min(perSm * smCount, int(params.listCount)));
    kernel<<<blocks, NT, sharedBytes>>>(params);
    STRATA_CUDA_CHECK_LAUNCH();
}

template <int NT, int R>
void launchDifference(const LaunchParams& params, std::size_t sharedBytes, int smCount) {
    auto kernel = pairKernelDifference<NT, R>;
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(sharedBytes)));
    int perSm = 0;
    STRATA_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, kernel, NT, sharedBytes));
    const int blocks = std::max(1, std::min(perSm * smCount, int(params.listCount)));
    kernel<<<blocks, NT, sharedBytes>>>(params);
    STRATA_CUDA_CHECK_LAUNCH();
}

template <int Q, bool kSingle>
void launchPairsShape(int threads, const LaunchParams& params, std::size_t sharedBytes, int smCount) {
    if (threads == 128) launchPairs<128, kTile / 128, Q, kSingle>(params, sharedBytes, smCount);
    else if (threads == 64) launchPairs<64, kTile / 64, Q, kSingle>(params, sharedBytes, smCount);
    else launchPairs<32, kTile / 32, Q, kSingle>(params, sharedBytes, smCount);
}

class VariogramCuda final : public CudaEngine {
public:
    std::string unsupportedReason(const PairProblem& problem) const override {
        if (problem.variogramCount > kMaxVariograms)
            return "more than " + std::to_string(kMaxVariograms) + " variograms in one run";
        if (problem.pointCount >= (std::size_t(1) << 31)) return "more than 2^31 points";
        if (chooseShape(problem).threads == 0)
            return std::to_string(problem.rowCount) + " lag rows x " + std::to_string(problem.variogramCount) +
                   " variograms do not fit the GPU's shared-memory histograms";
        return "";
    }

    void accumulatePairs(const PairProblem& p, double* sums, PairTimings& timings, const CancelToken* cancel,
                         Progress* progress) override {
        const std::string reason = unsupportedReason(p);
        if (!reason.empty()) throw GpuError("variogram: " + reason + "; use the CPU backend");
        const KernelShape shape = chooseShape(p);
        const std::uint32_t n = std::uint32_t(p.pointCount);
        const bool single = p.valueCount == 1;
        // The straight-line kernel for one difference-type variogram of one variable.
        const bool difference = single && p.variogramCount == 1 && detail::isDifferenceType(p.variograms[0].type) &&
                                p.tolerance <= 0.5f * p.separation && shape.quantities == 5;
        int device = 0, smCount = 0;
        STRATA_CUDA_CHECK(cudaGetDevice(&device));
        STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount, device));
        cudaDeviceProp prop{};
        STRATA_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
        timings.backend = prop.name;

        // Host: the bounding box for the Morton codes.
        float lo[3] = {p.x[0], p.y[0], p.z[0]}, hi[3] = {p.x[0], p.y[0], p.z[0]};
        for (std::uint32_t i = 0; i < n; ++i) {
            lo[0] = std::min(lo[0], p.x[i]);
            hi[0] = std::max(hi[0], p.x[i]);
            lo[1] = std::min(lo[1], p.y[i]);
            hi[1] = std::max(hi[1], p.y[i]);
            lo[2] = std::min(lo[2], p.z[i]);
            hi[2] = std::max(hi[2], p.z[i]);
        }
        const float extent = std::max({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2], 1e-30f});

        CudaEvent start, uploaded, computed, downloaded;
        start.record();
        cuda::DeviceBuffer<float> x, y, z, values;
        x.upload(p.x, n);
        y.upload(p.y, n);
        z.upload(p.z, n);
        values.upload(p.values, p.valueCount * n);
        cuda::DeviceBuffer<float> lowerHs, upperHs;
        lowerHs.upload(p.lowerHs, std::size_t(p.rowCount));
        upperHs.upload(p.upperHs, std::size_t(p.rowCount));
        uploaded.record();

        // Morton order, sorted copies, tile boxes.
        const std::uint32_t tileCount = (n + kTile - 1) / kTile;
        cuda::DeviceBuffer<std::uint32_t> codes(n), codesSorted(n), index(n), order(n), origSorted(n);
        mortonKernel<<<(n + 255) / 256, 256>>>(x.data(), y.data(), z.data(), n, make_float3(lo[0], lo[1], lo[2]),
                                                1023.0f / extent, codes.data(), index.data());
        STRATA_CUDA_CHECK_LAUNCH();
        std::size_t tempBytes = 0;
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(nullptr, tempBytes, codes.data(), codesSorted.data(),
                                                          index.data(), order.data(), int(n), 0, 30));
        cuda::DeviceBuffer<unsigned char> temp(std::max<std::size_t>(tempBytes, 1));
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(temp.data(), tempBytes, codes.data(), codesSorted.data(),
                                                          index.data(), order.data(), int(n), 0, 30));
        cuda::DeviceBuffer<float4> pos(n);
        cuda::DeviceBuffer<float> sortedValues(std::max<std::size_t>(p.valueCount * n, 1));
        gatherKernel<<<(n + 255) / 256, 256>>>(x.data(), y.data(), z.data(), values.data(), int(p.valueCount), n,
                                                order.data(), pos.data(), sortedValues.data());
        STRATA_CUDA_CHECK_LAUNCH();
        cuda::DeviceBuffer<TileBox> boxes(tileCount);
        tileBoxKernel<<<tileCount, 128>>>(pos.data(), n, boxes.data());
        STRATA_CUDA_CHECK_LAUNCH();

        // Tail-tile rows in chunks of at most kMaxTilePairsPerChunk tile pairs.
        std::vector<std::pair<std::uint32_t, std::uint32_t>> chunks;
        for (std::uint32_t a = 0; a < tileCount;) {
            std::uint32_t b = a;
            std::size_t pairs = 0;
            while (b < tileCount && (b == a || pairs + (tileCount - b) <= kMaxTilePairsPerChunk)) pairs += tileCount - b++;
            chunks.emplace_back(a, b);
            a = b;
        }
        std::size_t listCapacity = 0;
        for (const auto& [a, b] : chunks) {
            std::size_t pairs = 0;
            for (std::uint32_t t = a; t < b; ++t) pairs += tileCount - t;
            listCapacity = std::max(listCapacity, pairs);
        }
        cuda::DeviceBuffer<TilePair> list(listCapacity);
        cuda::DeviceBuffer<std::uint32_t> counters(2);  // list length, work counter
        cuda::DeviceBuffer<unsigned long long> pairsListed(1);
        STRATA_CUDA_CHECK(cudaMemset(pairsListed.data(), 0, sizeof(unsigned long long)));
        const std::size_t recordValues = p.recordCount() * kQuantityCount;
        cuda::DeviceBuffer<double> deviceSums(recordValues);
        STRATA_CUDA_CHECK(cudaMemset(deviceSums.data(), 0, recordValues * sizeof(double)));
        STRATA_CUDA_CHECK(cudaMemcpyToSymbol(cVariograms, p.variograms, sizeof(VariogramConstants) * std::size_t(p.variogramCount)));

        const std::size_t totalWork = chunks.size() * std::size_t((p.directionCount + shape.directionsPerLaunch - 1) / shape.directionsPerLaunch);
        std::size_t workDone = 0;
        for (int first = 0; first < p.directionCount; first += shape.directionsPerLaunch) {
            const int count = std::min(shape.directionsPerLaunch, p.directionCount - first);
            STRATA_CUDA_CHECK(cudaMemcpyToSymbol(cDirections, p.directions + first, sizeof(DirectionConstants) * std::size_t(count)));
            LaunchParams params{};
            params.pos = pos.data();
            params.orig = order.data();
            params.values = sortedValues.data();
            params.n = n;
            params.valueCount = int(p.valueCount);
            params.list = list.data();
            params.workCounter = counters.data() + 1;
            params.sums = deviceSums.data() + p.record(first, 0, 0) * kQuantityCount;
            params.lowerHs = lowerHs.data();
            params.upperHs = upperHs.data();
            params.rowCount = p.rowCount;
            params.zeroHs = p.zeroHs;
            params.maxHs = p.maxHs;
            params.separation = p.separation;
            params.tolerance = p.tolerance;
            params.trimMin = p.trimMin;
            params.trimMax = p.trimMax;
            params.directionCount = count;
            params.variogramCount = p.variogramCount;
            params.recordCount = count * p.variogramCount * p.rowCount;
            const std::size_t sharedBytes = sharedBytesFor(params.recordCount, shape.threads, shape.quantities, p.rowCount,
                                                           int(p.valueCount), single);
            for (const auto& [a0, a1] : chunks) {
                if (cancel) cancel->check();
                STRATA_CUDA_CHECK(cudaMemset(counters.data(), 0, 2 * sizeof(std::uint32_t)));
                const dim3 grid((tileCount - a0 + 255) / 256, a1 - a0);
                cullKernel<<<grid, 256>>>(boxes.data(), tileCount, a0, p, count, n, list.data(), counters.data(),
                                          pairsListed.data());
                STRATA_CUDA_CHECK_LAUNCH();
                std::uint32_t listed = 0;
                STRATA_CUDA_CHECK(cudaMemcpy(&listed, counters.data(), sizeof listed, cudaMemcpyDeviceToHost));
                if (listed) {
                    params.listCount = listed;
                    if (difference) {
                        if (shape.threads == 128) launchDifference<128, kTile / 128>(params, sharedBytes, smCount);
                        else if (shape.threads == 64) launchDifference<64, kTile / 64>(params, sharedBytes, smCount);
                        else launchDifference<32, kTile / 32>(params, sharedBytes, smCount);
                    } else if (shape.quantities == 7) {
                        if (single) launchPairsShape<7, true>(shape.threads, params, sharedBytes, smCount);
                        else launchPairsShape<7, false>(shape.threads, params, sharedBytes, smCount);
                    } else {
                        if (single) launchPairsShape<5, true>(shape.threads, params, sharedBytes, smCount);
                        else launchPairsShape<5, false>(shape.threads, params, sharedBytes, smCount);
                    }
                }
                ++workDone;
                if (progress) progress->report(double(workDone) / double(totalWork), "variogram pairs (GPU)");
            }
        }
        computed.record();
        std::vector<double> hostSums(recordValues);
        deviceSums.download(hostSums.data(), recordValues);
        unsigned long long listedPairs = 0;
        pairsListed.download(&listedPairs, 1);
        downloaded.record();
        for (std::size_t k = 0; k < recordValues; ++k) sums[k] += hostSums[k];

        timings.uploadMs += uploaded.msSince(start);
        timings.kernelMs += computed.msSince(uploaded);
        timings.downloadMs += downloaded.msSince(computed);
        timings.pairsTested += listedPairs;
    }
};

}  // namespace

}  // namespace strata::variogram

STRATA_CUDA_ENGINE("variogram", strata::variogram::CudaEngine, strata::variogram::VariogramCuda);
