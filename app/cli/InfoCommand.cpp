// strata-cli info: version, build options, backends and GPUs.
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include "CliCommand.h"
#include "Launch.h"
#include "strata/core/Backend.h"
#include "strata/core/GpuInventory.h"
#include "strata/core/Parallel.h"
#include "strata/core/Version.h"

namespace strata::cli {
namespace {

void printDevice(const GpuDevice& d) {
    std::cout << "gpu " << d.index << ": " << d.name << ", " << std::fixed << std::setprecision(1)
              << double(d.totalBytes) / (1 << 30) << " GiB (" << double(d.freeBytes) / (1 << 30)
              << " GiB free), compute capability " << d.computeMajor << '.' << d.computeMinor;
    if (d.multiprocessors > 0) std::cout << ", " << d.multiprocessors << " multiprocessors";
    std::cout << '\n';
}

// Without --check the GPUs come from the driver (NVML): info never starts CUDA. With --check the
// plugin is loaded and every device answers through the CUDA runtime, as a job would use it.
void printGpus(bool check) {
    std::vector<GpuDevice> devices;
    std::string reason, backend;
    if (check || !STRATA_WITH_CUDA) {
        const GpuStatus& gpu = gpuStatus();
        if (gpu.usable) devices = gpu.devices;
        reason = gpu.reason;
        backend = "cuda plugin: " + gpu.pluginPath + " (loaded and checked)";
    } else {
        GpuInventory inventory = gpuInventory();
        devices = std::move(inventory.devices);
        reason = inventory.reason;
        backend = "cuda: started on first use; NVIDIA driver " + inventory.driverVersion +
                  " (`strata-cli info --check` loads the backend and asks every device)";
    }
    std::cout << "backends: cpu (" << hardwareThreads() << " threads)" << (devices.empty() ? "" : ", cuda") << '\n';
    if (devices.empty()) {
        std::cout << "gpu: none usable: " << reason << '\n';
        return;
    }
    std::cout << backend << '\n';
    for (const GpuDevice& d : devices) printDevice(d);
}

void printInfo(bool check) {
    if (!distributed::worldRanks().isRoot()) return;  // one report for the run
    std::cout << "Strata " << STRATA_VERSION << " (" << STRATA_BUILD_TYPE << ", " << STRATA_COMPILER << ")\n"
              << "build options: cuda=" << (STRATA_WITH_CUDA ? "on" : "off")
              << " gui=" << (STRATA_WITH_GUI ? "on" : "off")
              << " gdal=" << (STRATA_WITH_GDAL ? "on" : "off") << " segyio=" << (STRATA_WITH_SEGYIO ? "on" : "off") << '\n';
    printGpus(check);
    std::cout << "mpi: " << distributed::describeMpi() << '\n';
    std::cout << "jobs:";
    for (const auto& name : jobs::jobTypeNames()) std::cout << ' ' << name;
    std::cout << '\n';
}

const Registration reg("info", [](CLI::App& app) {
    auto* info = app.add_subcommand("info", "print version, build options, backends and GPUs");
    static bool check = false;
    info->add_flag("--check", check, "load the CUDA backend and ask every device (slower: starts CUDA)");
    info->callback([] { printInfo(check); });
});

}  // namespace
}  // namespace strata::cli
