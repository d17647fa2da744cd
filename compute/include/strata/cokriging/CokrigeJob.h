#pragma once
// The `cokrige` job: the primary and its secondaries from one CSV (or GeoEAS) file, an empty cell
// (or -999 in GeoEAS) a missing value (heterotopic data); targets on a grid or from a point file
// (collocated: the secondary at each target from the target file or, on a grid, a GeoEAS file);
// output layers <primary>, <primary>_variance, n_primary, n_secondary (the data used).
#include <optional>
#include <string>
#include <vector>

#include "strata/cokriging/Cokriging.h"
#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"

namespace strata::cokriging {

struct CokrigingDataSource {
    std::string file;
    std::string columns = "x,y,value";     // x,y[,z],primary: names or 1-based numbers
    std::vector<std::string> secondaries;  // secondary value columns (at most 3)

    static const jobs::Schema<CokrigingDataSource>& schema();
};

struct CokrigeJob {
    static constexpr const char* type = "cokrige";
    static constexpr bool usesGpu = true;
    static constexpr const char* summary =
        "cokriging of a primary with up to 3 secondaries (simple, ordinary, "
        "standardised, collocated) on a grid or at points";

    CokrigingDataSource data;
    std::optional<GridSpec> grid;
    std::string targetsFile;
    std::string targetColumns;          // "x,y" or "x,y,z"; empty: the usual names
    std::string targetSecondaryColumn;  // collocated, point targets: empty takes the secondary's name
    std::string secondaryGridFile;      // collocated on a grid: GeoEAS file, one row per node
    int secondaryGridColumn = 1;
    CokrigingOptions cokriging;
    std::string output;

    void validate() const;
    static const jobs::Schema<CokrigeJob>& schema();
};

// The coregionalisation of the command line: entries NAME=MODEL and A:B=MODEL for `variables`
// (primary first); for collocated cokriging with rho given and no cross entry, the cross model of
// Markov model 1.
variogram::Coregionalisation coregionalisationOf(const std::vector<std::string>& variables,
                                                 const std::vector<std::string>& entries, CokrigingType type,
                                                 double rho);

void to_json(jobs::Json& j, const CokrigingDataSource& s);
void from_json(const jobs::Json& j, CokrigingDataSource& s);
void to_json(jobs::Json& j, const CokrigeJob& job);
void from_json(const jobs::Json& j, CokrigeJob& job);
jobs::Json execute(const CokrigeJob& job, const jobs::JobContext& context);

}  // namespace strata::cokriging
