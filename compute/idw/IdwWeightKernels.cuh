#pragma once
// All-data weight kernels of the IDW/AIDW CUDA engine: sum w and w z over every datum for each
// target, w = 2^(c log2 d^2) with c = -power/2 carried in the target's fourth component.
//
// The published variants (Mei, Xu & Xu 2016, 2017) and a blocked kernel:
//   naive   one target per thread, data read straight from global memory;
//   tiled   data staged through shared memory, one tile per block iteration;
//   SoA     x, y, z, value in four arrays; AoS: one aligned float4 per datum;
//   blocked several targets per thread, so each datum loaded from shared memory serves T
//           targets; grid rows share dy^2 (+ dz^2); persistent blocks take (target group, data
//           slice) items from a counter. Two MUFU operations per weight (lg2, ex2) bound the
//           MUFU-only kernel, so some of the T targets move one of them to the FMA pipe:
//           LogPoly targets take log2 as a polynomial (coefficients pre-multiplied by c, seven
//           registers each), ExpPoly targets take 2^y as a polynomial (constant coefficients, no
//           registers) after a saturating FMA that also applies the exponent clamp.
//           Measured on an H100 (docs/idw.md); the default is the fastest.
// Float sums run over at most one tile (256 data) before they go into double.
//
// The MUFU-only weights do not clamp the exponent: a coincident datum gives an infinite sum, and
// the few targets so flagged are recomputed by exactWeights with the clamped weight of WeightMath.h.
#include <cuda_runtime.h>

#include <cstdint>

#include "idw/WeightMath.h"
#include "search/DeviceCellGrid.cuh"

