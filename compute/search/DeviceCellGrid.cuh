#pragma once
// k nearest neighbours on the GPU: a uniform cell grid built on the device (counting sort of the
// points by cell) and one query per thread that visits rings of cells around its own until the
// k-th nearest is closer than any unvisited cell. Neighbour lists are ordered by (squared
// distance, original index), as NeighbourSearch orders them on the CPU.
//
// Inside libstrata_cuda.so only: used by compute/search/SearchCuda.cu and compute/idw/IdwCuda.cu.
#include <cuda_runtime.h>

#include <cfloat>
#include <cstddef>

#include "CudaCheck.h"

namespace strata::search::gpu {

// Four values of a point: x, y, z and a payload (the datum's value), 16- or 32-byte aligned so
// that one load fetches a point.
struct alignas(32) Double4 {
    double x, y, z, w;
};
template <class Real>
struct PackedOf;
template <>
struct PackedOf<float> {
    using type = float4;
};
template <>
struct PackedOf<double> {
    using type = Double4;
};
template <class Real>
using Packed4 = typename PackedOf<Real>::type;

template <class Real>
__host__ __device__ constexpr Real largest() {
    return sizeof(Real) == 4 ? Real(FLT_MAX) : Real(DBL_MAX);
}

template <class Real>
struct CellGridView {
    const Packed4<Real>* points = nullptr;  // sorted by cell
    const int* index = nullptr;             // original index of each sorted point
    const int* cellStart = nullptr;         // first sorted point of each cell; cells + 1 entries
    int n[3] = {1, 1, 1};                   // cells per axis (1 along z in 2-D)
    Real origin[3] = {0, 0, 0};
    Real cellSize = 1, inverseCellSize = 1;
    int dimension = 2;

    __host__ __device__ int cellOf(Real v, int axis) const {
        const Real f = floor((v - origin[axis]) * inverseCellSize);
        return f < Real(0) ? 0 : (f >= Real(n[axis]) ? n[axis] - 1 : int(f));
    }
};

// Owns the device arrays of a cell grid. Build once per point set; views are plain values.
template <class Real>
class CellGrid {
public:
    // `points`: device array (x, y, z, payload) of `count` points; lo/hi: their bounding box.
    // pointsPerCell sets the cell size: about that many points per cell on average.
    void build(const Packed4<Real>* points, int count, int dimension, const double lo[3], const double hi[3],
               double pointsPerCell, cudaStream_t stream);
    CellGridView<Real> view() const { return view_; }
    std::size_t cellCount() const { return std::size_t(view_.n[0]) * view_.n[1] * view_.n[2]; }

private:
    CellGridView<Real> view_;
    strata::cuda::DeviceBuffer<Packed4<Real>> sorted_;
    strata::cuda::DeviceBuffer<int> index_, cellStart_, cell_, rank_;
    strata::cuda::DeviceBuffer<unsigned char> scanScratch_;
};

// A thread's neighbour list, kept sorted by (squared distance, original index).
template <class Real, int Capacity>
struct NeighbourList {
    Real d2[Capacity];
    int index[Capacity];
    int count = 0;
    int k = 0;
    Real limit = largest<Real>();  // squared search radius (inclusive)
    Real bound = largest<Real>();  // a candidate farther than this cannot enter (kept in a register)

    __device__ void start(int wanted, Real limit2) {
        k = wanted;
        count = 0;
        limit = bound = limit2;
    }
    __device__ Real worst() const { return bound; }

