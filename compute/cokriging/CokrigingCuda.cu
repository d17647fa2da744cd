// The CUDA backend of the cokriging engine ("cokriging" in libstrata_cuda.so): the data locations
// uploaded with centroid-relative coordinates and indexed by kriging's cell grid, then the targets
// streamed in chunks through the one-warp-per-target kernel of CokrigingKernels.cuh.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <vector>

#include "CudaCheck.h"
#include "EngineRegistry.h"
#include "cokriging/CokrigingKernels.cuh"
#include "kriging/CellIndex.cuh"
#include "kriging/GpuEngineSupport.cuh"
#include "linalg/CudaEvent.cuh"
#include "strata/cokriging/CokrigingCudaEngine.h"
#include "strata/core/Progress.h"

namespace strata::cokriging {
namespace {

using cuda::DeviceBuffer;
constexpr int kMaxDisc = 4096;
constexpr int kMaxListCapacity = 256;
constexpr int kMaxEntries = 128;

int typeCode(CokrigingType t) {
    switch (t) {
        case CokrigingType::Simple: return device::SimpleType;
        case CokrigingType::Ordinary: return device::OrdinaryType;
        case CokrigingType::Standardised: return device::StandardisedType;
        case CokrigingType::Collocated: return device::CollocatedType;
    }
    return device::OrdinaryType;
}

int entriesOf(const CokrigingOptions& o) {
    const bool collocated = o.type == CokrigingType::Collocated;
    return o.search.ndmax + (collocated ? 1 : std::max(0, o.ndmaxSecondary));
}

// Locations the walk may pass over: with every variable at every location (isotopic data) and no
// octant limit the nearest max(ndmax, ndmaxSecondary) locations fill the system; otherwise as
// many as the CPU searches first, 2 (ndmax + ndmaxSecondary) + 8.
int locationsWanted(const CokrigingOptions& o, bool isotopic) {
    const int secondary = o.type == CokrigingType::Collocated ? 0 : std::max(0, o.ndmaxSecondary);
    if (isotopic && o.search.maxPerOctant == 0) return std::max(o.search.ndmax, secondary);
    return 2 * (o.search.ndmax + secondary) + 8;
}

// The warp's candidate list: slots of 32 lanes, 1, 2, 4 or 8.
int listCapacity(int wanted) {
    const int slots = (std::min(wanted, kMaxListCapacity) + 31) / 32;
    return 32 * (slots <= 1 ? 1 : slots <= 2 ? 2 : slots <= 4 ? 4 : 8);
}

template <class Real>
std::size_t modelBytes() {
    return device::sharedModelBytes<Real>();
}

class CokrigingCuda final : public CudaEngine {
public:
    std::string unsupportedReason(const CokrigingOptions& o) const override {
        if (o.cokb3d.enabled) return "cokb3d's arithmetic (its LU pivots and variance) runs on the CPU";
        if (o.search.global) return "a global neighbourhood is factorised once on the CPU";
        if (o.model.size() > std::size_t(device::kMaxVariables)) return "more than 3 secondary variables";
        for (const auto& m : o.model.models) {
            if (m.structures.size() > std::size_t(kriging::device::kMaxStructures))
                return "more than " + std::to_string(kriging::device::kMaxStructures) + " nested structures";
            if (!m.isBounded()) return "a power structure (unbounded covariance) runs on the CPU";
            for (const auto& s : m.structures)
                if (s.type == variogram::StructureType::Matern) return "the Matern model has no GPU implementation";
        }
        if (o.block.count() > kMaxDisc) return "more than " + std::to_string(kMaxDisc) + " block discretisation points";
        if (entriesOf(o) > kMaxEntries)
            return "more than " + std::to_string(kMaxEntries) + " data in a system (ndmax + ndmax_secondary)";
        const std::size_t need = modelBytes<double>() + device::WarpStorage<double>::bytes(entriesOf(o));
        if (need > kriging::sharedPerBlockOptin())
            return "a system of " + std::to_string(entriesOf(o)) + " data needs " + std::to_string(need >> 10) +
                   " KiB of shared memory per warp";
        return "";
    }

