// Batched small dense solves on the GPU: a warp-per-matrix Cholesky kernel of our own and
// cuBLAS's batched LU, behind strata::linalg::CudaEngine ("linalg").
#include <cublas_v2.h>

#include <cmath>
#include <limits>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "linalg/CublasHandle.cuh"
#include "linalg/CudaEvent.cuh"
#include "linalg/WarpCholesky.cuh"
#include "strata/linalg/BatchedSolve.h"

namespace strata::linalg {
namespace {

template <class Real>
__global__ void warpCholeskySolveKernel(const Real* matrices, Real* rhs, int n, std::size_t batch, int* failed) {
    extern __shared__ unsigned char shared[];
    const int ld = n | 1;
    const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
    const int warpsPerBlock = blockDim.x / 32;
    Real* a = reinterpret_cast<Real*>(shared) + std::size_t(warp) * std::size_t(ld * n + n);
    Real* b = a + ld * n;
    for (std::size_t k = std::size_t(blockIdx.x) * warpsPerBlock + warp; k < batch;
         k += std::size_t(gridDim.x) * warpsPerBlock) {
        const Real* src = matrices + k * std::size_t(n) * std::size_t(n);
        for (int e = lane; e < n * n; e += 32) a[(e % n) + (e / n) * ld] = src[e];
        for (int i = lane; i < n; i += 32) b[i] = rhs[k * std::size_t(n) + std::size_t(i)];
        __syncwarp();
        const bool ok = device::warpCholesky(a, n, ld, Real(0));
        if (ok) {
            device::warpForward(a, n, ld, b, n, 1);
            device::warpBackward(a, n, ld, b);
        }
        for (int i = lane; i < n; i += 32)
            rhs[k * std::size_t(n) + std::size_t(i)] = ok ? b[i] : std::numeric_limits<Real>::quiet_NaN();
        if (!ok && lane == 0) atomicAdd(failed, 1);
        __syncwarp();
    }
}

template <class Real>
__global__ void pointerArrays(Real* matrices, Real* rhs, int n, std::size_t batch, Real** a, Real** b) {
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k >= batch) return;
    a[k] = matrices + k * std::size_t(n) * std::size_t(n);
    b[k] = rhs + k * std::size_t(n);
}

template <class Real>
__global__ void markFailed(const int* info, Real* rhs, int n, std::size_t batch, int* failed) {
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k >= batch || info[k] == 0) return;
    for (int i = 0; i < n; ++i) rhs[k * std::size_t(n) + std::size_t(i)] = std::numeric_limits<Real>::quiet_NaN();
    atomicAdd(failed, 1);
}

class BatchedSolveCuda final : public CudaEngine {
public:
    BatchedSolveTimings solveBatched(BatchedMethod method, int n, std::size_t batch, const float* matrices,
                                     float* rhs) override {
        return run(method, n, batch, matrices, rhs);
    }
    BatchedSolveTimings solveBatched(BatchedMethod method, int n, std::size_t batch, const double* matrices,
                                     double* rhs) override {
        return run(method, n, batch, matrices, rhs);
    }

private:
    template <class Real>
    BatchedSolveTimings run(BatchedMethod method, int n, std::size_t batch, const Real* matrices, Real* rhs) {
        BatchedSolveTimings t;
        if (batch == 0 || n <= 0) return t;
        cuda::DeviceBuffer<Real> a(batch * std::size_t(n) * std::size_t(n)), b(batch * std::size_t(n));
        cuda::DeviceBuffer<int> failed(1);
        cuda::CudaEvent e0, e1, e2, e3;
        e0.record();
        a.upload(matrices, a.size());
        b.upload(rhs, b.size());
        STRATA_CUDA_CHECK(cudaMemset(failed.data(), 0, sizeof(int)));
        e1.record();
        if (method == BatchedMethod::WarpCholesky) {
            const int ld = n | 1;
            const std::size_t perWarp = std::size_t(ld * n + n) * sizeof(Real);
            const int warps = int(std::max<std::size_t>(1, std::min<std::size_t>(8, (96u << 10) / perWarp)));
            STRATA_CUDA_CHECK(cudaFuncSetAttribute(warpCholeskySolveKernel<Real>,
                                                   cudaFuncAttributeMaxDynamicSharedMemorySize, int(perWarp * warps)));
            const std::size_t blocks = std::min<std::size_t>((batch + warps - 1) / warps, 1u << 20);
            warpCholeskySolveKernel<Real><<<unsigned(blocks), unsigned(32 * warps), perWarp * warps>>>(
                a.data(), b.data(), n, batch, failed.data());
            STRATA_CUDA_CHECK_LAUNCH();
        } else {
            cuda::DeviceBuffer<Real*> pa(batch), pb(batch);
            cuda::DeviceBuffer<int> pivots(batch * std::size_t(n)), info(batch);
            const unsigned blocks = unsigned((batch + 255) / 256);
            pointerArrays<<<blocks, 256>>>(a.data(), b.data(), n, batch, pa.data(), pb.data());
            STRATA_CUDA_CHECK_LAUNCH();
            cuda::CublasHandle& handle = cuda::CublasHandle::instance();
            handle.getrfBatched(n, pa.data(), n, pivots.data(), info.data(), int(batch));
            int hostInfo = 0;
            handle.getrsBatched(n, 1, pa.data(), n, pivots.data(), pb.data(), n, &hostInfo, int(batch));
            markFailed<<<blocks, 256>>>(info.data(), b.data(), n, batch, failed.data());
            STRATA_CUDA_CHECK_LAUNCH();
        }
        e2.record();
        b.download(rhs, b.size());
        int nFailed = 0;
        failed.download(&nFailed, 1);
        e3.record();
        e3.synchronize();
        t.uploadMs = e0.elapsedTo(e1);
        t.solveMs = e1.elapsedTo(e2);
        t.downloadMs = e2.elapsedTo(e3);
        t.failed = std::size_t(nFailed);
        return t;
    }
};

}  // namespace
}  // namespace strata::linalg

STRATA_CUDA_ENGINE("linalg", strata::linalg::CudaEngine, strata::linalg::BatchedSolveCuda);
