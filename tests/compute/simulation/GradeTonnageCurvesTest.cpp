#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "strata/simulation/GradeTonnageCurves.h"

using namespace strata::simulation;

namespace {
// Three realisations of four nodes (by hand below).
const std::vector<double> kValues{1, 2, 3, 4, /**/ 2, 4, 6, 8, /**/ 0, 0, 1, 10};
}  // namespace

TEST(GradeTonnageCurves, MatchAHandComputation) {
    const auto curve = gradeTonnageCurves(kValues, 4, 3, {2, 5, 20}, 1.0);
    ASSERT_EQ(curve.size(), 3u);
    // Cutoff 2: tonnages 3, 4, 1 (nodes at or above 2); grades 3, 5, 10.
    const GradeTonnagePoint& c2 = curve[0];
    EXPECT_DOUBLE_EQ(c2.tonnage.mean, 8.0 / 3.0);
    EXPECT_DOUBLE_EQ(c2.tonnage.p10, 1);  // sorted 1, 3, 4 at probabilities 1/6, 1/2, 5/6
    EXPECT_DOUBLE_EQ(c2.tonnage.p50, 3);
    EXPECT_DOUBLE_EQ(c2.tonnage.p90, 4);
    EXPECT_DOUBLE_EQ(c2.grade.mean, 6);
    EXPECT_DOUBLE_EQ(c2.grade.p50, 5);
    EXPECT_EQ(c2.grade.count, 3u);
    // Cutoff 5: tonnages 0, 2, 1; grades 7 and 10 (the first realisation has none).
    const GradeTonnagePoint& c5 = curve[1];
    EXPECT_DOUBLE_EQ(c5.tonnage.mean, 1);
    EXPECT_DOUBLE_EQ(c5.tonnage.p10, 0);
    EXPECT_DOUBLE_EQ(c5.grade.mean, 8.5);
    EXPECT_DOUBLE_EQ(c5.grade.p10, 7);   // 7 and 10 at probabilities 1/4 and 3/4
    EXPECT_DOUBLE_EQ(c5.grade.p50, 8.5);
    EXPECT_DOUBLE_EQ(c5.grade.p90, 10);
    EXPECT_EQ(c5.grade.count, 2u);
    // Cutoff 20: no tonnage anywhere, no grade.
    EXPECT_DOUBLE_EQ(curve[2].tonnage.p90, 0);
    EXPECT_TRUE(std::isnan(curve[2].grade.mean));
    EXPECT_EQ(curve[2].grade.count, 0u);
}

TEST(GradeTonnageCurves, TonnesPerNodeScaleTheTonnage) {
    const auto curve = gradeTonnageCurves(kValues, 4, 3, {2}, 2.5);
    EXPECT_DOUBLE_EQ(curve[0].tonnage.p50, 7.5);
    EXPECT_DOUBLE_EQ(curve[0].grade.p50, 5);
}

TEST(GradeTonnageCurves, NodesOutsideTheDepositNeverCount) {
    std::vector<double> values = kValues;
    values[3] = std::nan("");  // the first realisation's 4 is not a node of the deposit
    const auto curve = gradeTonnageCurves(values, 4, 3, {2}, 1.0);
    EXPECT_DOUBLE_EQ(curve[0].tonnage.p10, 1);
    EXPECT_DOUBLE_EQ(curve[0].grade.mean, (2.5 + 5 + 10) / 3.0);
}
