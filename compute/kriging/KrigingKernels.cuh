#pragma once
// The kriging kernels. One warp per target:
//   fusedKrigingKernel: search, selection (octant / drillhole limits), assembly of C, c0, F in
//     shared memory, Cholesky of C (linalg/WarpCholesky.cuh), the unknown-mean constraints by
//     their Schur complement, weights, every variable's estimate, variance and diagnostics;
//   searchKernel / assembleKernel / finishKernel: the same split around cuBLAS's batched LU,
//     which factorises kt3d's full bordered system [C F; F' 0].
// With y0 = L^-1 c0, Y = L^-1 F (C = L L'): S = Y'Y, mu = S^-1 (Y'y0 - f0),
// w = L^-T (y0 - Y mu), variance = BV - |y0|^2 + mu'S mu (= BV - w'c0 - mu'f0).
#include <cuda_runtime.h>

#include <cstdint>

#include "kriging/KrigingDevice.cuh"
#include "kriging/KrigingVariance.h"
#include "strata/kriging/NodeStatus.h"
#include "linalg/WarpCholesky.cuh"

namespace strata::kriging::device {

enum TypeCode : int { SimpleType = 0, OrdinaryType, UniversalType, LocalMeanType, ExternalDriftType };

template <class Real>
struct Params {
    Model<Real> model;
    Model<double> exactModel;   // the same model in double, for the float path's refinement
    const double* exactDisc;    // discretisation offsets in double
    double exactBlockVariance;
    CellGrid<Real> grid;
    Real searchMetric[9];
    Real radius2;
    int ndmin, ndmax, maxPerOctant, maxPerDrillhole, listCapacity;
    // data (input order, centroid-relative)
    int dataCount;
    const Real* x;
    const Real* y;
    const Real* z;
    int variables;
    const Real* const* values;
    const Real* secondary;
    const double* drillhole;
    // targets of this chunk
    std::size_t chunkStart, chunkCount, chunkCapacity;
    bool onGrid;
    double gridOrigin[3];  // centroid-relative
    double gridSpacing[3];
    long long gridNx, gridNy;
    const Real* tx;
    const Real* ty;
    const Real* tz;
    const Real* tsec;
    // system
    int type;
    int constraints;
    int terms[9];
    int termCount;
    Real blockDrift[9];
    Real driftShift[3];
    Real driftLength;
    Real secondaryScale;
    Real mean;
    Real blockVariance;
    bool trend;
    int discCount;
    const Real* disc;  // 3 per point, offsets from the block centre
    Real minPivot;
    // outputs (chunk-relative)
    Real* estimate;  // variable-major: estimate[v * chunkCapacity + t]
    Real* variance;
    NodeStatus* status;
    int* dataUsed;
    Real* lagrange;
    Real* efficiency;
    Real* slope;
    // cuBLAS path
    int* selected;      // ndmax per target
    int* selectedCount;
    Real* system;       // N * N per target, N = ndmax + constraints
    Real* rhs;          // N per target (solved in place)
    Real* rhs0;         // a copy of the right-hand side
    const int* info;    // getrf's info per target
    int* infoOut;
    int* pivots;
    Real** systemPointers;
    Real** rhsPointers;
};

// Target t of the chunk: a node of the grid (x fastest) or a point. Any parameters with these
// fields (the cokriging kernel's too).
template <class P, class Real>
__device__ inline void targetAt(const P& p, std::size_t t, Real& x, Real& y, Real& z) {
    if (p.onGrid) {
        const long long g = (long long)(p.chunkStart + t);
        const long long ix = g % p.gridNx, iy = (g / p.gridNx) % p.gridNy, iz = g / (p.gridNx * p.gridNy);
        x = Real(p.gridOrigin[0] + p.gridSpacing[0] * double(ix));
        y = Real(p.gridOrigin[1] + p.gridSpacing[1] * double(iy));
        z = Real(p.gridOrigin[2] + p.gridSpacing[2] * double(iz));
    } else {
        x = p.tx[t];
        y = p.ty[t];
        z = p.tz[t];
    }
}

template <class Real>
__device__ inline Real monomial(int term, Real u, Real v, Real w) {
    switch (term) {
        case 0: return u;
        case 1: return v;
        case 2: return w;
        case 3: return u * u;
        case 4: return v * v;
        case 5: return w * w;
        case 6: return u * v;
        case 7: return u * w;
        default: return v * w;
    }
}

// Unknown-mean functions at a datum at offset (dx, dy, dz) from the target (KrigingSetup).
template <class Real>
__device__ inline Real driftAtDatum(const Params<Real>& p, int k, Real dx, Real dy, Real dz, int datum) {
    const Real c = p.model.cmax;
    if (k == 0) return c;
    if (k <= p.termCount)
        return c * monomial(p.terms[k - 1], (dx + p.driftShift[0]) / p.driftLength, (dy + p.driftShift[1]) / p.driftLength,
                            (dz + p.driftShift[2]) / p.driftLength);
    return c * p.secondary[datum] / p.secondaryScale;
}

template <class Real>
__device__ inline Real driftAtTarget(const Params<Real>& p, int k, Real secondary) {
    const Real c = p.model.cmax;
    if (k == 0) return c;
    if (k <= p.termCount) return c * p.blockDrift[k - 1];
    return c * secondary / p.secondaryScale;
}

template <class Real>
__device__ inline Real dataToBlock(const Params<Real>& p, Real dx, Real dy, Real dz) {
    return blockCovariance(p.model, p.disc, p.discCount, dx, dy, dz);
}

// The same three quantities in double precision, for the residual of the refinement step.
template <class Real>
__device__ inline double exactDataToBlock(const Params<Real>& p, double dx, double dy, double dz) {
    return blockCovariance(p.exactModel, p.exactDisc, p.discCount, dx, dy, dz);
}

template <class Real>
__device__ inline double exactDriftAtDatum(const Params<Real>& p, int k, double dx, double dy, double dz, int datum) {
    const double c = p.exactModel.cmax, l = double(p.driftLength);
    if (k == 0) return c;
    if (k <= p.termCount)
        return c * monomial(p.terms[k - 1], (dx + double(p.driftShift[0])) / l, (dy + double(p.driftShift[1])) / l,
                            (dz + double(p.driftShift[2])) / l);
    return c * double(p.secondary[datum]) / double(p.secondaryScale);
}

template <class Real>
__device__ inline double exactDriftAtTarget(const Params<Real>& p, int k, double secondary) {
    const double c = p.exactModel.cmax;
    if (k == 0) return c;
    if (k <= p.termCount) return c * double(p.blockDrift[k - 1]);
    return c * secondary / double(p.secondaryScale);
}

// The small Schur complement S (constraints x constraints, leading dimension kMaxConstraints),
// factorised in place (lower triangle) and solved by one lane. False when S is not safely
// positive definite in this precision.
template <class Real>
__device__ bool factorSchur(Real* sm, int pc) {
    const int ls = kMaxConstraints;
    Real scale = 0;
    for (int a = 0; a < pc; ++a) scale = fmax(scale, sm[a + a * ls]);
    for (int k = 0; k < pc; ++k) {
        Real d = sm[k + k * ls];
        for (int j = 0; j < k; ++j) d -= sm[k + j * ls] * sm[k + j * ls];
        if (!(d > scale * Real(sizeof(Real) == 4 ? 1e-6 : 1e-10))) return false;
        d = sqrt(d);
        sm[k + k * ls] = d;
        for (int i = k + 1; i < pc; ++i) {
            Real v = sm[i + k * ls];
            for (int j = 0; j < k; ++j) v -= sm[i + j * ls] * sm[k + j * ls];
            sm[i + k * ls] = v / d;
        }
    }
    return true;
}

template <class Real>
__device__ void solveSchur(const Real* sm, int pc, const Real* rhs, Real* out) {
    const int ls = kMaxConstraints;
    for (int i = 0; i < pc; ++i) {
        Real v = rhs[i];
        for (int j = 0; j < i; ++j) v -= sm[i + j * ls] * out[j];
        out[i] = v / sm[i + i * ls];
    }
    for (int i = pc - 1; i >= 0; --i) {
        Real v = out[i];
        for (int j = i + 1; j < pc; ++j) v -= sm[j + i * ls] * out[j];
        out[i] = v / sm[i + i * ls];
    }
}

// The unknown-mean constraints by their Schur complement, once warpForward has turned the columns
// b = [c0 F] (leading dimension nmax) into Y = L^-1 [c0 F]: S = Y_F'Y_F into s, mu = S^-1 (Y_F'y0 -
// f0) into r (f0(k) the k-th constraint's right-hand side), then y0 -= Y_F mu. False (on every lane)
// when S is not safely positive definite; else quad = mu'S mu, which the variance BV - |y0|^2 takes
// back. The Cholesky of S runs on lane 0 (S is at most kMaxConstraints square).
template <class Real, class RightHandSide>
__device__ bool constraintsBySchur(Real* b, int nmax, int n, int pc, RightHandSide f0, Real* s, Real* r, Real& quad) {
    const int lane = threadIdx.x & 31;
    for (int a = 0; a < pc; ++a) {
        for (int c = a; c < pc; ++c) {
            Real v = 0;
            for (int i = lane; i < n; i += 32) v += b[i + (1 + a) * nmax] * b[i + (1 + c) * nmax];
            v = linalg::device::warpSum(v);
            if (lane == 0) s[a + c * kMaxConstraints] = s[c + a * kMaxConstraints] = v;
        }
        Real v = 0;
        for (int i = lane; i < n; i += 32) v += b[i + (1 + a) * nmax] * b[i];
        v = linalg::device::warpSum(v);
        if (lane == 0) r[a] = v - f0(a);
    }
    __syncwarp();
    int ok = 1;
    if (lane == 0) {
        Real mu[kMaxConstraints];
        ok = factorSchur(s, pc) ? 1 : 0;
        if (ok) {
            solveSchur(s, pc, r, mu);
            quad = 0;
            for (int i = 0; i < pc; ++i) {
                quad += r[i] * mu[i];
                r[i] = mu[i];
            }
        }
    }
    ok = __shfl_sync(kFullMask, ok, 0);
    quad = __shfl_sync(kFullMask, quad, 0);
    if (!ok) return false;
    __syncwarp();
    for (int i = lane; i < n; i += 32) {
        Real v = b[i];
        for (int k = 0; k < pc; ++k) v -= b[i + (1 + k) * nmax] * r[k];
        b[i] = v;
    }
    __syncwarp();
    return true;
}

__device__ inline int octantOf(double dx, double dy, double dz) {
    int q = 3;
    if (dx <= 0 && dy > 0) q = 0;
    if (dx > 0 && dy >= 0) q = 1;
    if (dx < 0 && dy <= 0) q = 2;
    return dz < 0 ? q + 4 : q;
}

// Search and selection for one target; the selected data (input indices, nearest first) go to
// `out`. Returns how many, or -1 when the candidate list was too short to apply the limits.
template <class Real, int S>
__device__ int searchAndSelect(const Params<Real>& p, Real tx, Real ty, Real tz, int* out, double* holeIds,
                               int* holeCounts) {
    const int lane = threadIdx.x & 31;
    const Real* m = p.searchMetric;
    const Real qx = m[0] * tx + m[1] * ty + m[2] * tz, qy = m[3] * tx + m[4] * ty + m[5] * tz,
               qz = m[6] * tx + m[7] * ty + m[8] * tz;
    CandidateList<Real, S> list;
    list.reset(p.listCapacity);
    warpNearest(p.grid, qx, qy, qz, p.radius2, list);
    const bool limits = p.maxPerOctant > 0 || p.maxPerDrillhole > 0;
    if (!limits) {
        const int n = min(list.count, p.ndmax);
#pragma unroll
        for (int s = 0; s < S; ++s)
            if (s * 32 + lane < n) out[s * 32 + lane] = list.id[s];
        __syncwarp();
        return n;
    }
    // kt3d's order: octant limit, then drillhole limit, then ndmax; one lane walks the list.
    int selected = 0;
    // Dump the list into `out` (capacity >= list capacity), then filter in place.
#pragma unroll
    for (int s = 0; s < S; ++s)
        if (s * 32 + lane < list.count) out[s * 32 + lane] = list.id[s];
    __syncwarp();
    if (lane == 0) {
        int perOctant[8] = {0, 0, 0, 0, 0, 0, 0, 0};
        int holes = 0;
        for (int q = 0; q < list.count && selected < p.ndmax; ++q) {
            const int i = out[q];
            int oct = 0;
            if (p.maxPerOctant > 0) {
                oct = octantOf(double(p.x[i] - tx), double(p.y[i] - ty), double(p.z[i] - tz));
                if (perOctant[oct] >= p.maxPerOctant) continue;
            }
            int h = -1;
            if (p.maxPerDrillhole > 0) {
                const double id = p.drillhole[i];
                for (int k = 0; k < holes; ++k)
                    if (holeIds[k] == id) h = k;
                if (h < 0) {
                    h = holes++;
                    holeIds[h] = id;
                    holeCounts[h] = 0;
                }
                if (holeCounts[h] >= p.maxPerDrillhole) continue;
            }
            if (p.maxPerOctant > 0) ++perOctant[oct];
            if (h >= 0) ++holeCounts[h];
            out[selected++] = i;  // selected <= q: in place
        }
        // Short of ndmax with a full list: data beyond the list might have qualified.
        if (selected < p.ndmax && list.count == list.capacity) selected = -1;
    }
    selected = __shfl_sync(kFullMask, selected, 0);
    __syncwarp();
    return selected;
}

// Shared memory of one warp in the fused kernel.
template <class Real>
struct WarpStorage {
    Real* a;     // nmax x ld
    Real* b;     // (1 + constraints) columns of nmax: c0, then F
    Real* cx;    // neighbour offsets from the target
    Real* cy;
    Real* cz;
    Real* s;     // constraints x constraints
    Real* r;     // constraints
    Real* e;     // nmax: residual and correction of the refinement step
    Real* q;     // constraints
    double* holeIds;
    int* holeCounts;
    int* idx;    // list capacity

