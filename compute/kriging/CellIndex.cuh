#pragma once
// The data sorted by cell of the search frame, for the warp search of KrigingDevice.cuh
// (warpNearest): frame coordinates, cell keys, CUB radix sort, histogram and scan, all on the GPU.
// Shared by the kriging and cokriging engines.
#include <cub/cub.cuh>

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "CudaCheck.h"
#include "kriging/KrigingDevice.cuh"
#include "strata/core/Anisotropy.h"
#include "strata/kriging/KrigingOptions.h"

// In an unnamed namespace: each engine's translation unit gets its own kernels.
namespace strata::kriging {
namespace {

// The search ellipsoid's metric: frame = m * offset, where the ellipsoid is a sphere.
template <class Real>
struct SearchMetric {
    Real m[9];
};

template <class Real>
SearchMetric<Real> searchMetricOf(const SearchNeighbourhood& sn) {
    const AnisotropicMetric sm(
        Anisotropy{sn.ang1, sn.ang2, sn.ang3, sn.minorRadius() / sn.radius, sn.verticalRadius() / sn.radius});
    SearchMetric<Real> out;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) out.m[r * 3 + c] = Real(sm.m[r][c]);
    return out;
}

template <class Real>
__global__ void frameKernel(const Real* x, const Real* y, const Real* z, int n, SearchMetric<Real> metric, Real* fx,
                            Real* fy, Real* fz) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const Real* m = metric.m;
    fx[i] = m[0] * x[i] + m[1] * y[i] + m[2] * z[i];
    fy[i] = m[3] * x[i] + m[4] * y[i] + m[5] * z[i];
    fz[i] = m[6] * x[i] + m[7] * y[i] + m[8] * z[i];
}

template <class Real>
__global__ void cellKeyKernel(const Real* fx, const Real* fy, const Real* fz, int n, device::CellGrid<Real> g,
                              unsigned* keys, int* counts, int* iota) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const Real f[3] = {fx[i], fy[i], fz[i]};
    int c[3];
    for (int a = 0; a < 3; ++a) {
        const int v = int(floor((f[a] - g.origin[a]) / g.cell));
        c[a] = v < 0 ? 0 : (v >= g.n[a] ? g.n[a] - 1 : v);
    }
    const unsigned key = unsigned((c[2] * g.n[1] + c[1]) * g.n[0] + c[0]);
    keys[i] = key;
    iota[i] = i;
    atomicAdd(&counts[key], 1);
}

template <class Real>
__global__ void gatherKernel(const int* order, int n, const Real* fx, const Real* fy, const Real* fz, Real* sx, Real* sy,
                             Real* sz) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const int j = order[i];
    sx[i] = fx[j];
    sy[i] = fy[j];
    sz[i] = fz[j];
}

// Cell size and counts for data spanning [lo, hi] in the search frame: about ndmax / 12 data per
// cell in 2-D (ndmax / 16 in 3-D), so that the k nearest span a few rings of cells; coarser
// where clustered data leave most cells of a large box empty.
template <class Real>
device::CellGrid<Real> cellGridFor(const Real* lo, const Real* hi, int ndmax, int n) {
    const double extent[3] = {double(hi[0] - lo[0]), double(hi[1] - lo[1]), double(hi[2] - lo[2])};
    const double maxExtent = std::max({extent[0], extent[1], extent[2], 1e-12});
    int active = 0;
    double volume = 1;
    for (double e : extent)
        if (e > 1e-6 * maxExtent) {
            ++active;
            volume *= e;
        }
    const double perCell = std::max(1.0, double(ndmax) / (active >= 3 ? 16.0 : 12.0));
    double cell = active == 0 ? maxExtent : std::pow(volume * perCell / std::max(n, 1), 1.0 / std::max(active, 1));
    cell = std::max(cell, maxExtent / 4096.0);
    device::CellGrid<Real> g{};
    auto countCells = [&] {
        double cells = 1;
        for (int a = 0; a < 3; ++a) {
            g.n[a] = std::max(1, int(std::ceil(extent[a] / cell)));
            if (extent[a] >= g.n[a] * cell) ++g.n[a];
            cells *= g.n[a];
        }
        return cells;
    };
    while (countCells() > 4.0 * n + 64) cell *= 1.5;
    g.cell = Real(cell);
    for (int a = 0; a < 3; ++a) g.origin[a] = lo[a];
    return g;
}

