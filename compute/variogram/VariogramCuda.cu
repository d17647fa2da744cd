// The CUDA backend of the experimental variogram (engine "variogram").
//
// Points are sorted along a Morton curve on the device and cut into tiles of kTile points. A
// cull kernel lists the tile pairs (a <= b) in which some pair can be within the largest lag
// and in some direction's cone (PairGeometry.h, conservative), in one of two lists:
//  - window pairs: one variogram of a difference type, one variable, flat data (the common
//    case), and a tile pair whose distances span at most kWindowRows lag classes. A warp takes
//    the tile pair, each lane two tail points, the head points broadcast by shuffles; each lane
//    sums its pairs into registers for the few lag classes of the window (no shared-memory
//    traffic per pair), and the warp adds its sums to the block's double sums once per tile pair.
//  - histogram pairs (all other cases): persistent blocks stage the head tile in shared memory,
//    each thread keeps kTile / blockDim tail points in registers, and sums go to per-thread
//    histograms in shared memory (layout [record][quantity][thread]: no atomics, no bank
//    conflicts), folded into per-block double sums at most every kFlushPairs pairs per thread.
// Both classify pairs with the same code as the CPU (single-precision decisions, never fused,
// so pair counts are identical); pairs near a class end, a cone edge or at zero lag take gamv's
// arithmetic step by step. Block sums are merged into global memory once per block.
#include <cub/device/device_radix_sort.cuh>

#include <algorithm>
#include <cstdint>
#include <mutex>
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

constexpr int kTile = 64;                      // points per tile
constexpr int kWindowRows = 4;                 // lag classes a window pair may span
constexpr int kWindowThreads = 256;            // threads per block of the window kernel
constexpr int kMaxDirectionsPerLaunch = 32;    // width of a tile-pair mask
constexpr int kMaxVariograms = 64;
constexpr int kFlushPairs = 2048;              // pairs per thread between two float -> double folds
constexpr std::size_t kHistogramBudget = 100 * 1024;  // shared bytes for histograms (2 blocks per SM)
constexpr std::size_t kHistogramLimit = 200 * 1024;   // the most histograms may take
constexpr std::size_t kSharedLimit = 220 * 1024;      // the most a block may take (H100: 227 KiB)
constexpr std::size_t kWindowSharedLimit = 64 * 1024; // block sums of the window kernel
constexpr std::size_t kMaxListEntries = std::size_t(1) << 23;
constexpr unsigned kFullMask = 0xffffffffu;

__constant__ DirectionConstants cDirections[kMaxDirectionsPerLaunch];
__constant__ VariogramConstants cVariograms[kMaxVariograms];

struct TilePair {
    std::uint32_t a, b, mask;
};

// A tile pair and one direction for the window kernel; firstRow: the first lag row of the window.
struct WindowPair {
    std::uint32_t a, b, direction, firstRow;
};

