// Sequential Gaussian simulation throughput: a 100 x 100 x 100 grid (10^6 nodes), 10^4 data
// (uniform in the grid's box, standard normal scores, fixed seed), two-part search with ndmax 16
// data and nodmax 16 simulated nodes, three multiple-grid levels, model 0.1 nug + 0.9 sph(20),
// search radius 20. Times the engine (simulateRealisations, the scores in memory, no file) per
// realisation, for each thread count asked: median and spread (min..max) of --reps runs.
//   strata-bench-simulation [--nodes-x 100] [--nodes-y 100] [--nodes-z 100] [--data 10000]
//                           [--realisations 2] [--threads 0,1] [--reps 1]
//                           [--gslib-folder DIR [--gslib-sgsim BINARY]] [--program sgsim|sisim]
//                           [--gslib-sisim BINARY]
// --gslib-folder writes the same data (data.dat) and an sgsim parameter file (sgsim.par, itrans 0)
// into DIR; with --gslib-sgsim the program then runs that sgsim there and times it per realisation.
//
// --program sisim times sequential indicator simulation instead on the same grid and data (the
// scores as values): five thresholds (-1.28, -0.52, 0, 0.52, 1.28: the global cdf 0.1, 0.3, 0.5,
// 0.7, 0.9), full IK with simple kriging, each indicator's model p (1 - p) (0.1 nug + 0.9 sph(20)),
// the same search, linear tails to -3 and 3; --gslib-sisim BINARY runs GSLIB sisim on sisim.par.
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
#include "strata/simulation/SequentialIndicator.h"

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

// The sisim case of the header: the sgsim case's grid, search and data, the scores as values.
const std::vector<double> kThresholds{-1.28, -0.52, 0.0, 0.52, 1.28};
const std::vector<double> kGlobalCdf{0.1, 0.3, 0.5, 0.7, 0.9};

SequentialIndicatorOptions indicatorOptions(const SequentialGaussianOptions& g) {
    SequentialIndicatorOptions o;
    o.grid = g.grid;
    o.cutoffs = kThresholds;
    o.globalProbabilities = kGlobalCdf;
    for (double p : kGlobalCdf)
        o.models.push_back(variogram::VariogramModel::parse(std::to_string(0.1 * p * (1 - p)) + " nug + " +
                                                            std::to_string(0.9 * p * (1 - p)) + " sph(20)"));
    o.search = g.search;
    o.nodmax = g.nodmax;
    o.assignDataToNodes = g.assignDataToNodes;
    o.multigridLevels = g.multigridLevels;
    o.covarianceTable = g.covarianceTable;
    o.tails.zmin = -3;
    o.tails.zmax = 3;
    return o;
}

void writeSisimCase(const std::string& folder, const SequentialIndicatorOptions& o, std::size_t realisations) {
    const GridSpec& g = o.grid;
    std::ofstream par(folder + "/sisim.par");
    par << "Parameters for SISIM\n\nSTART OF PARAMETERS:\n1\n5\n";
    for (double c : o.cutoffs) par << c << ' ';
    par << '\n';
    for (double p : o.globalProbabilities) par << p << ' ';
    par << "\ndata.dat\n1 2 3 4\nnone.ik\n1 2 3 4 5 6 7 8\n0\n0 0 0 0 0\n-1.0e21 1.0e21\n"
        << o.tails.zmin << ' ' << o.tails.zmax << "\n1 0\n1 1\n1 1\nnone.dat\n3 0\n0\nsisim.dbg\nsisim.out\n"
        << realisations << "\n"
        << g.nx << ' ' << g.x0 << ' ' << g.dx << '\n'
        << g.ny << ' ' << g.y0 << ' ' << g.dy << '\n'
        << g.nz << ' ' << g.z0 << ' ' << g.dz << '\n'
        << o.seed << '\n' << o.search.ndmax << '\n' << o.nodmax << "\n0\n"
        << (o.assignDataToNodes ? 1 : 0) << '\n'
        << (o.multigridLevels > 0 ? 1 : 0) << ' ' << o.multigridLevels << '\n'
        << o.search.maxPerOctant << '\n'
        << o.search.radius << ' ' << o.search.radius << ' ' << o.search.radius << "\n0 0 0\n"
        << o.covarianceTable[0] << ' ' << o.covarianceTable[1] << ' ' << o.covarianceTable[2] << "\n0 0\n0\n";
    for (double p : o.globalProbabilities)
        par << "1 " << 0.1 * p * (1 - p) << "\n1 " << 0.9 * p * (1 - p) << " 0 0 0\n20 20 20\n";
}

// Times `simulateAll(threads)` per realisation for each thread count.
void timeStrata(const std::vector<int>& threads, int reps, std::size_t realisations,
                const std::function<void(int)>& simulateAll) {
    for (int t : threads) {
        std::vector<double> perRealisation;
        for (int r = 0; r < reps; ++r) perRealisation.push_back(seconds([&] { simulateAll(t); }) / double(realisations));
        const bench::Stats st = bench::stats(perRealisation);
        std::printf("strata, %d thread(s)%s: %.3f s per realisation (%.3f..%.3f)\n", t > 0 ? t : hardwareThreads(),
                    t > 0 ? "" : " (all cores)", st.median, st.min, st.max);
        std::fflush(stdout);  // before GSLIB's run, which may take long
    }
}

void timeGslib(const std::string& folder, const std::string& binary, const std::string& program,
               std::size_t realisations) {
    const std::string command = "cd '" + folder + "' && '" + binary + "' " + program + ".par > " + program + ".log 2>&1";
    const double s = seconds([&] {
        if (std::system(command.c_str()) != 0)
            std::cout << "GSLIB " << program << " failed: see " << folder << "/" << program << ".log\n";
    });
    std::printf("GSLIB %s (one thread, writes its file): %.3f s per realisation\n", program.c_str(),
                s / double(realisations));
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
    const auto ignore = [](std::size_t, std::span<const float>) {};
    if (arg(argc, argv, "--program", "sgsim") == "sisim") {
        const SequentialIndicatorOptions indicators = indicatorOptions(options);
        const SequentialIndicatorSimulation simulation({data.x, data.y, data.z, data.score}, indicators);
        std::cout << "sisim: 5 thresholds, full IK, simple kriging" << std::endl;
        timeStrata(threads, reps, realisations,
                   [&](int t) { simulateRealisations(simulation, 0, realisations, t, RunContext{}, ignore); });
        if (gslibFolder.empty()) return 0;
        writeGslibCase(gslibFolder, data, options, realisations);
        writeSisimCase(gslibFolder, indicators, realisations);
        std::cout << "GSLIB case written to " << gslibFolder << " (data.dat, sisim.par)" << std::endl;
        const std::string gslibSisim = arg(argc, argv, "--gslib-sisim", "");
        if (!gslibSisim.empty()) timeGslib(gslibFolder, gslibSisim, "sisim", realisations);
        return 0;
    }
    const SequentialGaussianSimulation simulation(data, options);
    timeStrata(threads, reps, realisations,
               [&](int t) { simulateRealisations(simulation, 0, realisations, t, RunContext{}, ignore); });
    if (gslibFolder.empty()) return 0;
    writeGslibCase(gslibFolder, data, options, realisations);
    std::cout << "GSLIB case written to " << gslibFolder << " (data.dat, sgsim.par)" << std::endl;
    if (!gslibSgsim.empty()) timeGslib(gslibFolder, gslibSgsim, "sgsim", realisations);
    return 0;
}
