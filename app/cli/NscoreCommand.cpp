// strata-cli nscore PARAMS.par: a drop-in for GSLIB nscore; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/NscoreJob.h"

namespace strata::cli {
namespace {

const Registration reg("nscore", [](CLI::App& app) {
    addGslibVerb<simulation::NscoreJob>(
        app, "nscore",
        "GSLIB nscore: normal scores and the transformation table as nscore writes them, from its parameter file (file "
        "names relative to the current directory) or from flags",
        [](const std::string& path) { return simulation::readNscoreParameters(path); });
});

}  // namespace
}  // namespace strata::cli
