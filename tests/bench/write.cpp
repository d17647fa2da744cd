// Writing speed of the text grid writers: a 100 x 100 x 100 grid (10^6 nodes) with two float
// layers (fixed seed) written 5 times to CSV (x,y,z,estimate,variance) and to a GSLIB grid file;
// prints the median and spread of the write time, rows and MB per second. The writers format on
// every OpenMP thread: set OMP_NUM_THREADS=1 for the one-thread figure.
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "BenchSupport.h"
#include "strata/io/GridWriter.h"

namespace {

strata::Grid sampleGrid(std::size_t side) {
    strata::Grid g;
    const std::string n = std::to_string(side);
    g.spec = strata::GridSpec::parse(n + "," + n + "," + n + ":500000.5,7000000.5,-250:5,5,2.5");
    g.addLayer("estimate");
    g.addLayer("variance");
    std::mt19937_64 rng(20240611);
    std::lognormal_distribution<float> grade(0.0f, 1.0f);
    std::uniform_real_distribution<float> variance(0.05f, 1.0f);
    for (std::size_t i = 0; i < g.spec.nodeCount(); ++i) {
        g.layers[0][i] = grade(rng);
        g.layers[1][i] = variance(rng);
    }
    return g;
}

void timeWrites(const strata::Grid& grid, const std::string& path, int repetitions) {
    std::vector<double> seconds;
    for (int r = 0; r < repetitions; ++r) {
        const auto start = std::chrono::steady_clock::now();
        strata::io::writeGrid(path, grid);
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    const double megabytes = double(std::filesystem::file_size(path)) / 1e6;
    std::filesystem::remove(path);
    const strata::bench::Stats t = strata::bench::stats(seconds);
    std::cout << std::filesystem::path(path).extension().string() << ": " << megabytes << " MB, median " << t.median
              << " s (min " << t.min << ", max " << t.max << ", " << repetitions << " runs), "
              << double(grid.spec.nodeCount()) / t.median / 1e6 << " M rows/s, " << megabytes / t.median << " MB/s\n";
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t side = std::stoul(strata::bench::arg(argc, argv, "--side", "100"));
    const int repetitions = 5;
    const strata::Grid grid = sampleGrid(side);
    const char* threads = std::getenv("OMP_NUM_THREADS");
    std::cout << "machine: " << strata::bench::cpuName() << ", " << std::thread::hardware_concurrency()
              << " threads (OMP_NUM_THREADS=" << (threads ? threads : "unset") << ")\n"
              << "grid: " << side << "^3 = " << grid.spec.nodeCount() << " nodes x 2 float layers (seed 20240611)\n";
    const auto folder = std::filesystem::temp_directory_path();
    timeWrites(grid, (folder / "strata-bench-write.csv").string(), repetitions);
    timeWrites(grid, (folder / "strata-bench-write.dat").string(), repetitions);
    return 0;
}
