// The CUDA backend of the kriging engine ("kriging" in libstrata_cuda.so): data upload with
// centroid-relative coordinates, the cell grid built on the GPU (frame coordinates, cell keys,
// CUB radix sort, histogram and scan), then targets streamed in chunks through either the fused
// warp kernel or the cuBLAS batched-LU pipeline.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "kriging/CellIndex.cuh"
#include "kriging/GpuEngineSupport.cuh"
#include "kriging/KrigingKernels.cuh"
#include "kriging/KrigingSetup.h"
#include "linalg/CublasHandle.cuh"
#include "linalg/CudaEvent.cuh"
#include "strata/core/Anisotropy.h"
#include "strata/core/Progress.h"
#include "strata/kriging/KrigingCudaEngine.h"

namespace strata::kriging {
namespace {

using cuda::DeviceBuffer;
constexpr int kMaxDisc = 4096;
constexpr int kMaxGpuNdmax = 256;
constexpr int kAutoWarpEquations = 48;

template <class Real>
__global__ void pointerKernel(Real* system, Real* rhs, int N, std::size_t count, Real** a, Real** b) {
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k >= count) return;
    a[k] = system + k * std::size_t(N) * std::size_t(N);
    b[k] = rhs + k * std::size_t(N);
}

int typeCode(KrigingType t) {
    switch (t) {
        case KrigingType::Simple: return device::SimpleType;
        case KrigingType::Ordinary: return device::OrdinaryType;
        case KrigingType::Universal: return device::UniversalType;
        case KrigingType::LocalMean: return device::LocalMeanType;
        case KrigingType::ExternalDrift: return device::ExternalDriftType;
    }
    return device::OrdinaryType;
}

int listCapacity(const SearchNeighbourhood& s) {
    const bool limits = s.maxPerOctant > 0 || s.maxPerDrillhole > 0;
    int cap = limits ? std::min(kMaxGpuNdmax, std::max(4 * s.ndmax, 64)) : s.ndmax;
    cap = (cap + 31) / 32 * 32;
    const int slots = cap / 32;
    return 32 * (slots <= 1 ? 1 : slots <= 2 ? 2 : slots <= 4 ? 4 : 8);
}

std::size_t deviceUsedBytes() {
    std::size_t freeBytes = 0, total = 0;
    STRATA_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &total));
    return total - freeBytes;
}

// Pinned host memory for the chunk transfers.
template <class T>
class PinnedBuffer {
public:
    explicit PinnedBuffer(std::size_t count) : size_(count) {
        if (count) STRATA_CUDA_CHECK(cudaMallocHost(reinterpret_cast<void**>(&ptr_), count * sizeof(T)));
    }
    ~PinnedBuffer() {
        if (ptr_) cudaFreeHost(ptr_);
    }
    PinnedBuffer(const PinnedBuffer&) = delete;
    PinnedBuffer& operator=(const PinnedBuffer&) = delete;
    T* data() noexcept { return ptr_; }
    T& operator[](std::size_t i) noexcept { return ptr_[i]; }

private:
    T* ptr_ = nullptr;
    std::size_t size_ = 0;
};

class KrigingCuda final : public CudaEngine {
public:
    std::string unsupportedReason(const KrigingOptions& o) const override {
        if (o.model.structures.size() > std::size_t(device::kMaxStructures))
            return "more than " + std::to_string(device::kMaxStructures) + " nested structures";
        for (const auto& s : o.model.structures)
            if (s.type == variogram::StructureType::Matern) return "the Matern model has no GPU implementation";
        if (o.model.isIndefinite())
            return "kt3d's power model nested with other structures gives indefinite systems, solved by LU on the CPU";
        if (o.block.count() > kMaxDisc) return "more than " + std::to_string(kMaxDisc) + " block discretisation points";
        if (o.search.ndmax > kMaxGpuNdmax) return "ndmax above " + std::to_string(kMaxGpuNdmax);
        if (o.search.global) return "a global neighbourhood runs on the CPU";
        const std::size_t need = std::max(
            device::WarpStorage<double>::bytes(o.search.ndmax, o.constraintCount(), listCapacity(o.search), o.search.ndmax),
            device::WarpStorage<float>::bytes(o.search.ndmax, o.constraintCount(), listCapacity(o.search), o.search.ndmax));
        if (need > sharedPerBlockOptin())
            return "ndmax " + std::to_string(o.search.ndmax) + " needs " + std::to_string(need >> 10) +
                   " KiB of shared memory per warp";
        return "";
    }

