#include "strata/stats/SummaryStatistics.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "strata/core/Error.h"

namespace strata::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct WeightedValue {
    double value, weight;
};

// The usable data sorted by value; counts the unusable ones in `missing`.
std::vector<WeightedValue> sortedData(std::span<const double> values, std::span<const double> weights,
                                      std::size_t* missing = nullptr) {
    if (!weights.empty() && weights.size() != values.size())
        throw ValidationError("statistics", "weights", "must have one weight per value (got " + std::to_string(weights.size()) +
                                                           " for " + std::to_string(values.size()) + " values)");
    std::vector<WeightedValue> data;
    data.reserve(values.size());
    std::size_t skipped = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double w = weights.empty() ? 1.0 : weights[i];
        if (std::isnan(values[i]) || !(w >= 0) || std::isinf(w)) {
            ++skipped;
            continue;
        }
        data.push_back({values[i], w});
    }
    std::sort(data.begin(), data.end(), [](const WeightedValue& a, const WeightedValue& b) { return a.value < b.value; });
    if (missing) *missing = skipped;
    return data;
}

// Mid-point cumulative probabilities of sorted data (see the header).
std::vector<double> plottingPositions(const std::vector<WeightedValue>& data, double total) {
    std::vector<double> p(data.size());
    double cumulative = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        p[i] = (cumulative + 0.5 * data[i].weight) / total;
        cumulative += data[i].weight;
    }
    return p;
}

double quantileOfSorted(const std::vector<WeightedValue>& data, const std::vector<double>& positions, double p) {
    if (data.empty()) return kNaN;
    if (p <= positions.front()) return data.front().value;
    if (p >= positions.back()) return data.back().value;
    const auto upper = std::upper_bound(positions.begin(), positions.end(), p);
    const std::size_t j = static_cast<std::size_t>(upper - positions.begin());  // positions[j - 1] <= p < positions[j]
    const double p0 = positions[j - 1], p1 = positions[j];
    const double t = p1 > p0 ? (p - p0) / (p1 - p0) : 0.0;
    return data[j - 1].value + t * (data[j].value - data[j - 1].value);
}

double totalWeight(const std::vector<WeightedValue>& data) {
    double total = 0;
    for (const WeightedValue& d : data) total += d.weight;
    return total;
}

}  // namespace

SummaryStatistics summarize(std::span<const double> values, std::span<const double> weights) {
    SummaryStatistics s;
    const std::vector<WeightedValue> data = sortedData(values, weights, &s.missing);
    const double total = totalWeight(data);
    s.count = data.size();
    s.weightSum = total;
    if (data.empty() || !(total > 0)) {
        s.mean = s.variance = s.standardDeviation = s.coefficientOfVariation = s.skewness = kNaN;
        s.minimum = s.lowerQuartile = s.median = s.upperQuartile = s.maximum = kNaN;
        return s;
    }
    double weighted = 0;
    for (const WeightedValue& d : data) weighted += d.weight * d.value;
    s.mean = weighted / total;
    double second = 0, third = 0;  // about the mean: two passes keep the variance accurate
    for (const WeightedValue& d : data) {
        const double deviation = d.value - s.mean;
        second += d.weight * deviation * deviation;
        third += d.weight * deviation * deviation * deviation;
    }
    s.variance = second / total;
    s.standardDeviation = std::sqrt(s.variance);
    s.coefficientOfVariation = s.mean != 0 ? s.standardDeviation / s.mean : kNaN;
    s.skewness = s.standardDeviation > 0 ? third / total / (s.variance * s.standardDeviation) : kNaN;
    const std::vector<double> positions = plottingPositions(data, total);
    s.minimum = data.front().value;
    s.maximum = data.back().value;
    s.lowerQuartile = quantileOfSorted(data, positions, 0.25);
    s.median = quantileOfSorted(data, positions, 0.5);
    s.upperQuartile = quantileOfSorted(data, positions, 0.75);
    return s;
}

double quantile(std::span<const double> values, std::span<const double> weights, double p) {
    const std::vector<WeightedValue> data = sortedData(values, weights);
    const double total = totalWeight(data);
    if (!(total > 0)) return kNaN;
    return quantileOfSorted(data, plottingPositions(data, total), p);
}