// Parameters of one launch (one group of directions), passed by value.
struct LaunchParams {
    const float4* pos;            // sorted: x, y, z, first value
    const std::uint32_t* orig;    // sorted -> original index (gamv's file order)
    const float* values;          // sorted values[v * n + p] (generic kernels)
    std::uint32_t n;
    int valueCount;
    const TilePair* list;         // histogram pairs
    const WindowPair* windows;    // window pairs
    const std::uint32_t* listCount;  // on the device: entries of `list` or `windows`
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

// Sink into shared double sums [row][5] with atomics (pairs the window kernel hands to gamv's
// arithmetic: rare, from any lane).
struct AtomicSink {
    double* record;
    int rowBegin, rowEnd;
    float h;
    __device__ __forceinline__ void operator()(float measure, float tail, float head, float, float) const {
        for (int row = rowBegin; row < rowEnd; ++row) {
            double* q = record + row * 5;
            atomicAdd(q + 0, 1.0);
            atomicAdd(q + 1, double(h));
            atomicAdd(q + 2, double(measure));
            atomicAdd(q + 3, double(tail));
            atomicAdd(q + 4, double(head));
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
        for (int offset = 16; offset > 0; offset /= 2) s += __shfl_down_sync(kFullMask, s, offset);
        if (lane == 0) blockSums[idx] += s;
    }
    __syncthreads();
}

// Adds a block's double sums [record][Q] to the launch's sums [record][kQuantityCount].
template <int Q>
__device__ void mergeBlockSums(const double* blockSums, const LaunchParams& p) {
    __syncthreads();
    for (int k = threadIdx.x; k < p.recordCount * Q; k += blockDim.x)
        if (blockSums[k] != 0.0) atomicAdd(&p.sums[(k / Q) * kQuantityCount + (k % Q)], blockSums[k]);
}

// One pair (i, j in gamv's order, d = x(j) - x(i)) of the single-variable difference case by gamv's
// arithmetic; `tailAtFirst` tells whether the first point of the raw pair is gamv's i.
template <class Sink>
__device__ __forceinline__ void exactDifferencePair(PairDelta d, bool firstIsI, float vFirst, float vSecond, float h,
                                                    const detail::LagTable& lags, const DirectionConstants& dc, int type,
                                                    float tmin, float tmax, Sink sink) {
    if (!firstIsI) {
        d.dx = -d.dx;
        d.dy = -d.dy;
        d.dz = -d.dz;
    }
    if (!detail::lagRows(d.hs, h, lags, sink.rowBegin, sink.rowEnd)) return;
    const int cls = detail::classifyPair(d, sink.rowBegin == 0, dc);
    if (cls == detail::kReject) return;
    const bool tailAtFirst = (cls == detail::kTailFirst) == firstIsI;
    const float vrh = tailAtFirst ? vFirst : vSecond, vrt = tailAtFirst ? vSecond : vFirst;
    detail::addPair(type, dc.omni != 0, vrh, vrt, vrh, vrt, tmin, tmax, sink);
}

enum class PairMode {
    kGeneric,      // any variograms of any variables (values staged per tile)
    kSingleValue,  // any variograms of one variable (the value travels in pos.w)
    kDifference,   // one difference-type variogram of one variable, disjoint lag classes
};

// Histogram pairs: persistent blocks take tile pairs from p.list.
template <int NT, int R, int Q, PairMode kMode>
__global__ void __launch_bounds__(NT) histogramKernel(LaunchParams p) {
    static_assert(NT * R == kTile, "a block's registers hold one tile of tail points");
    constexpr bool kSingle = kMode != PairMode::kGeneric;
    extern __shared__ __align__(16) unsigned char shared[];
    float4* headPos = reinterpret_cast<float4*>(shared);
    double* blockSums = reinterpret_cast<double*>(headPos + kTile);
    float* hist = reinterpret_cast<float*>(blockSums + p.recordCount * Q);
    std::uint32_t* headOrig = reinterpret_cast<std::uint32_t*>(hist + p.recordCount * Q * NT);
    float* lower = reinterpret_cast<float*>(headOrig + kTile);
    float* upper = lower + p.rowCount;
    float* headValues = upper + p.rowCount;                 // generic: [v][kTile]
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
    const std::uint32_t listCount = *p.listCount;
    const float tmin = p.trimMin, tmax = p.trimMax;
    int pendingPairs = 0;

    for (;;) {
        __syncthreads();
        if (threadIdx.x == 0) itemShared = atomicAdd(p.workCounter, 1u);
        __syncthreads();
        const std::uint32_t item = itemShared;
        if (item >= listCount) break;
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
                PairDelta d = detail::pairDelta(detail::subRn(hp.x, tail[r].x), detail::subRn(hp.y, tail[r].y),
                                                detail::subRn(hp.z, tail[r].z));
                const bool inRange = (!diagonal || j > local) && d.hs <= p.maxHs;
                // gamv's orientation: dx = x(j) - x(i), i before j in the file.
                const bool forward = tailOrig[r] < ho;
                const float h = detail::sqrtForSum(d.hs);
                if constexpr (kMode == PairMode::kDifference) {
                    // Every lane runs the same straight-line code: a rejected pair adds zeros to
                    // row 0, so warps do not diverge; a warp skips a head point no lane can pair
                    // with; lanes near a class end, a cone edge or at zero lag take gamv's arithmetic.
                    if (!__any_sync(kFullMask, inRange)) continue;
                    if (!forward) {
                        d.dx = -d.dx;
                        d.dy = -d.dy;
                        d.dz = -d.dz;
                    }
                    const int type = cVariograms[0].type;
                    int row = 0;
                    const int lagStatus = inRange ? detail::lagRowFast(d.hs, h, lags, row) : int(detail::kRowNone);
                    for (unsigned bits = tp.mask; bits; bits &= bits - 1) {
                        const int dir = __ffs(bits) - 1;
                        const DirectionConstants& dc = cDirections[dir];
                        float* record = myHist + dir * p.rowCount * (Q * NT);
                        const int cls =
                            lagStatus == detail::kRowFound ? detail::classifyFast(d, false, dc) : int(detail::kReject);
                        if (lagStatus == detail::kRowUncertain || cls == detail::kUncertain) {
                            // d is already in gamv's orientation: the register point is i when forward.
                            exactDifferencePair(d, true, forward ? tail[r].w : hp.w, forward ? hp.w : tail[r].w, h, lags,
                                                dc, type, tmin, tmax, HistogramSink<Q, NT>{record, 0, 0, h});
                            continue;
                        }
                        const bool tailAtRegister = (cls == detail::kTailFirst) == forward;
                        const float vrh = tailAtRegister ? tail[r].w : hp.w, vrt = tailAtRegister ? hp.w : tail[r].w;
                        const bool counted =
                            cls != detail::kReject && vrt >= tmin && vrh >= tmin && vrt <= tmax && vrh <= tmax;
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
                } else {
                    if (!inRange) continue;
                    if (!forward) {
                        d.dx = -d.dx;
                        d.dy = -d.dy;
                        d.dz = -d.dz;
                    }
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
                            detail::addPair(vc.type, dc.omni != 0, vrh, vrt, vrtpr, vrhpr, tmin, tmax, sink);
                        }
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
    mergeBlockSums<Q>(blockSums, p);
}

// Window pairs: each warp takes window pairs from p.windows. Lane l holds tail points l and
// l + 32 and head points l and l + 32 of the tile pair; head point j reaches every lane by
// shuffles. A lane sums its pairs per lag row of the window in registers (predicated adds);
// pairs whose row or class the fast tests cannot decide (or outside the window) take gamv's
// arithmetic into the block's sums with atomics.
// The rare pairs of the window kernel that gamv's arithmetic decides, kept out of line so that
// the hot loop stays small and in registers.
__device__ __noinline__ void windowExactPair(PairDelta d, bool firstIsI, float vFirst, float vSecond, float h,
                                             detail::LagTable lags, DirectionConstants dc, int type, float tmin,
                                             float tmax, double* record) {
    exactDifferencePair(d, firstIsI, vFirst, vSecond, h, lags, dc, type, tmin, tmax, AtomicSink{record, 0, 0, h});
}

template <int K>
__global__ void __launch_bounds__(kWindowThreads, 2) windowKernel(LaunchParams p) {
    static_assert(kTile == 64, "two points per lane");
    extern __shared__ double windowSums[];  // [direction][row][5]
    const int lane = int(threadIdx.x % 32);
    for (int k = threadIdx.x; k < p.recordCount * 5; k += blockDim.x) windowSums[k] = 0.0;
    __syncthreads();
    const detail::LagTable lags{p.lowerHs, p.upperHs, p.rowCount, p.zeroHs, p.separation, p.tolerance,
                                1.0f / p.separation, true};
    const int type = cVariograms[0].type;
    const float tmin = p.trimMin, tmax = p.trimMax, maxHs = p.maxHs;
    const std::uint32_t listCount = *p.listCount;

    for (;;) {
        std::uint32_t item = 0;
        if (lane == 0) item = atomicAdd(p.workCounter, 1u);
        item = __shfl_sync(kFullMask, item, 0);
        if (item >= listCount) break;
        const WindowPair wp = p.windows[item];
        const std::uint32_t a0 = wp.a * kTile, b0 = wp.b * kTile;
        const int aCount = int(min(std::uint32_t(kTile), p.n - a0));
        const int bCount = int(min(std::uint32_t(kTile), p.n - b0));
        const bool diagonal = wp.a == wp.b;
        const DirectionConstants& dc = cDirections[wp.direction];
        const int firstRow = int(wp.firstRow);
        float4 tail[2], head[2];
        for (int r = 0; r < 2; ++r) {
            const int local = lane + 32 * r;
            tail[r] = local < aCount ? p.pos[a0 + local] : make_float4(3.0e38f, 3.0e38f, 3.0e38f, 0.0f);
            head[r] = local < bCount ? p.pos[b0 + local] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        }
        float sums[K][5];
#pragma unroll
        for (int k = 0; k < K; ++k)
#pragma unroll
            for (int q = 0; q < 5; ++q) sums[k][q] = 0.0f;
        bool anyCounted = false;

        for (int j = 0; j < bCount; ++j) {
            const float4 source = j < 32 ? head[0] : head[1];
            float4 hp;
            hp.x = __shfl_sync(kFullMask, source.x, j & 31);
            hp.y = __shfl_sync(kFullMask, source.y, j & 31);
            hp.z = __shfl_sync(kFullMask, source.z, j & 31);
            hp.w = __shfl_sync(kFullMask, source.w, j & 31);
#pragma unroll
            for (int r = 0; r < 2; ++r) {
                const int local = lane + 32 * r;
                // The raw pair: first point the tail (register) point, d = head - tail. The class
                // tests are symmetric, and for flat data gamv's tail value comes from the point
                // the raw delta leaves when its azimuth dot product is positive.
                const PairDelta d = detail::pairDelta(detail::subRn(hp.x, tail[r].x), detail::subRn(hp.y, tail[r].y),
                                                      detail::subRn(hp.z, tail[r].z));
                const bool inRange = d.hs <= maxHs && (!diagonal || j > local);
                const float h = detail::sqrtForSum(d.hs);
                int row = 0;
                const int lagStatus = detail::lagRowFast(d.hs, h, lags, row);
                const int cls = detail::classifyFlat(d, false, dc);
                const int slot = row - firstRow;
                const bool rejected = cls == detail::kReject || lagStatus == detail::kRowNone;
                const bool sure = lagStatus == detail::kRowFound && cls != detail::kUncertain && slot >= 0 && slot < K;
                if (inRange && !rejected && !sure) {
                    const bool firstIsI = p.orig[a0 + local] < p.orig[b0 + j];
                    windowExactPair(d, firstIsI, tail[r].w, hp.w, h, lags, dc, type, tmin, tmax,
                                    windowSums + int(wp.direction) * p.rowCount * 5);
                }
                const bool tailAtRegister = cls == detail::kTailFirst;
                const float vrh = tailAtRegister ? tail[r].w : hp.w, vrt = tailAtRegister ? hp.w : tail[r].w;
                const bool counted = inRange && !rejected && sure && vrt >= tmin && vrh >= tmin && vrt <= tmax &&
                                     vrh <= tmax;
                // gamv's second (omnidirectional) pair: the same values swapped, limits < tmax.
                const bool twice = counted && dc.omni != 0 && vrt < tmax && vrh < tmax;
                const float count = counted ? (twice ? 2.0f : 1.0f) : 0.0f;
                const float distance = counted ? count * h : 0.0f;
                const float measure =
                    counted ? count * detail::differenceMeasure(type, detail::subRn(vrh, vrt)) : 0.0f;
                const float tailValue = twice ? vrh + vrt : (counted ? vrh : 0.0f);
                const float headValue = twice ? vrh + vrt : (counted ? vrt : 0.0f);
                anyCounted |= counted;
#pragma unroll
                for (int k = 0; k < K; ++k)
                    if (slot == k) {
                        sums[k][0] += count;
                        sums[k][1] += distance;
                        sums[k][2] += measure;
                        sums[k][3] += tailValue;
                        sums[k][4] += headValue;
                    }
            }
        }
        if (!__any_sync(kFullMask, anyCounted)) continue;
        double* record = windowSums + (int(wp.direction) * p.rowCount + firstRow) * 5;
#pragma unroll
        for (int k = 0; k < K; ++k)
#pragma unroll
            for (int q = 0; q < 5; ++q) {
                double s = double(sums[k][q]);
                for (int offset = 16; offset > 0; offset /= 2) s += __shfl_down_sync(kFullMask, s, offset);
                if (lane == 0 && s != 0.0 && firstRow + k < p.rowCount) atomicAdd(record + k * 5 + q, s);
            }
    }
    mergeBlockSums<5>(windowSums, p);
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

// One thread per tile pair (a, b), a in [a0, a1), b >= a: lists the pairs some direction may use,
// as one window pair per window direction when the pair's distances span few lag classes, and as
// one histogram pair for the other directions.
__global__ void cullKernel(const TileBox* boxes, std::uint32_t tileCount, std::uint32_t a0, PairProblem problem,
                           int directionCount, unsigned windowDirections, std::uint32_t n, TilePair* list,
                           WindowPair* windows, std::uint32_t* counters, unsigned long long* pairsListed) {
    const std::uint32_t a = a0 + blockIdx.y;
    const std::uint32_t b = a + blockIdx.x * blockDim.x + threadIdx.x;
    unsigned mask = 0u, windowMask = 0u;
    std::uint32_t firstRow = 0;
    unsigned long long pairs = 0;
    if (b < tileCount) {
        mask = detail::tilePairMask(boxes[a], boxes[b], problem, cDirections, 0, directionCount);
        if (mask) {
            const unsigned long long ca = min(std::uint32_t(kTile), n - a * kTile);
            const unsigned long long cb = min(std::uint32_t(kTile), n - b * kTile);
            pairs = a == b ? ca * (ca - 1) / 2 : ca * cb;
            if (mask & windowDirections) {
                // The lag rows lagRowFast can find for these distances (rows outside the window
                // only cost a detour through gamv's arithmetic).
                float minDistance2, maxDistance2;
                detail::tilePairDistance2(boxes[a], boxes[b], minDistance2, maxDistance2);
                const float units = 1.0f / problem.separation;
                const float lo = sqrtf(minDistance2) * units * (1.0f - 1.0e-5f);
                const float hi = sqrtf(fminf(maxDistance2, problem.maxHs)) * units * (1.0f + 1.0e-5f);
                const int nearestLo = int(floorf(lo + 0.5f)), nearestHi = int(floorf(hi + 0.5f));
                if (nearestHi - nearestLo < kWindowRows) {
                    windowMask = mask & windowDirections;
                    firstRow = std::uint32_t(nearestLo + 1);
                }
            }
        }
    }
    const int lane = int(threadIdx.x % 32);
    const unsigned histogramMask = mask & ~windowMask;
    const unsigned active = __ballot_sync(kFullMask, histogramMask != 0u);
    if (active) {
        const int leader = __ffs(active) - 1;
        std::uint32_t base = 0;
        if (lane == leader) base = atomicAdd(&counters[0], std::uint32_t(__popc(active)));
        base = __shfl_sync(kFullMask, base, leader);
        if (histogramMask) list[base + __popc(active & ((1u << lane) - 1u))] = TilePair{a, b, histogramMask};
    }
    // Window entries: an exclusive prefix sum of the lanes' entry counts.
    const std::uint32_t entries = std::uint32_t(__popc(windowMask));
    std::uint32_t before = entries;
    for (int offset = 1; offset < 32; offset *= 2) {
        const std::uint32_t other = __shfl_up_sync(kFullMask, before, offset);
        if (lane >= offset) before += other;
    }
    const std::uint32_t total = __shfl_sync(kFullMask, before, 31);
    before -= entries;
    if (total) {
        std::uint32_t base = 0;
        if (lane == 0) base = atomicAdd(&counters[2], total);
        base = __shfl_sync(kFullMask, base, 0);
        for (unsigned bits = windowMask; bits; bits &= bits - 1)
            windows[base + before++] = WindowPair{a, b, std::uint32_t(__ffs(bits) - 1), firstRow};
    }
    __shared__ unsigned long long blockPairs;
    if (threadIdx.x == 0) blockPairs = 0;
    __syncthreads();
    for (int offset = 16; offset > 0; offset /= 2) pairs += __shfl_down_sync(kFullMask, pairs, offset);
    if (lane == 0 && pairs) atomicAdd(&blockPairs, pairs);
    __syncthreads();
    if (threadIdx.x == 0 && blockPairs) atomicAdd(pairsListed, blockPairs);
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
    int threads = 0;  // 64 or 32
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
        for (int threads : {64, 32}) {
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

// A kernel and the persistent grid that fills the GPU with it.
struct Launch {
    void (*kernel)(LaunchParams) = nullptr;
    int threads = 0, blocks = 0;
    std::size_t sharedBytes = 0;

    void operator()(const LaunchParams& params) const {
        kernel<<<blocks, threads, sharedBytes>>>(params);
        STRATA_CUDA_CHECK_LAUNCH();
    }
};

Launch prepareLaunch(void (*kernel)(LaunchParams), int threads, std::size_t sharedBytes, int smCount) {
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(sharedBytes)));
    int perSm = 0;
    STRATA_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, kernel, threads, sharedBytes));
    return {kernel, threads, std::max(1, perSm) * smCount, sharedBytes};
}

template <int Q, PairMode kMode>
Launch histogramLaunch(int threads, std::size_t sharedBytes, int smCount) {
    if (threads == 64) return prepareLaunch(histogramKernel<64, kTile / 64, Q, kMode>, 64, sharedBytes, smCount);
    return prepareLaunch(histogramKernel<32, kTile / 32, Q, kMode>, 32, sharedBytes, smCount);
}

// Device buffers kept between calls (they only grow), so that a recompute allocates nothing.
struct Workspace {
    cuda::DeviceBuffer<float> x, y, z, values, lowerHs, upperHs, sortedValues;
    cuda::DeviceBuffer<std::uint32_t> codes, codesSorted, index, order, counters;
    cuda::DeviceBuffer<unsigned char> sortTemp;
    cuda::DeviceBuffer<float4> pos;
    cuda::DeviceBuffer<TileBox> boxes;
    cuda::DeviceBuffer<TilePair> list;
    cuda::DeviceBuffer<WindowPair> windows;
    cuda::DeviceBuffer<unsigned long long> pairsListed;
    cuda::DeviceBuffer<double> sums;
};

template <class T>
void reserve(cuda::DeviceBuffer<T>& buffer, std::size_t count) {
    if (buffer.size() < count) buffer.resize(count);
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
        std::lock_guard lock(mutex_);  // one workspace
        const KernelShape shape = chooseShape(p);
        const std::uint32_t n = std::uint32_t(p.pointCount);
        const bool single = p.valueCount == 1;
        // One difference-type variogram of one variable with disjoint lag classes: the
        // straight-line histogram kernel, and window pairs for directions on flat data.
        const bool difference = single && p.variogramCount == 1 && detail::isDifferenceType(p.variograms[0].type) &&
                                p.tolerance <= 0.5f * p.separation && shape.quantities == 5;
        if (smCount_ == 0) {
            int device = 0;
            STRATA_CUDA_CHECK(cudaGetDevice(&device));
            STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&smCount_, cudaDevAttrMultiProcessorCount, device));
            cudaDeviceProp prop{};
            STRATA_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
            deviceName_ = prop.name;
        }
        timings.backend = deviceName_;

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

