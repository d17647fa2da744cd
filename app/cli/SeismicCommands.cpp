// strata-cli model and rtm: shot modelling and reverse time migration (jobs "seismic-model" and
// "rtm"; their options: strata-cli run --describe TYPE). The flags are the options' keys, with
// --out for the output, --memory for memory_mb and --no-laplacian to switch the filter off.
#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/seismic/SeismicJobs.h"

namespace strata::cli {
namespace {

const Registration model("model", [](CLI::App& app) {
    SchemaFlags flags(seismic::SeismicModelJob::schema().info());
    flags.rename("output", "--out");
    addSchemaVerb<seismic::SeismicModelJob>(app, "model", "forward-model shot gathers (2D acoustic) on a velocity section",
                                            std::move(flags));
});

const Registration rtm("rtm", [](CLI::App& app) {
    SchemaFlags flags(seismic::RtmJob::schema().info());
    flags.rename("output", "--out")
        .rename("memory_mb", "--memory")
        .hide("laplacian")
        .customSwitch("--no-laplacian", "skip the Laplacian image filter",
                      [](const std::string&, jobs::Json& params) { params["laplacian"] = false; });
    addSchemaVerb<seismic::RtmJob>(app, "rtm", "reverse time migration of shot gathers (2D acoustic)", std::move(flags));
});

}  // namespace
}  // namespace strata::cli
