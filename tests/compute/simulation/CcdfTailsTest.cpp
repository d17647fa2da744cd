// The value drawn from a local distribution (sisim's beyond, from a probability to a value): the
// tails and the middle, linear, power, hyperbolic and tabulated, and the categories.
#include <gtest/gtest.h>

#include <cmath>

#include "strata/core/Error.h"
#include "strata/simulation/CcdfTails.h"
#include "strata/simulation/Realisations.h"

using namespace strata::simulation;

namespace {
const std::vector<double> kCutoffs{1, 2, 3};
const std::vector<double> kCcdf{0.2, 0.5, 0.8};

CcdfTails linearTails() {
    CcdfTails t;
    t.zmin = 0;
    t.zmax = 10;
    return t;
}

double quantile(const CcdfTails& t, double p) { return ccdfQuantile(IndicatorKind::Continuous, kCutoffs, kCcdf, t, p); }
}  // namespace

TEST(CcdfTails, LinearBetweenCutoffsAndToTheLimits) {
    const CcdfTails t = linearTails();
    EXPECT_DOUBLE_EQ(quantile(t, 0.35), 1.5);
    EXPECT_DOUBLE_EQ(quantile(t, 0.1), 0.5);          // from (0, zmin) to (0.2, 1)
    EXPECT_DOUBLE_EQ(quantile(t, 0.9), 3 + 7 * 0.5);  // from (0.8, 3) to (1, zmax)
    EXPECT_DOUBLE_EQ(quantile(t, 0.5), 2);
}

TEST(CcdfTails, PowerAndHyperbolic) {
    CcdfTails t = linearTails();
    t.lower = CcdfInterpolation::Power;
    t.lowerParameter = 2;  // z = zmin + (z1 - zmin) (p / p1)^(1/2)
    EXPECT_NEAR(quantile(t, 0.1), std::sqrt(0.5), 1e-12);
    t.middle = CcdfInterpolation::Power;
    t.middleParameter = 0.5;  // z = z_l + (z_h - z_l) ((p - p_l) / (p_h - p_l))^2
    EXPECT_NEAR(quantile(t, 0.35), 1.25, 1e-12);
    t.upper = CcdfInterpolation::Hyperbolic;
    t.upperParameter = 1.5;  // z = (z_n^w (1 - p_n) / (1 - p))^(1/w)
    EXPECT_NEAR(quantile(t, 0.9), std::pow(std::pow(3.0, 1.5) * 0.2 / 0.1, 1 / 1.5), 1e-12);
    EXPECT_DOUBLE_EQ(quantile(t, 0.99999), 10.0);  // held at zmax
}

// A table of 10 values 0.5, 1.5, ..., 9.5 of equal weight: cdf 0.05, 0.15, ..., 0.95. Between the
// cutoffs 2 and 8 (ccdf 0.2 and 0.8) the tabulated middle follows the table's shape: p = 0.3
// scales to 0.25 + 0.5 (0.1 / 0.6) = 1/3 of the table's cdf, between its values 2.5 and 3.5.
TEST(CcdfTails, TabulatedMiddleFollowsTheTable) {
    std::vector<double> values, weights(10, 1.0);
    for (int k = 9; k >= 0; --k) values.push_back(k + 0.5);  // sorted by tabulatedCdf
    CcdfTails t = linearTails();
    t.table = tabulatedCdf(values, weights);
    ASSERT_EQ(t.table.values.front(), 0.5);
    EXPECT_NEAR(t.table.cdf.front(), 0.05, 1e-12);
    t.middle = CcdfInterpolation::Tabulated;
    const std::vector<double> cutoffs{2, 8}, ccdf{0.2, 0.8};
    EXPECT_NEAR(ccdfQuantile(IndicatorKind::Continuous, cutoffs, ccdf, t, 0.3), 2.5 + (1.0 / 3 - 0.25) / 0.1, 1e-9);
    t.middle = CcdfInterpolation::Linear;
    EXPECT_NEAR(ccdfQuantile(IndicatorKind::Continuous, cutoffs, ccdf, t, 0.3), 3.0, 1e-12);
}

TEST(CcdfTails, CategoriesByCumulativeProbability) {
    const std::vector<double> codes{4, 7, 9}, pdf{0.2, 0.5, 0.3};
    const CcdfTails t;
    EXPECT_EQ(ccdfQuantile(IndicatorKind::Categorical, codes, pdf, t, 0.1), 4);
    EXPECT_EQ(ccdfQuantile(IndicatorKind::Categorical, codes, pdf, t, 0.6), 7);
    EXPECT_EQ(ccdfQuantile(IndicatorKind::Categorical, codes, pdf, t, 0.95), 9);
    // A pdf that sums to 0 (every kriged probability negative): sisim leaves the node unsimulated.
    EXPECT_EQ(ccdfQuantile(IndicatorKind::Categorical, codes, {0, 0, 0}, t, 0.5), kUnsimulated);
}

TEST(CcdfTails, ValidationNamesTheOption) {
    CcdfTails t = linearTails();
    t.zmax = 2.5;
    EXPECT_THROW(t.validate("sisim", IndicatorKind::Continuous, kCutoffs), strata::ValidationError);
    t = linearTails();
    t.lower = CcdfInterpolation::Hyperbolic;
    EXPECT_THROW(t.validate("sisim", IndicatorKind::Continuous, kCutoffs), strata::ValidationError);
}
