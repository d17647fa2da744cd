#include "CpuIdw.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <vector>

#include "WeightMath.h"
#include "strata/core/Parallel.h"
#include "strata/jobs/Job.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::idw {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Data per inner block: float sums stay short (relative error ~1e-6) before they go into double.
constexpr std::size_t kBlock = 1024;

struct SingleData {
    std::vector<float> x, y, z, v;
};

// Sum of the weights and of the weighted values of every datum, single precision. Cloned for
// AVX2+FMA and AVX-512 (chosen at run time): the weight is polynomial arithmetic, so it vectorizes.
[[gnu::target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")]]
void sumAllSingle(const SingleData& d, std::size_t n, bool is3d, float tx, float ty, float tz, float c,
                  double& sumW, double& sumWz) {
    const float* xs = d.x.data();
    const float* ys = d.y.data();
    const float* zs = d.z.data();
    const float* vs = d.v.data();
    double sw = 0, swz = 0;
    for (std::size_t b = 0; b < n; b += kBlock) {
        const std::size_t e = std::min(n, b + kBlock);
        float bw = 0, bwz = 0;
        if (is3d) {
#pragma omp simd reduction(+ : bw, bwz)
            for (std::size_t j = b; j < e; ++j) {
                const float dx = tx - xs[j], dy = ty - ys[j], dz = tz - zs[j];
                const float w = weightSingle(dx * dx + dy * dy + dz * dz, c);
                bw += w;
                bwz += w * vs[j];
            }
        } else {
#pragma omp simd reduction(+ : bw, bwz)
            for (std::size_t j = b; j < e; ++j) {
                const float dx = tx - xs[j], dy = ty - ys[j];
                const float w = weightSingle(dx * dx + dy * dy, c);
                bw += w;
                bwz += w * vs[j];
            }
        }
        sw += bw;
        swz += bwz;
    }
    sumW = sw;
    sumWz = swz;
}

void sumAllDouble(const Problem& p, double tx, double ty, double tz, double c, double& sumW, double& sumWz) {
    double sw = 0, swz = 0;
    for (std::size_t j = 0; j < p.dataCount; ++j) {
        const double dx = tx - p.x[j], dy = ty - p.y[j], dz = p.z ? tz - p.z[j] : 0.0;
        const double w = weightDouble(dx * dx + dy * dy + dz * dz, c);
        sw += w;
        swz += w * p.value[j];
    }
    sumW = sw;
    sumWz = swz;
}

double weightedMean(const Problem& p, const std::vector<search::Neighbour>& list, double c, bool single) {
    if (list.empty()) return kNaN;
    double sw = 0, swz = 0;
    for (const search::Neighbour& nb : list) {
        const double w = single ? double(weightSingle(float(nb.squaredDistance), float(c))) : weightDouble(nb.squaredDistance, c);
        sw += w;
        swz += w * p.value[nb.index];
    }
    return swz / sw;
}

}  // namespace

Timings runCpu(const Problem& p, double* estimate, double* alpha, const jobs::JobContext& context) {
    const auto start = std::chrono::steady_clock::now();
    const bool single = p.options.precision == Precision::Single;
    const bool is3d = p.dimension == 3;
    const bool allData = p.neighbours == 0 && !(p.radius > 0);
    const bool needSearch = p.adaptive || !allData;

    std::vector<double> zeros;
    if (!is3d) zeros.assign(p.dataCount, 0.0);
    const double* zs = is3d ? p.z : zeros.data();
    std::optional<search::NeighbourSearch> tree;
    if (needSearch)
        tree.emplace(std::span<const double>(p.x, p.dataCount), std::span<const double>(p.y, p.dataCount),
                     std::span<const double>(zs, p.dataCount), is3d ? 3 : 2);

    SingleData singleData;
    if (allData && single) {
        singleData.x.assign(p.x, p.x + p.dataCount);
        singleData.y.assign(p.y, p.y + p.dataCount);
        singleData.z.assign(zs, zs + p.dataCount);
        singleData.v.assign(p.value, p.value + p.dataCount);
    }

    ParallelOptions po;
    po.cancel = context.cancel;
    po.progress = context.progress;
    po.message = p.adaptive ? "aidw: estimating" : "idw: estimating";
    // Chunks of roughly 10 ms on one core.
    po.chunk = allData ? std::max<std::size_t>(1, std::size_t(2e7) / std::max<std::size_t>(1, p.dataCount)) : 2048;

    parallelChunks(p.targetCount, po, [&](std::size_t begin, std::size_t end) {
        std::vector<search::Neighbour> list;
        for (std::size_t t = begin; t < end; ++t) {
            double tx, ty, tz;
            p.target(t, tx, ty, tz);
            double c = -0.5 * p.power;
            if (p.adaptive) {
                tree->nearest(tx, ty, tz, std::max(p.k, p.neighbours), list);
                const std::size_t kk = std::min(p.k, list.size());
                double sumDistance = 0;
                for (std::size_t j = 0; j < kk; ++j) sumDistance += std::sqrt(list[j].squaredDistance);
                const double ratio = (sumDistance / double(kk)) / p.rExpected;
                const double a = alphaFromMu(adaptiveMu(ratio, p.rMin, p.rMax), p.alphaLevels);
                alpha[t] = a;
                c = -0.5 * a;
                if (p.neighbours > 0 && list.size() > p.neighbours) list.resize(p.neighbours);
            } else if (p.neighbours > 0) {
                tree->nearest(tx, ty, tz, p.neighbours, list, p.radius > 0 ? p.radius : search::unlimitedRadius);
            } else if (p.radius > 0) {
                tree->withinRadius(tx, ty, tz, p.radius, list);
            }
            if (allData) {
                double sw, swz;
                if (single)
                    sumAllSingle(singleData, p.dataCount, is3d, float(tx), float(ty), float(tz), float(c), sw, swz);
                else
                    sumAllDouble(p, tx, ty, tz, c, sw, swz);
                estimate[t] = swz / sw;
            } else {
                estimate[t] = weightedMean(p, list, c, single);
            }
        }
    });
    Timings timings;
    timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return timings;
}

}  // namespace strata::idw