    GpuKrigingTimings krigeLocal(const GpuKrigingInput& in, const GpuKrigingOutput& out, const CancelToken* cancel,
                                 Progress* progress) override {
        if (in.setup->options().precision == Precision::Double) return run<double>(in, out, cancel, progress);
        return run<float>(in, out, cancel, progress);
    }

private:
    template <class Real>
    GpuKrigingTimings run(const GpuKrigingInput& in, const GpuKrigingOutput& out, const CancelToken* cancel,
                          Progress* progress);

    template <class Real, int S>
    void launch(GpuSolver solver, device::Params<Real>& p, std::size_t warpBytes, int warpsPerBlock, int nmax,
                GpuKrigingTimings& timings, cuda::CudaEvent& a, cuda::CudaEvent& b);
};

// The parts of the kernels' parameters that come from the setup: model, search, system.
template <class Real>
device::Params<Real> systemParams(const KrigingSetup& setup, bool drillholes) {
    const KrigingOptions& o = setup.options();
    device::Params<Real> p{};
    device::fillModel(p.model, o.model, setup.maxCovariance());
    device::fillModel(p.exactModel, o.model, setup.maxCovariance());
    p.exactBlockVariance = setup.blockVariance();

    const SearchNeighbourhood& sn = o.search;
    const SearchMetric<Real> metric = searchMetricOf<Real>(sn);
    std::copy(metric.m, metric.m + 9, p.searchMetric);
    p.radius2 = Real(sn.radius * sn.radius);
    p.ndmin = sn.ndmin;
    p.ndmax = sn.ndmax;
    p.maxPerOctant = sn.maxPerOctant;
    p.maxPerDrillhole = drillholes ? sn.maxPerDrillhole : 0;
    p.listCapacity = listCapacity(sn);

    p.type = typeCode(o.type);
    p.constraints = setup.constraints();
    p.termCount = int(setup.driftTerms().size());
    double f[16] = {};
    setup.driftAtTarget(0.0, f);
    for (int k = 0; k < p.termCount; ++k) {
        p.terms[k] = setup.driftTerms()[std::size_t(k)];
        p.blockDrift[k] = Real(f[k + 1] / setup.maxCovariance());
    }
    for (int a = 0; a < 3; ++a) p.driftShift[a] = Real(0.5 * setup.blockSize()[std::size_t(a)]);
    p.driftLength = Real(setup.driftLength());
    p.secondaryScale = Real(setup.secondaryScale());
    p.mean = Real(o.mean);
    p.blockVariance = Real(setup.blockVariance());
    p.trend = o.estimateTrend;
    p.minPivot = Real(setup.maxCovariance() * (sizeof(Real) == 4 ? 1e-6 : 1e-13));
    return p;
}

// The data on the device: centroid-relative coordinates, values, secondary variable, drillhole
// ids and the block discretisation.
template <class Real>
struct DeviceData {
    DeviceData(const GpuKrigingInput& in, const KrigingSetup& setup, const std::array<double, 3>& centroid)
        : count(in.dataCount) {
        std::vector<Real> tmp(count);
        const double* coordinates[3] = {in.x, in.y, in.z};
        DeviceBuffer<Real>* axes[3] = {&x, &y, &z};
        for (int a = 0; a < 3; ++a) {
            const bool used = a < 2 || in.dimension == 3;
            for (std::size_t i = 0; i < count; ++i)
                tmp[i] = used ? Real(coordinates[a][i] - centroid[std::size_t(a)]) : Real(0);
            axes[a]->upload(tmp.data(), count);
        }
        values.resize(in.variables);
        std::vector<const Real*> pointers(in.variables);
        for (std::size_t v = 0; v < in.variables; ++v) {
            for (std::size_t i = 0; i < count; ++i) tmp[i] = Real(in.values[v][i]);
            values[v].upload(tmp.data(), count);
            pointers[v] = values[v].data();
        }
        valuePointers.upload(pointers.data(), pointers.size());
        if (in.secondary) {
            for (std::size_t i = 0; i < count; ++i) tmp[i] = Real(in.secondary[i]);
            secondary.upload(tmp.data(), count);
        }
        if (in.drillhole) drillhole.upload(in.drillhole, count);
        std::vector<Real> offsets;
        std::vector<double> exactOffsets;
        for (const auto& d : setup.discretisation())
            for (double component : d) {
                offsets.push_back(Real(component));
                exactOffsets.push_back(component);
            }
        disc.upload(offsets.data(), offsets.size());
        exactDisc.upload(exactOffsets.data(), exactOffsets.size());
    }

