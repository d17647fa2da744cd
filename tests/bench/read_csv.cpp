// Reading speed of the delimited point reader: a 1,000,000-row x,y,z,value CSV generated with a
// fixed seed, read 5 times; prints median and spread of the read time and rows per second.
// Peak memory: run under `/usr/bin/time -v` (the file is generated first, outside the timings).
#include "BenchSupport.h"
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "strata/io/DelimitedReader.h"

namespace {

void generate(const std::string& path, std::size_t rows) {
    std::mt19937_64 rng(20240611);
    std::uniform_real_distribution<double> east(500000.0, 510000.0), north(7000000.0, 7010000.0), rl(-500.0, 300.0);
    std::lognormal_distribution<double> grade(0.0, 1.0);
    std::FILE* f = std::fopen(path.c_str(), "w");
    if (!f) throw std::runtime_error("cannot write " + path);
    std::fputs("x,y,z,value\n", f);
    for (std::size_t i = 0; i < rows; ++i)
        std::fprintf(f, "%.3f,%.3f,%.2f,%.5g\n", east(rng), north(rng), rl(rng), grade(rng));
    std::fclose(f);
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t rows = argc > 1 ? std::stoul(argv[1]) : 1000000;
    const int repetitions = 5;
    const auto path = (std::filesystem::temp_directory_path() / "strata-bench-read_csv.csv").string();
    generate(path, rows);
    const double megabytes = double(std::filesystem::file_size(path)) / 1e6;

    std::vector<double> seconds;
    std::size_t points = 0;
    double checksum = 0;
    for (int r = 0; r < repetitions; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const strata::PointSet p = strata::io::readPoints(path);
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        points = p.size();
        checksum = p.values[0][points / 2];
    }
    std::filesystem::remove(path);
    const strata::bench::Stats t = strata::bench::stats(seconds);
    const double median = t.median;
    std::cout << "machine: " << strata::bench::cpuName() << ", " << std::thread::hardware_concurrency() << " threads\n"
              << "file: " << rows << " rows x,y,z,value, " << megabytes << " MB (seed 20240611)\n"
              << "readPoints: median " << median << " s (min " << t.min << ", max " << t.max
              << ", " << repetitions << " runs), " << double(points) / median / 1e6 << " M rows/s, "
              << megabytes / median << " MB/s\n"
              << "points read: " << points << " (check value " << checksum << ")\n";
    return points == rows ? 0 : 1;
}