namespace strata::idw::gpu {

constexpr int kTile = 256;  // threads per block and data per shared-memory tile

__device__ __forceinline__ float fastLog2(float x) {
    float y;
    asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}
__device__ __forceinline__ float fastExp2(float x) {
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}

// Both transcendentals on the MUFU: 2 MUFU + 1 FMUL.
__device__ __forceinline__ float weightMufu(float d2, float c) { return fastExp2(c * fastLog2(d2)); }

// log2 on the FMA pipe: exponent by a funnel shift (0x4B000000 | biased exponent = 2^23 + E),
// mantissa m in [1, 2) by a mask, then c log2(m) with coefficients pre-multiplied by c.
__device__ __forceinline__ float weightPoly(float d2, float c, const float* scaled) {
    const std::uint32_t b = __float_as_uint(d2);
    const float m = __uint_as_float((b & 0x007fffffu) | 0x3f800000u);
    const float e = __uint_as_float(__funnelshift_r(b, 0x258000u, 23)) - 8388735.0f;
    float acc = scaled[6];
#pragma unroll
    for (int i = 5; i >= 0; --i) acc = fmaf(acc, m, scaled[i]);
    return fastExp2(fmaf(c, e, acc));
}

// 2^f for f in [-0.5, 0.5], degree 4 (relative-error minimax by Lawson's iteration, constant term
// held at 1 so that the cap 2^100 comes out exact and a target on a datum returns the datum):
// 2.9e-6 relative error evaluated in float.
__host__ __device__ constexpr float exp2Degree4(int i) {
    constexpr float c[5] = {1.0f, 0.693124175f, 0.240240991f, 0.0559064262f, 0.00958285294f};
    return c[i];
}

// Exponent clamp [kMinExponent, kMaxExponent] as t = sat(y / span + offset) in [0, 1].
constexpr float kExponentSpan = kMaxExponent - kMinExponent;
constexpr float kExponentOffset = -kMinExponent / kExponentSpan;
// 1.5 * 2^23 - 120: adding it to 220 t rounds y = 220 t - 120 to an integer n held in the low
// mantissa bits (the ulp is 1 there).
constexpr float kRoundShifted = 12582912.0f + kMinExponent;

// log2 on the MUFU, 2^y on the FMA pipe, with the clamp of Idw.h folded into the first FMA
// (saturation): cScaled = c / span. The bits of the rounded sum, shifted by 23, are n << 23 (the
// constant's own bits shift out), so one shift-and-add (LEA) scales the polynomial by 2^n.
// A coincident datum (lg2 = -inf) saturates to the cap 2^100, as the clamped weight does.
__device__ __forceinline__ float weightPolyExp(float d2, float cScaled) {
    float t;  // fma.rn.sat: the clamp costs no instruction of its own
    asm("fma.rn.sat.f32 %0, %1, %2, %3;" : "=f"(t) : "f"(fastLog2(d2)), "f"(cScaled), "f"(kExponentOffset));
    const float shifted = fmaf(t, kExponentSpan, kRoundShifted);
    const float f = fmaf(t, kExponentSpan, kRoundShifted - shifted);
    float q = exp2Degree4(4);
#pragma unroll
    for (int i = 3; i >= 0; --i) q = fmaf(q, f, exp2Degree4(i));
    return __int_as_float(__float_as_int(q) + (__float_as_int(shifted) << 23));
}

// The clamped weight (Idw.h), as the CPU computes it.
__device__ __forceinline__ float canonicalWeight(float d2, float c) {
    const float y = c * fastLog2(d2);
    return fastExp2(fminf(fmaxf(y, kMinExponent), kMaxExponent));
}
__device__ __forceinline__ double canonicalWeight(double d2, double c) {
    const double l = d2 > 0.0 ? log2(d2) : -1.0e300;
    const double y = c * l;
    return exp2(y < double(kMinExponent) ? double(kMinExponent) : (y > double(kMaxExponent) ? double(kMaxExponent) : y));
}

template <class Real>
__device__ __forceinline__ Real fastWeight(Real d2, Real c) {
    if constexpr (sizeof(Real) == 4)
        return weightMufu(d2, c);
    else
        return canonicalWeight(d2, c);
}

template <class Real, class Packed, int Dim>
__device__ __forceinline__ Real distance2(const Packed& q, Real x, Real y, Real z) {
    const Real dx = q.x - x, dy = q.y - y;
    Real d2 = dx * dx + dy * dy;
    if constexpr (Dim == 3) {
        const Real dz = q.z - z;
        d2 += dz * dz;
    }
    return d2;
}

// One target per thread, data from global memory.
template <int Dim, bool AoS>
__global__ void naiveWeights(const float4* __restrict__ data, const float* __restrict__ xs, const float* __restrict__ ys,
                             const float* __restrict__ zs, const float* __restrict__ vs, int n,
                             const float4* __restrict__ targets, int m, double2* __restrict__ sums) {
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m) return;
    const float4 q = targets[t];
    double sumW = 0, sumWz = 0;
    for (int b = 0; b < n; b += kTile) {
        const int e = min(n, b + kTile);
        float sw = 0, swz = 0;
        for (int j = b; j < e; ++j) {
            float x, y, z, v;
            if constexpr (AoS) {
                const float4 p = data[j];
                x = p.x, y = p.y, z = p.z, v = p.w;
            } else {
                x = xs[j], y = ys[j], z = Dim == 3 ? zs[j] : 0.0f, v = vs[j];
            }
            const float w = weightMufu(distance2<float, float4, Dim>(q, x, y, z), q.w);
            sw += w;
            swz = fmaf(w, v, swz);
        }
        sumW += sw;
        sumWz += swz;
    }
    sums[t] = make_double2(sumW, sumWz);
}

