// IDW and AIDW on the CPU against brute-force double formulas and gstat.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

#include "IdwTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GeoEasReader.h"
#include "strata/jobs/Job.h"

using namespace strata;
using namespace strata::idw;
using namespace strata::idw::testing;

namespace {

jobs::JobContext cpuContext() {
    jobs::JobContext c;
    c.backend = Backend::Cpu;
    return c;
}

ComputeOptions precision(Precision p) {
    ComputeOptions o;
    o.precision = p;
    return o;
}

}  // namespace

TEST(Idw, AllDataMatchesBruteForce) {
    for (int dim : {2, 3}) {
        const Sample s = randomSample(1500, dim, 1 + unsigned(dim));
        const Targets t = randomTargets(300, dim, 9);
        for (double power : {1.0, 2.0, 3.5}) {
            IdwParams params;
            params.power = power;
            for (Precision prec : {Precision::Single, Precision::Double}) {
                const Result r = interpolateIdw(s.points, s.values, t, params, precision(prec), cpuContext());
                ASSERT_EQ(r.estimate.size(), t.size());
                EXPECT_EQ(r.backend, Backend::Cpu);
                EXPECT_EQ(r.unestimated, 0u);
                double worst = 0;
                for (std::size_t i = 0; i < t.size(); ++i)
                    worst = std::max(worst, relativeError(r.estimate[i], referenceIdw(s, t.xAt(i), t.yAt(i), t.zAt(i), power, 0)));
                EXPECT_LT(worst, prec == Precision::Double ? 1e-10 : 1e-4) << "dim " << dim << " power " << power;
            }
        }
    }
}

TEST(Idw, NearestNeighboursMatchBruteForce) {
    const Sample s = randomSample(2000, 2, 4);
    Targets t;
    t.grid = GridSpec{40, 30, 1, 1000.5, 2001.0, 0.0, 2.5, 3.3, 1.0};
    IdwParams params;
    params.power = 2.5;
    params.neighbours = 12;
    const Result r = interpolateIdw(s.points, s.values, t, params, precision(Precision::Double), cpuContext());
    for (std::size_t i = 0; i < t.size(); ++i)
        EXPECT_LT(relativeError(r.estimate[i], referenceIdw(s, t.xAt(i), t.yAt(i), 0, 2.5, 12)), 1e-11) << i;
}

TEST(Idw, AnisotropicDistanceAndEllipsoidMatchBruteForce) {
    const Sample s = randomSample(1500, 3, 6);
    const Targets t = randomTargets(200, 3, 7);
    IdwParams params;
    params.power = 2.0;
    params.anisotropy = Anisotropy{40, -10, 5, 0.5, 0.1};
    const AnisotropicMetric m(params.anisotropy);
    const Result all = interpolateIdw(s.points, s.values, t, params, precision(Precision::Double), cpuContext());
    params.neighbours = 20;
    const Result near = interpolateIdw(s.points, s.values, t, params, precision(Precision::Double), cpuContext());
    params.neighbours = 0;
    params.radius = 15.0;
    const Result inside = interpolateIdw(s.points, s.values, t, params, precision(Precision::Double), cpuContext());
    std::size_t empty = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
        const auto r = ranked(s, m, t.xAt(i), t.yAt(i), t.zAt(i));
        EXPECT_LT(relativeError(all.estimate[i], weightedMean(s, r, 2.0, 0)), 1e-10);
        EXPECT_LT(relativeError(near.estimate[i], weightedMean(s, r, 2.0, 20)), 1e-10);
        std::size_t count = 0;
        while (count < r.size() && r[count].distance <= 15.0) ++count;
        EXPECT_EQ(all.used[i], 1500);
        EXPECT_EQ(near.used[i], 20);
        EXPECT_EQ(inside.used[i], int(count));
        if (count == 0) {
            EXPECT_TRUE(std::isnan(inside.estimate[i]));
            ++empty;
        } else {
            EXPECT_LT(relativeError(inside.estimate[i], weightedMean(s, r, 2.0, count)), 1e-10);
        }
    }
    EXPECT_EQ(inside.unestimated, empty);
}

TEST(Idw, NearlyCoincidentTargetsTakeTheDatum) {
    // 1e-9 data extents from a datum: the capped weight makes the datum win to the working precision.
    const Sample s = randomSample(400, 2, 13);
    Targets t;
    t.x = {s.points.x[7] + 1e-7};
    t.y = {s.points.y[7]};
    for (Precision prec : {Precision::Single, Precision::Double}) {
        IdwParams params;
        params.power = 2;
        const Result r = interpolateIdw(s.points, s.values, t, params, precision(prec), cpuContext());
        EXPECT_NEAR(r.estimate[0], s.values[7], prec == Precision::Double ? 1e-9 : 2e-5);
    }
}

