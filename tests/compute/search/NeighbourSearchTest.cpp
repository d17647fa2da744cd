// NeighbourSearch against brute force: kNN, radius and ellipsoid queries, ties by index.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "strata/core/Error.h"
#include "strata/search/NeighbourSearch.h"

using namespace strata;
using search::Neighbour;
using search::NeighbourSearch;

namespace {

PointSet randomPoints(std::size_t n, int dimension, unsigned seed, double offset = 0.0) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0.0, 100.0);
    PointSet p;
    p.dimension = dimension;
    for (std::size_t i = 0; i < n; ++i) {
        p.x.push_back(offset + u(rng));
        p.y.push_back(offset + u(rng));
        p.z.push_back(dimension == 3 ? u(rng) * 0.2 : 0.0);
    }
    return p;
}

// All data sorted by (metric distance, index): the definition the search must follow.
std::vector<Neighbour> bruteForce(const PointSet& p, const AnisotropicMetric& m, double qx, double qy, double qz) {
    std::vector<Neighbour> all;
    for (std::size_t i = 0; i < p.size(); ++i)
        all.push_back({i, m.squaredDistance(p.x[i] - qx, p.y[i] - qy, p.dimension == 3 ? p.z[i] - qz : 0.0)});
    std::sort(all.begin(), all.end(), [](const Neighbour& a, const Neighbour& b) {
        return a.squaredDistance < b.squaredDistance || (a.squaredDistance == b.squaredDistance && a.index < b.index);
    });
    return all;
}

void expectSameNeighbours(const std::vector<Neighbour>& got, const std::vector<Neighbour>& want, std::size_t count) {
    ASSERT_EQ(got.size(), count);
    for (std::size_t j = 0; j < count; ++j) {
        EXPECT_EQ(got[j].index, want[j].index) << "rank " << j;
        EXPECT_NEAR(got[j].squaredDistance, want[j].squaredDistance, 1e-9 * (1 + want[j].squaredDistance));
    }
}

}  // namespace

TEST(NeighbourSearch, NearestMatchesBruteForceIn2dAnd3d) {
    for (int dim : {2, 3}) {
        // Far from the origin: the centroid shift keeps the precision.
        const PointSet p = randomPoints(3000, dim, 7 + unsigned(dim), 1.0e6);
        const NeighbourSearch s(p);
        EXPECT_EQ(s.size(), p.size());
        std::mt19937_64 rng(3);
        std::uniform_real_distribution<double> u(-10.0, 110.0);
        std::vector<Neighbour> got;
        for (int q = 0; q < 200; ++q) {
            const double qx = 1.0e6 + u(rng), qy = 1.0e6 + u(rng), qz = dim == 3 ? u(rng) * 0.2 : 0.0;
            const auto want = bruteForce(p, AnisotropicMetric{}, qx, qy, qz);
            for (std::size_t k : {1u, 10u, 64u}) {
                s.nearest(qx, qy, qz, k, got);
                // Distances in the shifted frame round differently from brute force in the
                // original frame: compare ranks only where the distances are clearly apart.
                ASSERT_EQ(got.size(), k);
                for (std::size_t j = 0; j < k; ++j)
                    EXPECT_NEAR(got[j].squaredDistance, want[j].squaredDistance, 1e-6 * (1 + want[j].squaredDistance));
                if (want[k].squaredDistance - want[k - 1].squaredDistance > 1e-6) {
                    std::vector<std::size_t> a, b;
                    for (std::size_t j = 0; j < k; ++j) {
                        a.push_back(got[j].index);
                        b.push_back(want[j].index);
                    }
                    std::sort(a.begin(), a.end());
                    std::sort(b.begin(), b.end());
                    EXPECT_EQ(a, b);
                }
            }
        }
    }
}

TEST(NeighbourSearch, TiesAreBrokenByDataIndex) {
    // A lattice with spacing 1, listed in a shuffled order: around a lattice point, the four data at
    // distance 1 tie, as do the four at sqrt(2). The k-th place must go to the lowest indices.
    PointSet p;
    std::vector<std::pair<int, int>> cells;
    for (int i = 0; i < 9; ++i)
        for (int j = 0; j < 9; ++j) cells.emplace_back(i, j);
    std::shuffle(cells.begin(), cells.end(), std::mt19937(11));
    for (auto [i, j] : cells) {
        p.x.push_back(i + 0.5);
        p.y.push_back(j + 0.5);
        p.z.push_back(0);
    }
    const NeighbourSearch s(p);
    std::vector<Neighbour> got;
    for (double qx : {4.5, 2.5, 5.0}) {
        const double qy = 4.5;
        const auto want = bruteForce(p, AnisotropicMetric{}, qx, qy, 0);
        for (std::size_t k = 1; k <= 30; ++k) {
            s.nearest(qx, qy, 0, k, got);
            expectSameNeighbours(got, want, k);
        }
        s.withinRadius(qx, qy, 0, 2.0, got);
        std::size_t inside = 0;
        while (inside < want.size() && want[inside].squaredDistance <= 4.0) ++inside;
        expectSameNeighbours(got, want, inside);
    }
}