// The data sorted by cell of the search frame (frame coordinates, cell keys, CUB radix sort,
// histogram and scan), all on the GPU.
template <class Real>
struct CellIndex {
    // x, y, z: n points on the device; ndmax sets the cell size (a few cells hold the ndmax nearest).
    CellIndex(const Real* x, const Real* y, const Real* z, std::size_t count, const Real* searchMetric, int ndmax) {
        const int n = int(count);
        const std::size_t un = count;
        SearchMetric<Real> metric;
        std::copy(searchMetric, searchMetric + 9, metric.m);
        cuda::DeviceBuffer<Real> fx(un), fy(un), fz(un);
        const unsigned blocks = unsigned((n + 255) / 256);
        frameKernel<<<blocks, 256>>>(x, y, z, n, metric, fx.data(), fy.data(), fz.data());
        STRATA_CUDA_CHECK_LAUNCH();
        Real lo[3], hi[3];
        bounds(fx, fy, fz, n, lo, hi);
        grid = cellGridFor(lo, hi, ndmax, n);
        const std::size_t cellCount = std::size_t(grid.n[0]) * std::size_t(grid.n[1]) * std::size_t(grid.n[2]);
        cuda::DeviceBuffer<unsigned> keys(un), sortedKeys(un);
        cuda::DeviceBuffer<int> counts(cellCount + 1), iota(un);
        start.resize(cellCount + 1);
        order.resize(un);
        STRATA_CUDA_CHECK(cudaMemset(counts.data(), 0, (cellCount + 1) * sizeof(int)));
        cellKeyKernel<<<blocks, 256>>>(fx.data(), fy.data(), fz.data(), n, grid, keys.data(), counts.data(), iota.data());
        STRATA_CUDA_CHECK_LAUNCH();
        std::size_t scanBytes = 0, sortBytes = 0;
        cub::DeviceScan::ExclusiveSum(nullptr, scanBytes, counts.data(), start.data(), int(cellCount + 1));
        int bits = 1;
        while ((std::size_t(1) << bits) < cellCount) ++bits;
        cub::DeviceRadixSort::SortPairs(nullptr, sortBytes, keys.data(), sortedKeys.data(), iota.data(), order.data(), n,
                                        0, bits);
        cuda::DeviceBuffer<unsigned char> temp(std::max<std::size_t>({scanBytes, sortBytes, 1}));
        STRATA_CUDA_CHECK(
            cub::DeviceScan::ExclusiveSum(temp.data(), scanBytes, counts.data(), start.data(), int(cellCount + 1)));
        // Radix sort is stable: data of one cell stay in input order.
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(temp.data(), sortBytes, keys.data(), sortedKeys.data(),
                                                          iota.data(), order.data(), n, 0, bits));
        sx.resize(un);
        sy.resize(un);
        sz.resize(un);
        gatherKernel<<<blocks, 256>>>(order.data(), n, fx.data(), fy.data(), fz.data(), sx.data(), sy.data(), sz.data());
        STRATA_CUDA_CHECK_LAUNCH();
    }

    device::CellGrid<Real> bound() const {
        device::CellGrid<Real> g = grid;
        g.start = start.data();
        g.fx = sx.data();
        g.fy = sy.data();
        g.fz = sz.data();
        g.original = order.data();
        return g;
    }

    static void bounds(cuda::DeviceBuffer<Real>& fx, cuda::DeviceBuffer<Real>& fy, cuda::DeviceBuffer<Real>& fz, int n, Real* lo, Real* hi) {
        cuda::DeviceBuffer<Real> result(2);
        std::size_t tempBytes = 0;
        cub::DeviceReduce::Min(nullptr, tempBytes, fx.data(), result.data(), n);
        cuda::DeviceBuffer<unsigned char> temp(std::max<std::size_t>(tempBytes, 1));
        Real* axes[3] = {fx.data(), fy.data(), fz.data()};
        for (int a = 0; a < 3; ++a) {
            STRATA_CUDA_CHECK(cub::DeviceReduce::Min(temp.data(), tempBytes, axes[a], result.data(), n));
            STRATA_CUDA_CHECK(cub::DeviceReduce::Max(temp.data(), tempBytes, axes[a], result.data() + 1, n));
            Real both[2];
            result.download(both, 2);
            lo[a] = both[0];
            hi[a] = both[1];
        }
    }

    device::CellGrid<Real> grid{};
    cuda::DeviceBuffer<int> start, order;
    cuda::DeviceBuffer<Real> sx, sy, sz;
};

}  // namespace
}  // namespace strata::kriging