TEST(Idw, ExactAtDataAndCoincidentDataAveraged) {
    Sample s = randomSample(500, 2, 12);
    // A second datum on datum 0: a target there returns the mean of the two.
    s.points.x.push_back(s.points.x[0]);
    s.points.y.push_back(s.points.y[0]);
    s.points.z.push_back(0);
    s.values.push_back(s.values[0] + 1.0);
    Targets t;
    t.x = s.points.x;
    t.y = s.points.y;
    for (double power : {0.5, 2.0, 5.0}) {
        IdwParams params;
        params.power = power;
        for (Precision prec : {Precision::Single, Precision::Double}) {
            for (std::size_t nb : {std::size_t(0), std::size_t(8)}) {
                params.neighbours = nb;
                const Result r = interpolateIdw(s.points, s.values, t, params, precision(prec), cpuContext());
                for (std::size_t i = 1; i + 1 < t.size(); ++i) EXPECT_EQ(r.estimate[i], s.values[i]) << i;
                EXPECT_EQ(r.estimate[0], s.values[0] + 0.5);
            }
        }
    }
}

TEST(Idw, ReproducesGstatAwayFromTies) {
    // gstat idw(nmax = 16, idp = 2) on cluster.dat, 50 x 50 grid. On the half-integer lattice many
    // nodes have their 16th and 17th data at the same distance; gstat and Strata break such ties
    // differently (Strata: lower data index), so those nodes are left out.
    const io::GeoEasFile cluster = io::readGeoEas(std::string(STRATA_REFERENCE_DIR) + "/gslib/cluster.dat");
    PointSet data;
    data.dimension = 2;
    data.x = cluster.columns[0];
    data.y = cluster.columns[1];
    data.z.assign(data.x.size(), 0.0);
    const std::vector<double>& primary = cluster.columns[2];
    const io::Table ref = io::readTable(std::string(STRATA_REFERENCE_DIR) + "/gstat/idw_p2_n16_grid50.csv");
    ASSERT_EQ(ref.rowCount(), 2500u);
    Targets t;
    t.grid = GridSpec{50, 50, 1, 0.5, 0.5, 0.0, 1.0, 1.0, 1.0};
    IdwParams params;
    params.power = 2;
    params.neighbours = 16;
    const Sample s{data, primary};
    for (Precision prec : {Precision::Double, Precision::Single}) {
        const Result r = interpolateIdw(data, primary, t, params, precision(prec), cpuContext());
        std::size_t compared = 0, onData = 0;
        double worst = 0;
        for (std::size_t i = 0; i < t.size(); ++i) {
            ASSERT_NEAR(ref.column("x").numbers[i], t.xAt(i), 1e-12);
            ASSERT_NEAR(ref.column("y").numbers[i], t.yAt(i), 1e-12);
            const auto rk = ranked(s, AnisotropicMetric{}, t.xAt(i), t.yAt(i), 0);
            if (rk[0].distance == 0) ++onData;
            if (std::abs(rk[16].distance - rk[15].distance) < 1e-9) continue;
            ++compared;
            worst = std::max(worst, relativeError(r.estimate[i], ref.column("pred").numbers[i]));
        }
        EXPECT_GT(compared, 2000u);
        EXPECT_GT(onData, 50u);
        EXPECT_LT(worst, prec == Precision::Double ? 1e-12 : 2e-6);
    }
}

TEST(Aidw, MatchesBruteForceFormulas) {
    for (int dim : {2, 3}) {
        // Clustered data: two densities, so R spans both sides of Rmax and all memberships.
        const Sample s = withDensePatch(randomSample(800, dim, 31 + unsigned(dim)), randomSample(600, dim, 41, 20.0), 10, 10);
        const Targets t = randomTargets(400, dim, 17);
        for (std::size_t nb : {std::size_t(0), std::size_t(24)}) {
            AidwParams params;
            params.neighbours = nb;
            params.alphaLevels = {0.5, 1.5, 2.0, 3.0, 4.5};
            params.rMin = 0.1;
            params.rMax = 1.8;
            for (Precision prec : {Precision::Double, Precision::Single}) {
                const Result r = interpolateAidw(s.points, s.values, t, params, precision(prec), cpuContext());
                ASSERT_EQ(r.alpha.size(), t.size());
                std::map<int, int> levels;
                double worst = 0, worstAlpha = 0;
                for (std::size_t i = 0; i < t.size(); ++i) {
                    const AidwReference want = referenceAidw(s, t.xAt(i), t.yAt(i), t.zAt(i), 10, params.alphaLevels,
                                                             0.1, 1.8, boundingMeasure(s), nb);
                    worst = std::max(worst, relativeError(r.estimate[i], want.estimate));
                    worstAlpha = std::max(worstAlpha, std::abs(r.alpha[i] - want.alpha));
                    ++levels[int(want.alpha * 2)];
                }
                EXPECT_LT(worstAlpha, 1e-9);
                EXPECT_LT(worst, prec == Precision::Double ? 1e-10 : 1e-4) << "dim " << dim << " neighbours " << nb;
                EXPECT_GE(levels.size(), 4u) << "the test data should exercise several membership levels";
            }
        }
    }
}

