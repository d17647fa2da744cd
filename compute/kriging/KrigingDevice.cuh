#pragma once
// Device side of the kriging engine: the covariance model (GSLIB cova3 semantics, as
// variogram::CovarianceEvaluator), the kernels' parameters, and the warp-cooperative
// neighbour search over a cell grid built on the GPU in the search ellipsoid's frame.
#include <cuda_runtime.h>

#include <climits>
#include <cstdint>

#include "strata/core/Anisotropy.h"
#include "strata/variogram/StructureFormula.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::kriging::device {

constexpr unsigned kFullMask = 0xffffffffu;
constexpr int kMaxStructures = 8;
constexpr int kMaxConstraints = 11;  // constant + 9 monomials + external drift
constexpr int kMaxListSlots = 8;     // candidate list of up to 8 * 32 entries per warp

template <class Real>
struct Model {
    int structures = 0;
    Real nugget = 0, cmax = 0;
    Real powerConstant = 0;  // P of a power structure's P - c h^a
    int type[kMaxStructures] = {};
    Real sill[kMaxStructures] = {}, range[kMaxStructures] = {};
    Real metric[kMaxStructures][9] = {};
    Real first[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1};  // frame of the zero-distance test
};

template <class Real>
__device__ inline Real squaredIn(const Real* m, Real dx, Real dy, Real dz) {
    const Real a = m[0] * dx + m[1] * dy + m[2] * dz;
    const Real b = m[3] * dx + m[4] * dy + m[5] * dz;
    const Real c = m[6] * dx + m[7] * dy + m[8] * dz;
    return a * a + b * b + c * c;
}

template <class Real>
__device__ inline bool isZeroDistance(const Model<Real>& m, Real dx, Real dy, Real dz) {
    return squaredIn(m.first, dx, dy, dz) < Real(variogram::formula::kZeroDistanceSquared);
}

template <class Real>
__device__ Real covariance(const Model<Real>& m, Real dx, Real dy, Real dz) {
    if (isZeroDistance(m, dx, dy, dz)) return m.cmax;
    Real cov = 0;
    for (int s = 0; s < m.structures; ++s) {
        const Real h = sqrt(squaredIn(m.metric[s], dx, dy, dz));
        cov += variogram::formula::structureCovariance<Real>(m.type[s], m.sill[s], m.range[s], h, m.powerConstant);
    }
    return cov;
}

// Coordinates in each structure's frame, divided by its range (u = M_s d / a_s), so that a pair's
// covariance costs a difference and a square root per structure instead of a 3x3 product per
// structure, one more for the zero-distance test and a division: the pair loops of the fused kernel
// (assembly, and the float path's residual in double) spent most of their time there. Used for
// models of at most kFrameStructures structures and no power structure (its formula needs h, not
// h / a); with no structure the frame is the identity (the zero-distance test's frame).
constexpr int kFrameStructures = 2;

template <class Real>
__device__ inline bool framesApply(const Model<Real>& m) {
    if (m.structures > kFrameStructures) return false;
    for (int s = 0; s < m.structures; ++s)
        if (m.type[s] == variogram::formula::Power) return false;
    return true;
}

template <class Real>
struct FramePoint {
    Real u[kFrameStructures][3];
};

template <class Real>
__device__ inline FramePoint<Real> inFrames(const Model<Real>& m, Real dx, Real dy, Real dz) {
    FramePoint<Real> f;
#pragma unroll
    for (int s = 0; s < kFrameStructures; ++s) {
        const Real* q = s < m.structures ? m.metric[s] : m.first;
        const Real scale = s < m.structures ? Real(1) / m.range[s] : Real(1);
        f.u[s][0] = scale * (q[0] * dx + q[1] * dy + q[2] * dz);
        f.u[s][1] = scale * (q[3] * dx + q[4] * dy + q[5] * dz);
        f.u[s][2] = scale * (q[6] * dx + q[7] * dy + q[8] * dz);
    }
    return f;
}

// Point `a`'s frame coordinates as lane `from` holds them, broadcast to the warp.
template <class Real>
__device__ inline FramePoint<Real> shuffleFrames(const FramePoint<Real>& a, int from) {
    FramePoint<Real> f;
#pragma unroll
    for (int s = 0; s < kFrameStructures; ++s)
#pragma unroll
        for (int c = 0; c < 3; ++c) f.u[s][c] = __shfl_sync(kFullMask, a.u[s][c], from);
    return f;
}

