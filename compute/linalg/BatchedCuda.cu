// The "batched-linalg" engine of the CUDA plugin: Batched.h's operations on device pointers,
// by our warp-per-matrix kernels (BatchedKernels.cuh) or the vendor's batched routines
// (BatchedVendor.cuh); host arrays are staged through device buffers around the same code.
#include <algorithm>
#include <type_traits>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "linalg/BatchedKernels.cuh"
#include "linalg/BatchedVendor.cuh"
#include "linalg/CudaEvent.cuh"
#include "linalg/SegmentKernels.cuh"
#include "strata/core/Error.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg {
namespace {

using device::ComplexFloat;
using device::RealT;

unsigned blocksFor(std::size_t count, unsigned threads) {
    return unsigned(std::max<std::size_t>(1, (count + threads - 1) / threads));
}

std::size_t sharedLimit() {
    int device = 0, bytes = 0;
    STRATA_CUDA_CHECK(cudaGetDevice(&device));
    STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&bytes, cudaDevAttrMaxSharedMemoryPerBlockOptin, device));
    return std::size_t(bytes);
}

// Launches `kernel` with one warp per matrix: up to 8 warps a block while they fit in 48 KiB (so
// that several blocks share a multiprocessor), else one warp with the warp's shared memory.
template <class Kernel, class... Args>
void launchWarps(Kernel kernel, std::size_t bytesPerWarp, std::size_t batch, Args... args) {
    bytesPerWarp = kernels::alignUp(bytesPerWarp);
    if (bytesPerWarp > sharedLimit())
        throw ValidationError("linalg", "nrhs",
                              "the matrix and right-hand sides need " + std::to_string(bytesPerWarp >> 10) +
                                  " KiB of shared memory, more than the GPU's " + std::to_string(sharedLimit() >> 10) +
                                  " KiB: solve fewer right-hand sides at a time");
    const std::size_t warps = std::clamp<std::size_t>((48u << 10) / bytesPerWarp, 1, 8);
    const std::size_t bytes = warps * bytesPerWarp;
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(bytes)));
    const std::size_t blocks = std::min<std::size_t>((batch + warps - 1) / warps, 1u << 20);
    kernel<<<unsigned(blocks), unsigned(32 * warps), bytes>>>(args..., bytesPerWarp);
    STRATA_CUDA_CHECK_LAUNCH();
}

// Calls f with the segment width (lanes per matrix) of the lane-per-row kernels for n <= 32.
template <class F>
void withSegmentWidth(int n, F f) {
    if (n <= 4)
        f(std::integral_constant<int, 4>{});
    else if (n <= 8)
        f(std::integral_constant<int, 8>{});
    else if (n <= 16)
        f(std::integral_constant<int, 16>{});
    else
        f(std::integral_constant<int, 32>{});
}

template <int S, class Kernel, class... Args>
void launchSegments(Kernel kernel, std::size_t batch, Args... args) {
    constexpr unsigned kThreads = 128;
    const std::size_t blocks = std::min<std::size_t>((batch * S + kThreads - 1) / kThreads, 1u << 20);
    kernel<<<unsigned(blocks), kThreads>>>(args...);
    STRATA_CUDA_CHECK_LAUNCH();
}

// Pointer arrays for the vendor routines, over a contiguous batch.
template <class T>
cuda::DeviceBuffer<T*> pointersTo(T* base, std::size_t stride, std::size_t batch) {
    cuda::DeviceBuffer<T*> pointers(batch);
    vendor::pointerArray<<<blocksFor(batch, 256), 256>>>(base, stride, batch, pointers.data());
    STRATA_CUDA_CHECK_LAUNCH();
    return pointers;
}

template <class T>
class DevicePath {
public:
    DevicePath(const BatchedCall& call, const BatchedOptions& options)
        : c_(call), options_(options), m_(call.m), n_(call.n), batch_(call.batch) {
        out_.status = call.status;
        out_.condition = call.condition;
        out_.conditionLimit = options.conditionLimit > 0 ? options.conditionLimit : defaultConditionLimit(call.type);
    }

    void run(Implementation implementation) {
        if (implementation == Implementation::Own)
            runOwn();
        else
            runVendor();
    }

private:
    T* a() const { return static_cast<T*>(c_.a); }
    T* b() const { return static_cast<T*>(c_.b); }
    std::size_t mn() const { return std::size_t(m_) * std::size_t(n_); }
    std::size_t nn() const { return std::size_t(n_) * std::size_t(n_); }

