#pragma once
// The cokriging kernel: one warp per target, as the fused kriging kernel.
//   1. the nearest data locations in the search ellipsoid (kriging's warpNearest over a cell grid
//      of the locations);
//   2. cokb3d's walk of them, nearest first: a location's primary while fewer than ndmax are held,
//      its secondaries (in variable order) while fewer than ndmaxSecondary are held; without octant
//      limits 32 locations at a time by warp scans, with them one at a time;
//   3. C (the pair covariances of the entries), c0 (entry to target or block, the pair of the
//      primary and the entry's variable) and F (a column per unbiasedness constraint) in shared
//      memory;
//   4. Cholesky of C (rows in registers up to 32 entries), the constraints by their Schur
//      complement (kriging's constraintsBySchur), the weights, the estimate and the variance
//      BV - |L^-1 c0|^2 + mu'S mu (= BV - w'c0 - mu'f0); in float, one step of refinement with
//      the residual in double (kriging's refinementStep), as the fused kriging kernel does.
// Cokriging.h states the estimators; the CPU engine is the reference.
#include <cuda_runtime.h>

#include <cstdint>

#include "kriging/KrigingKernels.cuh"

namespace strata::cokriging::device {

using kriging::NodeStatus;
using kriging::device::CandidateList;
using kriging::device::CellGrid;
using kriging::device::kFullMask;
using kriging::device::kMaxConstraints;
using kriging::device::Model;

constexpr int kMaxVariables = 4;  // the primary and up to 3 secondaries
constexpr int kMaxPairs = kMaxVariables * (kMaxVariables + 1) / 2;
enum TypeCode : int { SimpleType = 0, OrdinaryType, StandardisedType, CollocatedType };

template <class Real>
struct Params {
    const Model<Real>* models;  // every pair (u <= v), packed as Coregionalisation::pairIndex
    const Model<double>* exactModels;  // the same in double, for the float path's refinement
    const double* exactDisc;
    double exactUnbias, exactBlockVariance;
    int variables;
    int type;
    CellGrid<Real> grid;
    Real searchMetric[9];
    Real radius2;
    int ndmin, ndmax, ndmaxSecondary, maxPerOctant, listCapacity;
    int nmax;  // entries of the largest system: ndmax + ndmaxSecondary (+ 1 collocated)
    // data locations (centroid-relative) and values (values[v * locationCount + i], NaN: missing)
    int locationCount;
    const Real* x;
    const Real* y;
    const Real* z;
    const Real* values;
    // targets of this chunk (kriging's targetAt reads these fields)
    std::size_t chunkStart, chunkCount;
    bool onGrid;
    double gridOrigin[3];
    double gridSpacing[3];
    long long gridNx, gridNy;
    const Real* tx;
    const Real* ty;
    const Real* tz;
    const Real* collocated;  // collocated: the secondary at each target minus its mean
    int discCount;
    const Real* disc;
    Real unbias;       // C_00(0): the constraint rows' scale (Cokriging.h)
    Real primaryMean;  // added to simple and collocated estimates
    Real blockVariance;
    Real minPivot;
    // outputs (chunk-relative)
    Real* estimate;
    Real* variance;
    NodeStatus* status;
    int* primaryUsed;
    int* secondaryUsed;
};

__host__ __device__ inline int pairIndex(int u, int v, int n) {
    if (u > v) {
        const int w = u;
        u = v;
        v = w;
    }
    return u * n - u * (u - 1) / 2 + (v - u);
}

// The models of every pair in shared memory, at the start of a block's shared memory: in double
// (the refinement's) and in Real.
template <class Real>
__host__ __device__ constexpr std::size_t sharedModelBytes() {
    return (kMaxPairs * (sizeof(Model<double>) + sizeof(Model<Real>)) + 15) / 16 * 16;
}

// Shared memory of one warp.
template <class Real>
struct WarpStorage {
    double* residual;  // nmax: the refinement's residual, accumulated in double
    Real* a;   // nmax x ld: C, then its Cholesky factor
    Real* b;   // (1 + kMaxVariables) columns of nmax: c0, then F
    Real* cx;  // entry offsets from the target
    Real* cy;
    Real* cz;
    Real* value;  // entry values as weighted
    Real* e;      // nmax: residual and correction of the refinement step
    Real* s;      // kMaxConstraints x kMaxConstraints
    Real* r;      // kMaxConstraints
    Real* q;      // kMaxConstraints
    int* location;  // the entry's location, -1 for the collocated secondary at the target
    int* variable;

