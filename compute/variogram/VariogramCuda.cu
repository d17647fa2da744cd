// The CUDA backend of the experimental variogram (engine "variogram").
//
// Points are sorted along a space-filling curve on the device (Hilbert for flat data, else
// Morton) and cut into tiles of kTile points. A cull kernel lists the tile pairs (a <= b) in which some pair can be within the largest lag
// and in some direction's cone (PairGeometry.h, conservative), in one of two lists:
//  - window entries: one variogram of a difference type, one variable, flat data (the common
//    case), a tile pair apart whose pairs fall in at most 8 lag rows (found on the exact
//    squared-distance thresholds of the rows) with one tail/head order, per direction. The cull
//    also decides whether the whole tile pair lies inside the cone and bands; then no pair is
//    classified, and a pair costs its squared distance, the row tests (compares of squares), a
//    fast square root for the distance sum, its measure and predicated adds into registers.
//    A warp takes an entry, each lane two tail points, the head tile staged in shared memory;
//    a lane sums per lag row of the window in registers, the tail values as count x value once
//    per entry, and the warp adds its sums to the block's double sums once per entry. Entries
//    of at most 2 rows and of 3 to 8 rows (each tail point summing the at most 4 rows its own
//    distances to the head tile's box meet) go to two instances of the kernel.
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
#include <deque>
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
constexpr int kWindowRowsFew = 2;              // the two window kernels: entries of at most 2 lag rows,
constexpr int kWindowRowsMany = 8;             // and of 3 to 8 (others go to the histogram kernel),
constexpr int kWindowSlots = 4;                // where each tail point sums the (at most) 4 rows it sees
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

// A tile pair and one direction for the window kernels: its pairs fall in lag rows
// [firstRow, firstRow + rows).
struct WindowPair {
    std::uint32_t a, b;
    std::uint16_t direction;
    std::uint8_t flags, rows;
    std::uint32_t firstRow;
};
constexpr std::uint8_t kWindowEdge = 1;     // not wholly inside the cone and bands: classify each pair
constexpr std::uint8_t kWindowTailAtB = 2;  // gamv's tail value comes from the point of tile b

