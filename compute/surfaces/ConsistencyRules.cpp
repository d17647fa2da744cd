#include "strata/surfaces/ConsistencyRules.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::surfaces {

namespace {

// Isotonic regression (non-increasing) with equal weights, in place: pool adjacent violators.
// sum and size are scratch space of m entries (no allocation: this runs at every grid node).
void poolAdjacentViolators(double* y, std::size_t m, double* sum, std::size_t* size) {
    // Already in order (most locations): the pools would be single values, y unchanged.
    if (std::is_sorted(y, y + m, std::greater<>())) return;
    std::size_t blocks = 0;
    for (std::size_t i = 0; i < m; ++i) {
        sum[blocks] = y[i];
        size[blocks] = 1;
        ++blocks;
        while (blocks > 1 && sum[blocks - 2] / double(size[blocks - 2]) < sum[blocks - 1] / double(size[blocks - 1])) {
            sum[blocks - 2] += sum[blocks - 1];
            size[blocks - 2] += size[blocks - 1];
            --blocks;
        }
    }
    std::size_t i = 0;
    for (std::size_t b = 0; b < blocks; ++b) {
        const double mean = sum[b] / double(size[b]);
        for (std::size_t j = 0; j < size[b]; ++j) y[i++] = mean;
    }
}

// Moves surface k, with every surface below it at the same elevation, to `to`.
void moveWithSurfacesBelow(double* z, std::size_t n, std::size_t k, double to) {
    const double from = z[k];
    for (std::size_t j = k; j < n && z[j] == from; ++j) z[j] = to;
}

// Moves surface k, with every surface above it at the same elevation, to `to`; false (nothing
// moved) when those reach the ground, which never moves.
bool moveWithSurfacesAbove(double* z, std::size_t k, double to) {
    const double from = z[k];
    std::size_t top = k;
    while (top > 0 && z[top - 1] == from) --top;
    if (top == 0) return false;
    for (std::size_t j = top; j <= k; ++j) z[j] = to;
    return true;
}

}  // namespace

void CorrectionReport::merge(const CorrectionReport& other) {
    if (surfaces.size() < other.surfaces.size()) surfaces.resize(other.surfaces.size());
    for (std::size_t k = 0; k < other.surfaces.size(); ++k) {
        SurfaceCorrections& a = surfaces[k];
        const SurfaceCorrections& b = other.surfaces[k];
        if (a.surface.empty()) a.surface = b.surface;
        if (b.maxShift > a.maxShift) {
            a.maxShift = b.maxShift;
            a.maxAt = b.maxAt;
        }
        a.locations += b.locations;
        a.sumShift += b.sumShift;
    }
    locations += other.locations;
    correctedLocations += other.correctedLocations;
    thinUnitsRemoved += other.thinUnitsRemoved;
    skipped += other.skipped;
}

ConsistencyRules::ConsistencyRules(const StratigraphicColumn& column, double minThickness)
    : names_(column.surfaceNames()), minThickness_(minThickness) {
    if (!(minThickness >= 0) || !std::isfinite(minThickness))
        throw ValidationError("surfaces", "min-thickness", "must be >= 0 (got " + std::to_string(minThickness) + ")");
    for (std::size_t k = 0; k < column.size(); ++k) rules_.push_back(column.surfaceRule(k));
    // Conformable runs [a, b] among surfaces 1..n-1.
    const std::size_t n = rules_.size();
    for (std::size_t a = 1, k = 1; k < n; ++k)
        if (k == n - 1 || rules_[k] != BaseRule::Conformable) {
            runs_.emplace_back(a, k);
            a = k + 1;
        }
}

std::size_t ConsistencyRules::apply(double* z) const {
    Scratch scratch(rules_.size());
    return apply(z, scratch);
}