    __host__ __device__ static std::size_t bytes(int nmax) {
        const int ld = nmax | 1;
        const std::size_t reals = std::size_t(nmax) * ld + std::size_t(1 + kMaxVariables + 5) * nmax +
                                  std::size_t(kMaxConstraints) * kMaxConstraints + 2 * kMaxConstraints;
        return ((nmax * sizeof(double) + reals * sizeof(Real) + 2 * std::size_t(nmax) * sizeof(int)) + 15) / 16 * 16;
    }
    __device__ WarpStorage(unsigned char* base, int nmax) {
        const int ld = nmax | 1;
        residual = reinterpret_cast<double*>(base);
        a = reinterpret_cast<Real*>(residual + nmax);
        b = a + std::size_t(nmax) * ld;
        cx = b + std::size_t(1 + kMaxVariables) * nmax;
        cy = cx + nmax;
        cz = cy + nmax;
        value = cz + nmax;
        e = value + nmax;
        s = e + nmax;
        r = s + kMaxConstraints * kMaxConstraints;
        q = r + kMaxConstraints;
        location = reinterpret_cast<int*>(q + kMaxConstraints);
        variable = location + nmax;
    }
};

__device__ inline int warpInclusiveSum(int v) {
    const int lane = threadIdx.x & 31;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
        const int u = __shfl_up_sync(kFullMask, v, o);
        if (lane >= o) v += u;
    }
    return v;
}

// Lane `lane`'s share of the pairs (i, j), j <= i < n, of a lower triangle: a contiguous range
// of them in row-major order, so that every lane evaluates as many as the others (a loop over
// rows would give lanes 0-7 two rows of a 40-row system and the others one). visit(i, j) returns
// its part of row i's sum; rowDone(i, sum) closes each row the lane leaves (two lanes may share a
// row: the caller adds their parts atomically).
template <class Visit, class RowDone>
__device__ void forLaneShareOfTriangle(int n, Visit visit, RowDone rowDone) {
    const int lane = threadIdx.x & 31;
    const int total = n * (n + 1) / 2;
    const int begin = total * lane / 32, end = total * (lane + 1) / 32;
    if (begin >= end) return;
    int i = int((sqrtf(8.0f * float(begin) + 1.0f) - 1.0f) * 0.5f);
    while (i * (i + 1) / 2 > begin) --i;
    while ((i + 1) * (i + 2) / 2 <= begin) ++i;
    int j = begin - i * (i + 1) / 2;
    double sum = 0;
    for (int f = begin; f < end; ++f) {
        sum += visit(i, j);
        if (++j > i) {
            rowDone(i, sum);
            sum = 0;
            ++i;
            j = 0;
        }
    }
    if (j > 0) rowDone(i, sum);
}

// Tallies of a walk: entries written, primary and secondary data held.
struct Walk {
    int n = 0, primary = 0, secondary = 0;
};

// cokb3d's walk without octant limits, 32 locations of the list at a time: a location takes its
// primary when fewer than maxP primaries come before it, and as many of its secondaries as
// fewer than maxS secondaries before it leave room for. Entries in the CPU's order.
template <class Real, int S>
__device__ Walk walkInParallel(const Params<Real>& p, const CandidateList<Real, S>& list, int maxP, int maxS,
                               WarpStorage<Real>& ws) {
    const int lane = threadIdx.x & 31;
    const unsigned below = (1u << lane) - 1u;
    Walk w;
#pragma unroll
    for (int slot = 0; slot < S; ++slot) {
        if ((w.primary >= maxP && w.secondary >= maxS) || slot * 32 >= list.count) break;
        const bool valid = slot * 32 + lane < list.count;
        const int id = valid ? list.id[slot] : 0;
        bool hasPrimary = false;
        unsigned secondaries = 0;
        if (valid) {
            hasPrimary = !isnan(p.values[id]);
            for (int v = 1; v < p.variables; ++v)
                if (!isnan(p.values[std::size_t(v) * p.locationCount + id])) secondaries |= 1u << v;
        }
        const unsigned primaries = __ballot_sync(kFullMask, hasPrimary);
        const bool takePrimary = hasPrimary && w.primary + __popc(primaries & below) < maxP;
        const int present = __popc(secondaries);
        const int presentUpTo = warpInclusiveSum(present);
        const int room = maxS - (w.secondary + presentUpTo - present);
        const int takeSecondaries = room <= 0 ? 0 : (room < present ? room : present);
        const int taken = int(takePrimary) + takeSecondaries;
        const int takenUpTo = warpInclusiveSum(taken);
        int at = w.n + takenUpTo - taken;
        if (takePrimary) {
            ws.location[at] = id;
            ws.variable[at++] = 0;
        }
        for (int v = 1, k = 0; v < p.variables && k < takeSecondaries; ++v)
            if (secondaries >> v & 1u) {
                ws.location[at] = id;
                ws.variable[at++] = v;
                ++k;
            }
        w.n += __shfl_sync(kFullMask, takenUpTo, 31);
        w.primary += __popc(__ballot_sync(kFullMask, takePrimary));
        const int secondaryTaken = __shfl_sync(kFullMask, presentUpTo, 31);
        w.secondary = min(maxS, w.secondary + secondaryTaken);
    }
    __syncwarp();
    return w;
}

