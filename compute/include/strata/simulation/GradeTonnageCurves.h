#pragma once
// Grade-tonnage curves over realisations: for each cutoff and each realisation, the tonnage
// above the cutoff (nodes at or above it, times the tonnes of a node) and their mean grade; then,
// over the realisations, the mean and the P10, P50 and P90 of each (the values 10%, 50% and 90%
// of the realisations fall below; linear interpolation between the sorted realisations at
// probabilities (k - 0.5) / n, linearQuantile of RealisationStatistics.h).
#include <cstddef>
#include <span>
#include <vector>

namespace strata::simulation {

struct Spread {
    double mean = 0, p10 = 0, p50 = 0, p90 = 0;  // NaN when no realisation has a value
    std::size_t count = 0;                       // realisations with a value
};

struct GradeTonnagePoint {
    double cutoff = 0;
    Spread tonnage;  // over every realisation
    Spread grade;    // over the realisations with tonnage above the cutoff
};

// The spread of `values` (any order).
Spread spreadOf(std::vector<double> values);

// values: realisation after realisation, `nodes` values each (NaN: not a node of the deposit).
std::vector<GradeTonnagePoint> gradeTonnageCurves(std::span<const double> values, std::size_t nodes,
                                                  std::size_t realisations, const std::vector<double>& cutoffs,
                                                  double tonnesPerNode);

}  // namespace strata::simulation
