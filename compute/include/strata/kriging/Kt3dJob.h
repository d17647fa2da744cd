#pragma once
// GSLIB kt3d as a job: the parameter file's content as a plain struct (JSON round trip), read
// from a .par file by `strata-cli kt3d PARAMS.par`, run on the CPU or the GPU, written in
// kt3d's output formats with full precision (GeoEAS; unestimated nodes -999 as kt3d writes them):
//   grid (option 0):  title, "2 nx ny nz", Estimate, EstimationVariance, one row per node
//   cross-validation (1) and jackknife (2): title, "7", X, Y, Z, True, Estimate,
//   EstimationVariance, "Error: est-true", one row per line of the data / jackknife file.
// File names are relative to the current directory, as GSLIB reads them.
#include <array>
#include <string>

#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/KrigingOptions.h"

namespace strata::kriging {

struct Kt3dJob {
    static constexpr const char* type = "kt3d";
    static constexpr bool usesGpu = true;
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "GSLIB kt3d: kriging of a grid, cross-validation or jackknife";

    std::string dataFile;
    int columnDrillhole = 0, columnX = 1, columnY = 2, columnZ = 0, columnValue = 3, columnSecondary = 0;
    double trimMin = -1.0e21, trimMax = 1.0e21;
    int option = 0;  // 0 grid, 1 cross-validation, 2 jackknife
    std::string jackknifeFile;
    int jackX = 1, jackY = 2, jackZ = 0, jackValue = 3, jackSecondary = 0;
    int debugLevel = 0;     // 0..3 as kt3d
    std::string debugFile;  // kt3d's debugging file, written when named (format: docs/kriging.md)
    std::string outputFile;
    GridSpec grid;
    KrigingOptions kriging;  // type, mean, drift, trend, model, search, block discretisation
    std::string externalDriftFile;  // gridded drift / local mean (types lvm and ked, grid option)
    int externalDriftColumn = 4;

    void validate() const;
    static const jobs::Schema<Kt3dJob>& schema();
};

// Reads a kt3d parameter file; errors name the file, line and parameter.
Kt3dJob readKt3dParameters(const std::string& path);

void to_json(jobs::Json& j, const Kt3dJob& job);
void from_json(const jobs::Json& j, Kt3dJob& job);
jobs::Json execute(const Kt3dJob& job, const jobs::JobContext& context);

}  // namespace strata::kriging
