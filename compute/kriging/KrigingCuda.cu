// The CUDA backend of the kriging engine ("kriging" in libstrata_cuda.so): data upload with
// centroid-relative coordinates, the cell grid built on the GPU (frame coordinates, cell keys,
// CUB radix sort, histogram and scan), then targets streamed in chunks through either the fused
// warp kernel or the cuBLAS batched-LU pipeline.
#include <cub/cub.cuh>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
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
__global__ void frameKernel(const Real* x, const Real* y, const Real* z, int n, device::Params<Real> p, Real* fx,
                            Real* fy, Real* fz) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const Real* m = p.searchMetric;
    fx[i] = m[0] * x[i] + m[1] * y[i] + m[2] * z[i];
    fy[i] = m[3] * x[i] + m[4] * y[i] + m[5] * z[i];
    fz[i] = m[6] * x[i] + m[7] * y[i] + m[8] * z[i];
}

template <class Real>
__global__ void cellKeyKernel(const Real* fx, const Real* fy, const Real* fz, int n, device::CellGrid<Real> g,
                              unsigned* keys, int* counts, int* iota) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const Real f[3] = {fx[i], fy[i], fz[i]};
    int c[3];
    for (int a = 0; a < 3; ++a) {
        const int v = int(floor((f[a] - g.origin[a]) / g.cell));
        c[a] = v < 0 ? 0 : (v >= g.n[a] ? g.n[a] - 1 : v);
    }
    const unsigned key = unsigned((c[2] * g.n[1] + c[1]) * g.n[0] + c[0]);
    keys[i] = key;
    iota[i] = i;
    atomicAdd(&counts[key], 1);
}

template <class Real>
__global__ void gatherKernel(const int* order, int n, const Real* fx, const Real* fy, const Real* fz, Real* sx, Real* sy,
                             Real* sz) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const int j = order[i];
    sx[i] = fx[j];
    sy[i] = fy[j];
    sz[i] = fz[j];
}

template <class Real>
__global__ void pointerKernel(Real* system, Real* rhs, int N, std::size_t count, Real** a, Real** b) {
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k >= count) return;
    a[k] = system + k * std::size_t(N) * std::size_t(N);
    b[k] = rhs + k * std::size_t(N);
}

template <class R>
void fillModel(device::Model<R>& out, const variogram::VariogramModel& model, double cmax) {
    out.structures = int(model.structures.size());
    out.nugget = R(model.nugget);
    out.cmax = R(cmax);
    out.powerConstant = R(model.powerCovarianceConstant());
    for (std::size_t s = 0; s < model.structures.size(); ++s) {
        const auto& st = model.structures[s];
        out.type[s] = int(st.type);  // formula::Code follows StructureType's order
        out.sill[s] = R(st.sill);
        out.range[s] = R(st.range);
        const AnisotropicMetric m(st.anisotropy);
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c) {
                out.metric[s][r * 3 + c] = R(m.m[r][c]);
                if (s == 0) out.first[r * 3 + c] = R(m.m[r][c]);
            }
    }
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

std::size_t sharedPerBlockOptin() {
    int device = 0, bytes = 0;
    STRATA_CUDA_CHECK(cudaGetDevice(&device));
    STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&bytes, cudaDevAttrMaxSharedMemoryPerBlockOptin, device));
    return std::size_t(bytes);
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
        if (in.options->precision == Precision::Double) return run<double>(in, out, cancel, progress);
        return run<float>(in, out, cancel, progress);
    }

private:
    template <class Real>
    GpuKrigingTimings run(const GpuKrigingInput& in, const GpuKrigingOutput& out, const CancelToken* cancel,
                          Progress* progress);

    template <class Real, int S>
    void launch(bool fused, device::Params<Real>& p, std::size_t warpBytes, int warpsPerBlock, int nmax,
                GpuKrigingTimings& timings, cuda::CudaEvent& a, cuda::CudaEvent& b);
};