    __device__ void offer(Real dist2, int original) {
        if (dist2 > bound) return;
        int pos;
        if (count < k) {
            pos = count++;
        } else {
            const Real w = d2[k - 1];
            if (dist2 > w || (dist2 == w && original > index[k - 1])) return;
            pos = k - 1;
        }
        while (pos > 0 && (d2[pos - 1] > dist2 || (d2[pos - 1] == dist2 && index[pos - 1] > original))) {
            d2[pos] = d2[pos - 1];
            index[pos] = index[pos - 1];
            --pos;
        }
        d2[pos] = dist2;
        index[pos] = original;
        if (count == k) bound = d2[k - 1];
    }
};

template <class Real>
__device__ __forceinline__ Real squaredDistance(const Packed4<Real>& p, Real qx, Real qy, Real qz, int dimension) {
    const Real dx = qx - p.x, dy = qy - p.y;
    Real d2 = dx * dx + dy * dy;
    if (dimension == 3) {
        const Real dz = qz - p.z;
        d2 += dz * dz;
    }
    return d2;
}

// Visits the cells around q ring by ring (ring r: the cells at Chebyshev distance r from q's
// cell) as runs of consecutive sorted points, `visitRun(begin, end)`, and after each ring asks
// `enough(bound2)`, bound2 being the squared distance from q to the nearest cell not yet visited;
// stops when it says so or when no cell is left.
template <class Real, class VisitRun, class Enough>
__device__ void visitRings(const CellGridView<Real>& g, const Real (&q)[3], VisitRun visitRun, Enough enough) {
    int c[3];
    for (int a = 0; a < 3; ++a) c[a] = g.cellOf(q[a], a);
    const int maxRing = max(g.n[0], max(g.n[1], g.n[2]));
    for (int r = 0; r <= maxRing; ++r) {
        const int z0 = c[2] - r, z1 = c[2] + r;
        for (int cz = max(z0, 0); cz <= min(z1, g.n[2] - 1); ++cz) {
            const bool zFace = g.dimension == 3 && (cz == z0 || cz == z1);
            const int y0 = c[1] - r, y1 = c[1] + r;
            for (int cy = max(y0, 0); cy <= min(y1, g.n[1] - 1); ++cy) {
                const int rowBase = (cz * g.n[1] + cy) * g.n[0];
                // Whole rows on the faces of the ring's box, else its two ends. Consecutive cells of
                // a row hold consecutive sorted points, so a run of cells is one range.
                const bool full = zFace || cy == y0 || cy == y1;
                for (int side = 0; side < (full ? 1 : 2); ++side) {
                    int xa, xb;
                    if (full) {
                        xa = max(c[0] - r, 0);
                        xb = min(c[0] + r, g.n[0] - 1);
                    } else {
                        xa = xb = side == 0 ? c[0] - r : c[0] + r;
                        if (xa < 0 || xa >= g.n[0]) continue;
                    }
                    visitRun(g.cellStart[rowBase + xa], g.cellStart[rowBase + xb + 1]);
                }
            }
        }
        // Distance from q to the nearest cell outside the visited box; sides at the grid's edge
        // have none.
        Real bound = largest<Real>();
        bool more = false;
        for (int a = 0; a < g.dimension; ++a) {
            if (c[a] - r > 0) {
                bound = min(bound, q[a] - (g.origin[a] + Real(c[a] - r) * g.cellSize));
                more = true;
            }
            if (c[a] + r < g.n[a] - 1) {
                bound = min(bound, g.origin[a] + Real(c[a] + r + 1) * g.cellSize - q[a]);
                more = true;
            }
        }
        if (!more) break;
        if (enough(bound > Real(0) ? bound * bound : Real(0))) break;
    }
}

// Fills `list` (started by the caller with k and the squared radius) with the k nearest points of the grid to q.
template <class Real, int Capacity>
__device__ void gridNearest(const CellGridView<Real>& g, Real qx, Real qy, Real qz, NeighbourList<Real, Capacity>& list) {
    const Real q[3] = {qx, qy, qz};
    visitRings(
        g, q,
        [&](int begin, int end) {
            for (int p = begin; p < end; ++p) {
                const Real d2 = squaredDistance<Real>(g.points[p], qx, qy, qz, g.dimension);
                if (d2 <= list.worst()) list.offer(d2, g.index[p]);
            }
        },
        [&](Real bound2) { return bound2 > list.limit || (list.count == list.k && list.d2[list.k - 1] < bound2); });
}

// A neighbour list held by a whole warp in registers: entry e = 32 s + lane lives in slot s of
// that lane, entries sorted by (squared distance, original index), empty ones (+largest, INT_MAX)
// at the end. A thread's list (NeighbourList) lives in local memory and every insertion shifts
// it there; here an insertion is two ballots and one shuffle per slot, all in registers.
// Every call is warp-uniform (all 32 lanes, same arguments).
template <class Real, int Slots>
struct WarpNeighbourList {
    Real d2[Slots];
    int index[Slots];
    int count = 0, k = 0;
    Real limit = largest<Real>();
    Real bound = largest<Real>();  // squared distance of the k-th entry once full, else the limit
    int boundIndex = 0x7fffffff;

    __device__ static bool before(Real da, int ia, Real db, int ib) { return da < db || (da == db && ia < ib); }

    __device__ void start(int wanted, Real limit2) {
        k = wanted;
        count = 0;
        limit = bound = limit2;
        boundIndex = 0x7fffffff;
#pragma unroll
        for (int s = 0; s < Slots; ++s) {
            d2[s] = largest<Real>();
            index[s] = 0x7fffffff;
        }
    }
    // Whether a candidate enters the list (inclusive radius).
    __device__ bool accepts(Real dist2, int original) const {
        return count < k ? dist2 <= limit : before(dist2, original, bound, boundIndex);
    }

