#pragma once
// The `gtcurves` job (a Strata verb, not a GSLIB program): grade-tonnage curves over a file of
// realisations (GeoEAS, as sgsim or sisim write them: realisation after realisation, `nodes`
// values each), with their spread over the realisations (GradeTonnageCurves.h), written as CSV:
//   cutoff, tonnage_mean, tonnage_p10, tonnage_p50, tonnage_p90,
//   grade_mean, grade_p10, grade_p50, grade_p90, grade_realisations
// one row per cutoff (ascending); a grade cell is blank where no realisation reaches the cutoff.
#include <cstddef>
#include <string>
#include <vector>

#include "strata/jobs/Job.h"

namespace strata::simulation {

struct GtcurvesJob {
    static constexpr const char* type = "gtcurves";
    static constexpr const char* summary = "grade-tonnage curves over realisations, with P10, P50 and P90";

    std::string realisationsFile;
    int column = 1;
    int realisations = 1;
    std::size_t nodes = 0;  // values per realisation; 0: nx ny nz of the file's header ("1 nx ny nz")
    std::vector<double> cutoffs;
    double tonnesPerNode = 1;
    double trimMin = -1.0e21, trimMax = 1.0e21;  // values outside are not nodes of the deposit
    std::string outputFile;

    void validate() const;
    static const jobs::Schema<GtcurvesJob>& schema();
};

void to_json(jobs::Json& j, const GtcurvesJob& job);
void from_json(const jobs::Json& j, GtcurvesJob& job);
jobs::Json execute(const GtcurvesJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
