// AIDW / IDW throughput: 10^5 and 10^6 data (uniform in a 1000 x 1000 square, fixed seed) onto a
// 1000 x 1000 grid (10^6 targets), k = 10 for the power. On the GPU: every all-data weights kernel
// (naive / tiled, SoA / AoS, blocked), the kNN step on the cell grid and by brute force, 64-neighbour
// weights, double precision; GPU phases from CUDA events after one warm-up (transfers apart), plus
// the wall time of the whole call. On the CPU (all cores): all-data weights on --cpu-rows grid rows
// (scaled to 10^6 targets in the table) and 64-neighbour weights on every target.
// Times: median and spread (min..max) over --reps runs.
//   strata-bench-idw [--reps 3] [--data 100000,1000000] [--cpu-rows 10] [--no-cpu] [--no-gpu]
#include "BenchSupport.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "strata/core/Backend.h"
#include "strata/core/Parallel.h"
#include "strata/core/Strings.h"
#include "strata/idw/Idw.h"
#include "strata/jobs/Job.h"

using namespace strata;
using namespace strata::idw;

namespace {

using strata::bench::cpuName;
using strata::bench::Stats;
using strata::bench::stats;

std::string show(const Stats& s) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%9.2f ms (%.2f..%.2f)", s.median, s.min, s.max);
    return buf;
}

struct Problem {
    PointSet data;
    std::vector<double> values;
    Targets grid;
};

Problem makeProblem(std::size_t n) {
    std::mt19937_64 rng(20250101);
    std::uniform_real_distribution<double> u(0, 1000);
    Problem p;
    p.data.dimension = 2;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = u(rng), y = u(rng);
        p.data.x.push_back(x);
        p.data.y.push_back(y);
        p.data.z.push_back(0);
        p.values.push_back(10 + std::sin(x / 90) + std::cos(y / 130) + 0.3 * std::sin((x + y) / 37));
    }
    p.grid.grid = GridSpec{1000, 1000, 1, 0.5, 0.5, 0, 1, 1, 1};
    return p;
}

jobs::JobContext context(Backend b) {
    jobs::JobContext c;
    c.backend = b;
    return c;
}

struct Measured {
    Stats wall, knn, weights, upload, download, events;
    Result last;
};

Measured measure(int reps, const std::function<Result()>& run) {
    run();  // warm-up: plugin load, context, first allocations
    std::vector<double> wall, knn, weights, upload, download, events;
    Measured m;
    for (int r = 0; r < reps; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        m.last = run();
        wall.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        knn.push_back(m.last.timings.knnMs);
        weights.push_back(m.last.timings.weightsMs);
        upload.push_back(m.last.timings.uploadMs);
        download.push_back(m.last.timings.downloadMs);
        events.push_back(m.last.timings.totalMs);
    }
    m.wall = stats(wall);
    m.knn = stats(knn);
    m.weights = stats(weights);
    m.upload = stats(upload);
    m.download = stats(download);
    m.events = stats(events);
    return m;
}

void printGpuRow(const std::string& name, const Measured& m, double pairs, double difference = -1) {
    std::printf("  %-34s weights %s  knn %s  up %.1f ms  down %.1f ms  gpu total %.1f ms  wall %.1f ms",
                name.c_str(), show(m.weights).c_str(), show(m.knn).c_str(), m.upload.median, m.download.median,
                m.events.median, m.wall.median);
    if (pairs > 0 && m.weights.median > 0) std::printf("  %.3g weights/s", pairs / (m.weights.median * 1e-3));
    if (difference >= 0) std::printf("  max rel. diff. to CPU double %.1e", difference);
    std::printf("\n");
    std::fflush(stdout);
}

// The CPU in double precision at 400 nodes spread over the grid: the accuracy reference.
struct Reference {
    std::vector<std::size_t> nodes;
    Result result;
};

Reference reference(const Problem& p, const AidwParams& params) {
    Reference r;
    Targets sample;
    for (std::size_t i = 0; i < 400; ++i) {
        const std::size_t node = (i * 2654435761u) % p.grid.size();
        r.nodes.push_back(node);
        sample.x.push_back(p.grid.xAt(node));
        sample.y.push_back(p.grid.yAt(node));
    }
    r.result = interpolateAidw(p.data, p.values, sample, params, {Precision::Double}, context(Backend::Cpu));
    return r;
}

double largestDifference(const Reference& ref, const Result& r) {
    double worst = 0;
    for (std::size_t i = 0; i < ref.nodes.size(); ++i)
        worst = std::max(worst, std::abs(r.estimate[ref.nodes[i]] - ref.result.estimate[i]) /
                                    std::abs(ref.result.estimate[i]));
    return worst;
}

