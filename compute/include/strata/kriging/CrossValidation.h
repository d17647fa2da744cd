#pragma once
// Cross-validation of a kriging setup: every datum (leave-one-out) or every fold of data
// (k-fold) is estimated from the other data with the same model and neighbourhood. With a
// global neighbourhood the inverse of the full system gives all the held-out estimates at once
// (Dubrule 1983), so one factorisation serves every fold.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "strata/kriging/Kriging.h"
#include "strata/core/RunContext.h"

namespace strata::kriging {

struct CrossValidationOptions {
    int folds = 0;             // 0 or 1: leave-one-out; k >= 2: k folds of random data (seeded)
    std::uint64_t seed = 1;    // fold assignment
    // Also leave out the other data of the held-out datum's drillhole (kt3d's cross-validation
    // does when a drillhole column is given).
    bool leaveDrillholeOut = true;
    std::size_t variable = 0;  // which value column
    void validate(const std::string& stage) const;
};

struct CrossValidationSummary {
    std::size_t count = 0;        // data estimated
    std::size_t unestimated = 0;
    // NaN when nothing was estimated (never a 0 that reads as a perfect score).
    double meanError = kNoScore;  // mean of (estimate - true)
    double meanAbsoluteError = kNoScore;
    double meanSquaredError = kNoScore;
    double rmse = kNoScore;
    double msdr = kNoScore;       // mean squared deviation ratio: mean of error^2 / variance (1 when the variance is right)
    double meanZScore = kNoScore;
    double correlation = kNoScore;  // between estimates and true values

    static constexpr double kNoScore = std::numeric_limits<double>::quiet_NaN();
};

struct CrossValidationResult {
    // Per datum after coincident data were merged (input order of the kept data).
    std::vector<double> x, y, z, trueValue, estimate, variance, error, zScore;
    std::vector<int> fold;
    CrossValidationSummary summary;
    CoincidentReport coincident;
    std::vector<std::string> notes;
};

CrossValidationResult crossValidate(const KrigingData& data, const KrigingOptions& options,
                                    const CrossValidationOptions& cv, const RunContext& context);

CrossValidationSummary summarise(const std::vector<double>& trueValue, const std::vector<double>& estimate,
                                 const std::vector<double>& variance);

}  // namespace strata::kriging
