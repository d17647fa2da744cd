// strata-cli backtr PARAMS.par: a drop-in for GSLIB backtr.
#include "CliCommand.h"
#include "strata/simulation/BacktrJob.h"

namespace strata::cli {
namespace {

struct BacktrArgs {
    std::string parameters;
    JobOptions options;
};

const Registration reg("backtr", [](CLI::App& app) {
    auto args = std::make_shared<BacktrArgs>();
    auto* verb = app.add_subcommand("backtr", "GSLIB backtr from its parameter file (file names relative to the current directory); output as backtr writes it");
    verb->add_option("parameters", args->parameters, "backtr parameter file (.par)")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        const jobs::Json job = jobs::makeJob(simulation::readBacktrParameters(args->parameters));
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
});

}  // namespace
}  // namespace strata::cli
