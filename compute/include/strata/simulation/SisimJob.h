#pragma once
// GSLIB sisim as a job, read from its parameter file by `strata-cli sisim PARAMS.par`: sequential
// indicator simulation of a grid, of a continuous variable (thresholds, a ccdf with its tails) or
// of categories (a pdf), full or median IK, simple or ordinary kriging of the indicators,
// conditional to the hard data of a GeoEAS file (or unconditional without one). It writes sisim's
// output: the title "SISIM SIMULATIONS:" and the data file's title (80 characters), "    1   nx
// ny nz" (4(1x,i4)), "Simulated Value", then every realisation one after another, one value a
// line (f12.4), x fastest, then y, then z; -99 where a category could not be drawn.
// Not yet: soft indicator data and the Markov-Bayes option (refused). sisim's debugging level and
// file are read and not used.
#include <string>

#include "strata/jobs/Job.h"
#include "strata/simulation/SequentialIndicator.h"

namespace strata::simulation {

struct SisimJob {
    static constexpr const char* type = "sisim";
    static constexpr const char* summary = "GSLIB sisim: sequential indicator simulation of a grid";

    std::string dataFile;  // empty: unconditional simulation
    int columnX = 1, columnY = 2, columnZ = 0, columnValue = 3;
    double trimMin = -1.0e21, trimMax = 1.0e21;
    // The global distribution whose shape a tabulated tail (option 3) follows.
    std::string tabulatedFile;
    int tabulatedColumn = 1, tabulatedWeightColumn = 0;
    bool medianIk = false;
    double medianCutoff = 0;  // median IK: the model of the cutoff nearest this value serves all
    std::string outputFile;
    int realisations = 1;
    SequentialIndicatorOptions simulation;  // its medianCutoff and tails.table come from the above
    int threads = 0;                        // realisations simulated at once (0: every core)

    void validate() const;
    static const jobs::Schema<SisimJob>& schema();
};

// Reads a sisim parameter file; errors name the file, line and parameter.
SisimJob readSisimParameters(const std::string& path);

void to_json(jobs::Json& j, const SisimJob& job);
void from_json(const jobs::Json& j, SisimJob& job);
jobs::Json execute(const SisimJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
