// The "idw" CUDA engine: IDW and AIDW of a Problem (IdwProblem.h) on the GPU.
//
// Per chunk of targets: targets to the device (grid nodes generated there), the k nearest data on
// the cell grid when AIDW or a neighbourhood needs them (writing each target's power), then the
// all-data weights when no neighbourhood limits them. Data and targets are float4 (x, y, z, value
// or -power/2) in the working frame; double precision uses 32-byte structures and the tiled kernel.
#include <algorithm>
#include <cmath>
#include <limits>
#include <iterator>
#include <memory>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "idw/IdwNeighbourKernels.cuh"
#include "idw/IdwWeightKernels.cuh"
#include "search/DeviceCellGrid.cuh"
#include "strata/core/Error.h"
#include "strata/idw/IdwProblem.h"

namespace strata::idw {

namespace {

using cuda::DeviceBuffer;
using search::gpu::CellGrid;
using search::gpu::Packed4;

// Sums the time between start() and stop() over phases, with CUDA events on the default stream.
class PhaseClock {
public:
    PhaseClock() {
        STRATA_CUDA_CHECK(cudaEventCreate(&begin_));
        STRATA_CUDA_CHECK(cudaEventCreate(&end_));
    }
    ~PhaseClock() {
        cudaEventDestroy(begin_);
        cudaEventDestroy(end_);
    }
    PhaseClock(const PhaseClock&) = delete;
    PhaseClock& operator=(const PhaseClock&) = delete;
    void start() { STRATA_CUDA_CHECK(cudaEventRecord(begin_)); }
    void stop(double& total) {
        STRATA_CUDA_CHECK(cudaEventRecord(end_));
        STRATA_CUDA_CHECK(cudaEventSynchronize(end_));
        float ms = 0;
        STRATA_CUDA_CHECK(cudaEventElapsedTime(&ms, begin_, end_));
        total += ms;
    }

private:
    cudaEvent_t begin_{}, end_{};
};

int blocksFor(std::size_t count, int block) { return int((count + std::size_t(block) - 1) / std::size_t(block)); }

// Which all-data kernel runs by default: the fastest measured on an H100 (docs/idw.md).
constexpr WeightsKernel kDefaultWeights = WeightsKernel::Blocked8Int;
// Neighbour lists live in thread-local memory; capacity classes keep small lists cheap.
constexpr int kListCapacities[] = {16, 32, 64, 128, 256, 512};

template <class Real>
class Run {
public:
    Run(const Problem& p, double* estimate, double* alpha, int* used, const ChunkCallback& onChunk)
        : p_(p), estimate_(estimate), alpha_(alpha), used_(used), onChunk_(onChunk) {}

