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
#include "strata/core/RunContext.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::idw {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Data per inner block: float sums stay short (relative error ~1e-6) before they go into double.
constexpr std::size_t kBlock = 1024;

struct SingleData {
    std::vector<float> x, y, z, v;
};

// Float vectors of 8 (AVX2) or 16 (AVX-512) lanes (GCC/Clang vector extensions). The all-data
// loop is written with them because GCC's auto-vectorizer leaves this loop scalar (measured: 10x
// slower). The vectors stay inside one inlined function: no vector crosses a call.
template <int Lanes>
struct Vectors;
template <>
struct Vectors<8> {
    using Float = float __attribute__((vector_size(32)));
    using Bits = std::uint32_t __attribute__((vector_size(32)));
    using Int = std::int32_t __attribute__((vector_size(32)));
};
template <>
struct Vectors<16> {
    using Float = float __attribute__((vector_size(64)));
    using Bits = std::uint32_t __attribute__((vector_size(64)));
    using Int = std::int32_t __attribute__((vector_size(64)));
};

// Sum of the weights and of the weighted values of every datum, single precision: weightSingle
// (WeightMath.h) on Lanes data at a time, each block of 1024 data summed in float, then in double.
// The logarithm's coefficients are pre-multiplied by c (y = c e + sum (c a_k) m^k: one
// multiplication less per weight).
template <int Lanes>
[[gnu::always_inline]] inline void sumAllLanes(const SingleData& d, std::size_t n, bool is3d, float tx, float ty,
                                               float tz, float c, double& sumW, double& sumWz) {
    using Float = typename Vectors<Lanes>::Float;
    using Bits = typename Vectors<Lanes>::Bits;
    using Int = typename Vectors<Lanes>::Int;
    const float* xs = d.x.data();
    const float* ys = d.y.data();
    const float* zs = d.z.data();
    const float* vs = d.v.data();
    float scaled[7];
    for (int k = 0; k < 7; ++k) scaled[k] = c * log2Coefficient(k);
    const Float zero{}, capped = zero - 1.0e30f * c;
    double sw = 0, swz = 0;
    for (std::size_t b = 0; b < n; b += kBlock) {
        const std::size_t e = std::min(n, b + kBlock);
        Float bw{}, bwz{};
        std::size_t j = b;
        for (; j + Lanes <= e; j += Lanes) {
            Float x, y, v;
            std::memcpy(&x, xs + j, sizeof x);
            std::memcpy(&y, ys + j, sizeof y);
            std::memcpy(&v, vs + j, sizeof v);
            const Float dx = tx - x, dy = ty - y;
            Float d2 = dx * dx + dy * dy;
            if (is3d) {
                Float z;
                std::memcpy(&z, zs + j, sizeof z);
                const Float dz = tz - z;
                d2 += dz * dz;
            }
            const Bits bits = (Bits)d2;
            const Float m = (Float)((bits & 0x007fffffu) | 0x3f800000u);
            const Float exponent = __builtin_convertvector((Int)(bits >> 23) - 127, Float);
            Float p = m * scaled[6] + scaled[5];
            p = p * m + scaled[4];
            p = p * m + scaled[3];
            p = p * m + scaled[2];
            p = p * m + scaled[1];
            p = p * m + scaled[0];
            Float power = d2 > zero ? exponent * c + p : capped;
            power = power < kMinExponent ? zero + kMinExponent : power;
            power = power > kMaxExponent ? zero + kMaxExponent : power;
            const Float shifted = power + 12582912.0f;
            const Float f = power - (shifted - 12582912.0f);
            Float q = f * exp2Coefficient(5) + exp2Coefficient(4);
            q = q * f + exp2Coefficient(3);
            q = q * f + exp2Coefficient(2);
            q = q * f + exp2Coefficient(1);
            q = q * f + exp2Coefficient(0);
            const Float w = (Float)((Bits)q + ((Bits)shifted << 23));
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
        for (int i = 0; i < Lanes; ++i) {
            lanesW += double(bw[i]);
            lanesWz += double(bwz[i]);
        }
        sw += lanesW;
        swz += lanesWz;
    }
    sumW = sw;
    sumWz = swz;
}

using SumAll = void (*)(const SingleData&, std::size_t, bool, float, float, float, float, double&, double&);

[[gnu::target("arch=x86-64-v4")]] void sumAllAvx512(const SingleData& d, std::size_t n, bool is3d, float tx, float ty,
                                                     float tz, float c, double& sumW, double& sumWz) {
    sumAllLanes<16>(d, n, is3d, tx, ty, tz, c, sumW, sumWz);
}
[[gnu::target("arch=x86-64-v3")]] void sumAllAvx2(const SingleData& d, std::size_t n, bool is3d, float tx, float ty,
                                                   float tz, float c, double& sumW, double& sumWz) {
    sumAllLanes<8>(d, n, is3d, tx, ty, tz, c, sumW, sumWz);
}
void sumAllGeneric(const SingleData& d, std::size_t n, bool is3d, float tx, float ty, float tz, float c, double& sumW,
                   double& sumWz) {
    sumAllLanes<8>(d, n, is3d, tx, ty, tz, c, sumW, sumWz);
}

// The widest vectors this CPU runs.
SumAll sumAllSingle() {
    static const SumAll chosen = __builtin_cpu_supports("x86-64-v4")   ? sumAllAvx512
                                 : __builtin_cpu_supports("x86-64-v3") ? sumAllAvx2
                                                                       : sumAllGeneric;
    return chosen;
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

Timings runCpu(const Problem& p, distributed::Range share, double* estimate, double* alpha, int* used,
               const RunContext& context) {
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

    parallelChunks(share.size(), po, [&](std::size_t begin, std::size_t end) {
        std::vector<search::Neighbour> list;
        for (std::size_t t = share.begin + begin; t < share.begin + end; ++t) {
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
                    sumAllSingle()(singleData, p.dataCount, is3d, float(tx), float(ty), float(tz), float(c), sw, swz);
                else
                    sumAllDouble(p, tx, ty, tz, c, sw, swz);
                estimate[t] = swz / sw;
                used[t] = int(p.dataCount);
            } else {
                estimate[t] = weightedMean(p, list, c, single);
                used[t] = int(list.size());
            }
        }
    });
    Timings timings;
    timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return timings;
}

}  // namespace strata::idw