template <class Real>
GpuKrigingTimings KrigingCuda::run(const GpuKrigingInput& in, const GpuKrigingOutput& out, const CancelToken* cancel,
                                   Progress* progress) {
    const auto wallStart = std::chrono::steady_clock::now();
    const KrigingOptions& o = *in.options;
    const KrigingSetup setup(o, in.blockSize, in.driftLength, in.secondaryScale);
    GpuKrigingTimings timings;
    {
        int dev = 0;
        cudaDeviceProp prop{};
        STRATA_CUDA_CHECK(cudaGetDevice(&dev));
        STRATA_CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
        timings.device = prop.name;
    }
    timings.precision = sizeof(Real) == 4 ? "float" : "double";
    // Auto: the fused warp kernel up to 48 equations, cuBLAS's batched LU above (measured on an
    // H100: at ndmax 64 the warp Cholesky's shared-memory footprint leaves too few warps per SM).
    const bool fused = o.gpuSolver == GpuSolver::Warp ||
                       (o.gpuSolver == GpuSolver::Auto && o.search.ndmax + setup.constraints() <= kAutoWarpEquations);
    timings.solver = fused ? "warp" : "cublas-lu";
    const std::size_t baseline = deviceUsedBytes();
    std::size_t peak = 0;
    auto notePeak = [&] { peak = std::max(peak, deviceUsedBytes()); };

    const int n = int(in.dataCount);
    const std::size_t un = in.dataCount;
    const bool threeD = in.dimension == 3;
    double centroid[3] = {0, 0, 0};
    for (int i = 0; i < n; ++i) {
        centroid[0] += in.x[i] / n;
        centroid[1] += in.y[i] / n;
        centroid[2] += threeD ? in.z[i] / n : 0.0;
    }

    device::Params<Real> p{};
    // Covariance model.
    const auto& model = o.model;
    fillModel(p.model, model, setup.maxCovariance());
    fillModel(p.exactModel, model, setup.maxCovariance());
    p.exactBlockVariance = setup.blockVariance();
    // Search.
    const auto& sn = o.search;
    const AnisotropicMetric sm(Anisotropy{sn.ang1, sn.ang2, sn.ang3, sn.minorRadius() / sn.radius,
                                          sn.verticalRadius() / sn.radius});
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) p.searchMetric[r * 3 + c] = Real(sm.m[r][c]);
    p.radius2 = Real(sn.radius * sn.radius);
    p.ndmin = sn.ndmin;
    p.ndmax = sn.ndmax;
    p.maxPerOctant = sn.maxPerOctant;
    p.maxPerDrillhole = in.drillhole ? sn.maxPerDrillhole : 0;
    p.listCapacity = listCapacity(sn);
    const int slots = p.listCapacity / 32;
    // System.
    p.type = typeCode(o.type);
    p.constraints = setup.constraints();
    p.termCount = int(setup.driftTerms().size());
    {
        double f[16] = {};
        setup.driftAtTarget(0.0, f);
        for (int k = 0; k < p.termCount; ++k) {
            p.terms[k] = setup.driftTerms()[std::size_t(k)];
            p.blockDrift[k] = Real(f[k + 1] / setup.maxCovariance());
        }
    }
    p.driftShift[0] = Real(0.5 * in.blockSize[0]);
    p.driftShift[1] = Real(0.5 * in.blockSize[1]);
    p.driftShift[2] = Real(0.5 * in.blockSize[2]);
    p.driftLength = Real(setup.driftLength());
    p.secondaryScale = Real(setup.secondaryScale());
    p.mean = Real(o.mean);
    p.blockVariance = Real(setup.blockVariance());
    p.trend = o.estimateTrend;
    p.minPivot = Real(setup.maxCovariance() * (sizeof(Real) == 4 ? 1e-6 : 1e-13));

    cuda::CudaEvent setupStart, setupEnd;
    setupStart.record();
    // Data, centroid-relative.
    std::vector<Real> hx(un), hy(un), hz(un);
    for (int i = 0; i < n; ++i) {
        hx[std::size_t(i)] = Real(in.x[i] - centroid[0]);
        hy[std::size_t(i)] = Real(in.y[i] - centroid[1]);
        hz[std::size_t(i)] = threeD ? Real(in.z[i] - centroid[2]) : Real(0);
    }
    DeviceBuffer<Real> dx(hx.size()), dy(hy.size()), dz(hz.size());
    dx.upload(hx.data(), hx.size());
    dy.upload(hy.data(), hy.size());
    dz.upload(hz.data(), hz.size());
    std::vector<DeviceBuffer<Real>> values(in.variables);
    std::vector<const Real*> valuePointers(in.variables);
    std::vector<Real> tmp(un);
    for (std::size_t v = 0; v < in.variables; ++v) {
        for (int i = 0; i < n; ++i) tmp[std::size_t(i)] = Real(in.values[v][i]);
        values[v].upload(tmp.data(), tmp.size());
        valuePointers[v] = values[v].data();
    }
    DeviceBuffer<const Real*> dValues(in.variables);
    dValues.upload(valuePointers.data(), valuePointers.size());
    DeviceBuffer<Real> dSecondary;
    if (in.secondary) {
        for (int i = 0; i < n; ++i) tmp[std::size_t(i)] = Real(in.secondary[i]);
        dSecondary.upload(tmp.data(), tmp.size());
    }
    DeviceBuffer<double> dHoles;
    if (in.drillhole) dHoles.upload(in.drillhole, std::size_t(n));
    // Discretisation points.
    std::vector<Real> disc;
    std::vector<double> exactDisc;
    for (const auto& d : setup.discretisation())
        for (int a = 0; a < 3; ++a) {
            disc.push_back(Real(d[std::size_t(a)]));
            exactDisc.push_back(d[std::size_t(a)]);
        }
    DeviceBuffer<Real> dDisc(disc.size());
    dDisc.upload(disc.data(), disc.size());
    DeviceBuffer<double> dExactDisc(exactDisc.size());
    dExactDisc.upload(exactDisc.data(), exactDisc.size());

    // The cell grid, in the search frame.
    DeviceBuffer<Real> fx(un), fy(un), fz(un);
    const unsigned blocksN = unsigned((n + 255) / 256);
    frameKernel<<<blocksN, 256>>>(dx.data(), dy.data(), dz.data(), n, p, fx.data(), fy.data(), fz.data());
    STRATA_CUDA_CHECK_LAUNCH();
    Real lo[3], hi[3];
    {
        DeviceBuffer<Real> result(2);
        std::size_t tempBytes = 0;
        cub::DeviceReduce::Min(nullptr, tempBytes, fx.data(), result.data(), n);
        DeviceBuffer<unsigned char> temp(std::max<std::size_t>(tempBytes, 1));
        Real* axes[3] = {fx.data(), fy.data(), fz.data()};
        for (int a = 0; a < 3; ++a) {
            STRATA_CUDA_CHECK(cub::DeviceReduce::Min(temp.data(), tempBytes, axes[a], result.data(), n));
            STRATA_CUDA_CHECK(cub::DeviceReduce::Max(temp.data(), tempBytes, axes[a], result.data() + 1, n));
            Real both[2];
            result.download(both, 2);
            lo[a] = both[0];
            hi[a] = both[1];
        }
    }
    device::CellGrid<Real>& g = p.grid;
    {
        const double maxExtent = std::max({double(hi[0] - lo[0]), double(hi[1] - lo[1]), double(hi[2] - lo[2]), 1e-12});
        int active = 0;
        double volume = 1;
        for (int a = 0; a < 3; ++a)
            if (double(hi[a] - lo[a]) > 1e-6 * maxExtent) {
                ++active;
                volume *= double(hi[a] - lo[a]);
            }
        // About ndmax / 12 data per cell in 2-D (ndmax / 16 in 3-D): the k nearest then span a
        // few rings of cells.
        const double perCell = std::max(1.0, double(sn.ndmax) / (active >= 3 ? 16.0 : 12.0));
        double cell = active == 0 ? maxExtent : std::pow(volume * perCell / std::max(n, 1), 1.0 / std::max(active, 1));
        cell = std::max(cell, maxExtent / 4096.0);
        double cells = 1;
        for (int a = 0; a < 3; ++a) {
            g.n[a] = std::max(1, int(std::ceil(double(hi[a] - lo[a]) / cell)) + (double(hi[a] - lo[a]) > 0 ? 0 : 0));
            if (double(hi[a] - lo[a]) >= g.n[a] * cell) ++g.n[a];
            cells *= g.n[a];
        }
        while (cells > 4.0 * n + 64) {  // clustered data in a large box: coarser cells
            cell *= 1.5;
            cells = 1;
            for (int a = 0; a < 3; ++a) {
                g.n[a] = std::max(1, int(std::ceil(double(hi[a] - lo[a]) / cell)));
                if (double(hi[a] - lo[a]) >= g.n[a] * cell) ++g.n[a];
                cells *= g.n[a];
            }
        }
        g.cell = Real(cell);
        for (int a = 0; a < 3; ++a) g.origin[a] = lo[a];
    }
    const std::size_t cellCount = std::size_t(g.n[0]) * std::size_t(g.n[1]) * std::size_t(g.n[2]);
    DeviceBuffer<unsigned> keys(un), sortedKeys(un);
    DeviceBuffer<int> counts(cellCount + 1), start(cellCount + 1), iota(un), order(un);
    STRATA_CUDA_CHECK(cudaMemset(counts.data(), 0, (cellCount + 1) * sizeof(int)));
    cellKeyKernel<<<blocksN, 256>>>(fx.data(), fy.data(), fz.data(), n, g, keys.data(), counts.data(), iota.data());
    STRATA_CUDA_CHECK_LAUNCH();
    {
        std::size_t scanBytes = 0, sortBytes = 0;
        cub::DeviceScan::ExclusiveSum(nullptr, scanBytes, counts.data(), start.data(), int(cellCount + 1));
        int bits = 1;
        while ((std::size_t(1) << bits) < cellCount) ++bits;
        cub::DeviceRadixSort::SortPairs(nullptr, sortBytes, keys.data(), sortedKeys.data(), iota.data(), order.data(), n,
                                        0, bits);
        DeviceBuffer<unsigned char> temp(std::max<std::size_t>({scanBytes, sortBytes, 1}));
        STRATA_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(temp.data(), scanBytes, counts.data(), start.data(),
                                                        int(cellCount + 1)));
        // Radix sort is stable: data of one cell stay in input order.
        STRATA_CUDA_CHECK(cub::DeviceRadixSort::SortPairs(temp.data(), sortBytes, keys.data(), sortedKeys.data(),
                                                          iota.data(), order.data(), n, 0, bits));
    }
    DeviceBuffer<Real> sx(un), sy(un), sz(un);
    gatherKernel<<<blocksN, 256>>>(order.data(), n, fx.data(), fy.data(), fz.data(), sx.data(), sy.data(), sz.data());
    STRATA_CUDA_CHECK_LAUNCH();
    g.start = start.data();
    g.fx = sx.data();
    g.fy = sy.data();
    g.fz = sz.data();
    g.original = order.data();
    setupEnd.record();
    setupEnd.synchronize();
    timings.setupMs = setupStart.elapsedTo(setupEnd);
    notePeak();

    p.dataCount = n;
    p.x = dx.data();
    p.y = dy.data();
    p.z = dz.data();
    p.variables = int(in.variables);
    p.values = dValues.data();
    p.secondary = in.secondary ? dSecondary.data() : nullptr;
    p.drillhole = in.drillhole ? dHoles.data() : nullptr;
    p.discCount = int(setup.discretisation().size());
    p.disc = dDisc.data();
    p.exactDisc = dExactDisc.data();

    // Targets and chunks.
    const std::size_t total = in.targetCount;
    p.onGrid = in.grid != nullptr;
    if (in.grid) {
        p.gridOrigin[0] = in.grid->x0 - centroid[0];
        p.gridOrigin[1] = in.grid->y0 - centroid[1];
        p.gridOrigin[2] = threeD ? in.grid->z0 - centroid[2] : 0.0;
        p.gridSpacing[0] = in.grid->dx;
        p.gridSpacing[1] = in.grid->dy;
        p.gridSpacing[2] = threeD ? in.grid->dz : 0.0;
        p.gridNx = (long long)in.grid->nx;
        p.gridNy = (long long)in.grid->ny;
    }
    const int nmax = sn.ndmax;
    const int N = sn.ndmax + p.constraints;
    std::size_t chunk = std::min<std::size_t>(std::max<std::size_t>(total, 1), std::size_t(1) << 21);
    if (!fused) {
        const std::size_t perTarget = (std::size_t(N) * N + 2 * std::size_t(N)) * sizeof(Real) +
                                      std::size_t(N + 2 + sn.ndmax) * sizeof(int) + 2 * sizeof(Real*) + 64;
        chunk = std::min(chunk, std::max<std::size_t>(1024, cuda::usableDeviceMemory(0.5) / perTarget));
        chunk = std::min<std::size_t>(chunk, std::size_t(1) << 20);
    }
    timings.chunkTargets = chunk;
    const bool diag = out.dataUsed != nullptr;
    DeviceBuffer<Real> dEst(chunk * in.variables), dVar(chunk), dLag(diag ? chunk : 0), dEff(diag ? chunk : 0),
        dSlope(diag ? chunk : 0), dTx(p.onGrid ? 0 : chunk), dTy(p.onGrid ? 0 : chunk), dTz(p.onGrid ? 0 : chunk),
        dTsec(in.targetSecondary ? chunk : 0);
    DeviceBuffer<std::uint8_t> dStatus(chunk);
    DeviceBuffer<int> dUsed(diag ? chunk : 0);
    DeviceBuffer<int> dSelected, dSelectedCount, dPivots, dInfo;
    DeviceBuffer<Real> dSystem, dRhs, dRhs0;
    DeviceBuffer<Real*> dA, dB;
    if (!fused) {
        dSelected.resize(chunk * std::size_t(sn.ndmax));
        dSelectedCount.resize(chunk);
        dPivots.resize(chunk * std::size_t(N));
        dInfo.resize(chunk);
        dSystem.resize(chunk * std::size_t(N) * std::size_t(N));
        dRhs.resize(chunk * std::size_t(N));
        dRhs0.resize(chunk * std::size_t(N));
        dA.resize(chunk);
        dB.resize(chunk);
        pointerKernel<<<unsigned((chunk + 255) / 256), 256>>>(dSystem.data(), dRhs.data(), N, chunk, dA.data(), dB.data());
        STRATA_CUDA_CHECK_LAUNCH();
    }
    PinnedBuffer<Real> hEst(chunk * in.variables), hVar(chunk), hLag(diag ? chunk : 0), hEff(diag ? chunk : 0),
        hSlope(diag ? chunk : 0), hT(p.onGrid ? 0 : 4 * chunk);
    PinnedBuffer<std::uint8_t> hStatus(chunk);
    PinnedBuffer<int> hUsed(diag ? chunk : 0);
    notePeak();

    p.chunkCapacity = chunk;
    p.estimate = dEst.data();
    p.variance = dVar.data();
    p.status = dStatus.data();
    p.dataUsed = diag ? dUsed.data() : nullptr;
    p.lagrange = dLag.data();
    p.efficiency = dEff.data();
    p.slope = dSlope.data();
    p.selected = dSelected.data();
    p.selectedCount = dSelectedCount.data();
    p.system = dSystem.data();
    p.rhs = dRhs.data();
    p.rhs0 = dRhs0.data();
    p.info = dInfo.data();
    p.infoOut = dInfo.data();
    p.pivots = dPivots.data();
    p.systemPointers = dA.data();
    p.rhsPointers = dB.data();

    const std::size_t warpBytes =
        fused ? device::WarpStorage<Real>::bytes(nmax, p.constraints, p.listCapacity, sn.ndmax)
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
        if (!p.onGrid) {
            for (std::size_t t = 0; t < count; ++t) {
                hT[t] = Real(in.tx[begin + t] - centroid[0]);
                hT[chunk + t] = Real(in.ty[begin + t] - centroid[1]);
                hT[2 * chunk + t] = threeD ? Real(in.tz[begin + t] - centroid[2]) : Real(0);
            }
            dTx.upload(hT.data(), count);
            dTy.upload(hT.data() + chunk, count);
            dTz.upload(hT.data() + 2 * chunk, count);
            p.tx = dTx.data();
            p.ty = dTy.data();
            p.tz = dTz.data();
        }
        if (in.targetSecondary) {
            std::vector<Real> s(count);
            for (std::size_t t = 0; t < count; ++t) s[t] = Real(in.targetSecondary[begin + t]);
            dTsec.upload(s.data(), count);
            p.tsec = dTsec.data();
        }
        t1.record();
        t1.synchronize();
        timings.transferMs += t0.elapsedTo(t1);

        switch (slots) {
            case 1: launch<Real, 1>(fused, p, warpBytes, warpsPerBlock, nmax, timings, k0, k1); break;
            case 2: launch<Real, 2>(fused, p, warpBytes, warpsPerBlock, nmax, timings, k0, k1); break;
            case 4: launch<Real, 4>(fused, p, warpBytes, warpsPerBlock, nmax, timings, k0, k1); break;
            default: launch<Real, 8>(fused, p, warpBytes, warpsPerBlock, nmax, timings, k0, k1); break;
        }
        notePeak();

        t0.record();
        for (std::size_t v = 0; v < in.variables; ++v)
            STRATA_CUDA_CHECK(cudaMemcpyAsync(hEst.data() + v * chunk, dEst.data() + v * chunk, count * sizeof(Real),
                                              cudaMemcpyDeviceToHost));
        STRATA_CUDA_CHECK(cudaMemcpyAsync(hVar.data(), dVar.data(), count * sizeof(Real), cudaMemcpyDeviceToHost));
        STRATA_CUDA_CHECK(cudaMemcpyAsync(hStatus.data(), dStatus.data(), count, cudaMemcpyDeviceToHost));
        if (diag) {
            STRATA_CUDA_CHECK(cudaMemcpyAsync(hUsed.data(), dUsed.data(), count * sizeof(int), cudaMemcpyDeviceToHost));
            STRATA_CUDA_CHECK(cudaMemcpyAsync(hLag.data(), dLag.data(), count * sizeof(Real), cudaMemcpyDeviceToHost));
            STRATA_CUDA_CHECK(cudaMemcpyAsync(hEff.data(), dEff.data(), count * sizeof(Real), cudaMemcpyDeviceToHost));
            STRATA_CUDA_CHECK(cudaMemcpyAsync(hSlope.data(), dSlope.data(), count * sizeof(Real), cudaMemcpyDeviceToHost));
        }
        t1.record();
        t1.synchronize();
        timings.transferMs += t0.elapsedTo(t1);
        for (std::size_t v = 0; v < in.variables; ++v)
            for (std::size_t t = 0; t < count; ++t) out.estimate[v][begin + t] = double(hEst[v * chunk + t]);
        for (std::size_t t = 0; t < count; ++t) {
            out.variance[begin + t] = double(hVar[t]);
            out.status[begin + t] = hStatus[t];
            if (hStatus[t] == device::NeedsCpu) ++timings.needsCpu;
        }
        if (diag)
            for (std::size_t t = 0; t < count; ++t) {
                out.dataUsed[begin + t] = hUsed[t];
                out.lagrange[begin + t] = double(hLag[t]);
                out.efficiency[begin + t] = double(hEff[t]);
                out.slope[begin + t] = double(hSlope[t]);
            }
        ++timings.chunks;
        if (progress) progress->report(double(begin + count) / double(total), "kriging (cuda)");
    }
    timings.peakDeviceBytes = peak > baseline ? peak - baseline : 0;
    timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart).count();
    return timings;
}

template <class Real, int S>
void KrigingCuda::launch(bool fused, device::Params<Real>& p, std::size_t warpBytes, int warpsPerBlock, int nmax,
                         GpuKrigingTimings& timings, cuda::CudaEvent& a, cuda::CudaEvent& b) {
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
    auto& handle = cuda::CublasHandle::instance();
    handle.getrfBatched(N, p.systemPointers, N, p.pivots, p.infoOut, int(p.chunkCount));
    int hostInfo = 0;
    handle.getrsBatched(N, 1, p.systemPointers, N, p.pivots, p.rhsPointers, N, &hostInfo, int(p.chunkCount));
    if (hostInfo != 0) throw GpuError("cublas getrsBatched: invalid argument " + std::to_string(-hostInfo));
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
