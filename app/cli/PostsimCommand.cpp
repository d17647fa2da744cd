// strata-cli postsim PARAMS.par: a drop-in for GSLIB postsim; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/PostsimJob.h"

namespace strata::cli {
namespace {

const Registration reg("postsim", [](CLI::App& app) {
    addGslibVerb<simulation::PostsimJob>(
        app, "postsim",
        "GSLIB postsim: E-type mean, probability and means above a cutoff, quantile (P10/P50/P90), probability "
        "interval or conditional variance of every node over realisations, written as postsim writes them, from its "
        "parameter file (file names relative to the current directory) or from flags",
        [](const std::string& path) { return simulation::readPostsimParameters(path); });
});

}  // namespace
}  // namespace strata::cli
