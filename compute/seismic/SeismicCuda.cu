// The CUDA backend of the seismic capability: batched 2D modelling and RTM (several shots in flight,
// blockIdx.z = shot), registered as the "seismic" engine.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "Propagator2d.cuh"
#include "PropagationBenchmark.h"
#include "ScanKernels2d.cuh"
#include "WaveKernels2d.cuh"
#include "strata/seismic/WaveBackend.h"

namespace strata::seismic::gpu {

namespace {

int roundUp(int value, int multiple) { return (value + multiple - 1) / multiple * multiple; }

dim3 grid2d(int nz, int nx, int shots, dim3 block) {
    return dim3(unsigned((nz + int(block.x) - 1) / int(block.x)), unsigned((nx + int(block.y) - 1) / int(block.y)),
                unsigned(shots));
}

}  // namespace

Layout2d Propagator2d::layoutFor(const PropagationSetup& s) {
    Layout2d L;
    const int radius = s.op.radius();
    L.halo = s.op.isRecursive() ? radius + s.op.recursionMemory(1e-7) : std::max(2, radius);
    L.cx = s.cx;
    L.cz = s.cz;
    L.nx = s.nx;
    L.nz = s.nz;
    L.width = s.width;
    // z: room for whole thread blocks / tiles past the last row (one block more: interior-only steps start
    // `width` rows down); x: for the last x segment's reads.
    const int zBlocks = std::max(roundUp(s.cz, kFdBlockZ), roundUp(s.cz, kRecSegmentZ * kRecWarpsZ)) + kFdBlockZ;
    // Columns of the recursive operator start on a cache line (its z line scans copy whole lines): 16 sections
    // 66.5 -> 72.9 Gpoints/s on the H100. FD8's kernel lost from the same (16 sections 89.0 -> 87.6, one
    // section 28.4 -> 24.6, the Marmousi RTM 14.35 -> 14.65 s), so it keeps the plain halo.
    L.zOffset = s.op.isRecursive() ? roundUp(L.halo, 32) : L.halo;
    L.pz = roundUp(L.zOffset + zBlocks + L.halo, 32);
    L.px = s.cx + 2 * L.halo + (s.op.isRecursive() ? kRecSegmentX : 0);
    L.shotStride = (long long)L.px * L.pz;
    return L;
}

std::size_t Propagator2d::fieldBytesPerShot(const PropagationSetup& s) {
    const Layout2d L = layoutFor(s);
    const std::size_t arrays = s.boundary == BoundaryKind::Cpml ? 6 : 2;
    return std::size_t(L.shotStride) * sizeof(float) * arrays;
}

Propagator2d::Propagator2d(const PropagationSetup& setup, int batch, cudaStream_t stream, KernelVariant variant)
    : setup_(setup), batch_(batch), stream_(stream), layout_(layoutFor(setup)), variant_(variant) {
    const int radius = setup.op.radius();
    if (radius > kMaxRadius) throw GpuError("seismic: operator radius above " + std::to_string(kMaxRadius));
    for (int m = 0; m <= kMaxRadius; ++m) {
        const double c = m <= radius ? setup.op.coefficients[std::size_t(m)] : 0.0;
        op_.cx[m] = float(c / (setup.dx * setup.dx));
        op_.cz[m] = float(c / (setup.dz * setup.dz));
    }
    if (setup.op.isRecursive()) {
        op_.r = float(setup.op.recursionRatio());
        op_.alpha = float(setup.op.recursionRatio() / setup.op.b1);
        op_.warmup = setup.op.recursionMemory(1e-7);
        op_.zLine = makeLineRecursion(setup.op.coefficients, setup.op.recursionRatio(), setup.op.b1, setup.dz);
    }
    // (v dt)^2 in the padded layout of one shot.
    std::vector<float> vdt2(std::size_t(layout_.shotStride), 0.0f);
    for (int ix = 0; ix < setup.cx; ++ix)
        for (int iz = 0; iz < setup.cz; ++iz)
            vdt2[std::size_t(layout_.at(ix, iz))] = setup.vdt2[std::size_t(setup.index(ix, iz))];
    vdt2_.upload(vdt2.data(), vdt2.size(), stream_);
    ax_.upload(setup.cpmlAx.data(), setup.cpmlAx.size(), stream_);
    bx_.upload(setup.cpmlBx.data(), setup.cpmlBx.size(), stream_);
    az_.upload(setup.cpmlAz.data(), setup.cpmlAz.size(), stream_);
    bz_.upload(setup.cpmlBz.data(), setup.cpmlBz.size(), stream_);
    gx_.upload(setup.spongeX.data(), setup.spongeX.size(), stream_);
    gz_.upload(setup.spongeZ.data(), setup.spongeZ.size(), stream_);
    if (setup.op.isRecursive()) {
        axisDerivative_.resize(std::size_t(layout_.shotStride) * std::size_t(batch_));
        recursionShared_ = kRecWarpsZ * 32 * recTileStride(radius, op_.warmup) * int(sizeof(float));
        updateShared_ = (kRecSegmentX + 2 * op_.warmup) * kRecBlockX * int(sizeof(float));
        if (recursionShared_ > 48 * 1024 || updateShared_ > 48 * 1024)
            throw GpuError("seismic: the recursive operator's memory (" + std::to_string(op_.warmup) +
                           " samples) needs more shared memory than a block has");
        const int warpBytes = scanZWarpFloats(layout_.cz, radius) * int(sizeof(float));
        scanWarps_ = std::min(4, 48 * 1024 / warpBytes);  // 0 for columns over ~6000 rows: segments then
        // With the update's operands (5 floats per row), up to 4 columns in 48 KB, or one column in up to
        // 200 KB (about 10000 rows); longer columns take the previous organisation.
        const int updateBytes = scanZUpdateWarpFloats(layout_.cz, radius) * int(sizeof(float));
        updateWarps_ = updateBytes > 200 * 1024 ? 0 : std::clamp(48 * 1024 / updateBytes, 1, 4);
        scanWarm_ = (op_.warmup + kScanChunkX - 1) / kScanChunkX;
        if (2 * scanWarm_ >= kScanChunksX) scanWarps_ = updateWarps_ = 0;  // the x scan needs useful chunks
    }
    STRATA_CUDA_CHECK(cudaStreamSynchronize(stream_));
}

void Propagator2d::allocate(Wavefields& f) const {
    const std::size_t n = std::size_t(layout_.shotStride) * std::size_t(batch_);
    for (cuda::DeviceBuffer<float>* buf : {&f.a, &f.b}) {
        buf->resize(n);
        STRATA_CUDA_CHECK(cudaMemsetAsync(buf->data(), 0, n * sizeof(float), stream_));
    }
    if (setup_.boundary == BoundaryKind::Cpml)
        for (cuda::DeviceBuffer<float>* buf : {&f.psiX, &f.psiZ, &f.zetaX, &f.zetaZ}) {
            buf->resize(n);
            STRATA_CUDA_CHECK(cudaMemsetAsync(buf->data(), 0, n * sizeof(float), stream_));
        }
    f.cur = f.a.data();
    f.old = f.b.data();
}

template <int N>
static void launchRecursive(StepArgs& a, int batch, float* dzz, int recursionShared, int updateShared,
                            cudaStream_t stream) {
    // Dzz for every row of the columns to update.
    const dim3 zBlock(32, kRecWarpsZ);
    const dim3 zGrid(unsigned((a.xEnd - a.xBegin + 31) / 32),
                     unsigned((a.layout.cz + kRecSegmentZ * kRecWarpsZ - 1) / (kRecSegmentZ * kRecWarpsZ)), unsigned(batch));
    recursionZKernel<N><<<zGrid, zBlock, recursionShared, stream>>>(a, dzz);
    STRATA_CUDA_CHECK_LAUNCH();
    a.dzz = dzz;
    const dim3 xGrid(unsigned((a.zEnd - a.zBegin + kRecBlockX - 1) / kRecBlockX),
                     unsigned((a.xEnd - a.xBegin + kRecSegmentX - 1) / kRecSegmentX), unsigned(batch));
    recursionXUpdateKernel<N><<<xGrid, kRecBlockX, updateShared, stream>>>(a);
    STRATA_CUDA_CHECK_LAUNCH();
}

KernelVariant parseKernelVariant(const std::string& name) {
    if (name.empty() || name == "fast") return KernelVariant::Fast;
    if (name == "legacy") return KernelVariant::Legacy;
    if (name == "zx") return KernelVariant::ZThenX;
    if (name == "xonly") return KernelVariant::XOnly;
    if (name == "zonly") return KernelVariant::ZOnly;
    throw GpuError("seismic: unknown kernel variant '" + name + "'");
}

template <int N, int P, int MIN_BLOCKS, bool UPDATE = true>
static void launchScanX(const StepArgs& a, int batch, int warm, cudaStream_t stream) {
    const int span = (P - 2 * warm) * kScanChunkX;
    const dim3 grid(unsigned((a.zEnd - a.zBegin + 31) / 32), unsigned((a.xEnd - a.xBegin + span - 1) / span), unsigned(batch));
    scanXUpdateKernel<N, P, MIN_BLOCKS, UPDATE><<<grid, dim3(32, P), 0, stream>>>(a, warm);
    STRATA_CUDA_CHECK_LAUNCH();
}

// scanWarps / updateWarps: columns per block of the z scan without / with the update (0: does not fit).
template <int N>
static void launchScan(StepArgs& a, int batch, float* scratch, int scanWarps, int updateWarps, int warm,
                       KernelVariant variant, cudaStream_t stream) {
    const int columns = a.xEnd - a.xBegin;
    if ((variant == KernelVariant::ZThenX && scanWarps > 0) || updateWarps == 0) {
        const int shared = scanWarps * scanZWarpFloats(a.layout.cz, N) * int(sizeof(float));
        scanZKernel<N><<<dim3(unsigned((columns + scanWarps - 1) / scanWarps), unsigned(batch)), dim3(32, scanWarps), shared, stream>>>(a, scratch);
        STRATA_CUDA_CHECK_LAUNCH();
        a.dzz = scratch;
        launchScanX<N, kScanChunksX, 2>(a, batch, warm, stream);
        return;
    }
    a.dxx = scratch;
    if (variant != KernelVariant::ZOnly) launchScanX<N, kScanChunksX, 2, false>(a, batch, warm, stream);
    if (variant == KernelVariant::XOnly) return;
    const dim3 grid(unsigned((columns + updateWarps - 1) / updateWarps), unsigned(batch));
    const int shared = updateWarps * scanZUpdateWarpFloats(a.layout.cz, N) * int(sizeof(float));
    if (shared > 48 * 1024)
        STRATA_CUDA_CHECK(cudaFuncSetAttribute(scanZUpdateKernel<N>, cudaFuncAttributeMaxDynamicSharedMemorySize, shared));
    scanZUpdateKernel<N><<<grid, dim3(32, updateWarps), shared, stream>>>(a);
    STRATA_CUDA_CHECK_LAUNCH();
}

template <int M>
static void launchFd(const StepArgs& a, int batch, bool legacy, cudaStream_t stream) {
    const dim3 grid(unsigned((a.zEnd - a.zBegin + kFdBlockZ - 1) / kFdBlockZ),
                    unsigned((a.xEnd - a.xBegin + kFdColumns - 1) / kFdColumns), unsigned(batch));
    if (legacy) fdStepKernel<M><<<grid, kFdBlockZ, 0, stream>>>(a);
    else fdStepPrefetchKernel<M><<<grid, kFdBlockZ, 0, stream>>>(a);
    STRATA_CUDA_CHECK_LAUNCH();
}

void Propagator2d::step(Wavefields& f, bool interiorOnly) {
    const PropagationSetup& s = setup_;
    StepArgs a{};
    a.layout = layout_;
    a.op = op_;
    a.prof = Profiles{ax_.data(), bx_.data(), az_.data(), bz_.data(), gx_.data(), gz_.data()};
    a.vdt2 = vdt2_.data();
    a.cur = f.cur;
    a.next = f.old;
    a.psiX = f.psiX.data();
    a.psiZ = f.psiZ.data();
    a.zetaX = f.zetaX.data();
    a.zetaZ = f.zetaZ.data();
    a.cpml = !interiorOnly && s.boundary == BoundaryKind::Cpml;
    a.sponge = !interiorOnly && s.boundary == BoundaryKind::Sponge;
    a.inv12dx = float(1.0 / (12.0 * s.dx));
    a.inv12dz = float(1.0 / (12.0 * s.dz));
    a.xBegin = interiorOnly ? s.width : 0;
    a.xEnd = interiorOnly ? s.width + s.nx : s.cx;
    a.zBegin = interiorOnly ? s.width : 0;
    a.zEnd = interiorOnly ? s.width + s.nz : s.cz;

    const bool legacy = variant_ == KernelVariant::Legacy;
    if (a.cpml) {
        const dim3 block(32, 8);
        if (legacy) {
            cpmlMemoryKernel<<<grid2d(s.cz, s.cx, batch_, block), block, 0, stream_>>>(a);
        } else {
            cpmlMemoryZoneKernel<<<grid2d(s.cz, 2 * s.width, batch_, block), block, 0, stream_>>>(a, true);
            STRATA_CUDA_CHECK_LAUNCH();
            cpmlMemoryZoneKernel<<<grid2d(2 * s.width, s.nx, batch_, block), block, 0, stream_>>>(a, false);
        }
        STRATA_CUDA_CHECK_LAUNCH();
    }
    const int radius = s.op.radius();
    if (s.op.isRecursive() && !legacy && (updateWarps_ > 0 || scanWarps_ > 0)) {
        float* scratch = axisDerivative_.data();
        switch (radius) {
        case 1: launchScan<1>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        case 2: launchScan<2>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        case 3: launchScan<3>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        case 4: launchScan<4>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        case 5: launchScan<5>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        case 6: launchScan<6>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        case 7: launchScan<7>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        default: launchScan<8>(a, batch_, scratch, scanWarps_, updateWarps_, scanWarm_, variant_, stream_); break;
        }
    } else if (s.op.isRecursive()) {
        float* dzz = axisDerivative_.data();
        switch (radius) {
        case 1: launchRecursive<1>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        case 2: launchRecursive<2>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        case 3: launchRecursive<3>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        case 4: launchRecursive<4>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        case 5: launchRecursive<5>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        case 6: launchRecursive<6>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        case 7: launchRecursive<7>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        default: launchRecursive<8>(a, batch_, dzz, recursionShared_, updateShared_, stream_); break;
        }
    } else {
        switch (radius) {
        case 1: launchFd<1>(a, batch_, legacy, stream_); break;
        case 2: launchFd<2>(a, batch_, legacy, stream_); break;
        case 3: launchFd<3>(a, batch_, legacy, stream_); break;
        case 4: launchFd<4>(a, batch_, legacy, stream_); break;
        case 5: launchFd<5>(a, batch_, legacy, stream_); break;
        case 6: launchFd<6>(a, batch_, legacy, stream_); break;
        case 7: launchFd<7>(a, batch_, legacy, stream_); break;
        default: launchFd<8>(a, batch_, legacy, stream_); break;
        }
    }
    std::swap(f.cur, f.old);
}

void Propagator2d::zeroZone(float* field) const {
    const dim3 block(32, 8);
    zeroZoneKernel<<<grid2d(layout_.cz, layout_.cx, batch_, block), block, 0, stream_>>>(field, layout_);
    STRATA_CUDA_CHECK_LAUNCH();
}

namespace {

__global__ void injectSourceKernel(float* field, long long shotStride, const long long* nodes, const float* series,
                                   int level, int shots) {
    const int shot = blockIdx.x * blockDim.x + threadIdx.x;
    if (shot < shots) field[shot * shotStride + nodes[shot]] += series[level];
}

// Every ~32 levels: let the GPU run at most two blocks ahead, report progress, check cancel.
class StepThrottle {
public:
    StepThrottle(cudaStream_t stream, const BackendCallbacks& callbacks) : stream_(stream), callbacks_(callbacks) {
        for (cudaEvent_t& e : events_) STRATA_CUDA_CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
    }
    ~StepThrottle() {
        for (cudaEvent_t e : events_) cudaEventDestroy(e);
    }
    StepThrottle(const StepThrottle&) = delete;
    StepThrottle& operator=(const StepThrottle&) = delete;

