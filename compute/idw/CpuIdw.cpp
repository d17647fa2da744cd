#include "CpuIdw.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
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

// Eight floats in a vector register (GCC/Clang vector extensions). The all-data loop is written
// with them because GCC's auto-vectorizer leaves this loop scalar in target_clones functions
// (measured: 10x slower). The vectors stay inside one function: no vector crosses a call.
using Float8 = float __attribute__((vector_size(32)));
using Bits8 = std::uint32_t __attribute__((vector_size(32)));
using Int8 = std::int32_t __attribute__((vector_size(32)));

// Sum of the weights and of the weighted values of every datum, single precision: weightSingle
// (WeightMath.h) on eight data at a time. Cloned for AVX2 and AVX-512 (chosen at run time); each
// block of 1024 data is summed in float, then in double.
[[gnu::target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")]]
void sumAllSingle(const SingleData& d, std::size_t n, bool is3d, float tx, float ty, float tz, float c,
                  double& sumW, double& sumWz) {
    const float* xs = d.x.data();
    const float* ys = d.y.data();
    const float* zs = d.z.data();
    const float* vs = d.v.data();
    const Float8 zero{}, capped = zero - 1.0e30f;
    double sw = 0, swz = 0;
    for (std::size_t b = 0; b < n; b += kBlock) {
        const std::size_t e = std::min(n, b + kBlock);
        Float8 bw{}, bwz{};
        std::size_t j = b;
        for (; j + 8 <= e; j += 8) {
            Float8 x, y, v;
            std::memcpy(&x, xs + j, sizeof x);
            std::memcpy(&y, ys + j, sizeof y);
            std::memcpy(&v, vs + j, sizeof v);
            const Float8 dx = tx - x, dy = ty - y;
            Float8 d2 = dx * dx + dy * dy;
            if (is3d) {
                Float8 z;
                std::memcpy(&z, zs + j, sizeof z);
                const Float8 dz = tz - z;
                d2 += dz * dz;
            }
            const Bits8 bits = (Bits8)d2;
            const Float8 m = (Float8)((bits & 0x007fffffu) | 0x3f800000u);
            const Float8 exponent = __builtin_convertvector((Int8)(bits >> 23) - 127, Float8);
            Float8 p = m * log2Coefficient(6) + log2Coefficient(5);
            p = p * m + log2Coefficient(4);
            p = p * m + log2Coefficient(3);
            p = p * m + log2Coefficient(2);
            p = p * m + log2Coefficient(1);
            p = p * m + log2Coefficient(0);
            Float8 power = (d2 > zero ? exponent + p : capped) * c;
            power = power < kMinExponent ? zero + kMinExponent : power;
            power = power > kMaxExponent ? zero + kMaxExponent : power;
            const Float8 shifted = power + 12582912.0f;
            const Float8 f = power - (shifted - 12582912.0f);
            Float8 q = f * exp2Coefficient(5) + exp2Coefficient(4);
            q = q * f + exp2Coefficient(3);
            q = q * f + exp2Coefficient(2);
            q = q * f + exp2Coefficient(1);
            q = q * f + exp2Coefficient(0);
            const Float8 w = (Float8)((Bits8)q + ((Bits8)shifted << 23));
            bw += w;
            bwz += w * v;
        }
        float tw = 0, twz = 0;
        for (; j < e; ++j) {
            const float dx = tx - xs[j], dy = ty - ys[j], dz = is3d ? tz - zs[j] : 0.0f;
            const float w = weightSingle(dx * dx + dy * dy + dz * dz, c);
            tw += w;
            twz += w * vs[j];
        }
        double lanesW = tw, lanesWz = twz;
        for (int i = 0; i < 8; ++i) {
            lanesW += double(bw[i]);
            lanesWz += double(bwz[i]);
        }
        sw += lanesW;
        swz += lanesWz;
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
