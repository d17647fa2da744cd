// Propagation-kernel benchmarks: 2D through the production batched propagator, 3D with the kernels below
// (the 3D propagation kernels that 3D RTM will build on; no boundaries yet).
//
// 3D FD8: x fastest. A block of 32 x 16 threads owns a 128 x 16 (x, y) tile and marches along z; each
// thread carries four x points (16-byte loads and stores) and a register queue of the z stencil; the
// current plane (with x and y halos) is shared through shared memory. A point update moves 16 bytes
// (read u, u_prev, v^2 dt^2; write u_next) when the halos come from L2.
// 3D recursive (production): three passes per step, every line solved exactly (RecursionScan.cuh), all
// accesses coalesced: z, then y by chunk scans with threads along x (lap = Dzz, lap += Dyy), then the x
// line scan per warp, which finishes the update with its loads prefetched into shared memory. Also kept:
// the same passes in the order x, y, z (the update in the z pass), and the first generation (overlapping
// segments that start W samples early from zero on every axis).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <cuda_pipeline.h>

#include "CudaCheck.h"
#include "PropagationBenchmark.h"
#include "Propagator2d.cuh"
#include "RecursionScan.cuh"
#include "strata/seismic/VelocityModel.h"

namespace strata::seismic::gpu {

namespace {

// --- 3D explicit FD8 -----------------------------------------------------------------------------------

constexpr int kFd3Radius = 4;
constexpr int kFd3ThreadsX = 32, kFd3ThreadsY = 16;
constexpr int kFd3TileX = 4 * kFd3ThreadsX;  // four x points per thread
constexpr int kFd3Planes = 64;               // z planes per block

struct Box3d {
    int nx, ny, nz;  // updated points
    int pad;         // zero cells around them on every side
    int px, py, pz;  // padded extents (px multiple of 4)
    __host__ __device__ long long at(int x, int y, int z) const {
        return ((long long)(z + pad) * py + (y + pad)) * px + (x + pad);
    }
    long long size() const { return (long long)px * py * pz; }
};

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

// --- 3D recursive --------------------------------------------------------------------------------------

constexpr int kRec3Segment = 64;  // outputs per recursion segment
constexpr int kRec3Lines = 32;    // x lines per warp in the x pass
constexpr int kRec3Warps = 2;
constexpr int kRec3ThreadsX = 64;  // threads along x in the y and z passes

struct Rec3Constants {
    float a[kMaxRadius + 1];  // a_n / h^2
    float r, alpha;
    int warmup;
};

// Dxx of u into lap for all points: lines along x (contiguous), 32 lines per warp in shared memory.
template <int N>
__global__ void recursion3dXKernel(Box3d b, Rec3Constants k, const float* __restrict__ u, float* lap) {
    extern __shared__ float tiles[];
    const int W = k.warmup;
    const int length = kRec3Segment + 2 * W + 2 * N;
    const int stride = length | 1;
    const int lane = threadIdx.x, warp = threadIdx.y;
    float* tile = tiles + warp * kRec3Lines * stride;
    const int line0 = (blockIdx.x * kRec3Warps + warp) * kRec3Lines;  // line = z * ny + y
    const int x0 = blockIdx.y * kRec3Segment;
    const int lines = min(kRec3Lines, b.ny * b.nz - line0);
    if (lines <= 0) return;
    for (int c = 0; c < lines; ++c) {
        const int y = (line0 + c) % b.ny, z = (line0 + c) / b.ny;
        const float* src = u + b.at(x0 - W - N, y, z);
        for (int e = lane; e < length; e += 32) tile[c * stride + e] = src[e];
    }
    __syncwarp();
    if (lane < lines) {
        float* t = tile + lane * stride;
        float w = 0;
        for (int j = 0; j < kRec3Segment + 2 * W; ++j) {
            const int x = x0 - W + j, p = j + N;
            float f = k.a[0] * t[p];
#pragma unroll
            for (int m = 1; m <= N; ++m) f += k.a[m] * (t[p + m] + t[p - m]);
            w = (x >= 0 && x < b.nx) ? k.alpha * f - k.r * w : 0.0f;
            t[j] = w;
        }
        float d = 0;
        for (int j = kRec3Segment + 2 * W - 1; j >= W; --j) {
            d = t[j] - k.r * d;
            t[j] = d;
        }
    }
    __syncwarp();
    for (int c = 0; c < lines; ++c) {
        const int y = (line0 + c) % b.ny, z = (line0 + c) / b.ny;
        float* dst = lap + b.at(x0, y, z);
        for (int e = lane; e < kRec3Segment; e += 32)
            if (x0 + e < b.nx) dst[e] = tile[c * stride + W + e];
    }
}

// Recursion along y (AXIS = 1) or z (AXIS = 2) by threads along x: lap += D (y), or the update (z).
template <int N, int AXIS>
__global__ void __launch_bounds__(kRec3ThreadsX) recursion3dSlowKernel(Box3d b, Rec3Constants k, const float* __restrict__ u,
                                                                       float* lap, float* next, const float* __restrict__ vdt2) {
    extern __shared__ float wRows[];
    const int W = k.warmup;
    const int t = threadIdx.x;
    const int x = blockIdx.x * kRec3ThreadsX + t;
    const int s0 = blockIdx.y * kRec3Segment;  // segment start along the walk axis
    const int other = blockIdx.z;              // z for the y pass, y for the z pass
    const int length = AXIS == 1 ? b.ny : b.nz;
    if (x >= b.nx) return;
    const long long walk = AXIS == 1 ? (long long)b.px : (long long)b.px * b.py;
    const long long base = AXIS == 1 ? b.at(x, 0, other) : b.at(x, other, 0);

    float q[2 * N + 1];
#pragma unroll
    for (int m = 0; m < 2 * N; ++m) q[m] = u[base + (s0 - W - N + m) * walk];
    float w = 0;
    for (int j = 0; j < kRec3Segment + 2 * W; ++j) {
        const int s = s0 - W + j;
        q[2 * N] = u[base + (s + N) * walk];
        float f = k.a[0] * q[N];
#pragma unroll
        for (int m = 1; m <= N; ++m) f += k.a[m] * (q[N + m] + q[N - m]);
        w = (s >= 0 && s < length) ? k.alpha * f - k.r * w : 0.0f;
        wRows[j * kRec3ThreadsX + t] = w;
#pragma unroll
        for (int m = 0; m < 2 * N; ++m) q[m] = q[m + 1];
    }
    float d = 0;
    for (int j = kRec3Segment + 2 * W - 1; j >= W; --j) {
        d = wRows[j * kRec3ThreadsX + t] - k.r * d;
        const int s = s0 - W + j;
        if (j >= W + kRec3Segment || s >= length) continue;
        const long long p = base + s * walk;
        if (AXIS == 1) {
            lap[p] += d;
        } else {
            next[p] = 2.0f * u[p] - next[p] + vdt2[p] * (lap[p] + d);
        }
    }
}

// --- 3D recursive by exact line scans (RecursionScan.cuh) ---------------------------------------------

constexpr int kScan3ChunkX = 17;   // x samples per lane (odd: conflict-free shared reads); 32 x 17 = 544
constexpr int kScan3Warps = 4;     // x lines per block
constexpr int kScan3Chunk = 20;    // y or z samples per thread in the strided passes
constexpr int kScan3Chunks = 16;   // chunk threads per block (blockDim.y)

__host__ __device__ inline int scan3Segments(int n) { return lineSegments<kScan3ChunkX>(n); }
__host__ __device__ inline int scan3WarpFloats(int n, int radius) { return 2 * scan3Segments(n) * 32 * kScan3ChunkX + 2 * radius; }

// Dxx into lap: one warp per x line (line = z * ny + y), the line through shared memory
// (scan3dWarpFloats(nx, N) floats per warp). UPDATE: instead, the update next = 2u - next + vdt2 (lap + Dxx)
// with lap = Dyy + Dzz from the strided passes before; every load of the line (u, lap, next, vdt2) is
// issued at the start as an asynchronous copy into shared memory (scan3dUpdateWarpFloats floats per warp).
__host__ __device__ inline int scan3dUpdateWarpFloats(int n, int radius) {
    return 5 * scan3Segments(n) * 32 * kScan3ChunkX + 2 * radius;
}

template <int N, bool UPDATE = false>
__global__ void scan3dXKernel(Box3d b, Rec3Constants k, const float* __restrict__ u, float* lap, float* next,
                              const float* __restrict__ vdt2) {
    constexpr int K = kScan3ChunkX;
    extern __shared__ float shared[];
    const int lane = threadIdx.x, warp = threadIdx.y;
    const int span = scan3Segments(b.nx) * 32 * K;
    float* line = shared + warp * (UPDATE ? scan3dUpdateWarpFloats(b.nx, N) : scan3WarpFloats(b.nx, N));
    float* values = line + span + 2 * N;
    const int l = blockIdx.x * kScan3Warps + warp;
    if (l >= b.ny * b.nz) return;
    const long long start = b.at(0, l % b.ny, l / b.ny);
    for (int e = lane; e < span + 2 * N; e += 32) {
        const int x = e - N;
        if (x < b.nx + N) __pipeline_memcpy_async(line + e, u + start + x, sizeof(float));
        else line[e] = 0.0f;
    }
    __pipeline_commit();
    float* lapLine = values + span;
    float* oldLine = lapLine + span;
    float* vLine = oldLine + span;
    if constexpr (UPDATE) {
        for (int x = lane; x < b.nx; x += 32) {
            __pipeline_memcpy_async(lapLine + x, lap + start + x, sizeof(float));
            __pipeline_memcpy_async(oldLine + x, next + start + x, sizeof(float));
            __pipeline_memcpy_async(vLine + x, vdt2 + start + x, sizeof(float));
        }
        __pipeline_commit();
        __pipeline_wait_prior(1);
    } else {
        __pipeline_wait_prior(0);
    }
    __syncwarp();
    lineScan<N, K>(k.a, k.alpha, k.r, b.nx, line, values);
    if constexpr (UPDATE) {
        __pipeline_wait_prior(0);
        __syncwarp();
        for (int x = lane; x < b.nx; x += 32)
            next[start + x] = 2.0f * line[x + N] - oldLine[x] + vLine[x] * (lapLine[x] + values[x]);
    } else {
        for (int x = lane; x < b.nx; x += 32) lap[start + x] = values[x];
    }
}

// What a strided pass does with its second derivative D: lap = D, lap += D, or the update
// next = 2u - next + vdt2 (lap + D).
enum class StridedPass { Write, Add, Update };

// Recursion along y (AXIS = 1) or z (AXIS = 2) by threads along x, each owning kScan3Chunk samples of its
// line; `warm` chunks on each side of a block start from zero.
template <int N, int AXIS, StridedPass PASS>
__global__ void __launch_bounds__(32 * kScan3Chunks, 2) scan3dStridedKernel(Box3d b, Rec3Constants k, int warm,
                                                                        const float* __restrict__ u, float* lap,
                                                                        float* next, const float* __restrict__ vdt2) {
    constexpr int K = kScan3Chunk;
    __shared__ float ends[kScan3Chunks * 32];
    const int lane = threadIdx.x, chunk = threadIdx.y;
    const int x = blockIdx.x * 32 + lane;
    const int other = blockIdx.z;  // z for the y pass, y for the z pass
    const int length = AXIS == 1 ? b.ny : b.nz;
    const int useful = kScan3Chunks - 2 * warm;
    const int s0 = (int(blockIdx.y) * useful + chunk - warm) * K;
    const long long walk = AXIS == 1 ? (long long)b.px : (long long)b.px * b.py;
    const int xLoad = min(x, b.nx - 1);
    const long long base = AXIS == 1 ? b.at(xLoad, 0, other) : b.at(xLoad, other, 0);
    const int reach = b.pad;  // readable samples beyond each end of a line

    float win[K + 2 * N];
#pragma unroll
    for (int j = 0; j < K + 2 * N; ++j) {
        const int s = s0 - N + j;
        win[j] = s >= -reach && s < length + reach ? u[base + s * walk] : 0.0f;
    }
    float v[K];
#pragma unroll
    for (int i = 0; i < K; ++i) {
        float f = k.a[0] * win[i + N];
#pragma unroll
        for (int m = 1; m <= N; ++m) f += k.a[m] * (win[i + N + m] + win[i + N - m]);
        const int s = s0 + i;
        v[i] = s >= 0 && s < length ? k.alpha * f : 0.0f;
    }
    const float q = chunkRatio<K>(k.r);
    blockForward<K>(v, k.r, q, scanTerms(q), ends);
#pragma unroll
    for (int i = 0; i < K; ++i)
        if (s0 + i >= length) v[i] = 0.0f;
    blockBackward<K>(v, k.r, q, scanTerms(q), ends);
    if (x >= b.nx || chunk < warm || chunk >= kScan3Chunks - warm) return;
    if constexpr (PASS == StridedPass::Write) {
#pragma unroll
        for (int i = 0; i < K; ++i)
            if (s0 + i < length) lap[base + (s0 + i) * walk] = v[i];
        return;
    }
    constexpr int G = 4;
#pragma unroll
    for (int i0 = 0; i0 < K; i0 += G) {
        float l[G], o[G], c[G];
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const long long p = base + min(s0 + i0 + g, length - 1) * walk;
            l[g] = lap[p];
            if constexpr (PASS == StridedPass::Update) {
                o[g] = next[p];
                c[g] = vdt2[p];
            }
        }
#pragma unroll
        for (int g = 0; g < G; ++g) {
            const int s = s0 + i0 + g;
            if (s >= length) continue;
            const long long p = base + s * walk;
            if constexpr (PASS == StridedPass::Add) lap[p] = l[g] + v[i0 + g];
            else next[p] = 2.0f * win[i0 + g + N] - o[g] + c[g] * (l[g] + v[i0 + g]);
        }
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

enum class Rec3Kernels {
    Legacy,       // overlapping segments on every axis
    ScanXFirst,   // x line scan (lap = Dxx), y chunk scan (lap += Dyy), z chunk scan with the update
    ScanXUpdate,  // z chunk scan (lap = Dzz), y chunk scan (lap += Dyy), x line scan with the update (production)
    ZPass,        // the passes of ScanXUpdate timed alone
    YPass,
    XPass,
};

// One step of the 3D recursive operator with one kernel generation: lap scratch, next = old level on entry.
struct Rec3Step {
    Box3d b;
    Rec3Constants k;
    int N, warm;  // radius; warm-up chunks of the chunk scans
    float* lap;
    const float* vdt2;

    int lineShared(bool update) const {
        return kScan3Warps * (update ? scan3dUpdateWarpFloats(b.nx, N) : scan3WarpFloats(b.nx, N)) * int(sizeof(float));
    }

    void operator()(Rec3Kernels kind, const float* cur, float* next) const {
        switch (N) {
        case 3: run<3>(kind, cur, next); break;
        case 4: run<4>(kind, cur, next); break;
        default: throw GpuError("seismic benchmark: the 3D recursive kernels are built for N = 3 or 4");
        }
    }

    template <int R>
    void run(Rec3Kernels kind, const float* cur, float* next) const {
        const int span = (kScan3Chunks - 2 * warm) * kScan3Chunk;
        const dim3 yGrid(unsigned((b.nx + 31) / 32), unsigned((b.ny + span - 1) / span), unsigned(b.nz));
        const dim3 zGrid(unsigned((b.nx + 31) / 32), unsigned((b.nz + span - 1) / span), unsigned(b.ny));
        const dim3 chunkBlock(32, kScan3Chunks);
        const dim3 lineGrid(unsigned((b.ny * b.nz + kScan3Warps - 1) / kScan3Warps)), lineBlock(32, kScan3Warps);
        if (kind == Rec3Kernels::ScanXUpdate || kind == Rec3Kernels::ZPass || kind == Rec3Kernels::YPass ||
            kind == Rec3Kernels::XPass) {
            const bool all = kind == Rec3Kernels::ScanXUpdate;
            if (all || kind == Rec3Kernels::ZPass) {
                scan3dStridedKernel<R, 2, StridedPass::Write><<<zGrid, chunkBlock>>>(b, k, warm, cur, lap, next, vdt2);
                STRATA_CUDA_CHECK_LAUNCH();
            }
            if (all || kind == Rec3Kernels::YPass) {
                scan3dStridedKernel<R, 1, StridedPass::Add><<<yGrid, chunkBlock>>>(b, k, warm, cur, lap, next, vdt2);
                STRATA_CUDA_CHECK_LAUNCH();
            }
            if (all || kind == Rec3Kernels::XPass) {
                const int bytes = lineShared(true);
                if (bytes > 48 * 1024)
                    STRATA_CUDA_CHECK(
                        cudaFuncSetAttribute(scan3dXKernel<R, true>, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
                scan3dXKernel<R, true><<<lineGrid, lineBlock, bytes>>>(b, k, cur, lap, next, vdt2);
                STRATA_CUDA_CHECK_LAUNCH();
            }
        } else if (kind == Rec3Kernels::ScanXFirst) {
            scan3dXKernel<R><<<lineGrid, lineBlock, lineShared(false)>>>(b, k, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
            scan3dStridedKernel<R, 1, StridedPass::Add><<<yGrid, chunkBlock>>>(b, k, warm, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
            scan3dStridedKernel<R, 2, StridedPass::Update><<<zGrid, chunkBlock>>>(b, k, warm, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
        } else {
            const int W = k.warmup;
            const int xShared = kRec3Warps * kRec3Lines * ((kRec3Segment + 2 * W + 2 * R) | 1) * int(sizeof(float));
            const int slowShared = (kRec3Segment + 2 * W) * kRec3ThreadsX * int(sizeof(float));
            const dim3 xGrid(unsigned((b.ny * b.nz + kRec3Lines * kRec3Warps - 1) / (kRec3Lines * kRec3Warps)),
                             unsigned((b.nx + kRec3Segment - 1) / kRec3Segment));
            const dim3 ySegments(unsigned((b.nx + kRec3ThreadsX - 1) / kRec3ThreadsX),
                                 unsigned((b.ny + kRec3Segment - 1) / kRec3Segment), unsigned(b.nz));
            const dim3 zSegments(unsigned((b.nx + kRec3ThreadsX - 1) / kRec3ThreadsX),
                                 unsigned((b.nz + kRec3Segment - 1) / kRec3Segment), unsigned(b.ny));
            recursion3dXKernel<R><<<xGrid, dim3(32, kRec3Warps), xShared>>>(b, k, cur, lap);
            STRATA_CUDA_CHECK_LAUNCH();
            recursion3dSlowKernel<R, 1><<<ySegments, kRec3ThreadsX, slowShared>>>(b, k, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
            recursion3dSlowKernel<R, 2><<<zSegments, kRec3ThreadsX, slowShared>>>(b, k, cur, lap, next, vdt2);
            STRATA_CUDA_CHECK_LAUNCH();
        }
    }
};

KernelTiming benchmark3d(const KernelBenchmark& request) {
    const SecondDerivativeOperator& op = request.op;
    const bool recursive = op.isRecursive();
    const int N = op.radius();
    const int W = recursive ? op.recursionMemory(1e-7) : 0;
    Box3d b{};
    b.nx = request.nx;
    b.ny = request.ny;
    b.nz = request.nz;
    b.pad = recursive ? N + W + kRec3Segment : kFd3Radius;
    b.px = (b.nx + 2 * b.pad + kFd3TileX + 3) / 4 * 4;
    b.py = b.ny + 2 * b.pad + kFd3ThreadsY;
    b.pz = b.nz + 2 * b.pad;
    if (!recursive && N != kFd3Radius) throw GpuError("seismic benchmark: the 3D explicit kernel is 8th order (fd8)");
    if (recursive && N > kMaxRadius) throw GpuError("seismic benchmark: operator radius too large");

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

    if (!recursive) {
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

    Rec3Constants k{};
    for (int m = 0; m <= kMaxRadius; ++m) k.a[m] = m <= N ? float(op.coefficients[std::size_t(m)]) : 0.0f;
    k.r = float(op.recursionRatio());
    k.alpha = float(op.recursionRatio() / op.b1);
    k.warmup = W;
    cuda::DeviceBuffer<float> lap(std::size_t(b.size()));
    Rec3Step step{b, k, N, (W + kScan3Chunk - 1) / kScan3Chunk, lap.data(), vdt2.data()};
    Rec3Kernels kind = Rec3Kernels::ScanXUpdate;
    timing.kernel = "recursive 3D: z and y chunk scans (threads along x, " + std::to_string(kScan3Chunk) +
                    " samples per thread), then the exact x line scan per warp with the update, its loads prefetched";
    timing.bytesPerPoint = 40;
    if (request.variant == "legacy") {
        kind = Rec3Kernels::Legacy;
        timing.kernel = "recursive 3D: x pass (shared-memory line tiles), y and z passes (threads along x), overlapping "
                        "segments of " + std::to_string(kRec3Segment) + " with warm-up " + std::to_string(W);
    } else if (request.variant == "xfirst") {
        kind = Rec3Kernels::ScanXFirst;
        timing.kernel = "recursive 3D: exact x line scan per warp, y and z chunk scans, the update in the z pass";
    } else if (request.variant == "zpass" || request.variant == "ypass" || request.variant == "xpass") {
        kind = request.variant == "zpass" ? Rec3Kernels::ZPass : request.variant == "ypass" ? Rec3Kernels::YPass : Rec3Kernels::XPass;
        timing.kernel = "recursive 3D: the " + request.variant.substr(0, 1) + " pass of the production step alone";
        timing.bytesPerPoint = kind == Rec3Kernels::ZPass ? 8 : kind == Rec3Kernels::YPass ? 12 : 20;
    } else if (!request.variant.empty()) {
        throw GpuError("seismic benchmark: unknown 3D variant '" + request.variant + "'");
    }
    if (kind != Rec3Kernels::Legacy && (step.lineShared(true) > 227 * 1024 || 2 * step.warm >= kScan3Chunks))
        throw GpuError("seismic benchmark: the 3D line scan needs nx <= ~2600 and a short recursion memory");
    timing.seconds = timeSteps(request, [&](int) {
        step(kind, cur, old);
        std::swap(cur, old);
    });
    if (kind == Rec3Kernels::Legacy || kind == Rec3Kernels::ScanXFirst) {
        // Against the production kernels after a few steps from the same fields.
        std::vector<float> mine(std::size_t(b.size())), theirs(std::size_t(b.size()));
        for (int pass = 0; pass < 2; ++pass) {
            fillWavefield(u, b);
            fillWavefield(prev, b);
            cur = u.data();
            old = prev.data();
            for (int n = 0; n < 10; ++n) {
                step(pass == 0 ? kind : Rec3Kernels::ScanXUpdate, cur, old);
                std::swap(cur, old);
            }
            STRATA_CUDA_CHECK(cudaMemcpy(pass == 0 ? mine.data() : theirs.data(), cur, mine.size() * sizeof(float),
                                         cudaMemcpyDeviceToHost));
        }
        double diff = 0, scale = 0;
        for (std::size_t i = 0; i < mine.size(); ++i) {
            diff = std::max(diff, double(std::abs(mine[i] - theirs[i])));
            scale = std::max(scale, double(std::abs(theirs[i])));
        }
        timing.maxDifference = diff / std::max(scale, 1e-30);
    }
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