    Timings execute() {
        if (p_.dataCount > std::size_t(std::numeric_limits<int>::max() / 2))
            throw GpuError("idw: more than 10^9 data do not fit the GPU kernels' indices");
        uploadData();
        const bool allData = p_.neighbours == 0 && !(p_.radius > 0);
        const bool needsGrid = p_.adaptive || !allData;
        if (needsGrid && (p_.options.knnKernel != KnnKernel::BruteForce || (p_.radius > 0 && p_.neighbours == 0))) {
            clock_.start();
            // Denser cells for longer lists: the rings then hold about the list's size. A warp reads
            // 32 points at a time, so its cells hold twice as many (fewer, fuller runs).
            const int listSize = int(std::max(p_.adaptive ? p_.k : 0, p_.neighbours));
            const double perCell = double(listSize) / (warpSearch(listSize) ? 4.0 : 8.0);
            grid_.build(data_.data(), int(p_.dataCount), p_.dimension, lo_, hi_, std::max(2.0, perCell), nullptr);
            clock_.stop(timings_.knnMs);
        }
        const std::size_t chunk = chunkSize(allData);
        std::vector<Packed4<Real>> hostTargets;
        std::vector<double> hostEstimate;
        std::vector<Real> hostAlpha;
        for (std::size_t first = 0; first < p_.targetCount; first += chunk) {
            const std::size_t m = std::min(chunk, p_.targetCount - first);
            loadTargets(first, m, hostTargets);
            if (needsGrid) neighbours(m);
            if (allData) allDataWeights(m);
            clock_.start();
            hostEstimate.resize(m);
            estimates_.download(hostEstimate.data(), m);
            std::copy(hostEstimate.begin(), hostEstimate.end(), estimate_ + first);
            if (allData) std::fill(used_ + first, used_ + first + m, int(p_.dataCount));
            else useds_.download(used_ + first, m);
            if (p_.adaptive) {
                hostAlpha.resize(m);
                alphas_.download(hostAlpha.data(), m);
                for (std::size_t i = 0; i < m; ++i) alpha_[first + i] = double(hostAlpha[i]);
            }
            clock_.stop(timings_.downloadMs);
            onChunk_(double(first + m) / double(p_.targetCount));
        }
        timings_.totalMs = timings_.uploadMs + timings_.knnMs + timings_.weightsMs + timings_.downloadMs;
        return timings_;
    }

private:
    void uploadData() {
        std::vector<Packed4<Real>> host(p_.dataCount);
        for (int a = 0; a < 3; ++a) {
            lo_[a] = std::numeric_limits<double>::infinity();
            hi_[a] = -lo_[a];
        }
        for (std::size_t i = 0; i < p_.dataCount; ++i) {
            host[i] = Packed4<Real>{Real(p_.x[i]), Real(p_.y[i]), Real(p_.z ? p_.z[i] : 0.0), Real(p_.value[i])};
            const double c[3] = {double(host[i].x), double(host[i].y), double(host[i].z)};
            for (int a = 0; a < 3; ++a) {
                lo_[a] = std::min(lo_[a], c[a]);
                hi_[a] = std::max(hi_[a], c[a]);
            }
        }
        const bool soa = p_.options.weightsKernel == WeightsKernel::NaiveSoA ||
                         p_.options.weightsKernel == WeightsKernel::TiledSoA;
        std::vector<Real> columns[4];
        if (soa)
            for (std::size_t i = 0; i < p_.dataCount; ++i) {
                columns[0].push_back(host[i].x);
                columns[1].push_back(host[i].y);
                columns[2].push_back(host[i].z);
                columns[3].push_back(host[i].w);
            }
        clock_.start();
        data_.upload(host.data(), host.size());
        if (soa)
            for (int c = 0; c < 4; ++c) soa_[c].upload(columns[c].data(), columns[c].size());
        clock_.stop(timings_.uploadMs);
    }

    // Row mode: grid targets whose rows run along the frame's x axis share y and z.
    bool rowMode() const { return p_.gridTargets && p_.gridStep[0][1] == 0.0 && p_.gridStep[0][2] == 0.0; }

    std::size_t chunkSize(bool allData) const {
        std::size_t chunk = std::size_t(1) << 22;
        if (allData) {
            // About 2.5e11 weights (~0.1 s) per chunk, so that progress and cancel keep moving.
            chunk = std::size_t(2.5e11 / double(std::max<std::size_t>(p_.dataCount, 1)));
            chunk = std::clamp<std::size_t>(chunk, std::size_t(1) << 16, std::size_t(1) << 22);
            if (rowMode()) chunk = std::max<std::size_t>(1, chunk / p_.gridCount[0]) * p_.gridCount[0];
        }
        return std::min(chunk, std::max<std::size_t>(p_.targetCount, 1));
    }

    void loadTargets(std::size_t first, std::size_t m, std::vector<Packed4<Real>>& host) {
        const Real c = Real(-0.5 * p_.power);
        targets_.resize(std::max(targets_.size(), m));
        estimates_.resize(std::max(estimates_.size(), m));
        useds_.resize(std::max(useds_.size(), m));
        if (p_.adaptive) alphas_.resize(std::max(alphas_.size(), m));
        if (p_.gridTargets) {
            clock_.start();
            const auto step = [&](int s) { return make_double3(p_.gridStep[s][0], p_.gridStep[s][1], p_.gridStep[s][2]); };
            gpu::gridTargets<Real><<<blocksFor(m, 256), 256>>>(
                p_.gridOrigin[0], p_.gridOrigin[1], p_.gridOrigin[2], step(0), step(1), step(2),
                (long long)p_.gridCount[0], (long long)p_.gridCount[1], (long long)first, int(m), c, targets_.data());
            STRATA_CUDA_CHECK_LAUNCH();
            clock_.stop(timings_.weightsMs);
            return;
        }
        host.resize(m);
        for (std::size_t i = 0; i < m; ++i)
            host[i] = Packed4<Real>{Real(p_.tx[first + i]), Real(p_.ty[first + i]),
                                    Real(p_.tz ? p_.tz[first + i] : 0.0), c};
        clock_.start();
        targets_.upload(host.data(), m);
        clock_.stop(timings_.uploadMs);
    }