    void tick(double fraction, const std::string& message) {
        if (++count_ % kInterval != 0) return;
        const int slot = (count_ / kInterval) % 2;
        STRATA_CUDA_CHECK(cudaEventRecord(events_[slot], stream_));
        STRATA_CUDA_CHECK(cudaEventSynchronize(events_[1 - slot]));
        if (callbacks_.checkCancel) callbacks_.checkCancel();
        if (callbacks_.progress) callbacks_.progress(fraction, message);
    }

private:
    static constexpr int kInterval = 32;
    cudaStream_t stream_;
    const BackendCallbacks& callbacks_;
    cudaEvent_t events_[2]{};
    long long count_ = 0;
};

class Stream {
public:
    Stream() { STRATA_CUDA_CHECK(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking)); }
    ~Stream() { cudaStreamDestroy(stream_); }
    Stream(const Stream&) = delete;
    Stream& operator=(const Stream&) = delete;
    operator cudaStream_t() const noexcept { return stream_; }

private:
    cudaStream_t stream_{};
};

// Elapsed device time between two events, accumulated.
class EventTimer {
public:
    explicit EventTimer(cudaStream_t stream) : stream_(stream) {
        STRATA_CUDA_CHECK(cudaEventCreate(&start_));
        STRATA_CUDA_CHECK(cudaEventCreate(&stop_));
    }
    ~EventTimer() {
        cudaEventDestroy(start_);
        cudaEventDestroy(stop_);
    }
    EventTimer(const EventTimer&) = delete;
    EventTimer& operator=(const EventTimer&) = delete;
    void start() { STRATA_CUDA_CHECK(cudaEventRecord(start_, stream_)); }
    void stop() {
        STRATA_CUDA_CHECK(cudaEventRecord(stop_, stream_));
        STRATA_CUDA_CHECK(cudaEventSynchronize(stop_));
        float ms = 0;
        STRATA_CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
        seconds += ms * 1e-3;
    }
    double seconds = 0;

private:
    cudaStream_t stream_;
    cudaEvent_t start_{}, stop_{};
};

std::string batchMessage(std::size_t first, std::size_t count, std::size_t total) {
    return count == 1 ? "shot " + std::to_string(first + 1) + " of " + std::to_string(total)
                      : "shots " + std::to_string(first + 1) + "-" + std::to_string(first + count) + " of " +
                            std::to_string(total);
}

// Shots per batch: enough points to fill the GPU, within memory, batches of equal size.
int batchSize(std::size_t shots, std::size_t pointsPerShot, std::size_t bytesPerShot) {
    constexpr std::size_t targetPoints = 16u << 20;
    std::size_t b = std::max<std::size_t>(1, targetPoints / std::max<std::size_t>(1, pointsPerShot));
    const std::size_t fit = cuda::usableDeviceMemory(0.8) / std::max<std::size_t>(1, bytesPerShot);
    if (fit == 0)
        throw GpuError("seismic: one shot needs " + std::to_string(bytesPerShot >> 20) + " MiB of GPU memory; " +
                       std::to_string(cuda::usableDeviceMemory(1.0) >> 20) + " MiB are free");
    b = std::min({b, fit, shots});
    const std::size_t batches = (shots + b - 1) / b;
    return int((shots + batches - 1) / batches);
}

std::size_t commonReceiverCount(const std::vector<ShotPlan>& shots) {
    std::size_t n = 0;
    for (const ShotPlan& s : shots) n = std::max(n, s.receivers.size());
    return n;
}

}  // namespace