// Parameters of one launch (one group of directions), passed by value.
struct LaunchParams {
    const float4* pos;            // sorted: x, y, z, first value
    const std::uint32_t* orig;    // sorted -> original index (gamv's file order)
    const float* values;          // sorted values[v * n + p] (generic kernels)
    std::uint32_t n;
    int valueCount;
    const TilePair* list;         // histogram pairs
    const TileBox* boxes;         // of the tiles
    const std::uint32_t* listCount;  // on the device: entries of `list`
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

// The rare pairs of the window kernels that gamv's arithmetic decides (near a cone or band edge),
// kept out of line so that the hot loop stays small and in registers.
__device__ __noinline__ void windowExactPair(PairDelta d, bool firstIsI, float vFirst, float vSecond, float h,
                                             detail::LagTable lags, DirectionConstants dc, int type, float tmin,
                                             float tmax, double* record) {
    exactDifferencePair(d, firstIsI, vFirst, vSecond, h, lags, dc, type, tmin, tmax, AtomicSink{record, 0, 0, h});
}

// The lag rows [first, first + count) in which pairs with minHs <= hs <= maxHs may fall (rows
// >= 1 of the exact thresholds; count 0 when none).
__device__ __forceinline__ void rowsBetween(float minHs, float maxHs, const float* lowerHs, const float* upperHs,
                                            int rowCount, float separation, float tolerance, int& first, int& count) {
    const int lastRow = rowCount - 1;
    first = min(lastRow, max(1, int((sqrtf(minHs) - tolerance) / separation) + 1));
    while (first > 1 && upperHs[first - 1] >= minHs) --first;
    while (first <= lastRow && upperHs[first] < minHs) ++first;
    int last = min(lastRow, max(1, int((sqrtf(maxHs) + tolerance) / separation) + 1));
    while (last < lastRow && lowerHs[last + 1] <= maxHs) ++last;
    while (last >= 1 && lowerHs[last] > maxHs) --last;
    count = first > lastRow || last < first ? 0 : last - first + 1;
}

// What a lane keeps for one of its two tail points in a window entry: the lag rows (slots) its
// pairs fall in, row k of them holding lower[k] <= hs <= upper[k] (gamv's lag tests exactly, see
// PairProblem.h; upper clamped to gamv's largest distance), and its sums per slot. The values of
// the tail point are summed once per entry, as count x value.
template <int K>
struct WindowPoint {
    float x, y, value;
    int firstRow;
    float lower[K], upper[K];
    float beyond;  // pairs with hs >= beyond fall in rows past the slots (the cull keeps head boxes
                   // small enough that none do; out of line, so that counts stay exact regardless)
    float count[K], distance[K], measure[K], headValue[K];
};

// Sums of one pair that falls in rows past its tail point's slots (tail points whose pairs span
// more than K rows), into the block's double sums.
__device__ __noinline__ void windowPairBeyondSlots(float hs, float h, float measure, float tailValue, float headValue,
                                                   int row, const LaunchParams p, bool omni, double* record) {
    for (; row < p.rowCount && p.lowerHs[row] <= hs; ++row) {
        if (hs > p.upperHs[row] || hs > p.maxHs) continue;
        double* q = record + row * 5;
        const double weight = omni ? 2.0 : 1.0;
        atomicAdd(q + 0, weight);
        atomicAdd(q + 1, weight * double(h));
        atomicAdd(q + 2, weight * double(measure));
        atomicAdd(q + 3, omni ? double(tailValue) + double(headValue) : double(tailValue));
        atomicAdd(q + 4, omni ? double(tailValue) + double(headValue) : double(headValue));
    }
}

// The pairs (register point r, head point j) of one window entry. kEdge: the tile pair is not
// wholly inside the cone and bands, so each pair is classified (classifyFlat) and undecided pairs
// take gamv's arithmetic. Otherwise every pair in a row counts, with the tail value on the side
// the cull kernel found.
template <int K, bool kPerPoint, int kType, bool kEdge>
__device__ __forceinline__ void sweepWindow(const float4* heads, int bCount, WindowPoint<K> (&t)[2],
                                            const DirectionConstants& dc, const LaunchParams& p, std::uint32_t a0,
                                            std::uint32_t b0, bool tailAtB, double* record) {
    const int lane = int(threadIdx.x % 32);
#pragma unroll 2
    for (int j = 0; j < bCount; ++j) {
        const float4 hp = heads[j];
#pragma unroll
        for (int r = 0; r < 2; ++r) {
            // Flat data: dz = 0, so gamv's hs is dx*dx + dy*dy (single precision, never fused).
            const float dx = detail::subRn(hp.x, t[r].x), dy = detail::subRn(hp.y, t[r].y);
            const float hs = detail::addRn(detail::mulRn(dx, dx), detail::mulRn(dy, dy));
            bool in[K];
            bool anyRow = kPerPoint && hs >= t[r].beyond;
#pragma unroll
            for (int k = 0; k < K; ++k) {
                in[k] = hs >= t[r].lower[k] && hs <= t[r].upper[k];
                anyRow |= in[k];
            }
            const float h = detail::sqrtForSum(hs);
            bool accepted = true;
            if constexpr (kEdge) {
                const PairDelta d{dx, dy, 0.0f, hs, hs};
                const int cls = detail::classifyFlat(d, false, dc);
                if (anyRow && cls == detail::kUncertain) {
                    const int local = lane + 32 * r;
                    const bool firstIsI = p.orig[a0 + local] < p.orig[b0 + j];
                    windowExactPair(d, firstIsI, t[r].value, hp.w, h,
                                    detail::LagTable{p.lowerHs, p.upperHs, p.rowCount, p.zeroHs, p.separation,
                                                     p.tolerance, 1.0f / p.separation, true},
                                    dc, kType, p.trimMin, p.trimMax, record);
                }
                accepted = cls == detail::kTailFirst || cls == detail::kHeadFirst;
#pragma unroll
                for (int k = 0; k < K; ++k) in[k] = in[k] && accepted;
            }
            const float measure = detail::differenceMeasure(kType, detail::subRn(hp.w, t[r].value));
            if (kPerPoint && hs >= t[r].beyond && accepted)
                windowPairBeyondSlots(hs, h, measure, tailAtB ? hp.w : t[r].value, tailAtB ? t[r].value : hp.w,
                                      t[r].firstRow + K, p, dc.omni != 0, record);
#pragma unroll
            for (int k = 0; k < K; ++k)
                if (in[k]) {
                    t[r].count[k] += 1.0f;
                    t[r].distance[k] += h;
                    t[r].measure[k] += measure;
                    t[r].headValue[k] += hp.w;
                }
        }
    }
}

// Window entries (one difference-type variogram of one variable, flat data; tile pairs apart,
// with one tail/head order for every pair): each warp takes entries from `entries`; lane l holds
// tail points l and l + 32 in registers, the warp stages the head tile in shared memory (read as
// broadcasts). Each tail point has K slots: the rows of the entry's first rows (kPerPoint false:
// entries of at most K rows), or the rows its own distances to the head tile's box span
// (kPerPoint: entries of more rows; a tail point sees fewer rows than the tile pair). Points
// outside the trimming limits get a NaN coordinate, so that no lag test accepts their pairs.
template <int K, bool kPerPoint, int kType>
__global__ void __launch_bounds__(kWindowThreads, kPerPoint ? 2 : 3) windowKernel(LaunchParams p, const WindowPair* entries,
                                                                  const std::uint32_t* entryCount,
                                                                  std::uint32_t* workCounter) {
    static_assert(kTile == 64, "two points per lane");
    extern __shared__ __align__(16) unsigned char windowShared[];
    float4* heads = reinterpret_cast<float4*>(windowShared) + (threadIdx.x / 32) * kTile;
    double* blockSums = reinterpret_cast<double*>(reinterpret_cast<float4*>(windowShared) + kWindowThreads / 32 * kTile);
    const int lane = int(threadIdx.x % 32);
    for (int k = threadIdx.x; k < p.recordCount * 5; k += blockDim.x) blockSums[k] = 0.0;
    __syncthreads();
    const float tmin = p.trimMin, tmax = p.trimMax;
    const float nan = __int_as_float(0x7fc00000);
    const std::uint32_t count = *entryCount;

    for (;;) {
        std::uint32_t item = 0;
        if (lane == 0) item = atomicAdd(workCounter, 1u);
        item = __shfl_sync(kFullMask, item, 0);
        if (item >= count) break;
        const WindowPair e = entries[item];
        const std::uint32_t a0 = e.a * kTile, b0 = e.b * kTile;
        const int aCount = int(min(std::uint32_t(kTile), p.n - a0));
        const int bCount = int(min(std::uint32_t(kTile), p.n - b0));
        const DirectionConstants& dc = cDirections[e.direction];
        const TileBox headBox = p.boxes[e.b];
        WindowPoint<K> t[2];
        __syncwarp();
#pragma unroll
        for (int r = 0; r < 2; ++r) {
            const int local = lane + 32 * r;
            float4 q = local < aCount ? p.pos[a0 + local] : make_float4(nan, nan, 0.0f, 0.0f);
            const bool valid = q.w >= tmin && q.w <= tmax;
            t[r].x = valid ? q.x : nan;
            t[r].y = q.y;
            t[r].value = valid ? q.w : 0.0f;
            q = local < bCount ? p.pos[b0 + local] : make_float4(nan, nan, 0.0f, 0.0f);
            if (!(q.w >= tmin && q.w <= tmax)) q = make_float4(nan, nan, 0.0f, 0.0f);
            heads[local] = q;

            int first = int(e.firstRow), rows = int(e.rows);
            if constexpr (kPerPoint) {
                if (valid) {
                    float minHs, maxHs;
                    const float px = t[r].x, py = t[r].y;
                    detail::tilePairDistance2(TileBox{{px, py, headBox.lo[2]}, {px, py, headBox.lo[2]}}, headBox,
                                              minHs, maxHs);
                    rowsBetween(minHs, fminf(maxHs, p.maxHs), p.lowerHs, p.upperHs, p.rowCount, p.separation,
                                p.tolerance, first, rows);
                } else {
                    rows = 0;
                }
            }
            t[r].firstRow = first;
#pragma unroll
            for (int k = 0; k < K; ++k) {
                const bool used = k < rows;
                t[r].lower[k] = used ? p.lowerHs[first + k] : 3.0e38f;
                t[r].upper[k] = used ? fminf(p.upperHs[first + k], p.maxHs) : -1.0f;
                t[r].count[k] = t[r].distance[k] = t[r].measure[k] = t[r].headValue[k] = 0.0f;
            }
            t[r].beyond = rows > K ? p.lowerHs[first + K] : 3.0e38f;
        }
        __syncwarp();
        const bool tailAtB = (e.flags & kWindowTailAtB) != 0;
        double* record = blockSums + int(e.direction) * p.rowCount * 5;
        if (e.flags & kWindowEdge)
            sweepWindow<K, kPerPoint, kType, true>(heads, bCount, t, dc, p, a0, b0, tailAtB, record);
        else
            sweepWindow<K, kPerPoint, kType, false>(heads, bCount, t, dc, p, a0, b0, tailAtB, record);

        // The lanes' slots onto the entry's rows, summed over the warp.
        const bool omni = dc.omni != 0;
        const float weight = omni ? 2.0f : 1.0f;
        const int rowEnd = kPerPoint ? min(int(e.firstRow) + int(e.rows), p.rowCount) : int(e.firstRow) + K;
        for (int row = int(e.firstRow); row < rowEnd; ++row) {
            float pairs = 0.0f, distance = 0.0f, measure = 0.0f, headValues = 0.0f, registerValues = 0.0f;
#pragma unroll
            for (int r = 0; r < 2; ++r)
#pragma unroll
                for (int k = 0; k < K; ++k)
                    if (t[r].firstRow + k == row) {
                        pairs += t[r].count[k];
                        distance += t[r].distance[k];
                        measure += t[r].measure[k];
                        headValues += t[r].headValue[k];
                        registerValues += t[r].count[k] * t[r].value;
                    }
            if (!__any_sync(kFullMask, pairs > 0.0f)) continue;
            // gamv's omnidirectional doubling: the pair again with tail and head swapped.
            double q[5] = {double(pairs) * weight, double(distance) * weight, double(measure) * weight,
                           double(tailAtB ? headValues : registerValues), double(tailAtB ? registerValues : headValues)};
            if (omni) q[3] = q[4] = double(registerValues) + double(headValues);
#pragma unroll
            for (int c = 0; c < 5; ++c) {
                for (int offset = 16; offset > 0; offset /= 2) q[c] += __shfl_down_sync(kFullMask, q[c], offset);
                if (lane == 0) atomicAdd(record + row * 5 + c, q[c]);
            }
        }
    }
    mergeBlockSums<5>(blockSums, p);
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

// Flat data: the position along a Hilbert curve on a 65536 x 65536 grid. Consecutive points stay
// in neighbouring cells (a Z-curve jumps between distant blocks), so tiles cut from this order by
// count have small boxes, which the window kernels need.
__global__ void hilbertKernel(const float* x, const float* y, std::uint32_t n, float2 lo, float scale,
                              std::uint32_t* codes, std::uint32_t* index) {
    const std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    std::uint32_t cx = std::uint32_t(fminf(fmaxf((x[i] - lo.x) * scale, 0.0f), 65535.0f));
    std::uint32_t cy = std::uint32_t(fminf(fmaxf((y[i] - lo.y) * scale, 0.0f), 65535.0f));
    std::uint32_t d = 0;
    for (std::uint32_t s = 1u << 15; s > 0; s >>= 1) {
        const std::uint32_t rx = (cx & s) ? 1u : 0u, ry = (cy & s) ? 1u : 0u;
        d += s * s * ((3u * rx) ^ ry);
        if (ry == 0) {  // rotate the quadrant
            if (rx == 1) {
                cx = 65535u - cx;
                cy = 65535u - cy;
            }
            const std::uint32_t t = cx;
            cx = cy;
            cy = t;
        }
    }
    codes[i] = d;
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

// Appends `entry` to a list for the lanes that want to, one atomic per warp (all lanes call it).
template <class T>
__device__ __forceinline__ void appendFromWarp(bool want, const T& entry, T* list, std::uint32_t* counter) {
    const unsigned active = __ballot_sync(kFullMask, want);
    if (!active) return;
    const int lane = int(threadIdx.x % 32), leader = __ffs(active) - 1;
    std::uint32_t base = 0;
    if (lane == leader) base = atomicAdd(counter, std::uint32_t(__popc(active)));
    base = __shfl_sync(kFullMask, base, leader);
    if (want) list[base + __popc(active & ((1u << lane) - 1u))] = entry;
}

// Where the pairs of the tile pair (a, b), a != b, go for a window direction: the lag rows they
// can fall in, and whether the whole tile pair lies inside the direction's cone and bands (no
// test per pair) with one tail/head order for all pairs. Returns kWindowNone when no pair can
// count, kWindowHistogram when the histogram kernel must take them (touching tiles, more than
// kWindowRowsMany rows, an order that varies), else the number of rows. Conservative: boxes are
// padded, the cone narrowed by a margin far above the roundings of gamv's tests.
constexpr int kWindowNone = 0;
constexpr int kWindowHistogram = -1;

struct WindowLags {
    const float* lowerHs;
    const float* upperHs;
    int rowCount;
    float maxHs, separation, tolerance;
    int omniAllowed;  // no value equals tmax: omnidirectional doubling applies to every counted pair
};

__device__ int placeWindow(const TileBox& boxA, const TileBox& boxB, const DirectionConstants& dc,
                           const WindowLags& lags, std::uint32_t& firstRow, std::uint8_t& flags) {
    float minDistance2, maxDistance2;
    detail::tilePairDistance2(boxA, boxB, minDistance2, maxDistance2);
    // Every pair has minDistance2 <= hs <= maxDistance2 (monotone roundings); touching tiles
    // (zero lags possible) go to the histogram kernel.
    if (!(minDistance2 > 1.0e-12f * lags.maxHs) || !(minDistance2 > 1.0e-30f)) return kWindowHistogram;
    const float reachHs = fminf(maxDistance2, lags.maxHs);
    if (minDistance2 > reachHs) return kWindowNone;
    int first = 0, rows = 0;
    rowsBetween(minDistance2, reachHs, lags.lowerHs, lags.upperHs, lags.rowCount, lags.separation, lags.tolerance,
                first, rows);
    if (rows == 0) return kWindowNone;
    if (rows > kWindowRowsMany) return kWindowHistogram;
    if (rows > kWindowRowsFew) {
        // Each tail point gets kWindowSlots = 4 rows: the distances from a point to the head box
        // span at most the box's diagonal, which meets at most 4 classes when below 3 separations.
        const float wx = boxB.hi[0] - boxB.lo[0], wy = boxB.hi[1] - boxB.lo[1];
        if (!(sqrtf(wx * wx + wy * wy) < 2.9f * lags.separation)) return kWindowHistogram;
    }
    firstRow = std::uint32_t(first);

    // The box of the pairs' (dx, dy), padded as in tilePairMask.
    double lo[2], hi[2];
    for (int k = 0; k < 2; ++k) {
        const double l = double(boxB.lo[k]) - double(boxA.hi[k]), h = double(boxB.hi[k]) - double(boxA.lo[k]);
        const double pad = 2.0e-5 * fmax(fabs(l), fabs(h)) + 1.0e-30;
        lo[k] = l - pad;
        hi[k] = h + pad;
    }
    const double ux = dc.uvxazm, uy = dc.uvyazm;
    double dotMin = 1e300, dotMax = -1e300, length = 0.0;
    for (int c = 0; c < 4; ++c) {
        const double cx = c & 1 ? hi[0] : lo[0], cy = c & 2 ? hi[1] : lo[1];
        const double dot = ux * cx + uy * cy;
        dotMin = fmin(dotMin, dot);
        dotMax = fmax(dotMax, dot);
        length = fmax(length, sqrt(cx * cx + cy * cy));
    }
    if (dc.omni) {
        // Pairs count twice, tail and head swapped: the order does not matter.
        if (!dc.azimuthTrivial || !dc.horizontalBandTrivial || !lags.omniAllowed) return kWindowHistogram;
        flags = 0;
        return rows;
    }
    // One order for all pairs: the dot product with the azimuth keeps its sign, far from zero
    // (classifyFlat's accepted pairs then all have this sign).
    const double margin = fmax(1.0e-5 * length, 1.0e-12);
    if (!(dotMin > margin) && !(dotMax < -margin)) return kWindowHistogram;
    bool inside = true;
    const double cos2 = double(dc.csatol) * double(dc.csatol) * (1.0 + 2.0e-4);
    for (int c = 0; c < 4; ++c) {
        const double cx = c & 1 ? hi[0] : lo[0], cy = c & 2 ? hi[1] : lo[1];
        const double dot = ux * cx + uy * cy, cross = ux * cy - uy * cx, length2 = cx * cx + cy * cy;
        if (!dc.azimuthTrivial && !(dot * dot > cos2 * length2)) inside = false;
        if (!dc.horizontalBandTrivial && !(fabs(cross) < double(dc.bandwh) - 1.0e-5 * length)) inside = false;
    }
    flags = std::uint8_t((inside ? 0 : kWindowEdge) | (dotMin > 0.0 ? 0 : kWindowTailAtB));
    return rows;
}

// One thread per tile pair (a, b), a in [a0, a1), b >= a: lists the pairs some direction may use,
// as one window entry per window direction where placeWindow allows (two lists: at most
// kWindowRowsFew rows, at most kWindowRowsMany), and as one histogram pair for the other directions.
__global__ void cullKernel(const TileBox* boxes, std::uint32_t tileCount, std::uint32_t a0, PairProblem problem,
                           WindowLags lags, int directionCount, unsigned windowDirections, std::uint32_t n,
                           TilePair* list, WindowPair* windowsFew, WindowPair* windowsMany, std::uint32_t* counters,
                           unsigned long long* pairsListed) {
    const std::uint32_t a = a0 + blockIdx.y;
    const std::uint32_t b = a + blockIdx.x * blockDim.x + threadIdx.x;
    unsigned mask = 0u;
    TileBox boxA{}, boxB{};
    unsigned long long pairs = 0;
    if (b < tileCount) {
        boxA = boxes[a];
        boxB = boxes[b];
        mask = detail::tilePairMask(boxA, boxB, problem, cDirections, 0, directionCount);
    }
    unsigned histogramMask = mask;
    unsigned long long windowPairs = 0;
    const unsigned long long ca = b < tileCount ? min(std::uint32_t(kTile), n - a * kTile) : 0;
    const unsigned long long cb = b < tileCount ? min(std::uint32_t(kTile), n - b * kTile) : 0;
    // Warp-uniform loop over the window directions of the launch.
    for (unsigned bits = windowDirections; bits; bits &= bits - 1) {
        const int dir = __ffs(bits) - 1;
        int placed = kWindowHistogram;
        std::uint32_t firstRow = 0;
        std::uint8_t flags = 0;
        if ((mask >> dir) & 1u && a != b) placed = placeWindow(boxA, boxB, cDirections[dir], lags, firstRow, flags);
        if ((mask >> dir) & 1u && placed != kWindowHistogram) histogramMask &= ~(1u << dir);
        const WindowPair entry{a, b, std::uint16_t(dir), flags, std::uint8_t(placed > 0 ? placed : 0), firstRow};
        const bool few = (mask >> dir) & 1u && placed > 0 && placed <= kWindowRowsFew;
        const bool many = (mask >> dir) & 1u && placed > kWindowRowsFew;
        appendFromWarp(few, entry, windowsFew, &counters[2]);
        appendFromWarp(many, entry, windowsMany, &counters[4]);
        if (few || many) windowPairs += ca * cb;
    }
    appendFromWarp(histogramMask != 0u, TilePair{a, b, histogramMask}, list, &counters[0]);
    if (histogramMask || windowPairs) pairs = a == b ? ca * (ca - 1) / 2 : ca * cb;

    __shared__ unsigned long long blockPairs[2];
    if (threadIdx.x < 2) blockPairs[threadIdx.x] = 0;
    __syncthreads();
    for (int offset = 16; offset > 0; offset /= 2) {
        pairs += __shfl_down_sync(kFullMask, pairs, offset);
        windowPairs += __shfl_down_sync(kFullMask, windowPairs, offset);
    }
    if (threadIdx.x % 32 == 0) {
        if (pairs) atomicAdd(&blockPairs[0], pairs);
        if (windowPairs) atomicAdd(&blockPairs[1], windowPairs);
    }
    __syncthreads();
    if (threadIdx.x < 2 && blockPairs[threadIdx.x]) atomicAdd(&pairsListed[threadIdx.x], blockPairs[threadIdx.x]);
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

// A window kernel (two lists, so entries of few rows do not pay for the tests of four).
struct WindowLaunch {
    void (*kernel)(LaunchParams, const WindowPair*, const std::uint32_t*, std::uint32_t*) = nullptr;
    int blocks = 0;
    std::size_t sharedBytes = 0;

    void operator()(const LaunchParams& params, const WindowPair* entries, const std::uint32_t* entryCount,
                    std::uint32_t* workCounter) const {
        kernel<<<blocks, kWindowThreads, sharedBytes>>>(params, entries, entryCount, workCounter);
        STRATA_CUDA_CHECK_LAUNCH();
    }
};

template <int K, bool kPerPoint>
WindowLaunch windowLaunch(int type, std::size_t sharedBytes, int smCount) {
    WindowLaunch launch;
    launch.kernel = type == 8    ? windowKernel<K, kPerPoint, 8>
                    : type == 11 ? windowKernel<K, kPerPoint, 11>
                                 : windowKernel<K, kPerPoint, 1>;
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(launch.kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(sharedBytes)));
    int perSm = 0;
    STRATA_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, launch.kernel, kWindowThreads, sharedBytes));
    launch.blocks = std::max(1, perSm) * smCount;
    launch.sharedBytes = sharedBytes;
    return launch;
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
    cuda::DeviceBuffer<WindowPair> windowsFew, windowsMany;
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
        // One difference-type variogram of one variable with disjoint lag classes: the
        // straight-line histogram kernel, and window pairs for directions on flat data.
        const bool difference = p.valueCount == 1 && p.variogramCount == 1 &&
                                detail::isDifferenceType(p.variograms[0].type) &&
                                p.tolerance <= 0.5f * p.separation && shape.quantities == 5;
        queryDevice();
        timings.backend = deviceName_;

        Workspace& w = workspace_;
        CudaEvent start, uploaded, sorted, computed, downloaded;
        start.record();
        upload(p);
        uploaded.record();
        const std::uint32_t tileCount = sortAlongCurve(p);
        sorted.record();

        // Window entries need the block's sums of all directions of a launch in shared memory,
        // next to each warp's head tile.
        const std::size_t windowSums = std::size_t(shape.directionsPerLaunch) * std::size_t(p.rowCount) * 5 * sizeof(double);
        const std::size_t windowShared = windowSums + std::size_t(kWindowThreads / 32) * kTile * sizeof(float4);
        const bool windows = difference && windowSums <= kWindowSharedLimit;
        const int listWidth = windows ? shape.directionsPerLaunch + 1 : 1;  // entries per tile pair at most
        // Omnidirectional doubling applies to a counted pair unless a value equals tmax (gamv: < tmax).
        const bool omniAllowed =
            windows && std::none_of(p.values, p.values + n, [&](float v) { return v == p.trimMax; });
        std::size_t listCapacity = 0;
        const auto chunks = tileChunks(tileCount, listWidth, listCapacity);
        reserveLists(p, listCapacity, windows ? std::size_t(shape.directionsPerLaunch) : 0);

        const Launch histogram = histogramFor(shape, difference, p.valueCount == 1);
        WindowLaunch windowFew, windowMany;
        if (windows) {
            windowFew = windowLaunch<kWindowRowsFew, false>(p.variograms[0].type, windowShared, smCount_);
            windowMany = windowLaunch<kWindowSlots, true>(p.variograms[0].type, windowShared, smCount_);
        }
        const WindowLags windowLags{w.lowerHs.data(), w.upperHs.data(), p.rowCount, p.maxHs, p.separation, p.tolerance,
                                    omniAllowed ? 1 : 0};

        std::deque<CudaEvent> stages;  // per chunk: before the cull, after it, after the histogram and window kernels
        const std::size_t totalWork = chunks.size() * std::size_t((p.directionCount + shape.directionsPerLaunch - 1) /
                                                                  shape.directionsPerLaunch);
        std::size_t workDone = 0;
        for (int first = 0; first < p.directionCount; first += shape.directionsPerLaunch) {
            const int count = std::min(shape.directionsPerLaunch, p.directionCount - first);
            STRATA_CUDA_CHECK(cudaMemcpyToSymbol(cDirections, p.directions + first, sizeof(DirectionConstants) * std::size_t(count)));
            unsigned windowDirections = 0u;
            for (int d = 0; d < count && windows; ++d)
                if (p.directions[first + d].signFromAzimuth) windowDirections |= 1u << d;
            LaunchParams params = launchParams(p, first, count);
            for (const auto& [a0, a1] : chunks) {
                if (cancel) cancel->check();
                STRATA_CUDA_CHECK(cudaMemsetAsync(w.counters.data(), 0, 6 * sizeof(std::uint32_t)));
                const dim3 grid((tileCount - a0 + 255) / 256, a1 - a0);
                stages.emplace_back().record();
                cullKernel<<<grid, 256>>>(w.boxes.data(), tileCount, a0, p, windowLags, count, windowDirections, n,
                                          w.list.data(), w.windowsFew.data(), w.windowsMany.data(), w.counters.data(),
                                          w.pairsListed.data());
                STRATA_CUDA_CHECK_LAUNCH();
                stages.emplace_back().record();
                // The kernels read their list lengths on the device: no round trip to the host.
                params.listCount = w.counters.data();
                params.workCounter = w.counters.data() + 1;
                histogram(params);
                stages.emplace_back().record();
                if (windowDirections) {
                    windowFew(params, w.windowsFew.data(), w.counters.data() + 2, w.counters.data() + 3);
                    windowMany(params, w.windowsMany.data(), w.counters.data() + 4, w.counters.data() + 5);
                }
                stages.emplace_back().record();
                ++workDone;
                if (progress) progress->report(double(workDone) / double(totalWork), "variogram pairs (GPU)");
            }
        }
        computed.record();
        unsigned long long listedPairs[2] = {0, 0};
        addSums(p, sums, listedPairs);
        downloaded.record();

        timings.uploadMs += uploaded.msSince(start);
        timings.kernelMs += computed.msSince(uploaded);
        timings.downloadMs += downloaded.msSince(computed);
        timings.pairsTested += listedPairs[0];
        timings.pairsInWindows += listedPairs[1];
        timings.sortMs += sorted.msSince(uploaded);
        for (std::size_t k = 0; k + 3 < stages.size(); k += 4) {
            timings.cullMs += stages[k + 1].msSince(stages[k]);
            timings.histogramMs += stages[k + 2].msSince(stages[k + 1]);
            timings.windowMs += stages[k + 3].msSince(stages[k + 2]);
        }
    }

private:
    void queryDevice() {
        if (smCount_ != 0) return;
        int device = 0;
        STRATA_CUDA_CHECK(cudaGetDevice(&device));
        STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&smCount_, cudaDevAttrMultiProcessorCount, device));
        cudaDeviceProp prop{};
        STRATA_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
        deviceName_ = prop.name;
    }

    void upload(const PairProblem& p) {
        Workspace& w = workspace_;
        const std::size_t n = p.pointCount;
        w.x.upload(p.x, n);
        w.y.upload(p.y, n);
        w.z.upload(p.z, n);
        w.values.upload(p.values, p.valueCount * n);
        w.lowerHs.upload(p.lowerHs, std::size_t(p.rowCount));
        w.upperHs.upload(p.upperHs, std::size_t(p.rowCount));
    }

    // The points in the order of a space-filling curve over their bounding box (sorted copies of
    // positions and values) and the boxes of tiles of kTile consecutive points; returns the
    // number of tiles.
    std::uint32_t sortAlongCurve(const PairProblem& p) {
        Workspace& w = workspace_;
        const std::uint32_t n = std::uint32_t(p.pointCount);
        const float* lo = p.lo;
        const float* hi = p.hi;
        const float extent = std::max({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2], 1e-30f});
        reserve(w.codes, n);
        reserve(w.codesSorted, n);
        reserve(w.index, n);
        reserve(w.order, n);
        // Flat data: a Hilbert curve in the plane (32-bit keys); otherwise a 3-D Z-curve (30-bit keys).
        const bool planar = lo[2] == hi[2];
        if (planar)
            hilbertKernel<<<(n + 255) / 256, 256>>>(w.x.data(), w.y.data(), n, make_float2(lo[0], lo[1]),
                                                     65535.0f / extent, w.codes.data(), w.index.data());
        else
            mortonKernel<<<(n + 255) / 256, 256>>>(w.x.data(), w.y.data(), w.z.data(), n,
                                                    make_float3(lo[0], lo[1], lo[2]), 1023.0f / extent, w.codes.data(),
                                                    w.index.data());
        STRATA_CUDA_CHECK_LAUNCH();
        const int keyBits = planar ? 32 : 30;
        std::size_t tempBytes = 0;
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(nullptr, tempBytes, w.codes.data(), w.codesSorted.data(),
                                                          w.index.data(), w.order.data(), int(n), 0, keyBits));
        reserve(w.sortTemp, std::max<std::size_t>(tempBytes, 1));
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(w.sortTemp.data(), tempBytes, w.codes.data(),
                                                          w.codesSorted.data(), w.index.data(), w.order.data(), int(n),
                                                          0, keyBits));
        reserve(w.pos, n);
        reserve(w.sortedValues, std::max<std::size_t>(p.valueCount * n, 1));
        gatherKernel<<<(n + 255) / 256, 256>>>(w.x.data(), w.y.data(), w.z.data(), w.values.data(), int(p.valueCount),
                                                n, w.order.data(), w.pos.data(), w.sortedValues.data());
        STRATA_CUDA_CHECK_LAUNCH();
        const std::uint32_t tileCount = (n + kTile - 1) / kTile;
        reserve(w.boxes, tileCount);
        tileBoxKernel<<<tileCount, kTile>>>(w.pos.data(), n, w.boxes.data());
        STRATA_CUDA_CHECK_LAUNCH();
        return tileCount;
    }

    // Rows of head tiles [a, b) whose tail-tile pairs (listWidth entries each at most) fit
    // kMaxListEntries; `listCapacity` receives the most pairs of a chunk.
    static std::vector<std::pair<std::uint32_t, std::uint32_t>> tileChunks(std::uint32_t tileCount, int listWidth,
                                                                          std::size_t& listCapacity) {
        const std::size_t maxTilePairs = std::max<std::size_t>(kMaxListEntries / std::size_t(listWidth), tileCount);
        std::vector<std::pair<std::uint32_t, std::uint32_t>> chunks;
        listCapacity = 0;
        for (std::uint32_t a = 0; a < tileCount;) {
            std::uint32_t b = a;
            std::size_t pairs = 0;
            while (b < tileCount && (b == a || pairs + (tileCount - b) <= maxTilePairs)) pairs += tileCount - b++;
            chunks.emplace_back(a, b);
            listCapacity = std::max(listCapacity, pairs);
            a = b;
        }
        return chunks;
    }

    // The tile-pair lists, window entries (windowDirections per pair; 0: none), counters and the
    // zeroed sums; the variograms in constant memory.
    void reserveLists(const PairProblem& p, std::size_t listCapacity, std::size_t windowDirections) {
        Workspace& w = workspace_;
        reserve(w.list, listCapacity);
        if (windowDirections) {
            reserve(w.windowsFew, listCapacity * windowDirections);
            reserve(w.windowsMany, listCapacity * windowDirections);
        }
        reserve(w.counters, 6);  // list lengths and work counters: histogram, few-row windows, many-row windows
        reserve(w.pairsListed, 2);  // pairs listed, pairs in window entries
        STRATA_CUDA_CHECK(cudaMemsetAsync(w.pairsListed.data(), 0, 2 * sizeof(unsigned long long)));
        const std::size_t recordValues = p.recordCount() * kQuantityCount;
        reserve(w.sums, recordValues);
        STRATA_CUDA_CHECK(cudaMemsetAsync(w.sums.data(), 0, recordValues * sizeof(double)));
        STRATA_CUDA_CHECK(cudaMemcpyToSymbol(cVariograms, p.variograms, sizeof(VariogramConstants) * std::size_t(p.variogramCount)));
    }

    Launch histogramFor(const KernelShape& shape, bool difference, bool single) const {
        const std::size_t bytes = shape.sharedBytes;
        if (difference) return histogramLaunch<5, PairMode::kDifference>(shape.threads, bytes, smCount_);
        if (shape.quantities == 7 && single) return histogramLaunch<7, PairMode::kSingleValue>(shape.threads, bytes, smCount_);
        if (shape.quantities == 7) return histogramLaunch<7, PairMode::kGeneric>(shape.threads, bytes, smCount_);
        if (single) return histogramLaunch<5, PairMode::kSingleValue>(shape.threads, bytes, smCount_);
        return histogramLaunch<5, PairMode::kGeneric>(shape.threads, bytes, smCount_);
    }

    // The kernels' parameters for directions [first, first + count).
    LaunchParams launchParams(const PairProblem& p, int first, int count) {
        Workspace& w = workspace_;
        LaunchParams params{};
        params.pos = w.pos.data();
        params.orig = w.order.data();
        params.values = w.sortedValues.data();
        params.n = std::uint32_t(p.pointCount);
        params.valueCount = int(p.valueCount);
        params.list = w.list.data();
        params.boxes = w.boxes.data();
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
        return params;
    }

    // Adds the device's sums to `sums`; `listedPairs` receives the pair counters.
    void addSums(const PairProblem& p, double* sums, unsigned long long* listedPairs) {
        const std::size_t recordValues = p.recordCount() * kQuantityCount;
        std::vector<double> hostSums(recordValues);
        workspace_.sums.download(hostSums.data(), recordValues);
        workspace_.pairsListed.download(listedPairs, 2);
        for (std::size_t k = 0; k < recordValues; ++k) sums[k] += hostSums[k];
    }

    std::mutex mutex_;
    Workspace workspace_;
    int smCount_ = 0;
    std::string deviceName_;
};

}  // namespace

}  // namespace strata::variogram

STRATA_CUDA_ENGINE("variogram", strata::variogram::CudaEngine, strata::variogram::VariogramCuda);