    void neighbours(std::size_t m) {
        gpu::NeighbourArgs<Real> a;
        a.grid = grid_.view();
        a.grid.dimension = p_.dimension;
        a.data = data_.data();
        a.n = int(p_.dataCount);
        a.targets = targets_.data();
        a.m = int(m);
        a.kAlpha = p_.adaptive ? int(p_.k) : 0;
        a.weighted = int(p_.neighbours);
        a.listSize = std::max(a.kAlpha, a.weighted);
        if (p_.radius > 0) a.limit2 = Real(p_.radius * p_.radius);
        a.rExpected = Real(p_.rExpected);
        a.rMin = Real(p_.rMin);
        a.rMax = Real(p_.rMax);
        for (int i = 0; i < 5; ++i) a.levels[i] = Real(p_.alphaLevels[i]);
        a.alpha = p_.adaptive ? alphas_.data() : nullptr;
        a.estimate = estimates_.data();
        a.used = useds_.data();
        clock_.start();
        if (a.listSize == 0) {
            gpu::radiusKernel<Real><<<blocksFor(m, 128), 128>>>(a.grid, a.targets, a.m, a.limit2, a.estimate, a.used);
            STRATA_CUDA_CHECK_LAUNCH();
        } else {
            launchNearest(a, m);
        }
        clock_.stop(timings_.knnMs);
    }

    // The warp kernel takes lists of this length and longer by default (docs/idw.md).
    static constexpr int kWarpListFrom = 33;
    bool warpSearch(int listSize) const {
        const KnnKernel kernel = p_.options.knnKernel;
        return kernel == KnnKernel::WarpGrid || (kernel == KnnKernel::Auto && listSize >= kWarpListFrom);
    }

    template <int Index = 0>
    void launchNearest(const gpu::NeighbourArgs<Real>& a, std::size_t m) {
        constexpr int capacity = kListCapacities[Index];
        if constexpr (Index + 1 < int(std::size(kListCapacities))) {
            if (a.listSize > capacity) return launchNearest<Index + 1>(a, m);
        }
        if (warpSearch(a.listSize)) {
            constexpr int slots = (capacity + 31) / 32;
            const int warpsPerBlock = gpu::kTile / 32;
            gpu::nearestWarpKernel<Real, slots><<<blocksFor(m, warpsPerBlock), gpu::kTile>>>(a);
        } else if (p_.options.knnKernel == KnnKernel::BruteForce) {
            gpu::nearestKernel<Real, capacity, true><<<blocksFor(m, gpu::kTile), gpu::kTile>>>(a);
        } else {
            gpu::nearestKernel<Real, capacity, false><<<blocksFor(m, gpu::kTile), gpu::kTile>>>(a);
        }
        STRATA_CUDA_CHECK_LAUNCH();
    }

    void allDataWeights(std::size_t m) {
        clock_.start();
        int slices = 1;
        if constexpr (sizeof(Real) == 4) {
            const WeightsKernel kernel = p_.options.weightsKernel == WeightsKernel::Auto ? kDefaultWeights
                                                                                       : p_.options.weightsKernel;
            slices = floatWeights(kernel, m);
        } else {
            partial_.resize(std::max(partial_.size(), m));
            if (p_.dimension == 3)
                gpu::tiledWeights<double, 3, true><<<blocksFor(m, gpu::kTile), gpu::kTile>>>(
                    data_.data(), nullptr, nullptr, nullptr, nullptr, int(p_.dataCount), targets_.data(), int(m), partial_.data());
            else
                gpu::tiledWeights<double, 2, true><<<blocksFor(m, gpu::kTile), gpu::kTile>>>(
                    data_.data(), nullptr, nullptr, nullptr, nullptr, int(p_.dataCount), targets_.data(), int(m), partial_.data());
            STRATA_CUDA_CHECK_LAUNCH();
        }
        flagged_.resize(std::max(flagged_.size(), m));
        flaggedCount_.resize(1);
        STRATA_CUDA_CHECK(cudaMemsetAsync(flaggedCount_.data(), 0, sizeof(int)));
        gpu::finishSums<<<blocksFor(m, 256), 256>>>(partial_.data(), slices, int(m), estimates_.data(), flagged_.data(),
                                                    flaggedCount_.data());
        STRATA_CUDA_CHECK_LAUNCH();
        int flagged = 0;
        flaggedCount_.download(&flagged, 1);
        if (flagged > 0) {
            if constexpr (sizeof(Real) == 4) {
                if (p_.dimension == 3)
                    gpu::exactWeights<3><<<flagged, gpu::kTile>>>(data_.data(), int(p_.dataCount), targets_.data(),
                                                                  flagged_.data(), estimates_.data());
                else
                    gpu::exactWeights<2><<<flagged, gpu::kTile>>>(data_.data(), int(p_.dataCount), targets_.data(),
                                                                  flagged_.data(), estimates_.data());
                STRATA_CUDA_CHECK_LAUNCH();
            } else {
                throw GpuError("idw: double-precision weights did not sum to a finite number");
            }
        }
        clock_.stop(timings_.weightsMs);
    }