    __host__ __device__ static std::size_t bytes(int nmax, int constraints, int listCapacity, int ndmax) {
        const int ld = nmax | 1;
        std::size_t reals = std::size_t(nmax) * ld + std::size_t(1 + constraints) * nmax + 4u * nmax +
                            std::size_t(kMaxConstraints) * kMaxConstraints + 2 * kMaxConstraints;
        std::size_t size = ((reals * sizeof(Real) + 7) / 8) * 8;
        size += std::size_t(ndmax) * (sizeof(double) + sizeof(int));
        size += std::size_t(max(listCapacity, nmax)) * sizeof(int);
        return ((size + 15) / 16) * 16;
    }
    __device__ WarpStorage(unsigned char* base, int nmax, int constraints, int ndmax) {
        const int ld = nmax | 1;
        a = reinterpret_cast<Real*>(base);
        b = a + std::size_t(nmax) * ld;
        cx = b + std::size_t(1 + constraints) * nmax;
        cy = cx + nmax;
        cz = cy + nmax;
        s = cz + nmax;
        r = s + kMaxConstraints * kMaxConstraints;
        q = r + kMaxConstraints;
        e = q + kMaxConstraints;
        std::size_t off = std::size_t(reinterpret_cast<unsigned char*>(e + nmax) - base);
        off = ((off + 7) / 8) * 8;
        holeIds = reinterpret_cast<double*>(base + off);
        holeCounts = reinterpret_cast<int*>(holeIds + ndmax);
        idx = holeCounts + ndmax;
    }
};

template <class Real>
__device__ void writeUnestimated(const Params<Real>& p, std::size_t t, NodeStatus status, int used) {
    const Real nan = Real(NAN);
    for (int v = 0; v < p.variables; ++v) p.estimate[std::size_t(v) * p.chunkCapacity + t] = nan;
    p.variance[t] = nan;
    p.status[t] = status;
    if (p.dataUsed) {
        p.dataUsed[t] = used;
        p.lagrange[t] = nan;
        p.efficiency[t] = nan;
        p.slope[t] = nan;
    }
}

template <class Real>
__device__ void writeEstimated(const Params<Real>& p, std::size_t t, const Real* w, const int* idx, int n,
                               Real variance, Real lagrange, Real tsec) {
    const int lane = threadIdx.x & 31;
    // Weights that amplify data errors (KrigingVariance.h) mark an ill-conditioned system: the CPU
    // recomputes it in double and counts it for the warning, as it does for its own targets.
    double magnitude = 0;
    for (int i = lane; i < n; i += 32) magnitude += fabs(double(w[i]));
    const bool amplifying = linalg::device::warpSum(magnitude) > kAmplifyingWeights;
    for (int v = 0; v < p.variables; ++v) {
        const Real* values = p.values[v];
        double sum = 0;  // the weighted sum in double: float weights, no float cancellation
        for (int i = lane; i < n; i += 32) {
            double z = values[idx[i]];
            if (p.type == SimpleType) z -= double(p.mean);
            if (p.type == LocalMeanType) z -= double(p.secondary[idx[i]]);
            sum += double(w[i]) * z;
        }
        sum = linalg::device::warpSum(sum);
        if (p.type == SimpleType) sum += double(p.mean);
        if (p.type == LocalMeanType) sum += double(tsec);
        if (lane == 0) p.estimate[std::size_t(v) * p.chunkCapacity + t] = Real(sum);
    }
    if (lane == 0) {
        const Real bv = p.blockVariance;
        // Below round-off (KrigingVariance.h) the CPU decides in double.
        const Real roundOff = Real(kVarianceRoundOff) * p.model.cmax;
        if (variance < Real(0) && variance >= -roundOff) variance = 0;
        p.variance[t] = variance;
        p.status[t] = variance < Real(0) || amplifying ? NodeStatus::NeedsCpu : NodeStatus::Estimated;
        if (p.dataUsed) {
            const Real mu = fabs(lagrange);
            p.dataUsed[t] = n;
            p.lagrange[t] = lagrange;
            p.efficiency[t] = bv > Real(0) ? (bv - variance) / bv : Real(NAN);
            const Real den = bv - variance + Real(2) * mu;
            p.slope[t] = den != Real(0) ? (bv - variance + mu) / den : Real(NAN);
        }
    }
}

// Whether a target with n neighbours can be estimated (kt3d: ndmin, and more data than
// unknown-mean terms).
template <class Real>
__device__ inline bool enoughData(const Params<Real>& p, int n) {
    return !(n < p.ndmin || (n >= 1 && n <= p.constraints) || (n == 0 && p.constraints > 0));
}

// One step of mixed-precision iterative refinement for the float path, with the float
// factorisation already in shared memory (L in a, Y_F = L^-1 F in the columns 1.. of b, S's factor
// in s): e holds the residual of the weights' equations c0 - C w - F mu, evaluated in double by the
// caller; the residual of the constraints q_k = f0(k) - sum_i drift(i, k) w_i is evaluated here in
// double; the correction is solved as the system was (forward, Schur, backward) and added to the
// weights b[0, n) and the multipliers r[0, pc). Without it float weights carry kappa(C) * 6e-8 of
// relative error, which cancellation in sum(w z) turns into 1e-4 on estimates near zero.
template <class Real, class Drift, class RightHandSide>
__device__ void refinementStep(const Real* a, int ld, Real* b, int nmax, int n, int pc, const Real* s, Real* r, Real* e,
                               Real* q, Drift drift, RightHandSide f0) {
    const int lane = threadIdx.x & 31;
    for (int k = 0; k < pc; ++k) {
        double fw = 0;
        for (int i = lane; i < n; i += 32) fw += drift(i, k) * double(b[i]);
        fw = linalg::device::warpSum(fw);
        if (lane == 0) q[k] = Real(f0(k) - fw);
    }
    __syncwarp();
    linalg::device::warpForward(a, n, ld, e, nmax, 1);
    if (pc > 0) {
        for (int k = 0; k < pc; ++k) {
            Real y = 0;
            for (int i = lane; i < n; i += 32) y += b[i + (1 + k) * nmax] * e[i];
            y = linalg::device::warpSum(y);
            if (lane == 0) q[k] = y - q[k];
        }
        __syncwarp();
        if (lane == 0) {
            Real dmu[kMaxConstraints];
            solveSchur(s, pc, q, dmu);
            for (int k = 0; k < pc; ++k) {
                q[k] = dmu[k];
                r[k] += dmu[k];
            }
        }
        __syncwarp();
        for (int i = lane; i < n; i += 32) {
            Real v = e[i];
            for (int k = 0; k < pc; ++k) v -= b[i + (1 + k) * nmax] * q[k];
            e[i] = v;
        }
        __syncwarp();
    }
    linalg::device::warpBackward(a, n, ld, e);
    for (int i = lane; i < n; i += 32) b[i] += e[i];
    __syncwarp();
}

// Kriging's refinement step, then the variance BV - w'c0 - mu'f0 in double.
template <class Real>
__device__ void refine(const Params<Real>& p, WarpStorage<Real>& ws, int n, int nmax, int ld, Real tsec, Real& variance,
                       Real& lagrange) {
    const int lane = threadIdx.x & 31;
    const int pc = p.constraints;
    auto residual = [&](int i) {
        const double xi = ws.cx[i], yi = ws.cy[i], zi = ws.cz[i];
        double r = p.trend ? 0.0 : exactDataToBlock(p, xi, yi, zi);
        for (int j = 0; j < n; ++j)
            r -= (i == j ? p.exactModel.cmax : covariance(p.exactModel, xi - double(ws.cx[j]), yi - double(ws.cy[j]), zi - double(ws.cz[j]))) *
                 double(ws.b[j]);
        return r;
    };
    // Row `lane` of C w with the pairs in frames (n <= 32: a lane per row; every lane takes part in
    // the shuffles).
    auto residualInFrames = [&] {
        const bool row = lane < n;
        const FramePoint<double> own =
            inFrames(p.exactModel, row ? double(ws.cx[lane]) : 0.0, row ? double(ws.cy[lane]) : 0.0, row ? double(ws.cz[lane]) : 0.0);
        double r = row && !p.trend ? exactDataToBlock(p, double(ws.cx[lane]), double(ws.cy[lane]), double(ws.cz[lane])) : 0.0;
        for (int j = 0; j < n; ++j) {
            const FramePoint<double> other = shuffleFrames(own, j);
            r -= (lane == j ? p.exactModel.cmax : frameCovariance(p.exactModel, own, other)) * double(ws.b[j]);
        }
        return r;
    };
    auto drift = [&](int i, int k) {
        return exactDriftAtDatum(p, k, double(ws.cx[i]), double(ws.cy[i]), double(ws.cz[i]), ws.idx[i]);
    };
    auto withDrift = [&](int i, double r) {
        for (int k = 0; k < pc; ++k) r -= drift(i, k) * double(ws.r[k]);
        return r;
    };
    auto f0 = [&](int k) { return exactDriftAtTarget(p, k, double(tsec)); };
    if (n <= 32 && framesApply(p.exactModel)) {
        const double r = residualInFrames();
        if (lane < n) ws.e[lane] = Real(withDrift(lane, r));
    } else {
        for (int i = lane; i < n; i += 32) ws.e[i] = Real(withDrift(i, residual(i)));
    }
    __syncwarp();
    refinementStep(ws.a, ld, ws.b, nmax, n, pc, ws.s, ws.r, ws.e, ws.q, drift, f0);
    double wc = 0;
    for (int i = lane; i < n; i += 32)
        if (!p.trend) wc += double(ws.b[i]) * exactDataToBlock(p, double(ws.cx[i]), double(ws.cy[i]), double(ws.cz[i]));
    wc = linalg::device::warpSum(wc);
    double v = p.exactBlockVariance - wc;
    for (int k = 0; k < pc; ++k) v -= double(ws.r[k]) * exactDriftAtTarget(p, k, double(tsec));
    variance = Real(v);
    if (pc > 0) lagrange = ws.r[0] * p.model.cmax;
    __syncwarp();
}

// Blocks of up to 8 warps: three per SM in double (80 registers), four in float (64). The kernel is
// latency-bound (most stalls wait on a dependent instruction, Nsight Compute), so occupancy pays
// more than the registers the compiler would take, and none spill. Two registers more in double (as
// the compiler chose once) cost a third of the occupancy and 29 % of the time at ndmax 16; in
// float at ndmax 32 (H200): two blocks (104 registers) 45.2 ms, three 41.0 ms, four 39.9 ms.
template <class Real, int S>
__global__ void __launch_bounds__(256, sizeof(Real) == 8 ? 3 : 4)
    fusedKrigingKernel(Params<Real> p, int nmax, std::size_t warpBytes) {
    extern __shared__ unsigned char shared[];
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const std::size_t t = std::size_t(blockIdx.x) * (blockDim.x >> 5) + std::size_t(warp);
    if (t >= p.chunkCount) return;
    WarpStorage<Real> ws(shared + warpBytes * std::size_t(warp), nmax, p.constraints, p.ndmax);
    const int pc = p.constraints;
    Real tx, ty, tz;
    targetAt(p, t, tx, ty, tz);
    const Real tsec = p.tsec ? p.tsec[t] : Real(0);
    if ((p.type == LocalMeanType || p.type == ExternalDriftType) && isnan(tsec)) {
        if (lane == 0) writeUnestimated(p, t, NodeStatus::NoSecondary, 0);
        return;
    }
    const int n = searchAndSelect<Real, S>(p, tx, ty, tz, ws.idx, ws.holeIds, ws.holeCounts);
    if (n < 0) {
        if (lane == 0) writeUnestimated(p, t, NodeStatus::NeedsCpu, 0);
        return;
    }
    if (!enoughData(p, n)) {
        if (lane == 0) writeUnestimated(p, t, NodeStatus::TooFewData, n);
        return;
    }
    if (n == 0) {  // simple kriging without data: the mean
        if (lane == 0) {
            for (int v = 0; v < p.variables; ++v) p.estimate[std::size_t(v) * p.chunkCapacity + t] = p.type == SimpleType ? p.mean : tsec;
            p.variance[t] = p.blockVariance;
            p.status[t] = NodeStatus::Estimated;
            if (p.dataUsed) {
                p.dataUsed[t] = 0;
                p.lagrange[t] = 0;
                p.efficiency[t] = 0;
                p.slope[t] = 1;
            }
        }
        return;
    }
    const int ld = nmax | 1;
    for (int i = lane; i < n; i += 32) {
        const int d = ws.idx[i];
        ws.cx[i] = p.x[d] - tx;
        ws.cy[i] = p.y[d] - ty;
        ws.cz[i] = p.z[d] - tz;
    }
    __syncwarp();
    // Lower triangle of C; right-hand sides c0 and F.
    if (n <= 32 && framesApply(p.model)) {
        const bool row = lane < n;
        const FramePoint<Real> own =
            inFrames(p.model, row ? ws.cx[lane] : Real(0), row ? ws.cy[lane] : Real(0), row ? ws.cz[lane] : Real(0));
        for (int j = 0; j < n; ++j) {
            const FramePoint<Real> other = shuffleFrames(own, j);
            if (row && lane >= j) ws.a[lane + j * ld] = lane == j ? p.model.cmax : frameCovariance(p.model, own, other);
        }
    } else {
        for (int j = 0; j < n; ++j)
            for (int i = j + lane; i < n; i += 32)
                ws.a[i + j * ld] =
                    i == j ? p.model.cmax : covariance(p.model, ws.cx[i] - ws.cx[j], ws.cy[i] - ws.cy[j], ws.cz[i] - ws.cz[j]);
    }
    for (int i = lane; i < n; i += 32) {
        ws.b[i] = p.trend ? Real(0) : dataToBlock(p, ws.cx[i], ws.cy[i], ws.cz[i]);
        for (int k = 0; k < pc; ++k) ws.b[i + (1 + k) * nmax] = driftAtDatum(p, k, ws.cx[i], ws.cy[i], ws.cz[i], ws.idx[i]);
    }
    __syncwarp();
    if (!linalg::device::warpCholesky(ws.a, n, ld, p.minPivot)) {
        if (lane == 0) writeUnestimated(p, t, NodeStatus::NeedsCpu, n);
        return;
    }
    linalg::device::warpForward(ws.a, n, ld, ws.b, nmax, 1 + pc);
    Real variance = p.blockVariance - linalg::device::warpSum([&] {
        Real s = 0;
        for (int i = lane; i < n; i += 32) s += ws.b[i] * ws.b[i];
        return s;
    }());
    Real lagrange = 0;
    if (pc > 0) {
        Real quad = 0;
        if (!constraintsBySchur(ws.b, nmax, n, pc, [&](int a) { return driftAtTarget(p, a, tsec); }, ws.s, ws.r, quad)) {
            if (lane == 0) writeUnestimated(p, t, NodeStatus::NeedsCpu, n);
            return;
        }
        variance += quad;
        lagrange = ws.r[0] * p.model.cmax;
    }
    linalg::device::warpBackward(ws.a, n, ld, ws.b);
    if constexpr (sizeof(Real) == 4) refine(p, ws, n, nmax, ld, tsec, variance, lagrange);
    writeEstimated(p, t, ws.b, ws.idx, n, variance, lagrange, tsec);
}

// ---- the cuBLAS path -------------------------------------------------------------------

template <class Real, int S>
__global__ void searchKernel(Params<Real> p, std::size_t warpBytes) {
    extern __shared__ unsigned char shared[];
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const std::size_t t = std::size_t(blockIdx.x) * (blockDim.x >> 5) + std::size_t(warp);
    if (t >= p.chunkCount) return;
    unsigned char* base = shared + warpBytes * std::size_t(warp);
    double* holeIds = reinterpret_cast<double*>(base);
    int* holeCounts = reinterpret_cast<int*>(holeIds + p.ndmax);
    int* idx = holeCounts + p.ndmax;
    Real tx, ty, tz;
    targetAt(p, t, tx, ty, tz);
    const Real tsec = p.tsec ? p.tsec[t] : Real(0);
    NodeStatus status = NodeStatus::Estimated;
    int n = 0;
    if ((p.type == LocalMeanType || p.type == ExternalDriftType) && isnan(tsec)) {
        status = NodeStatus::NoSecondary;
    } else {
        n = searchAndSelect<Real, S>(p, tx, ty, tz, idx, holeIds, holeCounts);
        if (n < 0) {
            status = NodeStatus::NeedsCpu;
            n = 0;
        } else if (!enoughData(p, n)) {
            status = NodeStatus::TooFewData;
        }
    }
    for (int i = lane; i < p.ndmax; i += 32) p.selected[t * std::size_t(p.ndmax) + i] = i < n ? idx[i] : -1;
    if (lane == 0) {
        p.selectedCount[t] = n;
        p.status[t] = status;
    }
}

// kt3d's bordered system, padded to N = ndmax + constraints with identity rows for missing
// neighbours (and for targets that will not be estimated) so that every matrix has one size.
template <class Real>
__global__ void assembleKernel(Params<Real> p) {
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const std::size_t t = std::size_t(blockIdx.x) * (blockDim.x >> 5) + std::size_t(warp);
    if (t >= p.chunkCount) return;
    const int N = p.ndmax + p.constraints;
    Real* a = p.system + t * std::size_t(N) * std::size_t(N);
    Real* b = p.rhs + t * std::size_t(N);
    Real* b0 = p.rhs0 + t * std::size_t(N);
    const int* idx = p.selected + t * std::size_t(p.ndmax);
    const bool active = p.status[t] == NodeStatus::Estimated && p.selectedCount[t] > 0;
    const int n = active ? p.selectedCount[t] : 0;
    Real tx, ty, tz;
    targetAt(p, t, tx, ty, tz);
    const Real tsec = p.tsec ? p.tsec[t] : Real(0);
    for (int e = lane; e < N * N; e += 32) {
        const int i = e % N, j = e / N;
        Real v = 0;
        const bool di = i < p.ndmax, dj = j < p.ndmax;
        if (di && dj) {
            if (i < n && j < n) {
                const int a1 = idx[i], a2 = idx[j];
                v = i == j ? p.model.cmax : covariance(p.model, p.x[a1] - p.x[a2], p.y[a1] - p.y[a2], p.z[a1] - p.z[a2]);
            } else {
                v = i == j ? Real(1) : Real(0);
            }
        } else if (di != dj) {
            const int datum = di ? i : j, k = (di ? j : i) - p.ndmax;
            if (datum < n && active) {
                const int d = idx[datum];
                v = driftAtDatum(p, k, p.x[d] - tx, p.y[d] - ty, p.z[d] - tz, d);
            }
        } else if (!active && i == j) {
            v = 1;  // an inactive target's constraint block: identity
        }
        a[e] = v;
    }
    for (int i = lane; i < N; i += 32) {
        Real v = 0;
        if (active && i < n) {
            const int d = idx[i];
            v = p.trend ? Real(0) : dataToBlock(p, p.x[d] - tx, p.y[d] - ty, p.z[d] - tz);
        } else if (active && i >= p.ndmax) {
            v = driftAtTarget(p, i - p.ndmax, tsec);
        }
        b[i] = v;
        b0[i] = v;
    }
}

// L y = y in place for `columns` right-hand sides, lane k holding row k of L in `row` and its
// element of each right-hand side in y.
template <class Real, int C>
__device__ void forwardInRegisters(const Real (&row)[32], int n, Real (&y)[C], int columns) {
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int k = 0; k < 32; ++k) {
        if (k >= n) break;
#pragma unroll
        for (int c = 0; c < C; ++c) {
            if (c >= columns) break;
            const Real yk = __shfl_sync(kFullMask, lane == k ? y[c] / row[k] : y[c], k);
            if (lane > k) y[c] -= row[k] * yk;
            if (lane == k) y[c] = yk;
        }
    }
}

