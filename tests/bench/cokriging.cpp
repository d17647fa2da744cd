// Local ordinary cokriging throughput: 10^5 locations (uniform in a 1000 x 1000 square, fixed seed)
// with a primary and one correlated secondary at each, a 1000 x 1000 grid (10^6 nodes), ndmax 32
// primary and --secondary (8) secondary data, through cokrige() on the CPU (all cores, on the
// first --cpu-nodes-y rows, scaled to the grid) and on the CUDA backend (float and double), and
// the GPU engine alone (its CUDA-event kernel time). Times: median and spread of --reps runs
// after one warm-up.
//   strata-bench-cokriging [--nodes-x 1000] [--nodes-y 1000] [--data 100000] [--ndmax 32]
//                          [--secondary 8] [--reps 3] [--cpu-nodes-y 20] [--no-cpu]
#include "BenchSupport.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "strata/cokriging/Cokriging.h"
#include "strata/cokriging/CokrigingCudaEngine.h"
#include "strata/core/Backend.h"

using namespace strata;
using namespace strata::cokriging;

namespace {

using bench::arg;
using bench::flag;

double seconds(const std::function<void()>& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

bench::Stats repeat(int reps, const std::function<void()>& f) {
    f();  // warm-up
    std::vector<double> times;
    for (int r = 0; r < reps; ++r) times.push_back(seconds(f));
    return bench::stats(times);
}

void print(const std::string& what, const bench::Stats& s, double scale = 1) {
    std::printf("%-44s %9.1f ms (%.1f..%.1f)\n", what.c_str(), 1e3 * s.median * scale, 1e3 * s.min * scale,
                1e3 * s.max * scale);
}

kriging::KrigingData makeData(std::size_t n) {
    std::mt19937_64 rng(20250101);
    std::uniform_real_distribution<double> u(0, 1000);
    std::normal_distribution<double> noise(0, 0.2);
    kriging::KrigingData d;
    d.names = {"primary", "secondary"};
    d.values.resize(2);
    for (std::size_t i = 0; i < n; ++i) {
        const double x = u(rng), y = u(rng);
        const double field = std::sin(x / 90) + std::cos(y / 130) + 0.3 * std::sin((x + y) / 37);
        d.x.push_back(x);
        d.y.push_back(y);
        d.values[0].push_back(field + noise(rng));
        d.values[1].push_back(5 + 2 * field + 3 * noise(rng));
    }
    return d;
}

CokrigingOptions okOptions(int ndmax, int secondary, Precision precision) {
    CokrigingOptions o;
    o.type = CokrigingType::Ordinary;
    o.model = variogram::Coregionalisation::parse(
        {"primary", "secondary"}, {"primary=0.1 nug + 0.9 sph(100)", "secondary=0.5 nug + 3.5 sph(100)",
                                   "primary:secondary=0.1 nug + 1.5 sph(100)"});
    o.search.radius = 50;
    o.search.ndmin = 4;
    o.search.ndmax = ndmax;
    o.ndmaxSecondary = secondary;
    o.precision = precision;
    return o;
}

// The GPU engine alone, for its CUDA-event timings (ordinary cokriging weighs raw values).
GpuCokrigingTimings engineRun(const kriging::KrigingData& d, const GridSpec& grid, const CokrigingOptions& o) {
    const double* values[2] = {d.values[0].data(), d.values[1].data()};
    std::vector<double> z(d.size(), 0.0), estimate(grid.nodeCount()), variance(grid.nodeCount());
    std::vector<kriging::NodeStatus> status(grid.nodeCount());
    std::vector<int> primary(grid.nodeCount()), secondary(grid.nodeCount());
    GpuCokrigingInput in;
    in.locationCount = d.size();
    in.x = d.x.data();
    in.y = d.y.data();
    in.z = z.data();
    in.values = values;
    in.grid = &grid;
    in.targetCount = grid.nodeCount();
    in.options = &o;
    in.search = o.search;
    in.discretisation = {{0, 0, 0}};
    in.blockVariance = o.model.model(0, 0).maxCovariance();
    in.dimension = 2;
    GpuCokrigingOutput out{estimate.data(), variance.data(), status.data(), primary.data(), secondary.data()};
    return cudaEngineAs<CudaEngine>("cokriging").cokrigeLocal(in, out, nullptr, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t dataCount = std::stoul(arg(argc, argv, "--data", "100000"));
    const std::size_t nx = std::stoul(arg(argc, argv, "--nodes-x", "1000"));
    const std::size_t ny = std::stoul(arg(argc, argv, "--nodes-y", "1000"));
    const std::size_t cpuNy = std::stoul(arg(argc, argv, "--cpu-nodes-y", "20"));
    const int ndmax = std::stoi(arg(argc, argv, "--ndmax", "32"));
    const int secondary = std::stoi(arg(argc, argv, "--secondary", "8"));
    const int reps = std::stoi(arg(argc, argv, "--reps", "3"));
    const kriging::KrigingData d = makeData(dataCount);
    const double step = 1000.0 / double(nx);
    auto gridOf = [&](std::size_t rows) {
        return GridSpec::parse(std::to_string(nx) + "," + std::to_string(rows) + ",1:" + std::to_string(step / 2) +
                               "," + std::to_string(step / 2) + ",0:" + std::to_string(step) + "," +
                               std::to_string(step) + ",1");
    };
    std::printf("ordinary cokriging, %zu locations x 2 variables, %zu x %zu nodes, ndmax %d + %d secondary\n",
                dataCount, nx, ny, ndmax, secondary);
    std::printf("CPU: %s\n", bench::cpuName().c_str());
    if (!flag(argc, argv, "--no-cpu")) {
        kriging::KrigingTargets t;
        t.grid = gridOf(cpuNy);
        RunContext cpu;
        cpu.backend = Backend::Cpu;
        const auto o = okOptions(ndmax, secondary, Precision::Double);
        print("cpu, all cores (scaled from " + std::to_string(cpuNy) + " rows)",
              repeat(reps, [&] { cokrige(d, t, o, cpu); }), double(ny) / double(cpuNy));
    }
    if (!gpuStatus().usable) {
        std::printf("no GPU: %s\n", gpuStatus().reason.c_str());
        return 0;
    }
    kriging::KrigingTargets t;
    t.grid = gridOf(ny);
    RunContext gpu;
    gpu.backend = Backend::Cuda;
    for (Precision precision : {Precision::Single, Precision::Double}) {
        const auto o = okOptions(ndmax, secondary, precision);
        const char* name = precision == Precision::Single ? "float" : "double";
        std::string notes;
        print(std::string("cuda ") + name + ", cokrige() whole call", repeat(reps, [&] {
                  const CokrigingResult r = cokrige(d, t, o, gpu);
                  notes.clear();
                  for (const auto& n : r.notes) notes += "; " + n;
              }));
        std::vector<double> kernel, total;
        for (int r = 0; r <= reps; ++r) {
            const GpuCokrigingTimings timings = engineRun(d, *t.grid, o);
            if (r == 0) continue;
            kernel.push_back(timings.kernelMs / 1e3);
            total.push_back(timings.totalMs / 1e3);
            if (r == reps) std::printf("  device %s, %zu targets to the CPU%s\n", timings.device.c_str(),
                                       timings.needsCpu, notes.c_str());
        }
        print(std::string("cuda ") + name + ", engine kernel (CUDA events)", bench::stats(kernel));
        print(std::string("cuda ") + name + ", engine call", bench::stats(total));
    }
    return 0;
}