class SeismicCuda final : public CudaEngine {
public:
    void model(const ModellingTask& task, std::vector<std::vector<float>>& traces,
               const BackendCallbacks& callbacks) override;
    MigrationStats migrate(const MigrationTask& task, const ShotImageSink& sink,
                           const BackendCallbacks& callbacks) override;
    KernelTiming benchmark(const KernelBenchmark& request) override { return runKernelBenchmark(request); }
};

void SeismicCuda::model(const ModellingTask& task, std::vector<std::vector<float>>& traces,
                        const BackendCallbacks& callbacks) {
    const PropagationSetup& s = *task.setup;
    const std::size_t shots = task.shots.size();
    const int samples = task.time.samples, steps = task.time.steps();
    // Shots may record different receiver counts: pad to the largest (unused slots record node 0).
    const std::size_t receivers = commonReceiverCount(task.shots);
    const std::size_t traceBytes = receivers * std::size_t(samples) * sizeof(float);
    const Layout2d layout = Propagator2d::layoutFor(s);
    const int batch = batchSize(shots, std::size_t(s.cells()),
                                Propagator2d::fieldBytesPerShot(s) + traceBytes + std::size_t(layout.shotStride) * 4);
    Stream stream;
    Propagator2d prop(s, batch, stream);
    cuda::DeviceBuffer<float> series;
    series.upload(task.sourceSeries.data(), task.sourceSeries.size(), stream);
    traces.assign(shots, {});
    StepThrottle throttle(stream, callbacks);

    for (std::size_t first = 0; first < shots; first += std::size_t(batch)) {
        const int count = int(std::min<std::size_t>(std::size_t(batch), shots - first));
        Wavefields f;
        prop.allocate(f);
        std::vector<long long> sourceNodes;
        for (int i = 0; i < count; ++i) sourceNodes.push_back(prop.offsetOf(task.shots[first + std::size_t(i)].source));
        std::vector<long long> recNodes;
        for (int i = 0; i < count; ++i) {
            const ShotPlan& plan = task.shots[first + std::size_t(i)];
            for (std::size_t r = 0; r < receivers; ++r)
                recNodes.push_back(prop.offsetOf(r < plan.receivers.size() ? plan.receivers[r] : plan.source));
        }
        cuda::DeviceBuffer<long long> dSources, dReceivers;
        dSources.upload(sourceNodes.data(), sourceNodes.size(), stream);
        dReceivers.upload(recNodes.data(), recNodes.size(), stream);
        cuda::DeviceBuffer<float> dTraces(std::size_t(count) * receivers * std::size_t(samples));
        const std::string message = batchMessage(first, std::size_t(count), shots);
        const dim3 recGrid(unsigned((receivers + 127) / 128), unsigned(count));
        for (int n = 0;; ++n) {
            if (n % task.time.substeps == 0 && receivers > 0) {
                recordKernel<<<recGrid, 128, 0, stream>>>(f.cur, layout.shotStride, dReceivers.data(), dTraces.data(),
                                                          int(receivers), samples, n / task.time.substeps);
                STRATA_CUDA_CHECK_LAUNCH();
            }
            if (n == steps - 1) break;
            prop.step(f, false);
            injectSourceKernel<<<(count + 127) / 128, 128, 0, stream>>>(f.cur, layout.shotStride, dSources.data(),
                                                                       series.data(), n, count);
            STRATA_CUDA_CHECK_LAUNCH();
            throttle.tick((double(first) + double(count) * n / steps) / double(shots), message);
        }
        std::vector<float> host(dTraces.size());
        dTraces.download(host.data(), host.size(), stream);
        for (int i = 0; i < count; ++i) {
            const std::size_t nrec = task.shots[first + std::size_t(i)].receivers.size();
            const float* src = host.data() + std::size_t(i) * receivers * std::size_t(samples);
            traces[first + std::size_t(i)].assign(src, src + nrec * std::size_t(samples));
        }
    }
}