    GpuCokrigingTimings cokrigeLocal(const GpuCokrigingInput& in, const GpuCokrigingOutput& out,
                                     const CancelToken* cancel, Progress* progress) override {
        if (in.options->precision == Precision::Double) return run<double>(in, out, cancel, progress);
        return run<float>(in, out, cancel, progress);
    }

private:
    template <class Real>
    GpuCokrigingTimings run(const GpuCokrigingInput& in, const GpuCokrigingOutput& out, const CancelToken* cancel,
                            Progress* progress);
};

// The locations on the device: centroid-relative coordinates and the values, variable-major.
template <class Real>
struct DeviceLocations {
    DeviceLocations(const GpuCokrigingInput& in, std::size_t variables, const std::array<double, 3>& centroid)
        : count(in.locationCount) {
        std::vector<Real> tmp(count);
        const double* coordinates[3] = {in.x, in.y, in.z};
        DeviceBuffer<Real>* axes[3] = {&x, &y, &z};
        for (std::size_t a = 0; a < 3; ++a) {
            const bool used = a < 2 || in.dimension == 3;
            for (std::size_t i = 0; i < count; ++i) tmp[i] = used ? Real(coordinates[a][i] - centroid[a]) : Real(0);
            axes[a]->upload(tmp.data(), count);
        }
        std::vector<Real> all(variables * count);
        for (std::size_t v = 0; v < variables; ++v)
            for (std::size_t i = 0; i < count; ++i) all[v * count + i] = Real(in.values[v][i]);
        values.upload(all.data(), all.size());
    }
    std::size_t count;
    DeviceBuffer<Real> x, y, z, values;
};

// Per chunk: the point targets and collocated values in, the results out.
template <class Real>
struct ChunkBuffers {
    ChunkBuffers(std::size_t chunk, const GpuCokrigingInput& in)
        : estimate(chunk), variance(chunk), status(chunk), primaryUsed(chunk), secondaryUsed(chunk),
          hostEstimate(chunk), hostVariance(chunk) {
        if (!in.grid)
            for (auto* b : {&tx, &ty, &tz}) b->resize(chunk);
        if (in.collocated) collocated.resize(chunk);
    }

    void bind(device::Params<Real>& p) {
        p.estimate = estimate.data();
        p.variance = variance.data();
        p.status = status.data();
        p.primaryUsed = primaryUsed.data();
        p.secondaryUsed = secondaryUsed.data();
    }

    void upload(const GpuCokrigingInput& in, const std::array<double, 3>& centroid, std::size_t begin,
                std::size_t count, device::Params<Real>& p) {
        std::vector<Real> h(count);
        if (!in.grid) {
            const double* points[3] = {in.tx, in.ty, in.tz};
            DeviceBuffer<Real>* axes[3] = {&tx, &ty, &tz};
            for (std::size_t a = 0; a < 3; ++a) {
                const bool used = a < 2 || in.dimension == 3;
                for (std::size_t t = 0; t < count; ++t) h[t] = used ? Real(points[a][begin + t] - centroid[a]) : Real(0);
                axes[a]->upload(h.data(), count);
            }
            p.tx = tx.data();
            p.ty = ty.data();
            p.tz = tz.data();
        }
        if (in.collocated) {
            for (std::size_t t = 0; t < count; ++t) h[t] = Real(in.collocated[begin + t]);
            collocated.upload(h.data(), count);
            p.collocated = collocated.data();
        }
    }

