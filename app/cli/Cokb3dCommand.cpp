// strata-cli cokb3d PARAMS.par: a drop-in for GSLIB cokb3d (cokriging of a grid).
#include "CliCommand.h"
#include "strata/cokriging/Cokb3dJob.h"

namespace strata::cli {
namespace {

struct Cokb3dArgs {
    std::string parameters;
    JobOptions options;
};

const Registration reg("cokb3d", [](CLI::App& app) {
    auto args = std::make_shared<Cokb3dArgs>();
    auto* verb = app.add_subcommand("cokb3d",
                                    "GSLIB cokb3d from its parameter file (file names relative to the "
                                    "current directory); output as cokb3d writes it");
    verb->add_option("parameters", args->parameters, "cokb3d parameter file (.par)")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        const jobs::Json job = jobs::makeJob(cokriging::readCokb3dParameters(args->parameters));
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
});

}  // namespace
}  // namespace strata::cli
