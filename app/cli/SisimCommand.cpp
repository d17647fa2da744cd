// strata-cli sisim PARAMS.par: a drop-in for GSLIB sisim; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/SisimJob.h"

namespace strata::cli {
namespace {

const Registration reg("sisim", [](CLI::App& app) {
    addGslibVerb<simulation::SisimJob>(
        app, "sisim",
        "GSLIB sisim: sequential indicator simulation of a grid, the realisations in sisim's layout, from its "
        "parameter file (file names relative to the current directory) or from flags",
        [](const std::string& path) { return simulation::readSisimParameters(path); });
});

}  // namespace
}  // namespace strata::cli