        Workspace& w = workspace_;
        CudaEvent start, uploaded, computed, downloaded;
        start.record();
        w.x.upload(p.x, n);
        w.y.upload(p.y, n);
        w.z.upload(p.z, n);
        w.values.upload(p.values, p.valueCount * n);
        w.lowerHs.upload(p.lowerHs, std::size_t(p.rowCount));
        w.upperHs.upload(p.upperHs, std::size_t(p.rowCount));
        uploaded.record();

        // Morton order, sorted copies, tile boxes.
        const std::uint32_t tileCount = (n + kTile - 1) / kTile;
        reserve(w.codes, n);
        reserve(w.codesSorted, n);
        reserve(w.index, n);
        reserve(w.order, n);
        mortonKernel<<<(n + 255) / 256, 256>>>(w.x.data(), w.y.data(), w.z.data(), n, make_float3(lo[0], lo[1], lo[2]),
                                                1023.0f / extent, w.codes.data(), w.index.data());
        STRATA_CUDA_CHECK_LAUNCH();
        std::size_t tempBytes = 0;
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(nullptr, tempBytes, w.codes.data(), w.codesSorted.data(),
                                                          w.index.data(), w.order.data(), int(n), 0, 30));
        reserve(w.sortTemp, std::max<std::size_t>(tempBytes, 1));
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(w.sortTemp.data(), tempBytes, w.codes.data(),
                                                          w.codesSorted.data(), w.index.data(), w.order.data(), int(n),
                                                          0, 30));
        reserve(w.pos, n);
        reserve(w.sortedValues, std::max<std::size_t>(p.valueCount * n, 1));
        gatherKernel<<<(n + 255) / 256, 256>>>(w.x.data(), w.y.data(), w.z.data(), w.values.data(), int(p.valueCount),
                                                n, w.order.data(), w.pos.data(), w.sortedValues.data());
        STRATA_CUDA_CHECK_LAUNCH();
        reserve(w.boxes, tileCount);
        tileBoxKernel<<<tileCount, kTile>>>(w.pos.data(), n, w.boxes.data());
        STRATA_CUDA_CHECK_LAUNCH();

        // Window pairs need the block's sums of all directions of a launch in shared memory.
        const std::size_t windowShared =
            std::size_t(shape.directionsPerLaunch) * std::size_t(p.rowCount) * 5 * sizeof(double);
        const bool windows = difference && windowShared <= kWindowSharedLimit;
        const int listWidth = windows ? shape.directionsPerLaunch + 1 : 1;  // entries per tile pair at most

        // Tail-tile rows in chunks whose lists fit kMaxListEntries.
        const std::size_t maxTilePairs = std::max<std::size_t>(kMaxListEntries / std::size_t(listWidth), tileCount);
        std::vector<std::pair<std::uint32_t, std::uint32_t>> chunks;
        std::size_t listCapacity = 0;
        for (std::uint32_t a = 0; a < tileCount;) {
            std::uint32_t b = a;
            std::size_t pairs = 0;
            while (b < tileCount && (b == a || pairs + (tileCount - b) <= maxTilePairs)) pairs += tileCount - b++;
            chunks.emplace_back(a, b);
            listCapacity = std::max(listCapacity, pairs);
            a = b;
        }
        reserve(w.list, listCapacity);
        if (windows) reserve(w.windows, listCapacity * std::size_t(shape.directionsPerLaunch));
        reserve(w.counters, 4);  // histogram list length, its work counter, window list length, its work counter
        reserve(w.pairsListed, 1);
        STRATA_CUDA_CHECK(cudaMemsetAsync(w.pairsListed.data(), 0, sizeof(unsigned long long)));
        const std::size_t recordValues = p.recordCount() * kQuantityCount;
        reserve(w.sums, recordValues);
        STRATA_CUDA_CHECK(cudaMemsetAsync(w.sums.data(), 0, recordValues * sizeof(double)));
        STRATA_CUDA_CHECK(cudaMemcpyToSymbol(cVariograms, p.variograms, sizeof(VariogramConstants) * std::size_t(p.variogramCount)));

        Launch histogram, window;
        const std::size_t histogramShared = shape.sharedBytes;
        if (difference) histogram = histogramLaunch<5, PairMode::kDifference>(shape.threads, histogramShared, smCount_);
        else if (shape.quantities == 7 && single) histogram = histogramLaunch<7, PairMode::kSingleValue>(shape.threads, histogramShared, smCount_);
        else if (shape.quantities == 7) histogram = histogramLaunch<7, PairMode::kGeneric>(shape.threads, histogramShared, smCount_);
        else if (single) histogram = histogramLaunch<5, PairMode::kSingleValue>(shape.threads, histogramShared, smCount_);
        else histogram = histogramLaunch<5, PairMode::kGeneric>(shape.threads, histogramShared, smCount_);
        if (windows) window = prepareLaunch(windowKernel<kWindowRows>, kWindowThreads, windowShared, smCount_);

        const std::size_t totalWork = chunks.size() * std::size_t((p.directionCount + shape.directionsPerLaunch - 1) / shape.directionsPerLaunch);
        std::size_t workDone = 0;
        for (int first = 0; first < p.directionCount; first += shape.directionsPerLaunch) {
            const int count = std::min(shape.directionsPerLaunch, p.directionCount - first);
            STRATA_CUDA_CHECK(cudaMemcpyToSymbol(cDirections, p.directions + first, sizeof(DirectionConstants) * std::size_t(count)));
            unsigned windowDirections = 0u;
            for (int d = 0; d < count && windows; ++d)
                if (p.directions[first + d].signFromAzimuth) windowDirections |= 1u << d;
            LaunchParams params{};
            params.pos = w.pos.data();
            params.orig = w.order.data();
            params.values = w.sortedValues.data();
            params.n = n;
            params.valueCount = int(p.valueCount);
            params.list = w.list.data();
            params.windows = w.windows.data();
            params.sums = w.sums.data() + p.record(first, 0, 0) * kQuantityCount;
            params.lowerHs = w.lowerHs.data();
            params.upperHs = w.upperHs.data();
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
            for (const auto& [a0, a1] : chunks) {
                if (cancel) cancel->check();
                STRATA_CUDA_CHECK(cudaMemsetAsync(w.counters.data(), 0, 4 * sizeof(std::uint32_t)));
                const dim3 grid((tileCount - a0 + 255) / 256, a1 - a0);
                cullKernel<<<grid, 256>>>(w.boxes.data(), tileCount, a0, p, count, windowDirections, n, w.list.data(),
                                          w.windows.data(), w.counters.data(), w.pairsListed.data());
                STRATA_CUDA_CHECK_LAUNCH();
                // The kernels read their list lengths on the device: no round trip to the host.
                params.listCount = w.counters.data();
                params.workCounter = w.counters.data() + 1;
                histogram(params);
                if (windowDirections) {
                    params.listCount = w.counters.data() + 2;
                    params.workCounter = w.counters.data() + 3;
                    window(params);
                }
                ++workDone;
                if (progress) progress->report(double(workDone) / double(totalWork), "variogram pairs (GPU)");
            }
        }
        computed.record();
        std::vector<double> hostSums(recordValues);
        w.sums.download(hostSums.data(), recordValues);
        unsigned long long listedPairs = 0;
        w.pairsListed.download(&listedPairs, 1);
        downloaded.record();
        for (std::size_t k = 0; k < recordValues; ++k) sums[k] += hostSums[k];

        timings.uploadMs += uploaded.msSince(start);
        timings.kernelMs += computed.msSince(uploaded);
        timings.downloadMs += downloaded.msSince(computed);
        timings.pairsTested += listedPairs;
    }

private:
    std::mutex mutex_;
    Workspace workspace_;
    int smCount_ = 0;
    std::string deviceName_;
};

}  // namespace

}  // namespace strata::variogram

STRATA_CUDA_ENGINE("variogram", strata::variogram::CudaEngine, strata::variogram::VariogramCuda);
