#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "strata/core/Error.h"
#include "strata/io/GeoEasReader.h"
#include "strata/simulation/BackTransform.h"
#include "strata/simulation/GslibNormal.h"
#include "strata/simulation/NormalScores.h"

using namespace strata;
using namespace strata::simulation;

TEST(NormalScores, EqualWeightsGiveTheMidpointsOfTheirSteps) {
    const NormalScoreTable t = buildNormalScoreTable(std::vector<double>{4, 1, 3, 2});
    EXPECT_EQ(t.values, (std::vector<double>{1, 2, 3, 4}));
    const double p[] = {1.0 / 8, 3.0 / 8, 5.0 / 8, 7.0 / 8};
    for (int k = 0; k < 4; ++k) EXPECT_DOUBLE_EQ(t.scores[std::size_t(k)], gslibNormalQuantile(p[k]));
}

TEST(NormalScores, WeightsSetTheSteps) {
    const NormalScoreTable t = buildNormalScoreTable(std::vector<double>{5, 1}, std::vector<double>{3, 1});
    EXPECT_DOUBLE_EQ(t.scores[0], gslibNormalQuantile(1.0 / 8));
    EXPECT_DOUBLE_EQ(t.scores[1], gslibNormalQuantile((0.25 + 1.0) / 2));
}

TEST(NormalScores, TiesKeepTheirInputOrder) {
    const std::vector<double> values{2, 1, 2, 2};
    const std::vector<double> scores = normalScoresOfData(values);
    EXPECT_LT(scores[1], scores[0]);
    EXPECT_LT(scores[0], scores[2]);
    EXPECT_LT(scores[2], scores[3]);
}

TEST(NormalScores, LookupInterpolatesAndExtrapolatesLinearly) {
    const NormalScoreTable t{{1, 2, 4}, {-1, 0, 1}};
    EXPECT_DOUBLE_EQ(normalScore(t, 1.5), -0.5);
    EXPECT_DOUBLE_EQ(normalScore(t, 3), 0.5);
    EXPECT_DOUBLE_EQ(normalScore(t, 0), -2);  // the first segment, extended
    EXPECT_DOUBLE_EQ(normalScore(t, 6), 2);   // the last segment, extended
    EXPECT_DOUBLE_EQ(normalScore(t, 2), 0);
}

TEST(NormalScores, RefusesTooFewDataAndBadWeights) {
    EXPECT_THROW(buildNormalScoreTable(std::vector<double>{1}), ValidationError);
    EXPECT_THROW(buildNormalScoreTable(std::vector<double>{1, 2}, std::vector<double>{1, 0}), ValidationError);
    EXPECT_THROW(buildNormalScoreTable(std::vector<double>{1, NAN}), ValidationError);
    EXPECT_THROW(buildNormalScoreTable(std::vector<double>{1, 2}, std::vector<double>{1}), ValidationError);
}

// The back-transform of the data's own normal scores returns the data: cluster.dat's Primary
// (140 values with ties) with its declustering weights, and with equal weights.
TEST(NormalScores, BackTransformOfTheDataScoresReturnsTheData) {
    const io::GeoEasFile f = io::readGeoEas(std::string(STRATA_REFERENCE_DIR) + "/gslib/cluster.dat");
    const std::vector<double>& values = f.columns[2];
    const std::vector<double>& weights = f.columns[4];
    for (bool weighted : {true, false}) {
        const auto w = weighted ? std::span<const double>(weights) : std::span<const double>();
        const NormalScoreTable table = buildNormalScoreTable(values, w);
        const std::vector<double> scores = normalScoresOfData(values, w);
        BackTransformOptions o;
        o.zmin = 0;
        o.zmax = 100;
        o.validate(table);
        const std::vector<double> back = backTransform(table, scores, o);
        for (std::size_t i = 0; i < values.size(); ++i)
            EXPECT_NEAR(back[i], values[i], 1e-12 * std::fabs(values[i]))
                << "datum " << i + 1 << (weighted ? " weighted" : "");
    }
}
