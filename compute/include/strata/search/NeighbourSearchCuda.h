#pragma once
// k nearest neighbours on the GPU (a cell grid built on the device, one query per thread), with
// the conventions of NeighbourSearch: Euclidean distance, inclusive radius, ties by data index.
// Implemented in libstrata_cuda.so (compute/search/SearchCuda.cu); reached with
// strata::cudaEngineAs<strata::search::CudaEngine>("search"). Coordinates are shifted to the
// data centroid and searched in single precision (or double when asked).
#include <cstddef>
#include <limits>

namespace strata::search {

struct GpuKnnQuery {
    int dimension = 2;
    std::size_t dataCount = 0;
    const double* x = nullptr;
    const double* y = nullptr;
    const double* z = nullptr;  // null in 2-D
    std::size_t queryCount = 0;
    const double* qx = nullptr;
    const double* qy = nullptr;
    const double* qz = nullptr;
    std::size_t k = 1;          // at most 512
    double maxDistance = std::numeric_limits<double>::infinity();
    bool doublePrecision = false;
};

class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    // indices[q * k + j], squaredDistances[q * k + j]: the j-th nearest datum of query q, nearest
    // first; missing neighbours (fewer data or radius) have index SIZE_MAX and distance +inf.
    virtual void nearest(const GpuKnnQuery& query, std::size_t* indices, double* squaredDistances) = 0;
};

}  // namespace strata::search
