#pragma once
// cuBLAS for the plugin: one handle per thread (cuBLAS handles are not to be shared between
// host threads), errors thrown as GpuError naming the call, and the batched LU routines
// overloaded on float and double.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <string>

#include "CudaCheck.h"

namespace strata::cuda {

[[noreturn]] inline void throwCublasError(cublasStatus_t status, const char* call) {
    throw GpuError(std::string(call) + " failed: cuBLAS status " + std::to_string(int(status)));
}

#define STRATA_CUBLAS_CHECK(call)                                                   \
    do {                                                                            \
        const cublasStatus_t strata_cublas_status_ = (call);                        \
        if (strata_cublas_status_ != CUBLAS_STATUS_SUCCESS)                         \
            ::strata::cuda::throwCublasError(strata_cublas_status_, #call);         \
    } while (0)

class CublasHandle {
public:
    static CublasHandle& instance() {
        thread_local CublasHandle handle;
        return handle;
    }
    CublasHandle(const CublasHandle&) = delete;
    CublasHandle& operator=(const CublasHandle&) = delete;
    ~CublasHandle() {
        if (handle_) cublasDestroy(handle_);
    }
    cublasHandle_t get() const noexcept { return handle_; }
    void setStream(cudaStream_t stream) { STRATA_CUBLAS_CHECK(cublasSetStream(handle_, stream)); }

    void getrfBatched(int n, float** a, int lda, int* pivots, int* info, int batch) {
        STRATA_CUBLAS_CHECK(cublasSgetrfBatched(handle_, n, a, lda, pivots, info, batch));
    }
    void getrfBatched(int n, double** a, int lda, int* pivots, int* info, int batch) {
        STRATA_CUBLAS_CHECK(cublasDgetrfBatched(handle_, n, a, lda, pivots, info, batch));
    }
    void getrsBatched(int n, int nrhs, float** a, int lda, const int* pivots, float** b, int ldb, int* info, int batch) {
        STRATA_CUBLAS_CHECK(cublasSgetrsBatched(handle_, CUBLAS_OP_N, n, nrhs, a, lda, pivots, b, ldb, info, batch));
    }
    void getrsBatched(int n, int nrhs, double** a, int lda, const int* pivots, double** b, int ldb, int* info,
                      int batch) {
        STRATA_CUBLAS_CHECK(cublasDgetrsBatched(handle_, CUBLAS_OP_N, n, nrhs, a, lda, pivots, b, ldb, info, batch));
    }

private:
    CublasHandle() { STRATA_CUBLAS_CHECK(cublasCreate(&handle_)); }
    cublasHandle_t handle_ = nullptr;
};

}  // namespace strata::cuda
