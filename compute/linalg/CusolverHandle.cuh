#pragma once
// cuSOLVER for the plugin: one dense handle per host thread (as CublasHandle), errors thrown as
// GpuError naming the call.
#include <cusolverDn.h>

#include <string>

#include "CudaCheck.h"

namespace strata::cuda {

[[noreturn]] inline void throwCusolverError(cusolverStatus_t status, const char* call) {
    throw GpuError(std::string(call) + " failed: cuSOLVER status " + std::to_string(int(status)));
}

#define STRATA_CUSOLVER_CHECK(call)                                             \
    do {                                                                        \
        const cusolverStatus_t strata_cusolver_status_ = (call);                \
        if (strata_cusolver_status_ != CUSOLVER_STATUS_SUCCESS)                 \
            ::strata::cuda::throwCusolverError(strata_cusolver_status_, #call); \
    } while (0)

class CusolverHandle {
public:
    static CusolverHandle& instance() {
        thread_local CusolverHandle handle;
        return handle;
    }
    CusolverHandle(const CusolverHandle&) = delete;
    CusolverHandle& operator=(const CusolverHandle&) = delete;
    ~CusolverHandle() {
        if (handle_) cusolverDnDestroy(handle_);
    }
    cusolverDnHandle_t get() const noexcept { return handle_; }

private:
    CusolverHandle() { STRATA_CUSOLVER_CHECK(cusolverDnCreate(&handle_)); }
    cusolverDnHandle_t handle_ = nullptr;
};

// The parameters of gesvdj (tolerance, sweeps, sorting), destroyed with their owner.
class GesvdjParameters {
public:
    GesvdjParameters() { STRATA_CUSOLVER_CHECK(cusolverDnCreateGesvdjInfo(&info_)); }
    ~GesvdjParameters() { cusolverDnDestroyGesvdjInfo(info_); }
    GesvdjParameters(const GesvdjParameters&) = delete;
    GesvdjParameters& operator=(const GesvdjParameters&) = delete;
    gesvdjInfo_t get() const noexcept { return info_; }

private:
    gesvdjInfo_t info_ = nullptr;
};

}  // namespace strata::cuda