// L' x = y for one right-hand side, lane k holding column k of L (rows k..n-1) in `column`.
template <class Real>
__device__ Real backwardInRegisters(const Real (&column)[32], int n, Real y) {
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int c = 31; c >= 0; --c) {
        if (c >= n) continue;
        const Real xc = __shfl_sync(kFullMask, lane == c ? y / column[c] : y, c);
        if (lane < c) y -= column[c] * xc;
        if (lane == c) y = xc;
    }
    return y;
}

// The rows (lower: j <= lane) or the columns (j >= lane) of the factor stored in a (leading
// dimension N), for the lanes below n.
template <class Real>
__device__ void loadFactor(const Real* a, int N, int n, bool rows, Real (&out)[32]) {
    const int lane = threadIdx.x & 31;
    const bool active = lane < n;
#pragma unroll
    for (int j = 0; j < 32; ++j)
        out[j] = active && j < n && (rows ? j <= lane : j >= lane) ? (rows ? a[lane + j * N] : a[j + lane * N]) : Real(0);
}

// The batched solver of the split pipeline for ndmax <= 32, on the assembled bordered systems:
// the covariance block by a Cholesky with a row per lane in registers (pivots by shuffles, as the
// batched library's segment kernels), the constraint rows by the Schur complement (as the fused
// kernel), [w; mu] written over the right-hand side as getrs would; info[t] = 1 where a pivot or
// the Schur complement fails (the target goes to the CPU). One warp per target. Plain float or
// double, as cuBLAS's LU: a refinement step with the residual in double (the fused kernel's) costs
// twice the kernel here (double covariances of every pair: 30.5 -> 60.8 ms at ndmax 32 on an H200),
// more than the fused kernel with it (50.5 ms), which is why `auto` keeps the fused kernel.
template <class Real>
__global__ void choleskySchurKernel(Params<Real> p) {
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const std::size_t t = std::size_t(blockIdx.x) * (blockDim.x >> 5) + std::size_t(warp);
    if (t >= p.chunkCount) return;
    // The system has N = ndmax + constraints rows; its first n (the data found) are solved, the
    // identity rows padding it to ndmax are left out (their pivot of 1 may be below minPivot).
    const int nd = p.ndmax, pc = p.constraints, N = nd + pc;
    Real* a = p.system + t * std::size_t(N) * std::size_t(N);
    Real* b = p.rhs + t * std::size_t(N);
    const int n = p.selectedCount[t];
    if (p.status[t] != NodeStatus::Estimated || n == 0) {
        if (lane == 0) p.infoOut[t] = 0;
        return;
    }
    const bool active = lane < n;
    Real row[32];
    loadFactor(a, N, n, true, row);
    bool ok = linalg::device::choleskyOfRegisterRows(row, n, p.minPivot);
    // Y = L^-1 [c0 F]: column 0 the covariances to the target, then one per constraint.
    Real y[1 + kMaxConstraints];
#pragma unroll
    for (int c = 0; c <= kMaxConstraints; ++c) y[c] = active && c <= pc ? (c == 0 ? b[lane] : a[lane + (nd + c - 1) * N]) : Real(0);
    if (ok) forwardInRegisters(row, n, y, 1 + pc);
    // mu = S^-1 (Y_F' y0 - f0), S = Y_F' Y_F; then y0 -= Y_F mu.
    Real mu[kMaxConstraints];
    if (pc > 0 && ok) {
        Real sm[kMaxConstraints * kMaxConstraints], r[kMaxConstraints];
#pragma unroll
        for (int u = 0; u < kMaxConstraints; ++u) {
            if (u >= pc) break;
#pragma unroll
            for (int v = 0; v <= u; ++v) sm[u + v * kMaxConstraints] = sm[v + u * kMaxConstraints] = linalg::device::warpSum(y[1 + u] * y[1 + v]);
            r[u] = linalg::device::warpSum(y[1 + u] * y[0]) - b[nd + u];
        }
        ok = factorSchur(sm, pc);
        if (ok) solveSchur(sm, pc, r, mu);
#pragma unroll
        for (int u = 0; u < kMaxConstraints; ++u)
            if (u < pc && ok) y[0] -= y[1 + u] * mu[u];
    }
    if (!ok) {
        if (lane == 0) p.infoOut[t] = 1;
        return;
    }
    // L' w = y0 with the columns of L: the rows written back, each lane reading its column.
    if (active)
#pragma unroll
        for (int j = 0; j < 32; ++j)
            if (j <= lane) a[lane + j * N] = row[j];
    __syncwarp();
    loadFactor(a, N, n, false, row);
    Real w = backwardInRegisters(row, n, y[0]);
    if (active) b[lane] = w;
    if (lane < pc)
#pragma unroll
        for (int u = 0; u < kMaxConstraints; ++u)
            if (u == lane) b[nd + u] = mu[u];
    if (lane == 0) p.infoOut[t] = 0;
}

