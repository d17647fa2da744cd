#pragma once
#include <cuda_runtime.h>

#include "CudaCheck.h"

namespace strata::cuda {

// CUDA events for timing, destroyed with their owner.
class CudaEvent {
public:
    CudaEvent() { STRATA_CUDA_CHECK(cudaEventCreate(&event_)); }
    ~CudaEvent() { cudaEventDestroy(event_); }
    CudaEvent(const CudaEvent&) = delete;
    CudaEvent& operator=(const CudaEvent&) = delete;
    void record(cudaStream_t stream = nullptr) { STRATA_CUDA_CHECK(cudaEventRecord(event_, stream)); }
    void synchronize() { STRATA_CUDA_CHECK(cudaEventSynchronize(event_)); }
    float elapsedTo(const CudaEvent& later) const {
        float ms = 0;
        STRATA_CUDA_CHECK(cudaEventElapsedTime(&ms, event_, later.event_));
        return ms;
    }

private:
    cudaEvent_t event_ = nullptr;
};

}  // namespace strata::cuda