    // LU and Cholesky for n <= 32: a segment of lanes per matrix, rows in registers.
    void runSegments() {
        withSegmentWidth(n_, [&](auto width) {
            constexpr int S = decltype(width)::value;
            const T* factors = a();
            switch (c_.operation) {
                case Operation::LuFactor:
                    launchSegments<S>(segment::luFactorKernel<T, S>, batch_, a(), c_.pivots, n_, batch_, out_);
                    break;
                case Operation::LuSolve:
                    launchSegments<S>(segment::luSolveKernel<T, S>, batch_, factors,
                                      static_cast<const int*>(c_.pivots), b(), n_, c_.nrhs, batch_, out_);
                    break;
                case Operation::CholeskyFactor:
                    launchSegments<S>(segment::choleskyFactorKernel<T, S>, batch_, a(), n_, batch_, out_);
                    break;
                default:
                    launchSegments<S>(segment::choleskySolveKernel<T, S>, batch_, factors, b(), n_, c_.nrhs, batch_,
                                      out_);
            }
        });
    }

    void runOwn() {
        using namespace kernels;
        const bool luOrCholesky = c_.operation == Operation::LuFactor || c_.operation == Operation::LuSolve ||
                                  c_.operation == Operation::CholeskyFactor ||
                                  c_.operation == Operation::CholeskySolve;
        if (luOrCholesky && n_ <= segment::kLargest) {
            runSegments();
            return;
        }
        const std::size_t matrix = std::size_t(sharedLd(m_)) * std::size_t(n_) * sizeof(T);
        switch (c_.operation) {
            case Operation::LuFactor:
                launchWarps(luFactorKernel<T>, matrix, batch_, a(), c_.pivots, n_, batch_, out_);
                break;
            case Operation::LuSolve:
                launchWarps(factorSolveKernel<T, false>, alignUp(matrix) + std::size_t(n_) * sizeof(T), batch_,
                            static_cast<const T*>(a()), static_cast<const int*>(c_.pivots), b(), n_, c_.nrhs, batch_,
                            out_);
                break;
            case Operation::CholeskyFactor:
                launchWarps(choleskyFactorKernel<T>, matrix, batch_, a(), n_, batch_, out_);
                break;
            case Operation::CholeskySolve:
                launchWarps(factorSolveKernel<T, true>, alignUp(matrix) + std::size_t(n_) * sizeof(T), batch_,
                            static_cast<const T*>(a()), static_cast<const int*>(nullptr), b(), n_, c_.nrhs, batch_,
                            out_);
                break;
            case Operation::QrFactor:
                launchWarps(qrFactorKernel<T>, qrRhsOffset<T>(m_, n_), batch_, static_cast<const T*>(a()),
                            static_cast<T*>(c_.q), static_cast<T*>(c_.r), m_, n_, batch_, out_);
                break;
            case Operation::LeastSquares:
                launchWarps(leastSquaresKernel<T>,
                            qrRhsOffset<T>(m_, n_) + std::size_t(m_) * std::size_t(c_.nrhs) * sizeof(T), batch_,
                            static_cast<const T*>(a()), b(), m_, n_, c_.nrhs, batch_, out_);
                break;
            case Operation::Svd: {
                cuda::DeviceBuffer<T> vWork(batch_ * nn());
                launchWarps(svdKernel<T>, svdRhsOffset<T>(m_, n_), batch_, static_cast<const T*>(a()),
                            static_cast<RealT<T>*>(c_.r), static_cast<T*>(c_.q), static_cast<T*>(c_.v), vWork.data(),
                            m_, n_, batch_, options_.maxSweeps, out_);
                STRATA_CUDA_CHECK(cudaDeviceSynchronize());  // vWork is freed on return
                break;
            }
            case Operation::PseudoInverseSolve: {
                cuda::DeviceBuffer<T> vWork(batch_ * nn());
                const double threshold =
                    options_.pinvRelativeThreshold > 0
                        ? options_.pinvRelativeThreshold
                        : double(m_) * (c_.type == ScalarType::Double ? 2.220446049250313e-16 : 1.1920929e-07);
                launchWarps(pinvSolveKernel<T>,
                            svdRhsOffset<T>(m_, n_) + (std::size_t(m_) + std::size_t(n_)) * sizeof(T), batch_,
                            static_cast<const T*>(a()), b(), vWork.data(), m_, n_, c_.nrhs, batch_, options_.maxSweeps,
                            threshold, out_);
                STRATA_CUDA_CHECK(cudaDeviceSynchronize());
                break;
            }
            case Operation::LdltSolve:
                throw ValidationError("linalg", "operation", "LDL^T has no GPU kernel yet; use cpu::ldltSolve");
        }
    }

    void statusAfterVendor(T* factor, int rows, const int* info, T* nanTarget, std::size_t nanCount, bool zeroUpper,
                           int kind) {
        vendor::vendorStatusKernel<<<blocksFor(batch_, 128), 128>>>(factor, rows, n_, info, nanTarget, nanCount,
                                                                    zeroUpper, kind, batch_, out_);
        STRATA_CUDA_CHECK_LAUNCH();
    }