void gpuSection(const Problem& p, int reps) {
    const double pairs = double(p.values.size()) * double(p.grid.size());
    AidwParams aidw;
    std::printf(" GPU, AIDW k = 10, all-data weights (weights kernels; kNN on the cell grid):\n");
    const Reference allData = reference(p, aidw);
    for (WeightsKernel kernel : allWeightsKernels()) {
        const Measured m = measure(reps, [&] {
            return interpolateAidw(p.data, p.values, p.grid, aidw, {Precision::Single, kernel, KnnKernel::Grid},
                                   context(Backend::Cuda));
        });
        printGpuRow(toString(kernel), m, pairs, largestDifference(allData, m.last));
    }

    std::printf(" GPU, AIDW k = 10, the kNN step (power per target):\n");
    for (KnnKernel knn : {KnnKernel::Grid, KnnKernel::WarpGrid, KnnKernel::BruteForce}) {
        const Measured m = measure(reps, [&] {
            AidwParams params;
            params.neighbours = 10;  // weights from the same 10 neighbours: the kNN step alone, nearly
            return interpolateAidw(p.data, p.values, p.grid, params, {Precision::Single, WeightsKernel::Auto, knn},
                                   context(Backend::Cuda));
        });
        printGpuRow("knn " + toString(knn) + " (+10-neighbour weights)", m, 0);
    }

    std::printf(" GPU, AIDW k = 10 with 64-neighbour weights (cell-grid kNN, k = 64):\n");
    {
        AidwParams params;
        params.neighbours = 64;
        const Reference near = reference(p, params);
        for (KnnKernel knn : {KnnKernel::Grid, KnnKernel::WarpGrid}) {
            const Measured m = measure(reps, [&] {
                return interpolateAidw(p.data, p.values, p.grid, params, {Precision::Single, WeightsKernel::Auto, knn},
                                       context(Backend::Cuda));
            });
            printGpuRow("aidw 64 neighbours, knn " + toString(knn), m, 0, largestDifference(near, m.last));
        }
    }

    std::printf(" GPU, IDW p = 2 (all data, default kernel; 16 nearest):\n");
    {
        IdwParams params;
        params.power = 2;
        const Measured all = measure(reps, [&] {
            return interpolateIdw(p.data, p.values, p.grid, params, {Precision::Single}, context(Backend::Cuda));
        });
        printGpuRow("idw all data", all, pairs);
        params.neighbours = 16;
        const Measured near = measure(reps, [&] {
            return interpolateIdw(p.data, p.values, p.grid, params, {Precision::Single}, context(Backend::Cuda));
        });
        printGpuRow("idw 16 neighbours", near, 0);
    }

    if (p.values.size() <= 100000) {
        std::printf(" GPU, AIDW in double precision (tiled, 32-byte structures):\n");
        const Measured m = measure(1, [&] {
            return interpolateAidw(p.data, p.values, p.grid, aidw, {Precision::Double}, context(Backend::Cuda));
        });
        printGpuRow("aidw all data, double", m, pairs, largestDifference(allData, m.last));
    }
}

void cpuSection(const Problem& p, int reps, std::size_t rows) {
    std::printf(" CPU (%d threads), AIDW k = 10:\n", hardwareThreads());
    Targets part;
    part.grid = GridSpec{1000, rows, 1, 0.5, 0.5, 0, 1, 1, 1};
    AidwParams aidw;
    for (Precision prec : {Precision::Single, Precision::Double}) {
        if (prec == Precision::Double && p.values.size() > 100000) continue;
        const Measured m = measure(reps, [&] {
            return interpolateAidw(p.data, p.values, part, aidw, {prec}, context(Backend::Cpu));
        });
        const double scale = double(p.grid.size()) / double(part.size());
        std::printf("  all-data weights, %-6s on %zu targets: %s -> %.1f s per 10^6 targets, %.3g weights/s\n",
                    prec == Precision::Double ? "double" : "single", part.size(), show(m.wall).c_str(),
                    m.wall.median * scale * 1e-3,
                    double(p.values.size()) * double(part.size()) / (m.wall.median * 1e-3));
        std::fflush(stdout);
    }
    AidwParams near;
    near.neighbours = 64;
    const Measured m = measure(reps, [&] {
        return interpolateAidw(p.data, p.values, p.grid, near, {Precision::Single}, context(Backend::Cpu));
    });
    std::printf("  64-neighbour weights, 10^6 targets: %s\n", show(m.wall).c_str());
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 3;
    std::size_t rows = 10;
    bool cpu = true, gpu = true;
    std::vector<std::size_t> sizes{100000, 1000000};
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--reps" && i + 1 < argc) reps = std::max(1, std::atoi(argv[++i]));
        else if (a == "--cpu-rows" && i + 1 < argc) rows = std::size_t(std::max(1, std::atoi(argv[++i])));
        else if (a == "--no-cpu") cpu = false;
        else if (a == "--no-gpu") gpu = false;
        else if (a == "--data" && i + 1 < argc) {
            sizes.clear();
            for (const auto& s : split(argv[++i], ',')) sizes.push_back(std::size_t(std::atof(s.c_str())));
        } else {
            std::fprintf(stderr, "usage: strata-bench-idw [--reps N] [--data N,N] [--cpu-rows R] [--no-cpu] [--no-gpu]\n");
            return 2;
        }
    }
    std::printf("strata-bench-idw: CPU %s, %d threads\n", cpuName().c_str(), hardwareThreads());
    const GpuStatus& status = gpuStatus();
    if (status.usable)
        for (const GpuDevice& d : status.devices)
            std::printf("GPU %d: %s, %d SMs, %.1f GiB, compute capability %d.%d\n", d.index, d.name.c_str(),
                        d.multiprocessors, double(d.totalBytes) / (1 << 30), d.computeMajor, d.computeMinor);
    else
        std::printf("GPU: none (%s)\n", status.reason.c_str());
    std::printf("targets: 1000 x 1000 grid; data uniform in 1000 x 1000; %d repetitions after a warm-up\n", reps);
    for (std::size_t n : sizes) {
        const Problem p = makeProblem(n);
        std::printf("\n== %zu data x %zu targets\n", n, p.grid.size());
        if (gpu && status.usable) gpuSection(p, reps);
        if (cpu) cpuSection(p, reps, rows);
    }
    return 0;
}
