// Local ordinary kriging throughput: 10^5 data (uniform in a 1000 x 1000 square, fixed seed),
// a 1000 x 1000 grid (10^6 nodes), ndmax 16 / 32 / 64, on the CPU backend (all cores) and the
// CUDA backend (fused warp kernel, cuBLAS batched LU and the batched Cholesky, float and double), the batched
// factorisation alone (warp Cholesky vs cuBLAS getrfBatched), and a 10^8-node grid streamed
// through the GPU. Times: median and spread (min..max) of --reps runs after one warm-up.
//   strata-bench-kriging [--nodes-x 1000] [--nodes-y 1000] [--data 100000] [--reps 3]
//                        [--cpu-nodes-y 1000] [--ndmax 16|32|64] [--no-cpu] [--no-gpu] [--huge] [--write-data data.csv]
// gstat on the same data and grid: tests/bench/gstat_ok.R (see docs/kriging.md).
#include "BenchSupport.h"
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "../../compute/kriging/KrigingSetup.h"
#include "strata/core/Backend.h"
#include "strata/core/Parallel.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/Kriging.h"
#include "strata/kriging/KrigingCudaEngine.h"
#include "strata/linalg/BatchedSolve.h"

using namespace strata;
using namespace strata::kriging;

namespace {

using strata::bench::cpuName;
using strata::bench::Stats;
using strata::bench::stats;
using strata::bench::arg;
using strata::bench::flag;

std::string show(const Stats& s, const char* unit = "s") {
    char buf[128];
    std::snprintf(buf, sizeof buf, "%.4g %s (%.4g..%.4g)", s.median, unit, s.min, s.max);
    return buf;
}

double processCpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

double seconds(const std::function<void()>& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

KrigingData makeData(std::size_t n) {
    std::mt19937_64 rng(20250101);
    std::uniform_real_distribution<double> u(0, 1000);
    std::normal_distribution<double> noise(0, 0.2);
    KrigingData d;
    d.names = {"value"};
    d.values.resize(1);
    for (std::size_t i = 0; i < n; ++i) {
        const double x = u(rng), y = u(rng);
        d.x.push_back(x);
        d.y.push_back(y);
        d.values[0].push_back(std::sin(x / 90) + std::cos(y / 130) + 0.3 * std::sin((x + y) / 37) + noise(rng));
    }
    return d;
}

KrigingOptions okOptions(int ndmax, Precision precision, GpuSolver solver) {
    KrigingOptions o;
    o.type = KrigingType::Ordinary;
    o.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(100)");
    o.search.radius = 50;
    o.search.ndmin = 4;
    o.search.ndmax = ndmax;
    o.precision = precision;
    o.gpuSolver = solver;
    return o;
}

jobs::JobContext ctx(Backend b) {
    jobs::JobContext c;
    c.backend = b;
    return c;
}

// The GPU engine directly, for its CUDA-event timings.
GpuKrigingTimings gpuRun(const KrigingData& d, const GridSpec& grid, const KrigingOptions& o,
                         std::vector<double>& est, std::vector<double>& var) {
    const double* values[1] = {d.values[0].data()};
    std::vector<double> z(d.size(), 0.0);
    GpuKrigingInput in;
    in.dataCount = d.size();
    in.x = d.x.data();
    in.y = d.y.data();
    in.z = z.data();
    in.variables = 1;
    in.values = values;
    in.grid = &grid;
    in.targetCount = grid.nodeCount();
    const KrigingSetup setup(o, {0, 0, 0}, o.search.radius, 1.0);
    in.setup = &setup;
    in.dimension = 2;
    est.assign(grid.nodeCount(), 0.0);
    var.assign(grid.nodeCount(), 0.0);
    std::vector<NodeStatus> status(grid.nodeCount());
    double* estimates[1] = {est.data()};
    GpuKrigingOutput out;
    out.estimate = estimates;
    out.variance = var.data();
    out.status = status.data();
    return cudaEngineAs<CudaEngine>("kriging").krigeLocal(in, out, nullptr, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t dataCount = std::stoul(arg(argc, argv, "--data", "100000"));
    const std::size_t nx = std::stoul(arg(argc, argv, "--nodes-x", "1000"));
    const std::size_t ny = std::stoul(arg(argc, argv, "--nodes-y", "1000"));
    const std::size_t cpuNy = std::stoul(arg(argc, argv, "--cpu-nodes-y", std::to_string(ny)));
    const int reps = std::stoi(arg(argc, argv, "--reps", "3"));
    const bool runCpu = !flag(argc, argv, "--no-cpu");
    const bool runGpu = !flag(argc, argv, "--no-gpu") && gpuStatus().usable;
    const bool huge = flag(argc, argv, "--huge");

    std::cout << "machine: " << cpuName() << ", " << hardwareThreads() << " threads";
    if (gpuStatus().usable) std::cout << "; GPU: " << gpuStatus().devices.front().name;
    else std::cout << "; no GPU (" << gpuStatus().reason << ")";
    std::cout << "\n";
    const KrigingData data = makeData(dataCount);
    const std::string dataPath = arg(argc, argv, "--write-data", "");
    if (!dataPath.empty()) {
        std::ofstream f(dataPath);
        f.precision(17);
        f << "x,y,value\n";
        for (std::size_t i = 0; i < data.size(); ++i) f << data.x[i] << ',' << data.y[i] << ',' << data.values[0][i] << '\n';
        std::cout << "data written to " << dataPath << "\n";
    }
    // Node centres 0.5 .. 999.5 over the data's square (spacing 1000 / n).
    auto gridOf = [](std::size_t gx, std::size_t gy) {
        GridSpec g;
        g.nx = gx;
        g.ny = gy;
        g.dx = 1000.0 / double(gx);
        g.dy = g.dx;
        g.x0 = 0.5 * g.dx;
        g.y0 = 0.5 * g.dy;
        return g;
    };
    const GridSpec grid = gridOf(nx, ny);
    GridSpec cpuGrid = grid;
    cpuGrid.ny = cpuNy;
    std::cout << "data " << dataCount << ", model 0.1 nug + 0.9 sph(100), radius 50, ndmin 4; grid " << nx << " x " << ny
              << " = " << grid.nodeCount() << " nodes (CPU: " << cpuGrid.nodeCount() << " nodes)\n\n";

    std::vector<double> gpuEstimate32;
    const std::string onlyNdmax = arg(argc, argv, "--ndmax", "");
    for (int ndmax : {16, 32, 64}) {
        if (!onlyNdmax.empty() && std::to_string(ndmax) != onlyNdmax) continue;
        std::cout << "ndmax " << ndmax << "\n";
        if (runGpu) {
            struct Variant {
                const char* name;
                Precision precision;
                GpuSolver solver;
            };
            for (const Variant v : {Variant{"cuda warp float ", Precision::Single, GpuSolver::Warp},
                                    Variant{"cuda warp double", Precision::Double, GpuSolver::Warp},
                                    Variant{"cuda cublas float", Precision::Single, GpuSolver::CublasLu},
                                    Variant{"cuda batched-cholesky float", Precision::Single,
                                            GpuSolver::BatchedCholesky},
                                    Variant{"cuda batched-cholesky double", Precision::Double,
                                            GpuSolver::BatchedCholesky}}) {
                if (v.solver == GpuSolver::BatchedCholesky && ndmax > 32) continue;
                const KrigingOptions o = okOptions(ndmax, v.precision, v.solver);
                std::vector<double> est, var;
                gpuRun(data, grid, o, est, var);  // warm-up
                std::vector<double> wall, kernel, setup, transfer, search, assembly, factor;
                GpuKrigingTimings last;
                for (int r = 0; r < reps; ++r) {
                    wall.push_back(seconds([&] { last = gpuRun(data, grid, o, est, var); }));
                    kernel.push_back(last.kernelMs);
                    setup.push_back(last.setupMs);
                    transfer.push_back(last.transferMs);
                    search.push_back(last.searchMs);
                    assembly.push_back(last.assemblyMs);
                    factor.push_back(last.factorMs);
                }
                std::cout << "  " << v.name << ": total " << show(stats(wall)) << "; kernels " << show(stats(kernel), "ms")
                          << "; setup (upload + cell grid) " << show(stats(setup), "ms") << "; results to host "
                          << show(stats(transfer), "ms");
                if (v.solver != GpuSolver::Warp)
                    std::cout << "; search " << show(stats(search), "ms") << ", assembly " << show(stats(assembly), "ms")
                              << (v.solver == GpuSolver::CublasLu ? ", getrf+getrs " : ", solve ")
                              << show(stats(factor), "ms");
                std::cout << "; peak device memory " << last.peakDeviceBytes / (1 << 20) << " MiB, " << last.needsCpu
                          << " targets left to the CPU\n";
                if (ndmax == 32 && v.precision == Precision::Single && v.solver == GpuSolver::Warp) gpuEstimate32 = est;
            }
            // The whole job through krige() with the default solver (host conversions included).
            const KrigingOptions o = okOptions(ndmax, Precision::Single, GpuSolver::Auto);
            KrigingTargets t;
            t.grid = grid;
            std::vector<double> wall;
            for (int r = 0; r < reps; ++r) wall.push_back(seconds([&] { krige(data, t, o, ctx(Backend::Cuda)); }));
            std::cout << "  krige() with --backend cuda, solver auto: " << show(stats(wall)) << "\n";
        }
        if (runCpu) {
            const KrigingOptions o = okOptions(ndmax, Precision::Double, GpuSolver::Auto);
            KrigingTargets t;
            t.grid = cpuGrid;
            KrigingResult r;
            std::vector<double> wall, cpu;
            for (int k = 0; k < std::max(1, reps - 1); ++k) {
                const double c0 = processCpuSeconds();
                wall.push_back(seconds([&] { r = krige(data, t, o, ctx(Backend::Cpu)); }));
                cpu.push_back(processCpuSeconds() - c0);
            }
            const Stats s = stats(wall);
            const double nodes = double(cpuGrid.nodeCount());
            std::cout << "  cpu (" << hardwareThreads() << " threads): wall " << show(s) << " for " << cpuGrid.nodeCount()
                      << " nodes (10^6 nodes: " << s.median * 1e6 / nodes << " s); CPU time " << stats(cpu).median
                      << " s = " << stats(cpu).median / nodes * 1e6 << " us/node\n";
            if (ndmax == 32 && !gpuEstimate32.empty()) {
                std::vector<double> diff;
                for (std::size_t n = 0; n < cpuGrid.nodeCount(); ++n)
                    diff.push_back(std::abs(r.estimate[0][n] - gpuEstimate32[n]));
                std::sort(diff.begin(), diff.end());
                const auto above = std::size_t(diff.end() - std::upper_bound(diff.begin(), diff.end(), 1e-4));
                std::cout << "  cuda warp float vs cpu double, estimates: median |difference| " << diff[diff.size() / 2]
                          << ", 99.9th percentile " << diff[diff.size() * 999 / 1000] << ", max " << diff.back() << "; "
                          << above << " of " << diff.size()
                          << " nodes above 1e-4 (a different ndmax-th neighbour at a near tie in float distances)\n";
            }
        }
    }

    if (runGpu) {
        std::cout << "\nbatched factorisation + solve alone, float, 10^5 systems (device time, CUDA events)\n";
        auto& linalg = cudaEngineAs<linalg::CudaEngine>("linalg");
        for (int n : {17, 33, 65}) {
            const std::size_t batch = 100000;
            std::vector<float> one(std::size_t(n * n)), a(batch * std::size_t(n * n)), b(batch * std::size_t(n), 1.0f);
            for (int j = 0; j < n; ++j)
                for (int i = 0; i < n; ++i)
                    one[std::size_t(j * n + i)] = float(0.9 * std::exp(-3.0 * std::abs(i - j) / 20.0) + (i == j ? 0.1 : 0.0));
            for (std::size_t k = 0; k < batch; ++k) std::copy(one.begin(), one.end(), a.begin() + long(k * one.size()));
            for (auto method : {linalg::BatchedMethod::WarpCholesky, linalg::BatchedMethod::CublasLu}) {
                std::vector<double> t;
                auto x = b;
                linalg.solveBatched(method, n, batch, a.data(), x.data());
                for (int r = 0; r < reps; ++r) {
                    x = b;
                    t.push_back(linalg.solveBatched(method, n, batch, a.data(), x.data()).solveMs);
                }
                std::cout << "  n " << n << " " << linalg::toString(method) << ": " << show(stats(t), "ms") << "\n";
            }
        }
    }

    if (runGpu && huge) {
        const GridSpec big = gridOf(10000, 10000);
        std::cout << "\n10^8 nodes (10000 x 10000), ndmax 32, cuda warp float, streamed\n";
        std::vector<double> est, var;
        GpuKrigingTimings t;
        const double wall = seconds([&] { t = gpuRun(data, big, okOptions(32, Precision::Single, GpuSolver::Warp), est, var); });
        std::cout << "  total " << wall << " s; kernels " << t.kernelMs << " ms; results to host " << t.transferMs
                  << " ms; " << t.chunks << " chunks of " << t.chunkTargets << " nodes; peak device memory "
                  << double(t.peakDeviceBytes) / (1 << 20) << " MiB\n";
    }
    return 0;
}
