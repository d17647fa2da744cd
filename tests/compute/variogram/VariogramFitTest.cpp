#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "VariogramTestSupport.h"
#include "strata/core/Error.h"
#include "strata/variogram/VariogramFit.h"
#include "strata/variogram/VariogramJobs.h"

using namespace strata;
using namespace strata::variogram;
using namespace strata::variogram::testing;

namespace {

bool hasWarning(const FitResult& r, const std::string& fragment) {
    return std::any_of(r.warnings.begin(), r.warnings.end(),
                       [&](const std::string& w) { return w.find(fragment) != std::string::npos; });
}

// Points of a known model along several directions, with pair counts that vary like real ones.
std::vector<FitPoint> modelPoints(const VariogramModel& m, const std::vector<double>& azimuths, double lag, int lags) {
    std::vector<FitPoint> points;
    for (double az : azimuths) {
        const auto u = directionVector(az, 0);
        for (int k = 1; k <= lags; ++k) {
            const double h = k * lag;
            points.push_back({h, m.variogram(h * u[0], h * u[1], h * u[2]), 100.0 + 40.0 * k, u});
        }
    }
    return points;
}

}  // namespace

TEST(VariogramFit, MatchesGstatFitOfTrueDat) {
    // gstat: fit.variogram(v, vgm("Sph"), fit.method = 7): nugget 11.8315, psill 11.7628, range 8.83996.
    const auto points = readFitPoints(referencePath("gstat/true_variogram_w2_c30.csv"));
    ASSERT_FALSE(points.empty());
    for (const char* start : {"1 nug + 1 sph(1)", "30 nug + 0.1 sph(200)", "11 nug + 12 sph(9)"}) {
        SCOPED_TRACE(start);
        const FitResult r = fitVariogramModel(points, VariogramModel::parse(start));
        ASSERT_EQ(r.model.structures.size(), 1u);
        EXPECT_NEAR(r.model.nugget, 11.8314709616637, 2e-3);
        EXPECT_NEAR(r.model.structures[0].sill, 11.7628377954631, 2e-3);
        EXPECT_NEAR(r.model.structures[0].range, 8.83995787594966, 2e-3);
        EXPECT_NEAR(r.objective, 8365.4683690328, 1e-4 * 8365.47);
        EXPECT_TRUE(r.converged);
        EXPECT_TRUE(r.warnings.empty()) << r.warnings.front();
    }
}

TEST(VariogramFit, RecoversNestedAnisotropicModelFromSeveralDirections) {
    const VariogramModel truth = VariogramModel::parse("0.5 nug + 2 sph(30, 12; 45) + 1 exp(90, 45; 45)");
    const auto points = modelPoints(truth, {45, 135, 90, 0}, 4, 30);
    const VariogramModel start = VariogramModel::parse("0.1 nug + 1 sph(5, 5; 45) + 1 exp(10, 10; 45)");
    const FitResult r = fitVariogramModel(points, start);
    EXPECT_NEAR(r.model.nugget, 0.5, 1e-4);
    ASSERT_EQ(r.model.structures.size(), 2u);
    EXPECT_NEAR(r.model.structures[0].sill, 2.0, 1e-4);
    EXPECT_NEAR(r.model.structures[0].range, 30.0, 1e-3);
    EXPECT_NEAR(r.model.structures[0].anisotropy.ratio1, 0.4, 1e-4);
    EXPECT_NEAR(r.model.structures[1].sill, 1.0, 1e-4);
    EXPECT_NEAR(r.model.structures[1].range, 90.0, 1e-2);
    EXPECT_NEAR(r.model.structures[1].anisotropy.ratio1, 0.5, 1e-4);
    EXPECT_LT(r.objective, 1e-12);
    // No direction sees the vertical: ratio2 is held, not fitted.
    EXPECT_EQ(std::count(r.freeParameters.begin(), r.freeParameters.end(), "ratio2_1"), 0);
}

TEST(VariogramFit, EveryWeightingRecoversExactData) {
    const VariogramModel truth = VariogramModel::parse("0.3 nug + 1.7 gau(25)");
    const auto points = modelPoints(truth, {0}, 2.5, 24);
    for (FitWeights w : {FitWeights::PairsOverDistanceSquared, FitWeights::Pairs, FitWeights::PairsOverModelSquared,
                         FitWeights::Equal}) {
        SCOPED_TRACE(fitWeightsName(w));
        FitOptions o;
        o.weights = w;
        const FitResult r = fitVariogramModel(points, VariogramModel::parse("1 nug + 1 gau(3)"), o);
        EXPECT_NEAR(r.model.nugget, 0.3, 1e-5);
        EXPECT_NEAR(r.model.structures[0].sill, 1.7, 1e-5);
        EXPECT_NEAR(r.model.structures[0].range, 25, 1e-3);
    }
}

