#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "VariogramTestSupport.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/variogram/PairProblem.h"

using namespace strata;
using namespace strata::variogram;
using namespace strata::variogram::testing;

namespace {

ExperimentalVariogram run(const VariogramInput& in, const ExperimentalVariogramOptions& o, Backend backend) {
    ComputeContext context;
    context.backend = backend;
    return computeExperimentalVariogram(in, o, context);
}

// Pair counts identical; values to the precision of the GPU's short float partial sums.
void expectCudaEqualsCpu(const VariogramInput& in, const ExperimentalVariogramOptions& o, double relative = 2e-5) {
    const ExperimentalVariogram cpu = run(in, o, Backend::Cpu);
    const ExperimentalVariogram gpu = run(in, o, Backend::Cuda);
    ASSERT_EQ(cpu.curves.size(), gpu.curves.size());
    for (std::size_t c = 0; c < cpu.curves.size(); ++c)
        for (std::size_t r = 0; r < cpu.curves[c].rows.size(); ++r) {
            SCOPED_TRACE("curve " + std::to_string(c) + " row " + std::to_string(r));
            const LagRow& a = cpu.curves[c].rows[r];
            const LagRow& b = gpu.curves[c].rows[r];
            ASSERT_EQ(a.pairs, b.pairs);
            EXPECT_NEAR(a.value, b.value, relative * std::max(1.0, std::abs(a.value)));
            EXPECT_NEAR(a.distance, b.distance, relative * std::max(1.0, a.distance));
            EXPECT_NEAR(a.tailMean, b.tailMean, relative * std::max(1.0, std::abs(a.tailMean)));
            EXPECT_NEAR(a.headMean, b.headMean, relative * std::max(1.0, std::abs(a.headMean)));
            EXPECT_NEAR(a.tailVariance, b.tailVariance, relative * std::max(1.0, std::abs(a.tailVariance)));
        }
}

#define STRATA_REQUIRE_GPU()                                                  \
    do {                                                                      \
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;          \
    } while (0)

}  // namespace

TEST(VariogramGpu, GamvReferenceFilesOnTheGpu) {
    STRATA_REQUIRE_GPU();
    for (const char* name : {"cluster", "synth3d"}) {
        SCOPED_TRACE(name);
        const GamvCase c = loadGamvCase(name);
        const ExperimentalVariogram r = run(c.input, c.parameters.options, Backend::Cuda);
        const auto ours = parseGamvRows(formatGamvOutput(r));
        const auto ref = parseGamvRows(c.expectedOutput);
        ASSERT_EQ(ours.size(), ref.size());
        for (std::size_t k = 0; k < ref.size(); ++k) {
            EXPECT_EQ(ours[k].pairs, ref[k].pairs) << "row " << k;
            EXPECT_NEAR(ours[k].value, ref[k].value, 1e-5 * std::abs(ref[k].value) + 6e-6) << "row " << k;
            EXPECT_NEAR(ours[k].tailMean, ref[k].tailMean, 1e-5 * std::abs(ref[k].tailMean) + 6e-6) << "row " << k;
        }
    }
}

TEST(VariogramGpu, ExtraGamvCaseWithDipsOnTheGpu) {
    STRATA_REQUIRE_GPU();
    const std::string folder = "F_gamv_synth3d_dips";
    const GamvCase c = loadExtraGamvCase(folder);
    expectMatchesExtraGamvCase(formatGamvOutput(run(c.input, c.parameters.options, Backend::Cuda)), c, folder);
}

TEST(VariogramGpu, EveryTypeAndDirectionEqualsTheCpu) {
    STRATA_REQUIRE_GPU();
    const VariogramInput in = randomInput(6000, 2, true, 41, 0.03);
    ExperimentalVariogramOptions o;
    o.lags = {12, 4.0, 2.5};
    o.directions = {VariogramDirection::omni(),
                    {30, 22.5, 15, 0, 90, 1e21},
                    {120, 30, 1e21, -30, 20, 6},
                    {0, 90, 1e21, 90, 25, 1e21},
                    {75, 10, 8, 10, 45, 4}};
    o.trimMin = 0.0;
    for (int type : {1, 3, -3, 4, -4, 5, 6, 7, 8, 11}) o.variograms.push_back({0, 0, VariogramType(type), 0});
    o.variograms.push_back({0, 1, VariogramType::CrossSemivariogram, 0});
    o.variograms.push_back({1, 1, VariogramType::ContinuousIndicator, 2.0});
    expectCudaEqualsCpu(in, o);
}

TEST(VariogramGpu, FileOrderOrientationOnALatticeWithTies) {
    STRATA_REQUIRE_GPU();
    const VariogramInput in = latticeInput(60, 50, 4, 13);
    ExperimentalVariogramOptions o;
    o.lags = {15, 2.0, 1.0};
    o.centroidOrigin = false;
    o.directions = latticeTieDirections();
    expectCudaEqualsCpu(in, o, 1e-5);
}

