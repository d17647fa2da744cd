#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include "strata/core/Error.h"
#include "strata/stats/SummaryStatistics.h"

using namespace strata;
using namespace strata::stats;

namespace {

// Hazen's quantile computed directly from its definition: position h = n p + 1/2 (1-based).
double hazen(std::vector<double> sorted, double p) {
    std::sort(sorted.begin(), sorted.end());
    const double n = static_cast<double>(sorted.size());
    const double h = n * p + 0.5;
    if (h <= 1) return sorted.front();
    if (h >= n) return sorted.back();
    const auto below = static_cast<std::size_t>(std::floor(h));
    return sorted[below - 1] + (h - below) * (sorted[below] - sorted[below - 1]);
}

}  // namespace

TEST(SummaryStatistics, EqualWeightsMatchADirectComputation) {
    std::mt19937 random(3);
    std::lognormal_distribution<double> grade(0.0, 1.0);
    std::vector<double> values(1001);
    for (double& v : values) v = grade(random);
    values[10] = NAN;
    values[20] = NAN;
    const SummaryStatistics s = summarize(values);
    std::vector<double> kept;
    for (double v : values)
        if (!std::isnan(v)) kept.push_back(v);
    const double n = static_cast<double>(kept.size());
    const double mean = std::accumulate(kept.begin(), kept.end(), 0.0) / n;
    double m2 = 0, m3 = 0;
    for (double v : kept) {
        m2 += (v - mean) * (v - mean);
        m3 += (v - mean) * (v - mean) * (v - mean);
    }
    EXPECT_EQ(s.count, kept.size());
    EXPECT_EQ(s.missing, 2u);
    EXPECT_NEAR(s.mean, mean, 1e-12);
    EXPECT_NEAR(s.variance, m2 / n, 1e-10);
    EXPECT_NEAR(s.standardDeviation, std::sqrt(m2 / n), 1e-10);
    EXPECT_NEAR(s.skewness, (m3 / n) / std::pow(m2 / n, 1.5), 1e-10);
    EXPECT_NEAR(s.coefficientOfVariation, std::sqrt(m2 / n) / mean, 1e-12);
    EXPECT_EQ(s.minimum, *std::min_element(kept.begin(), kept.end()));
    EXPECT_EQ(s.maximum, *std::max_element(kept.begin(), kept.end()));
    EXPECT_NEAR(s.median, hazen(kept, 0.5), 1e-12);
    EXPECT_NEAR(s.lowerQuartile, hazen(kept, 0.25), 1e-12);
    EXPECT_NEAR(s.upperQuartile, hazen(kept, 0.75), 1e-12);
    for (double p : {0.001, 0.1, 0.37, 0.9, 0.999}) EXPECT_NEAR(quantile(values, {}, p), hazen(kept, p), 1e-12) << p;
}

TEST(SummaryStatistics, WeightsActLikeRepeatedData) {
    // Whole-number weights give the mean and variance of the data repeated that many times.
    const std::vector<double> values{1, 2, 4, 8}, weights{3, 1, 2, 0};
    const std::vector<double> repeated{1, 1, 1, 2, 4, 4};
    const SummaryStatistics w = summarize(values, weights), r = summarize(repeated);
    EXPECT_NEAR(w.mean, r.mean, 1e-14);
    EXPECT_NEAR(w.variance, r.variance, 1e-14);
    EXPECT_NEAR(w.skewness, r.skewness, 1e-12);
    EXPECT_DOUBLE_EQ(w.weightSum, 6.0);
    EXPECT_EQ(w.count, 4u);  // the zero-weight datum is used, it weighs nothing
    EXPECT_THROW(summarize(values, std::vector<double>{1.0}), ValidationError);
}

TEST(SummaryStatistics, HistogramFractionsAndBins) {
    const std::vector<double> values{0.5, 1.5, 1.6, 2.5, 3.0, -1, 7};
    const Histogram h = histogram(values, {}, 3, 0, 3);
    ASSERT_EQ(h.frequencies.size(), 3u);
    EXPECT_NEAR(h.frequencies[0], 1.0 / 7, 1e-15);
    EXPECT_NEAR(h.frequencies[1], 2.0 / 7, 1e-15);
    EXPECT_NEAR(h.frequencies[2], 2.0 / 7, 1e-15);  // 3.0 (the maximum) counts in the last bin
    EXPECT_NEAR(h.below, 1.0 / 7, 1e-15);
    EXPECT_NEAR(h.above, 1.0 / 7, 1e-15);
    EXPECT_DOUBLE_EQ(h.binLower(1), 1.0);
    EXPECT_DOUBLE_EQ(h.binUpper(2), 3.0);
    const Histogram logBins = histogram(std::vector<double>{0.01, 0.1, 1, 10, 100}, {}, 4, 0.01, 100, true);
    EXPECT_NEAR(logBins.binLower(2), 1.0, 1e-12);
    EXPECT_NEAR(logBins.frequencies[0], 0.2, 1e-15);
    EXPECT_NEAR(logBins.frequencies[3], 0.4, 1e-15);
}

TEST(SummaryStatistics, NormalQuantileInvertsTheNormalCdf) {
    EXPECT_NEAR(normalQuantile(0.975), 1.959963984540054, 1e-14);
    EXPECT_NEAR(normalQuantile(0.5), 0.0, 1e-15);
    EXPECT_NEAR(normalQuantile(0.001), -3.090232306167813, 1e-13);
    for (double p : {1e-10, 1e-5, 0.02, 0.3, 0.7, 0.98, 1 - 1e-6}) {
        const double x = normalQuantile(p);
        EXPECT_NEAR(0.5 * std::erfc(-x / std::sqrt(2.0)), p, 1e-15 + 1e-13 * p) << p;
    }
    EXPECT_TRUE(std::isinf(normalQuantile(0.0)));
    EXPECT_TRUE(std::isnan(normalQuantile(1.5)));
}

TEST(SummaryStatistics, ProbabilityPlotPositionsAndThinning) {
    const std::vector<double> values{5, 1, 3, 2, 4};
    const auto points = probabilityPlot(values, {});
    ASSERT_EQ(points.size(), 5u);
    for (std::size_t i = 0; i < 5; ++i) {
        EXPECT_DOUBLE_EQ(points[i].value, static_cast<double>(i + 1));
        EXPECT_NEAR(points[i].probability, (i + 0.5) / 5.0, 1e-15);
        EXPECT_NEAR(points[i].normalScore, normalQuantile((i + 0.5) / 5.0), 1e-15);
    }
    std::vector<double> many(100000);
    std::iota(many.begin(), many.end(), 0.0);
    const auto thin = probabilityPlot(many, {}, 1000);
    ASSERT_EQ(thin.size(), 1000u);
    EXPECT_EQ(thin.front().value, 0.0);
    EXPECT_EQ(thin.back().value, 99999.0);
}