    // Inserts (dist2, original), the same on every lane, which accepts() allowed.
    __device__ void insert(Real dist2, int original) {
        const int lane = threadIdx.x & 31;
        const int used = (k + 31) >> 5;  // slots that hold entries < k
        int pos = 0;
#pragma unroll
        for (int s = 0; s < Slots; ++s)
            if (s < used) pos += __popc(__ballot_sync(0xffffffffu, before(d2[s], index[s], dist2, original)));
#pragma unroll
        for (int s = Slots - 1; s >= 0; --s) {
            if (s >= used) continue;
            Real upD = __shfl_up_sync(0xffffffffu, d2[s], 1);
            int upI = __shfl_up_sync(0xffffffffu, index[s], 1);
            if (s > 0) {
                const Real carryD = __shfl_sync(0xffffffffu, d2[s > 0 ? s - 1 : 0], 31);
                const int carryI = __shfl_sync(0xffffffffu, index[s > 0 ? s - 1 : 0], 31);
                if (lane == 0) {
                    upD = carryD;
                    upI = carryI;
                }
            }
            const int e = 32 * s + lane;
            if (e > pos) {
                d2[s] = upD;
                index[s] = upI;
            } else if (e == pos) {
                d2[s] = dist2;
                index[s] = original;
            }
        }
        if (count < k) ++count;
        if (count == k) {
            const int last = k - 1;
            Real d = d2[0];
            int i = index[0];
#pragma unroll
            for (int s = 1; s < Slots; ++s)
                if (s == (last >> 5)) {
                    d = d2[s];
                    i = index[s];
                }
            bound = __shfl_sync(0xffffffffu, d, last & 31);
            boundIndex = __shfl_sync(0xffffffffu, i, last & 31);
        }
    }

    // Offers each lane's candidate (valid on that lane); lanes take turns, nearest-first is not needed.
    __device__ void offer(bool valid, Real dist2, int original) {
        unsigned pending = __ballot_sync(0xffffffffu, valid && accepts(dist2, original));
        while (pending) {
            const int source = __ffs(pending) - 1;
            const Real d = __shfl_sync(0xffffffffu, dist2, source);
            const int i = __shfl_sync(0xffffffffu, original, source);
            insert(d, i);
            pending &= ~(1u << source);
            pending &= __ballot_sync(0xffffffffu, valid && accepts(dist2, original));
        }
    }
};

// gridNearest for one query per warp: the same rings of cells, each run of points read 32 at a
// time by the lanes. q and the list are warp-uniform.
template <class Real, int Slots>
__device__ void warpGridNearest(const CellGridView<Real>& g, Real qx, Real qy, Real qz,
                                WarpNeighbourList<Real, Slots>& list) {
    const int lane = threadIdx.x & 31;
    const Real q[3] = {qx, qy, qz};
    visitRings(
        g, q,
        [&](int begin, int end) {
            for (int base = begin; base < end; base += 32) {
                const int p = base + lane;
                const bool valid = p < end;
                Real d2 = largest<Real>();
                int original = 0;
                if (valid) {
                    d2 = squaredDistance<Real>(g.points[p], qx, qy, qz, g.dimension);
                    original = g.index[p];
                }
                list.offer(valid, d2, original);
            }
        },
        [&](Real bound2) { return bound2 > list.limit || (list.count == list.k && list.bound < bound2); });
}

// Sum of f(d2, payload) over the points within sqrt(limit2) of q (cells overlapping the ball).
template <class Real, class F>
__device__ void gridWithin(const CellGridView<Real>& g, Real qx, Real qy, Real qz, Real limit2, F&& f) {
    const Real q[3] = {qx, qy, qz};
    const Real radius = sqrt(limit2);
    int lo[3], hi[3];
    for (int a = 0; a < 3; ++a) {
        lo[a] = a < g.dimension ? g.cellOf(q[a] - radius, a) : 0;
        hi[a] = a < g.dimension ? g.cellOf(q[a] + radius, a) : 0;
    }
    for (int cz = lo[2]; cz <= hi[2]; ++cz)
        for (int cy = lo[1]; cy <= hi[1]; ++cy) {
            const int rowBase = (cz * g.n[1] + cy) * g.n[0];
            const int begin = g.cellStart[rowBase + lo[0]], end = g.cellStart[rowBase + hi[0] + 1];
            for (int p = begin; p < end; ++p) {
                const Packed4<Real> pt = g.points[p];
                const Real d2 = squaredDistance<Real>(pt, qx, qy, qz, g.dimension);
                if (d2 <= limit2) f(d2, pt.w);
            }
        }
}

}  // namespace strata::search::gpu