// One target per thread, data through shared-memory tiles (blockDim.x == kTile).
template <class Real, int Dim, bool AoS>
__global__ void tiledWeights(const search::gpu::Packed4<Real>* __restrict__ data, const Real* __restrict__ xs,
                             const Real* __restrict__ ys, const Real* __restrict__ zs, const Real* __restrict__ vs,
                             int n, const search::gpu::Packed4<Real>* __restrict__ targets, int m,
                             double2* __restrict__ sums) {
    using Packed = search::gpu::Packed4<Real>;
    __shared__ Packed tile[AoS ? kTile : 1];
    __shared__ Real sx[AoS ? 1 : kTile], sy[AoS ? 1 : kTile], sz[AoS ? 1 : kTile], sv[AoS ? 1 : kTile];
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    const Packed q = t < m ? targets[t] : Packed{0, 0, 0, 0};
    double sumW = 0, sumWz = 0;
    for (int b = 0; b < n; b += kTile) {
        __syncthreads();
        const int j = b + threadIdx.x;
        if (j < n) {
            if constexpr (AoS) {
                tile[threadIdx.x] = data[j];
            } else {
                sx[threadIdx.x] = xs[j];
                sy[threadIdx.x] = ys[j];
                if constexpr (Dim == 3) sz[threadIdx.x] = zs[j];
                sv[threadIdx.x] = vs[j];
            }
        }
        __syncthreads();
        const int count = min(kTile, n - b);
        Real sw = 0, swz = 0;
        for (int i = 0; i < count; ++i) {
            Real x, y, z, v;
            if constexpr (AoS) {
                const Packed p = tile[i];
                x = p.x, y = p.y, z = p.z, v = p.w;
            } else {
                x = sx[i], y = sy[i], z = Dim == 3 ? sz[i] : Real(0), v = sv[i];
            }
            const Real w = fastWeight<Real>(distance2<Real, Packed, Dim>(q, x, y, z), q.w);
            sw += w;
            swz = fma(w, v, swz);
        }
        sumW += sw;
        sumWz += swz;
    }
    if (t < m) sums[t] = make_double2(sumW, sumWz);
}

struct BlockedArgs {
    const float4* data = nullptr;
    int n = 0;
    int sliceLength = 0, slices = 1;
    const float4* targets = nullptr;
    int m = 0;
    int rowLength = 0;  // row mode: targets per grid row (the chunk holds whole rows)
    int rows = 0;
    int groups = 0, items = 0;
    double2* partial = nullptr;  // [slice][target]
    int* counter = nullptr;
    // Optional: the first target of each thread's unit (T consecutive targets, fewer at a row's
    // end), for kernels that take a subset of the units (one power class; see classifyUnits).
    const int* units = nullptr;
    int unitCount = 0;
};

// Integer powers p = 1..5 with one MUFU operation: w = r^p, r = 1/d = rsqrt(d^2), by
// multiplications. r is capped at 2^ceil(100/p), so that a coincident datum (rsqrt(0) = inf)
// weighs 2^100 as the clamped weight does (one more min where p does not divide 100). Where
// AIDW's membership saturates the power is a level (an integer by default), and IDW's p is one.
__device__ __forceinline__ float fastRsqrt(float x) {
    float y;
    asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}
template <int Power>
__device__ __forceinline__ float weightInteger(float d2) {
    static_assert(Power >= 1 && Power <= 5);
    constexpr float cap = Power == 1 ? 0x1p100f : Power == 2 ? 0x1p50f : Power == 3 ? 0x1p34f : Power == 4 ? 0x1p25f : 0x1p20f;
    const float r = fminf(fastRsqrt(d2), cap);
    if constexpr (Power == 1) return r;
    const float r2 = r * r;
    if constexpr (Power == 2) return r2;
    if constexpr (Power == 3) return fminf(r2 * r, 0x1p100f);
    const float r4 = r2 * r2;
    if constexpr (Power == 4) return r4;
    return r4 * r;
}