double Histogram::binLower(std::size_t bin) const {
    const double t = static_cast<double>(bin) / static_cast<double>(frequencies.size());
    if (logarithmic) return std::pow(10.0, std::log10(minimum) + t * (std::log10(maximum) - std::log10(minimum)));
    return minimum + t * (maximum - minimum);
}

double Histogram::binUpper(std::size_t bin) const { return binLower(bin + 1); }

Histogram histogram(std::span<const double> values, std::span<const double> weights, std::size_t bins, double minimum,
                    double maximum, bool logarithmic) {
    if (bins == 0) throw ValidationError("histogram", "bins", "must be >= 1");
    const std::vector<WeightedValue> data = sortedData(values, weights);
    Histogram h;
    h.logarithmic = logarithmic;
    h.frequencies.assign(bins, 0.0);
    if (minimum == maximum) {
        minimum = data.empty() ? 0.0 : data.front().value;
        maximum = data.empty() ? 1.0 : data.back().value;
        if (logarithmic) {
            const auto positive = std::find_if(data.begin(), data.end(), [](const WeightedValue& d) { return d.value > 0; });
            minimum = positive == data.end() ? 1.0 : positive->value;
        }
        if (maximum <= minimum) maximum = minimum + (logarithmic ? minimum : 1.0);
    }
    if (!(maximum > minimum)) throw ValidationError("histogram", "range", "the maximum must be above the minimum");
    if (logarithmic && !(minimum > 0)) throw ValidationError("histogram", "range", "logarithmic bins need a minimum > 0");
    h.minimum = minimum;
    h.maximum = maximum;
    const double total = totalWeight(data);
    if (!(total > 0)) return h;
    const double lo = logarithmic ? std::log10(minimum) : minimum, hi = logarithmic ? std::log10(maximum) : maximum;
    const double width = (hi - lo) / static_cast<double>(bins);
    for (const WeightedValue& d : data) {
        if (logarithmic && d.value <= 0) {
            h.below += d.weight;
            continue;
        }
        const double v = logarithmic ? std::log10(d.value) : d.value;
        if (d.value < minimum) {
            h.below += d.weight;
        } else if (d.value > maximum) {
            h.above += d.weight;
        } else {
            const auto bin = std::min(bins - 1, static_cast<std::size_t>((v - lo) / width));
            h.frequencies[bin] += d.weight;
        }
    }
    for (double& f : h.frequencies) f /= total;
    h.below /= total;
    h.above /= total;
    return h;
}

std::vector<ProbabilityPoint> probabilityPlot(std::span<const double> values, std::span<const double> weights,
                                              std::size_t maxPoints) {
    const std::vector<WeightedValue> data = sortedData(values, weights);
    const double total = totalWeight(data);
    std::vector<ProbabilityPoint> points;
    if (data.empty() || !(total > 0)) return points;
    const std::vector<double> positions = plottingPositions(data, total);
    const std::size_t n = data.size();
    const std::size_t kept = maxPoints == 0 ? n : std::min(n, std::max<std::size_t>(maxPoints, 2));
    points.reserve(kept);
    for (std::size_t k = 0; k < kept; ++k) {
        // Evenly spaced ranks, the first and the last always included.
        const std::size_t i = kept == n ? k : static_cast<std::size_t>(std::llround(static_cast<double>(k) * (n - 1) / (kept - 1)));
        points.push_back({data[i].value, positions[i], normalQuantile(positions[i])});
    }
    return points;
}

double normalQuantile(double p) {
    if (std::isnan(p) || p < 0 || p > 1) return kNaN;
    if (p == 0) return -std::numeric_limits<double>::infinity();
    if (p == 1) return std::numeric_limits<double>::infinity();
    // Acklam's rational approximation (relative error < 1.2e-9) ...
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01,  -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    constexpr double low = 0.02425;
    double x;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    } else if (p <= 1 - low) {
        const double q = p - 0.5, r = q * q;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    } else {
        const double q = std::sqrt(-2 * std::log1p(-p));
        x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    // ... refined by one Halley step on the exact CDF, 0.5 erfc(-x / sqrt 2), to full precision.
    const double e = 0.5 * std::erfc(-x / std::sqrt(2.0)) - p;
    const double u = e * std::sqrt(2 * M_PI) * std::exp(x * x / 2);
    return x - u / (1 + x * u / 2);
}

}  // namespace strata::stats
