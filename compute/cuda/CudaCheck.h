#pragma once
// CUDA error handling and device memory for the plugin's .cu files. Every runtime call is
// wrapped so that a failure throws strata::GpuError naming the file, line and call.
#include <cuda_runtime.h>

#include <cstddef>
#include <string>
#include <utility>

#include "strata/core/Error.h"

namespace strata::cuda {

[[noreturn]] void throwCudaError(cudaError_t code, const char* call, const char* file, int line);

// Free device memory minus a safety margin, for sizing chunks.
std::size_t usableDeviceMemory(double fraction = 0.8);

template <class T>
class DeviceBuffer {
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(std::size_t count) { resize(count); }
    ~DeviceBuffer() { release(); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept : ptr_(std::exchange(o.ptr_, nullptr)), size_(std::exchange(o.size_, 0)) {}
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept {
        if (this != &o) {
            release();
            ptr_ = std::exchange(o.ptr_, nullptr);
            size_ = std::exchange(o.size_, 0);
        }
        return *this;
    }

    void resize(std::size_t count);  // discards contents
    void upload(const T* host, std::size_t count, cudaStream_t stream = nullptr);
    void download(T* host, std::size_t count, cudaStream_t stream = nullptr) const;
    T* data() noexcept { return ptr_; }
    const T* data() const noexcept { return ptr_; }
    std::size_t size() const noexcept { return size_; }

private:
    void release() noexcept {
        if (ptr_) cudaFree(ptr_);
        ptr_ = nullptr;
        size_ = 0;
    }
    T* ptr_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace strata::cuda

#define STRATA_CUDA_CHECK(call)                                                         \
    do {                                                                                \
        cudaError_t strata_cuda_status_ = (call);                                       \
        if (strata_cuda_status_ != cudaSuccess)                                         \
            ::strata::cuda::throwCudaError(strata_cuda_status_, #call, __FILE__, __LINE__); \
    } while (0)

// Checks the last kernel launch.
#define STRATA_CUDA_CHECK_LAUNCH() STRATA_CUDA_CHECK(cudaGetLastError())

namespace strata::cuda {

template <class T>
void DeviceBuffer<T>::resize(std::size_t count) {
    if (count == size_) return;
    release();
    if (count == 0) return;
    cudaError_t status = cudaMalloc(reinterpret_cast<void**>(&ptr_), count * sizeof(T));
    if (status == cudaErrorMemoryAllocation) {
        cudaGetLastError();
        ptr_ = nullptr;
        throw GpuError("out of GPU memory allocating " + std::to_string(count * sizeof(T) >> 20) +
                       " MiB; free: " + std::to_string(usableDeviceMemory(1.0) >> 20) + " MiB");
    }
    STRATA_CUDA_CHECK(status);
    size_ = count;
}

template <class T>
void DeviceBuffer<T>::upload(const T* host, std::size_t count, cudaStream_t stream) {
    if (count > size_) resize(count);
    STRATA_CUDA_CHECK(cudaMemcpyAsync(ptr_, host, count * sizeof(T), cudaMemcpyHostToDevice, stream));
}

template <class T>
void DeviceBuffer<T>::download(T* host, std::size_t count, cudaStream_t stream) const {
    STRATA_CUDA_CHECK(cudaMemcpyAsync(host, ptr_, count * sizeof(T), cudaMemcpyDeviceToHost, stream));
    STRATA_CUDA_CHECK(cudaStreamSynchronize(stream));
}

}  // namespace strata::cuda
