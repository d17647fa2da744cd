// The block model of a synthetic layered deposit (tests/compute/blockmodel/LayeredDepositSupport.h):
// 16 x 16 = 256 vertical holes 25 m apart, three units, ORE and BASE estimated by ordinary kriging
// into a 10^7-block model (250 x 250 x 160 parent blocks of 1.6 x 1.6 x 0.5 m), the whole job
// (drillholes read, unit surfaces, blocks, composites, estimation, the CSV written) split by step,
// and the peak memory of the process.
//   strata-bench-blockmodel [--backend cpu|cuda|auto] [--holes-per-side 16] [--blocks 250,250,160]
//                           [--write-data FOLDER]   (only writes the deposit's CSV files)
#include <sys/resource.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

#include "../compute/blockmodel/LayeredDepositSupport.h"
#include "BenchSupport.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/core/Backend.h"
#include "strata/core/Strings.h"

using strata::bench::arg;

int main(int argc, char** argv) {
    using namespace strata;
    namespace fs = std::filesystem;
    blockmodel::test::LayeredDeposit deposit;
    deposit.holesPerSide = std::stoi(arg(argc, argv, "--holes-per-side", "16"));
    const std::string dataFolder = arg(argc, argv, "--write-data", "");
    if (!dataFolder.empty()) {
        fs::create_directories(dataFolder);
        deposit.write(dataFolder);
        return 0;
    }
    const auto n = parseNumberList(arg(argc, argv, "--blocks", "250,250,160"), "bench", "blocks");
    const fs::path folder = fs::temp_directory_path() / "strata_bench_blockmodel";
    fs::create_directories(folder);
    deposit.write(folder.string());

    blockmodel::BlockModelJob job;
    job.collar = (folder / "collar.csv").string();
    job.intervals = (folder / "lith.csv").string();
    job.unitColumn = "LITH";
    job.order = {"COVER", "ORE", "BASE"};
    job.assays = (folder / "assay.csv").string();
    job.value = "AU";
    job.estimate = {"ORE", "BASE"};
    job.model = "0.05 nug + 0.95 sph(80,80,20)";
    job.composite = 2;
    const double dx = deposit.extent() / n[0], dy = deposit.extent() / n[1], dz = 80.0 / n[2];
    std::ostringstream grid;
    grid << n[0] << ',' << n[1] << ',' << n[2] << ':' << dx / 2 << ',' << dy / 2 << ',' << 40 + dz / 2 << ':' << dx
         << ',' << dy << ',' << dz;
    job.blocks = GridSpec::parse(grid.str());
    job.density = {{"ORE", 2.7}, {"BASE", 2.5}};
    job.output = (folder / "blocks.csv").string();
    job.report = (folder / "gt.csv").string();
    job.cutoffs = {0, 1.5, 2, 2.5};

    jobs::JobContext context;
    context.backend = parseBackend(arg(argc, argv, "--backend", "auto"));
    std::cout << "machine: " << strata::bench::cpuName() << ", " << std::thread::hardware_concurrency() << " threads";
    if (gpuStatus().usable) std::cout << "; GPU: " << gpuStatus().devices.front().name;
    std::cout << "\n" << deposit.holesPerSide * deposit.holesPerSide << " holes, parent blocks " << grid.str() << "\n";
    const auto start = std::chrono::steady_clock::now();
    const jobs::Json summary = execute(job, context);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::cout << "blocks " << summary.at("blocks") << " (" << summary.at("splitParents") << " parents split), composites "
              << summary.at("composites") << "\n";
    std::cout << "whole job " << seconds << " s; steps (s): " << summary.at("seconds").dump() << "\n";
    for (const auto& unit : summary.at("units"))
        std::cout << "  " << unit.at("unit").get<std::string>() << ": " << unit.at("blocks") << " blocks, by pass "
                  << unit.at("estimatedByPass").dump() << ", " << unit.at("notes").dump() << "\n";
    std::cout << "peak memory " << usage.ru_maxrss / 1024 << " MiB\n";
    fs::remove_all(folder);
    return 0;
}
