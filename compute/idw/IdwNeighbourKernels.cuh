#pragma once
// Neighbourhood kernels of the IDW/AIDW CUDA engine, one target per thread:
//  - nearestKernel: the k nearest data (cell grid, or every datum as in the published AIDW),
//    then AIDW's power from their mean distance and/or the weighted mean over the K nearest;
//  - radiusKernel: IDW over every datum inside the search radius (cells overlapping the ball).
#include <cuda_runtime.h>

#include "idw/IdwWeightKernels.cuh"
#include "idw/WeightMath.h"
#include "search/DeviceCellGrid.cuh"

namespace strata::idw::gpu {

using search::gpu::CellGridView;
using search::gpu::NeighbourList;
using search::gpu::Packed4;

template <class Real>
struct NeighbourArgs {
    CellGridView<Real> grid;
    const Packed4<Real>* data = nullptr;  // input order; w = value
    int n = 0;
    Packed4<Real>* targets = nullptr;     // w = c = -power/2, written here for AIDW
    int m = 0;
    int listSize = 0;    // max(kAlpha, weighted)
    int kAlpha = 0;      // AIDW: neighbours in r_obs; 0: IDW
    int weighted = 0;    // > 0: the estimate from the first `weighted` neighbours
    Real limit2 = search::gpu::largest<Real>();
    Real rExpected = 1, rMin = 0, rMax = 2;
    Real levels[5] = {1, 2, 3, 4, 5};
    Real* alpha = nullptr;      // AIDW output, per target
    double* estimate = nullptr;  // output when weighted > 0
    int* used = nullptr;         // output when weighted > 0: the data weighted
};

// Every datum offered to the list, through shared-memory tiles (all threads of the block take part).
template <class Real, int Capacity>
__device__ void bruteNearest(const NeighbourArgs<Real>& a, const Packed4<Real>& q, bool active,
                             NeighbourList<Real, Capacity>& list) {
    __shared__ Packed4<Real> tile[kTile];
    for (int b = 0; b < a.n; b += kTile) {
        __syncthreads();
        if (b + int(threadIdx.x) < a.n) tile[threadIdx.x] = a.data[b + threadIdx.x];
        __syncthreads();
        const int count = min(kTile, a.n - b);
        if (!active) continue;
        for (int j = 0; j < count; ++j) {
            const Real d2 = search::gpu::squaredDistance<Real>(tile[j], q.x, q.y, q.z, a.grid.dimension);
            if (d2 <= list.worst()) list.offer(d2, b + j);
        }
    }
}

template <class Real, int Capacity, bool Brute>
__global__ void __launch_bounds__(kTile) nearestKernel(NeighbourArgs<Real> a) {
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    const bool active = t < a.m;
    Packed4<Real> q = active ? a.targets[t] : Packed4<Real>{0, 0, 0, 0};
    NeighbourList<Real, Capacity> list;
    list.start(a.listSize, a.limit2);
    if constexpr (Brute)
        bruteNearest(a, q, active, list);
    else if (active)
        search::gpu::gridNearest(a.grid, q.x, q.y, q.z, list);
    if (!active) return;
    if (a.kAlpha > 0) {
        const int kk = min(a.kAlpha, list.count);
        Real sum = 0;
        for (int j = 0; j < kk; ++j) sum += sqrt(list.d2[j]);
        const Real ratio = sum / Real(kk) / a.rExpected;
        const Real alpha = alphaFromMu(adaptiveMu(ratio, a.rMin, a.rMax), a.levels);
        a.alpha[t] = alpha;
        q.w = Real(-0.5) * alpha;
        a.targets[t].w = q.w;
    }
    if (a.weighted > 0) {
        const int kk = min(a.weighted, list.count);
        double sw = 0, swz = 0;
        for (int j = 0; j < kk; ++j) {
            const Real w = canonicalWeight(list.d2[j], q.w);
            sw += double(w);
            swz += double(w) * double(a.data[list.index[j]].w);
        }
        a.estimate[t] = kk > 0 ? swz / sw : __longlong_as_double(0x7ff8000000000000ll);
        a.used[t] = kk;
    }
}

// nearestKernel with one target per warp and the list in the warp's registers (WarpNeighbourList):
// for long lists, whose thread-local copies spill out of the L1 (docs/idw.md).
template <class Real>
__device__ __forceinline__ Real warpSum(Real v) {
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2) v += __shfl_xor_sync(0xffffffffu, v, offset);
    return v;
}

template <class Real, int Slots>
__global__ void __launch_bounds__(kTile) nearestWarpKernel(NeighbourArgs<Real> a) {
    const int t = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    const int lane = threadIdx.x & 31;
    if (t >= a.m) return;  // warp-uniform
    Packed4<Real> q = a.targets[t];
    search::gpu::WarpNeighbourList<Real, Slots> list;
    list.start(a.listSize, a.limit2);
    search::gpu::warpGridNearest(a.grid, q.x, q.y, q.z, list);
    if (a.kAlpha > 0) {
        const int kk = min(a.kAlpha, list.count);
        Real sum = 0;
#pragma unroll
        for (int s = 0; s < Slots; ++s)
            if (32 * s + lane < kk) sum += sqrt(list.d2[s]);
        sum = warpSum(sum);
        const Real ratio = sum / Real(kk) / a.rExpected;
        const Real alpha = alphaFromMu(adaptiveMu(ratio, a.rMin, a.rMax), a.levels);
        q.w = Real(-0.5) * alpha;
        if (lane == 0) {
            a.alpha[t] = alpha;
            a.targets[t].w = q.w;
        }
    }
    if (a.weighted > 0) {
        const int kk = min(a.weighted, list.count);
        double sw = 0, swz = 0;
#pragma unroll
        for (int s = 0; s < Slots; ++s)
            if (32 * s + lane < kk) {
                const Real w = canonicalWeight(list.d2[s], q.w);
                sw += double(w);
                swz += double(w) * double(a.data[list.index[s]].w);
            }
        sw = warpSum(sw);
        swz = warpSum(swz);
        if (lane == 0) {
            a.estimate[t] = kk > 0 ? swz / sw : __longlong_as_double(0x7ff8000000000000ll);
            a.used[t] = kk;
        }
    }
}

template <class Real>
__global__ void radiusKernel(CellGridView<Real> grid, const Packed4<Real>* __restrict__ targets, int m, Real limit2,
                             double* __restrict__ estimate, int* __restrict__ used) {
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m) return;
    const Packed4<Real> q = targets[t];
    double sw = 0, swz = 0;
    int count = 0;
    search::gpu::gridWithin(grid, q.x, q.y, q.z, limit2, [&](Real d2, Real v) {
        const Real w = canonicalWeight(d2, q.w);
        sw += double(w);
        swz += double(w) * double(v);
        ++count;
    });
    estimate[t] = count > 0 ? swz / sw : __longlong_as_double(0x7ff8000000000000ll);
    used[t] = count;
}

// Grid nodes o + i a + j b + k c of [first, first + m), in the working frame; w = c.
template <class Real>
__global__ void gridTargets(double ox, double oy, double oz, double3 a, double3 b, double3 c, long long nx,
                            long long ny, long long first, int m, Real cw, Packed4<Real>* __restrict__ out) {
    const int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m) return;
    const long long g = first + t;
    const double i = double(g % nx), j = double((g / nx) % ny), k = double(g / (nx * ny));
    out[t] = Packed4<Real>{Real(ox + i * a.x + j * b.x + k * c.x), Real(oy + i * a.y + j * b.y + k * c.y),
                           Real(oz + i * a.z + j * b.z + k * c.z), cw};
}

}  // namespace strata::idw::gpu
