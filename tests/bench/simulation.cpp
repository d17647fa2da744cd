// Sequential Gaussian simulation throughput: a 100 x 100 x 100 grid (10^6 nodes), 10^4 data
// (uniform in the grid's box, standard normal scores, fixed seed), two-part search with ndmax 16
// data and nodmax 16 simulated nodes, three multiple-grid levels, model 0.1 nug + 0.9 sph(20),
// search radius 20. Times the engine (simulateRealisations, the scores in memory, no file) per
// realisation, for each thread count asked: median and spread (min..max) of --reps runs.
//   strata-bench-simulation [--nodes-x 100] [--nodes-y 100] [--nodes-z 100] [--data 10000]
//                           [--realisations 2] [--threads 0,1] [--reps 1]
//                           [--gslib-folder DIR [--gslib-sgsim BINARY]]
// --gslib-folder writes the same data (data.dat) and an sgsim parameter file (sgsim.par, itrans 0)
// into DIR; with --gslib-sgsim the program then runs that sgsim there and times it per realisation.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "BenchSupport.h"
#include "strata/core/Parallel.h"
#include "strata/simulation/SequentialGaussian.h"

using namespace strata;
using namespace strata::simulation;

namespace {

using bench::arg;

std::vector<int> threadCounts(const std::string& text) {
    std::vector<int> out;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) out.push_back(std::stoi(item));
    return out;
}

double seconds(const std::function<void()>& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

ConditioningData makeData(std::size_t n, const GridSpec& g) {
    std::mt19937_64 rng(20261127);
    std::uniform_real_distribution<double> ux(0, double(g.nx) * g.dx), uy(0, double(g.ny) * g.dy),
        uz(0, double(g.nz) * g.dz);
    std::normal_distribution<double> score(0, 1);
    ConditioningData d;
    for (std::size_t i = 0; i < n; ++i) {
        d.x.push_back(ux(rng));
        d.y.push_back(uy(rng));
        d.z.push_back(uz(rng));
        d.score.push_back(score(rng));
    }
    return d;
}

SequentialGaussianOptions makeOptions(std::size_t nx, std::size_t ny, std::size_t nz) {
    SequentialGaussianOptions o;
    o.grid = GridSpec{nx, ny, nz, 0.5, 0.5, 0.5, 1, 1, 1};
    o.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(20)");
    o.kriging = SimulationKriging::Simple;
    o.search.radius = 20;
    o.search.ndmin = 0;
    o.search.ndmax = 16;
    o.nodmax = 16;
    o.assignDataToNodes = false;
    o.multigridLevels = 3;
    o.covarianceTable = {41, 41, 41};
    return o;
}

void writeGslibCase(const std::string& folder, const ConditioningData& d, const SequentialGaussianOptions& o,
                    std::size_t realisations) {
    std::ofstream data(folder + "/data.dat");
    data << "benchmark data\n4\nx\ny\nz\nscore\n";
    for (std::size_t i = 0; i < d.size(); ++i)
        data << d.x[i] << ' ' << d.y[i] << ' ' << d.z[i] << ' ' << d.score[i] << '\n';
    const GridSpec& g = o.grid;
    std::ofstream par(folder + "/sgsim.par");
    par << "Parameters for SGSIM\n\nSTART OF PARAMETERS:\n"
        << "data.dat\n1 2 3 4 0 0\n-1.0e21 1.0e21\n0\nsgsim.trn\n0\nnone.dat\n1 2\n0.0 15.0\n1 0.0\n1 15.0\n0\n"
        << "sgsim.dbg\nsgsim.out\n"
        << realisations << "\n"
        << g.nx << ' ' << g.x0 << ' ' << g.dx << '\n'
        << g.ny << ' ' << g.y0 << ' ' << g.dy << '\n'
        << g.nz << ' ' << g.z0 << ' ' << g.dz << '\n'
        << o.seed << '\n'
        << o.search.ndmin << ' ' << o.search.ndmax << '\n'
        << o.nodmax << '\n'
        << (o.assignDataToNodes ? 1 : 0) << '\n'
        << (o.multigridLevels > 0 ? 1 : 0) << ' ' << o.multigridLevels << '\n'
        << o.search.maxPerOctant << '\n'
        << o.search.radius << ' ' << o.search.radius << ' ' << o.search.radius << "\n0 0 0\n"
        << o.covarianceTable[0] << ' ' << o.covarianceTable[1] << ' ' << o.covarianceTable[2] << '\n'
        << "0 0.6 1.0\nnone.dat\n4\n1 0.1\n1 0.9 0 0 0\n20 20 20\n";
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t nx = std::stoul(arg(argc, argv, "--nodes-x", "100"));
    const std::size_t ny = std::stoul(arg(argc, argv, "--nodes-y", "100"));
    const std::size_t nz = std::stoul(arg(argc, argv, "--nodes-z", "100"));
    const std::size_t dataCount = std::stoul(arg(argc, argv, "--data", "10000"));
    const std::size_t realisations = std::stoul(arg(argc, argv, "--realisations", "2"));
    const std::vector<int> threads = threadCounts(arg(argc, argv, "--threads", "0,1"));
    const int reps = std::stoi(arg(argc, argv, "--reps", "1"));
    const std::string gslibFolder = arg(argc, argv, "--gslib-folder", "");
    const std::string gslibSgsim = arg(argc, argv, "--gslib-sgsim", "");

    const SequentialGaussianOptions options = makeOptions(nx, ny, nz);
    const ConditioningData data = makeData(dataCount, options.grid);
    std::cout << "machine: " << bench::cpuName() << ", " << hardwareThreads() << " threads\n"
              << "grid " << nx << " x " << ny << " x " << nz << " (" << options.grid.nodeCount() << " nodes), "
              << dataCount << " data, ndmax " << options.search.ndmax << ", nodmax " << options.nodmax << ", "
              << realisations << " realisations, " << reps << " repetitions" << std::endl;
    const SequentialGaussianSimulation simulation(data, options);
    for (int t : threads) {
        std::vector<double> perRealisation;
        for (int r = 0; r < reps; ++r) {
            const double s = seconds([&] {
                simulateRealisations(simulation, 0, realisations, t, RunContext{},
                                     [](std::size_t, std::span<const float>) {});
            });
            perRealisation.push_back(s / double(realisations));
        }
        const bench::Stats st = bench::stats(perRealisation);
        std::printf("strata, %d thread(s)%s: %.3f s per realisation (%.3f..%.3f)\n", t > 0 ? t : hardwareThreads(),
                    t > 0 ? "" : " (all cores)", st.median, st.min, st.max);
        std::fflush(stdout);  // before GSLIB's run, which may take long
    }
    if (gslibFolder.empty()) return 0;
    writeGslibCase(gslibFolder, data, options, realisations);
    std::cout << "GSLIB case written to " << gslibFolder << " (data.dat, sgsim.par)" << std::endl;
    if (gslibSgsim.empty()) return 0;
    const std::string command = "cd '" + gslibFolder + "' && '" + gslibSgsim + "' sgsim.par > sgsim.log 2>&1";
    const double s = seconds([&] {
        if (std::system(command.c_str()) != 0) std::cout << "GSLIB sgsim failed: see " << gslibFolder << "/sgsim.log\n";
    });
    std::printf("GSLIB sgsim (one thread, writes its file): %.3f s per realisation\n", s / double(realisations));
    return 0;
}