std::size_t ConsistencyRules::apply(double* z, Scratch& scratch) const {
    const std::size_t n = rules_.size();
    if (n < 2) return 0;
    // The conformable runs, bottom-up against the stack below.
    for (auto it = runs_.rbegin(); it != runs_.rend(); ++it) {
        const auto [a, b] = *it;
        poolAdjacentViolators(z + a, b - a + 1, scratch.sums.data(), scratch.sizes.data());
        if (b + 1 >= n) continue;
        if (rules_[b] == BaseRule::Erosional) {
            for (std::size_t j = b + 1; j < n; ++j) z[j] = std::min(z[j], z[b]);
        } else {
            for (std::size_t j = a; j <= b; ++j) z[j] = std::max(z[j], z[b + 1]);
        }
    }
    for (std::size_t j = 1; j < n; ++j) z[j] = std::min(z[j], z[0]);

    std::size_t removed = 0;
    if (minThickness_ > 0) {
        for (std::size_t k = 0; k + 1 < n; ++k) {
            const double d = z[k] - z[k + 1];
            if (!(d > 0 && d < minThickness_)) continue;
            ++removed;
            const BaseRule rule = k == 0 ? BaseRule::Erosional : rules_[k];
            if (rule == BaseRule::Onlap && moveWithSurfacesAbove(z, k, z[k + 1])) continue;
            if (rule == BaseRule::Conformable) {
                const double mean = 0.5 * (z[k] + z[k + 1]);
                if (moveWithSurfacesAbove(z, k, mean)) {
                    moveWithSurfacesBelow(z, n, k + 1, mean);
                    continue;
                }
            }
            moveWithSurfacesBelow(z, n, k + 1, z[k]);  // erosional, or the top is the ground
        }
    }
    return removed;
}

template <class T>
void ConsistencyRules::applyAll(const std::vector<T*>& surfaces, std::size_t count, CorrectionReport& report,
                                float* shift) const {
    const std::size_t n = rules_.size();
    if (surfaces.size() != n)
        throw ValidationError("surfaces", "consistency",
                              "got " + std::to_string(surfaces.size()) + " surfaces for a column of " +
                                  std::to_string(n) + " units");
    // One report per chunk, merged in chunk order: the sums and the location of the largest change
    // are the same whatever the number of threads.
    ParallelOptions parallel;
    parallel.chunk = 4096;
    std::vector<CorrectionReport> chunkReports((count + parallel.chunk - 1) / parallel.chunk);
    parallelChunks(count, parallel, [&](std::size_t begin, std::size_t end) {
        CorrectionReport& local = chunkReports[begin / parallel.chunk];
        local.surfaces.resize(n);
        std::vector<double> z(n), before(n);
        Scratch scratch(n);
        for (std::size_t i = begin; i < end; ++i) {
            ++local.locations;
            bool finite = true;
            for (std::size_t k = 0; k < n; ++k) {
                z[k] = before[k] = double(surfaces[k][i]);
                finite = finite && std::isfinite(z[k]);
            }
            if (!finite) {
                ++local.skipped;
                if (shift) shift[i] = 0;
                continue;
            }
            local.thinUnitsRemoved += apply(z.data(), scratch);
            double largest = 0;
            for (std::size_t k = 0; k < n; ++k) {
                const T corrected = T(z[k]);
                const double change = std::abs(double(corrected) - before[k]);
                surfaces[k][i] = corrected;
                if (change == 0) continue;
                SurfaceCorrections& c = local.surfaces[k];
                ++c.locations;
                c.sumShift += change;
                if (change > c.maxShift) {
                    c.maxShift = change;
                    c.maxAt = i;
                }
                largest = std::max(largest, change);
            }
            if (largest > 0) ++local.correctedLocations;
            if (shift) shift[i] = float(largest);
        }
    });
    for (const CorrectionReport& local : chunkReports) report.merge(local);
    for (std::size_t k = 0; k < n && k < report.surfaces.size(); ++k) report.surfaces[k].surface = names_[k];
}

template void ConsistencyRules::applyAll<float>(const std::vector<float*>&, std::size_t, CorrectionReport&,
                                                float*) const;
template void ConsistencyRules::applyAll<double>(const std::vector<double*>&, std::size_t, CorrectionReport&,
                                                 float*) const;

}  // namespace strata::surfaces
