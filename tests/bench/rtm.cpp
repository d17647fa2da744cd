// Propagation and RTM throughput on the GPU.
//  1. Kernel throughput, points per second per time step, for FD8 and the recursive operator:
//     2D Marmousi size (1601 x 401 plus a 20-cell CPML, one section and a batch of sections per launch)
//     and a 3D 512^3 box. Against the bandwidth ceiling: 186 Gpoints/s at 16 B/point (H100 copy
//     bandwidth 2.98 TB/s); a naive one-point-per-thread 3D kernel reaches 97 Gpoints/s.
//  2. A full Marmousi RTM: 100 shots (every 120 m at 15 m depth), 801 receivers (every 15 m at 15 m
//     depth), 4 s of data, 10 Hz Ricker, FD8, CPML: modelling, then migration, wall-clock seconds; and
//     the cost of the time-dispersion transform on those gathers (CPU).
// Median and spread (min..max) over --reps repetitions after a warm-up; CUDA events inside the plugin.
//   strata-bench-rtm [--reps 5] [--steps 100] [--shots 100] [--image IMAGE.bin] [--no-3d] [--no-rtm]
//                    [--rtm-operator fd8]
#include "BenchSupport.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "strata/core/Backend.h"
#include "strata/core/Parallel.h"
#include "strata/jobs/Job.h"
#include "strata/seismic/ReverseTimeMigration.h"
#include "strata/seismic/SeismicFiles.h"
#include "strata/seismic/SeismicModelling.h"
#include "strata/seismic/TimeDispersion.h"
#include "strata/seismic/WaveBackend.h"

using namespace strata;
using namespace strata::seismic;