TEST(NeighbourSearch, RadiusIsInclusive) {
    PointSet p;
    p.x = {0, 3, 0, 5};
    p.y = {0, 4, 5, 0.0001};
    p.z = {0, 0, 0, 0};
    const NeighbourSearch s(p);
    std::vector<Neighbour> got;
    s.withinRadius(0, 0, 0, 5.0, got);
    ASSERT_EQ(got.size(), 3u);  // (5, 0.0001) is just outside
    EXPECT_EQ(got[0].index, 0u);
    EXPECT_EQ(got[1].index, 1u);  // 3-4-5: distance exactly 5, ties with index 2
    EXPECT_EQ(got[2].index, 2u);
    s.nearest(0, 0, 0, 10, got, 5.0);
    EXPECT_EQ(got.size(), 3u);
    s.nearest(0, 0, 0, 2, got, 5.0);
    ASSERT_EQ(got.size(), 2u);
    EXPECT_EQ(got[1].index, 1u);
}

TEST(NeighbourSearch, EllipsoidQueriesMatchTheMetric) {
    // Azimuth 30, dip -20, rake 10, ratios 0.4 and 0.2: the transformed isotropic query must
    // select exactly the data inside the ellipsoid, ordered by anisotropic distance.
    const PointSet p = randomPoints(4000, 3, 21);
    const AnisotropicMetric m(Anisotropy{30, -20, 10, 0.4, 0.2});
    const NeighbourSearch s(p, m);
    std::vector<Neighbour> got;
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> u(0.0, 100.0);
    for (int q = 0; q < 100; ++q) {
        const double qx = u(rng), qy = u(rng), qz = u(rng) * 0.2;
        const auto want = bruteForce(p, m, qx, qy, qz);
        const double radius = 25.0;
        s.withinRadius(qx, qy, qz, radius, got);
        std::size_t inside = 0;
        while (inside < want.size() && want[inside].squaredDistance <= radius * radius) ++inside;
        expectSameNeighbours(got, want, inside);
        s.nearest(qx, qy, qz, 16, got, radius);
        expectSameNeighbours(got, want, std::min<std::size_t>(16, inside));
        EXPECT_NEAR(s.squaredDistance(want[0].index, qx, qy, qz), want[0].squaredDistance, 1e-9);
    }
}

TEST(NeighbourSearch, PlanarDataWithATiltedMetricUseTheThirdAxis) {
    // A dipping ellipsoid cuts the plane z = 0 in an ellipse; 2-D data must still be measured in 3-D.
    const PointSet p = randomPoints(1500, 2, 4);
    const AnisotropicMetric m(Anisotropy{45, -30, 0, 0.5, 0.25});
    const NeighbourSearch s(p, m);
    std::vector<Neighbour> got;
    const auto want = bruteForce(p, m, 50, 50, 0);
    s.nearest(50, 50, 0, 25, got);
    expectSameNeighbours(got, want, 25);
}

TEST(NeighbourSearch, SmallAndEmptyData) {
    PointSet none;
    const NeighbourSearch empty(none);
    std::vector<Neighbour> got{{1, 1}};
    empty.nearest(0, 0, 0, 5, got);
    EXPECT_TRUE(got.empty());
    PointSet two;
    two.x = {1, 2};
    two.y = {1, 2};
    two.z = {0, 0};
    const NeighbourSearch s(two);
    s.nearest(0, 0, 0, 5, got);
    ASSERT_EQ(got.size(), 2u);
    EXPECT_EQ(got[0].index, 0u);
    s.nearest(0, 0, 0, 0, got);
    EXPECT_TRUE(got.empty());
}

TEST(NeighbourSearch, RejectsBadInput) {
    PointSet p;
    p.x = {0, NAN};
    p.y = {0, 1};
    p.z = {0, 0};
    EXPECT_THROW(NeighbourSearch{p}, ValidationError);
    p.x[1] = 1;
    const NeighbourSearch s(p);
    std::vector<Neighbour> got;
    EXPECT_THROW(s.withinRadius(0, 0, 0, -1.0, got), ValidationError);
    EXPECT_THROW(s.nearest(0, 0, 0, 1, got, NAN), ValidationError);
    p.dimension = 4;
    EXPECT_THROW(NeighbourSearch{p}, ValidationError);
}
