// strata-cli ik3d PARAMS.par: a drop-in for GSLIB ik3d; or the same job from flags.
#include "CliCommand.h"
#include "GslibVerb.h"
#include "strata/simulation/Ik3dJob.h"

namespace strata::cli {
namespace {

// The jackknife and soft data files' columns share their keys with the data file's: their
// flags carry the file's name.
SchemaFlags ik3dFlags() {
    SchemaFlags flags(simulation::Ik3dJob::schema().info());
    for (const char* key : {"x", "y", "z", "value"})
        flags.rename(std::string("jackknife_columns.") + key, std::string("--jackknife-") + key);
    for (const char* key : {"x", "y", "z", "indicators"})
        flags.rename(std::string("soft_columns.") + key, std::string("--soft-") + key);
    return flags;
}

const Registration reg("ik3d", [](CLI::App& app) {
    addGslibVerb<simulation::Ik3dJob>(
        app, "ik3d",
        "GSLIB ik3d: indicator kriging (median or full IK, simple or ordinary) of a grid, cross-validation or "
        "jackknife, written as ik3d writes it, from its parameter file (file names relative to the current "
        "directory) or from flags",
        [](const std::string& path) { return simulation::readIk3dParameters(path); }, ik3dFlags());
});

}  // namespace
}  // namespace strata::cli