// The same walk with at most maxPerOctant primary and maxPerOctant secondary data per octant (of
// the unrotated axes): one location at a time, every lane deciding alike, lane 0 writing.
template <class Real, int S>
__device__ Walk walkByOctant(const Params<Real>& p, const CandidateList<Real, S>& list, int maxP, int maxS, Real tx,
                             Real ty, Real tz, WarpStorage<Real>& ws) {
    const int lane = threadIdx.x & 31;
    int octantPrimary[8] = {0, 0, 0, 0, 0, 0, 0, 0}, octantSecondary[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    Walk w;
    for (int q = 0; q < list.count; ++q) {
        if (w.primary >= maxP && w.secondary >= maxS) break;
        Real d;
        int id;
        list.entry(q, d, id);
        const int o = kriging::device::octantOf(double(p.x[id] - tx), double(p.y[id] - ty), double(p.z[id] - tz));
        if (!isnan(p.values[id]) && w.primary < maxP && octantPrimary[o] < p.maxPerOctant) {
            if (lane == 0) {
                ws.location[w.n] = id;
                ws.variable[w.n] = 0;
            }
            ++w.n;
            ++w.primary;
            ++octantPrimary[o];
        }
        for (int v = 1; v < p.variables; ++v)
            if (!isnan(p.values[std::size_t(v) * p.locationCount + id]) && w.secondary < maxS &&
                octantSecondary[o] < p.maxPerOctant) {
                if (lane == 0) {
                    ws.location[w.n] = id;
                    ws.variable[w.n] = v;
                }
                ++w.n;
                ++w.secondary;
                ++octantSecondary[o];
            }
    }
    __syncwarp();
    return w;
}

template <class Real>
__device__ void writeResult(const Params<Real>& p, std::size_t t, NodeStatus status, Real estimate, Real variance,
                            const Walk& w) {
    p.estimate[t] = estimate;
    p.variance[t] = variance;
    p.status[t] = status;
    p.primaryUsed[t] = w.primary;
    p.secondaryUsed[t] = w.secondary;
}

// The float path's refinement step (kriging's refinementStep) with the covariances in double, then
// the variance BV - w'c0 - mu'f0 in double.
template <class Real>
__device__ Real refine(const Params<Real>& p, const Model<double>* exactModels, WarpStorage<Real>& ws, int n, int pc,
                       const int* constrained) {
    const int lane = threadIdx.x & 31;
    auto exact = [&](int u, int v) -> const Model<double>& { return exactModels[pairIndex(u, v, p.variables)]; };
    auto toTarget = [&](int i) {
        return kriging::device::blockCovariance(exact(0, ws.variable[i]), p.exactDisc, p.discCount, double(ws.cx[i]),
                                                double(ws.cy[i]), double(ws.cz[i]));
    };
    auto drift = [&](int i, int k) {
        return constrained[k] < 0 || constrained[k] == ws.variable[i] ? p.exactUnbias : 0.0;
    };
    auto f0 = [&](int k) { return constrained[k] <= 0 ? p.exactUnbias : 0.0; };
    // e = c0 - C w - F mu in double: c0 - F mu by rows, then C w by each lane's share of the pairs.
    for (int i = lane; i < n; i += 32) {
        double r = toTarget(i);
        for (int k = 0; k < pc; ++k) r -= drift(i, k) * double(ws.r[k]);
        ws.residual[i] = r;
    }
    __syncwarp();
    // C is symmetric: each pair (i, j) of the lower triangle is evaluated once, for row i's sum and,
    // atomically, for row j.
    forLaneShareOfTriangle(
        n,
        [&](int i, int j) {
            const Model<double>& m = exact(ws.variable[i], ws.variable[j]);
            if (i == j) return -m.cmax * double(ws.b[i]);
            const double c = kriging::device::covariance(m, double(ws.cx[i]) - double(ws.cx[j]),
                                                         double(ws.cy[i]) - double(ws.cy[j]),
                                                         double(ws.cz[i]) - double(ws.cz[j]));
            atomicAdd(&ws.residual[j], -c * double(ws.b[i]));
            return -c * double(ws.b[j]);
        },
        [&](int i, double sum) { atomicAdd(&ws.residual[i], sum); });
    __syncwarp();
    for (int i = lane; i < n; i += 32) ws.e[i] = Real(ws.residual[i]);
    kriging::device::refinementStep(ws.a, p.nmax | 1, ws.b, p.nmax, n, pc, ws.s, ws.r, ws.e, ws.q, drift, f0);
    double wc = 0;
    for (int i = lane; i < n; i += 32) wc += double(ws.b[i]) * toTarget(i);
    double v = p.exactBlockVariance - linalg::device::warpSum(wc);
    for (int k = 0; k < pc; ++k) v -= double(ws.r[k]) * f0(k);
    return Real(v);
}

// Blocks of up to 8 warps; the models of every pair are copied into shared memory first.
template <class Real, int S>
__global__ void __launch_bounds__(256) cokrigingKernel(Params<Real> p, std::size_t warpBytes) {
    extern __shared__ __align__(16) unsigned char shared[];
    Model<double>* exactModels = reinterpret_cast<Model<double>*>(shared);
    Model<Real>* models = reinterpret_cast<Model<Real>*>(exactModels + kMaxPairs);
    const int pairs = p.variables * (p.variables + 1) / 2;
    for (int k = threadIdx.x; k < pairs * int(sizeof(Model<double>) / sizeof(int)); k += blockDim.x)
        reinterpret_cast<int*>(exactModels)[k] = reinterpret_cast<const int*>(p.exactModels)[k];
    for (int k = threadIdx.x; k < pairs * int(sizeof(Model<Real>) / sizeof(int)); k += blockDim.x)
        reinterpret_cast<int*>(models)[k] = reinterpret_cast<const int*>(p.models)[k];
    __syncthreads();
    const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
    const std::size_t t = std::size_t(blockIdx.x) * (blockDim.x >> 5) + std::size_t(warp);
    if (t >= p.chunkCount) return;
    WarpStorage<Real> ws(shared + sharedModelBytes<Real>() + warpBytes * std::size_t(warp), p.nmax);
    const Real nan = Real(NAN);
    Real tx, ty, tz;
    kriging::device::targetAt(p, t, tx, ty, tz);
    const bool collocated = p.type == CollocatedType;
    const Real secondaryAtTarget = collocated ? p.collocated[t] : Real(0);
    if (collocated && isnan(secondaryAtTarget)) {
        if (lane == 0) writeResult(p, t, NodeStatus::NoSecondary, nan, nan, Walk{});
        return;
    }

    const Real* m = p.searchMetric;
    CandidateList<Real, S> list;
    list.reset(p.listCapacity);
    kriging::device::warpNearest<Real, S>(p.grid, m[0] * tx + m[1] * ty + m[2] * tz, m[3] * tx + m[4] * ty + m[5] * tz,
                                          m[6] * tx + m[7] * ty + m[8] * tz, p.radius2, list);
    const int maxP = p.ndmax, maxS = collocated ? 0 : p.ndmaxSecondary;
    Walk w = p.maxPerOctant > 0 ? walkByOctant(p, list, maxP, maxS, tx, ty, tz, ws)
                                : walkInParallel(p, list, maxP, maxS, ws);
    // The list may have stopped short of data the walk still wanted: the CPU searches further.
    if (!(w.primary >= maxP && w.secondary >= maxS) && list.count == list.capacity) {
        if (lane == 0) writeResult(p, t, NodeStatus::NeedsCpu, nan, nan, w);
        return;
    }
    if (collocated) {
        if (lane == 0) {
            ws.location[w.n] = -1;
            ws.variable[w.n] = 1;
        }
        ++w.n;
        ++w.secondary;
        __syncwarp();
    }
    if (w.primary < max(1, p.ndmin)) {
        if (lane == 0) writeResult(p, t, NodeStatus::TooFewData, nan, nan, w);
        return;
    }

    // The constraints: one per variable present (ordinary), one for all (standardised), none.
    const int n = w.n;
    int constrained[kMaxVariables];  // the variable of each constraint; -1: every variable
    int pc = 0;
    if (p.type == OrdinaryType) {
        for (int v = 0; v < p.variables; ++v) {
            bool present = false;
            for (int i = lane; i < n; i += 32) present = present || ws.variable[i] == v;
            if (__any_sync(kFullMask, present)) constrained[pc++] = v;
        }
    } else if (p.type == StandardisedType) {
        constrained[pc++] = -1;
    }

    const int nmax = p.nmax, ld = nmax | 1;
    for (int i = lane; i < n; i += 32) {
        const int d = ws.location[i], v = ws.variable[i];
        const bool atTarget = d < 0;
        ws.cx[i] = atTarget ? Real(0) : p.x[d] - tx;
        ws.cy[i] = atTarget ? Real(0) : p.y[d] - ty;
        ws.cz[i] = atTarget ? Real(0) : p.z[d] - tz;
        ws.value[i] = atTarget ? secondaryAtTarget : p.values[std::size_t(v) * p.locationCount + d];
    }
    __syncwarp();
    forLaneShareOfTriangle(
        n,
        [&](int i, int j) {
            const Model<Real>& model = models[pairIndex(ws.variable[i], ws.variable[j], p.variables)];
            ws.a[i + j * ld] = i == j ? model.cmax
                                      : kriging::device::covariance(model, ws.cx[i] - ws.cx[j], ws.cy[i] - ws.cy[j],
                                                                    ws.cz[i] - ws.cz[j]);
            return 0.0;
        },
        [](int, double) {});
    for (int i = lane; i < n; i += 32) {
        const int v = ws.variable[i];
        ws.b[i] = kriging::device::blockCovariance(models[pairIndex(0, v, p.variables)], p.disc, p.discCount, ws.cx[i],
                                                   ws.cy[i], ws.cz[i]);
        for (int k = 0; k < pc; ++k)
            ws.b[i + (1 + k) * nmax] = constrained[k] < 0 || constrained[k] == v ? p.unbias : Real(0);
    }
    __syncwarp();
    if (!linalg::device::warpCholesky(ws.a, n, ld, p.minPivot)) {
        if (lane == 0) writeResult(p, t, NodeStatus::NeedsCpu, nan, nan, w);
        return;
    }
    linalg::device::warpForward(ws.a, n, ld, ws.b, nmax, 1 + pc);
    Real squares = 0;
    for (int i = lane; i < n; i += 32) squares += ws.b[i] * ws.b[i];
    Real variance = p.blockVariance - linalg::device::warpSum(squares);
    if (pc > 0) {
        Real quad = 0;
        auto f0 = [&](int k) { return constrained[k] <= 0 ? p.unbias : Real(0); };
        if (!kriging::device::constraintsBySchur(ws.b, nmax, n, pc, f0, ws.s, ws.r, quad)) {
            if (lane == 0) writeResult(p, t, NodeStatus::NeedsCpu, nan, nan, w);
            return;
        }
        variance += quad;
    }
    linalg::device::warpBackward(ws.a, n, ld, ws.b);
    if constexpr (sizeof(Real) == 4) variance = refine(p, exactModels, ws, n, pc, constrained);
    double sum = 0;  // the weighted sum in double: no cancellation of float products
    for (int i = lane; i < n; i += 32) sum += double(ws.b[i]) * double(ws.value[i]);
    sum = linalg::device::warpSum(sum);
    if (p.type == SimpleType || collocated) sum += double(p.primaryMean);
    if (lane == 0) writeResult(p, t, NodeStatus::Estimated, Real(sum), variance, w);
}

}  // namespace strata::cokriging::device
