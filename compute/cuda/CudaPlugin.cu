// Entry points of libstrata_cuda.so (see CudaPluginAbi.h) and the engine registry.
#include <cstdio>
#include <cstring>
#include <map>
#include <string>

#include "CudaCheck.h"
#include "CudaPluginAbi.h"
#include "EngineRegistry.h"
#include "strata/core/Version.h"

namespace strata::cuda {

namespace {
std::map<std::string, EngineFactory>& registry() {
    static std::map<std::string, EngineFactory> engines;
    return engines;
}
}  // namespace

EngineRegistration::EngineRegistration(const char* name, EngineFactory factory) { registry()[name] = factory; }

void* findEngine(const char* name) {
    auto it = registry().find(name);
    return it == registry().end() ? nullptr : it->second();
}

void throwCudaError(cudaError_t code, const char* call, const char* file, int line) {
    const char* base = std::strrchr(file, '/');
    throw GpuError(std::string(base ? base + 1 : file) + ":" + std::to_string(line) + ": " + call + " failed: " +
                   cudaGetErrorName(code) + " (" + cudaGetErrorString(code) + ")");
}

std::size_t usableDeviceMemory(double fraction) {
    std::size_t freeBytes = 0, totalBytes = 0;
    STRATA_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
    return std::size_t(double(freeBytes) * fraction);
}

}  // namespace strata::cuda

extern "C" {

const char* strata_cuda_build_id() { return STRATA_VERSION; }

int strata_cuda_query(StrataGpuDeviceC* devices, int capacity, char* error, int errorCapacity) {
    int count = 0;
    cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess) {
        std::snprintf(error, std::size_t(errorCapacity), "%s (%s)", cudaGetErrorString(status), cudaGetErrorName(status));
        cudaGetLastError();
        return -1;
    }
    for (int i = 0; i < count && i < capacity; ++i) {
        cudaDeviceProp prop{};
        if (cudaGetDeviceProperties(&prop, i) != cudaSuccess) continue;
        StrataGpuDeviceC& d = devices[i];
        std::snprintf(d.name, sizeof d.name, "%s", prop.name);
        d.totalBytes = prop.totalGlobalMem;
        d.computeMajor = prop.major;
        d.computeMinor = prop.minor;
        d.multiprocessors = prop.multiProcessorCount;
        std::size_t freeBytes = 0, totalBytes = 0;
        if (cudaSetDevice(i) == cudaSuccess && cudaMemGetInfo(&freeBytes, &totalBytes) == cudaSuccess)
            d.freeBytes = freeBytes;
    }
    if (count > 0) cudaSetDevice(0);
    return count < capacity ? count : capacity;
}

void* strata_cuda_engine(const char* name) { return strata::cuda::findEngine(name); }
}
