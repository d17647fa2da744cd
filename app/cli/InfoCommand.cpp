// strata-cli info: version, build options, backends and GPUs.
#include <iomanip>
#include <iostream>

#include "CliCommand.h"
#include "Launch.h"
#include "strata/core/Backend.h"
#include "strata/core/Parallel.h"
#include "strata/core/Version.h"

namespace strata::cli {
namespace {

void printInfo() {
    if (!distributed::worldRanks().isRoot()) return;  // one report for the run
    const GpuStatus& gpu = gpuStatus();
    std::cout << "Strata " << STRATA_VERSION << " (" << STRATA_BUILD_TYPE << ", " << STRATA_COMPILER << ")\n"
              << "build options: cuda=" << (STRATA_WITH_CUDA ? "on" : "off")
              << " gui=" << (STRATA_WITH_GUI ? "on" : "off")
              << " gdal=" << (STRATA_WITH_GDAL ? "on" : "off") << " segyio=" << (STRATA_WITH_SEGYIO ? "on" : "off") << '\n'
              << "backends: cpu (" << hardwareThreads() << " threads)";
    if (gpu.usable) std::cout << ", cuda";
    std::cout << '\n';
    if (gpu.usable) {
        std::cout << "cuda plugin: " << gpu.pluginPath << '\n';
        for (const GpuDevice& d : gpu.devices)
            std::cout << "gpu " << d.index << ": " << d.name << ", " << std::fixed << std::setprecision(1)
                      << double(d.totalBytes) / (1 << 30) << " GiB (" << double(d.freeBytes) / (1 << 30)
                      << " GiB free), compute capability " << d.computeMajor << '.' << d.computeMinor << ", "
                      << d.multiprocessors << " multiprocessors\n";
    } else {
        std::cout << "gpu: none usable: " << gpu.reason << '\n';
    }
    std::cout << "mpi: " << distributed::describeMpi() << '\n';
    std::cout << "jobs:";
    for (const auto& name : jobs::jobTypeNames()) std::cout << ' ' << name;
    std::cout << '\n';
}

const Registration reg("info", [](CLI::App& app) {
    app.add_subcommand("info", "print version, build options, backends and GPUs")->callback(printInfo);
});

}  // namespace
}  // namespace strata::cli
