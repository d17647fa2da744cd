#pragma once
// Statistics of one node's values over a set of realisations (GSLIB postsim's summaries and the
// quantiles of grade-tonnage curves). Every function takes the values sorted ascending.
#include <cstddef>
#include <span>

namespace strata::simulation {

// The E-type estimate: the mean over the realisations.
double etypeMean(std::span<const double> sorted);
// The conditional variance: the mean square minus the square of the mean (postsim's option 5).
double conditionalVariance(std::span<const double> sorted);

struct Exceedance {
    double probability = 0;  // fraction of realisations at or above the cutoff
    double meanAbove = 0;    // their mean; NaN when none
    double meanBelow = 0;    // the mean of the others; NaN when none
};
Exceedance exceedance(std::span<const double> sorted, double cutoff);

// The value at cumulative probability p as postsim interpolates it. postsim gives realisation k
// (1-based, sorted) the probability (k - 0.5) / n, accumulated in single precision, finds j with
// F_j < p <= F_{j+1}, w = (p - F_j) / (F_{j+1} - F_j) and returns w z_j + (1 - w) z_{j+1}: the
// weights are the reverse of linear interpolation (the book's), which gives the value nearer the
// other end of the interval. Where postsim reads outside its arrays (p <= F_1 or p >= F_n) the
// smallest or the largest value is returned.
class PostsimQuantile {
public:
    PostsimQuantile(std::size_t realisations, double p);
    double operator()(std::span<const double> sorted) const;

private:
    std::size_t lower_ = 0;  // 0-based index of z_j; lower_ == upper_ at the ends
    std::size_t upper_ = 0;
    double weightLower_ = 1;
};

// The p-quantile by linear interpolation between the sorted values at probabilities
// (k - 0.5) / n (k = 1..n), held at the first and last value beyond them.
double linearQuantile(std::span<const double> sorted, double p);

}  // namespace strata::simulation
