// Stratum surfaces throughput (the seed paper's Experiments 2, 4 and 6): H = 10 surfaces picked
// in 250 vertical drillholes of the synthetic layered model (fixed seed, a pinch-out, no hole
// ending early, so every surface has data in every hole), onto a 2500 x 2000 grid (5 * 10^6
// nodes), ordinary kriging with a global neighbourhood of all 250 holes, model
// 0.01 nug + 0.99 sph(600) (the nugget only on the data diagonal, see StackKriging.h).
//
//  1. The kriging of the stack (GlobalStackKriging::estimateGrid): the weights of each node
//     computed once and applied to all H surfaces, against H separate systems (one per surface),
//     on the GPU (float dual sums: the seed's Experiment 6) and on the CPU (double, all cores).
//     GPU phases from CUDA events (kernel, transfers), plus the wall time of the call.
//  2. The whole stack: buildSurfaces (contacts -> weights -> grid -> consistency rules ->
//     misfit at every contact), shared and separate, on the GPU and the CPU, with the host steps
//     around the estimation (SurfaceModel::hostTimings: picks, consistency rules, misfit).
// Times: median and spread (min..max) over --reps runs after one warm-up.
//   strata-bench-surfaces [--nodes-x 2500] [--nodes-y 2000] [--holes 250] [--surfaces 10]
//                         [--reps 5] [--cpu-reps 3] [--no-cpu] [--no-gpu] [--no-separate-cpu]
// The CPU uses every core OpenMP gives it: OMP_NUM_THREADS=1 for one thread.
#include "BenchSupport.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "strata/core/Backend.h"
#include "strata/core/Parallel.h"
#include "strata/drillholes/Contacts.h"
#include "strata/jobs/Job.h"
#include "strata/surfaces/StackKriging.h"
#include "strata/surfaces/SurfaceStack.h"
#include "strata/surfaces/SyntheticLayers.h"

using namespace strata;
using namespace strata::surfaces;

namespace {

using strata::bench::cpuName;
using strata::bench::Stats;
using strata::bench::stats;

constexpr const char* kModel = "0.01 nug + 0.99 sph(600)";

std::string show(const Stats& s) {
    char buf[96];
    std::snprintf(buf, sizeof buf, "%9.1f ms (%.1f..%.1f)", s.median, s.min, s.max);
    return buf;
}

double msOf(const std::function<void()>& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

jobs::JobContext contextFor(Backend b) {
    jobs::JobContext c;
    c.backend = b;
    return c;
}

struct Options {
    std::size_t nx = 2500, ny = 2000, holes = 250, surfaces = 10;
    int reps = 5, cpuReps = 3;
    bool cpu = true, gpu = true, separateCpu = true;
};

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> long {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", a.c_str());
                std::exit(2);
            }
            return std::strtol(argv[++i], nullptr, 10);
        };
        if (a == "--nodes-x") o.nx = std::size_t(next());
        else if (a == "--nodes-y") o.ny = std::size_t(next());
        else if (a == "--holes") o.holes = std::size_t(next());
        else if (a == "--surfaces") o.surfaces = std::size_t(next());
        else if (a == "--reps") o.reps = int(next());
        else if (a == "--cpu-reps") o.cpuReps = int(next());
        else if (a == "--no-cpu") o.cpu = false;
        else if (a == "--no-gpu") o.gpu = false;
        else if (a == "--no-separate-cpu") o.separateCpu = false;
        else {
            std::fprintf(stderr, "unknown option %s\n", a.c_str());
            std::exit(2);
        }
    }
    if (o.nx < 2 || o.ny < 2 || o.holes < 3 || o.surfaces < 3 || o.reps < 1 || o.cpuReps < 1) {
        std::fprintf(stderr, "bad sizes\n");
        std::exit(2);
    }
    return o;
}

struct Problem {
    SyntheticLayers layers;
    SurfacePicks picks;
    GridSpec grid;
    // Per hole (in pick order): x, y and the elevation of every surface (equalities only).
    std::vector<double> x, y;
    std::vector<std::vector<double>> values;
};

