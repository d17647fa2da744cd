#pragma once
// Pair classification of gamv, shared by the CPU backend and the CUDA kernels so that both take
// exactly the same decisions. Every operation that decides whether a pair counts is an IEEE
// single-precision operation rounded to nearest (as gamv, compiled from Fortran REAL, does it):
// never contracted into a fused multiply-add, on the host or on the device.
//
// Two classifiers: classifyExact() is gamv's arithmetic step by step; classifyFast() decides
// most pairs without square roots or divisions by comparing squares with a relative margin of
// 1e-5 (far above the 2e-7 that the rounding of gamv's quotients can move them), and answers
// kUncertain when a pair lies too close to a boundary, which then goes to classifyExact().
#include <cmath>

#include "strata/variogram/PairProblem.h"

#if defined(__CUDACC__)
#define STRATA_HD __host__ __device__ __forceinline__
#else
#define STRATA_HD inline
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif
#endif

namespace strata::variogram::detail {

constexpr float kEpsilon = 1.0e-20f;   // gamv's EPSLON
constexpr float kFastMargin = 1.0e-5f;  // relative margin of classifyFast

STRATA_HD float mulRn(float a, float b) {
#if defined(__CUDA_ARCH__)
    return __fmul_rn(a, b);
#else
    return a * b;
#endif
}
STRATA_HD float addRn(float a, float b) {
#if defined(__CUDA_ARCH__)
    return __fadd_rn(a, b);
#else
    return a + b;
#endif
}
STRATA_HD float subRn(float a, float b) {
#if defined(__CUDA_ARCH__)
    return __fsub_rn(a, b);
#else
    return a - b;
#endif
}
STRATA_HD float divRn(float a, float b) {
#if defined(__CUDA_ARCH__)
    return __fdiv_rn(a, b);
#else
    return a / b;
#endif
}
STRATA_HD float sqrtRn(float a) {
#if defined(__CUDA_ARCH__)
    return __fsqrt_rn(a);
#else
    return std::sqrt(a);
#endif
}
// Square root for sums of distances only (never for decisions): fast on the device.
STRATA_HD float sqrtForSum(float a) {
#if defined(__CUDA_ARCH__)
    return a > 0.0f ? a * rsqrtf(a) : 0.0f;
#else
    return std::sqrt(a);
#endif
}

// The squared components and squared distance of a pair, as gamv sums them.
struct PairDelta {
    float dx, dy, dz;
    float dxys;  // dx*dx + dy*dy
    float hs;    // dxys + dz*dz
};

STRATA_HD PairDelta pairDelta(float dx, float dy, float dz) {
    PairDelta d;
    d.dx = dx;
    d.dy = dy;
    d.dz = dz;
    d.dxys = addRn(mulRn(dx, dx), mulRn(dy, dy));
    d.hs = addRn(d.dxys, mulRn(dz, dz));
    return d;
}

enum PairClass : int { kReject = 0, kTailFirst = 1, kHeadFirst = 2, kUncertain = 3 };

// gamv's direction tests for the pair (i, j), i < j in file order, dx = x(j) - x(i).
// kTailFirst: the tail value comes from i and the head from j (gamv: dcazm >= 0 and dcdec >= 0).
STRATA_HD int classifyExact(const PairDelta& p, bool zeroLag, const DirectionConstants& d) {
    float dxy = sqrtRn(p.dxys > 0.0f ? p.dxys : 0.0f);
    const float dcazm = dxy < kEpsilon ? 1.0f : divRn(addRn(mulRn(p.dx, d.uvxazm), mulRn(p.dy, d.uvyazm)), dxy);
    if (fabsf(dcazm) < d.csatol) return kReject;
    const float bandH = subRn(mulRn(d.uvxazm, p.dy), mulRn(d.uvyazm, p.dx));
    if (fabsf(bandH) > d.bandwh) return kReject;
    if (dcazm < 0.0f) dxy = -dxy;
    float dcdec = 0.0f;
    if (!zeroLag) {
        const float h = sqrtRn(p.hs);
        dcdec = divRn(addRn(mulRn(dxy, d.uvhdec), mulRn(p.dz, d.uvzdec)), h);
        if (fabsf(dcdec) < d.csdtol) return kReject;
    }
    const float bandV = subRn(mulRn(d.uvhdec, p.dz), mulRn(d.uvzdec, dxy));
    if (fabsf(bandV) > d.bandwd) return kReject;
    return (dcazm >= 0.0f && dcdec >= 0.0f) ? kTailFirst : kHeadFirst;
}

// Decides most pairs without square roots or divisions; kUncertain sends a pair to classifyExact.
// Requires |dx|, |dy|, |dz| < 1e8 (checked when the problem is prepared).
STRATA_HD int classifyFast(const PairDelta& p, bool zeroLag, const DirectionConstants& d) {
    if (zeroLag || p.dxys < 1.0e-20f) return kUncertain;
    // gamv's numerator of dcazm, exactly; dcazm has its sign (no underflow for |dot| >= 1e-15).
    const float dot = addRn(mulRn(p.dx, d.uvxazm), mulRn(p.dy, d.uvyazm));
    if (fabsf(dot) < 1.0e-15f) return kUncertain;
    if (!d.azimuthTrivial) {
        const float lhs = dot * dot, rhs = d.csatol * d.csatol * p.dxys;
        if (lhs < rhs * (1.0f - kFastMargin)) return kReject;
        if (!(lhs > rhs * (1.0f + kFastMargin))) return kUncertain;
    }
    if (!d.horizontalBandTrivial) {
        const float bandH = subRn(mulRn(d.uvxazm, p.dy), mulRn(d.uvyazm, p.dx));
        if (fabsf(bandH) > d.bandwh) return kReject;
    }
    // Flat data (dz = 0 for every pair) with no dip test: dcdec has the sign of dcazm.
    if (d.signFromAzimuth) return dot > 0.0f ? kTailFirst : kHeadFirst;
    // gamv's signed horizontal length (its sign follows dcazm) and the numerator of dcdec; err
    // bounds the difference between this numerator and gamv's (roundings and the fast root).
    const float dxyAbs = sqrtForSum(p.dxys);
    const float dxy = dot < 0.0f ? -dxyAbs : dxyAbs;
    const float termH = dxy * d.uvhdec, termZ = p.dz * d.uvzdec;
    const float num = termH + termZ;
    const float err = 2.0e-6f * (fabsf(termH) + fabsf(termZ));
    if (!(fabsf(num) > err) || fabsf(num) < 1.0e-20f) return kUncertain;  // sign of dcdec unclear
    if (!d.dipTrivial) {
        const float limit = d.csdtol * sqrtForSum(p.hs);
        if (fabsf(num) + err < limit * (1.0f - 4.0e-6f)) return kReject;
        if (!(fabsf(num) - err > limit * (1.0f + 4.0e-6f))) return kUncertain;
    }
    if (!d.verticalBandTrivial) {
        const float bTermZ = d.uvhdec * p.dz, bTermH = d.uvzdec * dxy;
        const float band = fabsf(bTermZ - bTermH);
        const float slack = kFastMargin * (fabsf(bTermZ) + fabsf(bTermH));
        if (band > d.bandwd + slack) return kReject;
        if (!(band < d.bandwd - slack)) return kUncertain;
    }
    return (dot > 0.0f && num > 0.0f) ? kTailFirst : kHeadFirst;
}

// classifyFast for directions with signFromAzimuth (flat data, no dip test), written without
// branches (a processor cannot predict the cone test of pairs inside a culled neighbourhood).
// It may answer kReject where classifyFast answers kUncertain: gamv rejects those pairs too.
STRATA_HD int classifyFlat(const PairDelta& p, bool zeroLag, const DirectionConstants& d) {
    const float dot = addRn(mulRn(p.dx, d.uvxazm), mulRn(p.dy, d.uvyazm));
    const float lhs = dot * dot, rhs = d.csatol * d.csatol * p.dxys;
    const float bandH = subRn(mulRn(d.uvxazm, p.dy), mulRn(d.uvyazm, p.dx));
    const bool tiny = zeroLag | (p.dxys < 1.0e-20f) | (fabsf(dot) < 1.0e-15f);
    const bool azimuthOut = (d.azimuthTrivial == 0) & (lhs < rhs * (1.0f - kFastMargin));
    const bool azimuthIn = (d.azimuthTrivial != 0) | (lhs > rhs * (1.0f + kFastMargin));
    const bool bandOut = (d.horizontalBandTrivial == 0) & (fabsf(bandH) > d.bandwh);
    const bool reject = (!tiny) & (azimuthOut | bandOut);
    const bool uncertain = (!reject) & (tiny | !azimuthIn);
    const int accepted = dot > 0.0f ? kTailFirst : kHeadFirst;
    return reject ? kReject : (uncertain ? kUncertain : accepted);
}

STRATA_HD int classifyPair(const PairDelta& p, bool zeroLag, const DirectionConstants& d) {
    const int fast = classifyFast(p, zeroLag, d);
    return fast == kUncertain ? classifyExact(p, zeroLag, d) : fast;
}

// gamv's lag classes as thresholds on the squared distance (see PairProblem.h).
struct LagTable {
    const float* lowerHs;
    const float* upperHs;
    int rowCount;
    float zeroHs, separation, tolerance, inverseSeparation;
    bool disjoint;  // tolerance <= separation / 2: a pair belongs to at most one class
};

enum LagStatus : int { kRowNone = 0, kRowFound = 1, kRowUncertain = 2 };

// The class of a pair when the classes are disjoint and the pair lies away from their ends: plain
// arithmetic on hApprox (~ sqrt(hs) within 1e-6 relative). kRowUncertain within the error of
// hApprox and of this arithmetic (with room to spare) of an end, for zero lags and beyond the
// last class: the thresholds decide those (lagRows).
STRATA_HD int lagRowFast(float hs, float hApprox, const LagTable& t, int& row) {
    if (hs <= t.zeroHs) return kRowUncertain;
    const float units = fminf(hApprox * t.inverseSeparation, float(t.rowCount));
    const int nearest = int(units + 0.5f);  // units >= 0: truncation rounds down
    const float offset = fabsf(units - float(nearest)), reach = t.tolerance * t.inverseSeparation;
    const float slack = 1.0e-4f + units * 4.0e-6f;
    row = nearest + 1;
    if (row >= t.rowCount) return kRowUncertain;
    if (offset < reach - slack) return kRowFound;
    if (offset > reach + slack) return kRowNone;
    return kRowUncertain;
}

// Lag rows [begin, end) of a pair with squared distance hs (hApprox ~ sqrt(hs) within 1e-6
// relative). Returns false when the pair falls in no row (beyond the last, or between classes).
STRATA_HD bool lagRows(float hs, float hApprox, const LagTable& t, int& begin, int& end) {
    if (hs <= t.zeroHs) {
        begin = 0;
        end = 1;
        return true;
    }
    if (t.disjoint) {
        int row = 0;
        const int status = lagRowFast(hs, hApprox, t, row);
        if (status == kRowFound) {
            begin = row;
            end = row + 1;
            return true;
        }
        if (status == kRowNone) return false;
    }
    const float guess = (hApprox - t.tolerance) * t.inverseSeparation + 1.0f;
    int k = guess < 1.0f ? 1 : (guess > float(t.rowCount) ? t.rowCount : int(guess));
    while (k > 1 && hs <= t.upperHs[k - 1]) --k;
    while (k < t.rowCount && hs > t.upperHs[k]) ++k;
    if (k >= t.rowCount || hs < t.lowerHs[k]) return false;
    int last = k;
    while (last + 1 < t.rowCount && hs >= t.lowerHs[last + 1]) ++last;
    begin = k;
    end = last + 1;
    return true;
}

STRATA_HD LagTable lagTable(const PairProblem& p, const float* lowerHs, const float* upperHs) {
    return {lowerHs, upperHs, p.rowCount, p.zeroHs, p.separation, p.tolerance, 1.0f / p.separation,
            p.tolerance <= 0.5f * p.separation};
}

// Types whose measure depends on the difference t - h only: 1, 5, 9, 10 (squared), 8 (absolute),
// 11 (square root of the absolute); omnidirectional doubling then repeats the same measure.
STRATA_HD bool isDifferenceType(int type) {
    return type == 1 || type == 5 || type == 8 || type == 9 || type == 10 || type == 11;
}
STRATA_HD float differenceMeasure(int type, float dv) {
    return type == 8 ? fabsf(dv) : (type == 11 ? sqrtRn(fabsf(dv)) : mulRn(dv, dv));
}

// The contributions of one accepted pair to one variogram, as gamv adds them (products and
// differences in single precision); sink(measure, tail, head, tailSquare, headSquare) is called
// once per counted pair (twice for omnidirectional doubling).
template <class Sink>
STRATA_HD void addPair(int type, bool omni, float vrh, float vrt, float vrtpr, float vrhpr, float tmin, float tmax,
                       Sink& sink) {
    if (vrt < tmin || vrh < tmin || vrt > tmax || vrh > tmax) return;
    const bool pairedValid = vrtpr >= tmin && vrhpr >= tmin && vrtpr < tmax && vrhpr < tmax;
    switch (type) {
        case 2:
            if (vrtpr < tmin || vrhpr < tmin || vrtpr > tmax || vrhpr > tmax) return;
            sink(mulRn(subRn(vrhpr, vrh), subRn(vrt, vrtpr)), 0.5f * addRn(vrh, vrhpr), 0.5f * addRn(vrt, vrtpr),
                 0.0f, 0.0f);
            return;
        case 3:
        case -3:
            sink(mulRn(vrh, vrt), vrh, vrt, 0.0f, 0.0f);
            if (omni && pairedValid) sink(mulRn(vrhpr, vrtpr), vrhpr, vrtpr, 0.0f, 0.0f);
            return;
        case 4:
        case -4:
            sink(mulRn(vrh, vrt), vrh, vrt, mulRn(vrh, vrh), mulRn(vrt, vrt));
            if (omni && pairedValid)
                sink(mulRn(vrhpr, vrtpr), vrhpr, vrtpr, mulRn(vrhpr, vrhpr), mulRn(vrtpr, vrtpr));
            return;
        case 6: {
            // gamv squares the relative difference of (vrt, vrh) for the paired values too.
            const float g = divRn(2.0f * subRn(vrt, vrh), addRn(vrt, vrh));
            if (fabsf(addRn(vrt, vrh)) > kEpsilon) sink(mulRn(g, g), vrh, vrt, 0.0f, 0.0f);
            if (omni && pairedValid && fabsf(addRn(vrtpr, vrhpr)) > kEpsilon) sink(mulRn(g, g), vrhpr, vrtpr, 0.0f, 0.0f);
            return;
        }
        case 7: {
            const bool positive = vrt > kEpsilon && vrh > kEpsilon;
            const float g = positive ? subRn(logf(vrt), logf(vrh)) : 0.0f;
            if (positive) sink(mulRn(g, g), vrh, vrt, 0.0f, 0.0f);
            if (omni && pairedValid && vrtpr > kEpsilon && vrhpr > kEpsilon) {
                const float gp = positive ? g : subRn(logf(vrt), logf(vrh));
                sink(mulRn(gp, gp), vrhpr, vrtpr, 0.0f, 0.0f);
            }
            return;
        }
        default: {  // 1, 5, 8, 9, 10, 11
            sink(differenceMeasure(type, subRn(vrh, vrt)), vrh, vrt, 0.0f, 0.0f);
            if (omni && pairedValid) sink(differenceMeasure(type, subRn(vrhpr, vrtpr)), vrhpr, vrtpr, 0.0f, 0.0f);
            return;
        }
    }
}

// --- Culling whole tiles of pairs --------------------------------------------------------------

struct TileBox {
    float lo[3], hi[3];
};

// Whether some vector of the box [x0, x1] x [y0, y1] (not containing the origin) makes an angle
// with the axis (ux, uy) or its opposite of at most `half` radians.
STRATA_HD bool boxMeetsDoubleCone(float x0, float x1, float y0, float y1, float ux, float uy, float half) {
    if (half >= 1.5707f) return true;
    if (x0 <= 0.0f && x1 >= 0.0f && y0 <= 0.0f && y1 >= 0.0f) return true;
    const float pi = 3.14159265358979f;
    const float centre = atan2f(0.5f * (y0 + y1), 0.5f * (x0 + x1));
    const float cx[4] = {x0, x1, x0, x1}, cy[4] = {y0, y0, y1, y1};
    float lo = 0.0f, hi = 0.0f;
    for (int c = 0; c < 4; ++c) {
        float a = atan2f(cy[c], cx[c]) - centre;
        if (a > pi) a -= 2.0f * pi;
        if (a < -pi) a += 2.0f * pi;
        lo = fminf(lo, a);
        hi = fmaxf(hi, a);
    }
    const float axis = atan2f(uy, ux);
    for (int s = 0; s < 2; ++s) {
        float a = axis + float(s) * pi - centre;
        while (a > pi) a -= 2.0f * pi;
        while (a < -pi) a += 2.0f * pi;
        if (a >= lo - half && a <= hi + half) return true;
    }
    return false;
}

// Whether the linear form ax*X + ay*Y over the box can have |value| <= limit.
STRATA_HD bool bandMayPass(float x0, float x1, float y0, float y1, float ax, float ay, float limit) {
    const float lo = fminf(ax * x0, ax * x1) + fminf(ay * y0, ay * y1);
    const float hi = fmaxf(ax * x0, ax * x1) + fmaxf(ay * y0, ay * y1);
    const float slack = 1.0e-4f * (fabsf(lo) + fabsf(hi)) + 1.0e-30f;
    return lo <= limit + slack && hi >= -limit - slack;
}

// Bounds on the squared distance of the pairs between tiles a and b (boxes padded as in
// tilePairMask): every pair has minDistance2 <= hs <= maxDistance2.
STRATA_HD void tilePairDistance2(const TileBox& a, const TileBox& b, float& minDistance2, float& maxDistance2) {
    minDistance2 = 0.0f;
    maxDistance2 = 0.0f;
    for (int k = 0; k < 3; ++k) {
        float lo = b.lo[k] - a.hi[k], hi = b.hi[k] - a.lo[k];
        const float pad = 1.0e-5f * fmaxf(fabsf(lo), fabsf(hi)) + 1.0e-30f;
        lo -= pad;
        hi += pad;
        const float gap = lo > 0.0f ? lo : (hi < 0.0f ? -hi : 0.0f);
        const float far = fmaxf(fabsf(lo), fabsf(hi));
        minDistance2 += gap * gap;
        maxDistance2 += far * far;
    }
}

// Directions (bit d) that may accept some pair between tiles a and b; 0 when none can.
// Conservative: boxes are padded and cones widened, so a pair gamv would count is never culled.
STRATA_HD unsigned tilePairMask(const TileBox& a, const TileBox& b, const PairProblem& problem,
                                const DirectionConstants* directions, int firstDirection, int directionCount) {
    float lo[3], hi[3], minDistance2 = 0.0f;
    for (int k = 0; k < 3; ++k) {
        lo[k] = b.lo[k] - a.hi[k];
        hi[k] = b.hi[k] - a.lo[k];
        const float pad = 1.0e-5f * fmaxf(fabsf(lo[k]), fabsf(hi[k])) + 1.0e-30f;
        lo[k] -= pad;
        hi[k] += pad;
        const float gap = lo[k] > 0.0f ? lo[k] : (hi[k] < 0.0f ? -hi[k] : 0.0f);
        minDistance2 += gap * gap;
    }
    const unsigned all = directionCount >= 32 ? 0xffffffffu : ((1u << directionCount) - 1u);
    if (minDistance2 > problem.maxHs * (1.0f + 1.0e-4f)) return 0u;
    if (minDistance2 <= 1.0e-12f * problem.maxHs) return all;  // touching tiles: zero lags possible
    // Horizontal length range and the (signed length, dz) box for the dip tests.
    float rmin2 = 0.0f, rmax2 = 0.0f;
    for (int k = 0; k < 2; ++k) {
        const float gap = lo[k] > 0.0f ? lo[k] : (hi[k] < 0.0f ? -hi[k] : 0.0f);
        const float far = fmaxf(fabsf(lo[k]), fabsf(hi[k]));
        rmin2 += gap * gap;
        rmax2 += far * far;
    }
    const float rmin = sqrtf(rmin2) * (1.0f - 1.0e-5f), rmax = sqrtf(rmax2) * (1.0f + 1.0e-5f);
    unsigned mask = 0u;
    for (int i = 0; i < directionCount; ++i) {
        const DirectionConstants& d = directions[firstDirection + i];
        if (!d.azimuthTrivial && !boxMeetsDoubleCone(lo[0], hi[0], lo[1], hi[1], d.uvxazm, d.uvyazm, d.cullHalfAzimuth))
            continue;
        if (!d.horizontalBandTrivial && !bandMayPass(lo[0], hi[0], lo[1], hi[1], -d.uvyazm, d.uvxazm, d.bandwh))
            continue;
        if (!d.dipTrivial || !d.verticalBandTrivial) {
            const float p0 = fminf(d.uvxazm * lo[0], d.uvxazm * hi[0]) + fminf(d.uvyazm * lo[1], d.uvyazm * hi[1]);
            const float p1 = fmaxf(d.uvxazm * lo[0], d.uvxazm * hi[0]) + fmaxf(d.uvyazm * lo[1], d.uvyazm * hi[1]);
            float a0 = -rmax, a1 = rmax;
            if (p0 > 0.0f) a0 = rmin;
            if (p1 < 0.0f) a1 = -rmin;
            if (!d.dipTrivial && !boxMeetsDoubleCone(a0, a1, lo[2], hi[2], d.uvhdec, d.uvzdec, d.cullHalfDip)) continue;
            if (!d.verticalBandTrivial && !bandMayPass(a0, a1, lo[2], hi[2], -d.uvzdec, d.uvhdec, d.bandwd)) continue;
        }
        mask |= 1u << i;
    }
    return mask;
}

}  // namespace strata::variogram::detail