TEST(VariogramFit, LockedNuggetAndBoundsAreRespected) {
    const auto points = readFitPoints(referencePath("gstat/true_variogram_w2_c30.csv"));
    FitOptions o;
    o.locked = {"nugget"};
    const FitResult locked = fitVariogramModel(points, VariogramModel::parse("9 nug + 10 sph(10)"), o);
    EXPECT_DOUBLE_EQ(locked.model.nugget, 9.0);
    EXPECT_GT(locked.objective, 8365.46);
    EXPECT_EQ(std::count(locked.freeParameters.begin(), locked.freeParameters.end(), "nugget"), 0);

    FitOptions bounded;
    bounded.bounds = {{"range1", 1, 6}};
    const FitResult r = fitVariogramModel(points, VariogramModel::parse("1 nug + 1 sph(3)"), bounded);
    EXPECT_LE(r.model.structures[0].range, 6.0);
    EXPECT_NEAR(r.model.structures[0].range, 6.0, 1e-6);
    EXPECT_TRUE(hasWarning(r, "range1 is at its upper bound")) << (r.warnings.empty() ? "" : r.warnings.front());
}

TEST(VariogramFit, WarnsWhenIllPosedOrNotConverged) {
    const VariogramModel truth = VariogramModel::parse("0.2 nug + 1 sph(20)");
    const auto points = modelPoints(truth, {0}, 2, 20);
    // Two spherical structures for one: the data cannot tell them apart.
    const FitResult twice = fitVariogramModel(points, VariogramModel::parse("0.1 nug + 0.5 sph(10) + 0.5 sph(30)"));
    EXPECT_FALSE(twice.warnings.empty());
    // A range far beyond the lags is not resolved.
    const auto linear = modelPoints(VariogramModel::parse("1 sph(2000)"), {0}, 1, 10);
    const FitResult far = fitVariogramModel(linear, VariogramModel::parse("0.1 nug + 1 sph(50)"));
    EXPECT_TRUE(hasWarning(far, "range1")) << (far.warnings.empty() ? "" : far.warnings.front());
    // One iteration from a poor start is not enough.
    FitOptions o;
    o.maxIterations = 1;
    o.automaticStart = false;
    const auto gstat = readFitPoints(referencePath("gstat/true_variogram_w2_c30.csv"));
    const FitResult stopped = fitVariogramModel(gstat, VariogramModel::parse("1 nug + 1 sph(80)"), o);
    EXPECT_FALSE(stopped.converged);
    EXPECT_TRUE(hasWarning(stopped, "did not converge"));
}

TEST(VariogramFit, BadRequestsNameTheParameter) {
    const auto points = modelPoints(VariogramModel::parse("1 sph(10)"), {0}, 1, 10);
    FitOptions o;
    o.locked = {"range7"};
    EXPECT_THROW(fitVariogramModel(points, VariogramModel::parse("1 sph(10)"), o), ValidationError);
    EXPECT_THROW(fitVariogramModel({}, VariogramModel::parse("1 sph(10)")), ValidationError);
    EXPECT_THROW(parseFitWeights("squares"), ValidationError);
}

// Squared residuals of values near 1e308 overflow: every candidate compared equal and the fit read
// an empty best model. Such lags are refused naming the value.
TEST(VariogramFit, ValuesWhoseSquaresOverflowAreRefused) {
    const std::vector<FitPoint> points{{1, 1e308, 30}, {2, 1e308, 40}, {3, 1e308, 50}};
    try {
        fitVariogramModel(points, VariogramModel::parse("0.1 nug + 1 sph(3)"));
        ADD_FAILURE() << "lags of 1e308 were fitted";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("has the value 1e+308"), std::string::npos) << e.what();
    }
    const std::vector<FitPoint> large{{1, 3e140, 30}, {2, 6e140, 40}, {3, 8e140, 50}, {4, 9e140, 50}};
    EXPECT_NO_THROW(fitVariogramModel(large, VariogramModel::parse("0.1e140 nug + 8e140 sph(3)")));
}