Problem makeProblem(const Options& o) {
    Problem p;
    SyntheticLayersOptions s;
    s.units = o.surfaces;
    s.holes = o.holes;
    s.seed = 20250101;
    s.shortHoleFraction = 0;
    p.layers = makeSyntheticLayers(s);
    drillholes::ContactOptions c;
    c.unitColumn = "UNIT";
    c.order = p.layers.column.names();
    drillholes::ValidationReport report;
    const auto contacts = drillholes::pickContacts(p.layers.database, p.layers.database.intervals.front(), c, report);
    p.picks = picksFromContacts(p.layers.database, contacts, p.layers.column);
    p.grid.nx = o.nx;
    p.grid.ny = o.ny;
    p.grid.x0 = s.x0;
    p.grid.y0 = s.y0;
    p.grid.dx = s.width / double(o.nx - 1);
    p.grid.dy = s.height / double(o.ny - 1);
    p.values.assign(o.surfaces, {});
    for (const SurfacePick& pick : p.picks.picks) {
        if (pick.isBound()) continue;
        if (pick.surface == 0) {
            p.x.push_back(pick.x);
            p.y.push_back(pick.y);
        }
        p.values[pick.surface].push_back(pick.z);
    }
    for (const auto& v : p.values)
        if (v.size() != p.x.size()) {
            std::fprintf(stderr, "a surface lacks data in some hole\n");
            std::exit(1);
        }
    return p;
}

struct StackRun {
    Stats wall, kernel, transfer;
    double factorMs = 0;
};

// Shared: one GlobalStackKriging of H surfaces. Separate: H objects of one surface each (factor
// and grid estimation per surface, as a per-surface solver does).
StackRun runStack(const Problem& p, const variogram::VariogramModel& model, bool shared, Backend backend, int reps,
                  std::vector<std::vector<float>>& out) {
    const std::size_t h = p.values.size(), nodes = p.grid.nodeCount();
    out.assign(h, std::vector<float>(nodes));
    std::vector<float*> ptr;
    for (auto& v : out) ptr.push_back(v.data());
    const jobs::JobContext context = contextFor(backend);
    std::vector<double> wall, kernel, transfer;
    StackRun r;
    // Warm-up on the GPU only (plugin load, context creation); the output is touched already.
    const int first = backend == Backend::Cuda ? -1 : 0;
    for (int rep = first; rep < reps; ++rep) {
        double kernelMs = 0, transferMs = 0, factorMs = 0;
        const double ms = msOf([&] {
            if (shared) {
                const GlobalStackKriging k(p.x, p.y, p.values, model);
                const StackKrigingTimings t = k.estimateGrid(p.grid, ptr.data(), nullptr, Precision::Single, context);
                kernelMs = t.kernelMs, transferMs = t.transferMs, factorMs = k.factorMs();
            } else {
                for (std::size_t s = 0; s < h; ++s) {
                    const GlobalStackKriging k(p.x, p.y, {p.values[s]}, model);
                    const StackKrigingTimings t =
                        k.estimateGrid(p.grid, ptr.data() + s, nullptr, Precision::Single, context);
                    kernelMs += t.kernelMs, transferMs += t.transferMs, factorMs += k.factorMs();
                }
            }
        });
        if (rep < 0) continue;
        wall.push_back(ms);
        kernel.push_back(kernelMs);
        transfer.push_back(transferMs);
        r.factorMs = factorMs;
    }
    r.wall = stats(wall);
    r.kernel = stats(kernel);
    r.transfer = stats(transfer);
    return r;
}

double maxDifference(const std::vector<std::vector<float>>& a, const std::vector<std::vector<float>>& b) {
    double d = 0;
    for (std::size_t s = 0; s < a.size(); ++s)
        for (std::size_t i = 0; i < a[s].size(); ++i) d = std::max(d, std::abs(double(a[s][i]) - double(b[s][i])));
    return d;
}

void printStack(const char* label, const StackRun& r, bool gpu) {
    std::printf("  %-34s wall %s", label, show(r.wall).c_str());
    if (gpu) std::printf("  kernel %s  D->H %s", show(r.kernel).c_str(), show(r.transfer).c_str());
    std::printf("  factor %.2f ms\n", r.factorMs);
}

Stats runPipeline(const Problem& p, bool shared, Backend backend, int reps, SurfaceModel& last) {
    SurfaceOptions o;
    o.method = SurfaceMethod::Kriging;
    o.variogram = kModel;
    o.shareWeights = shared;
    const jobs::JobContext context = contextFor(backend);
    std::vector<double> wall;
    for (int rep = backend == Backend::Cuda ? -1 : 0; rep < reps; ++rep) {
        const double ms = msOf([&] { last = buildSurfaces(p.picks, p.layers.column, p.grid, o, context); });
        if (rep >= 0) wall.push_back(ms);
    }
    return stats(wall);
}

