#pragma once
// A value drawn from a local distribution given at a few cutoffs, as GSLIB's sisim does it (its
// library routine beyond, from a cumulative probability to a value):
//  - categories: the first category whose cumulative probability reaches p (none: kUnsimulated);
//  - a continuous variable: below the first cutoff's probability the lower tail (from zmin), between
//    cutoffs the middle, above the last cutoff's the upper tail (to zmax), each linear, power or
//    tabulated (the shape of a global distribution read from a file, between the same bounds),
//    the upper one also hyperbolic; the value is kept within [zmin, zmax].
#include <string>
#include <vector>

#include "strata/simulation/IndicatorKriging.h"

namespace strata::simulation {

enum class CcdfInterpolation { Linear = 1, Power = 2, Tabulated = 3, Hyperbolic = 4 };

// The tabulated global distribution (sisim's gcut, gcdf): values ascending, each with the
// cumulative probability halfway between the weight below it and the weight up to it.
struct TabulatedCdf {
    std::vector<double> values, cdf;
};
TabulatedCdf tabulatedCdf(std::vector<double> values, std::vector<double> weights);

struct CcdfTails {
    double zmin = 0, zmax = 30;
    CcdfInterpolation lower = CcdfInterpolation::Linear, middle = CcdfInterpolation::Linear,
                      upper = CcdfInterpolation::Linear;
    // The power of a power interpolation (z from p: p^(1/w)); the hyperbolic tail's exponent.
    double lowerParameter = 1, middleParameter = 1, upperParameter = 1;
    TabulatedCdf table;  // needed when an interpolation is Tabulated

    bool needsTable() const noexcept;
    // Throws ValidationError(stage, option, ...): zmin not below zmax, zmin above the first
    // threshold or zmax below the last, a power <= 0, a hyperbolic tail (upper only) after a last
    // threshold <= 0, the hyperbolic interpolation elsewhere. The table is checked where it is used.
    void validate(const std::string& stage, IndicatorKind kind, const std::vector<double>& cutoffs) const;
};

// The value of cumulative probability p in [0, 1) of the distribution `ccdf` at `cutoffs`
// (corrected for order relations).
double ccdfQuantile(IndicatorKind kind, const std::vector<double>& cutoffs, const std::vector<double>& ccdf,
                    const CcdfTails& tails, double p);

}  // namespace strata::simulation