TEST(VariogramGpu, ManyDirectionsAndLagsSplitIntoLaunches) {
    STRATA_REQUIRE_GPU();
    const VariogramInput in = randomInput(20000, 1, false, 43);
    ExperimentalVariogramOptions o;
    o.lags = {40, 1.5, 0.75};
    o.directions.clear();
    for (int d = 0; d < 40; ++d) o.directions.push_back({d * 4.5, 2.25, 1e21, 0, 90, 1e21});
    o.variograms = {{0, 0, VariogramType::Semivariogram, 0}, {0, 0, VariogramType::Correlogram, 0}};
    expectCudaEqualsCpu(in, o);
}

TEST(VariogramGpu, LargeFlatDataSetEqualsTheCpu) {
    STRATA_REQUIRE_GPU();
    VariogramInput in = randomInput(120000, 1, false, 47);
    for (auto& x : in.x) x = 400000 + 10 * x;  // UTM-like, 1000 x 1000
    for (auto& y : in.y) y = 7000000 + 10 * y;
    ExperimentalVariogramOptions o;
    o.lags = {20, 25.0, 12.5};
    o.directions = {{45, 22.5, 1e21, 0, 90, 1e21}, VariogramDirection::omni()};
    expectCudaEqualsCpu(in, o);
}

// The window kernels (one difference-type variogram of one variable, flat data): every measure
// they specialise, trimmed and missing values, values equal to tmax (counted once, not twice,
// by omnidirectional directions), cones and bands cutting through tile pairs, entries of few and
// of many lag rows, and a lattice whose distances fall on the class ends (pairs in two rows).
TEST(VariogramGpu, WindowKernelsEqualTheCpu) {
    STRATA_REQUIRE_GPU();
    VariogramInput in = randomInput(30000, 1, false, 53, 0.02);
    std::vector<double> sorted;
    for (double v : in.variables[0])
        if (std::isfinite(v)) sorted.push_back(v);
    std::sort(sorted.begin(), sorted.end());
    const double tmin = sorted[sorted.size() / 10], tmax = sorted[sorted.size() * 9 / 10];
    for (std::size_t i = 0; i < in.variables[0].size(); i += 97) in.variables[0][i] = tmax;
    for (bool trimmed : {false, true})
        for (int type : {1, 8, 11})
            for (const LagClasses lags : {LagClasses{10, 5.0, 2.5}, LagClasses{6, 12.0, 6.0}}) {
                SCOPED_TRACE("type " + std::to_string(type) + (trimmed ? ", trimmed" : "") + ", lag " +
                             std::to_string(lags.separation));
                ExperimentalVariogramOptions o;
                o.lags = lags;
                o.directions = {VariogramDirection::omni(),
                                {45, 22.5, 1e21, 0, 90, 1e21},
                                {120, 10, 6, 0, 90, 1e21},
                                {0, 90, 8, 0, 90, 1e21}};
                if (trimmed) {
                    o.trimMin = tmin;
                    o.trimMax = tmax;
                }
                o.variograms = {{0, 0, VariogramType(type), 0}};
                expectCudaEqualsCpu(in, o);
            }
    const VariogramInput lattice = latticeInput(120, 100, 1, 59);
    ExperimentalVariogramOptions o;
    o.lags = {15, 2.0, 1.0};
    o.centroidOrigin = false;
    o.directions = {VariogramDirection::omni(), {45, 22.5, 1e21, 0, 90, 1e21}, {0, 22.5, 1e21, 0, 90, 1e21}};
    expectCudaEqualsCpu(lattice, o, 1e-5);
}

// Flat data on a long strip with dense clusters: tiles cut from the Hilbert order have boxes
// of every shape, so window entries of many rows, tail points whose distances span more than
// their four row slots, and histogram pairs all occur.
TEST(VariogramGpu, ElongatedClusteredFlatDataEqualTheCpu) {
    STRATA_REQUIRE_GPU();
    VariogramInput in = randomInput(60000, 1, false, 61);
    for (std::size_t i = 0; i < in.x.size(); ++i) {
        in.x[i] = 300000 + 40 * in.x[i];  // 4000 x 100
        in.y[i] = 6000000 + in.y[i];
        if (i % 3 == 0) {  // a third of the points in 20 clusters of radius ~5
            in.x[i] = 300000 + 200.0 * double(i % 20) + 0.05 * std::fmod(double(i) * 7.31, 100.0);
            in.y[i] = 6000050 + 0.05 * std::fmod(double(i) * 3.17, 100.0);
        }
    }
    for (const LagClasses lags : {LagClasses{20, 25.0, 12.5}, LagClasses{12, 6.0, 3.0}}) {
        SCOPED_TRACE("lag " + std::to_string(lags.separation));
        ExperimentalVariogramOptions o;
        o.lags = lags;
        o.directions = {{90, 22.5, 1e21, 0, 90, 1e21}, {60, 15, 20, 0, 90, 1e21}, VariogramDirection::omni()};
        expectCudaEqualsCpu(in, o);
    }
}

TEST(VariogramGpu, CancelStopsTheGpuWork) {
    STRATA_REQUIRE_GPU();
    const VariogramInput in = randomInput(50000, 1, false, 3);
    ExperimentalVariogramOptions o;
    o.lags = {20, 2.5, 1.25};
    CancelToken cancel;
    cancel.cancel();
    ComputeContext context;
    context.backend = Backend::Cuda;
    context.cancel = &cancel;
    EXPECT_THROW(computeExperimentalVariogram(in, o, context), CancelledError);
}
