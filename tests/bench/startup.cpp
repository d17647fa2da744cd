// Start-up costs of the GPU, step by step, each in a fresh process (the steps are one-time costs):
// Strata's driver inventory (NVML), then the CUDA driver, a context, cuBLAS and cuSOLVER opened as
// the plugin opens them, then Strata's whole plugin load and device query (gpuStatus()).
//   strata-bench-startup [--step all|inventory|cuda|plugin]
// Without a driver each step says what is missing. docs/developer.md ("Start-up") has the figures.
#include <dlfcn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>

#include "BenchSupport.h"
#include "strata/core/Backend.h"
#include "strata/core/GpuInventory.h"

namespace {

using Clock = std::chrono::steady_clock;

// Runs `body` in a child process, so that each measurement starts from a process without CUDA.
void inFreshProcess(const std::function<void()>& body) {
    std::fflush(stdout);
    const pid_t child = fork();
    if (child == 0) {
        body();
        std::fflush(stdout);
        _exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
}

class Steps {
public:
    void step(const char* what) {
        const auto now = Clock::now();
        std::printf("  %-44s %8.1f ms\n", what, std::chrono::duration<double, std::milli>(now - last_).count());
        last_ = now;
    }

private:
    Clock::time_point last_ = Clock::now();
};

void inventory() {
    Steps s;
    const strata::GpuInventory inv = strata::gpuInventory();
    s.step(inv.devices.empty() ? ("inventory: " + inv.reason).c_str() : "inventory (NVML: driver, names, memory)");
}

// The CUDA driver and libraries by hand, in the order the plugin's load reaches them.
void cudaSteps() {
    Steps s;
    void* driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!driver) return s.step("no libcuda.so.1");
    auto cuInit = reinterpret_cast<int (*)(unsigned)>(dlsym(driver, "cuInit"));
    if (cuInit(0) != 0) return s.step("cuInit failed");
    s.step("cuInit");
    auto cuDevicePrimaryCtxRetain = reinterpret_cast<int (*)(void**, int)>(dlsym(driver, "cuDevicePrimaryCtxRetain"));
    void* context = nullptr;
    cuDevicePrimaryCtxRetain(&context, 0);
    s.step("primary context of device 0");
    s.step(dlopen("libcublas.so.13", RTLD_NOW | RTLD_LOCAL) ? "open cuBLAS (+ cuBLASLt)" : "open cuBLAS: not found");
    s.step(dlopen("libcusolver.so.12", RTLD_NOW | RTLD_LOCAL) ? "open cuSOLVER" : "open cuSOLVER: not found");
}

void plugin() {
    Steps s;
    const strata::GpuStatus& gpu = strata::gpuStatus();
    s.step(gpu.usable ? "gpuStatus(): plugin load + device query" : ("gpuStatus(): " + gpu.reason).c_str());
}

}  // namespace

int main(int argc, char** argv) {
    const std::string step = strata::bench::arg(argc, argv, "--step", "all");
    std::printf("machine: %s\n", strata::bench::cpuName().c_str());
    for (int round = 1; round <= 2; ++round) {
        std::printf("round %d\n", round);
        if (step == "all" || step == "inventory") inFreshProcess(inventory);
        if (step == "all" || step == "cuda") inFreshProcess(cudaSteps);
        if (step == "all" || step == "plugin") inFreshProcess(plugin);
    }
    return 0;
}