// covariance(m, d) for d = a - b, both in frames (framesApply(m)); the zero-distance test in the
// first structure's frame, as isZeroDistance, scaled back by its range.
template <class Real>
__device__ inline Real frameCovariance(const Model<Real>& m, const FramePoint<Real>& a, const FramePoint<Real>& b) {
    Real h2[kFrameStructures];
#pragma unroll
    for (int s = 0; s < kFrameStructures; ++s) {
        const Real du = a.u[s][0] - b.u[s][0], dv = a.u[s][1] - b.u[s][1], dw = a.u[s][2] - b.u[s][2];
        h2[s] = du * du + dv * dv + dw * dw;
    }
    const Real r0 = m.structures > 0 ? m.range[0] : Real(1);
    if (h2[0] * r0 * r0 < Real(variogram::formula::kZeroDistanceSquared)) return m.cmax;
    Real cov = 0;
#pragma unroll
    for (int s = 0; s < kFrameStructures; ++s)
        if (s < m.structures) cov += variogram::formula::structureCovariance<Real>(m.type[s], m.sill[s], Real(1), sqrt(h2[s]), m.powerConstant);
    return cov;
}

// The model as the kernels read it (host side); cmax the covariance at zero distance.
template <class R>
inline void fillModel(device::Model<R>& out, const variogram::VariogramModel& model, double cmax) {
    out.structures = int(model.structures.size());
    out.nugget = R(model.nugget);
    out.cmax = R(cmax);
    out.powerConstant = R(model.powerCovarianceConstant());
    for (std::size_t s = 0; s < model.structures.size(); ++s) {
        const auto& st = model.structures[s];
        out.type[s] = int(st.type);  // formula::Code follows StructureType's order
        out.sill[s] = R(st.sill);
        out.range[s] = R(st.range);
        const AnisotropicMetric m(st.anisotropy);
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c) {
                out.metric[s][r * 3 + c] = R(m.m[r][c]);
                if (s == 0) out.first[r * 3 + c] = R(m.m[r][c]);
            }
    }
}

// The covariance between a point at offset (dx, dy, dz) from a block centre and the block, the mean
// over the block's discretisation offsets (disc, 3 per point; one point: the point itself) with
// the nugget left out where a point coincides (KrigingSetup::dataToBlock).
template <class Real>
__device__ Real blockCovariance(const Model<Real>& m, const Real* disc, int discCount, Real dx, Real dy, Real dz) {
    if (discCount == 1) return covariance(m, dx, dy, dz);
    Real sum = 0;
    for (int k = 0; k < discCount; ++k) {
        const Real ex = dx - disc[3 * k], ey = dy - disc[3 * k + 1], ez = dz - disc[3 * k + 2];
        sum += covariance(m, ex, ey, ez);
        if (isZeroDistance(m, ex, ey, ez)) sum -= m.nugget;
    }
    return sum / Real(discCount);
}

// The data's cell grid in the search frame (where the ellipsoid is a sphere of radius R).
template <class Real>
struct CellGrid {
    int n[3] = {1, 1, 1};
    Real origin[3] = {0, 0, 0};
    Real cell = 1;
    const int* start = nullptr;  // cell c holds sorted data [start[c], start[c + 1])
    const Real* fx = nullptr;    // frame coordinates, sorted by cell
    const Real* fy = nullptr;
    const Real* fz = nullptr;
    const int* original = nullptr;  // input index of each sorted datum
};

// A warp's sorted candidate list, distributed over the lanes: entry q = s * 32 + lane lives in
// slot s of lane `lane`. Order: (squared distance, input index), so ties go to the lower index.
template <class Real, int S>
struct CandidateList {
    Real d[S];
    int id[S];
    int count = 0;
    int capacity = 0;

    __device__ void reset(int cap) {
        for (int s = 0; s < S; ++s) {
            d[s] = Real(1e30);
            id[s] = INT_MAX;
        }
        count = 0;
        capacity = cap;
    }
    __device__ static bool less(Real da, int ia, Real db, int ib) { return da < db || (da == db && ia < ib); }
    // Entry q broadcast to every lane.
    __device__ void entry(int q, Real& dq, int& iq) const {
        const int slot = q >> 5, lane = q & 31;
        Real dv = d[0];
        int iv = id[0];
#pragma unroll
        for (int s = 1; s < S; ++s)
            if (s == slot) {
                dv = d[s];
                iv = id[s];
            }
        dq = __shfl_sync(kFullMask, dv, lane);
        iq = __shfl_sync(kFullMask, iv, lane);
    }
    // Inserts a candidate every lane holds; the caller checked it beats the last entry.
    __device__ void insert(Real cd, int cid) {
        const int lane = threadIdx.x & 31;
        int pos = 0;
#pragma unroll
        for (int s = 0; s < S; ++s) pos += __popc(__ballot_sync(kFullMask, less(d[s], id[s], cd, cid)));
#pragma unroll
        for (int s = S - 1; s >= 0; --s) {
            const Real upD = __shfl_up_sync(kFullMask, d[s], 1);
            const int upI = __shfl_up_sync(kFullMask, id[s], 1);
            Real wrapD = upD;
            int wrapI = upI;
            if (s > 0) {
                wrapD = __shfl_sync(kFullMask, d[s > 0 ? s - 1 : 0], 31);
                wrapI = __shfl_sync(kFullMask, id[s > 0 ? s - 1 : 0], 31);
            }
            const int q = s * 32 + lane;
            if (q > pos) {
                d[s] = lane == 0 ? wrapD : upD;
                id[s] = lane == 0 ? wrapI : upI;
            } else if (q == pos) {
                d[s] = cd;
                id[s] = cid;
            }
        }
        if (count < capacity) ++count;
    }
};