// T targets per thread: the last LogPoly with the polynomial logarithm, the ExpPoly before them
// with the polynomial 2^y, the rest with both on the MUFU; Power > 0: every target has the
// integer power Power (weightInteger). Row: the T targets are consecutive nodes of one grid row
// (same y and z).
template <int Dim, int T, int LogPoly, int ExpPoly, bool Row, int Power = 0>
__global__ void __launch_bounds__(kTile, 2) blockedWeights(BlockedArgs a) {
    __shared__ float4 tile[kTile];
    __shared__ int sharedItem;
    for (;;) {
        if (threadIdx.x == 0) sharedItem = atomicAdd(a.counter, 1);
        __syncthreads();
        const int item = sharedItem;
        __syncthreads();
        if (item >= a.items) return;
        const int group = item / a.slices, slice = item % a.slices;
        const int slot = group * kTile + threadIdx.x;

        // The thread's unit: targets [first, limit), at most T of them.
        int first = 0, limit = 0;
        if (a.units) {
            if (slot < a.unitCount) {
                first = a.units[slot];
                limit = Row ? (first / a.rowLength + 1) * a.rowLength : a.m;
            }
        } else if constexpr (Row) {
            const int segments = (a.rowLength + T - 1) / T;
            const int row = slot / segments, segment = slot % segments;
            if (row < a.rows) {
                first = row * a.rowLength + segment * T;
                limit = (row + 1) * a.rowLength;
            }
        } else {
            first = slot * T;
            limit = a.m;
        }
        bool valid[T];
#pragma unroll
        for (int i = 0; i < T; ++i) valid[i] = first + i < limit;
        constexpr int kFirstExp = T - LogPoly - ExpPoly, kFirstLog = T - LogPoly;
        float tx[T], ty[T], tz[T], c[T], scaled[T][7];
#pragma unroll
        for (int i = 0; i < T; ++i) {
            const float4 q = valid[i] ? a.targets[first + i] : make_float4(0, 0, 0, 0);
            tx[i] = q.x;
            ty[i] = q.y;
            tz[i] = q.z;
            c[i] = i >= kFirstExp && i < kFirstLog ? q.w / kExponentSpan : q.w;
            if (i >= kFirstLog) {
#pragma unroll
                for (int k = 0; k < 7; ++k) scaled[i][k] = q.w * log2Coefficient(k);
            }
        }
        double sumW[T], sumWz[T];
#pragma unroll
        for (int i = 0; i < T; ++i) sumW[i] = sumWz[i] = 0.0;

        const int begin = slice * a.sliceLength, end = min(a.n, begin + a.sliceLength);
        for (int b = begin; b < end; b += kTile) {
            __syncthreads();
            if (b + int(threadIdx.x) < end) tile[threadIdx.x] = a.data[b + threadIdx.x];
            __syncthreads();
            const int count = min(kTile, end - b);
            float sw[T], swz[T];
#pragma unroll
            for (int i = 0; i < T; ++i) sw[i] = swz[i] = 0.0f;
#pragma unroll 2
            for (int j = 0; j < count; ++j) {
                const float4 p = tile[j];
                float across = 0.0f;  // Row: (dy^2 + dz^2), shared by the T targets
                if constexpr (Row) {
                    const float dy = ty[0] - p.y;
                    across = dy * dy;
                    if constexpr (Dim == 3) {
                        const float dz = tz[0] - p.z;
                        across = fmaf(dz, dz, across);
                    }
                }
#pragma unroll
                for (int i = 0; i < T; ++i) {
                    const float dx = tx[i] - p.x;
                    float d2;
                    if constexpr (Row) {
                        d2 = fmaf(dx, dx, across);
                    } else {
                        const float dy = ty[i] - p.y;
                        d2 = fmaf(dx, dx, dy * dy);
                        if constexpr (Dim == 3) {
                            const float dz = tz[i] - p.z;
                            d2 = fmaf(dz, dz, d2);
                        }
                    }
                    float w;
                    if constexpr (Power > 0)
                        w = weightInteger<Power>(d2);
                    else
                        w = i < kFirstExp   ? weightMufu(d2, c[i])
                            : i < kFirstLog ? weightPolyExp(d2, c[i])
                                            : weightPoly(d2, c[i], scaled[i]);
                    sw[i] += w;
                    swz[i] = fmaf(w, p.w, swz[i]);
                }
            }
#pragma unroll
            for (int i = 0; i < T; ++i) {
                sumW[i] += sw[i];
                sumWz[i] += swz[i];
            }
        }
#pragma unroll
        for (int i = 0; i < T; ++i)
            if (valid[i]) a.partial[std::size_t(slice) * a.m + first + i] = make_double2(sumW[i], sumWz[i]);
    }
}

