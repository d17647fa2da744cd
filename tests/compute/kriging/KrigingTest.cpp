// Properties every kriging setup must have (exactness, non-negative variance, trend
// recovery, block convergence, shared weights), coincident data, neighbourhood limits and
// cross-validation against brute force.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "KrigingTestSupport.h"
#include "strata/core/Error.h"
#include "strata/kriging/CrossValidation.h"
#include "strata/kriging/Kt3dJob.h"
#include "../../../compute/kriging/PairCovariance.h"

namespace strata::kriging::test {
namespace {

// Simple kriging with mean 0 (the random data's values are centred near it).
KrigingOptions localOptions(KrigingType type, const std::string& model = "0.1 nug + 1 sph(30)") {
    KrigingOptions o;
    o.type = type;
    if (type == KrigingType::Simple) o.mean = 0;
    o.model = variogram::VariogramModel::parse(model);
    o.search.radius = 40;
    o.search.ndmin = 3;
    o.search.ndmax = 20;
    return o;
}

KrigingTargets pointsOf(const KrigingData& d) {
    KrigingTargets t;
    t.x = d.x;
    t.y = d.y;
    t.z = d.z;
    return t;
}

const jobs::JobContext cpu = context(Backend::Cpu);

KrigingTargets gridTargets(const std::string& spec) {
    KrigingTargets t;
    t.grid = GridSpec::parse(spec);
    return t;
}

TEST(Kriging, ExactAtDataWithNonNegativeVariance) {
    const auto data = randomData(300, 100, false, 7);
    for (auto type : {KrigingType::Simple, KrigingType::Ordinary, KrigingType::Universal}) {
        auto o = localOptions(type);
        o.mean = 0.3;
        if (type == KrigingType::Universal) o.drift[DriftX] = o.drift[DriftY] = true;
        const auto r = krige(data, pointsOf(data), o, cpu);
        for (std::size_t i = 0; i < data.size(); ++i) {
            EXPECT_NEAR(r.estimate[0][i], data.values[0][i], 1e-9) << toString(type) << " datum " << i;
            EXPECT_NEAR(r.variance(0)[i], 0.0, 1e-9);
        }
        const auto grid = krige(data, gridTargets("30,30:1,1:3.3,3.3"), o, cpu);
        for (double v : grid.variance(0)) EXPECT_GE(v, 0.0);
    }
}

TEST(Kriging, UniversalKrigingRecoversATrend) {
    auto data = randomData(200, 100, false, 11);
    for (std::size_t i = 0; i < data.size(); ++i) data.values[0][i] = 3 + 0.5 * data.x[i] - 0.2 * data.y[i];
    auto o = localOptions(KrigingType::Universal);
    o.drift[DriftX] = o.drift[DriftY] = true;
    KrigingTargets t{GridSpec::parse("20,20:2.5,2.5:5,5"), {}, {}, {}, {}, false, {}};
    for (bool trend : {false, true}) {
        o.estimateTrend = trend;
        const auto r = krige(data, t, o, cpu);
        for (std::size_t n = 0; n < t.size(); ++n)
            EXPECT_NEAR(r.estimate[0][n], 3 + 0.5 * t.xAt(n) - 0.2 * t.yAt(n), 1e-8) << "trend " << trend;
    }
    // A quadratic trend with the quadratic terms.
    for (std::size_t i = 0; i < data.size(); ++i)
        data.values[0][i] = 1 + 0.01 * data.x[i] * data.x[i] - 0.02 * data.x[i] * data.y[i] + 0.3 * data.y[i];
    o.estimateTrend = false;
    o.drift = parseDriftTerms("x,y,xx,yy,xy", "drift");
    const auto r = krige(data, t, o, cpu);
    for (std::size_t n = 0; n < t.size(); ++n) {
        const double x = t.xAt(n), y = t.yAt(n);
        EXPECT_NEAR(r.estimate[0][n], 1 + 0.01 * x * x - 0.02 * x * y + 0.3 * y, 1e-7);
    }
}

TEST(Kriging, ExternalDriftAndLocalMean) {
    auto data = randomData(250, 100, false, 5);
    data.secondary.resize(data.size());
    for (std::size_t i = 0; i < data.size(); ++i) {
        data.secondary[i] = std::sin(data.x[i] / 20) + data.y[i] / 50;
        data.values[0][i] = 4 + 2 * data.secondary[i];
    }
    KrigingTargets t;
    for (double x = 5; x < 100; x += 10)
        for (double y = 5; y < 100; y += 10) {
            t.x.push_back(x);
            t.y.push_back(y);
            t.secondary.push_back(std::sin(x / 20) + y / 50);
        }
    auto o = localOptions(KrigingType::ExternalDrift);
    auto r = krige(data, t, o, cpu);
    for (std::size_t n = 0; n < t.size(); ++n) EXPECT_NEAR(r.estimate[0][n], 4 + 2 * t.secondary[n], 1e-8);
    // Local mean: residuals from the mean are zero -> the estimate is the mean at the target.
    for (std::size_t i = 0; i < data.size(); ++i) data.values[0][i] = data.secondary[i];
    o.type = KrigingType::LocalMean;
    r = krige(data, t, o, cpu);
    for (std::size_t n = 0; n < t.size(); ++n) EXPECT_NEAR(r.estimate[0][n], t.secondary[n], 1e-12);
    // A missing drift at a target leaves it unestimated, never NaN without a status.
    t.secondary[3] = std::nan("");
    r = krige(data, t, o, cpu);
    EXPECT_TRUE(std::isnan(r.estimate[0][3]));
    EXPECT_EQ(r.diagnostics(0).status[3], NodeStatus::NoSecondary);
}

TEST(Kriging, BlockEstimateConvergesToTheMeanOfPointEstimates) {
    const auto data = clusterData();
    auto o = clusterOptions(KrigingType::Ordinary);
    o.search.global = true;
    // One 4 x 4 block at (20, 20); the reference: mean of point estimates on a 64 x 64 sub-grid.
    KrigingTargets fine{GridSpec::parse("64,64,1:18.03125,18.03125,0.5:0.0625,0.0625,1"), {}, {}, {}, {}, false, {}};
    const auto points = krige(data, fine, o, cpu);
    double mean = 0;
    for (double e : points.estimate[0]) mean += e / double(fine.size());
    KrigingTargets block;
    block.x = {20};
    block.y = {20};
    block.z = {0.5};
    o.blockSize = {4, 4, 1};
    double previous = 1e300;
    for (int n : {1, 2, 4, 8, 16}) {
        o.block = {n, n, 1};
        const auto r = krige(data, block, o, cpu);
        const double error = std::abs(r.estimate[0][0] - mean);
        EXPECT_LE(error, previous * 1.01) << n;
        previous = error;
        if (n == 16) {
            EXPECT_LT(error, 1e-3);
        }
    }
}

TEST(Kriging, VariablesSharingLocationsShareOneSolve) {
    auto data = randomData(150, 100, false, 3);
    data.names = {"a", "b", "c"};
    data.values.push_back(data.values[0]);
    data.values.push_back(data.values[0]);
    for (std::size_t i = 0; i < data.size(); ++i) {
        data.values[1][i] = 10 + data.x[i] / 7;
        data.values[2][i] = -data.values[0][i] * 3;
    }
    KrigingTargets t{GridSpec::parse("25,25:2,2:4,4"), {}, {}, {}, {}, false, {}};
    for (bool global : {false, true}) {
        auto o = localOptions(KrigingType::Ordinary);
        o.search.global = global;
        const auto all = krige(data, t, o, cpu);
        EXPECT_EQ(all.groups.size(), 1u);
        for (std::size_t k = 0; k < 3; ++k) {
            KrigingData one = data;
            one.names = {data.names[k]};
            one.values = {data.values[k]};
            const auto single = krige(one, t, o, cpu);
            for (std::size_t n = 0; n < t.size(); ++n) {
                EXPECT_NEAR(all.estimate[k][n], single.estimate[0][n], 1e-10);
                EXPECT_NEAR(all.variance(k)[n], single.variance(0)[n], 1e-12);
            }
        }
    }
}

TEST(Kriging, ColumnsWithDifferentMissingDataAreGrouped) {
    auto data = randomData(120, 100, false, 9);
    data.names = {"a", "b"};
    data.values.push_back(data.values[0]);
    for (std::size_t i = 0; i < data.size(); i += 4) data.values[1][i] = std::nan("");
    KrigingTargets t{GridSpec::parse("10,10:5,5:10,10"), {}, {}, {}, {}, false, {}};
    const auto o = localOptions(KrigingType::Ordinary);
    const auto r = krige(data, t, o, cpu);
    EXPECT_EQ(r.groups.size(), 2u);
    KrigingData b = data;
    b.names = {"b"};
    b.values = {data.values[1]};
    const auto single = krige(b, t, o, cpu);
    for (std::size_t n = 0; n < t.size(); ++n) EXPECT_NEAR(r.estimate[1][n], single.estimate[0][n], 1e-12);
}

TEST(Kriging, CoincidentDataAreFoundAndMerged) {
    auto data = clusterData();
    KrigingData averaged = data;
    for (std::size_t i = 0; i < 5; ++i) {
        data.x.push_back(data.x[i]);
        data.y.push_back(data.y[i]);
        data.z.push_back(data.z[i]);
        data.values[0].push_back(data.values[0][i] + 2.0);
        averaged.values[0][i] += 1.0;
    }
    const auto grid = clusterGrid();
    auto o = clusterOptions(KrigingType::Ordinary);
    const auto merged = krige(data, grid, o, cpu);
    ASSERT_EQ(merged.coincident[0].groups.size(), 5u);
    EXPECT_EQ(merged.coincident[0].removed(), 5u);
    EXPECT_NE(merged.coincident[0].describe().find("10 coincident data at 5 locations"), std::string::npos);
    const auto reference = krige(averaged, grid, o, cpu);
    for (std::size_t n = 0; n < grid.size(); ++n) {
        ASSERT_FALSE(std::isnan(merged.estimate[0][n]));
        EXPECT_NEAR(merged.estimate[0][n], reference.estimate[0][n], 1e-12);
    }
    o.coincident = CoincidentRule::KeepFirst;
    const auto first = krige(data, grid, o, cpu);
    const auto original = krige(clusterData(), grid, o, cpu);
    for (std::size_t n = 0; n < grid.size(); ++n) EXPECT_NEAR(first.estimate[0][n], original.estimate[0][n], 1e-12);
    o.coincident = CoincidentRule::Fail;
    try {
        krige(data, grid, o, cpu);
        FAIL() << "coincident data accepted";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("coincident"), std::string::npos) << e.what();
    }
}

TEST(Kriging, SingularSystemsAreReportedNotNaN) {
    // Collinear data cannot estimate a drift in y: every target is singular and said so.
    KrigingData d;
    d.names = {"v"};
    d.values.resize(1);
    for (int i = 0; i < 10; ++i) {
        d.x.push_back(i);
        d.y.push_back(0);
        d.values[0].push_back(i * 0.5);
    }
    auto o = localOptions(KrigingType::Universal);
    o.drift[DriftY] = true;
    KrigingTargets t;
    t.x = {2.5, 7.5};
    t.y = {1, 1};
    const auto r = krige(d, t, o, cpu);
    EXPECT_EQ(r.groups[0].singular, 2u);
    EXPECT_EQ(r.diagnostics(0).status[0], NodeStatus::Singular);
    EXPECT_FALSE(r.notes.empty());
}

TEST(Kriging, OctantAndDrillholeLimits) {
    KrigingData d;
    d.names = {"v"};
    d.values.resize(1);
    // Three vertical drillholes of 10 samples around the origin.
    for (int h = 0; h < 3; ++h)
        for (int k = 0; k < 10; ++k) {
            d.x.push_back(h == 0 ? 3.0 : h == 1 ? -2.0 : 1.0);
            d.y.push_back(h == 2 ? -4.0 : 1.0);
            d.z.push_back(k - 4.5);
            d.drillhole.push_back(100 + h);
            d.values[0].push_back(h + 0.1 * k);
        }
    KrigingTargets t;
    t.x = {0};
    t.y = {0};
    t.z = {0};
    auto o = localOptions(KrigingType::Ordinary);
    o.diagnostics = true;
    o.search.ndmax = 30;
    o.search.maxPerDrillhole = 2;
    EXPECT_EQ(krige(d, t, o, cpu).diagnostics(0).dataUsed[0], 6);
    o.search.maxPerDrillhole = 0;
    o.search.maxPerOctant = 1;  // holes sit in 3 quadrants, above and below: 6 octants
    EXPECT_EQ(krige(d, t, o, cpu).diagnostics(0).dataUsed[0], 6);
    o.search.maxPerOctant = 0;
    o.search.ndmax = 7;
    EXPECT_EQ(krige(d, t, o, cpu).diagnostics(0).dataUsed[0], 7);
}

TEST(Kriging, DiagnosticsFollowTheirDefinitions) {
    const auto data = randomData(200, 100, false, 21);
    KrigingTargets t{GridSpec::parse("10,10:5,5:10,10"), {}, {}, {}, {}, false, {}};
    for (auto type : {KrigingType::Simple, KrigingType::Ordinary}) {
        auto o = localOptions(type);
        o.diagnostics = true;
        const auto r = krige(data, t, o, cpu);
        const auto& d = r.diagnostics(0);
        for (std::size_t n = 0; n < t.size(); ++n) {
            const double bv = r.blockVariance, kv = d.variance[n], mu = std::abs(d.lagrange[n]);
            EXPECT_NEAR(d.efficiency[n], (bv - kv) / bv, 1e-12);
            EXPECT_NEAR(d.slope[n], (bv - kv + mu) / (bv - kv + 2 * mu), 1e-12);
            if (type == KrigingType::Simple) {
                EXPECT_NEAR(d.slope[n], 1.0, 1e-12);
            }
        }
    }
}

// A Gaussian model without nugget at ndmax 60: systems that pass the pivot test but carry
// weights summing to hundreds in absolute value are reported, not passed off as estimates.
TEST(Kriging, IllConditionedSystemsAreReported) {
    const auto data = randomData(400, 100, false, 5);
    KrigingTargets t{GridSpec::parse("25,25:2,2:4,4"), {}, {}, {}, {}, false, {}};
    KrigingOptions o = localOptions(KrigingType::Ordinary, "1 gau(60)");
    o.search.radius = 0;  // no distance limit
    o.search.ndmax = 60;
    const auto r = krige(data, t, o, cpu);
    const auto warning = std::find_if(r.notes.begin(), r.notes.end(),
                                      [](const std::string& n) { return n.find("ill-conditioned") != std::string::npos; });
    ASSERT_NE(warning, r.notes.end());
    EXPECT_NE(warning->find("add a small nugget"), std::string::npos);
    // With a nugget the same search is well conditioned.
    const auto calm = krige(data, t, localOptions(KrigingType::Ordinary, "0.05 nug + 1 gau(60)"), cpu);
    for (const auto& n : calm.notes) EXPECT_EQ(n.find("ill-conditioned"), std::string::npos) << n;
}

TEST(Kriging, OptionsAreValidatedBeforeWork) {
    auto o = clusterOptions(KrigingType::Ordinary);
    o.search.ndmax = 2;
    try {
        krige(clusterData(), clusterGrid(), o, cpu);
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("ndmax"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("2 < 4"), std::string::npos) << e.what();
    }
    o = clusterOptions(KrigingType::Universal);
    EXPECT_THROW(krige(clusterData(), clusterGrid(), o, cpu), ValidationError);  // no drift term
}

// Brute force: krige each datum from the data without it.
TEST(CrossValidation, LeaveOneOutMatchesBruteForce) {
    const auto data = clusterData();
    for (bool global : {false, true}) {
        auto o = clusterOptions(KrigingType::Ordinary);
        o.search.global = global;
        const auto cv = crossValidate(data, o, CrossValidationOptions{}, cpu);
        ASSERT_EQ(cv.estimate.size(), data.size());
        for (std::size_t i = 0; i < data.size(); i += 13) {
            KrigingData rest = data;
            rest.x.erase(rest.x.begin() + long(i));
            rest.y.erase(rest.y.begin() + long(i));
            rest.z.erase(rest.z.begin() + long(i));
            rest.values[0].erase(rest.values[0].begin() + long(i));
            KrigingTargets t;
            t.x = {data.x[i]};
            t.y = {data.y[i]};
            t.z = {data.z[i]};
            const auto r = krige(rest, t, o, cpu);
            EXPECT_NEAR(cv.estimate[i], r.estimate[0][0], 1e-9) << "global " << global << " datum " << i;
            EXPECT_NEAR(cv.variance[i], r.variance(0)[0], 1e-9);
            EXPECT_NEAR(cv.error[i], cv.estimate[i] - data.values[0][i], 1e-12);
        }
        EXPECT_GT(cv.summary.count, 130u);
        EXPECT_NEAR(cv.summary.rmse, std::sqrt(cv.summary.meanSquaredError), 1e-12);
    }
}

TEST(CrossValidation, KFoldGlobalMatchesBruteForce) {
    const auto data = randomData(60, 100, false, 4);
    auto o = localOptions(KrigingType::Simple);
    o.mean = 0.5;
    o.search.global = true;
    CrossValidationOptions cvo;
    cvo.folds = 4;
    const auto cv = crossValidate(data, o, cvo, cpu);
    for (int f = 0; f < 4; ++f) {
        KrigingData rest;
        rest.names = data.names;
        rest.values.resize(1);
        KrigingTargets t;
        std::vector<std::size_t> held;
        for (std::size_t i = 0; i < data.size(); ++i)
            if (cv.fold[i] == f) {
                t.x.push_back(data.x[i]);
                t.y.push_back(data.y[i]);
                held.push_back(i);
            } else {
                rest.x.push_back(data.x[i]);
                rest.y.push_back(data.y[i]);
                rest.values[0].push_back(data.values[0][i]);
            }
        const auto r = krige(rest, t, o, cpu);
        for (std::size_t k = 0; k < held.size(); ++k) {
            EXPECT_NEAR(cv.estimate[held[k]], r.estimate[0][k], 1e-9);
            EXPECT_NEAR(cv.variance[held[k]], r.variance(0)[k], 1e-9);
        }
    }
}

// The CPU's matrix fill must be GSLIB cova3 as the variogram module evaluates it, for every
// structure type, nested and anisotropic, coincident points included.
TEST(PairCovariance, EqualsTheCovarianceEvaluator) {
    for (const char* text : {"0.2 nug + 0.8 sph(10)", "0.1 nug + 1 exp(30, 10, 5; 30, -10, 5) + 0.5 gau(20)",
                             "0.3 pow(1.5)", "1 hol(12)", "0.5 cub(25, 20, 10; 120, 0, 0)", "0.1 nug + 1 mat(8, nu=1.5)",
                             "1 nug"}) {
        const auto model = variogram::VariogramModel::parse(text);
        const variogram::CovarianceEvaluator evaluator(model);
        std::mt19937 rng(8);
        std::uniform_real_distribution<double> u(-20, 20);
        std::vector<double> x(25), y(25), z(25);
        for (std::size_t i = 0; i < x.size(); ++i) {
            x[i] = u(rng);
            y[i] = u(rng);
            z[i] = u(rng) / 4;
        }
        x[3] = x[2];  // a coincident pair
        y[3] = y[2];
        z[3] = z[2];
        Eigen::MatrixXd c(25, 25);
        PairCovariance pairs(model);
        pairs.lowerMatrix(x.data(), y.data(), z.data(), 25, c);
        for (int i = 0; i < 25; ++i)
            for (int j = 0; j <= i; ++j) {
                const double e = evaluator.covariance(x[std::size_t(i)] - x[std::size_t(j)], y[std::size_t(i)] - y[std::size_t(j)],
                                                      z[std::size_t(i)] - z[std::size_t(j)]);
                EXPECT_NEAR(c(i, j), e, 1e-12 * std::max(1.0, std::abs(e))) << text << " " << i << "," << j;
            }
    }
}

TEST(Kt3dParameters, ReadsTheReferenceFile) {
    const Kt3dJob job = readKt3dParameters(referencePath("gslib/kt3d_cluster_sk.par"));
    EXPECT_EQ(job.dataFile, "cluster.dat");
    EXPECT_EQ(job.columnX, 1);
    EXPECT_EQ(job.columnValue, 3);
    EXPECT_EQ(job.grid.nx, 50u);
    EXPECT_DOUBLE_EQ(job.grid.z0, 0.5);
    EXPECT_EQ(job.kriging.type, KrigingType::Simple);
    EXPECT_DOUBLE_EQ(job.kriging.mean, 4.350428571);
    EXPECT_EQ(job.kriging.search.ndmax, 16);
    EXPECT_DOUBLE_EQ(job.kriging.search.radius, 25);
    EXPECT_DOUBLE_EQ(job.kriging.model.nugget, 0.2);
    ASSERT_EQ(job.kriging.model.structures.size(), 1u);
    EXPECT_DOUBLE_EQ(job.kriging.model.structures[0].range, 10);
    // JSON round trip keeps everything, the 2-D grid's z0 included.
    const Kt3dJob back = jobs::Json(job).get<Kt3dJob>();
    EXPECT_EQ(jobs::Json(back), jobs::Json(job));
    EXPECT_DOUBLE_EQ(back.grid.z0, 0.5);
}

// The block-to-block covariance averages every pair of discretisation points: 64 per axis is
// accepted per axis but not all three at once (7e10 covariances).
TEST(Kriging, BlockDiscretisationIsBoundedInTotal) {
    KrigingOptions o;
    o.model = variogram::VariogramModel::parse("1 sph(10)");
    o.block = {16, 16, 16};
    EXPECT_NO_THROW(o.validate("krige"));
    o.block = {64, 64, 64};
    try {
        o.validate("krige");
        ADD_FAILURE() << "262144 points per block were accepted";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("262144 points per block: at most 4096"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace strata::kriging::test