    void bind(device::Params<Real>& p) {
        p.dataCount = int(count);
        p.x = x.data();
        p.y = y.data();
        p.z = z.data();
        p.variables = int(values.size());
        p.values = valuePointers.data();
        p.secondary = secondary.size() ? secondary.data() : nullptr;
        p.drillhole = drillhole.size() ? drillhole.data() : nullptr;
        p.discCount = int(disc.size() / 3);
        p.disc = disc.data();
        p.exactDisc = exactDisc.data();
    }

    std::size_t count;
    DeviceBuffer<Real> x, y, z, secondary, disc;
    std::vector<DeviceBuffer<Real>> values;
    DeviceBuffer<const Real*> valuePointers;
    DeviceBuffer<double> drillhole, exactDisc;
};

// Targets per chunk: up to 2^21 for the fused kernel; the batched LU's systems are held whole,
// so there at most half the free device memory (and 2^20).
std::size_t chunkSize(std::size_t total, bool fused, int N, int ndmax, std::size_t realBytes) {
    std::size_t chunk = std::min<std::size_t>(std::max<std::size_t>(total, 1), std::size_t(1) << 21);
    if (fused) return chunk;
    const std::size_t perTarget = (std::size_t(N) * N + 2 * std::size_t(N)) * realBytes +
                                  std::size_t(N + 2 + ndmax) * sizeof(int) + 2 * sizeof(void*) + 64;
    chunk = std::min(chunk, std::max<std::size_t>(1024, cuda::usableDeviceMemory(0.5) / perTarget));
    return std::min<std::size_t>(chunk, std::size_t(1) << 20);
}

// The per-chunk buffers: targets and results on the device, their pinned host copies, and the
// batched LU's systems.
template <class Real>
struct ChunkBuffers {
    ChunkBuffers(std::size_t chunk, const GpuKrigingInput& in, bool fused, bool diagnostics, int N, int ndmax)
        : chunk(chunk), variables(in.variables), diagnostics(diagnostics), estimate(chunk * in.variables),
          variance(chunk), status(chunk), hostEstimate(chunk * in.variables), hostVariance(chunk), hostStatus(chunk),
          hostDiagnostics(diagnostics ? 3 * chunk : 0), hostTargets(in.grid ? 0 : 3 * chunk),
          hostUsed(diagnostics ? chunk : 0) {
        for (auto* b : {&lagrange, &efficiency, &slope}) b->resize(diagnostics ? chunk : 0);
        used.resize(diagnostics ? chunk : 0);
        if (!in.grid)
            for (auto* b : {&tx, &ty, &tz}) b->resize(chunk);
        if (in.targetSecondary) targetSecondary.resize(chunk);
        if (fused) return;
        selected.resize(chunk * std::size_t(ndmax));
        selectedCount.resize(chunk);
        pivots.resize(chunk * std::size_t(N));
        info.resize(chunk);
        system.resize(chunk * std::size_t(N) * std::size_t(N));
        rhs.resize(chunk * std::size_t(N));
        rhs0.resize(chunk * std::size_t(N));
        systemPointers.resize(chunk);
        rhsPointers.resize(chunk);
        pointerKernel<<<unsigned((chunk + 255) / 256), 256>>>(system.data(), rhs.data(), N, chunk, systemPointers.data(),
                                                              rhsPointers.data());
        STRATA_CUDA_CHECK_LAUNCH();
    }

