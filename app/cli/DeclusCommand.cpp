// strata-cli declus PARAMS.par: a drop-in for GSLIB declus; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/stats/DeclusJob.h"

namespace strata::cli {
namespace {

const Registration reg("declus", [](CLI::App& app) {
    addGslibVerb<stats::DeclusJob>(app, "declus",
                                   "GSLIB declus: summary and weights as declus writes them, from its parameter file "
                                   "(file names relative to the current directory) or from flags",
                                   [](const std::string& path) { return stats::readDeclusParameters(path); });
});

}  // namespace
}  // namespace strata::cli