    void runVendor() {
        const int batch = int(batch_);
        cuda::DeviceBuffer<int> info(batch_);
        STRATA_CUDA_CHECK(cudaMemset(info.data(), 0, batch_ * sizeof(int)));
        switch (c_.operation) {
            case Operation::LuFactor: {
                auto pa = pointersTo(a(), nn(), batch_);
                vendor::getrf(n_, pa.data(), c_.pivots, info.data(), batch);
                statusAfterVendor(a(), n_, info.data(), nullptr, 0, false, 0);
                break;
            }
            case Operation::LuSolve: {
                auto pa = pointersTo(a(), nn(), batch_);
                auto pb = pointersTo(b(), std::size_t(n_) * std::size_t(c_.nrhs), batch_);
                vendor::getrs(n_, c_.nrhs, pa.data(), c_.pivots, pb.data(), batch);
                statusAfterVendor(a(), n_, nullptr, b(), std::size_t(n_) * std::size_t(c_.nrhs), false, 0);
                break;
            }
            case Operation::CholeskyFactor: {
                auto pa = pointersTo(a(), nn(), batch_);
                vendor::potrf(n_, pa.data(), info.data(), batch);
                statusAfterVendor(a(), n_, info.data(), a(), nn(), true, 1);
                break;
            }
            case Operation::CholeskySolve: {
                auto pa = pointersTo(a(), nn(), batch_);
                auto pb = pointersTo(b(), std::size_t(n_), batch_);
                vendor::potrs(n_, pa.data(), pb.data(), info.data(), batch);
                statusAfterVendor(a(), n_, nullptr, b(), std::size_t(n_), false, 1);
                break;
            }
            case Operation::LeastSquares: {
                cuda::DeviceBuffer<T> factor(batch_ * mn());  // gels overwrites A with its QR factors
                STRATA_CUDA_CHECK(cudaMemcpy(factor.data(), a(), batch_ * mn() * sizeof(T), cudaMemcpyDeviceToDevice));
                auto pa = pointersTo(factor.data(), mn(), batch_);
                auto pb = pointersTo(b(), std::size_t(m_) * std::size_t(c_.nrhs), batch_);
                vendor::gels(m_, n_, c_.nrhs, pa.data(), pb.data(), info.data(), batch);
                statusAfterVendor(factor.data(), m_, info.data(), b(), std::size_t(m_) * std::size_t(c_.nrhs), false,
                                  2);
                STRATA_CUDA_CHECK(cudaDeviceSynchronize());
                break;
            }
            case Operation::Svd: {
                cuda::DeviceBuffer<T> copy(batch_ * nn());  // gesvdj overwrites A
                STRATA_CUDA_CHECK(cudaMemcpy(copy.data(), a(), batch_ * nn() * sizeof(T), cudaMemcpyDeviceToDevice));
                cuda::GesvdjParameters params;
                STRATA_CUSOLVER_CHECK(cusolverDnXgesvdjSetSortEig(params.get(), 1));
                STRATA_CUSOLVER_CHECK(cusolverDnXgesvdjSetMaxSweeps(params.get(), options_.maxSweeps));
                auto* s = static_cast<RealT<T>*>(c_.r);
                auto* u = static_cast<T*>(c_.q);
                auto* v = static_cast<T*>(c_.v);
                const int lwork = vendor::gesvdjWorkspace(n_, copy.data(), s, u, v, params.get(), batch);
                cuda::DeviceBuffer<T> work(std::size_t(std::max(lwork, 1)));
                vendor::gesvdj(n_, copy.data(), s, u, v, work.data(), lwork, info.data(), params.get(), batch);
                vendor::svdStatusKernel<<<blocksFor(batch_, 128), 128>>>(s, u, v, n_, info.data(), batch_, out_);
                STRATA_CUDA_CHECK_LAUNCH();
                STRATA_CUDA_CHECK(cudaDeviceSynchronize());
                break;
            }
            default:
                throw ValidationError("linalg", "implementation",
                                      "no vendor routine for " + toString(c_.operation) + "; use the own kernels");
        }
        STRATA_CUDA_CHECK(cudaDeviceSynchronize());  // the pointer arrays and info are freed on return
    }

    const BatchedCall& c_;
    const BatchedOptions& options_;
    kernels::StatusOut out_{};
    int m_, n_;
    std::size_t batch_;
};

