#pragma once
// GSLIB nscore as a job, read from its parameter file by `strata-cli nscore PARAMS.par`: the
// normal scores of a data file's column, with declustering weights, trimming limits and,
// optionally, the transformation built from another file's values (nscore's ismooth). It writes
// nscore's two files: the data with the "Normal Score value" column appended (f12.5; -999 for
// trimmed rows) and the transformation table (value, score; f12.5,1x,f12.5). As nscore's code
// does, every value read is rounded to single precision and raised by a random amount below 1e-6
// (GSLIB's ACORN, seed 69069, 1000 numbers dropped first) so that tied values get distinct
// scores in the same order as nscore's; data of weight <= 1e-10 are left out of the table.
#include <string>

#include "strata/jobs/Job.h"

namespace strata::simulation {

struct NscoreJob {
    static constexpr const char* type = "nscore";
    static constexpr const char* summary = "GSLIB nscore: normal scores of a column and the transformation table";

    std::string dataFile;
    int column = 3;
    int weightColumn = 0;   // 0: equal weights
    bool writeCdf = false;  // nscore's negative column: write G(score), the cumulative probability
    double trimMin = -1.0e21, trimMax = 1.0e21;
    std::string referenceFile;  // named: the table comes from this file's values (nscore's ismooth = 1)
    int referenceColumn = 1;
    int referenceWeightColumn = 2;
    std::string outputFile;
    std::string tableFile;

    void validate() const;
    static const jobs::Schema<NscoreJob>& schema();
};

// Reads an nscore parameter file; errors name the file, line and parameter.
NscoreJob readNscoreParameters(const std::string& path);

void to_json(jobs::Json& j, const NscoreJob& job);
void from_json(const jobs::Json& j, NscoreJob& job);
jobs::Json execute(const NscoreJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
