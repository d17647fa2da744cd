// strata-cli declus PARAMS.par: a drop-in for GSLIB declus.
#include "CliCommand.h"
#include "strata/stats/DeclusJob.h"

namespace strata::cli {
namespace {

struct DeclusArgs {
    std::string parameters;
    JobOptions options;
};

const Registration reg("declus", [](CLI::App& app) {
    auto args = std::make_shared<DeclusArgs>();
    auto* verb = app.add_subcommand("declus", "GSLIB declus from its parameter file (file names relative to the current directory); summary and weights as declus writes them");
    verb->add_option("parameters", args->parameters, "declus parameter file (.par)")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        const jobs::Json job = jobs::makeJob(stats::readDeclusParameters(args->parameters));
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
});

}  // namespace
}  // namespace strata::cli
