#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>

#include "VariogramTestSupport.h"
#include "strata/core/Error.h"
#include "strata/variogram/DownholeVariogram.h"
#include "strata/variogram/VariogramMap.h"

using namespace strata;
using namespace strata::variogram;
using namespace strata::variogram::testing;

namespace {
double angleDifference(double a, double b) {
    const double d = std::fmod(std::abs(a - b), 180.0);
    return std::min(d, 180.0 - d);
}
}  // namespace

TEST(VariogramMap, RecoversTheDirectionOfAnisotropy) {
    for (double azimuth : {30.0, 120.0}) {
        SCOPED_TRACE(azimuth);
        const VariogramInput in = anisotropicField(2500, 100, azimuth, 24, 8, 17 + std::uint32_t(azimuth));
        VariogramMapOptions o;
        o.cellsX = o.cellsY = 12;
        o.cellSizeX = o.cellSizeY = 2.5;
        o.minPairs = 10;
        const VariogramMap map = computeVariogramMap(in, o);
        const MapAnisotropy a = estimateMapAnisotropy(map, 0.5);
        EXPECT_LT(angleDifference(a.azimuth, azimuth), 8.0) << a.azimuth;
        EXPECT_NEAR(a.ratio, 8.0 / 24.0, 0.15);
        EXPECT_NEAR(a.dip, 0.0, 1e-9);
        EXPECT_GT(a.cells, 10u);
    }
}

TEST(VariogramMap, IsSymmetricAndCountsEveryPairOfACell) {
    const VariogramInput in = randomInput(300, 1, true, 31);
    VariogramMapOptions o;
    o.cellsX = 6;
    o.cellsY = 5;
    o.cellSizeX = 4;
    o.cellSizeY = 3;
    o.plane = Anisotropy{30, -20, 10, 1, 1};
    o.planeTolerance = 2.0;
    const VariogramMap map = computeVariogramMap(in, o);
    // Brute force: every ordered pair lands in the cell of its lag vector.
    std::map<std::pair<long, long>, std::uint64_t> counts;
    for (std::size_t i = 0; i < in.x.size(); ++i)
        for (std::size_t j = 0; j < in.x.size(); ++j) {
            if (i == j) continue;
            const double d[3] = {in.x[j] - in.x[i], in.y[j] - in.y[i], in.z[j] - in.z[i]};
            auto along = [&](int k) { return map.axes[std::size_t(k)][0] * d[0] + map.axes[std::size_t(k)][1] * d[1] + map.axes[std::size_t(k)][2] * d[2]; };
            if (std::abs(along(2)) > 2.0) continue;
            const long ix = std::lround(along(0) / 4), iy = std::lround(along(1) / 3);
            if (std::abs(ix) <= 6 && std::abs(iy) <= 5) ++counts[{ix, iy}];
        }
    for (int iy = -5; iy <= 5; ++iy)
        for (int ix = -6; ix <= 6; ++ix) {
            const std::uint64_t expected = counts[std::make_pair(long(ix), long(iy))];
            EXPECT_EQ(map.cell(ix, iy).pairs, expected) << ix << "," << iy;
            EXPECT_EQ(map.cell(ix, iy).pairs, map.cell(-ix, -iy).pairs);
            if (map.cell(ix, iy).pairs) {
                EXPECT_NEAR(map.cell(ix, iy).value, map.cell(-ix, -iy).value, 1e-9);
            }
        }
    // The map axes: x east and y north for a horizontal plane.
    VariogramMapOptions flat;
    const VariogramMap h = computeVariogramMap(in, flat);
    EXPECT_NEAR(h.axes[0][0], 1.0, 1e-12);
    EXPECT_NEAR(h.axes[1][1], 1.0, 1e-12);
    EXPECT_NEAR(h.axes[2][2], 1.0, 1e-12);
}

TEST(DownholeVariogram, PairsOnlyWithinHolesAlongTheHole) {
    std::mt19937 rng(3);
    std::normal_distribution<double> noise(0.0, 0.5);
    DownholeInput in;
    for (int hole = 0; hole < 12; ++hole)
        for (int s = 0; s < 40; ++s) {
            in.holes.push_back("DH" + std::to_string(hole));
            in.depth.push_back(1.0 + 2.0 * s);
            // Each hole has its own level: pairs across holes would inflate every lag.
            in.values.push_back(10.0 * hole + std::sin(0.1 * s) + noise(rng));
        }
    DownholeOptions o;
    o.lags = {10, 2.0, 1.0};
    const DownholeVariogram d = computeDownholeVariogram(in, o);
    EXPECT_EQ(d.holes, 12u);
    // Brute force within holes.
    for (int row = 2; row < 12; ++row) {
        double sum = 0;
        std::uint64_t pairs = 0;
        const double centre = (row - 1) * 2.0;
        for (std::size_t i = 0; i < in.values.size(); ++i)
            for (std::size_t j = i + 1; j < in.values.size(); ++j) {
                if (in.holes[i] != in.holes[j]) continue;
                const double h = std::abs(in.depth[j] - in.depth[i]);
                if (h < centre - 1.0 || h > centre + 1.0) continue;
                sum += (in.values[i] - in.values[j]) * (in.values[i] - in.values[j]);
                ++pairs;
            }
        EXPECT_EQ(d.rows[std::size_t(row)].pairs, pairs);
        EXPECT_NEAR(d.rows[std::size_t(row)].value, 0.5 * sum / double(pairs), 1e-5);
    }
    // The first lag shows the nugget (the noise variance 0.25) plus a little structure.
    EXPECT_NEAR(d.rows[2].value, 0.25, 0.08);
}

TEST(DownholeVariogram, ThreeDimensionalDistanceWithoutDepths) {
    DownholeInput in;
    for (int s = 0; s < 20; ++s) {
        in.holes.push_back("A");
        in.x.push_back(100 + 0.6 * s);
        in.y.push_back(50);
        in.z.push_back(-0.8 * s);  // 1 unit apart along an inclined hole
        in.values.push_back(s % 2);
    }
    DownholeOptions o;
    o.lags = {3, 1.0, 0.5};
    const DownholeVariogram d = computeDownholeVariogram(in, o);
    EXPECT_EQ(d.rows[2].pairs, 19u);
    EXPECT_NEAR(d.rows[2].value, 0.5, 1e-12);
    EXPECT_NEAR(d.rows[3].value, 0.0, 1e-12);
    in.depth = {1.0};
    EXPECT_THROW(computeDownholeVariogram(in, o), ValidationError);
}