    // The chunk's results into the caller's arrays; returns the targets left to the CPU.
    std::size_t download(const GpuCokrigingOutput& out, std::size_t begin, std::size_t count) {
        estimate.download(hostEstimate.data(), count);
        variance.download(hostVariance.data(), count);
        status.download(out.status + begin, count);
        primaryUsed.download(out.primaryUsed + begin, count);
        secondaryUsed.download(out.secondaryUsed + begin, count);
        std::size_t needsCpu = 0;
        for (std::size_t t = 0; t < count; ++t) {
            out.estimate[begin + t] = double(hostEstimate[t]);
            out.variance[begin + t] = double(hostVariance[t]);
            if (out.status[begin + t] == kriging::NodeStatus::NeedsCpu) ++needsCpu;
        }
        return needsCpu;
    }

    DeviceBuffer<Real> estimate, variance, tx, ty, tz, collocated;
    DeviceBuffer<kriging::NodeStatus> status;
    DeviceBuffer<int> primaryUsed, secondaryUsed;
    std::vector<Real> hostEstimate, hostVariance;
};

template <class Real, int S>
void launch(const device::Params<Real>& p, std::size_t warpBytes, int warpsPerBlock) {
    const unsigned blocks = unsigned((p.chunkCount + std::size_t(warpsPerBlock) - 1) / std::size_t(warpsPerBlock));
    const std::size_t shared = modelBytes<Real>() + warpBytes * std::size_t(warpsPerBlock);
    STRATA_CUDA_CHECK(cudaFuncSetAttribute(device::cokrigingKernel<Real, S>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                           int(shared)));
    device::cokrigingKernel<Real, S><<<blocks, unsigned(32 * warpsPerBlock), shared>>>(p, warpBytes);
    STRATA_CUDA_CHECK_LAUNCH();
}

template <class Real>
GpuCokrigingTimings CokrigingCuda::run(const GpuCokrigingInput& in, const GpuCokrigingOutput& out,
                                       const CancelToken* cancel, Progress* progress) {
    const auto wallStart = std::chrono::steady_clock::now();
    const CokrigingOptions& o = *in.options;
    const std::size_t variables = o.model.size();
    GpuCokrigingTimings timings;
    timings.device = kriging::deviceName();
    timings.precision = sizeof(Real) == 4 ? "float" : "double";

    const std::array<double, 3> centroid = kriging::centroidOf(in.x, in.y, in.z, in.locationCount, in.dimension);
    bool isotopic = true;
    for (std::size_t v = 0; v < variables && isotopic; ++v)
        for (std::size_t i = 0; i < in.locationCount && isotopic; ++i) isotopic = std::isfinite(in.values[v][i]);

    device::Params<Real> p{};
    std::vector<kriging::device::Model<Real>> models(variables * (variables + 1) / 2);
    double largestSill = 0;
    for (std::size_t k = 0; k < models.size(); ++k) {
        kriging::device::fillModel(models[k], o.model.models[k], o.model.models[k].maxCovariance());
        largestSill = std::max(largestSill, o.model.models[k].maxCovariance());
    }
    std::vector<kriging::device::Model<double>> exactModels(models.size());
    for (std::size_t k = 0; k < models.size(); ++k)
        kriging::device::fillModel(exactModels[k], o.model.models[k], o.model.models[k].maxCovariance());
    DeviceBuffer<kriging::device::Model<Real>> deviceModels;
    DeviceBuffer<kriging::device::Model<double>> deviceExactModels;
    deviceModels.upload(models.data(), models.size());
    deviceExactModels.upload(exactModels.data(), exactModels.size());
    p.models = deviceModels.data();
    p.exactModels = deviceExactModels.data();
    p.variables = int(variables);
    p.type = typeCode(o.type);
    const kriging::SearchNeighbourhood& sn = in.search;
    const kriging::SearchMetric<Real> metric = kriging::searchMetricOf<Real>(sn);
    std::copy(metric.m, metric.m + 9, p.searchMetric);
    p.radius2 = Real(sn.radius * sn.radius);
    p.ndmin = sn.ndmin;
    p.ndmax = sn.ndmax;
    p.ndmaxSecondary = std::max(0, o.ndmaxSecondary);
    p.maxPerOctant = sn.maxPerOctant;
    const int wanted = locationsWanted(o, isotopic);
    p.listCapacity = listCapacity(wanted);
    p.nmax = entriesOf(o);
    p.exactUnbias = o.model.model(0, 0).maxCovariance();
    p.unbias = Real(p.exactUnbias);
    p.primaryMean = o.means.empty() ? Real(0) : Real(o.means[0]);
    p.exactBlockVariance = in.blockVariance;
    p.blockVariance = Real(in.blockVariance);
    p.minPivot = Real(largestSill * (sizeof(Real) == 4 ? 1e-6 : 1e-13));

    cuda::CudaEvent setupStart, setupEnd;
    setupStart.record();
    DeviceLocations<Real> locations(in, variables, centroid);
    p.locationCount = int(locations.count);
    p.x = locations.x.data();
    p.y = locations.y.data();
    p.z = locations.z.data();
    p.values = locations.values.data();
    kriging::CellIndex<Real> cells(locations.x.data(), locations.y.data(), locations.z.data(), locations.count,
                                   p.searchMetric, wanted);
    p.grid = cells.bound();
    std::vector<Real> offsets;
    std::vector<double> exactOffsets;
    for (const auto& d : in.discretisation)
        for (double c : d) {
            offsets.push_back(Real(c));
            exactOffsets.push_back(c);
        }
    DeviceBuffer<Real> disc;
    DeviceBuffer<double> exactDisc;
    disc.upload(offsets.data(), offsets.size());
    exactDisc.upload(exactOffsets.data(), exactOffsets.size());
    p.disc = disc.data();
    p.exactDisc = exactDisc.data();
    p.discCount = int(in.discretisation.size());
    setupEnd.record();
    setupEnd.synchronize();
    timings.setupMs = setupStart.elapsedTo(setupEnd);

    kriging::bindTargets(p, in.grid, centroid, in.dimension);
    const std::size_t total = in.targetCount;
    const std::size_t chunk = std::min<std::size_t>(std::max<std::size_t>(total, 1), std::size_t(1) << 21);
    ChunkBuffers<Real> buffers(chunk, in);
    buffers.bind(p);
    const std::size_t warpBytes = device::WarpStorage<Real>::bytes(p.nmax);
    const std::size_t sharedLimit = std::min<std::size_t>(kriging::sharedPerBlockOptin(), 160u << 10) - modelBytes<Real>();
    const int warpsPerBlock = int(std::clamp<std::size_t>(sharedLimit / warpBytes, 1, 8));

    cuda::CudaEvent k0, k1, t0, t1;
    for (std::size_t begin = 0; begin < total; begin += chunk) {
        if (cancel) cancel->check();
        const std::size_t count = std::min(chunk, total - begin);
        p.chunkStart = begin;
        p.chunkCount = count;
        buffers.upload(in, centroid, begin, count, p);
        k0.record();
        switch (p.listCapacity / 32) {
            case 1: launch<Real, 1>(p, warpBytes, warpsPerBlock); break;
            case 2: launch<Real, 2>(p, warpBytes, warpsPerBlock); break;
            case 4: launch<Real, 4>(p, warpBytes, warpsPerBlock); break;
            default: launch<Real, 8>(p, warpBytes, warpsPerBlock); break;
        }
        k1.record();
        k1.synchronize();
        timings.kernelMs += k0.elapsedTo(k1);
        t0.record();
        timings.needsCpu += buffers.download(out, begin, count);
        t1.record();
        t1.synchronize();
        timings.transferMs += t0.elapsedTo(t1);
        ++timings.chunks;
        if (progress) progress->report(double(begin + count) / double(total), "cokriging (cuda)");
    }
    timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart).count();
    return timings;
}

}  // namespace
}  // namespace strata::cokriging

STRATA_CUDA_ENGINE("cokriging", strata::cokriging::CudaEngine, strata::cokriging::CokrigingCuda);