    void bind(device::Params<Real>& p) {
        p.chunkCapacity = chunk;
        p.estimate = estimate.data();
        p.variance = variance.data();
        p.status = status.data();
        p.dataUsed = diagnostics ? used.data() : nullptr;
        p.lagrange = lagrange.data();
        p.efficiency = efficiency.data();
        p.slope = slope.data();
        p.selected = selected.data();
        p.selectedCount = selectedCount.data();
        p.system = system.data();
        p.rhs = rhs.data();
        p.rhs0 = rhs0.data();
        p.info = info.data();
        p.infoOut = info.data();
        p.pivots = pivots.data();
        p.systemPointers = systemPointers.data();
        p.rhsPointers = rhsPointers.data();
    }

    // Centroid-relative target points and their secondary values of [begin, begin + count).
    void uploadTargets(const GpuKrigingInput& in, const std::array<double, 3>& centroid, std::size_t begin,
                       std::size_t count, device::Params<Real>& p) {
        if (!in.grid) {
            PinnedBuffer<Real>& h = hostTargets;
            const double* points[3] = {in.tx, in.ty, in.tz};
            DeviceBuffer<Real>* axes[3] = {&tx, &ty, &tz};
            for (std::size_t a = 0; a < 3; ++a) {
                for (std::size_t t = 0; t < count; ++t)
                    h[a * chunk + t] = a < 2 || in.dimension == 3 ? Real(points[a][begin + t] - centroid[a]) : Real(0);
                axes[a]->upload(h.data() + a * chunk, count);
            }
            p.tx = tx.data();
            p.ty = ty.data();
            p.tz = tz.data();
        }
        if (in.targetSecondary) {
            std::vector<Real> s(count);
            for (std::size_t t = 0; t < count; ++t) s[t] = Real(in.targetSecondary[begin + t]);
            targetSecondary.upload(s.data(), count);
            p.tsec = targetSecondary.data();
        }
    }

    // The chunk's results into the caller's arrays; returns the targets sent back to the CPU.
    std::size_t download(const GpuKrigingOutput& out, std::size_t begin, std::size_t count) {
        for (std::size_t v = 0; v < variables; ++v)
            copyToHost(hostEstimate.data() + v * chunk, estimate.data() + v * chunk, count);
        copyToHost(hostVariance.data(), variance.data(), count);
        copyToHost(hostStatus.data(), status.data(), count);
        if (diagnostics) {
            copyToHost(hostUsed.data(), used.data(), count);
            DeviceBuffer<Real>* parts[3] = {&lagrange, &efficiency, &slope};
            for (std::size_t k = 0; k < 3; ++k) copyToHost(hostDiagnostics.data() + k * chunk, parts[k]->data(), count);
        }
        STRATA_CUDA_CHECK(cudaDeviceSynchronize());
        for (std::size_t v = 0; v < variables; ++v)
            for (std::size_t t = 0; t < count; ++t) out.estimate[v][begin + t] = double(hostEstimate[v * chunk + t]);
        std::size_t needsCpu = 0;
        for (std::size_t t = 0; t < count; ++t) {
            out.variance[begin + t] = double(hostVariance[t]);
            out.status[begin + t] = hostStatus[t];
            if (hostStatus[t] == NodeStatus::NeedsCpu) ++needsCpu;
        }
        if (diagnostics) {
            PinnedBuffer<Real>& h = hostDiagnostics;
            for (std::size_t t = 0; t < count; ++t) {
                out.dataUsed[begin + t] = hostUsed[t];
                out.lagrange[begin + t] = double(h[t]);
                out.efficiency[begin + t] = double(h[chunk + t]);
                out.slope[begin + t] = double(h[2 * chunk + t]);
            }
        }
        return needsCpu;
    }

    template <class T>
    static void copyToHost(T* host, const T* device, std::size_t count) {
        STRATA_CUDA_CHECK(cudaMemcpyAsync(host, device, count * sizeof(T), cudaMemcpyDeviceToHost));
    }

