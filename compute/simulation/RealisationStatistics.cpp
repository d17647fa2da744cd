#include "strata/simulation/RealisationStatistics.h"

#include <limits>
#include <vector>

namespace strata::simulation {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

double etypeMean(std::span<const double> sorted) {
    double sum = 0;
    for (double v : sorted) sum += v;
    return sum / double(sorted.size());
}

double conditionalVariance(std::span<const double> sorted) {
    const double mean = etypeMean(sorted);
    double squares = 0;
    for (double v : sorted) squares += (v - mean) * (v - mean);
    return squares / double(sorted.size());
}

Exceedance exceedance(std::span<const double> sorted, double cutoff) {
    double above = 0, below = 0;
    std::size_t n = 0;
    for (double v : sorted) {
        if (v >= cutoff) {
            above += v;
            ++n;
        } else {
            below += v;
        }
    }
    const std::size_t others = sorted.size() - n;
    return {double(n) / double(sorted.size()), n > 0 ? above / double(n) : kNaN,
            others > 0 ? below / double(others) : kNaN};
}

PostsimQuantile::PostsimQuantile(std::size_t realisations, double p) {
    // postsim's cdf, accumulated in single precision as it does: the interval found depends on it.
    std::vector<float> cdf(realisations);
    const float increment = 1.0f / float(realisations);
    cdf[0] = 0.5f * increment;
    for (std::size_t k = 1; k < realisations; ++k) cdf[k] = cdf[k - 1] + increment;
    const float target = float(p);
    if (target <= cdf.front()) return;  // the smallest value
    if (target >= cdf.back()) {
        lower_ = upper_ = realisations - 1;
        return;
    }
    std::size_t j = 0;
    while (!(target <= cdf[j + 1])) ++j;  // F_j < p <= F_{j+1}
    lower_ = j;
    upper_ = j + 1;
    weightLower_ = double((target - cdf[j]) / (cdf[j + 1] - cdf[j]));
}

double PostsimQuantile::operator()(std::span<const double> sorted) const {
    return weightLower_ * sorted[lower_] + (1.0 - weightLower_) * sorted[upper_];
}

double linearQuantile(std::span<const double> sorted, double p) {
    const double n = double(sorted.size());
    const double position = p * n - 0.5;  // 0-based fractional index of the value at probability p
    if (position <= 0) return sorted.front();
    if (position >= n - 1) return sorted.back();
    const std::size_t k = std::size_t(position);
    const double t = position - double(k);
    return (1.0 - t) * sorted[k] + t * sorted[k + 1];
}

}  // namespace strata::simulation