    // The float all-data kernels; returns the number of slices written to partial_.
    int floatWeights(WeightsKernel kernel, std::size_t m) {
        const int n = int(p_.dataCount);
        const bool is3d = p_.dimension == 3;
        if (kernel == WeightsKernel::NaiveSoA || kernel == WeightsKernel::NaiveAoS || kernel == WeightsKernel::TiledSoA ||
            kernel == WeightsKernel::TiledAoS) {
            partial_.resize(std::max(partial_.size(), m));
            const int blocks = blocksFor(m, gpu::kTile);
            const float* x = soa_[0].data();
            const float* y = soa_[1].data();
            const float* z = soa_[2].data();
            const float* v = soa_[3].data();
            const auto* d = reinterpret_cast<const float4*>(data_.data());
            const auto* t = reinterpret_cast<const float4*>(targets_.data());
            double2* out = partial_.data();
            switch (kernel) {
                case WeightsKernel::NaiveSoA:
                    if (is3d) gpu::naiveWeights<3, false><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    else gpu::naiveWeights<2, false><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    break;
                case WeightsKernel::NaiveAoS:
                    if (is3d) gpu::naiveWeights<3, true><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    else gpu::naiveWeights<2, true><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    break;
                case WeightsKernel::TiledSoA:
                    if (is3d) gpu::tiledWeights<float, 3, false><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    else gpu::tiledWeights<float, 2, false><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    break;
                default:
                    if (is3d) gpu::tiledWeights<float, 3, true><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    else gpu::tiledWeights<float, 2, true><<<blocks, gpu::kTile>>>(d, x, y, z, v, n, t, int(m), out);
                    break;
            }
            STRATA_CUDA_CHECK_LAUNCH();
            return 1;
        }
        switch (kernel) {
            case WeightsKernel::Blocked4: return blocked<4, 2, 0>(m);
            case WeightsKernel::Blocked8Mufu: return blocked<8, 0, 0>(m);
            case WeightsKernel::Blocked8Poly2: return blocked<8, 2, 0>(m);
            case WeightsKernel::Blocked8Poly6: return blocked<8, 6, 0>(m);
            case WeightsKernel::Blocked8Exp2: return blocked<8, 0, 2>(m);
            case WeightsKernel::Blocked8Exp3: return blocked<8, 0, 3>(m);
            case WeightsKernel::Blocked8Exp4: return blocked<8, 0, 4>(m);
            case WeightsKernel::Blocked8Exp5: return blocked<8, 0, 5>(m);
            case WeightsKernel::Blocked8Exp6: return blocked<8, 0, 6>(m);
            case WeightsKernel::Blocked8Log1Exp3: return blocked<8, 1, 3>(m);
            case WeightsKernel::Blocked8Log2Exp3: return blocked<8, 2, 3>(m);
            case WeightsKernel::Blocked8Int: return integerPowers(m);
            default: return blocked<8, 4, 0>(m);
        }
    }

    // Blocked8Int: threads whose eight targets share an integer power 1..5 take weightInteger
    // (one MUFU operation a weight), the others the general blocked8-log1-exp3.
    int integerPowers(std::size_t m) {
        if (!p_.adaptive) {
            const int p = int(p_.power);
            switch (double(p) == p_.power ? p : 0) {
                case 1: return blocked<8, 0, 0, 1>(m);
                case 2: return blocked<8, 0, 0, 2>(m);
                case 3: return blocked<8, 0, 0, 3>(m);
                case 4: return blocked<8, 0, 0, 4>(m);
                case 5: return blocked<8, 0, 0, 5>(m);
                default: return blocked<8, 1, 3>(m);
            }
        }
        const bool row = rowMode();
        if (p_.dimension == 3) return row ? byPowerClass<3, true>(m) : byPowerClass<3, false>(m);
        return row ? byPowerClass<2, true>(m) : byPowerClass<2, false>(m);
    }

