// strata-cli kt3d PARAMS.par: a drop-in for GSLIB kt3d (grid, cross-validation, jackknife).
#include "CliCommand.h"
#include "strata/kriging/Kt3dJob.h"

namespace strata::cli {
namespace {

struct Kt3dArgs {
    std::string parameters;
    JobOptions options;
};

const Registration reg("kt3d", [](CLI::App& app) {
    auto args = std::make_shared<Kt3dArgs>();
    auto* verb = app.add_subcommand("kt3d", "GSLIB kt3d from its parameter file (file names relative to the "
                                            "current directory); output with full precision");
    verb->add_option("parameters", args->parameters, "kt3d parameter file (.par)")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        const jobs::Json job = jobs::makeJob(kriging::readKt3dParameters(args->parameters));
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
});

}  // namespace
}  // namespace strata::cli
