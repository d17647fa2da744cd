#pragma once
// Univariate statistics of one variable, optionally weighted (declustering weights): the
// summary table, the histogram and the normal probability plot of the data views.
//
// Conventions (as GSLIB's histplt / probplt with weights):
//   - NaN values are missing and ignored; a NaN or negative weight leaves its datum out too;
//   - mean = sum(w x) / sum(w); variance = sum(w (x - mean)^2) / sum(w) (population variance,
//     no n - 1 correction: with weights there is no sample size to correct for);
//   - skewness = sum(w (x - mean)^3) / sum(w) / sd^3;
//   - quantiles and probability-plot positions use the mid-point cumulative probability
//     p_i = (W_{i-1} + w_i / 2) / W over the sorted values (Hazen's rule with equal weights,
//     p_i = (i - 1/2) / n), interpolated linearly between data and clamped to the extremes.
#include <cstddef>
#include <span>
#include <vector>

namespace strata::stats {

struct SummaryStatistics {
    std::size_t count = 0;    // data used
    std::size_t missing = 0;  // NaN values (or unusable weights)
    double weightSum = 0;
    double mean = 0, variance = 0, standardDeviation = 0;
    double coefficientOfVariation = 0;  // sd / mean; NaN when the mean is 0
    double skewness = 0;                // NaN when sd is 0
    double minimum = 0, lowerQuartile = 0, median = 0, upperQuartile = 0, maximum = 0;
};

// weights: empty for equal weights, else one per value. Throws ValidationError when the lengths differ.
SummaryStatistics summarize(std::span<const double> values, std::span<const double> weights = {});

// The weighted quantile at probability p in [0, 1] by the rule above; NaN without data.
double quantile(std::span<const double> values, std::span<const double> weights, double p);

struct Histogram {
    double minimum = 0, maximum = 0;  // of the bins
    std::vector<double> frequencies;  // fraction of the total weight in each bin (sum <= 1)
    double below = 0, above = 0;      // fraction of the weight outside [minimum, maximum]
    bool logarithmic = false;         // bins equal in log10(value)
    double binLower(std::size_t bin) const;
    double binUpper(std::size_t bin) const;
};

// `bins` equal bins over [minimum, maximum]; minimum == maximum: the data's range. A value equal
// to `maximum` counts in the last bin. Logarithmic bins need minimum > 0 (values <= 0 count as below).
Histogram histogram(std::span<const double> values, std::span<const double> weights, std::size_t bins,
                    double minimum = 0, double maximum = 0, bool logarithmic = false);

struct ProbabilityPoint {
    double value = 0;
    double probability = 0;  // mid-point cumulative probability
    double normalScore = 0;  // standard normal quantile of `probability`
};

// The sorted data with their plotting positions, for a normal (or log-normal: plot log values)
// probability plot. At most `maxPoints` points (evenly spaced in rank) so that plots of
// millions of data stay light; 0 keeps them all.
std::vector<ProbabilityPoint> probabilityPlot(std::span<const double> values, std::span<const double> weights,
                                              std::size_t maxPoints = 0);

// Standard normal quantile (inverse CDF) for p in (0, 1); +-infinity at 1 and 0; NaN outside.
// Accurate to about 1e-15 (Acklam's rational approximation refined by one Halley step on erfc).
double normalQuantile(double p);

}  // namespace strata::stats