    // AIDW: the units of eight targets sorted by power class on the device, then one launch per
    // class, all with the same slices so that finishSums adds them alike.
    template <int Dim, bool Row>
    int byPowerClass(std::size_t m) {
        constexpr int T = 8, classes = 6;
        const int rowLength = Row ? int(p_.gridCount[0]) : 0;
        const int rows = Row ? int(m / p_.gridCount[0]) : 0;
        const int unitCount = Row ? rows * ((rowLength + T - 1) / T) : int((m + T - 1) / T);
        for (auto* b : {&unitClass_, &unitFirst_, &units_}) b->resize(std::max(b->size(), std::size_t(unitCount)));
        for (auto* b : {&classCount_, &classStart_, &classCursor_}) b->resize(classes);
        STRATA_CUDA_CHECK(cudaMemsetAsync(classCount_.data(), 0, classes * sizeof(int)));
        STRATA_CUDA_CHECK(cudaMemsetAsync(classCursor_.data(), 0, classes * sizeof(int)));
        const auto* targets = reinterpret_cast<const float4*>(targets_.data());
        gpu::classifyUnits<T, Row><<<blocksFor(unitCount, 256), 256>>>(targets, int(m), rowLength, rows, unitCount,
                                                                        unitClass_.data(), unitFirst_.data(),
                                                                        classCount_.data());
        STRATA_CUDA_CHECK_LAUNCH();
        int count[classes], start[classes];
        classCount_.download(count, classes);
        for (int c = 0, sum = 0; c < classes; ++c) {
            start[c] = sum;
            sum += count[c];
        }
        classStart_.upload(start, classes);
        gpu::scatterUnits<<<blocksFor(unitCount, 256), 256>>>(unitClass_.data(), unitFirst_.data(), unitCount,
                                                              classStart_.data(), classCursor_.data(), units_.data());
        STRATA_CUDA_CHECK_LAUNCH();
        const int slices = sliceCount(blocksFor(unitCount, gpu::kTile), m, blockedResidency<Dim, T, 1, 3, Row, 0>());
        const auto units = [&](int c) { return Unit{units_.data() + start[c], count[c]}; };
        if (count[0] > 0) launchBlocked<Dim, T, 1, 3, Row, 0>(m, slices, units(0));
        if (count[1] > 0) launchBlocked<Dim, T, 0, 0, Row, 1>(m, slices, units(1));
        if (count[2] > 0) launchBlocked<Dim, T, 0, 0, Row, 2>(m, slices, units(2));
        if (count[3] > 0) launchBlocked<Dim, T, 0, 0, Row, 3>(m, slices, units(3));
        if (count[4] > 0) launchBlocked<Dim, T, 0, 0, Row, 4>(m, slices, units(4));
        if (count[5] > 0) launchBlocked<Dim, T, 0, 0, Row, 5>(m, slices, units(5));
        return slices;
    }

    template <int T, int LogPoly, int ExpPoly, int Power = 0>
    int blocked(std::size_t m) {
        const bool row = rowMode();
        const bool is3d = p_.dimension == 3;
        if (is3d)
            return row ? launchAll<3, T, LogPoly, ExpPoly, true, Power>(m) : launchAll<3, T, LogPoly, ExpPoly, false, Power>(m);
        return row ? launchAll<2, T, LogPoly, ExpPoly, true, Power>(m) : launchAll<2, T, LogPoly, ExpPoly, false, Power>(m);
    }

    // Every unit of the chunk with one kernel.
    template <int Dim, int T, int LogPoly, int ExpPoly, bool Row, int Power>
    int launchAll(std::size_t m) {
        const std::size_t threads =
            Row ? (m / p_.gridCount[0]) * ((p_.gridCount[0] + T - 1) / T) : (m + T - 1) / T;
        const int slices = sliceCount(blocksFor(threads, gpu::kTile), m, blockedResidency<Dim, T, LogPoly, ExpPoly, Row, Power>());
        launchBlocked<Dim, T, LogPoly, ExpPoly, Row, Power>(m, slices, Unit{});
        return slices;
    }

