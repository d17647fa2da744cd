// The GPU path of GlobalStackKriging: per node, the covariances to all data and the dual sums
// of every surface in one fused kernel (data and weights tiled through shared memory), and the
// optional variance as a DGEMM of the covariance block with the inverse kriging matrix.
#include <cublas_v2.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "strata/core/Progress.h"
#include "strata/surfaces/StackKriging.h"
#include "surfaces/PlanarCovariance.h"

namespace strata::surfaces {

namespace {

constexpr int kBlock = 256;
constexpr int kTile = 128;           // data per shared-memory tile
constexpr int kMaxPassSurfaces = 16;  // surfaces per kernel pass (accumulators in registers)

#define STRATA_CUBLAS_CHECK(call)                                                              \
    do {                                                                                       \
        const cublasStatus_t strata_cublas_status_ = (call);                                   \
        if (strata_cublas_status_ != CUBLAS_STATUS_SUCCESS)                                    \
            throw GpuError(std::string("StackKrigingCuda.cu: ") + #call + " failed: cuBLAS status " + \
                           std::to_string(int(strata_cublas_status_)));                        \
    } while (0)

struct Lattice {
    unsigned long long nx;
    double x0, y0, dx, dy;  // centred origin
};

template <class Real>
__device__ inline void nodePosition(const Lattice& g, unsigned long long node, Real& x, Real& y) {
    const unsigned long long ix = node % g.nx, iy = node / g.nx;
    x = Real(g.x0 + double(ix) * g.dx);
    y = Real(g.y0 + double(iy) * g.dy);
}

// One thread per node; NH accumulators (surfaces of this pass, zero-padded weights).
template <class Real, int NH>
__global__ void __launch_bounds__(kBlock) dualSumsKernel(PlanarCovarianceT<Real> cov, const Real* __restrict__ dataXY,
                                                         const Real* __restrict__ weights, int n, int passSurfaces,
                                                         Lattice lattice, unsigned long long begin,
                                                         unsigned long long count, const Real* __restrict__ offsets,
                                                         float* __restrict__ out) {
    __shared__ Real sxy[2 * kTile];
    __shared__ Real sw[kTile * NH];
    const unsigned long long local = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    Real px = 0, py = 0;
    if (local < count) nodePosition(lattice, begin + local, px, py);
    Real acc[NH];
#pragma unroll
    for (int h = 0; h < NH; ++h) acc[h] = 0;
    for (int t0 = 0; t0 < n; t0 += kTile) {
        const int tile = min(kTile, n - t0);
        for (int j = threadIdx.x; j < 2 * tile; j += blockDim.x) sxy[j] = dataXY[2 * t0 + j];
        for (int j = threadIdx.x; j < tile * NH; j += blockDim.x) sw[j] = weights[t0 * NH + j];
        __syncthreads();
        for (int j = 0; j < tile; ++j) {
            const Real c = cov(px - sxy[2 * j], py - sxy[2 * j + 1]);
#pragma unroll
            for (int h = 0; h < NH; ++h) acc[h] += c * sw[j * NH + h];
        }
        __syncthreads();
    }
    if (local >= count) return;
#pragma unroll
    for (int h = 0; h < NH; ++h)
        if (h < passSurfaces) out[h * count + local] = float(acc[h] + weights[n * NH + h] + offsets[h]);
}

// Covariances of `count` nodes to the n data plus the unit column, column-major (ld = count).
__global__ void covarianceBlockKernel(PlanarCovarianceT<double> cov, const double* __restrict__ dataXY, int n,
                                      Lattice lattice, unsigned long long begin, unsigned long long count,
                                      double* __restrict__ block) {
    const unsigned long long local = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (local >= count) return;
    double px, py;
    nodePosition(lattice, begin + local, px, py);
    for (int i = 0; i < n; ++i) block[i * count + local] = cov(px - dataXY[2 * i], py - dataXY[2 * i + 1]);
    block[n * count + local] = 1.0;
}

__global__ void varianceKernel(const double* __restrict__ block, const double* __restrict__ product, int columns,
                               unsigned long long count, double sill, float* __restrict__ variance) {
    const unsigned long long local = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
    if (local >= count) return;
    double q = 0;
    for (int i = 0; i < columns; ++i) q += block[i * count + local] * product[i * count + local];
    variance[local] = float(fmax(0.0, sill - q));
}

int paddedSurfaces(int count) {
    for (int nh : {1, 2, 4, 8, 12, 16})
        if (count <= nh) return nh;
    return kMaxPassSurfaces;
}

class EventPair {
public:
    EventPair() {
        STRATA_CUDA_CHECK(cudaEventCreate(&start_));
        STRATA_CUDA_CHECK(cudaEventCreate(&stop_));
    }
    ~EventPair() {
        cudaEventDestroy(start_);
        cudaEventDestroy(stop_);
    }
    EventPair(const EventPair&) = delete;
    EventPair& operator=(const EventPair&) = delete;
    void begin() { STRATA_CUDA_CHECK(cudaEventRecord(start_)); }
    double end() {
        STRATA_CUDA_CHECK(cudaEventRecord(stop_));
        STRATA_CUDA_CHECK(cudaEventSynchronize(stop_));
        float ms = 0;
        STRATA_CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
        return ms;
    }

private:
    cudaEvent_t start_{}, stop_{};
};

// One pass of up to 16 surfaces: its zero-padded weights and offsets on the device.
template <class Real>
struct SurfacePass {
    int first = 0, count = 0, padded = 1;
    cuda::DeviceBuffer<Real> weights, offsets;
};

template <class Real>
void launchDualSums(const SurfacePass<Real>& pass, const PlanarCovarianceT<Real>& cov, const Real* dataXY, int n,
                    const Lattice& lattice, unsigned long long begin, unsigned long long count, float* out) {
    const unsigned blocks = unsigned((count + kBlock - 1) / kBlock);
#define STRATA_DUAL_CASE(NH)                                                                               \
    case NH:                                                                                               \
        dualSumsKernel<Real, NH><<<blocks, kBlock>>>(cov, dataXY, pass.weights.data(), n, pass.count, lattice, \
                                                      begin, count, pass.offsets.data(), out);             \
        break;
    switch (pass.padded) {
        STRATA_DUAL_CASE(1)
        STRATA_DUAL_CASE(2)
        STRATA_DUAL_CASE(4)
        STRATA_DUAL_CASE(8)
        STRATA_DUAL_CASE(12)
        STRATA_DUAL_CASE(16)
        default: throw GpuError("surfaces: bad surface pass width");
    }
#undef STRATA_DUAL_CASE
    STRATA_CUDA_CHECK_LAUNCH();
}

class StackKrigingCuda final : public CudaEngine {
public:
    ~StackKrigingCuda() override {
        if (blas_) cublasDestroy(blas_);
    }