// The `capacity` nearest data within sqrt(radius2) of the frame point (qx, qy, qz), visiting
// rings of cells around the query's cell until no unvisited cell can hold a closer datum.
template <class Real, int S>
__device__ void warpNearest(const CellGrid<Real>& g, Real qx, Real qy, Real qz, Real radius2,
                            CandidateList<Real, S>& list) {
    const int lane = threadIdx.x & 31;
    const Real q[3] = {qx, qy, qz};
    int qc[3];
    for (int a = 0; a < 3; ++a) {
        const int c = int(floor((q[a] - g.origin[a]) / g.cell));
        qc[a] = c < 0 ? 0 : (c >= g.n[a] ? g.n[a] - 1 : c);
    }
    const int maxRing = max(max(g.n[0], g.n[1]), g.n[2]);
    Real boundD = radius2;
    int boundI = INT_MAX;  // radius inclusive
    for (int r = 0; r <= maxRing; ++r) {
        const int z0 = max(qc[2] - r, 0), z1 = min(qc[2] + r, g.n[2] - 1);
        const int y0 = max(qc[1] - r, 0), y1 = min(qc[1] + r, g.n[1] - 1);
        for (int cz = z0; cz <= z1; ++cz)
            for (int cy = y0; cy <= y1; ++cy) {
                const bool face = abs(cz - qc[2]) == r || abs(cy - qc[1]) == r;
                // A full row on the ring's faces, else only its two ends.
                for (int part = 0; part < (face ? 1 : 2); ++part) {
                    int x0, x1;
                    if (face) {
                        x0 = max(qc[0] - r, 0);
                        x1 = min(qc[0] + r, g.n[0] - 1);
                    } else {
                        x0 = x1 = part == 0 ? qc[0] - r : qc[0] + r;
                        if (x0 < 0 || x0 >= g.n[0] || (part == 1 && r == 0)) continue;
                    }
                    const int row = (cz * g.n[1] + cy) * g.n[0];
                    const int begin = g.start[row + x0], end = g.start[row + x1 + 1];
                    for (int base = begin; base < end; base += 32) {
                        const int j = base + lane;
                        Real dj = Real(1e30);
                        int ij = INT_MAX;
                        if (j < end) {
                            const Real dx = g.fx[j] - qx, dy = g.fy[j] - qy, dz = g.fz[j] - qz;
                            dj = dx * dx + dy * dy + dz * dz;
                            ij = g.original[j];
                        }
                        bool pass = j < end && CandidateList<Real, S>::less(dj, ij, boundD, boundI);
                        if (list.count < list.capacity) pass = j < end && dj <= radius2;
                        unsigned mask = __ballot_sync(kFullMask, pass);
                        while (mask) {
                            const int src = __ffs(mask) - 1;
                            mask &= mask - 1;
                            const Real cd = __shfl_sync(kFullMask, dj, src);
                            const int cid = __shfl_sync(kFullMask, ij, src);
                            if (list.count == list.capacity && !CandidateList<Real, S>::less(cd, cid, boundD, boundI))
                                continue;
                            list.insert(cd, cid);
                            if (list.count == list.capacity) list.entry(list.capacity - 1, boundD, boundI);
                        }
                    }
                }
            }
        // Unvisited cells lie beyond the ring: the smallest distance from q to them.
        Real lower = Real(1e30);
        bool more = false;
        for (int a = 0; a < 3; ++a) {
            if (qc[a] - r > 0) {
                more = true;
                lower = min(lower, q[a] - (g.origin[a] + Real(qc[a] - r) * g.cell));
            }
            if (qc[a] + r < g.n[a] - 1) {
                more = true;
                lower = min(lower, g.origin[a] + Real(qc[a] + r + 1) * g.cell - q[a]);
            }
        }
        if (!more) break;
        if (lower > Real(0) && lower * lower > boundD) break;
    }
}

}  // namespace strata::kriging::device
