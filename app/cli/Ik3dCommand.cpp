// strata-cli ik3d PARAMS.par: a drop-in for GSLIB ik3d; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/Ik3dJob.h"

namespace strata::cli {
namespace {

const Registration reg("ik3d", [](CLI::App& app) {
    addGslibVerb<simulation::Ik3dJob>(
        app, "ik3d",
        "GSLIB ik3d: indicator kriging (median or full IK, simple or ordinary) of a grid, cross-validation or "
        "jackknife, written as ik3d writes it, from its parameter file (file names relative to the current "
        "directory) or from flags",
        [](const std::string& path) { return simulation::readIk3dParameters(path); });
});

}  // namespace
}  // namespace strata::cli
