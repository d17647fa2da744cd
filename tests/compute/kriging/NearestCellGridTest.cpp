// The cell-grid k nearest (kriging's search for targets visited in order) gives exactly the
// k-d tree's answer: the same data, the same squared distances, the same tie order.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "strata/search/NeighbourSearch.h"
#include "../../../compute/kriging/NearestCellGrid.h"

namespace strata::kriging::test {
namespace {

struct Cloud {
    std::vector<double> x, y, z;
};

Cloud randomCloud(std::size_t n, int dimension, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0, 100);
    Cloud c;
    for (std::size_t i = 0; i < n; ++i) {
        c.x.push_back(u(rng) + 5e5);  // UTM-like offsets: the frame subtracts the centroid
        c.y.push_back(u(rng) + 6e6);
        if (dimension == 3) c.z.push_back(0.2 * u(rng));
    }
    return c;
}

// A half-integer lattice: many data at exactly equal distances from lattice-aligned targets.
Cloud latticeCloud() {
    Cloud c;
    for (int j = 0; j < 40; ++j)
        for (int i = 0; i < 40; ++i) {
            c.x.push_back(0.5 + i);
            c.y.push_back(0.5 + j);
        }
    return c;
}

struct Counts {
    std::size_t queries = 0, byGrid = 0;
};

// Visits the targets in order as the kriging loop does, comparing every answer with the tree's.
Counts compare(const Cloud& c, int dimension, const AnisotropicMetric& metric, std::size_t k, double radius,
               const std::vector<std::array<double, 3>>& targets) {
    const search::NeighbourSearch tree(c.x, c.y, c.z, dimension, metric);
    const NearestCellGrid grid(c.x, c.y, c.z, dimension, metric);
    NearestCellGrid::Cursor cursor;
    std::vector<search::Neighbour> expected, got;
    Counts counts;
    for (const auto& t : targets) {
        tree.nearest(t[0], t[1], t[2], k, expected, radius);
        ++counts.queries;
        if (grid.nearest(t[0], t[1], t[2], k, radius, cursor, got)) {
            ++counts.byGrid;
        } else {
            got = expected;
            grid.remember(t[0], t[1], t[2], k, got, cursor);
        }
        EXPECT_EQ(got.size(), expected.size()) << "target " << t[0] << ", " << t[1] << ", " << t[2];
        if (got.size() != expected.size()) continue;
        for (std::size_t i = 0; i < got.size(); ++i) {
            EXPECT_EQ(got[i].index, expected[i].index) << "rank " << i << " at " << t[0] << ", " << t[1];
            EXPECT_EQ(got[i].squaredDistance, expected[i].squaredDistance);
        }
    }
    return counts;
}

std::vector<std::array<double, 3>> gridNodes(double x0, double y0, double z0, double step, int nx, int ny, int nz) {
    std::vector<std::array<double, 3>> t;
    for (int k = 0; k < nz; ++k)
        for (int j = 0; j < ny; ++j)
            for (int i = 0; i < nx; ++i) t.push_back({x0 + step * i, y0 + step * j, z0 + step * k});
    return t;
}

TEST(NearestCellGrid, EqualsTheTreeAlongGridRows) {
    const Cloud c = randomCloud(4000, 2, 11);
    const auto nodes = gridNodes(5e5 - 5, 6e6 - 5, 0, 2.2, 50, 50, 1);  // overhangs the data
    for (std::size_t k : {1u, 7u, 16u, 64u})
        for (double radius : {12.0, 40.0, search::unlimitedRadius}) {
            const Counts n = compare(c, 2, AnisotropicMetric{}, k, radius, nodes);
            if (radius > 12) {
                EXPECT_GT(n.byGrid, n.queries / 2) << "k " << k << " radius " << radius;
            }
        }
}

TEST(NearestCellGrid, EqualsTheTreeWithAnisotropyIn3D) {
    const Cloud c = randomCloud(3000, 3, 12);
    const AnisotropicMetric metric(Anisotropy{30, -20, 10, 0.5, 0.25});
    const auto nodes = gridNodes(5e5, 6e6, 0, 4.5, 22, 22, 4);
    const Counts n = compare(c, 3, metric, 24, 60, nodes);
    EXPECT_GT(n.byGrid, n.queries / 2);
    // Planar data with a tilted metric need a third frame axis.
    const Cloud flat = randomCloud(2000, 2, 13);
    compare(flat, 2, AnisotropicMetric(Anisotropy{45, 30, 0, 0.3, 0.5}), 16, 50,
            gridNodes(5e5, 6e6, 0, 3.1, 30, 30, 1));
}

TEST(NearestCellGrid, BreaksDistanceTiesAsTheTree) {
    const Cloud c = latticeCloud();
    // Nodes on the lattice's integer points: four data at each distance shell.
    const Counts n = compare(c, 2, AnisotropicMetric{}, 16, 25, gridNodes(1, 1, 0, 1, 38, 38, 1));
    EXPECT_GT(n.byGrid, n.queries / 2);
}

// The documented rule itself: of data at the same distance the lower input index comes first.
// Offsets (5, 0), (0, 5), (3, 4), (4, 3)... all lie at distance 5; the search ellipsoids below
// have the coordinate axes as their axes (angles at multiples of 90 degrees), so their frames
// keep these distances exact. (With cos(90 deg) computed as 6e-17, (3, 4) came out nearer than
// (5, 0) and a later datum was kept over an earlier one.)
TEST(NearestCellGrid, DistanceTiesGoToTheLowerInputIndex) {
    Cloud c;
    const double offsets[][2] = {{5, 0}, {0, -5}, {-4, 3}, {3, 4}, {-5, 0}, {4, -3}, {0, 5}, {-3, -4}, {9, 9}};
    for (const auto& o : offsets) {
        c.x.push_back(1000 + o[0]);  // away from the origin, as real coordinates are
        c.y.push_back(2000 + o[1]);
    }
    for (double azimuth : {0.0, 90.0, 180.0, 270.0}) {
        const AnisotropicMetric metric(Anisotropy{azimuth, 0, 0, 1, 1});
        const search::NeighbourSearch tree(c.x, c.y, c.z, 2, metric);
        std::vector<search::Neighbour> found;
        for (std::size_t k = 1; k <= 8; ++k) {
            tree.nearest(1000, 2000, 0, k, found, 20);
            ASSERT_EQ(found.size(), k);
            for (std::size_t i = 0; i < k; ++i) EXPECT_EQ(found[i].index, i) << "azimuth " << azimuth << ", k " << k;
        }
        // The cell grid, reached from a neighbouring target as in a grid row.
        const NearestCellGrid grid(c.x, c.y, c.z, 2, metric);
        NearestCellGrid::Cursor cursor;
        tree.nearest(999, 2000, 0, 4, found, 20);
        grid.remember(999, 2000, 0, 4, found, cursor);
        if (grid.nearest(1000, 2000, 0, 4, 20, cursor, found)) {
            for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(found[i].index, i) << "azimuth " << azimuth;
        }
    }
}

TEST(NearestCellGrid, JumpsBetweenTargetsFallBackToTheTree) {
    const Cloud c = randomCloud(3000, 2, 14);
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> u(-20, 120);
    std::vector<std::array<double, 3>> targets;
    for (int i = 0; i < 400; ++i) targets.push_back({5e5 + u(rng), 6e6 + u(rng), 0});
    compare(c, 2, AnisotropicMetric{}, 16, 30, targets);
}

}  // namespace
}  // namespace strata::kriging::test