MigrationStats SeismicCuda::migrate(const MigrationTask& task, const ShotImageSink& sink,
                                    const BackendCallbacks& callbacks) {
    const PropagationSetup& s = *task.setup;
    const std::size_t shots = task.shots.size();
    const int samples = task.time.samples, steps = task.time.steps();
    const std::size_t receivers = commonReceiverCount(task.shots);
    const std::size_t interior = std::size_t(s.nx) * std::size_t(s.nz);
    const Layout2d layout = Propagator2d::layoutFor(s);
    const std::size_t shotFloats = std::size_t(layout.shotStride);
    const std::size_t fixedPerShot = 2 * Propagator2d::fieldBytesPerShot(s) + shotFloats * 4 /* dzz */ +
                                     receivers * std::size_t(samples) * 4 + 2 * interior * 4;

    // Source replay: boundary saving when a reasonable batch fits, else checkpointing.
    const std::size_t free = cuda::usableDeviceMemory(0.8);
    const std::size_t wantedBatch =
        std::min<std::size_t>(shots, std::max<std::size_t>(1, (16u << 20) / std::max<std::size_t>(1, s.cells())));
    std::size_t budget = free / wantedBatch > fixedPerShot ? free / wantedBatch - fixedPerShot : 0;
    if (task.memoryBudget) budget = std::min(budget, task.memoryBudget);
    const ReplayPlan plan = planReplay(task, budget);
    const bool saving = plan.replay == SourceReplay::BoundarySaving;
    const std::size_t stripCount = s.stripNodes.size();
    const std::size_t storeFloats = std::size_t(std::max(steps - 2, 1)) * stripCount;
    const int segment = plan.segment;
    const int segments = saving ? 0 : (steps - 1 + segment - 1) / segment;
    const std::size_t stateFloats = shotFloats * (s.boundary == BoundaryKind::Cpml ? 6 : 2);
    const std::size_t replayBytes = saving ? storeFloats * 4
                                           : (std::size_t(segments) * stateFloats +
                                              std::size_t(segment / task.imagingEvery + 1) * interior) * 4;
    const int batch = batchSize(shots, std::size_t(s.cells()), fixedPerShot + replayBytes);

    Stream stream;
    Propagator2d prop(s, batch, stream);
    EventTimer kernels(stream), transfers(stream);
    cuda::DeviceBuffer<float> series;
    series.upload(task.sourceSeries.data(), task.sourceSeries.size(), stream);
    std::vector<long long> stripOffsets;
    for (int node : s.stripNodes) stripOffsets.push_back(prop.offsetOf(node));
    cuda::DeviceBuffer<long long> dStrip;
    if (!stripOffsets.empty()) dStrip.upload(stripOffsets.data(), stripOffsets.size(), stream);
    StepThrottle throttle(stream, callbacks);
    MigrationStats stats;
    stats.shotsInFlight = batch;

    Wavefields src, rec;
    prop.allocate(src);
    prop.allocate(rec);
    cuda::DeviceBuffer<float> store(saving ? storeFloats * std::size_t(batch) : 0);
    cuda::DeviceBuffer<float> checkpoints(saving ? 0 : std::size_t(segments) * stateFloats * std::size_t(batch));
    cuda::DeviceBuffer<float> snapshots(saving ? 0 : std::size_t(segment / task.imagingEvery + 1) * interior * std::size_t(batch));
    cuda::DeviceBuffer<float> image(interior * std::size_t(batch)), light(interior * std::size_t(batch));
    cuda::DeviceBuffer<float> dTraces(std::size_t(batch) * receivers * std::size_t(samples));
    std::vector<float> hostTraces(dTraces.size()), hostImage(image.size()), hostLight(light.size());

    const dim3 block2d(32, 8);
    const dim3 interiorGrid = grid2d(s.nz, s.nx, batch, block2d);
    const dim3 stripGrid(unsigned((stripCount + 255) / 256), unsigned(batch));

    for (std::size_t first = 0; first < shots; first += std::size_t(batch)) {
        const int count = int(std::min<std::size_t>(std::size_t(batch), shots - first));
        const std::string message = batchMessage(first, std::size_t(count), shots);
        // Inputs of this batch (a short last batch repeats its first shot in the unused slots).
        std::vector<long long> sourceNodes, recNodes;
        std::fill(hostTraces.begin(), hostTraces.end(), 0.0f);
        for (int i = 0; i < batch; ++i) {
            const std::size_t shot = first + std::size_t(i < count ? i : 0);
            const ShotPlan& plan = task.shots[shot];
            sourceNodes.push_back(prop.offsetOf(plan.source));
            for (std::size_t r = 0; r < receivers; ++r) {
                const bool real = r < plan.receivers.size();
                recNodes.push_back(prop.offsetOf(real ? plan.receivers[r] : plan.source));
                if (real && i < count)
                    std::copy(task.traces[shot] + r * std::size_t(samples), task.traces[shot] + (r + 1) * std::size_t(samples),
                              hostTraces.begin() + std::ptrdiff_t((std::size_t(i) * receivers + r) * std::size_t(samples)));
            }
        }
        cuda::DeviceBuffer<long long> dSources, dReceivers;
        transfers.start();
        dSources.upload(sourceNodes.data(), sourceNodes.size(), stream);
        dReceivers.upload(recNodes.data(), recNodes.size(), stream);
        dTraces.upload(hostTraces.data(), hostTraces.size(), stream);
        transfers.stop();

        kernels.start();
        prop.allocate(src);
        prop.allocate(rec);
        STRATA_CUDA_CHECK(cudaMemsetAsync(image.data(), 0, image.size() * 4, stream));
        STRATA_CUDA_CHECK(cudaMemsetAsync(light.data(), 0, light.size() * 4, stream));
        const dim3 recGrid(unsigned((receivers + 127) / 128), unsigned(batch));
        const auto injectSource = [&](Wavefields& f, int level) {
            injectSourceKernel<<<(batch + 127) / 128, 128, 0, stream>>>(f.cur, layout.shotStride, dSources.data(),
                                                                       series.data(), level, batch);
            STRATA_CUDA_CHECK_LAUNCH();
        };
        const auto receiverStep = [&](int n) {
            prop.step(rec, false);
            if (n + 1 < steps && receivers > 0) {
                injectDataKernel<<<recGrid, 128, 0, stream>>>(rec.cur, layout.shotStride, dReceivers.data(), dTraces.data(),
                                                              int(receivers), samples, task.time.substeps, n + 1,
                                                              task.injectionScale);
                STRATA_CUDA_CHECK_LAUNCH();
            }
        };
        const auto progress = [&](double withinBatch) {
            return (double(first) + double(count) * withinBatch) / double(shots);
        };
        const double work = 3.0 * steps;
        const std::size_t stateArrays = s.boundary == BoundaryKind::Cpml ? 6 : 2;
        const auto stateCopy = [&](float* slot, bool save) {
            float* arrays[6] = {src.cur, src.old, src.psiX.data(), src.psiZ.data(), src.zetaX.data(), src.zetaZ.data()};
            const std::size_t bytes = shotFloats * std::size_t(batch) * 4;
            for (std::size_t k = 0; k < stateArrays; ++k) {
                float* dev = slot + k * shotFloats * std::size_t(batch);
                STRATA_CUDA_CHECK(cudaMemcpyAsync(save ? dev : arrays[k], save ? arrays[k] : dev, bytes,
                                                  cudaMemcpyDeviceToDevice, stream));
            }
        };

        if (saving) {
            stats.boundarySavingShots += count;
            for (int n = 0; n + 1 < steps; ++n) {
                prop.step(src, false);
                injectSource(src, n);
                if (n + 1 < steps - 2 && stripCount > 0) {
                    stripKernel<<<stripGrid, 256, 0, stream>>>(src.cur, layout.shotStride, dStrip.data(),
                                                               store.data() + std::size_t(n + 1) * stripCount, storeFloats,
                                                               int(stripCount), true);
                    STRATA_CUDA_CHECK_LAUNCH();
                }
                throttle.tick(progress(n / work), message);
            }
            prop.zeroZone(src.cur);
            prop.zeroZone(src.old);
            std::swap(src.cur, src.old);
            for (int n = steps - 2; n >= 0; --n) {
                receiverStep(n);
                if (n < steps - 2) {
                    prop.step(src, true);
                    injectSource(src, n + 1);
                    if (stripCount > 0) {
                        stripKernel<<<stripGrid, 256, 0, stream>>>(src.cur, layout.shotStride, dStrip.data(),
                                                                   store.data() + std::size_t(n) * stripCount, storeFloats,
                                                                   int(stripCount), false);
                        STRATA_CUDA_CHECK_LAUNCH();
                    }
                }
                if (n % task.imagingEvery == 0) {
                    imagingKernel<<<interiorGrid, block2d, 0, stream>>>(src.cur, nullptr, rec.cur, layout, image.data(),
                                                                       light.data());
                    STRATA_CUDA_CHECK_LAUNCH();
                }
                throttle.tick(progress((steps + 2.0 * (steps - n)) / work), message);
            }
        } else {
            stats.checkpointingShots += count;
            const std::size_t slotFloats = stateFloats * std::size_t(batch);
            for (int n = 0; n + 1 < steps; ++n) {
                if (n % segment == 0) stateCopy(checkpoints.data() + std::size_t(n / segment) * slotFloats, true);
                prop.step(src, false);
                injectSource(src, n);
                throttle.tick(progress(n / work), message);
            }
            const std::size_t snapFloats = interior * std::size_t(batch);
            for (int c = segments - 1; c >= 0; --c) {
                const int firstLevel = c * segment, last = std::min(firstLevel + segment - 1, steps - 2);
                stateCopy(checkpoints.data() + std::size_t(c) * slotFloats, false);
                for (int n = firstLevel; n <= last; ++n) {
                    if (n % task.imagingEvery == 0) {
                        copyInteriorKernel<<<interiorGrid, block2d, 0, stream>>>(
                            src.cur, layout, snapshots.data() + std::size_t((n - firstLevel) / task.imagingEvery) * snapFloats);
                        STRATA_CUDA_CHECK_LAUNCH();
                    }
                    if (n == last) break;
                    prop.step(src, false);
                    injectSource(src, n);
                    throttle.tick(progress((steps + (steps - n)) / work), message);
                }
                for (int n = last; n >= firstLevel; --n) {
                    receiverStep(n);
                    if (n % task.imagingEvery == 0) {
                        imagingKernel<<<interiorGrid, block2d, 0, stream>>>(
                            nullptr, snapshots.data() + std::size_t((n - firstLevel) / task.imagingEvery) * snapFloats,
                            rec.cur, layout, image.data(), light.data());
                        STRATA_CUDA_CHECK_LAUNCH();
                    }
                    throttle.tick(progress((steps + 2.0 * (steps - n)) / work), message);
                }
            }
        }
        kernels.stop();
        transfers.start();
        image.download(hostImage.data(), hostImage.size(), stream);
        light.download(hostLight.data(), hostLight.size(), stream);
        transfers.stop();
        for (int i = 0; i < count; ++i)
            sink(int(first) + i, hostImage.data() + std::size_t(i) * interior, hostLight.data() + std::size_t(i) * interior);
    }
    stats.kernelSeconds = kernels.seconds;
    stats.transferSeconds = transfers.seconds;
    return stats;
}

}  // namespace strata::seismic::gpu

STRATA_CUDA_ENGINE("seismic", strata::seismic::CudaEngine, strata::seismic::gpu::SeismicCuda);
