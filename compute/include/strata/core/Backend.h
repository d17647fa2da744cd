#pragma once
// Backend selection. The CUDA backend lives in a separate shared library (libstrata_cuda.so)
// loaded at run time, so that Strata starts and works on the CPU on machines without CUDA
// libraries or without an NVIDIA driver. This is the one place that decides which backend runs.
#include <cstddef>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace strata {

enum class Backend { Auto, Cpu, Cuda };

// Accepts "auto", "cpu", "cuda" (also "gpu"); errors name the stage and option.
Backend parseBackend(std::string_view text, const std::string& stage = "backend");
std::string toString(Backend backend);

struct GpuDevice {
    int index = 0;
    std::string name;
    std::size_t totalBytes = 0, freeBytes = 0;
    int computeMajor = 0, computeMinor = 0;
    int multiprocessors = 0;
};

struct GpuStatus {
    bool pluginBuilt = false;  // this build has a CUDA backend
    bool usable = false;       // the plugin loaded and at least one device answered
    std::string reason;        // why not usable (empty when usable)
    std::string pluginPath;
    std::vector<GpuDevice> devices;
};

// Loads the plugin on first use (thread-safe) and caches the answer.
// STRATA_NO_CUDA=1 in the environment hides the GPU (for tests of the CPU path).
const GpuStatus& gpuStatus();

// Loads the plugin and starts the devices (gpuStatus()) on a background thread while the caller
// goes on, e.g. reading a job's inputs: the ~0.45 s of CUDA start-up then overlaps the reading,
// and the engine's gpuStatus() waits only for what is left. The destructor waits for the thread,
// so nothing runs past its owner. Inactive when `start` is false (a CPU run, a job without a GPU
// engine), so such runs never pay for the GPU.
class GpuWarmUp {
public:
    explicit GpuWarmUp(bool start);
    ~GpuWarmUp();
    GpuWarmUp(const GpuWarmUp&) = delete;
    GpuWarmUp& operator=(const GpuWarmUp&) = delete;

private:
    std::thread worker_;
};

struct BackendDecision {
    Backend backend = Backend::Cpu;  // Cpu or Cuda, never Auto
    std::string note;                // e.g. "auto: no GPU (no NVIDIA driver); running on the CPU"
};

// Auto picks CUDA when usable, else the CPU and says why; Cuda when unusable throws GpuError.
BackendDecision resolveBackend(Backend requested, const std::string& stage);

// The engine a capability registered in the plugin under `name` (see compute/cuda/EngineRegistry.h).
// Throws GpuError when the plugin is unusable or has no such engine.
void* cudaEngine(std::string_view name);
template <class Interface>
Interface& cudaEngineAs(std::string_view name) {
    return *static_cast<Interface*>(cudaEngine(name));
}

}  // namespace strata