    std::string unsupportedReason(const variogram::VariogramModel& model) const override {
        for (const auto& s : model.structures)
            if (s.type == variogram::StructureType::Matern) return "the Matern model has no GPU version";
        if (model.structures.size() > std::size_t(PlanarCovariance::kMaxStructures))
            return "more than " + std::to_string(PlanarCovariance::kMaxStructures) + " nested structures";
        return {};
    }

    StackKrigingTimings estimateGrid(const GpuStackInput& input, const GridSpec& grid, Precision precision,
                                     float* const* estimate, float* variance, const CancelToken* cancel,
                                     Progress* progress) override {
        return precision == Precision::Single ? run<float>(input, grid, estimate, variance, cancel, progress)
                                             : run<double>(input, grid, estimate, variance, cancel, progress);
    }

private:
    template <class Real>
    StackKrigingTimings run(const GpuStackInput& in, const GridSpec& grid, float* const* estimate, float* variance,
                            const CancelToken* cancel, Progress* progress) {
        StackKrigingTimings t;
        cudaDeviceProp prop{};
        int device = 0;
        STRATA_CUDA_CHECK(cudaGetDevice(&device));
        STRATA_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
        t.device = prop.name;
        t.backend = std::string("cuda (") + (sizeof(Real) == 4 ? "float" : "double") + ")";
        const int n = int(in.dataCount);
        const int h = int(in.surfaces);
        const bool wantVariance = variance && in.inverse;
        const PlanarCovariance covD = PlanarCovariance::make(*in.model, false);
        const PlanarCovarianceT<Real> cov = covD.template cast<Real>();
        EventPair timer;

        // Uploads: data (Real and double), per-pass padded weights, the inverse.
        timer.begin();
        std::vector<Real> xy(2 * std::size_t(n));
        std::vector<double> xyD(2 * std::size_t(n));
        for (int i = 0; i < n; ++i) {
            xy[2 * i] = Real(in.x[i]), xy[2 * i + 1] = Real(in.y[i]);
            xyD[2 * i] = in.x[i], xyD[2 * i + 1] = in.y[i];
        }
        cuda::DeviceBuffer<Real> dataXY(xy.size());
        dataXY.upload(xy.data(), xy.size());
        std::vector<SurfacePass<Real>> passes;
        for (int first = 0; first < h; first += kMaxPassSurfaces) {
            SurfacePass<Real>& pass = passes.emplace_back();
            pass.first = first;
            pass.count = std::min(kMaxPassSurfaces, h - first);
            pass.padded = paddedSurfaces(pass.count);
            std::vector<Real> w(std::size_t(n + 1) * std::size_t(pass.padded), Real(0));
            std::vector<Real> off(std::size_t(pass.padded), Real(0));
            for (int i = 0; i <= n; ++i)
                for (int s = 0; s < pass.count; ++s)
                    w[std::size_t(i) * pass.padded + s] = Real(in.weights[std::size_t(i) * h + first + s]);
            for (int s = 0; s < pass.count; ++s) off[std::size_t(s)] = Real(in.offsets[first + s]);
            pass.weights.upload(w.data(), w.size());
            pass.offsets.upload(off.data(), off.size());
        }
        cuda::DeviceBuffer<double> dataXYD, inverse;
        if (wantVariance) {
            dataXYD.upload(xyD.data(), xyD.size());
            inverse.upload(in.inverse, std::size_t(n + 1) * std::size_t(n + 1));
            if (!blas_) STRATA_CUBLAS_CHECK(cublasCreate(&blas_));
        }
        t.transferMs += timer.end();

        // Chunk size from free memory: estimates of one pass, plus the variance blocks.
        const unsigned long long nodes = grid.nx * grid.ny;
        const std::size_t perNode = sizeof(float) * (kMaxPassSurfaces + 1) +
                                    (wantVariance ? 2 * sizeof(double) * std::size_t(n + 1) : 0);
        const std::size_t budget = cuda::usableDeviceMemory(0.7);
        unsigned long long chunk = std::max<unsigned long long>(1024, budget / perNode);
        chunk = std::min<unsigned long long>({chunk, nodes, 1ull << 22});
        cuda::DeviceBuffer<float> out(std::size_t(chunk) * std::size_t(std::min(h, kMaxPassSurfaces)));
        cuda::DeviceBuffer<float> var;
        cuda::DeviceBuffer<double> block, product;
        if (wantVariance) {
            var.resize(std::size_t(chunk));
            block.resize(std::size_t(chunk) * std::size_t(n + 1));
            product.resize(std::size_t(chunk) * std::size_t(n + 1));
        }
        const Lattice lattice{grid.nx, grid.x0 - in.centreX, grid.y0 - in.centreY, grid.dx, grid.dy};

        for (unsigned long long begin = 0; begin < nodes; begin += chunk) {
            if (cancel) cancel->check();
            const unsigned long long count = std::min(chunk, nodes - begin);
            for (const SurfacePass<Real>& pass : passes) {
                timer.begin();
                launchDualSums<Real>(pass, cov, dataXY.data(), n, lattice, begin, count, out.data());
                t.kernelMs += timer.end();
                timer.begin();
                for (int s = 0; s < pass.count; ++s)
                    STRATA_CUDA_CHECK(cudaMemcpy(estimate[pass.first + s] + begin, out.data() + std::size_t(s) * count,
                                                 count * sizeof(float), cudaMemcpyDeviceToHost));
                t.transferMs += timer.end();
            }
            if (wantVariance) {
                timer.begin();
                const unsigned blocks = unsigned((count + kBlock - 1) / kBlock);
                covarianceBlockKernel<<<blocks, kBlock>>>(covD, dataXYD.data(), n, lattice, begin, count, block.data());
                STRATA_CUDA_CHECK_LAUNCH();
                const double one = 1.0, zero = 0.0;
                STRATA_CUBLAS_CHECK(cublasDgemm(blas_, CUBLAS_OP_N, CUBLAS_OP_N, int(count), n + 1, n + 1, &one,
                                                block.data(), int(count), inverse.data(), n + 1, &zero,
                                                product.data(), int(count)));
                varianceKernel<<<blocks, kBlock>>>(block.data(), product.data(), n + 1, count, in.signalSill,
                                                   var.data());
                STRATA_CUDA_CHECK_LAUNCH();
                const double ms = timer.end();
                t.varianceMs += ms;
                t.kernelMs += ms;
                timer.begin();
                STRATA_CUDA_CHECK(
                    cudaMemcpy(variance + begin, var.data(), count * sizeof(float), cudaMemcpyDeviceToHost));
                t.transferMs += timer.end();
            }
            ++t.chunks;
            if (progress) progress->report(double(begin + count) / double(nodes), "kriging the surfaces (GPU)");
        }
        return t;
    }

    cublasHandle_t blas_ = nullptr;
};

}  // namespace

STRATA_CUDA_ENGINE("surfaces", strata::surfaces::CudaEngine, StackKrigingCuda);

}  // namespace strata::surfaces
