// strata-cli backtr PARAMS.par: a drop-in for GSLIB backtr; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/BacktrJob.h"

namespace strata::cli {
namespace {

const Registration reg("backtr", [](CLI::App& app) {
    addGslibVerb<simulation::BacktrJob>(app, "backtr",
                                        "GSLIB backtr: values of normal scores as backtr writes them, from its "
                                        "parameter file (file names relative to the current directory) or from flags",
                                        [](const std::string& path) { return simulation::readBacktrParameters(path); });
});

}  // namespace
}  // namespace strata::cli
