// strata-cli gamv PARAMS.par: GSLIB gamv as a drop-in. Reads a gamv parameter file (file names
// relative to the current directory) and writes gamv's output file, so GSLIB workflows run as is.
#include "CliCommand.h"
#include "strata/variogram/VariogramJobs.h"

namespace strata::cli {
namespace {

struct GamvArgs {
    std::string parameterFile;
    JobOptions job;
};

const Registration reg("gamv", [](CLI::App& app) {
    auto args = std::make_shared<GamvArgs>();
    auto* verb = app.add_subcommand("gamv", "GSLIB gamv: experimental variograms from a gamv parameter file");
    verb->add_option("parameters", args->parameterFile, "gamv parameter file (.par)")->required();
    addJobOptions(*verb, args->job);
    verb->callback([args] {
        variogram::GamvJob job;
        job.parameters = variogram::readGamvParameters(args->parameterFile);
        const jobs::Json json = jobs::makeJob(job);
        jobs::checkNotNamed(json, args->parameterFile);
        runOrDump(json, args->job);
    });
});

}  // namespace
}  // namespace strata::cli
