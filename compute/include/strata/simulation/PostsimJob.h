#pragma once
// GSLIB postsim as a job, read from its parameter file by `strata-cli postsim PARAMS.par`: a
// summary of every grid node over a file of realisations (GeoEAS; the first value of each row;
// realisation after realisation, each nx ny nz nodes with x fastest). Options, as postsim's:
//   1  E-type mean                                  "mean" (f9.4)
//   2  probability at or above the cutoff, the mean of the values at or above it and of those
//      below it                                     (f9.4, 1x, f9.4, 2x, f9.4)
//   3  the value at a cumulative probability (P10, P50, P90 maps)   "value" (f9.4)
//   4  the symmetric probability interval: the values at (1 - p) / 2 and (1 + p) / 2
//                                                   "lower", "upper" (f12.4, 1x, f12.4)
//   5  conditional variance                         "variance" (f12.4)
// A node whose largest value is below tmin is not summarised (-999); a summary that does not
// exist (the mean above a cutoff no value reaches) is -999 too. The header is postsim's: a title
// naming the summary, "N nx ny nz" and the names. File names are relative to the current directory.
#include <cstddef>
#include <string>

#include "strata/jobs/Job.h"

namespace strata::simulation {

struct PostsimJob {
    static constexpr const char* type = "postsim";
    static constexpr const char* summary = "GSLIB postsim: E-type, probability, quantile and variance maps from realisations";

    std::string realisationsFile;
    int realisations = 1;
    double trimMin = -1.0e21;  // a node whose largest value is below this is left out
    std::size_t nx = 1, ny = 1, nz = 1;
    std::string outputFile;
    int option = 1;         // 1 E-type, 2 probability and means, 3 quantile, 4 interval, 5 variance
    double parameter = 0;   // option 2: the cutoff; 3: the probability; 4: the interval's probability
    // Options 3 and 4: interpolate linearly between the sorted values (the book's rule) instead
    // of with postsim's reversed weights (RealisationStatistics.h). Not in postsim's parameter file.
    bool linearQuantiles = false;

    void validate() const;
    static const jobs::Schema<PostsimJob>& schema();
};

// Reads a postsim parameter file; errors name the file, line and parameter.
PostsimJob readPostsimParameters(const std::string& path);

void to_json(jobs::Json& j, const PostsimJob& job);
void from_json(const jobs::Json& j, PostsimJob& job);
jobs::Json execute(const PostsimJob& job, const jobs::JobContext& context);

}  // namespace strata::simulation