TEST(Aidw, UserAreaAndExactness) {
    const Sample s = randomSample(300, 2, 3);
    Targets t;
    t.x = {s.points.x[5], 1050.0};
    t.y = {s.points.y[5], 2050.0};
    AidwParams params;
    params.area = 4.0e4;  // four times the box: data look clustered, powers rise
    const Result r = interpolateAidw(s.points, s.values, t, params, {}, cpuContext());
    EXPECT_EQ(r.estimate[0], s.values[5]);
    const AidwReference want = referenceAidw(s, 1050.0, 2050.0, 0, 10, params.alphaLevels, 0, 2, 4.0e4, 0);
    EXPECT_NEAR(r.alpha[1], want.alpha, 1e-9);
    EXPECT_LT(relativeError(r.estimate[1], want.estimate), 1e-5);
}

TEST(Aidw, PowerFunction) {
    AidwParams p;
    EXPECT_DOUBLE_EQ(adaptivePower(0.0, p), 1.0);
    EXPECT_DOUBLE_EQ(adaptivePower(5.0, p), 5.0);
    EXPECT_NEAR(adaptivePower(1.0, p), 3.0, 1e-12);  // mu = 0.5 at R = Rmax / 2
    EXPECT_NEAR(expectedNearestDistance(100, 100.0, 2), 0.5, 1e-15);
    EXPECT_NEAR(expectedNearestDistance(1000, 1000.0, 3), 0.55396, 1e-15);
}

TEST(Idw, DropsDataWithoutValuesAndRejectsBadOptions) {
    Sample s = randomSample(50, 2, 8);
    s.values[3] = NAN;
    Targets t;
    t.x = {1010.0};
    t.y = {2010.0};
    const Result r = interpolateIdw(s.points, s.values, t, IdwParams{}, {}, cpuContext());
    EXPECT_EQ(r.dataDropped, 1u);
    EXPECT_EQ(r.dataUsed, 49u);
    EXPECT_TRUE(std::isfinite(r.estimate[0]));

    IdwParams bad;
    bad.power = 0;
    EXPECT_THROW(interpolateIdw(s.points, s.values, t, bad, {}, cpuContext()), ValidationError);
    bad = IdwParams{};
    bad.radius = -1;
    EXPECT_THROW(interpolateIdw(s.points, s.values, t, bad, {}, cpuContext()), ValidationError);
    AidwParams abad;
    abad.rMax = 0;
    EXPECT_THROW(interpolateAidw(s.points, s.values, t, abad, {}, cpuContext()), ValidationError);
    abad = AidwParams{};
    abad.k = 0;
    EXPECT_THROW(interpolateAidw(s.points, s.values, t, abad, {}, cpuContext()), ValidationError);
    std::vector<double> none(s.values.size(), NAN);
    EXPECT_THROW(interpolateIdw(s.points, none, t, IdwParams{}, {}, cpuContext()), ValidationError);
    // Collinear data have no area: AIDW needs one.
    PointSet line;
    line.x = {0, 1, 2};
    line.y = {5, 5, 5};
    line.z = {0, 0, 0};
    const std::vector<double> v{1, 2, 3};
    EXPECT_THROW(interpolateAidw(line, v, t, AidwParams{}, {}, cpuContext()), ValidationError);
    AidwParams withArea;
    withArea.area = 10;
    EXPECT_NO_THROW(interpolateAidw(line, v, t, withArea, {}, cpuContext()));
}

TEST(Idw, CancelStopsTheRun) {
    const Sample s = randomSample(2000, 2, 8);
    const Targets t = randomTargets(5000, 2, 2);
    CancelToken cancel;
    cancel.cancel();
    jobs::JobContext c = cpuContext();
    c.cancel = &cancel;
    EXPECT_THROW(interpolateIdw(s.points, s.values, t, IdwParams{}, {}, c), CancelledError);
}
