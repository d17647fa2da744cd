#include <gtest/gtest.h>

#include <cmath>

#include "strata/core/Error.h"
#include "strata/simulation/IndicatorKriging.h"

using namespace strata;
using namespace strata::simulation;

namespace {
void expectNear(const std::vector<double>& got, const std::vector<double>& want, double tolerance = 1e-12) {
    ASSERT_EQ(got.size(), want.size());
    for (std::size_t k = 0; k < want.size(); ++k) EXPECT_NEAR(got[k], want[k], tolerance) << "value " << k;
}

variogram::VariogramModel sphericalNoNugget(double range) { return variogram::VariogramModel::parse("1 sph(" + std::to_string(range) + ")"); }

// Three data on a line at x = 0, 10, 20 with values 1, 5, 9; cutoffs 2, 6.
IndicatorData threeData(IndicatorKind kind, const std::vector<double>& cutoffs) {
    IndicatorData d;
    d.x = {0, 10, 20};
    d.y = {0, 0, 0};
    d.z = {0, 0, 0};
    d.indicators.resize(cutoffs.size());
    for (double v : {1.0, 5.0, 9.0}) {
        const auto i = indicatorsOf(v, cutoffs, kind);
        for (std::size_t k = 0; k < i.size(); ++k) d.indicators[k].push_back(i[k]);
    }
    return d;
}

IndicatorKrigingOptions options(std::vector<double> cutoffs, std::vector<double> global, bool ordinary) {
    IndicatorKrigingOptions o;
    o.cutoffs = cutoffs;
    o.globalProbabilities = global;
    o.ordinary = ordinary;
    for (std::size_t k = 0; k < cutoffs.size(); ++k) o.models.push_back(sphericalNoNugget(15));
    o.search.radius = 100;
    o.search.ndmin = 1;
    o.search.ndmax = 8;
    return o;
}

kriging::KrigingTargets points(std::vector<double> x) {
    kriging::KrigingTargets t;
    t.x = x;
    t.y.assign(x.size(), 0.0);
    t.z.assign(x.size(), 0.0);
    return t;
}
}  // namespace

TEST(Indicators, ContinuousIsOneAtOrBelowTheCutoff) {
    expectNear(indicatorsOf(2.5, {1, 2.5, 4}, IndicatorKind::Continuous), {0, 1, 1});
}

TEST(Indicators, CategoricalComparesNearestWholeNumbers) {
    // ik3d: int(v + 0.5) == int(category + 0.5); 1.6 belongs to category 2.
    expectNear(indicatorsOf(1.6, {1, 2, 3}, IndicatorKind::Categorical), {0, 1, 0});
    expectNear(indicatorsOf(3.0, {1, 2, 3}, IndicatorKind::Categorical), {0, 0, 1});
}

TEST(OrderRelations, ContinuousAveragesTheUpwardAndDownwardCorrections) {
    // Clamped: 0.3, 0.2, 0.6, 1.0; upward 0.3 0.3 0.6 1.0; downward 0.2 0.2 0.6 1.0.
    OrderRelationTally tally(4);
    expectNear(correctOrderRelations({0.3, 0.2, 0.6, 1.2}, IndicatorKind::Continuous, &tally), {0.25, 0.25, 0.6, 1.0});
    EXPECT_EQ(tally.count, (std::vector<std::size_t>{1, 1, 0, 1}));
    EXPECT_NEAR(tally.max[0], 0.05, 1e-12);
    EXPECT_NEAR(tally.sum[3], 0.2, 1e-12);
    EXPECT_EQ(tally.max[2], -1.0);  // never corrected
    EXPECT_EQ(tally.distributions, 1u);
}

TEST(OrderRelations, CategoricalClampsThenRestandardises) {
    expectNear(correctOrderRelations({-0.1, 0.6, 0.9}, IndicatorKind::Categorical), {0, 0.4, 0.6});
    // All zero after clamping: left as is (ik3d divides by 1).
    expectNear(correctOrderRelations({-0.2, -0.1}, IndicatorKind::Categorical), {0, 0});
}

