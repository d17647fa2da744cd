// strata-cli nscore PARAMS.par: a drop-in for GSLIB nscore.
#include "CliCommand.h"
#include "strata/simulation/NscoreJob.h"

namespace strata::cli {
namespace {

struct NscoreArgs {
    std::string parameters;
    JobOptions options;
};

const Registration reg("nscore", [](CLI::App& app) {
    auto args = std::make_shared<NscoreArgs>();
    auto* verb = app.add_subcommand("nscore", "GSLIB nscore from its parameter file (file names relative to the current directory); the normal scores and the transformation table as nscore writes them");
    verb->add_option("parameters", args->parameters, "nscore parameter file (.par)")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        const jobs::Json job = jobs::makeJob(simulation::readNscoreParameters(args->parameters));
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
});

}  // namespace
}  // namespace strata::cli
