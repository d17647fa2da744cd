#pragma once
// The C entry points of libstrata_cuda.so, shared by the loader (core/Backend.cpp) and the plugin.
// Plain C types only: the plugin may be built by another compiler version than the host.
extern "C" {

struct StrataGpuDeviceC {
    char name[256];
    unsigned long long totalBytes;
    unsigned long long freeBytes;
    int computeMajor;
    int computeMinor;
    int multiprocessors;
};

// Must equal the loader's STRATA_VERSION: a plugin from another build is refused.
const char* strata_cuda_build_id();
// Fills up to `capacity` devices; returns their number, or -1 with a message in `error`.
int strata_cuda_query(StrataGpuDeviceC* devices, int capacity, char* error, int errorCapacity);
// The engine registered under `name`, or nullptr.
void* strata_cuda_engine(const char* name);
}
