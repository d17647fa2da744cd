// Propagation-kernel benchmarks: 2D through the production batched propagator, 3D with the kernels below
// (the 3D propagation kernels that 3D RTM will build on; no boundaries yet).
//
// 3D FD8: x fastest. A block of 32 x 16 threads owns a 128 x 16 (x, y) tile and marches along z; each
// thread carries four x points (16-byte loads and stores) and a register queue of the z stencil; the
// current plane (with x and y halos) is shared through shared memory. A point update moves 16 bytes
// (read u, u_prev, v^2 dt^2; write u_next) when the halos come from L2.
// 3D recursive: the two-pass step of Recursive3dKernels.cuh where it applies, else the three-pass step of
// RecursiveThreePass3d.cuh (also timed as the variant "threepass"). Every recursive variant is checked after
// timing: one step on a small box against a double-precision solve of every line (applyToLine).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "CudaCheck.h"
#include "PropagationBenchmark.h"
#include "Propagator2d.cuh"
#include "Recursive3dKernels.cuh"
#include "RecursiveThreePass3d.cuh"
#include "strata/seismic/SecondDerivativeOperator.h"
#include "strata/seismic/VelocityModel.h"

namespace strata::seismic::gpu {

namespace {

// --- 3D explicit FD8 -----------------------------------------------------------------------------------

constexpr int kFd3Radius = 4;
constexpr int kFd3ThreadsX = 32, kFd3ThreadsY = 16;
constexpr int kFd3TileX = 4 * kFd3ThreadsX;  // four x points per thread
constexpr int kFd3Planes = 64;               // z planes per block

struct Fd3Coefficients {
    float c[kFd3Radius + 1];  // c_m / h^2 (cubic cells)
};

__global__ void __launch_bounds__(kFd3ThreadsX * kFd3ThreadsY, 2)
    fd8Step3dKernel(Box3d b, Fd3Coefficients k, const float* __restrict__ u, float* next, const float* __restrict__ vdt2) {
    constexpr int R = kFd3Radius;
    constexpr int rowLength = kFd3TileX + 2 * R;
    __shared__ float4 plane4[(kFd3ThreadsY + 2 * R) * rowLength / 4];
    float* plane = reinterpret_cast<float*>(plane4);
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int x0 = blockIdx.x * kFd3TileX, y0 = blockIdx.y * kFd3ThreadsY;
    const int x = x0 + 4 * tx, y = y0 + ty;
    const int zStart = blockIdx.z * kFd3Planes, zStop = min(zStart + kFd3Planes, b.nz);
    const long long planeStride = (long long)b.px * b.py;
    const bool inside = x < b.nx && y < b.ny;
    const auto load4 = [&](long long p) { return *reinterpret_cast<const float4*>(u + p); };

    float4 q[2 * R + 1];
    long long p = b.at(x, y, zStart - R);
#pragma unroll
    for (int m = 0; m < 2 * R; ++m, p += planeStride) q[m] = load4(p);
    p = b.at(x, y, zStart);
    const float c0 = 3.0f * k.c[0];
    for (int z = zStart; z < zStop; ++z, p += planeStride) {
        q[2 * R] = load4(p + R * planeStride);
        float4* row = reinterpret_cast<float4*>(plane + (ty + R) * rowLength);
        row[1 + tx] = q[R];
        if (tx == 0) row[0] = load4(p - R);
        if (tx == kFd3ThreadsX - 1) row[kFd3ThreadsX + 1] = load4(p + 4);
        if (ty < R) reinterpret_cast<float4*>(plane + ty * rowLength)[1 + tx] = load4(p - (long long)R * b.px);
        if (ty >= kFd3ThreadsY - R)
            reinterpret_cast<float4*>(plane + (ty + 2 * R) * rowLength)[1 + tx] = load4(p + (long long)R * b.px);
        __syncthreads();
        if (inside) {
            const float* centre = plane + (ty + R) * rowLength + R + 4 * tx;
            float xs[4 + 2 * R];
#pragma unroll
            for (int i = 0; i < 4 + 2 * R; ++i) xs[i] = centre[i - R];
            const float4 c = q[R];
            float4 lap = make_float4(c0 * c.x, c0 * c.y, c0 * c.z, c0 * c.w);
#pragma unroll
            for (int m = 1; m <= R; ++m) {
                const float4 up = *reinterpret_cast<const float4*>(centre - m * rowLength);
                const float4 down = *reinterpret_cast<const float4*>(centre + m * rowLength);
                const float km = k.c[m];
                lap.x += km * (xs[R + m] + xs[R - m] + up.x + down.x + q[R + m].x + q[R - m].x);
                lap.y += km * (xs[R + 1 + m] + xs[R + 1 - m] + up.y + down.y + q[R + m].y + q[R - m].y);
                lap.z += km * (xs[R + 2 + m] + xs[R + 2 - m] + up.z + down.z + q[R + m].z + q[R - m].z);
                lap.w += km * (xs[R + 3 + m] + xs[R + 3 - m] + up.w + down.w + q[R + m].w + q[R - m].w);
            }
            float4* out = reinterpret_cast<float4*>(next + p);
            const float4 old = *out;
            const float4 v = *reinterpret_cast<const float4*>(vdt2 + p);
            *out = make_float4(2.0f * c.x - old.x + v.x * lap.x, 2.0f * c.y - old.y + v.y * lap.y,
                               2.0f * c.z - old.z + v.z * lap.z, 2.0f * c.w - old.w + v.w * lap.w);
        }
        __syncthreads();
#pragma unroll
        for (int m = 0; m < 2 * R; ++m) q[m] = q[m + 1];
    }
}

// --- Timing --------------------------------------------------------------------------------------------

class Events {
public:
    Events() {
        STRATA_CUDA_CHECK(cudaEventCreate(&start));
        STRATA_CUDA_CHECK(cudaEventCreate(&stop));
    }
    ~Events() {
        cudaEventDestroy(start);
        cudaEventDestroy(stop);
    }
    Events(const Events&) = delete;
    Events& operator=(const Events&) = delete;
    double seconds() const {
        float ms = 0;
        STRATA_CUDA_CHECK(cudaEventSynchronize(stop));
        STRATA_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
        return ms * 1e-3;
    }
    cudaEvent_t start{}, stop{};
};

// Runs `steps` steps of `step(toggle)` per repetition after one warm-up repetition.
template <class Step>
std::vector<double> timeSteps(const KernelBenchmark& request, Step&& step) {
    std::vector<double> seconds;
    Events ev;
    for (int rep = -1; rep < request.repetitions; ++rep) {
        STRATA_CUDA_CHECK(cudaEventRecord(ev.start, nullptr));
        for (int n = 0; n < request.steps; ++n) step(n);
        STRATA_CUDA_CHECK(cudaEventRecord(ev.stop, nullptr));
        const double s = ev.seconds();
        if (rep >= 0) seconds.push_back(s);
    }
    return seconds;
}

// A smooth initial wavefield so that the kernels work on real numbers (no denormal shortcuts).
void fillWavefield(cuda::DeviceBuffer<float>& field, const Box3d& b) {
    std::vector<float> host(std::size_t(b.size()), 0.0f);
    for (int z = 0; z < b.nz; ++z)
        for (int y = 0; y < b.ny; ++y)
            for (int x = 0; x < b.nx; ++x)
                host[std::size_t(b.at(x, y, z))] = 0.01f * float((7 * x + 13 * y + 3 * z) % 17) - 0.08f;
    field.upload(host.data(), host.size());
}

// A box whose rows start on 128-byte boundaries at x = 0 (the pad is whole cache lines, so is the row
// length): a warp's row accesses then cover whole lines. Measured on the H100 at 512^3: FD8 132.5 -> 143.5
// Gpoints/s, the two-pass recursive step 87.9 -> 95.7. reach: readable cells beyond the box on every axis;
// extraX, extraY: cells a kernel's last tile may touch past the padded row or column.
Box3d lineAlignedBox(int nx, int ny, int nz, int reach, int extraX = 0, int extraY = 0) {
    constexpr int kLineFloats = 32;
    const auto roundUp = [](int n, int m) { return (n + m - 1) / m * m; };
    Box3d b{};
    b.nx = nx;
    b.ny = ny;
    b.nz = nz;
    b.pad = roundUp(reach, kLineFloats);
    b.px = roundUp(nx + 2 * b.pad + extraX, kLineFloats);
    b.py = ny + 2 * b.pad + extraY;
    b.pz = nz + 2 * b.pad;
    return b;
}

// --- 3D recursive ----------------------------------------------------------------------------------------

enum class Rec3Kernels {
    TwoPass,    // zxPassKernel (lap = Dzz + Dxx), then yUpdateKernel (production where it applies)
    ThreePass,  // z and y chunk scans, then the x line scan with the update
    ZxPass,     // the two-pass step's kernels timed alone
    YUpdate,
};

bool twoPassApplies(const Box3d& b, const SecondDerivativeOperator& op) {
    return b.nx <= 512 && b.nx % 2 == 0 && op.recursionMemory(1e-6) <= kMarchLookahead &&
           zxPassShared(b.nx, op.radius()) <= 227 * 1024;
}

// One step of the 3D recursive operator: lap is scratch, next holds the old level on entry.
struct Rec3Step {
    Box3d b;
    LineRecursion op;
    int N, warm;  // radius; warm-up chunks of the three-pass chunk scans
    float* lap;
    const float* vdt2;

