// Building the cell grid of DeviceCellGrid.cuh on the GPU: cell of each point and its rank in the
// cell (atomic counts), an exclusive scan of the counts (CUB), a scatter into cell order.
#include <cub/device/device_scan.cuh>

#include <algorithm>
#include <cmath>

#include "search/DeviceCellGrid.cuh"

namespace strata::search::gpu {

namespace {

template <class Real>
__global__ void assignCells(const Packed4<Real>* points, int count, CellGridView<Real> g, int* cell, int* rank,
                            int* counts) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= count) return;
    const Packed4<Real> p = points[i];
    const int c = (g.cellOf(p.z, 2) * g.n[1] + g.cellOf(p.y, 1)) * g.n[0] + g.cellOf(p.x, 0);
    cell[i] = c;
    rank[i] = atomicAdd(&counts[c], 1);
}

template <class Real>
__global__ void scatterToCells(const Packed4<Real>* points, int count, const int* cell, const int* rank,
                               const int* cellStart, Packed4<Real>* sorted, int* index) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= count) return;
    const int pos = cellStart[cell[i]] + rank[i];
    sorted[pos] = points[i];
    index[pos] = i;
}

}  // namespace

template <class Real>
void CellGrid<Real>::build(const Packed4<Real>* points, int count, int dimension, const double lo[3],
                           const double hi[3], double pointsPerCell, cudaStream_t stream) {
    // Cell size from the volume per cell; flat extents count as a small fraction of the largest
    // so that planar or linear data still get a sensible grid.
    double extent[3], largestExtent = 0;
    for (int a = 0; a < 3; ++a) largestExtent = std::max(largestExtent, hi[a] - lo[a]);
    if (!(largestExtent > 0)) largestExtent = 1;
    double volume = 1;
    for (int a = 0; a < dimension; ++a) {
        extent[a] = std::max(hi[a] - lo[a], 1e-3 * largestExtent);
        volume *= extent[a];
    }
    double cell = std::pow(volume * std::max(pointsPerCell, 0.05) / std::max(count, 1), 1.0 / dimension);
    // At most 2^26 cells, and at most 2^15 along one axis (a cell index must fit an int).
    for (;;) {
        double cells = 1;
        bool fits = true;
        for (int a = 0; a < dimension; ++a) {
            const double na = std::ceil(extent[a] / cell);
            cells *= na;
            fits = fits && na <= 32768;
        }
        if (fits && cells <= double(1 << 26)) break;
        cell *= 1.25;
    }
    view_ = CellGridView<Real>{};
    view_.dimension = dimension;
    view_.cellSize = Real(cell);
    view_.inverseCellSize = Real(1.0 / cell);
    for (int a = 0; a < 3; ++a) {
        view_.origin[a] = Real(a < dimension ? lo[a] : 0.0);
        view_.n[a] = a < dimension ? std::max(1, int(std::ceil(extent[a] / cell))) : 1;
    }
    const int cells = view_.n[0] * view_.n[1] * view_.n[2];

    sorted_.resize(std::size_t(std::max(count, 1)));
    index_.resize(std::size_t(std::max(count, 1)));
    cell_.resize(std::size_t(std::max(count, 1)));
    rank_.resize(std::size_t(std::max(count, 1)));
    cellStart_.resize(std::size_t(cells) + 1);
    STRATA_CUDA_CHECK(cudaMemsetAsync(cellStart_.data(), 0, (std::size_t(cells) + 1) * sizeof(int), stream));
    const int block = 256, grid = (count + block - 1) / block;
    if (count > 0) {
        // Counts go into cellStart, which the scan then turns into offsets in place.
        assignCells<Real><<<grid, block, 0, stream>>>(points, count, view_, cell_.data(), rank_.data(), cellStart_.data());
        STRATA_CUDA_CHECK_LAUNCH();
    }
    std::size_t scratchBytes = 0;
    STRATA_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, scratchBytes, cellStart_.data(), cellStart_.data(),
                                                    cells + 1, stream));
    if (scanScratch_.size() < scratchBytes) scanScratch_.resize(scratchBytes);
    STRATA_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(scanScratch_.data(), scratchBytes, cellStart_.data(),
                                                    cellStart_.data(), cells + 1, stream));
    if (count > 0) {
        scatterToCells<Real><<<grid, block, 0, stream>>>(points, count, cell_.data(), rank_.data(), cellStart_.data(),
                                                         sorted_.data(), index_.data());
        STRATA_CUDA_CHECK_LAUNCH();
    }
    view_.points = sorted_.data();
    view_.index = index_.data();
    view_.cellStart = cellStart_.data();
}

template class CellGrid<float>;
template class CellGrid<double>;

}  // namespace strata::search::gpu
