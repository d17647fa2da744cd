#include "strata/core/Backend.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <mutex>

#include "../cuda/CudaPluginAbi.h"
#include "strata/core/Error.h"
#include "strata/core/PhaseTimings.h"
#include "strata/core/Strings.h"
#include "strata/core/Version.h"

namespace strata {

Backend parseBackend(std::string_view text, const std::string& stage) {
    const std::string t = toLower(trim(text));
    if (t == "auto") return Backend::Auto;
    if (t == "cpu") return Backend::Cpu;
    if (t == "cuda" || t == "gpu") return Backend::Cuda;
    throw ValidationError(stage, "backend", "must be auto, cpu or cuda (got '" + std::string(text) + "')");
}

std::string toString(Backend backend) {
    switch (backend) {
        case Backend::Auto: return "auto";
        case Backend::Cpu: return "cpu";
        case Backend::Cuda: return "cuda";
    }
    return "auto";
}

namespace {

struct Plugin {
    GpuStatus status;
    void* (*engine)(const char*) = nullptr;
};

// The plugin sits beside libstrata_compute.so (build tree and installed tree alike).
std::filesystem::path pluginPath() {
    if (const char* overridePath = std::getenv("STRATA_CUDA_PLUGIN")) return overridePath;
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&gpuStatus), &info) && info.dli_fname)
        return std::filesystem::path(info.dli_fname).parent_path() / "libstrata_cuda.so";
    return "libstrata_cuda.so";
}

Plugin loadPlugin() {
    Plugin p;
    p.status.pluginBuilt = STRATA_WITH_CUDA != 0;
    if (!p.status.pluginBuilt) {
        p.status.reason = "this build of Strata has no CUDA backend (STRATA_WITH_CUDA=OFF)";
        return p;
    }
    if (const char* off = std::getenv("STRATA_NO_CUDA"); off && *off && std::string(off) != "0") {
        p.status.reason = "the GPU is disabled by STRATA_NO_CUDA";
        return p;
    }
    p.status.pluginPath = pluginPath().string();
    // RTLD_LOCAL keeps the CUDA runtime's symbols out of the global namespace.
    void* handle = dlopen(p.status.pluginPath.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* err = dlerror();
        p.status.reason = std::string("the CUDA backend could not be loaded (missing CUDA libraries?): ") +
                          (err ? err : p.status.pluginPath);
        return p;
    }
    auto buildId = reinterpret_cast<const char* (*)()>(dlsym(handle, "strata_cuda_build_id"));
    auto query = reinterpret_cast<int (*)(StrataGpuDeviceC*, int, char*, int)>(dlsym(handle, "strata_cuda_query"));
    p.engine = reinterpret_cast<void* (*)(const char*)>(dlsym(handle, "strata_cuda_engine"));
    if (!buildId || !query || !p.engine) {
        p.status.reason = "the CUDA backend at " + p.status.pluginPath + " lacks Strata's entry points";
        p.engine = nullptr;
        return p;
    }
    if (std::string(buildId()) != STRATA_VERSION) {
        p.status.reason = "the CUDA backend is from Strata " + std::string(buildId()) + ", not " + STRATA_VERSION;
        p.engine = nullptr;
        return p;
    }
    StrataGpuDeviceC devices[16]{};
    char error[512] = {0};
    const int n = query(devices, 16, error, sizeof error);
    if (n < 0) {
        p.status.reason = std::string("no usable NVIDIA GPU: ") + error;
        p.engine = nullptr;
        return p;
    }
    if (n == 0) {
        p.status.reason = "no NVIDIA GPU found";
        p.engine = nullptr;
        return p;
    }
    for (int i = 0; i < n; ++i) {
        GpuDevice d;
        d.index = i;
        d.name = devices[i].name;
        d.totalBytes = devices[i].totalBytes;
        d.freeBytes = devices[i].freeBytes;
        d.computeMajor = devices[i].computeMajor;
        d.computeMinor = devices[i].computeMinor;
        d.multiprocessors = devices[i].multiprocessors;
        p.status.devices.push_back(d);
    }
    p.status.usable = true;
    return p;
}

// Loading is start-up work (CUDA's context creation takes a good part of a second): it counts as
// preparing, whichever phase of a job first asks for the GPU.
Plugin loadPluginAsPreparation() {
    const PhaseScope preparing(PhaseTimings::ofProcess(), Phase::Prepare);
    return loadPlugin();
}

const Plugin& plugin() {
    static const Plugin instance = loadPluginAsPreparation();
    return instance;
}

}  // namespace

const GpuStatus& gpuStatus() { return plugin().status; }

GpuWarmUp::GpuWarmUp(bool start) {
    if (start) worker_ = std::thread([] { gpuStatus(); });
}

GpuWarmUp::~GpuWarmUp() {
    if (worker_.joinable()) worker_.join();
}

BackendDecision resolveBackend(Backend requested, const std::string& stage) {
    // A CPU run never loads the plugin (0.3 s of CUDA start-up on a GPU machine).
    if (requested == Backend::Cpu) return {Backend::Cpu, "cpu backend"};
    const GpuStatus& gpu = gpuStatus();
    if (requested == Backend::Cuda) {
        if (!gpu.usable) throw GpuError(stage + ": the cuda backend was requested but " + gpu.reason);
        return {Backend::Cuda, "cuda backend on " + gpu.devices.front().name};
    }
    if (gpu.usable) return {Backend::Cuda, "auto: cuda backend on " + gpu.devices.front().name};
    return {Backend::Cpu, "auto: running on the CPU (" + gpu.reason + ")"};
}

void* cudaEngine(std::string_view name) {
    const Plugin& p = plugin();
    if (!p.status.usable) throw GpuError("the cuda backend is not available: " + p.status.reason);
    void* engine = p.engine(std::string(name).c_str());
    if (!engine) throw GpuError("the cuda backend has no '" + std::string(name) + "' engine");
    return engine;
}

}  // namespace strata