    std::size_t chunk, variables;
    bool diagnostics;
    DeviceBuffer<Real> estimate, variance, lagrange, efficiency, slope, tx, ty, tz, targetSecondary;
    DeviceBuffer<NodeStatus> status;
    DeviceBuffer<int> used, selected, selectedCount, pivots, info;
    DeviceBuffer<Real> system, rhs, rhs0;
    DeviceBuffer<Real*> systemPointers, rhsPointers;
    PinnedBuffer<Real> hostEstimate, hostVariance;
    PinnedBuffer<NodeStatus> hostStatus;
    PinnedBuffer<Real> hostDiagnostics, hostTargets;  // lagrange, efficiency, slope; x, y, z
    PinnedBuffer<int> hostUsed;
};

template <class Real>
GpuKrigingTimings KrigingCuda::run(const GpuKrigingInput& in, const GpuKrigingOutput& out, const CancelToken* cancel,
                                   Progress* progress) {
    const auto wallStart = std::chrono::steady_clock::now();
    const KrigingSetup& setup = *in.setup;
    const SearchNeighbourhood& sn = setup.options().search;
    GpuKrigingTimings timings;
    timings.device = deviceName();
    timings.precision = sizeof(Real) == 4 ? "float" : "double";
    // Auto: the fused warp kernel up to 48 equations, cuBLAS's batched LU above (measured on an
    // H100: at ndmax 64 the warp Cholesky's shared-memory footprint leaves too few warps per SM).
    // The batched Cholesky is faster to ndmax 32 in plain float (30.5 against 50.5 ms of kernels
    // at ndmax 32 on an H200) but has no refinement step; with one (in double, as the fused
    // kernel's) it took 60.8 ms, and in double 53.5 ms against the fused kernel's 51.8.
    GpuSolver solver = setup.options().gpuSolver;
    if (solver == GpuSolver::Auto)
        solver = sn.ndmax + setup.constraints() <= kAutoWarpEquations ? GpuSolver::Warp : GpuSolver::CublasLu;
    const bool fused = solver == GpuSolver::Warp;
    timings.solver = fused ? "warp" : solver == GpuSolver::BatchedCholesky ? "batched-cholesky" : "cublas-lu";
    const std::size_t baseline = deviceUsedBytes();
    std::size_t peak = 0;
    auto notePeak = [&] { peak = std::max(peak, deviceUsedBytes()); };

    const std::array<double, 3> centroid = centroidOf(in.x, in.y, in.z, in.dataCount, in.dimension);
    device::Params<Real> p = systemParams<Real>(setup, in.drillhole != nullptr);
    cuda::CudaEvent setupStart, setupEnd;
    setupStart.record();
    DeviceData<Real> data(in, setup, centroid);
    data.bind(p);
    CellIndex<Real> cells(data.x.data(), data.y.data(), data.z.data(), data.count, p.searchMetric, p.ndmax);
    p.grid = cells.bound();
    setupEnd.record();
    setupEnd.synchronize();
    timings.setupMs = setupStart.elapsedTo(setupEnd);
    notePeak();

    const std::size_t total = in.targetCount;
    bindTargets(p, in.grid, centroid, in.dimension);
    const int N = sn.ndmax + p.constraints;
    const std::size_t chunk = chunkSize(total, fused, N, sn.ndmax, sizeof(Real));
    timings.chunkTargets = chunk;
    ChunkBuffers<Real> buffers(chunk, in, fused, out.dataUsed != nullptr, N, sn.ndmax);
    buffers.bind(p);
    notePeak();

    const std::size_t warpBytes =
        fused ? device::WarpStorage<Real>::bytes(sn.ndmax, p.constraints, p.listCapacity, sn.ndmax)
              : ((std::size_t(sn.ndmax) * (sizeof(double) + sizeof(int)) + std::size_t(p.listCapacity) * sizeof(int) + 15) /
                 16 * 16);
    const std::size_t sharedLimit = std::min<std::size_t>(sharedPerBlockOptin(), 160u << 10);
    const int warpsPerBlock = int(std::clamp<std::size_t>(sharedLimit / warpBytes, 1, 8));

    cuda::CudaEvent k0, k1, t0, t1;
    for (std::size_t begin = 0; begin < total; begin += chunk) {
        if (cancel) cancel->check();
        const std::size_t count = std::min(chunk, total - begin);
        p.chunkStart = begin;
        p.chunkCount = count;
        t0.record();
        buffers.uploadTargets(in, centroid, begin, count, p);
        t1.record();
        t1.synchronize();
        timings.transferMs += t0.elapsedTo(t1);

        switch (p.listCapacity / 32) {
            case 1: launch<Real, 1>(solver, p, warpBytes, warpsPerBlock, sn.ndmax, timings, k0, k1); break;
            case 2: launch<Real, 2>(solver, p, warpBytes, warpsPerBlock, sn.ndmax, timings, k0, k1); break;
            case 4: launch<Real, 4>(solver, p, warpBytes, warpsPerBlock, sn.ndmax, timings, k0, k1); break;
            default: launch<Real, 8>(solver, p, warpBytes, warpsPerBlock, sn.ndmax, timings, k0, k1); break;
        }
        notePeak();

        t0.record();
        timings.needsCpu += buffers.download(out, begin, count);
        t1.record();
        t1.synchronize();
        timings.transferMs += t0.elapsedTo(t1);
        ++timings.chunks;
        if (progress) progress->report(double(begin + count) / double(total), "kriging (cuda)");
    }
    timings.peakDeviceBytes = peak > baseline ? peak - baseline : 0;
    timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart).count();
    return timings;
}