    int xUpdateShared() const { return kScan3Warps * scan3dUpdateWarpFloats(b.nx, N) * int(sizeof(float)); }

    // Shared-memory limits of the kernels, once.
    void prepare() const {
        switch (N) {
        case 3: prepare<3>(); break;
        case 4: prepare<4>(); break;
        default: throw GpuError("seismic benchmark: the 3D recursive kernels are built for N = 3 or 4");
        }
    }
    template <int R>
    void prepare() const {
        STRATA_CUDA_CHECK(cudaFuncSetAttribute(zxPassKernel<R>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                               std::min(zxPassShared(b.nx, R), 227 * 1024)));
        STRATA_CUDA_CHECK(cudaFuncSetAttribute(yUpdateKernel<R>, cudaFuncAttributeMaxDynamicSharedMemorySize, yUpdateShared(R)));
        STRATA_CUDA_CHECK(cudaFuncSetAttribute(scan3dXUpdateKernel<R>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                               std::min(xUpdateShared(), 227 * 1024)));
    }

    void operator()(Rec3Kernels kind, const float* cur, float* next) const {
        if (N == 3) run<3>(kind, cur, next);
        else run<4>(kind, cur, next);
    }

    template <int R>
    void run(Rec3Kernels kind, const float* cur, float* next) const {
        if (kind == Rec3Kernels::ThreePass) {
            const int span = (kScan3Chunks - 2 * warm) * kScan3Chunk;
            const dim3 yGrid(unsigned((b.nx + 31) / 32), unsigned((b.ny + span - 1) / span), unsigned(b.nz));
            const dim3 zGrid(unsigned((b.nx + 31) / 32), unsigned((b.nz + span - 1) / span), unsigned(b.ny));
            const dim3 chunkBlock(32, kScan3Chunks);
            scan3dStridedKernel<R, 2><<<zGrid, chunkBlock>>>(b, op, warm, cur, lap);
            STRATA_CUDA_CHECK_LAUNCH();
            scan3dStridedKernel<R, 1><<<yGrid, chunkBlock>>>(b, op, warm, cur, lap);
            STRATA_CUDA_CHECK_LAUNCH();
            const dim3 lineGrid(unsigned((b.ny * b.nz + kScan3Warps - 1) / kScan3Warps)), lineBlock(32, kScan3Warps);
            scan3dXUpdateKernel<R><<<lineGrid, lineBlock, xUpdateShared()>>>(b, op, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
            return;
        }
        if (kind != Rec3Kernels::YUpdate) {
            zxPassKernel<R><<<unsigned(b.ny), unsigned((b.nx + 31) / 32 * 32), zxPassShared(b.nx, R)>>>(b, op, cur, lap);
            STRATA_CUDA_CHECK_LAUNCH();
        }
        if (kind != Rec3Kernels::ZxPass) {
            const dim3 grid(unsigned((b.nx + 2 * kYThreads - 1) / (2 * kYThreads)), unsigned(b.nz));
            yUpdateKernel<R><<<grid, kYThreads, yUpdateShared(R)>>>(b, op, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
        }
    }
};

// Chunks of the three-pass scans that start a block early from zero.
int threePassWarmChunks(const SecondDerivativeOperator& op) {
    return (op.recursionMemory(1e-7) + kScan3Chunk - 1) / kScan3Chunk;
}

// The step of `op` on box b (cubic cells, h = 1), its kernels' shared-memory limits set.
Rec3Step makeRec3Step(const SecondDerivativeOperator& op, const Box3d& b, float* lap, const float* vdt2) {
    const Rec3Step step{b, makeLineRecursion(op.coefficients, op.recursionRatio(), op.b1, 1.0), op.radius(),
                        threePassWarmChunks(op), lap, vdt2};
    step.prepare();
    return step;
}

Box3d recursiveBox(int nx, int ny, int nz, int radius) {
    // Reach of the kernels beyond the box: the two-pass walks (stencil, prefetched group) and the three-pass
    // chunk scans (up to two warm-up chunks).
    return lineAlignedBox(nx, ny, nz, std::max(kZxPlanes + radius, 2 * kScan3Chunk + radius));
}

// Largest |next - reference| over the largest |reference| after one step from the benchmark's fields, the
// reference solving every line in double precision (applyToLine, zero outside the box).
double checkRecursiveStep(const SecondDerivativeOperator& op, Rec3Kernels kind, int nx, int ny, int nz) {
    const Box3d b = recursiveBox(nx, ny, nz, op.radius());
    cuda::DeviceBuffer<float> u(std::size_t(b.size())), next(std::size_t(b.size())), lap(std::size_t(b.size())),
        vdt2(std::size_t(b.size()));
    fillWavefield(u, b);
    fillWavefield(next, b);
    const float c2 = 0.1f;
    {
        std::vector<float> v(std::size_t(b.size()), c2);
        vdt2.upload(v.data(), v.size());
    }
    const auto download = [&](const cuda::DeviceBuffer<float>& field) {
        std::vector<float> host(std::size_t(b.size()));
        STRATA_CUDA_CHECK(cudaMemcpy(host.data(), field.data(), host.size() * sizeof(float), cudaMemcpyDeviceToHost));
        return host;
    };
    const std::vector<float> host = download(u), old = download(next);
    makeRec3Step(op, b, lap.data(), vdt2.data())(kind, u.data(), next.data());
    const std::vector<float> gpu = download(next);
    std::vector<float> d(std::size_t(b.size()), 0.0f);
    std::vector<double> laplacian(std::size_t(b.size()), 0.0);
    const long long strideY = b.px, strideZ = (long long)b.px * b.py;
    const auto accumulate = [&](long long start, int n, long long stride) {
        applyToLine(op, 1.0, host.data() + start, d.data() + start, n, int(stride));
        for (int j = 0; j < n; ++j) laplacian[std::size_t(start + j * stride)] += d[std::size_t(start + j * stride)];
    };
    for (int z = 0; z < nz; ++z)
        for (int y = 0; y < ny; ++y) accumulate(b.at(0, y, z), nx, 1);
    for (int z = 0; z < nz; ++z)
        for (int x = 0; x < nx; ++x) accumulate(b.at(x, 0, z), ny, strideY);
    for (int y = 0; y < ny; ++y)
        for (int x = 0; x < nx; ++x) accumulate(b.at(x, y, 0), nz, strideZ);
    double diff = 0, scale = 0;
    for (int z = 0; z < nz; ++z)
        for (int y = 0; y < ny; ++y)
            for (int x = 0; x < nx; ++x) {
                const std::size_t p = std::size_t(b.at(x, y, z));
                const double expected = 2.0 * host[p] - old[p] + c2 * laplacian[p];
                diff = std::max(diff, std::abs(gpu[p] - expected));
                scale = std::max(scale, std::abs(expected));
            }
    return diff / std::max(scale, 1e-30);
}

KernelTiming benchmark3dRecursive(const KernelBenchmark& request) {
    const SecondDerivativeOperator& op = request.op;
    const int N = op.radius();
    if (N > kMaxRadius) throw GpuError("seismic benchmark: operator radius too large");
    const Box3d b = recursiveBox(request.nx, request.ny, request.nz, N);
    const bool twoPass = twoPassApplies(b, op);
    Rec3Kernels kind = twoPass ? Rec3Kernels::TwoPass : Rec3Kernels::ThreePass;
    KernelTiming timing;
    if (request.variant == "threepass") kind = Rec3Kernels::ThreePass;
    else if (request.variant == "zxpass") kind = Rec3Kernels::ZxPass;
    else if (request.variant == "yupdate") kind = Rec3Kernels::YUpdate;
    else if (!request.variant.empty()) throw GpuError("seismic benchmark: unknown 3D variant '" + request.variant + "'");
    if (kind != Rec3Kernels::ThreePass && !twoPass)
        throw GpuError("seismic benchmark: the two-pass 3D kernels need an even nx <= 512 and a recursion memory of at "
                       "most " + std::to_string(kMarchLookahead) + " samples at 1e-6");
    if (kind == Rec3Kernels::ThreePass && (kScan3Warps * scan3dUpdateWarpFloats(b.nx, N) * int(sizeof(float)) > 227 * 1024 ||
                                           2 * threePassWarmChunks(op) >= kScan3Chunks))
        throw GpuError("seismic benchmark: the 3D line scan needs nx <= ~2600 and a short recursion memory");
    switch (kind) {
    case Rec3Kernels::TwoPass:
        timing.kernel = "recursive 3D, two passes: z walk with the x line scans (lap = Dzz + Dxx), then the y walk with "
                        "the update; the backward recursions start " + std::to_string(kMarchLookahead) + " samples ahead";
        timing.bytesPerPoint = 28;
        break;
    case Rec3Kernels::ThreePass:
        timing.kernel = "recursive 3D, three passes: z and y chunk scans (threads along x), then the exact x line scan per "
                        "warp with the update, its loads prefetched";
        timing.bytesPerPoint = 40;
        break;
    case Rec3Kernels::ZxPass:
        timing.kernel = "recursive 3D: the two-pass step's first kernel alone (lap = Dzz + Dxx)";
        timing.bytesPerPoint = 8;
        break;
    case Rec3Kernels::YUpdate:
        timing.kernel = "recursive 3D: the two-pass step's second kernel alone (Dyy and the update)";
        timing.bytesPerPoint = 20;
        break;
    }

    cuda::DeviceBuffer<float> u(std::size_t(b.size())), prev(std::size_t(b.size())), vdt2(std::size_t(b.size())),
        lap(std::size_t(b.size()));
    fillWavefield(u, b);
    fillWavefield(prev, b);
    {
        // (c dt)^2 = 0.1 at h = 1: Courant 0.32, inside the rational operator's 3D limit of 0.40
        std::vector<float> v(std::size_t(b.size()), 0.1f);
        vdt2.upload(v.data(), v.size());
    }
    const Rec3Step step = makeRec3Step(op, b, lap.data(), vdt2.data());
    float* cur = u.data();
    float* old = prev.data();
    timing.seconds = timeSteps(request, [&](int) {
        step(kind, cur, old);
        std::swap(cur, old);
    });
    if (kind == Rec3Kernels::TwoPass || kind == Rec3Kernels::ThreePass) {
        // On the requested box when small, else on a box with odd extents along y and z and a partial last warp.
        const bool small = (long long)b.nx * b.ny * b.nz <= (1 << 22);
        timing.maxDifference = small ? checkRecursiveStep(op, kind, b.nx, b.ny, b.nz) : checkRecursiveStep(op, kind, 94, 77, 69);
    }
    return timing;
}

// FD8's box before lineAlignedBox, kept as the variant "unaligned" to show what the aligned rows gain.
Box3d fd8UnalignedBox(int nx, int ny, int nz) {
    Box3d b{};
    b.nx = nx;
    b.ny = ny;
    b.nz = nz;
    b.pad = kFd3Radius;
    b.px = (b.nx + 2 * b.pad + kFd3TileX + 3) / 4 * 4;
    b.py = b.ny + 2 * b.pad + kFd3ThreadsY;
    b.pz = b.nz + 2 * b.pad;
    return b;
}

KernelTiming benchmark3d(const KernelBenchmark& request) {
    const SecondDerivativeOperator& op = request.op;
    if (op.isRecursive()) return benchmark3dRecursive(request);
    if (op.radius() != kFd3Radius) throw GpuError("seismic benchmark: the 3D explicit kernel is 8th order (fd8)");
    if (!request.variant.empty() && request.variant != "unaligned")
        throw GpuError("seismic benchmark: unknown 3D fd8 variant '" + request.variant + "'");
    const Box3d b = request.variant == "unaligned"
                        ? fd8UnalignedBox(request.nx, request.ny, request.nz)
                        : lineAlignedBox(request.nx, request.ny, request.nz, kFd3Radius, kFd3TileX, kFd3ThreadsY);
    cuda::DeviceBuffer<float> u(std::size_t(b.size())), prev(std::size_t(b.size())), vdt2(std::size_t(b.size()));
    fillWavefield(u, b);
    fillWavefield(prev, b);
    {
        std::vector<float> v(std::size_t(b.size()), 0.2f);  // Courant ~0.45 at h = 1 with (c dt)^2 = 0.2
        vdt2.upload(v.data(), v.size());
    }
    float* cur = u.data();
    float* old = prev.data();
    KernelTiming timing;
    Fd3Coefficients k{};
    for (int m = 0; m <= kFd3Radius; ++m) k.c[m] = float(op.coefficients[std::size_t(m)]);
    const dim3 block(kFd3ThreadsX, kFd3ThreadsY);
    const dim3 grid(unsigned((b.nx + kFd3TileX - 1) / kFd3TileX), unsigned((b.ny + kFd3ThreadsY - 1) / kFd3ThreadsY),
                    unsigned((b.nz + kFd3Planes - 1) / kFd3Planes));
    timing.kernel = "fd8 3D: 32x16 threads, 128x16 tile, z register queue, float4";
    timing.bytesPerPoint = 16;
    timing.seconds = timeSteps(request, [&](int) {
        fd8Step3dKernel<<<grid, block>>>(b, k, cur, old, vdt2.data());
        STRATA_CUDA_CHECK_LAUNCH();
        std::swap(cur, old);
    });
    return timing;
}

KernelTiming benchmark2d(const KernelBenchmark& request) {
    VelocityModel model;
    model.nx = std::size_t(request.nx);
    model.nz = std::size_t(request.nz);
    model.dx = model.dz = 10.0;
    model.velocity.assign(model.nx * model.nz, 3000.0f);
    const double dt = 0.9 * stableTimeStep(request.op, 3000.0, 10.0, 10.0);
    const PropagationSetup setup = makePropagationSetup(model, request.op, BoundaryKind::Cpml, 20, dt, 10.0, "benchmark");
    const KernelVariant variant = parseKernelVariant(request.variant);
    Propagator2d prop(setup, request.batch, nullptr, variant);
    const auto initialise = [&](Propagator2d& p, Wavefields& fields) {
        p.allocate(fields);
        std::vector<float> host(p.shotFloats() * std::size_t(request.batch), 0.0f);
        const Layout2d& L = p.layout();
        for (int s = 0; s < request.batch; ++s)
            for (int ix = 0; ix < L.cx; ++ix)
                for (int iz = 0; iz < L.cz; ++iz)
                    host[std::size_t(s) * p.shotFloats() + std::size_t(L.at(ix, iz))] =
                        float(std::sin(0.05 * ix + s) * std::cos(0.07 * iz));
        fields.a.upload(host.data(), host.size());
        fields.b.upload(host.data(), host.size());
    };
    Wavefields f;
    initialise(prop, f);
    KernelTiming timing;
    const bool legacy = variant == KernelVariant::Legacy;
    timing.kernel = std::string(request.op.isRecursive()
                                    ? (legacy ? "recursive 2D, legacy (z tiles + x segments, fused update)"
                                              : "recursive 2D (exact x chunk scan, then z line scan per warp with the update)")
                                    : (legacy ? "explicit 2D, legacy (z block, x register queue)"
                                              : "explicit 2D (z block, x register queue, loads a column ahead)")) +
                    (request.variant.empty() || legacy ? "" : " [variant " + request.variant + "]") +
                    ", CPML " + std::to_string(setup.width) + " cells, " + std::to_string(request.batch) +
                    " sections per launch, " + std::to_string(setup.cx) + " x " + std::to_string(setup.cz) + " points each";
    timing.bytesPerPoint = request.op.isRecursive() ? 28 : 16;
    timing.seconds = timeSteps(request, [&](int) { prop.step(f, false); });
    if (variant != KernelVariant::ZOnly && variant != KernelVariant::XOnly) {
        Propagator2d reference(setup, request.batch, nullptr, KernelVariant::Fast);
        Wavefields g;
        initialise(prop, f);
        initialise(reference, g);
        for (int n = 0; n < 20; ++n) {
            prop.step(f, false);
            reference.step(g, false);
        }
        const std::size_t count = prop.shotFloats() * std::size_t(request.batch);
        std::vector<float> mine(count), theirs(count);
        STRATA_CUDA_CHECK(cudaMemcpy(mine.data(), f.cur, count * sizeof(float), cudaMemcpyDeviceToHost));
        STRATA_CUDA_CHECK(cudaMemcpy(theirs.data(), g.cur, count * sizeof(float), cudaMemcpyDeviceToHost));
        double diff = 0, scale = 0;
        for (std::size_t i = 0; i < count; ++i) {
            diff = std::max(diff, double(std::abs(mine[i] - theirs[i])));
            scale = std::max(scale, double(std::abs(theirs[i])));
        }
        timing.maxDifference = diff / std::max(scale, 1e-30);
    }
    return timing;
}

}  // namespace

KernelTiming runKernelBenchmark(const KernelBenchmark& request) {
    return request.ny > 1 ? benchmark3d(request) : benchmark2d(request);
}

}  // namespace strata::seismic::gpu
