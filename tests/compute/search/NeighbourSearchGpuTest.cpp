// The GPU cell-grid kNN against the CPU k-d tree: same neighbours, same order, ties by index.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "strata/core/Backend.h"
#include "strata/search/NeighbourSearch.h"
#include "strata/search/NeighbourSearchCuda.h"

using namespace strata;
using search::GpuKnnQuery;
using search::Neighbour;
using search::NeighbourSearch;

namespace {

class SearchGpu : public ::testing::Test {
protected:
    void SetUp() override {
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};

struct Cloud {
    std::vector<double> x, y, z;
};

Cloud randomCloud(std::size_t n, unsigned seed, double offset, double zScale) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0.0, 100.0);
    Cloud c;
    for (std::size_t i = 0; i < n; ++i) {
        c.x.push_back(offset + u(rng));
        c.y.push_back(offset + u(rng));
        c.z.push_back(u(rng) * zScale);
    }
    return c;
}

}  // namespace

TEST_F(SearchGpu, NearestMatchesTheCpuTree) {
    for (int dim : {2, 3})
        for (bool dbl : {false, true}) {
            // Clustered and far from the origin: the centroid shift and the ring bounds matter.
            Cloud data = randomCloud(20000, 3 + unsigned(dim), 5.0e5, dim == 3 ? 0.3 : 0.0);
            const Cloud dense = randomCloud(20000, 9, 5.0e5, 0.0);
            for (std::size_t i = 0; i < dense.x.size(); ++i) {
                data.x.push_back(dense.x[i] * 0.05 + 4.75e5);
                data.y.push_back(dense.y[i] * 0.05 + 4.75e5);
                data.z.push_back(0.0);
            }
            const Cloud queries = randomCloud(3000, 17, 5.0e5 - 10, dim == 3 ? 0.3 : 0.0);
            const NeighbourSearch cpu(data.x, data.y, data.z, dim);
            GpuKnnQuery q;
            q.dimension = dim;
            q.dataCount = data.x.size();
            q.x = data.x.data();
            q.y = data.y.data();
            q.z = dim == 3 ? data.z.data() : nullptr;
            q.queryCount = queries.x.size();
            q.qx = queries.x.data();
            q.qy = queries.y.data();
            q.qz = dim == 3 ? queries.z.data() : nullptr;
            q.doublePrecision = dbl;
            for (std::size_t k : {1u, 10u, 64u, 300u}) {
                q.k = k;
                std::vector<std::size_t> idx(q.queryCount * k);
                std::vector<double> d2(q.queryCount * k);
                cudaEngineAs<search::CudaEngine>("search").nearest(q, idx.data(), d2.data());
                std::vector<Neighbour> want;
                std::size_t mismatches = 0;
                for (std::size_t i = 0; i < q.queryCount; ++i) {
                    cpu.nearest(queries.x[i], queries.y[i], queries.z[i], k + 1, want);
                    for (std::size_t j = 0; j < k; ++j) {
                        const double tol = (dbl ? 1e-9 : 2e-4) * (1.0 + want[j].squaredDistance);
                        EXPECT_NEAR(d2[i * k + j], want[j].squaredDistance, tol) << "query " << i << " rank " << j;
                        // Float distances may swap data whose distances differ by less than their rounding.
                        const bool separated = (j == 0 || want[j].squaredDistance - want[j - 1].squaredDistance > tol) &&
                                               want[j + 1].squaredDistance - want[j].squaredDistance > tol;
                        if (separated && idx[i * k + j] != want[j].index) ++mismatches;
                    }
                }
                EXPECT_EQ(mismatches, 0u) << "dim " << dim << " k " << k << (dbl ? " double" : " float");
            }
        }
}

TEST_F(SearchGpu, TiesByIndexAndInclusiveRadius) {
    // A shuffled unit lattice: many equal distances. In double precision the GPU must order ties
    // by data index exactly as the CPU tree does, and keep data exactly at the radius.
    Cloud data;
    std::vector<std::pair<int, int>> cells;
    for (int i = 0; i < 40; ++i)
        for (int j = 0; j < 40; ++j) cells.emplace_back(i, j);
    std::shuffle(cells.begin(), cells.end(), std::mt19937(5));
    for (auto [i, j] : cells) {
        data.x.push_back(i + 0.5);
        data.y.push_back(j + 0.5);
        data.z.push_back(0.0);
    }
    const Cloud queries{{20.5, 10.0, 0.0, 39.5}, {20.5, 10.5, 0.0, 45.0}, {0, 0, 0, 0}};
    const NeighbourSearch cpu(data.x, data.y, data.z, 2);
    GpuKnnQuery q;
    q.dimension = 2;
    q.dataCount = data.x.size();
    q.x = data.x.data();
    q.y = data.y.data();
    q.queryCount = queries.x.size();
    q.qx = queries.x.data();
    q.qy = queries.y.data();
    q.doublePrecision = true;
    q.k = 40;
    q.maxDistance = 3.0;
    std::vector<std::size_t> idx(q.queryCount * q.k);
    std::vector<double> d2(q.queryCount * q.k);
    cudaEngineAs<search::CudaEngine>("search").nearest(q, idx.data(), d2.data());
    std::vector<Neighbour> want;
    for (std::size_t i = 0; i < q.queryCount; ++i) {
        cpu.nearest(queries.x[i], queries.y[i], 0, q.k, want, 3.0);
        for (std::size_t j = 0; j < q.k; ++j) {
            if (j < want.size()) {
                EXPECT_EQ(idx[i * q.k + j], want[j].index) << "query " << i << " rank " << j;
                EXPECT_DOUBLE_EQ(d2[i * q.k + j], want[j].squaredDistance);
            } else {
                EXPECT_EQ(idx[i * q.k + j], SIZE_MAX);
            }
        }
    }
}
