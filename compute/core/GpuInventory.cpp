#include "strata/core/GpuInventory.h"

#include <dlfcn.h>

#include <cstdlib>
#include <string>

namespace strata {

namespace {

// NVML's C interface, declared here rather than taken from a header: the library comes with the
// driver (not with the CUDA toolkit this build may lack) and is opened at run time like the
// plugin. These entry points and structs are stable across NVML versions.
using NvmlReturn = int;
using NvmlDevice = void*;
struct NvmlMemory {
    unsigned long long total, free, used;
};

struct Nvml {
    void* library = nullptr;
    NvmlReturn (*init)() = nullptr;
    NvmlReturn (*shutdown)() = nullptr;
    NvmlReturn (*count)(unsigned*) = nullptr;
    NvmlReturn (*handle)(unsigned, NvmlDevice*) = nullptr;
    NvmlReturn (*name)(NvmlDevice, char*, unsigned) = nullptr;
    NvmlReturn (*memory)(NvmlDevice, NvmlMemory*) = nullptr;
    NvmlReturn (*capability)(NvmlDevice, int*, int*) = nullptr;
    NvmlReturn (*driverVersion)(char*, unsigned) = nullptr;

    template <class F>
    bool bind(F& f, const char* symbol) {
        f = reinterpret_cast<F>(dlsym(library, symbol));
        return f != nullptr;
    }
    bool open() {
        library = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
        return library && bind(init, "nvmlInit_v2") && bind(shutdown, "nvmlShutdown") &&
               bind(count, "nvmlDeviceGetCount_v2") && bind(handle, "nvmlDeviceGetHandleByIndex_v2") &&
               bind(name, "nvmlDeviceGetName") && bind(memory, "nvmlDeviceGetMemoryInfo") &&
               bind(capability, "nvmlDeviceGetCudaComputeCapability") &&
               bind(driverVersion, "nvmlSystemGetDriverVersion");
    }
    ~Nvml() {
        if (library) dlclose(library);
    }
};

bool gpuHidden() {
    const char* off = std::getenv("STRATA_NO_CUDA");
    return off && *off && std::string(off) != "0";
}

}  // namespace

GpuInventory gpuInventory() {
    GpuInventory out;
    if (gpuHidden()) {
        out.reason = "the GPU is disabled by STRATA_NO_CUDA";
        return out;
    }
    Nvml nvml;
    if (!nvml.open()) {
        out.reason = "no NVIDIA driver (libnvidia-ml.so.1 not found)";
        return out;
    }
    if (nvml.init() != 0) {
        out.reason = "the NVIDIA driver did not answer (nvmlInit failed)";
        return out;
    }
    char text[96] = {};
    if (nvml.driverVersion(text, sizeof text) == 0) out.driverVersion = text;
    unsigned count = 0;
    if (nvml.count(&count) != 0) count = 0;
    for (unsigned i = 0; i < count; ++i) {
        NvmlDevice device = nullptr;
        if (nvml.handle(i, &device) != 0) continue;
        GpuDevice d;
        d.index = int(i);
        if (nvml.name(device, text, sizeof text) == 0) d.name = text;
        NvmlMemory memory{};
        if (nvml.memory(device, &memory) == 0) {
            d.totalBytes = memory.total;
            d.freeBytes = memory.free;
        }
        nvml.capability(device, &d.computeMajor, &d.computeMinor);
        out.devices.push_back(d);
    }
    nvml.shutdown();
    if (out.devices.empty()) out.reason = "no NVIDIA GPU found";
    return out;
}

}  // namespace strata
