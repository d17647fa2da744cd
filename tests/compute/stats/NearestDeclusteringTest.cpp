#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/stats/NearestDeclustering.h"

using namespace strata;
using namespace strata::stats;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();

// The lattice measures each cell to about one node row of its boundary.
constexpr double kLattice = 0.01;

}  // namespace

// Four corners of a 10 x 10 square and its centre: the centre's Voronoi cell is the diamond
// |x - 5| + |y - 5| < 5 (area 50), each corner's the triangle left over (12.5). Weights average
// 1 over the five data: 50 / 100 * 5 = 2.5 and 12.5 / 100 * 5 = 0.625.
TEST(NearestDeclustering, SquareAndCentreGetTheirVoronoiAreas) {
    const std::vector<double> x{0, 10, 0, 10, 5}, y{0, 0, 10, 10, 5}, v{1, 1, 1, 1, 6};
    const auto r = declusterNearest(x, y, {}, v);
    EXPECT_EQ(r.dimension, 2);
    EXPECT_DOUBLE_EQ(r.region, 100);
    EXPECT_NEAR(r.weights[4], 2.5, 2.5 * kLattice);
    for (int i = 0; i < 4; ++i) EXPECT_NEAR(r.weights[i], 0.625, 0.625 * kLattice) << i;
    EXPECT_DOUBLE_EQ(r.equalWeightMean, 2);
    EXPECT_NEAR(r.declusteredMean, 0.5 * 1 + 0.5 * 6, 0.02);
}

// Eight corners of a 10 m cube and its centre: a corner's cell is {x + y + z < 7.5} inside its
// 5 m octant, 7.5^3 / 6 - 3 * 2.5^3 / 6 = 62.5 m^3; the centre takes the other 500 m^3.
TEST(NearestDeclustering, CubeAndCentreGetTheirVoronoiVolumes) {
    std::vector<double> x, y, z, v;
    for (int c = 0; c < 8; ++c) {
        x.push_back(10.0 * (c & 1));
        y.push_back(10.0 * ((c >> 1) & 1));
        z.push_back(10.0 * ((c >> 2) & 1));
        v.push_back(1);
    }
    x.push_back(5), y.push_back(5), z.push_back(5), v.push_back(3);
    const auto r = declusterNearest(x, y, z, v);
    EXPECT_EQ(r.dimension, 3);
    EXPECT_DOUBLE_EQ(r.region, 1000);
    EXPECT_NEAR(r.weights[8], 500.0 / 1000 * 9, 4.5 * kLattice);
    for (int i = 0; i < 8; ++i) EXPECT_NEAR(r.weights[i], 62.5 / 1000 * 9, 0.5625 * 2 * kLattice) << i;
}

// Plan data (one elevation) are declustered in the plane; a margin widens the region, which
// gives the outer data more weight.
TEST(NearestDeclustering, PlanDataAreTwoDimensionalAndTheMarginWidensTheRegion) {
    const std::vector<double> x{0, 10, 0, 10, 5}, y{0, 0, 10, 10, 5}, z(5, 120.0), v{1, 1, 1, 1, 6};
    const auto flat = declusterNearest(x, y, z, v);
    EXPECT_EQ(flat.dimension, 2);
    EXPECT_NEAR(flat.weights[4], 2.5, 2.5 * kLattice);
    NearestDeclusteringOptions wide;
    wide.margin = 5;  // region 20 x 20; the centre's cell stays the diamond (50 of 400)
    const auto r = declusterNearest(x, y, z, v, wide);
    EXPECT_DOUBLE_EQ(r.region, 400);
    EXPECT_NEAR(r.weights[4], 50.0 / 400 * 5, 0.625 * kLattice);
}

// Two data at one location share one cell; data without a value or outside the trimming limits
// get NaN and no cell.
TEST(NearestDeclustering, CoincidentDataShareTheirCellAndMissingDataGetNone) {
    const std::vector<double> x{0, 10, 0, 10, 5, 5, 7}, y{0, 0, 10, 10, 5, 5, 7}, v{1, 1, 1, 1, 6, 8, kNaN};
    NearestDeclusteringOptions o;
    o.trimMax = 100;
    const auto r = declusterNearest(x, y, {}, v, o);
    EXPECT_EQ(r.used, 6u);
    EXPECT_TRUE(std::isnan(r.weights[6]));
    EXPECT_NEAR(r.weights[4], 50.0 / 100 * 6 / 2, 0.03);
    EXPECT_DOUBLE_EQ(r.weights[4], r.weights[5]);
    double sum = 0;
    for (int i = 0; i < 6; ++i) sum += r.weights[i];
    EXPECT_NEAR(sum, 6, 1e-9);
}

// A tight cluster in one corner of a regular spread loses weight: the declustered mean falls
// towards the spread's mean.
TEST(NearestDeclustering, AClusterIsDownWeighted) {
    std::vector<double> x, y, v;
    for (int i = 0; i < 5; ++i)
        for (int j = 0; j < 5; ++j) x.push_back(i * 20.0), y.push_back(j * 20.0), v.push_back(1);
    for (int k = 0; k < 20; ++k) x.push_back(1 + 0.1 * k), y.push_back(1 + 0.05 * k), v.push_back(10);
    const auto r = declusterNearest(x, y, {}, v);
    EXPECT_GT(r.equalWeightMean, 4.9);
    EXPECT_LT(r.declusteredMean, 1.3);
}

TEST(NearestDeclustering, BadInputsAreRefusedNamingTheCause) {
    const std::vector<double> one{1}, two{1, 1};
    EXPECT_THROW(declusterNearest(one, one, {}, one), ValidationError);
    try {
        declusterNearest(two, two, {}, two);
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("one location"), std::string::npos) << e.what();
    }
    NearestDeclusteringOptions o;
    o.margin = -1;
    EXPECT_THROW(o.validate(), ValidationError);
    o = {};
    o.nodes = 10;
    EXPECT_THROW(o.validate(), ValidationError);
}
