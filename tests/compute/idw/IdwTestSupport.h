#pragma once
// Brute-force double-precision IDW and AIDW written straight from the formulas (docs/idw.md),
// independent of the engine's frame, clamps and search: the reference of the CPU and GPU tests.
#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

#include "strata/core/Anisotropy.h"
#include "strata/core/PointSet.h"
#include "strata/idw/Idw.h"

namespace strata::idw::testing {

struct Sample {
    PointSet points;
    std::vector<double> values;
};

inline Sample randomSample(std::size_t n, int dimension, unsigned seed, double extent = 100.0) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(0.0, extent);
    Sample s;
    s.points.dimension = dimension;
    for (std::size_t i = 0; i < n; ++i) {
        const double x = 1000.0 + u(rng), y = 2000.0 + u(rng), z = dimension == 3 ? u(rng) * 0.3 : 0.0;
        s.points.x.push_back(x);
        s.points.y.push_back(y);
        s.points.z.push_back(z);
        s.values.push_back(10.0 + std::sin(x * 0.07) * 3.0 + std::cos(y * 0.05) * 2.0 + z * 0.01 + u(rng) * 0.02);
    }
    return s;
}

// Clustered data: `s` plus the points of `dense` shifted by (dx, dy), so that AIDW's density ratio
// R spans both sides of Rmax and every membership appears.
inline Sample withDensePatch(Sample s, const Sample& dense, double dx, double dy) {
    for (std::size_t i = 0; i < dense.values.size(); ++i) {
        s.points.x.push_back(dense.points.x[i] + dx);
        s.points.y.push_back(dense.points.y[i] + dy);
        s.points.z.push_back(dense.points.z[i]);
        s.values.push_back(dense.values[i]);
    }
    return s;
}

inline Targets randomTargets(std::size_t n, int dimension, unsigned seed, double extent = 100.0) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(-5.0, extent + 5.0);
    Targets t;
    for (std::size_t i = 0; i < n; ++i) {
        t.x.push_back(1000.0 + u(rng));
        t.y.push_back(2000.0 + u(rng));
        if (dimension == 3) t.z.push_back(u(rng) * 0.3);
    }
    return t;
}

struct Ranked {
    double distance;
    std::size_t index;
};

inline std::vector<Ranked> ranked(const Sample& s, const AnisotropicMetric& m, double x, double y, double z) {
    std::vector<Ranked> r;
    for (std::size_t i = 0; i < s.points.size(); ++i) {
        const double dz = s.points.dimension == 3 ? s.points.z[i] - z : 0.0;
        r.push_back({std::sqrt(m.squaredDistance(s.points.x[i] - x, s.points.y[i] - y, dz)), i});
    }
    std::sort(r.begin(), r.end(), [](const Ranked& a, const Ranked& b) {
        return a.distance < b.distance || (a.distance == b.distance && a.index < b.index);
    });
    return r;
}

// Inverse-distance mean over `use` (all when count == 0, else the first count); a datum at
// distance 0 returns the mean of the coincident data.
inline double weightedMean(const Sample& s, const std::vector<Ranked>& r, double power, std::size_t count) {
    const std::size_t m = count == 0 ? r.size() : std::min(count, r.size());
    if (m == 0) return NAN;
    double zeroSum = 0;
    std::size_t zeros = 0;
    for (std::size_t j = 0; j < m && r[j].distance == 0.0; ++j, ++zeros) zeroSum += s.values[r[j].index];
    if (zeros > 0) return zeroSum / double(zeros);
    double sw = 0, swz = 0;
    for (std::size_t j = 0; j < m; ++j) {
        const double w = std::pow(r[j].distance, -power);
        sw += w;
        swz += w * s.values[r[j].index];
    }
    return swz / sw;
}

inline double referenceIdw(const Sample& s, double x, double y, double z, double power, std::size_t neighbours,
                           const AnisotropicMetric& m = {}) {
    return weightedMean(s, ranked(s, m, x, y, z), power, neighbours);
}

struct AidwReference {
    double estimate, alpha;
};

inline AidwReference referenceAidw(const Sample& s, double x, double y, double z, std::size_t k,
                                   std::array<double, 5> a, double rMin, double rMax, double measure,
                                   std::size_t neighbours) {
    const auto r = ranked(s, AnisotropicMetric{}, x, y, z);
    const double n = double(s.points.size());
    const double rExp = s.points.dimension == 3 ? 0.55396 / std::cbrt(n / measure) : 1.0 / (2.0 * std::sqrt(n / measure));
    const std::size_t kk = std::min(k, r.size());
    double rObs = 0;
    for (std::size_t j = 0; j < kk; ++j) rObs += r[j].distance;
    rObs /= double(kk);
    const double R = rObs / rExp;
    double mu;
    if (R <= rMin)
        mu = 0;
    else if (R >= rMax)
        mu = 1;
    else
        mu = 0.5 - 0.5 * std::cos(M_PI / rMax * (R - rMin));
    double alpha;
    if (mu <= 0.1)
        alpha = a[0];
    else if (mu <= 0.3)
        alpha = a[0] * (1 - 5 * (mu - 0.1)) + 5 * a[1] * (mu - 0.1);
    else if (mu <= 0.5)
        alpha = 5 * a[2] * (mu - 0.3) + a[1] * (1 - 5 * (mu - 0.3));
    else if (mu <= 0.7)
        alpha = a[2] * (1 - 5 * (mu - 0.5)) + 5 * a[3] * (mu - 0.5);
    else if (mu <= 0.9)
        alpha = 5 * a[4] * (mu - 0.7) + a[3] * (1 - 5 * (mu - 0.7));
    else
        alpha = a[4];
    return {weightedMean(s, r, alpha, neighbours), alpha};
}

inline double boundingMeasure(const Sample& s) {
    const auto [x0, x1] = std::minmax_element(s.points.x.begin(), s.points.x.end());
    const auto [y0, y1] = std::minmax_element(s.points.y.begin(), s.points.y.end());
    double m = (*x1 - *x0) * (*y1 - *y0);
    if (s.points.dimension == 3) {
        const auto [z0, z1] = std::minmax_element(s.points.z.begin(), s.points.z.end());
        m *= *z1 - *z0;
    }
    return m;
}

inline double relativeError(double got, double want) { return std::abs(got - want) / std::max(1e-12, std::abs(want)); }

}  // namespace strata::idw::testing
