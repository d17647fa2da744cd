#pragma once
// The `krige` job: data from a CSV (or GeoEAS) file, targets on a grid or from a point file,
// any estimator of KrigingOptions, results to CSV or GeoEAS. `strata-cli krige` builds it from
// flags; several value columns are kriged in one pass (one set of weights per target).
#include <limits>
#include <optional>
#include <string>

#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/KrigingOptions.h"

namespace strata::kriging {

// Where the data come from; shared by the krige and crossvalidate jobs.
struct KrigingDataSource {
    std::string file;
    // "x,y,value", "x,y,z,value[,value...]", "x,y,-,value,value" (2-D with several values);
    // each item a column name (case-insensitive) or a 1-based column number.
    std::string columns = "x,y,value";
    std::string drillholeColumn;  // optional: drillhole ids (text or numbers)
    std::string secondaryColumn;  // types ked / lvm: the external drift or the local mean

    void validate(const std::string& stage) const;
    static const jobs::Schema<KrigingDataSource>& schema();
};

struct KrigeJob {
    static constexpr const char* type = "krige";
    static constexpr bool usesGpu = true;
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "kriging (SK, OK, UK, KED, block) of a grid or of points";

    KrigingDataSource data;
    std::optional<GridSpec> grid;   // either a grid ...
    std::string targetsFile;        // ... or points (x, y[, z] columns found by name)
    std::string targetColumns;      // "x,y" or "x,y,z"; empty: the usual names
    std::string secondaryGridFile;  // ked / lvm on a grid: GeoEAS file with one row per node
    int secondaryGridColumn = 1;
    KrigingOptions kriging;
    // Grids: any io::writeGrid format by extension (.csv, .dat GSLIB, .tif with GDAL, .vti, ...);
    // points: io::writePoints (.csv, .dat, .vtp).
    std::string output;

    void validate() const;
    static const jobs::Schema<KrigeJob>& schema();
};

void to_json(jobs::Json& j, const KrigingDataSource& s);
void from_json(const jobs::Json& j, KrigingDataSource& s);
void to_json(jobs::Json& j, const KrigeJob& job);
void from_json(const jobs::Json& j, KrigeJob& job);
jobs::Json execute(const KrigeJob& job, const jobs::JobContext& context);

// A model given as text ("0.2 nug + 0.8 sph(10)") or as the path of a model JSON file.
variogram::VariogramModel readModel(const std::string& textOrPath);

}  // namespace strata::kriging
