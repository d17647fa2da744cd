#pragma once
// Indicator kriging of a conditional distribution (GSLIB ik3d): at every target, the probability
// that the variable is at or below each cutoff (continuous variable) or belongs to each category
// (categorical variable), kriged from the data's indicators with the kriging engine, then
// corrected for order relations as ik3d's ordrel does.
//
// Each cutoff is kriged as the residual of its indicator from the global probability, so that
// simple kriging (the global cdf or pdf as means) and ordinary kriging both come out as ik3d
// writes them: p = sum w_i i_i + (1 - sum w_i) F. Median IK krigs every cutoff with one set of
// weights (one variogram); full IK krigs each with its own variogram.
#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

#include "strata/core/RunContext.h"
#include "strata/kriging/Kriging.h"

namespace strata::simulation {

enum class IndicatorKind {
    Continuous,   // cutoffs on the variable: i = 1 where value <= cutoff (a cdf)
    Categorical,  // categories: i = 1 where the value's nearest whole number is the category's (a pdf)
};

// The hard indicator of one value at one cutoff, as ik3d and sisim code it: value <= cutoff, or
// the same category (compared through Fortran's int(v + 0.5), which truncates toward zero).
inline double indicatorOf(double value, double cutoff, IndicatorKind kind) {
    if (kind == IndicatorKind::Continuous) return value <= cutoff ? 1.0 : 0.0;
    return std::trunc(value + 0.5) == std::trunc(cutoff + 0.5) ? 1.0 : 0.0;
}

// The hard indicators of one value at every cutoff.
std::vector<double> indicatorsOf(double value, const std::vector<double>& cutoffs, IndicatorKind kind);

// Order-relation corrections counted per cutoff, as ik3d's debugging file reports them.
struct OrderRelationTally {
    std::vector<std::size_t> count;  // distributions whose value at the cutoff changed
    std::vector<double> sum, max;    // of the absolute changes (max: -1 while none)
    std::size_t distributions = 0;   // distributions corrected (estimated targets)

    explicit OrderRelationTally(std::size_t cutoffs = 0) : count(cutoffs, 0), sum(cutoffs, 0.0), max(cutoffs, -1.0) {}
};

// ik3d's ordrel: every probability clamped to [0, 1]; then a categorical pdf divided by its sum
// (left as is when the sum is 0), a continuous cdf made non-decreasing by the average of an
// upward pass (each value raised to the one before) and a downward pass (each lowered to the one
// after). Changes are added to `tally` when given.
std::vector<double> correctOrderRelations(const std::vector<double>& probabilities, IndicatorKind kind,
                                          OrderRelationTally* tally = nullptr);

struct IndicatorData {
    std::vector<double> x, y, z;
    std::vector<std::vector<double>> indicators;  // indicators[cutoff][datum]; NaN: not used at that cutoff
    std::vector<double> drillhole;                // ids for cross-validation; empty: none
};

struct IndicatorKrigingOptions {
    IndicatorKind kind = IndicatorKind::Continuous;
    std::vector<double> cutoffs;
    std::vector<double> globalProbabilities;  // the global cdf (continuous) or pdf (categorical)
    bool ordinary = true;                     // false: simple kriging with the global probabilities as means
    std::vector<variogram::VariogramModel> models;  // one per cutoff
    std::optional<std::size_t> medianCutoff;  // median IK: every cutoff krigged with this cutoff's model
    kriging::SearchNeighbourhood search;
};

struct IndicatorKrigingResult {
    std::vector<std::vector<double>> probabilities;  // [target][cutoff], corrected; NaN: unestimated
    OrderRelationTally tally;
    std::vector<std::string> notes;
};

// The cutoff whose value is nearest `value` (ik3d's choice of the median IK variogram; the
// first of equally near ones).
std::size_t nearestCutoff(const std::vector<double>& cutoffs, double value);

// Throws ValidationError for inconsistent options or data, CancelledError when cancelled.
IndicatorKrigingResult krigeIndicators(const IndicatorData& data, const kriging::KrigingTargets& targets,
                                       const IndicatorKrigingOptions& options, const RunContext& context);

}  // namespace strata::simulation