template <class Real>
__global__ void finishKernel(Params<Real> p) {
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const std::size_t t = std::size_t(blockIdx.x) * (blockDim.x >> 5) + std::size_t(warp);
    if (t >= p.chunkCount) return;
    const int N = p.ndmax + p.constraints;
    const NodeStatus status = p.status[t];
    const int n = p.selectedCount[t];
    const Real tsec = p.tsec ? p.tsec[t] : Real(0);
    if (status != NodeStatus::Estimated) {
        if (lane == 0) writeUnestimated(p, t, status, n);
        return;
    }
    if (p.info[t] != 0) {
        if (lane == 0) writeUnestimated(p, t, NodeStatus::NeedsCpu, n);
        return;
    }
    if (n == 0) {
        if (lane == 0) {
            for (int v = 0; v < p.variables; ++v) p.estimate[std::size_t(v) * p.chunkCapacity + t] = p.type == SimpleType ? p.mean : tsec;
            p.variance[t] = p.blockVariance;
            p.status[t] = NodeStatus::Estimated;
        }
        return;
    }
    const Real* x = p.rhs + t * std::size_t(N);
    const Real* b0 = p.rhs0 + t * std::size_t(N);
    Real s = 0;
    for (int i = lane; i < n; i += 32) s += x[i] * b0[i];
    for (int k = lane; k < p.constraints; k += 32) s += x[p.ndmax + k] * b0[p.ndmax + k];
    s = linalg::device::warpSum(s);
    const Real lagrange = p.constraints > 0 ? x[p.ndmax] * p.model.cmax : Real(0);
    writeEstimated(p, t, x, p.selected + t * std::size_t(p.ndmax), n, p.blockVariance - s, lagrange, tsec);
}

}  // namespace strata::kriging::device
