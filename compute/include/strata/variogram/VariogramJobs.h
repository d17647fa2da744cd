#pragma once
// Variography as jobs; `strata-cli gamv|variogram|varmap|fit` build them (see docs/variography.md).
//
// gamv: the parameters of a gamv parameter file (data file, columns, output file, lags,
//   directions, variograms); reads the GeoEAS data, writes gamv's output format.
// variogram: experimental variograms of a point file (CSV, GeoEAS...), written as CSV with one
//   row per direction, variogram and lag row. With "downhole", pairs within drillholes only.
// varmap: a variogram map of a point file, CSV one row per cell, plus the direction of
//   greatest continuity read from the map.
// fit: fits a nested model to a variogram CSV (ours, or gstat's np,dist,gamma), writes the model.
//
// The options: `strata-cli run --describe gamv|variogram|varmap|fit` (declared in VariogramJobs.cpp).
#include <string>
#include <vector>

#include "strata/jobs/CommonOptions.h"
#include "strata/jobs/Job.h"
#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/GamvFile.h"
#include "strata/variogram/LmcFit.h"
#include "strata/variogram/VariogramFit.h"
#include "strata/variogram/VariogramMap.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::variogram {

struct GamvJob {
    static constexpr const char* type = "gamv";
    static constexpr bool usesGpu = true;
    static constexpr const char* summary = "GSLIB gamv: experimental variograms from a GeoEAS file, gamv's output";
    GamvParameters parameters;
    void validate() const;
    static const jobs::Schema<GamvJob>& schema();
};

// A variogram named by variable (column) names.
struct NamedVariogram {
    std::string tail, head;  // head empty: the tail variable
    VariogramType type = VariogramType::Semivariogram;
    double cutoff = 0;
};

struct VariogramJob {
    static constexpr const char* type = "variogram";
    static constexpr bool usesGpu = true;
    static constexpr const char* summary = "experimental variograms (gamv semantics) of a point file, CSV out";
    jobs::PointFile data;              // columns "x,y[,z],value[,value...]" (io::PointColumns); empty: by name
    std::vector<NamedVariogram> variograms;  // empty: the semivariogram of the first value column
    ExperimentalVariogramOptions options;    // lags, directions, trimming, sills (variograms from above)
    std::string holeColumn;            // down-hole mode: the drillhole identifier column
    std::string depthColumn;           // down-hole mode: along-hole position (empty: 3-D distance)
    std::string output;
    void validate() const;
    static const jobs::Schema<VariogramJob>& schema();
};

struct VarmapJob {
    static constexpr const char* type = "varmap";
    static constexpr const char* summary = "variogram map on a plane of lag vectors, and its direction of continuity";
    jobs::PointFile data;
    NamedVariogram variogram;
    VariogramMapOptions options;  // options.variogram is set from `variogram`
    double level = 0.5;           // anisotropy read at this fraction of the sill
    std::string output;
    void validate() const;
    static const jobs::Schema<VarmapJob>& schema();
};

// With `variables` (2 to 4), fits a linear model of coregionalisation to their direct and cross
// variograms (LmcFit.h), read from `input` or computed from `data` with `experimental`'s lags and
// directions; the output is then the Coregionalisation as "A=MODEL" and "A:B=MODEL" lines.
struct FitJob {
    static constexpr const char* type = "fit";
    static constexpr const char* summary = "weighted least-squares fit of a nested variogram model or of an LMC";
    std::string input;       // variogram CSV
    int variogram = 1;       // which variogram of a Strata CSV (column "variogram")
    VariogramModel model;    // the structures and their starting values
    FitOptions options;
    std::vector<std::string> variables;        // LMC: the variables (empty: one variogram)
    jobs::PointFile data;                      // LMC: the data whose variograms are fitted (instead of input)
    ExperimentalVariogramOptions experimental; // LMC from data: lags, directions, trimming
    LmcMethod lmcMethod = LmcMethod::GoulardVoltz;
    bool fitRanges = false;  // LMC: also fit the shared ranges
    std::string output;      // the fitted model, CSV (LMC: the Coregionalisation's entries)
    std::string curve;       // optional: experimental and model values per point, CSV
    void validate() const;
    static const jobs::Schema<FitJob>& schema();
};

void to_json(jobs::Json& j, const GamvJob& job);
void from_json(const jobs::Json& j, GamvJob& job);
void to_json(jobs::Json& j, const VariogramJob& job);
void from_json(const jobs::Json& j, VariogramJob& job);
void to_json(jobs::Json& j, const VarmapJob& job);
void from_json(const jobs::Json& j, VarmapJob& job);
void to_json(jobs::Json& j, const FitJob& job);
void from_json(const jobs::Json& j, FitJob& job);

jobs::Json execute(const GamvJob& job, const jobs::JobContext& context);
jobs::Json execute(const VariogramJob& job, const jobs::JobContext& context);
jobs::Json execute(const VarmapJob& job, const jobs::JobContext& context);
jobs::Json execute(const FitJob& job, const jobs::JobContext& context);

// Reads experimental points for fitting from a CSV: Strata's (distance, value, pairs, azimuth,
// dip, variogram) or gstat's (dist, gamma, np; no direction: azimuth 0).
std::vector<FitPoint> readFitPoints(const std::string& path, int variogram = 1);
// The direct and cross variograms of `variables` for an LMC fit, packed as Coregionalisation
// pairs: from strata-cli variogram's CSV (rows of type semivariogram with tail = head, cross with
// tail != head, named by their tail and head columns), gstat's np,dist,gamma,id (id "A" or
// "A.B") or gamv's output (its semivariograms and cross semivariograms by their tail and head
// names; direction k at the angles of directions[k - 1], which gamv's output does not hold;
// directions empty: every direction at azimuth 0, for isotropic models).
// Throws naming the file and the missing variogram.
std::vector<std::vector<FitPoint>> readLmcFitPoints(const std::string& path, const std::vector<std::string>& variables,
                                                    const std::vector<VariogramDirection>& directions = {
                                                        VariogramDirection::omni()});

}  // namespace strata::variogram
