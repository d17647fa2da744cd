#pragma once
// GSLIB declus as a job, read from its parameter file by `strata-cli declus PARAMS.par`: cell
// declustering (CellDeclustering.h) of a data file's column. It writes declus's two files: the
// summary (the title, "2", "Cell Size", "Declustered Mean", then the equal-weight mean at cell
// size 0 and one row per cell size, f15.3,2x,f15.3) and the data with the "Declustering Weight"
// column appended (f10.5; -999 for trimmed rows).
#include <string>

#include "strata/jobs/Job.h"
#include "strata/stats/CellDeclustering.h"

namespace strata::stats {

struct DeclusJob {
    static constexpr const char* type = "declus";
    static constexpr const char* summary = "GSLIB declus: cell declustering weights and the mean against the cell size";

    std::string dataFile;
    int columnX = 1, columnY = 2, columnZ = 0;
    int column = 3;
    std::string summaryFile;
    std::string outputFile;
    CellDeclusteringOptions declustering;  // with the trimming limits

    void validate() const;
    static const jobs::Schema<DeclusJob>& schema();
};

// Reads a declus parameter file; errors name the file, line and parameter.
DeclusJob readDeclusParameters(const std::string& path);

void to_json(jobs::Json& j, const DeclusJob& job);
void from_json(const jobs::Json& j, DeclusJob& job);
jobs::Json execute(const DeclusJob& job, const jobs::JobContext& context);

}  // namespace strata::stats
