// IDW and AIDW on CUDA: every kernel variant against brute-force double formulas, CUDA = CPU,
// gstat's reference, exactness, neighbourhoods. Skips where no GPU is usable.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "IdwTestSupport.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GeoEasReader.h"
#include "strata/jobs/Job.h"

using namespace strata;
using namespace strata::idw;
using namespace strata::idw::testing;

namespace {

class IdwGpu : public ::testing::Test {
protected:
    void SetUp() override {
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};

jobs::JobContext context(Backend backend) {
    jobs::JobContext c;
    c.backend = backend;
    return c;
}

ComputeOptions options(Precision precision, WeightsKernel weights = WeightsKernel::Auto, KnnKernel knn = KnnKernel::Auto) {
    return ComputeOptions{precision, weights, knn};
}

}  // namespace

TEST_F(IdwGpu, EveryWeightsKernelMatchesBruteForce) {
    for (int dim : {2, 3}) {
        const Sample s = randomSample(3000, dim, 50 + unsigned(dim));
        // A grid (row mode of the blocked kernels, rows not a multiple of 8) and scattered points.
        Targets grid;
        grid.grid = GridSpec{37, 21, std::size_t(dim == 3 ? 3 : 1), 1000.3, 2000.7, 5.0, 2.7, 4.9, 9.0};
        const Targets points = randomTargets(777, dim, 51);
        for (const Targets* t : {static_cast<const Targets*>(&grid), static_cast<const Targets*>(&points)}) {
            std::vector<double> want(t->size());
            for (std::size_t i = 0; i < t->size(); ++i) want[i] = referenceIdw(s, t->xAt(i), t->yAt(i), t->zAt(i), 2.5, 0);
            for (WeightsKernel kernel : allWeightsKernels()) {
                IdwParams params;
                params.power = 2.5;
                const Result r = interpolateIdw(s.points, s.values, *t, params, options(Precision::Single, kernel),
                                                context(Backend::Cuda));
                EXPECT_EQ(r.backend, Backend::Cuda);
                double worst = 0;
                for (std::size_t i = 0; i < t->size(); ++i) worst = std::max(worst, relativeError(r.estimate[i], want[i]));
                EXPECT_LT(worst, 1e-4) << toString(kernel) << " dim " << dim << (t->grid ? " grid" : " points");
            }
        }
    }
}

TEST_F(IdwGpu, AidwMatchesBruteForceAndTheCpu) {
    for (int dim : {2, 3}) {
        const Sample s = withDensePatch(randomSample(2500, dim, 60 + unsigned(dim)), randomSample(1500, dim, 61, 15.0), 20, 30);
        const Targets t = randomTargets(600, dim, 62);
        for (std::size_t nb : {std::size_t(0), std::size_t(64)}) {
            AidwParams params;
            params.neighbours = nb;
            std::vector<AidwReference> want;
            for (std::size_t i = 0; i < t.size(); ++i)
                want.push_back(referenceAidw(s, t.xAt(i), t.yAt(i), t.zAt(i), 10, params.alphaLevels, 0, 2,
                                             boundingMeasure(s), nb));
            for (KnnKernel knn : {KnnKernel::Grid, KnnKernel::WarpGrid, KnnKernel::BruteForce})
                for (Precision prec : {Precision::Single, Precision::Double}) {
                    const Result gpu = interpolateAidw(s.points, s.values, t, params, options(prec, WeightsKernel::Auto, knn),
                                                       context(Backend::Cuda));
                    const Result cpu = interpolateAidw(s.points, s.values, t, params, options(prec), context(Backend::Cpu));
                    double worst = 0, worstCpu = 0, worstAlpha = 0;
                    for (std::size_t i = 0; i < t.size(); ++i) {
                        worst = std::max(worst, relativeError(gpu.estimate[i], want[i].estimate));
                        worstCpu = std::max(worstCpu, relativeError(gpu.estimate[i], cpu.estimate[i]));
                        worstAlpha = std::max(worstAlpha, std::abs(gpu.alpha[i] - want[i].alpha));
                    }
                    const std::string what = "dim " + std::to_string(dim) + " neighbours " + std::to_string(nb) + " " +
                                             toString(knn) + (prec == Precision::Double ? " double" : " single");
                    EXPECT_LT(worst, prec == Precision::Double ? 1e-10 : 1e-4) << what;
                    EXPECT_LT(worstCpu, prec == Precision::Double ? 1e-10 : 1e-4) << what;
                    EXPECT_LT(worstAlpha, prec == Precision::Double ? 1e-9 : 1e-4) << what;
                }
        }
    }
}

// AIDW on a grid with every weights kernel: blocked8-int sorts units of eight nodes by power
// class (levels 1..5 are integers; clustered data make every class and mixed units appear).
TEST_F(IdwGpu, AidwGridEveryWeightsKernel) {
    for (int dim : {2, 3}) {
        const Sample s = withDensePatch(randomSample(2000, dim, 65 + unsigned(dim)), randomSample(1000, dim, 66, 10.0), 20, 30);
        Targets grid;
        grid.grid = GridSpec{45, 23, std::size_t(dim == 3 ? 2 : 1), 1000.3, 2000.7, 5.0, 2.2, 4.3, 20.0};
        AidwParams params;
        std::vector<AidwReference> want;
        for (std::size_t i = 0; i < grid.size(); ++i)
            want.push_back(referenceAidw(s, grid.xAt(i), grid.yAt(i), grid.zAt(i), 10, params.alphaLevels, 0, 2,
                                         boundingMeasure(s), 0));
        std::size_t integral = 0;
        for (const AidwReference& w : want) integral += w.alpha == std::round(w.alpha);
        EXPECT_GT(integral, 0u) << "dim " << dim;
        EXPECT_LT(integral, grid.size()) << "dim " << dim;
        for (WeightsKernel kernel : allWeightsKernels()) {
            const Result r = interpolateAidw(s.points, s.values, grid, params, options(Precision::Single, kernel),
                                             context(Backend::Cuda));
            double worst = 0;
            for (std::size_t i = 0; i < grid.size(); ++i) worst = std::max(worst, relativeError(r.estimate[i], want[i].estimate));
            EXPECT_LT(worst, 1e-4) << toString(kernel) << " dim " << dim;
        }
    }
}

TEST_F(IdwGpu, NeighbourhoodsMatchBruteForce) {
    const Sample s = randomSample(4000, 3, 70);
    const Targets t = randomTargets(500, 3, 71);
    IdwParams params;
    params.power = 2;
    params.anisotropy = Anisotropy{35, -15, 0, 0.5, 0.2};
    const AnisotropicMetric m(params.anisotropy);
    for (Precision prec : {Precision::Single, Precision::Double}) {
        const double tolerance = prec == Precision::Double ? 1e-10 : 1e-4;
        params.neighbours = 24;
        params.radius = 0;
        const Result near = interpolateIdw(s.points, s.values, t, params, options(prec), context(Backend::Cuda));
        params.neighbours = 0;
        params.radius = 12;
        const Result inside = interpolateIdw(s.points, s.values, t, params, options(prec), context(Backend::Cuda));
        params.neighbours = 16;
        const Result both = interpolateIdw(s.points, s.values, t, params, options(prec), context(Backend::Cuda));
        for (std::size_t i = 0; i < t.size(); ++i) {
            const auto r = ranked(s, m, t.xAt(i), t.yAt(i), t.zAt(i));
            std::size_t count = 0;
            while (count < r.size() && r[count].distance <= 12.0) ++count;
            EXPECT_EQ(near.used[i], 24);
            EXPECT_EQ(inside.used[i], int(count)) << i;
            EXPECT_EQ(both.used[i], int(std::min<std::size_t>(count, 16))) << i;
            EXPECT_LT(relativeError(near.estimate[i], weightedMean(s, r, 2, 24)), tolerance) << i;
            if (count == 0) {
                EXPECT_TRUE(std::isnan(inside.estimate[i]));
                EXPECT_TRUE(std::isnan(both.estimate[i]));
            } else {
                EXPECT_LT(relativeError(inside.estimate[i], weightedMean(s, r, 2, count)), tolerance) << i;
                EXPECT_LT(relativeError(both.estimate[i], weightedMean(s, r, 2, std::min<std::size_t>(count, 16))), tolerance)
                    << i;
            }
        }
    }
}

TEST_F(IdwGpu, CoincidentAndNearlyCoincidentTargets) {
    const Sample s = randomSample(2000, 2, 80);
    Targets t;
    for (std::size_t i = 0; i < 200; ++i) {
        t.x.push_back(s.points.x[i] + (i % 2 ? 1e-10 : 0.0));  // odd: 1e-12 extents away (equal in float)
        t.y.push_back(s.points.y[i]);
    }
    for (WeightsKernel kernel : allWeightsKernels())
        for (double power : {1.0, 3.0}) {
            IdwParams params;
            params.power = power;
            const Result r = interpolateIdw(s.points, s.values, t, params, options(Precision::Single, kernel),
                                            context(Backend::Cuda));
            for (std::size_t i = 0; i < t.size(); ++i) {
                if (i % 2 == 0)
                    EXPECT_EQ(r.estimate[i], s.values[i]) << toString(kernel) << " target " << i;
                else
                    EXPECT_NEAR(r.estimate[i], s.values[i], 2e-5 * s.values[i]) << toString(kernel) << " target " << i;
            }
        }
}

TEST_F(IdwGpu, ReproducesGstatAwayFromTies) {
    const io::GeoEasFile cluster = io::readGeoEas(std::string(STRATA_REFERENCE_DIR) + "/gslib/cluster.dat");
    PointSet data;
    data.dimension = 2;
    data.x = cluster.columns[0];
    data.y = cluster.columns[1];
    data.z.assign(data.x.size(), 0.0);
    const Sample s{data, cluster.columns[2]};
    const io::Table ref = io::readTable(std::string(STRATA_REFERENCE_DIR) + "/gstat/idw_p2_n16_grid50.csv");
    Targets t;
    t.grid = GridSpec{50, 50, 1, 0.5, 0.5, 0.0, 1.0, 1.0, 1.0};
    IdwParams params;
    params.power = 2;
    params.neighbours = 16;
    for (Precision prec : {Precision::Double, Precision::Single}) {
        const Result r = interpolateIdw(data, s.values, t, params, options(prec), context(Backend::Cuda));
        double worst = 0;
        std::size_t compared = 0;
        for (std::size_t i = 0; i < t.size(); ++i) {
            const auto rk = ranked(s, AnisotropicMetric{}, t.xAt(i), t.yAt(i), 0);
            if (std::abs(rk[16].distance - rk[15].distance) < 1e-9) continue;
            ++compared;
            worst = std::max(worst, relativeError(r.estimate[i], ref.column("pred").numbers[i]));
        }
        EXPECT_EQ(compared, 2095u);
        EXPECT_LT(worst, prec == Precision::Double ? 1e-12 : 1e-5);
    }
}

TEST_F(IdwGpu, ManyChunksAndCancel) {
    // 10^6 data x 300 000 targets: two target chunks of the all-data kernel (2.5e11 weights each).
    const Sample s = randomSample(1000000, 2, 90);
    Targets t;
    t.grid = GridSpec{600, 500, 1, 1000.0, 2000.0, 0.0, 0.17, 0.2, 1.0};
    IdwParams params;
    params.power = 2;
    const Result r = interpolateIdw(s.points, s.values, t, params, {}, context(Backend::Cuda));
    EXPECT_EQ(r.unestimated, 0u);
    for (std::size_t i = 0; i < t.size(); i += 9973)
        EXPECT_LT(relativeError(r.estimate[i], referenceIdw(s, t.xAt(i), t.yAt(i), 0, 2, 0)), 1e-4) << i;
    CancelToken cancel;
    cancel.cancel();
    jobs::JobContext c = context(Backend::Cuda);
    c.cancel = &cancel;
    EXPECT_THROW(interpolateIdw(s.points, s.values, t, params, {}, c), CancelledError);
}
