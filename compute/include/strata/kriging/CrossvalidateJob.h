#pragma once
// The `crossvalidate` job: leave-one-out or k-fold cross-validation of a kriging setup, the
// estimate, error and z-score per datum to a CSV file, the summary statistics as the result.
#include <string>

#include "strata/jobs/Job.h"
#include "strata/kriging/CrossValidation.h"
#include "strata/kriging/KrigeJob.h"

namespace strata::kriging {

struct CrossvalidateJob {
    static constexpr const char* type = "crossvalidate";
    static constexpr const char* summary = "cross-validation of kriging (leave-one-out or k-fold)";

    KrigingDataSource data;
    KrigingOptions kriging;
    CrossValidationOptions cv;
    std::string output;  // CSV: x, y, z, true, estimate, variance, error, zscore, fold; empty: none

    void validate() const;
    static const jobs::Schema<CrossvalidateJob>& schema();
};

void to_json(jobs::Json& j, const CrossvalidateJob& job);
void from_json(const jobs::Json& j, CrossvalidateJob& job);
jobs::Json execute(const CrossvalidateJob& job, const jobs::JobContext& context);

}  // namespace strata::kriging