    template <int Dim, int T, int LogPoly, int ExpPoly, bool Row, int Power>
    int blockedResidency() const {
        int device = 0, sms = 1, perSm = 1;
        STRATA_CUDA_CHECK(cudaGetDevice(&device));
        STRATA_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
        STRATA_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
            &perSm, gpu::blockedWeights<Dim, T, LogPoly, ExpPoly, Row, Power>, gpu::kTile, 0));
        return std::max(1, sms * perSm);
    }

    // Data slices: at least 4096 data each, enough (group, slice) items for an even finish across
    // the GPU, and at most 1/4 of the free memory for the partial sums.
    int sliceCount(int groups, std::size_t m, int resident) const {
        const int n = int(p_.dataCount);
        int slices = std::clamp((16 * resident + groups - 1) / std::max(groups, 1), 1, std::max(1, n / 4096));
        const std::size_t budget = cuda::usableDeviceMemory(0.25) / (sizeof(double2) * std::max<std::size_t>(m, 1));
        return int(std::clamp<std::size_t>(std::min<std::size_t>(std::size_t(slices), budget), 1, 64));
    }

    // A list of unit starts (gpu::BlockedArgs::units); empty: every unit of the chunk.
    struct Unit {
        const int* first = nullptr;
        int count = 0;
    };

    template <int Dim, int T, int LogPoly, int ExpPoly, bool Row, int Power>
    void launchBlocked(std::size_t m, int slices, Unit units) {
        gpu::BlockedArgs a;
        a.data = reinterpret_cast<const float4*>(data_.data());
        a.n = int(p_.dataCount);
        a.targets = reinterpret_cast<const float4*>(targets_.data());
        a.m = int(m);
        std::size_t threads;
        if (Row) {
            a.rowLength = int(p_.gridCount[0]);
            a.rows = int(m / p_.gridCount[0]);
            threads = std::size_t(a.rows) * std::size_t((a.rowLength + T - 1) / T);
        } else {
            threads = (m + T - 1) / T;
        }
        if (units.first) {
            a.units = units.first;
            a.unitCount = units.count;
            threads = std::size_t(units.count);
        }
        a.groups = blocksFor(threads, gpu::kTile);
        const int resident = blockedResidency<Dim, T, LogPoly, ExpPoly, Row, Power>();
        a.slices = slices;
        a.sliceLength = (a.n + slices - 1) / slices;
        a.items = a.groups * slices;
        partial_.resize(std::max(partial_.size(), std::size_t(slices) * m));
        a.partial = partial_.data();
        counter_.resize(1);
        STRATA_CUDA_CHECK(cudaMemsetAsync(counter_.data(), 0, sizeof(int)));
        a.counter = counter_.data();
        gpu::blockedWeights<Dim, T, LogPoly, ExpPoly, Row, Power><<<std::min(resident, a.items), gpu::kTile>>>(a);
        STRATA_CUDA_CHECK_LAUNCH();
    }

    const Problem& p_;
    double* estimate_;
    double* alpha_;
    int* used_;
    const ChunkCallback& onChunk_;
    Timings timings_;
    PhaseClock clock_;
    double lo_[3]{}, hi_[3]{};
    DeviceBuffer<Packed4<Real>> data_, targets_;
    DeviceBuffer<Real> soa_[4];
    DeviceBuffer<Real> alphas_;
    DeviceBuffer<double> estimates_;
    DeviceBuffer<int> useds_;
    DeviceBuffer<double2> partial_;
    DeviceBuffer<int> flagged_, flaggedCount_, counter_;
    DeviceBuffer<int> unitClass_, unitFirst_, units_, classCount_, classStart_, classCursor_;
    CellGrid<Real> grid_;
};

class IdwCuda final : public CudaEngine {
public:
    Timings run(const Problem& problem, double* estimate, double* alpha, int* used,
                const ChunkCallback& onChunk) override {
        if (problem.options.precision == Precision::Double)
            return Run<double>(problem, estimate, alpha, used, onChunk).execute();
        return Run<float>(problem, estimate, alpha, used, onChunk).execute();
    }
};

}  // namespace

STRATA_CUDA_ENGINE("idw", strata::idw::CudaEngine, IdwCuda);

}  // namespace strata::idw