// The power class of each unit of T targets (the units of blockedWeights without a list): p when
// every target of the unit has the integer power p in 1..5, else 0. Counts per class.
template <int T, bool Row>
__global__ void classifyUnits(const float4* __restrict__ targets, int m, int rowLength, int rows, int unitCount,
                              int* __restrict__ unitClass, int* __restrict__ unitFirst, int* __restrict__ classCount) {
    const int u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= unitCount) return;
    int first, limit;
    if constexpr (Row) {
        const int segments = (rowLength + T - 1) / T;
        const int row = u / segments, segment = u % segments;
        first = row * rowLength + segment * T;
        limit = (row + 1) * rowLength;
    } else {
        first = u * T;
        limit = m;
    }
    const float c = targets[first].w;
    bool same = true;
    for (int i = 1; i < T && first + i < limit; ++i) same = same && targets[first + i].w == c;
    const float power = -2.0f * c;
    const int p = int(power);
    const int cls = same && float(p) == power && p >= 1 && p <= 5 ? p : 0;
    unitClass[u] = cls;
    unitFirst[u] = first;
    atomicAdd(&classCount[cls], 1);
}

// Lists the units of each class contiguously from classStart (order within a class is free: every
// unit reads every datum).
__global__ void scatterUnits(const int* __restrict__ unitClass, const int* __restrict__ unitFirst, int unitCount,
                             const int* __restrict__ classStart, int* __restrict__ classCursor, int* __restrict__ units) {
    const int u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= unitCount) return;
    const int cls = unitClass[u];
    units[classStart[cls] + atomicAdd(&classCursor[cls], 1)] = unitFirst[u];
}

// estimate = sum w z / sum w over the slices; non-finite results are flagged for exactWeights.
__global__ void finishSums(const double2* __restrict__ partial, int slices, int m, double* __restrict__ estimate,
                           int* __restrict__ flagged, int* __restrict__ flaggedCount) {
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m) return;
    double sw = 0, swz = 0;
    for (int s = 0; s < slices; ++s) {
        const double2 v = partial[std::size_t(s) * m + t];
        sw += v.x;
        swz += v.y;
    }
    const double e = swz / sw;
    if (isfinite(e)) {
        estimate[t] = e;
    } else {
        flagged[atomicAdd(flaggedCount, 1)] = t;
    }
}

// One block per flagged target: the clamped weight over every datum, block sums in double.
template <int Dim>
__global__ void exactWeights(const float4* __restrict__ data, int n, const float4* __restrict__ targets,
                             const int* __restrict__ flagged, double* __restrict__ estimate) {
    __shared__ double shared[2][kTile];
    const int t = flagged[blockIdx.x];
    const float4 q = targets[t];
    double sw = 0, swz = 0;
    for (int j = threadIdx.x; j < n; j += blockDim.x) {
        const float4 p = data[j];
        const float w = canonicalWeight(distance2<float, float4, Dim>(q, p.x, p.y, p.z), q.w);
        sw += w;
        swz += double(w) * p.w;
    }
    shared[0][threadIdx.x] = sw;
    shared[1][threadIdx.x] = swz;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (int(threadIdx.x) < s) {
            shared[0][threadIdx.x] += shared[0][threadIdx.x + s];
            shared[1][threadIdx.x] += shared[1][threadIdx.x + s];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) estimate[t] = shared[1][0] / shared[0][0];
}

}  // namespace strata::idw::gpu