// Host arrays copied to the device for the call and back after it.
class Staging {
public:
    void* stage(void* host, std::size_t bytes, bool upload) {
        if (host == nullptr || bytes == 0) return nullptr;
        buffers_.emplace_back(bytes);
        entries_.push_back({host, bytes});
        if (upload) STRATA_CUDA_CHECK(cudaMemcpy(buffers_.back().data(), host, bytes, cudaMemcpyHostToDevice));
        return buffers_.back().data();
    }
    void downloadAll() {
        for (std::size_t i = 0; i < entries_.size(); ++i)
            STRATA_CUDA_CHECK(
                cudaMemcpy(entries_[i].host, buffers_[i].data(), entries_[i].bytes, cudaMemcpyDeviceToHost));
    }

private:
    struct Entry {
        void* host;
        std::size_t bytes;
    };
    std::vector<cuda::DeviceBuffer<unsigned char>> buffers_;
    std::vector<Entry> entries_;
};

class BatchedCuda final : public BatchedCudaEngine {
public:
    Implementation run(const BatchedCall& call, const BatchedOptions& options, BatchedTimings& timings) override {
        checkShape(call.operation, call.m, call.n, call.nrhs);
        const Implementation implementation = resolve(call, options);
        if (call.batch == 0) return implementation;
        switch (call.type) {
            case ScalarType::Float: runTyped<float>(call, options, implementation, timings); break;
            case ScalarType::Double: runTyped<double>(call, options, implementation, timings); break;
            case ScalarType::ComplexFloat: runTyped<ComplexFloat>(call, options, implementation, timings); break;
        }
        return implementation;
    }

private:
    static Implementation resolve(const BatchedCall& call, const BatchedOptions& options) {
        const bool vendorFits = vendorSupports(call.operation, call.type, call.m, call.n, call.nrhs);
        if (options.implementation == Implementation::Vendor && !vendorFits)
            throw ValidationError("linalg", "implementation",
                                  "the vendor has no batched " + toString(call.operation) + " for m " +
                                      std::to_string(call.m) + ", n " + std::to_string(call.n) + ", nrhs " +
                                      std::to_string(call.nrhs));
        if (options.implementation != Implementation::Auto) return options.implementation;
        const Implementation choice = chooseImplementation(call.operation, call.type, call.n);
        return choice == Implementation::Vendor && !vendorFits ? Implementation::Own : choice;
    }

    template <class T>
    static void runTyped(const BatchedCall& call, const BatchedOptions& options, Implementation implementation,
                         BatchedTimings& timings) {
        cuda::CudaEvent start, computed, staged, finished;
        if (call.deviceMemory) {
            start.record();
            DevicePath<T>(call, options).run(implementation);
            computed.record();
            computed.synchronize();
            timings.computeMs = start.elapsedTo(computed);
            return;
        }
        const std::size_t m = std::size_t(call.m), n = std::size_t(call.n), batch = call.batch;
        const std::size_t rhs = m * std::size_t(call.nrhs);
        const Operation op = call.operation;
        const bool factorInPlace = op == Operation::LuFactor || op == Operation::CholeskyFactor;
        Staging inputs, outputs;
        BatchedCall d = call;
        d.deviceMemory = true;
        start.record();
        if (factorInPlace)
            d.a = outputs.stage(call.a, batch * m * n * sizeof(T), true);
        else
            d.a = inputs.stage(call.a, batch * m * n * sizeof(T), true);
        if (op == Operation::LuFactor)
            d.pivots = static_cast<int*>(outputs.stage(call.pivots, batch * n * sizeof(int), false));
        if (op == Operation::LuSolve)
            d.pivots = static_cast<int*>(inputs.stage(call.pivots, batch * n * sizeof(int), true));
        if (call.b != nullptr) d.b = outputs.stage(call.b, batch * rhs * sizeof(T), true);
        if (op == Operation::QrFactor) {
            d.q = outputs.stage(call.q, batch * m * m * sizeof(T), false);
            d.r = outputs.stage(call.r, batch * m * n * sizeof(T), false);
        }
        if (op == Operation::Svd) {
            d.q = outputs.stage(call.q, batch * m * n * sizeof(T), false);
            d.r = outputs.stage(call.r, batch * n * sizeof(RealT<T>), false);
            d.v = outputs.stage(call.v, batch * n * n * sizeof(T), false);
        }
        d.status = static_cast<MatrixStatus*>(outputs.stage(call.status, batch * sizeof(MatrixStatus), false));
        d.condition = static_cast<double*>(outputs.stage(call.condition, batch * sizeof(double), false));
        staged.record();
        DevicePath<T>(d, options).run(implementation);
        computed.record();
        outputs.downloadAll();
        finished.record();
        finished.synchronize();
        timings.uploadMs = start.elapsedTo(staged);
        timings.computeMs = staged.elapsedTo(computed);
        timings.downloadMs = computed.elapsedTo(finished);
    }
};

}  // namespace
}  // namespace strata::linalg

STRATA_CUDA_ENGINE("batched-linalg", strata::linalg::BatchedCudaEngine, strata::linalg::BatchedCuda);