void printPipeline(const char* label, const Stats& s, const SurfaceModel& m) {
    std::size_t crossings = 0;
    const std::size_t nodes = m.grid.spec.nodeCount();
    for (std::size_t k = 0; k + 1 < m.surfaceCount(); ++k)
        for (std::size_t i = 0; i < nodes; ++i)
            if (!(m.surface(k)[i] >= m.surface(k + 1)[i])) ++crossings;
    std::printf("  %-34s wall %s  groups %zu  misfit rms %.2e max %.2e  crossings %zu  backend %s\n", label,
                show(s).c_str(), m.groups.size(), m.misfitSummary.rms, m.misfitSummary.maxAbs, crossings,
                m.backend.c_str());
    double factor = 0, kernel = 0, transfer = 0, total = 0;
    for (const SurfaceGroupInfo& g : m.groups) {
        factor += g.timings.factorMs, kernel += g.timings.kernelMs;
        transfer += g.timings.transferMs, total += g.timings.totalMs;
    }
    std::printf("  %-34s last run: grid kriging %.1f ms (kernel %.1f, D->H %.1f), factorisations %.1f ms, "
                "the rest (picks, consistency, misfit) %.1f ms\n",
                "", total, kernel, transfer, factor, m.seconds * 1e3 - total);
    const SurfaceHostTimings& h = m.hostTimings;
    std::printf("  %-34s host steps: picks and bounds %.1f ms, estimation %.1f ms (of which grid kriging %.1f), "
                "consistency rules %.1f ms, misfit %.1f ms\n",
                "", h.picks, h.estimation, total, h.rules, h.misfit);
}

}  // namespace

int main(int argc, char** argv) {
    const Options o = parse(argc, argv);
    const Problem p = makeProblem(o);
    const variogram::VariogramModel model = variogram::VariogramModel::parse(kModel, "variogram");
    const GpuStatus& gpu = gpuStatus();
    std::printf("strata-bench-surfaces: %zu surfaces, %zu holes, %zu x %zu = %zu nodes, model %s\n", o.surfaces,
                p.x.size(), o.nx, o.ny, p.grid.nodeCount(), kModel);
    std::printf("CPU: %s, %d threads\n", cpuName().c_str(), hardwareThreads());
    std::printf("GPU: %s\n", gpu.usable && !gpu.devices.empty() ? gpu.devices.front().name.c_str()
                                                                 : ("none (" + gpu.reason + ")").c_str());
    std::printf("median (min..max) of %d runs on the GPU, %d on the CPU, after one warm-up\n\n", o.reps, o.cpuReps);

    const bool useGpu = o.gpu && gpu.usable;
    std::vector<std::vector<float>> gpuShared, gpuSeparate, cpuShared, cpuSeparate;
    StackRun gs, gsep, cs, csep;
    std::printf("kriging of the stack (GlobalStackKriging::estimateGrid)\n");
    if (useGpu) {
        gs = runStack(p, model, true, Backend::Cuda, o.reps, gpuShared);
        printStack("GPU float, weights shared", gs, true);
        gsep = runStack(p, model, false, Backend::Cuda, o.reps, gpuSeparate);
        printStack("GPU float, each surface alone", gsep, true);
        std::printf("  GPU sharing gain: %.2fx (wall), %.2fx (kernel)\n", gsep.wall.median / gs.wall.median,
                    gsep.kernel.median / gs.kernel.median);
    }
    if (o.cpu) {
        cs = runStack(p, model, true, Backend::Cpu, o.cpuReps, cpuShared);
        printStack("CPU double, weights shared", cs, false);
        if (o.separateCpu) {
            csep = runStack(p, model, false, Backend::Cpu, o.cpuReps, cpuSeparate);
            printStack("CPU double, each surface alone", csep, false);
            std::printf("  CPU sharing gain: %.2fx\n", csep.wall.median / cs.wall.median);
            std::printf("  CPU shared vs separate: max |difference| %.3g\n", maxDifference(cpuShared, cpuSeparate));
        }
    }
    if (useGpu && o.cpu) {
        std::printf("  GPU shared vs CPU shared: %.1fx faster; max |float - double| %.3g (elevation units)\n",
                    cs.wall.median / gs.wall.median, maxDifference(gpuShared, cpuShared));
    }
    if (useGpu) std::printf("  GPU shared vs separate: max |difference| %.3g\n", maxDifference(gpuShared, gpuSeparate));
    gpuShared.clear(), gpuSeparate.clear(), cpuShared.clear(), cpuSeparate.clear();

    std::printf("\nthe whole stack (buildSurfaces: weights, grid, consistency rules, misfit at %zu picks)\n",
                p.picks.picks.size());
    SurfaceModel m;
    if (useGpu) {
        printPipeline("GPU, weights shared", runPipeline(p, true, Backend::Cuda, o.reps, m), m);
        printPipeline("GPU, each surface alone", runPipeline(p, false, Backend::Cuda, o.reps, m), m);
    }
    if (o.cpu) {
        printPipeline("CPU, weights shared", runPipeline(p, true, Backend::Cpu, o.cpuReps, m), m);
    }
    return 0;
}