namespace {

using strata::bench::cpuName;
using strata::bench::Stats;
using strata::bench::stats;

double seconds(const std::chrono::steady_clock::time_point& t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void kernelRow(CudaEngine& engine, const char* label, KernelBenchmark request, double fd8Median = 0) {
    const KernelTiming t = engine.benchmark(request);
    const double points = double(request.nx + (request.ny > 1 ? 0 : 40)) * double(request.ny > 1 ? request.ny : 1) *
                          double(request.nz + (request.ny > 1 ? 0 : 40)) * request.batch * request.steps;
    std::vector<double> rates;
    for (double s : t.seconds) rates.push_back(points / s * 1e-9);
    const Stats r = stats(rates);
    std::printf("%-34s %8.1f Gpoints/s (%.1f..%.1f)  %5.1f%% of 186  %5.0f GB/s at %2.0f B/pt", label, r.median, r.min,
                r.max, 100.0 * r.median / 186.0, r.median * t.bytesPerPoint, t.bytesPerPoint);
    if (fd8Median > 0) std::printf("  cost vs FD8 %.2fx", fd8Median / r.median);
    if (t.maxDifference >= 0)
        std::printf("  |diff| vs %s %.1e", request.ny > 1 ? "double-precision step" : "production", t.maxDifference);
    std::printf("\n    kernel: %s\n", t.kernel.c_str());
}

double kernelMedian(CudaEngine& engine, KernelBenchmark request) {
    const KernelTiming t = engine.benchmark(request);
    const double points = double(request.nx + (request.ny > 1 ? 0 : 40)) * double(request.ny > 1 ? request.ny : 1) *
                          double(request.nz + (request.ny > 1 ? 0 : 40)) * request.batch * request.steps;
    std::vector<double> rates;
    for (double s : t.seconds) rates.push_back(points / s * 1e-9);
    return stats(rates).median;
}

VelocityModel marmousi() {
    VelocityModel m;
    std::string note;
    m = readRawVelocity(std::string(STRATA_REFERENCE_DIR) + "/seismic/vp_marmousi_bi", 1601, 401, 7.5, 7.5,
                        AxisOrder::ZFastest, VelocityUnit::KilometresPerSecond, &note);
    return m;
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 5, steps = 100, shots = 100;
    bool do3d = true, doRtm = true;
    std::string imagePath, rtmOperator = "fd8";
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--reps") reps = std::stoi(next());
        else if (a == "--steps") steps = std::stoi(next());
        else if (a == "--shots") shots = std::stoi(next());
        else if (a == "--image") imagePath = next();
        else if (a == "--no-3d") do3d = false;
        else if (a == "--no-rtm") doRtm = false;
        else if (a == "--rtm-operator") rtmOperator = next();
        else {
            std::fprintf(stderr, "unknown option %s\n", a.c_str());
            return 2;
        }
    }
    const GpuStatus& gpu = gpuStatus();
    std::printf("machine: %s, %d threads\n", cpuName().c_str(), hardwareThreads());
    if (!gpu.usable) {
        std::printf("no usable GPU: %s\n", gpu.reason.c_str());
        return 0;
    }
    for (const GpuDevice& d : gpu.devices)
        std::printf("gpu %d: %s, %.1f GiB, %d SMs, compute %d.%d\n", d.index, d.name.c_str(), double(d.totalBytes) / (1 << 30),
                    d.multiprocessors, d.computeMajor, d.computeMinor);
    CudaEngine& engine = cudaEngineAs<CudaEngine>("seismic");
    const SecondDerivativeOperator fd8 = explicitOperator(8);
    const SecondDerivativeOperator rational = recursiveOperator("rational");

    std::printf("\n== propagation kernels (%d steps, %d repetitions; points = updated points incl. CPML zone) ==\n", steps, reps);
    // Cost ratios are against the production FD8 kernel of the same size; "legacy" rows are the previous
    // kernel generation, kept for comparison.
    for (int batch : {1, 16, 20}) {
        KernelBenchmark r;
        r.nx = 1601;
        r.nz = 401;
        r.batch = batch;
        r.steps = steps;
        r.repetitions = reps;
        r.op = fd8;
        const double base = kernelMedian(engine, r);
        const std::string tag = "2D 1641x441 x" + std::to_string(batch);
        kernelRow(engine, (tag + " fd8").c_str(), r);
        r.variant = "legacy";
        kernelRow(engine, (tag + " fd8 legacy").c_str(), r);
        r.op = rational;
        r.variant = "";
        kernelRow(engine, (tag + " rational").c_str(), r, base);
        r.variant = "legacy";
        kernelRow(engine, (tag + " rational legacy").c_str(), r, base);
        if (batch == 16)  // other kernel organisations, and the kernels of a step timed alone
            for (const char* v : {"zx", "xonly", "zonly"}) {
                r.variant = v;
                kernelRow(engine, (tag + " rational " + v).c_str(), r, base);
            }
    }
    if (do3d) {
        KernelBenchmark r;
        r.nx = r.ny = r.nz = 512;
        r.steps = std::max(10, steps / 5);
        r.repetitions = reps;
        r.op = fd8;
        const double base = kernelMedian(engine, r);
        kernelRow(engine, "3D 512^3 fd8", r);
        r.variant = "unaligned";  // rows not on cache-line boundaries (the layout before)
        kernelRow(engine, "3D 512^3 fd8 unaligned", r, base);
        r.variant = "";
        r.op = rational;
        kernelRow(engine, "3D 512^3 rational", r, base);
        for (const char* v : {"threepass", "zxpass", "yupdate"}) {  // the previous step; the two passes alone
            r.variant = v;
            kernelRow(engine, (std::string("3D 512^3 rational ") + v).c_str(), r, base);
        }
    }

    if (doRtm) {
        const VelocityModel model = marmousi();
        jobs::JobContext context;
        context.backend = Backend::Cuda;
        context.log = [](const std::string& m) { std::printf("  %s\n", m.c_str()); };
        WaveOptions wave;
        wave.operatorName = rtmOperator;
        wave.peakFrequency = 10.0;
        const auto geometry = fixedSpread(LineSpec{0.0, 12000.0 / shots, shots}, 15.0, LineSpec{0.0, 15.0, 801}, 15.0);
        std::printf("\n== Marmousi (1601 x 401, 7.5 m), %d shots, 801 receivers, 4 s, 10 Hz, %s, CPML ==\n", shots,
                    rtmOperator.c_str());
        auto t0 = std::chrono::steady_clock::now();
        const ModellingResult data = modelShots(model, geometry, wave, 4.0, context);
        std::printf("modelling: %.2f s wall (%zu shots, %zu samples at %.1f ms, simulation dt %.3f ms)\n", seconds(t0),
                    data.gathers.size(), data.gathers[0].samples, data.gathers[0].dt * 1e3, data.simulationDt * 1e3);
        {
            // The time-dispersion correction's cost on these gathers (inverse transform, as modelling does).
            t0 = std::chrono::steady_clock::now();
            const TimeDispersionTransform inverse(data.gathers[0].samples, data.gathers[0].dt, data.simulationDt,
                                                  TimeDispersionDirection::Inverse);
            const double build = seconds(t0);
            t0 = std::chrono::steady_clock::now();
            std::size_t traces = 0;
            for (const ShotGather& g : data.gathers) {
                std::vector<float> copy = g.traces;
                inverse.apply(copy.data(), g.receiverCount());
                traces += g.receiverCount();
            }
            std::printf("time-dispersion transform: matrix %.2f s, applied to %zu traces in %.2f s\n", build, traces,
                        seconds(t0));
        }
        RtmOptions options;
        options.wave = wave;
        std::vector<double> walls;
        RtmImage image;
        for (int rep = 0; rep < std::max(1, std::min(reps, 3)); ++rep) {
            t0 = std::chrono::steady_clock::now();
            image = migrate(model, data.gathers, options, context);
            walls.push_back(seconds(t0));
        }
        const Stats w = stats(walls);
        std::printf("RTM: %.2f s wall (%.2f..%.2f, %zu runs); last run: kernels %.2f s, transfers %.3f s, %d shots in "
                    "flight, %d boundary-saving / %d checkpointing shots\n",
                    w.median, w.min, w.max, walls.size(), image.stats.kernelSeconds, image.stats.transferSeconds,
                    image.stats.shotsInFlight, image.stats.boundarySavingShots, image.stats.checkpointingShots);
        if (!imagePath.empty()) {
            writeRawSection(imagePath, image.image, model.nx, model.nz, AxisOrder::ZFastest);
            writeRawSection(imagePath + ".illumination", image.illumination, model.nx, model.nz, AxisOrder::ZFastest);
            std::printf("image written: %s (1601 x 401 float32, z fastest)\n", imagePath.c_str());
        }
    }
    return 0;
}
