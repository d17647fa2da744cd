// The "search" CUDA engine: batched k-nearest-neighbour queries on the cell grid.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "search/DeviceCellGrid.cuh"
#include "strata/core/Error.h"
#include "strata/search/NeighbourSearchCuda.h"

namespace strata::search {

namespace {

using gpu::CellGrid;
using gpu::CellGridView;
using gpu::NeighbourList;
using gpu::Packed4;

template <class Real, int Capacity>
__global__ void knnQueries(CellGridView<Real> g, const Packed4<Real>* queries, int count, int k, Real limit2,
                           int* indices, Real* d2s) {
    const int q = blockIdx.x * blockDim.x + threadIdx.x;
    if (q >= count) return;
    const Packed4<Real> p = queries[q];
    NeighbourList<Real, Capacity> list;
    list.start(k, limit2);
    gpu::gridNearest(g, p.x, p.y, p.z, list);
    for (int j = 0; j < k; ++j) {
        indices[std::size_t(q) * k + j] = j < list.count ? list.index[j] : -1;
        d2s[std::size_t(q) * k + j] = j < list.count ? list.d2[j] : Real(-1);
    }
}

template <class Real, int Capacity>
void launchKnn(const CellGridView<Real>& g, const Packed4<Real>* queries, int count, int k, Real limit2, int* indices,
               Real* d2s, cudaStream_t stream) {
    const int block = 128;
    knnQueries<Real, Capacity><<<(count + block - 1) / block, block, 0, stream>>>(g, queries, count, k, limit2, indices, d2s);
    STRATA_CUDA_CHECK_LAUNCH();
}

template <class Real>
void dispatchKnn(const CellGridView<Real>& g, const Packed4<Real>* queries, int count, int k, Real limit2, int* indices,
                 Real* d2s, cudaStream_t stream) {
    if (k <= 16) return launchKnn<Real, 16>(g, queries, count, k, limit2, indices, d2s, stream);
    if (k <= 64) return launchKnn<Real, 64>(g, queries, count, k, limit2, indices, d2s, stream);
    if (k <= 128) return launchKnn<Real, 128>(g, queries, count, k, limit2, indices, d2s, stream);
    return launchKnn<Real, 512>(g, queries, count, k, limit2, indices, d2s, stream);
}

class SearchCuda final : public CudaEngine {
public:
    void nearest(const GpuKnnQuery& query, std::size_t* indices, double* squaredDistances) override {
        if (query.k < 1 || query.k > 512) throw ValidationError("search", "k", "must be in 1..512 on the GPU");
        if (query.dataCount > std::size_t(std::numeric_limits<int>::max() / 2))
            throw ValidationError("search", "data", "too many data for the GPU search");
        if (query.doublePrecision)
            run<double>(query, indices, squaredDistances);
        else
            run<float>(query, indices, squaredDistances);
    }

private:
    template <class Real>
    void run(const GpuKnnQuery& query, std::size_t* indices, double* squaredDistances) {
        const int n = int(query.dataCount);
        double centroid[3] = {0, 0, 0}, lo[3], hi[3];
        for (std::size_t i = 0; i < query.dataCount; ++i) {
            centroid[0] += query.x[i];
            centroid[1] += query.y[i];
            if (query.z) centroid[2] += query.z[i];
        }
        for (double& c : centroid) c /= double(std::max(n, 1));
        std::vector<Packed4<Real>> host(query.dataCount);
        for (int a = 0; a < 3; ++a) {
            lo[a] = std::numeric_limits<double>::infinity();
            hi[a] = -lo[a];
        }
        for (std::size_t i = 0; i < query.dataCount; ++i) {
            const double p[3] = {query.x[i] - centroid[0], query.y[i] - centroid[1],
                                 query.dimension == 3 ? query.z[i] - centroid[2] : 0.0};
            host[i] = {Real(p[0]), Real(p[1]), Real(p[2]), Real(0)};
            for (int a = 0; a < 3; ++a) {
                lo[a] = std::min(lo[a], double(Real(p[a])));
                hi[a] = std::max(hi[a], double(Real(p[a])));
            }
        }
        if (n == 0)
            for (int a = 0; a < 3; ++a) lo[a] = hi[a] = 0;
        cuda::DeviceBuffer<Packed4<Real>> data(std::max<std::size_t>(1, query.dataCount));
        data.upload(host.data(), query.dataCount);
        CellGrid<Real> grid;
        grid.build(data.data(), n, query.dimension, lo, hi, 2.0, nullptr);

        const std::size_t k = query.k;
        const double limit2 = std::isinf(query.maxDistance) ? double(gpu::largest<Real>())
                                                            : query.maxDistance * query.maxDistance;
        const std::size_t chunk = std::size_t(1) << 20;
        std::vector<Packed4<Real>> qhost;
        std::vector<int> idx;
        std::vector<Real> d2;
        cuda::DeviceBuffer<Packed4<Real>> dq(std::min(chunk, std::max<std::size_t>(1, query.queryCount)));
        cuda::DeviceBuffer<int> di(dq.size() * k);
        cuda::DeviceBuffer<Real> dd(dq.size() * k);
        for (std::size_t b = 0; b < query.queryCount; b += chunk) {
            const std::size_t m = std::min(chunk, query.queryCount - b);
            qhost.resize(m);
            for (std::size_t i = 0; i < m; ++i)
                qhost[i] = {Real(query.qx[b + i] - centroid[0]), Real(query.qy[b + i] - centroid[1]),
                            Real(query.dimension == 3 ? query.qz[b + i] - centroid[2] : 0.0), Real(0)};
            dq.upload(qhost.data(), m);
            dispatchKnn<Real>(grid.view(), dq.data(), int(m), int(k), Real(limit2), di.data(), dd.data(), nullptr);
            idx.resize(m * k);
            d2.resize(m * k);
            di.download(idx.data(), m * k);
            dd.download(d2.data(), m * k);
            for (std::size_t j = 0; j < m * k; ++j) {
                indices[b * k + j] = idx[j] < 0 ? SIZE_MAX : std::size_t(idx[j]);
                squaredDistances[b * k + j] = idx[j] < 0 ? std::numeric_limits<double>::infinity() : double(d2[j]);
            }
        }
    }
};

}  // namespace

STRATA_CUDA_ENGINE("search", strata::search::CudaEngine, SearchCuda);

}  // namespace strata::search
