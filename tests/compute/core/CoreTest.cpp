#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <thread>

#include "strata/core/Anisotropy.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Grid.h"
#include "strata/core/Parallel.h"
#include "strata/core/Progress.h"

using namespace strata;

TEST(GridSpec, ParsesTwoAndThreeDimensionalForms) {
    const GridSpec g2 = GridSpec::parse("50,40:0.5,1.5:1,2");
    EXPECT_EQ(g2.nx, 50u);
    EXPECT_EQ(g2.ny, 40u);
    EXPECT_EQ(g2.nz, 1u);
    EXPECT_DOUBLE_EQ(g2.nodeX(51), 1.5);
    EXPECT_DOUBLE_EQ(g2.nodeY(51), 3.5);
    const GridSpec g3 = GridSpec::parse("2,3,4:0,0,10:1,1,5");
    EXPECT_EQ(g3.nodeCount(), 24u);
    EXPECT_DOUBLE_EQ(g3.nodeZ(23), 25.0);
}

TEST(GridSpec, RejectsBadTextNamingTheOption) {
    try {
        GridSpec::parse("50,x:0,0:1,1", "grid");
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("option 'grid'"), std::string::npos) << e.what();
    }
    EXPECT_THROW(GridSpec::parse("10,10:0,0:0,1"), ValidationError);
    EXPECT_THROW(GridSpec::parse("10,10:0,0"), ValidationError);
}

TEST(Anisotropy, IsotropicMetricIsEuclidean) {
    AnisotropicMetric m(Anisotropy{});
    EXPECT_NEAR(m.squaredDistance(3, 4, 12), 169.0, 1e-9);
}

TEST(Anisotropy, MajorAxisAlongAzimuth) {
    // Azimuth 45, minor range half the major: a step along the major axis counts fully,
    // the same step along the minor axis counts twice.
    AnisotropicMetric m(Anisotropy{45, 0, 0, 0.5, 1.0});
    const double s = std::sqrt(0.5);
    EXPECT_NEAR(m.squaredDistance(s, s, 0), 1.0, 1e-12);
    EXPECT_NEAR(m.squaredDistance(s, -s, 0), 4.0, 1e-12);
    EXPECT_NEAR(m.squaredDistance(0, 0, 1), 1.0, 1e-12);
}

TEST(Anisotropy, DipTiltsTheMajorAxisDownwards) {
    // GSLIB: ang2 = -30 points the major axis 30 degrees below horizontal (north and down).
    AnisotropicMetric m(Anisotropy{0, -30, 0, 0.25, 0.25});
    const double c = std::cos(30 * M_PI / 180), s = std::sin(30 * M_PI / 180);
    EXPECT_NEAR(m.squaredDistance(0, c, -s), 1.0, 1e-12);
}

TEST(CancelToken, CheckThrowsOnlyAfterCancel) {
    CancelToken token;
    EXPECT_NO_THROW(token.check());
    token.cancel();
    EXPECT_THROW(token.check(), CancelledError);
}

TEST(ParallelChunks, CoversEveryItemOnceAndReportsProgress) {
    std::vector<int> hits(10007, 0);
    double last = 0;
    Progress progress([&](double f, const std::string&) { last = f; });
    ParallelOptions options;
    options.chunk = 100;
    options.progress = &progress;
    parallelChunks(hits.size(), options, [&](std::size_t b, std::size_t e) {
        for (std::size_t i = b; i < e; ++i) ++hits[i];
    });
    for (int h : hits) ASSERT_EQ(h, 1);
    EXPECT_DOUBLE_EQ(last, 1.0);
}

TEST(ParallelChunks, CancelStopsWithinAChunk) {
    CancelToken token;
    ParallelOptions options;
    options.chunk = 1;
    options.cancel = &token;
    std::atomic<int> started{0};
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        token.cancel();
    });
    const auto t0 = std::chrono::steady_clock::now();
    EXPECT_THROW(parallelChunks(100000, options,
                                [&](std::size_t, std::size_t) {
                                    ++started;
                                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                                }),
                 CancelledError);
    canceller.join();
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_LT(ms, 250.0) << "cancel must take effect within about 200 ms";
    EXPECT_LT(started.load(), 100000);
}

TEST(Backend, ParsesChoicesAndRejectsOthers) {
    EXPECT_EQ(parseBackend("AUTO"), Backend::Auto);
    EXPECT_EQ(parseBackend("cpu"), Backend::Cpu);
    EXPECT_EQ(parseBackend("gpu"), Backend::Cuda);
    EXPECT_THROW(parseBackend("tpu"), ValidationError);
}

TEST(Backend, AutoFallsBackToCpuWithAReason) {
    const BackendDecision d = resolveBackend(Backend::Auto, "test");
    if (gpuStatus().usable) {
        EXPECT_EQ(d.backend, Backend::Cuda);
    } else {
        EXPECT_EQ(d.backend, Backend::Cpu);
        EXPECT_FALSE(gpuStatus().reason.empty());
        EXPECT_THROW(resolveBackend(Backend::Cuda, "test"), GpuError);
    }
}
