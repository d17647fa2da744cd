#pragma once
// IDW and AIDW as jobs ("idw", "aidw"): read a point file, estimate at the nodes of a grid or at
// the points of a target file, write a CSV with header x,y[,z],estimate (AIDW adds alpha), one row
// per target in input order, grid nodes x fastest. Unestimated targets (no datum in the search
// neighbourhood) are written as NaN. `strata-cli idw|aidw` build these jobs from flags.
//
// The options: `strata-cli run --describe idw|aidw` (declared in IdwJob.cpp).
#include <optional>
#include <string>

#include "strata/core/Grid.h"
#include "strata/idw/Idw.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/jobs/Job.h"

namespace strata::idw {

// What both jobs read and write.
struct IdwIo {
    jobs::PointFile data;       // columns "x,y,value" or "x,y,z,value"
    std::optional<GridSpec> grid;  // or
    std::string targets;
    std::string targetColumns;  // empty: x, y[, z] named as in columns
    std::string output;
    Precision precision = Precision::Single;
    WeightsKernel weightsKernel = WeightsKernel::Auto;
    KnnKernel knnKernel = KnnKernel::Auto;

    // `adaptive`: AIDW (a power per target besides the estimate).
    void validate(const std::string& stage, bool adaptive) const;
};

struct IdwJob {
    static constexpr const char* type = "idw";
    static constexpr bool usesGpu = true;
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "inverse distance weighting of points onto a grid or target points";
    IdwIo io;
    IdwParams params;
    void validate() const;
    static const jobs::Schema<IdwJob>& schema();
};

struct AidwJob {
    static constexpr const char* type = "aidw";
    static constexpr bool usesGpu = true;
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "adaptive inverse distance weighting (power from the local data density)";
    IdwIo io;
    AidwParams params;
    void validate() const;
    static const jobs::Schema<AidwJob>& schema();
};

void to_json(jobs::Json& j, const IdwJob& job);
void from_json(const jobs::Json& j, IdwJob& job);
void to_json(jobs::Json& j, const AidwJob& job);
void from_json(const jobs::Json& j, AidwJob& job);
jobs::Json execute(const IdwJob& job, const jobs::JobContext& context);
jobs::Json execute(const AidwJob& job, const jobs::JobContext& context);

}  // namespace strata::idw