template <class Real, int S>
void KrigingCuda::launch(GpuSolver solver, device::Params<Real>& p, std::size_t warpBytes, int warpsPerBlock, int nmax,
                         GpuKrigingTimings& timings, cuda::CudaEvent& a, cuda::CudaEvent& b) {
    const bool fused = solver == GpuSolver::Warp;
    const unsigned blocks = unsigned((p.chunkCount + std::size_t(warpsPerBlock) - 1) / std::size_t(warpsPerBlock));
    const unsigned threads = unsigned(32 * warpsPerBlock);
    const std::size_t shared = warpBytes * std::size_t(warpsPerBlock);
    if (fused) {
        STRATA_CUDA_CHECK(cudaFuncSetAttribute(device::fusedKrigingKernel<Real, S>,
                                               cudaFuncAttributeMaxDynamicSharedMemorySize, int(shared)));
        a.record();
        device::fusedKrigingKernel<Real, S><<<blocks, threads, shared>>>(p, nmax, warpBytes);
        STRATA_CUDA_CHECK_LAUNCH();
        b.record();
        b.synchronize();
        timings.kernelMs += a.elapsedTo(b);
        return;
    }
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(device::searchKernel<Real, S>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                           int(shared)));
    const int N = p.ndmax + p.constraints;
    cuda::CudaEvent c, d, e;
    a.record();
    device::searchKernel<Real, S><<<blocks, threads, shared>>>(p, warpBytes);
    STRATA_CUDA_CHECK_LAUNCH();
    c.record();
    const unsigned blocks4 = unsigned((p.chunkCount + 3) / 4);
    device::assembleKernel<Real><<<blocks4, 128>>>(p);
    STRATA_CUDA_CHECK_LAUNCH();
    d.record();
    if (solver == GpuSolver::BatchedCholesky) {
        device::choleskySchurKernel<Real><<<blocks4, 128>>>(p);
        STRATA_CUDA_CHECK_LAUNCH();
    } else {
        auto& handle = cuda::CublasHandle::instance();
        handle.getrfBatched(N, p.systemPointers, N, p.pivots, p.infoOut, int(p.chunkCount));
        int hostInfo = 0;
        handle.getrsBatched(N, 1, p.systemPointers, N, p.pivots, p.rhsPointers, N, &hostInfo, int(p.chunkCount));
        if (hostInfo != 0) throw GpuError("cublas getrsBatched: invalid argument " + std::to_string(-hostInfo));
    }
    e.record();
    device::finishKernel<Real><<<blocks4, 128>>>(p);
    STRATA_CUDA_CHECK_LAUNCH();
    b.record();
    b.synchronize();
    timings.factorMs += d.elapsedTo(e);
    timings.searchMs += a.elapsedTo(c);
    timings.assemblyMs += c.elapsedTo(d);
    timings.kernelMs += a.elapsedTo(b);
}

}  // namespace
}  // namespace strata::kriging

STRATA_CUDA_ENGINE("kriging", strata::kriging::CudaEngine, strata::kriging::KrigingCuda);
