#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "strata/simulation/RealisationStatistics.h"

using namespace strata::simulation;

namespace {
const std::vector<double> kFour{1, 2, 3, 4};  // sorted
}

TEST(RealisationStatistics, EtypeAndConditionalVariance) {
    EXPECT_DOUBLE_EQ(etypeMean(kFour), 2.5);
    EXPECT_DOUBLE_EQ(conditionalVariance(kFour), 1.25);  // (2.25 + 0.25 + 0.25 + 2.25) / 4
}

TEST(RealisationStatistics, ExceedanceCountsValuesAtTheCutoffAsAbove) {
    const Exceedance e = exceedance(kFour, 3);
    EXPECT_DOUBLE_EQ(e.probability, 0.5);
    EXPECT_DOUBLE_EQ(e.meanAbove, 3.5);
    EXPECT_DOUBLE_EQ(e.meanBelow, 1.5);
    const Exceedance none = exceedance(kFour, 10);
    EXPECT_DOUBLE_EQ(none.probability, 0);
    EXPECT_TRUE(std::isnan(none.meanAbove));
    EXPECT_DOUBLE_EQ(none.meanBelow, 2.5);
}

TEST(PostsimQuantile, WeightsAreReversedAsInPostsim) {
    // cdf 0.125, 0.375, 0.625, 0.875. p = 0.45: F_2 < p <= F_3, w = (0.45 - 0.375) / 0.25 = 0.3;
    // postsim: 0.3 z_2 + 0.7 z_3 = 2.7 where linear interpolation gives 2.3.
    EXPECT_NEAR(PostsimQuantile(4, 0.45)(kFour), 2.7, 1e-6);
    EXPECT_NEAR(linearQuantile(kFour, 0.45), 2.3, 1e-12);
}

TEST(PostsimQuantile, AProbabilityOnACdfValueTakesTheValueBelow) {
    // p = F_3 exactly: postsim's locate gives j = 2 and w = 1, so z_2.
    EXPECT_NEAR(PostsimQuantile(4, 0.625)(kFour), 2.0, 1e-12);
}

TEST(PostsimQuantile, BeyondTheEndsTheSmallestOrLargestValue) {
    EXPECT_DOUBLE_EQ(PostsimQuantile(4, 0.05)(kFour), 1.0);
    EXPECT_DOUBLE_EQ(PostsimQuantile(4, 0.125)(kFour), 1.0);
    EXPECT_DOUBLE_EQ(PostsimQuantile(4, 0.95)(kFour), 4.0);
    EXPECT_DOUBLE_EQ(PostsimQuantile(1, 0.5)(std::vector<double>{7}), 7.0);
}

TEST(LinearQuantile, InterpolatesBetweenPlottingPositions) {
    EXPECT_DOUBLE_EQ(linearQuantile(kFour, 0.5), 2.5);
    EXPECT_DOUBLE_EQ(linearQuantile(kFour, 0.125), 1.0);
    EXPECT_DOUBLE_EQ(linearQuantile(kFour, 0.01), 1.0);
    EXPECT_DOUBLE_EQ(linearQuantile(kFour, 0.99), 4.0);
}
