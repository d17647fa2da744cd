#pragma once
// GSLIB ik3d as a job, read from its parameter file by `strata-cli ik3d PARAMS.par`: indicator
// kriging of a grid (option 0), cross-validation (1) or jackknife (2), continuous (cutoffs, a
// ccdf) or categorical (a pdf), median IK or full IK, simple kriging with the global
// probabilities as means or ordinary kriging; hard data from a data file and, optionally, soft
// indicators from a second file. It writes ik3d's output: the title "IK3D Estimates with:" and
// the data file's title, "ncut nx ny nz" (ncut + 1 for options 1 and 2), one line per cutoff
// ("Threshold:  1 =      0.50000" or "Category:"), "true value" for options 1 and 2, then one
// line per target of the corrected probabilities (f8.4, 30 a line; -9.9999 where unestimated),
// followed by the true value for options 1 and 2; and ik3d's debugging file (the variograms and
// the summary of order-relation corrections). File names are relative to the current directory.
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

struct Ik3dJob {
    static constexpr const char* type = "ik3d";
    static constexpr const char* summary = "GSLIB ik3d: indicator kriging of a grid, cross-validation or jackknife";

    bool continuous = true;  // ik3d's ivtype: 1 continuous (cutoffs), 0 categorical
    int option = 0;          // 0 grid, 1 cross-validation, 2 jackknife
    std::string jackknifeFile;
    int jackX = 1, jackY = 2, jackZ = 0, jackValue = 3;
    std::vector<double> cutoffs;
    std::vector<double> globalProbabilities;  // the global cdf or pdf at the cutoffs
    std::string dataFile;
    int columnDrillhole = 0, columnX = 1, columnY = 2, columnZ = 0, columnValue = 3;
    std::string softFile;  // soft indicators (one column per cutoff; negative: missing); empty: none
    int softX = 1, softY = 2, softZ = 0;
    std::vector<int> softColumns;
    double trimMin = -1.0e21, trimMax = 1.0e21;
    int debugLevel = 0;
    std::string debugFile;  // ik3d's debugging file, written when named
    std::string outputFile;
    GridSpec grid;
    kriging::SearchNeighbourhood search;
    bool medianIk = false;
    double medianCutoff = 0;  // median IK: the variogram of the cutoff nearest this value serves all
    bool ordinary = true;     // ik3d's ktype: 1 ordinary, 0 simple (the global probabilities as means)
    std::vector<variogram::VariogramModel> models;  // one per cutoff

    void validate() const;
    static const jobs::Schema<Ik3dJob>& schema();
};

// Reads an ik3d parameter file; errors name the file, line and parameter.
Ik3dJob readIk3dParameters(const std::string& path);

void to_json(jobs::Json& j, const Ik3dJob& job);
void from_json(const jobs::Json& j, Ik3dJob& job);
jobs::Json execute(const Ik3dJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
