// The CUDA backend against the CPU backend: shot gathers and RTM images agree to float tolerance for
// explicit and recursive operators, both boundaries and both source-replay strategies; cancel is fast.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>

#include "SeismicTestSupport.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/seismic/ReverseTimeMigration.h"
#include "strata/seismic/SeismicModelling.h"
#include "strata/seismic/WaveBackend.h"

using namespace strata;
using namespace strata::seismic;

namespace {

// Largest |a - b| over the largest |b|.
double relativeDifference(const std::vector<float>& a, const std::vector<float>& b) {
    double diff = 0, scale = 0;
    for (std::size_t i = 0; i < b.size(); ++i) {
        diff = std::max(diff, double(std::abs(a[i] - b[i])));
        scale = std::max(scale, double(std::abs(b[i])));
    }
    return diff / scale;
}

RunContext on(Backend backend) {
    RunContext c;
    c.backend = backend;
    return c;
}

// A section with a dipping interface and a lens, so that every term of the scheme matters.
VelocityModel structuredModel() {
    VelocityModel m = test::constantModel(150, 90, 10.0, 1800.0f);
    for (std::size_t ix = 0; ix < m.nx; ++ix)
        for (std::size_t iz = 0; iz < m.nz; ++iz) {
            const double x = double(ix) * 10, z = double(iz) * 10;
            if (z > 400 + 0.2 * x) m.velocity[ix * m.nz + iz] = 2600.0f;
            if ((x - 900) * (x - 900) + (z - 300) * (z - 300) < 120 * 120) m.velocity[ix * m.nz + iz] = 2200.0f;
        }
    return m;
}

std::vector<ShotGeometry> survey() {
    return fixedSpread(LineSpec{200, 500, 3}, 20.0, LineSpec{0, 20, 75}, 10.0);
}

}  // namespace

