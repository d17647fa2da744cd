#pragma once
// GSLIB sgsim as a job, read from its parameter file by `strata-cli sgsim PARAMS.par`:
// sequential Gaussian simulation of a grid, conditional to the data of a GeoEAS file (or
// unconditional without one), simple or ordinary kriging (sgsim's ktype 0 and 1). As sgsim's
// code does: the data's normal scores come from a table built from the data (or a reference
// distribution) with declustering weights, and the table is written (value, score; f12.5,1x,f12.5);
// the realisations are written one after another into one file, "SGSIM Realizations",
// " 1 nx ny nz" (4(1x,i4)), "value", then one value a line (f12.4), x fastest, then y, then z,
// back-transformed with sgsim's tails; a node left unsimulated (fewer than ndmin data) -99.
// sgsim's debugging levels and file are read and not used.
#include <string>

#include "strata/jobs/Job.h"
#include "strata/simulation/BackTransform.h"
#include "strata/simulation/SequentialGaussian.h"

namespace strata::simulation {

struct SgsimJob {
    static constexpr const char* type = "sgsim";
    static constexpr bool splitsAcrossRanks = true;
    static constexpr const char* summary = "GSLIB sgsim: sequential Gaussian simulation of a grid";

    std::string dataFile;  // empty: unconditional simulation
    int columnX = 1, columnY = 2, columnZ = 0, columnValue = 3, columnWeight = 0;
    double trimMin = -1.0e21, trimMax = 1.0e21;
    bool transform = true;      // sgsim's itrans: normal scores of the data, values back-transformed
    std::string tableFile;      // the transformation table written (with transform)
    std::string referenceFile;  // named: the table comes from this file (sgsim's ismooth = 1)
    int referenceColumn = 1, referenceWeightColumn = 2;
    BackTransformOptions tails;
    std::string outputFile;
    int realisations = 1;
    SequentialGaussianOptions simulation;
    int threads = 0;  // realisations simulated at once (0: every core)

    void validate() const;
    static const jobs::Schema<SgsimJob>& schema();
};

// Reads an sgsim parameter file; errors name the file, line and parameter.
SgsimJob readSgsimParameters(const std::string& path);

void to_json(jobs::Json& j, const SgsimJob& job);
void from_json(const jobs::Json& j, SgsimJob& job);
jobs::Json execute(const SgsimJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
