#pragma once
// GSLIB cokb3d as a job: its parameter file as a plain struct (JSON round trip), read from a .par
// file by `strata-cli cokb3d PARAMS.par`, written as cokb3d writes its output: the title
// "COKB3D with:" and the data file's title (40 characters), "    2   nx   ny   nz", "estimate",
// "estimation variance", then one row per node (x fastest) in Fortran f12.4,1x,f12.4, unestimated
// nodes -999.0000. Where cokb3d departs from the textbook the job computes as cokb3d does
// (docs/cokriging.md, "cokb3d's arithmetic"). File names are relative to the current directory.
#include <array>
#include <string>
#include <vector>

#include "strata/cokriging/Cokriging.h"
#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"

namespace strata::cokriging {

struct Cokb3dJob {
    static constexpr const char* type = "cokb3d";
    static constexpr const char* summary = "GSLIB cokb3d: cokriging of a grid with up to 3 secondary variables";

    std::string dataFile;
    int columnX = 1, columnY = 2, columnZ = 0;
    std::vector<int> variableColumns{3, 4};  // primary first, then the secondaries
    double trimMin = -1.0e21, trimMax = 1.0e21;
    int debugLevel = 0;
    std::string debugFile;
    std::string outputFile;
    GridSpec grid;
    // Read and, as cokb3d, not used: the secondary data are searched in the primary's ellipsoid.
    std::array<double, 3> secondaryRadii{10, 10, 10};
    // type (ktype 0 simple, 1 standardised, 2 ordinary), means, the model as cokb3d uses it (every
    // pair with the primary's structure angles and anisotropy ratios), the primary search, ndmin,
    // ndmaxp (search.ndmax), ndmaxs, the block discretisation.
    CokrigingOptions cokriging;

    void validate() const;
    static const jobs::Schema<Cokb3dJob>& schema();
};

// Reads a cokb3d parameter file; errors name the file, line and parameter.
Cokb3dJob readCokb3dParameters(const std::string& path);

void to_json(jobs::Json& j, const Cokb3dJob& job);
void from_json(const jobs::Json& j, Cokb3dJob& job);
jobs::Json execute(const Cokb3dJob& job, const jobs::JobContext& context);

}  // namespace strata::cokriging