class SeismicGpu : public ::testing::Test {
protected:
    void SetUp() override {
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};

TEST_F(SeismicGpu, ShotGathersEqualTheCpu) {
    const VelocityModel model = structuredModel();
    for (const char* op : {"fd8", "fd4", "fd16", "rational"})
        for (BoundaryKind boundary : {BoundaryKind::Cpml, BoundaryKind::Sponge}) {
            WaveOptions wave;
            wave.operatorName = op;
            wave.boundary = boundary;
            wave.peakFrequency = 12.0;
            const ModellingResult cpu = modelShots(model, survey(), wave, 0.8, on(Backend::Cpu));
            const ModellingResult gpu = modelShots(model, survey(), wave, 0.8, on(Backend::Cuda));
            ASSERT_EQ(gpu.backend, "cuda");
            for (std::size_t s = 0; s < cpu.gathers.size(); ++s)
                EXPECT_LT(relativeDifference(gpu.gathers[s].traces, cpu.gathers[s].traces), 2e-4)
                    << op << ' ' << toString(boundary) << " shot " << s;
        }
}

// Columns of more than 480 rows: the z line scan walks a column in several segments joined by its carry.
TEST_F(SeismicGpu, TallSectionsEqualTheCpu) {
    VelocityModel model = test::constantModel(40, 560, 10.0, 2000.0f);
    for (std::size_t ix = 0; ix < model.nx; ++ix)
        for (std::size_t iz = 300; iz < model.nz; ++iz) model.velocity[ix * model.nz + iz] = 2600.0f;
    const auto shots = fixedSpread(LineSpec{200, 100, 1}, 20.0, LineSpec{0, 10, 40}, 10.0);
    for (const char* op : {"rational", "fd8"}) {
        WaveOptions wave;
        wave.operatorName = op;
        wave.peakFrequency = 12.0;
        const ModellingResult cpu = modelShots(model, shots, wave, 0.7, on(Backend::Cpu));
        const ModellingResult gpu = modelShots(model, shots, wave, 0.7, on(Backend::Cuda));
        ASSERT_EQ(gpu.backend, "cuda");
        EXPECT_LT(relativeDifference(gpu.gathers[0].traces, cpu.gathers[0].traces), 2e-4) << op;
    }
}

TEST_F(SeismicGpu, RtmImagesEqualTheCpu) {
    const VelocityModel model = structuredModel();
    WaveOptions wave;
    wave.peakFrequency = 12.0;
    const std::vector<ShotGather> data = modelShots(model, survey(), wave, 0.8, on(Backend::Cpu)).gathers;
    for (const char* op : {"fd8", "rational"})
        for (SourceReplay replay : {SourceReplay::BoundarySaving, SourceReplay::Checkpointing}) {
            RtmOptions options;
            options.wave = wave;
            options.wave.operatorName = op;
            options.replay = replay;
            const RtmImage cpu = migrate(model, data, options, on(Backend::Cpu));
            const RtmImage gpu = migrate(model, data, options, on(Backend::Cuda));
            ASSERT_EQ(gpu.backend, "cuda");
            EXPECT_EQ(gpu.stats.shotsInFlight, 3);
            EXPECT_LT(relativeDifference(gpu.image, cpu.image), 1e-3) << op << " replay " << int(replay);
            EXPECT_LT(relativeDifference(gpu.illumination, cpu.illumination), 1e-4) << op << " replay " << int(replay);
        }
}

TEST_F(SeismicGpu, SpongeMigrationEqualsTheCpu) {
    const VelocityModel model = structuredModel();
    WaveOptions wave;
    wave.peakFrequency = 12.0;
    wave.boundary = BoundaryKind::Sponge;
    const std::vector<ShotGather> data = modelShots(model, survey(), wave, 0.8, on(Backend::Cuda)).gathers;
    RtmOptions options;
    options.wave = wave;
    const RtmImage cpu = migrate(model, data, options, on(Backend::Cpu));
    const RtmImage gpu = migrate(model, data, options, on(Backend::Cuda));
    EXPECT_LT(relativeDifference(gpu.image, cpu.image), 1e-3);
}

TEST_F(SeismicGpu, CancelTakesEffectWithinTwoHundredMilliseconds) {
    const VelocityModel model = test::constantModel(800, 300, 10.0, 2500.0f);
    WaveOptions wave;
    wave.peakFrequency = 10.0;
    CancelToken cancel;
    std::chrono::steady_clock::time_point cancelledAt;
    int reports = 0;
    Progress progress([&](double, const std::string&) {
        if (++reports == 3) {
            cancelledAt = std::chrono::steady_clock::now();
            cancel.cancel();
        }
    });
    RunContext context = on(Backend::Cuda);
    context.progress = &progress;
    context.cancel = &cancel;
    const auto shots = fixedSpread(LineSpec{100, 200, 30}, 20.0, LineSpec{0, 10, 800}, 10.0);
    EXPECT_THROW(modelShots(model, shots, wave, 6.0, context), CancelledError);
    const double latency = std::chrono::duration<double>(std::chrono::steady_clock::now() - cancelledAt).count();
    EXPECT_LT(latency, 0.2);
    RecordProperty("cancel_latency_s", std::to_string(latency));
}

// The 3D propagation kernels of the benchmark: one step of the recursive operator against a double-precision
// solve of every line (the benchmark's own check), for the two-pass step (even nx <= 512), the three-pass
// step and the fallback to it (odd nx). Odd extents along y and z and a partial last warp exercise the edges.
TEST_F(SeismicGpu, ThreeDimensionalRecursiveStepsEqualADoublePrecisionSolve) {
    auto& engine = cudaEngineAs<CudaEngine>("seismic");
    for (const std::string variant : {"", "threepass"})
        for (const int nx : {94, 67}) {
            KernelBenchmark request;
            request.op = recursiveOperator("rational");
            request.nx = nx;
            request.ny = 77;
            request.nz = 69;
            request.steps = 1;
            request.repetitions = 1;
            request.variant = variant;
            const KernelTiming timing = engine.benchmark(request);
            SCOPED_TRACE(timing.kernel);
            EXPECT_EQ(timing.kernel.find("two passes") != std::string::npos, variant.empty() && nx % 2 == 0);
            EXPECT_GE(timing.maxDifference, 0.0);
            EXPECT_LT(timing.maxDifference, 2e-6);
        }
    KernelBenchmark wide;
    wide.op = recursiveOperator("rational");
    wide.nx = 600;
    wide.ny = wide.nz = 8;
    wide.variant = "zxpass";
    EXPECT_THROW(engine.benchmark(wide), GpuError);
}
