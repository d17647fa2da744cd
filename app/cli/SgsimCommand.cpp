// strata-cli sgsim PARAMS.par: a drop-in for GSLIB sgsim; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/SgsimJob.h"

namespace strata::cli {
namespace {

const Registration reg("sgsim", [](CLI::App& app) {
    addGslibVerb<simulation::SgsimJob>(
        app, "sgsim",
        "GSLIB sgsim: sequential Gaussian simulation of a grid, the realisations in sgsim's layout, from its parameter "
        "file (file names relative to the current directory) or from flags",
        [](const std::string& path) { return simulation::readSgsimParameters(path); });
});

}  // namespace
}  // namespace strata::cli