TEST(OrderRelations, AValidCdfIsUnchanged) {
    OrderRelationTally tally(3);
    expectNear(correctOrderRelations({0.1, 0.5, 0.9}, IndicatorKind::Continuous, &tally), {0.1, 0.5, 0.9});
    EXPECT_EQ(tally.count, (std::vector<std::size_t>{0, 0, 0}));
}

TEST(MedianIk, TheNearestCutoffServes) {
    EXPECT_EQ(nearestCutoff({0.5, 1.0, 2.5, 5.0}, 2.4), 2u);
    EXPECT_EQ(nearestCutoff({1.0, 3.0}, 2.0), 0u);  // equally near: the first, as ik3d
}

TEST(IndicatorKriging, OrdinaryKrigingWithoutNuggetHonoursTheData) {
    const std::vector<double> cutoffs{2, 6};
    const auto r = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({10}),
                                   options(cutoffs, {0.3, 0.7}, true), {});
    expectNear(r.probabilities[0], {0, 1}, 1e-9);  // the datum 5 there: above 2, below 6
}

TEST(IndicatorKriging, SimpleKrigingFarFromTheDataGivesTheGlobalCdf) {
    const std::vector<double> cutoffs{2, 6};
    auto o = options(cutoffs, {0.3, 0.7}, false);
    o.search.radius = 1000;
    // Beyond the range every covariance is zero: all the weight goes to the means.
    const auto r = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({500}), o, {});
    expectNear(r.probabilities[0], {0.3, 0.7}, 1e-12);
}

TEST(IndicatorKriging, NoDataWithNdminZeroGivesTheGlobalCdfAsIk3d) {
    const std::vector<double> cutoffs{2, 6};
    auto o = options(cutoffs, {0.3, 0.7}, true);
    o.search.ndmin = 0;
    o.search.radius = 1;
    const auto r = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({5}), o, {});
    expectNear(r.probabilities[0], {0.3, 0.7});
}

TEST(IndicatorKriging, OrdinaryKrigingOfOneDatumGivesItsIndicatorsAsIk3d) {
    const std::vector<double> cutoffs{2, 6};
    auto o = options(cutoffs, {0.3, 0.7}, true);
    o.search.radius = 4;  // only the datum 9 at x = 20 is within reach of x = 17
    const auto r = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({17}), o, {});
    expectNear(r.probabilities[0], {0, 0}, 1e-9);
}

TEST(IndicatorKriging, TooFewDataLeavesTheWholeDistributionUnestimated) {
    const std::vector<double> cutoffs{2, 6};
    auto o = options(cutoffs, {0.3, 0.7}, true);
    o.search.ndmin = 3;
    o.search.radius = 12;
    const auto r = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({5}), o, {});
    EXPECT_TRUE(std::isnan(r.probabilities[0][0]) && std::isnan(r.probabilities[0][1]));
    EXPECT_EQ(r.tally.distributions, 0u);
}

TEST(IndicatorKriging, MedianIkWeighsEveryCutoffAlike) {
    // Midway between the data 1 and 5 (x = 5), symmetric weights: p = (i(1) + i(5)) / 2 with the
    // third datum's weight the same at both cutoffs.
    const std::vector<double> cutoffs{2, 6};
    auto o = options(cutoffs, {0.3, 0.7}, true);
    o.medianCutoff = 1;
    o.models[0] = variogram::VariogramModel::parse("1 sph(1)");  // would decorrelate everything
    const auto r = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({5}), o, {});
    const auto full = krigeIndicators(threeData(IndicatorKind::Continuous, cutoffs), points({5}),
                                      options(cutoffs, {0.3, 0.7}, true), {});
    expectNear(r.probabilities[0], full.probabilities[0], 1e-12);  // model 1 (sph 15) served both
}

TEST(IndicatorKriging, RefusesMissingModels) {
    auto o = options({2, 6}, {0.3, 0.7}, true);
    o.models.pop_back();
    EXPECT_THROW(krigeIndicators(threeData(IndicatorKind::Continuous, {2, 6}), points({5}), o, {}), ValidationError);
}
