// strata-cli model and rtm: shot modelling and reverse time migration (jobs "seismic-model" and
// "rtm"; their options: strata-cli run --describe TYPE). The flags are the options' keys, with
// --out for the output, --memory for memory_mb and --no-laplacian to switch the filter off.
#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/seismic/SeismicJobs.h"

namespace strata::cli {
namespace {

template <class Job>
void addVerb(CLI::App& app, const std::string& name, const std::string& help, SchemaFlags flags) {
    struct Args {
        SchemaFlags flags;
        JobOptions options;
    };
    auto args = std::make_shared<Args>(Args{std::move(flags), {}});
    auto* verb = app.add_subcommand(name, help);
    args->flags.rename("output", "--out");
    args->flags.addTo(*verb);
    addJobOptions(*verb, args->options);
    verb->callback([args] { runOrDump(jobs::Json{{"type", Job::type}, {"params", args->flags.params()}}, args->options); });
}

const Registration model("model", [](CLI::App& app) {
    addVerb<seismic::SeismicModelJob>(app, "model", "forward-model shot gathers (2D acoustic) on a velocity section",
                                      SchemaFlags(seismic::SeismicModelJob::schema().info()));
});

const Registration rtm("rtm", [](CLI::App& app) {
    SchemaFlags flags(seismic::RtmJob::schema().info());
    flags.rename("memory_mb", "--memory")
        .hide("laplacian")
        .customSwitch("--no-laplacian", "skip the Laplacian image filter",
                      [](const std::string&, jobs::Json& params) { params["laplacian"] = false; });
    addVerb<seismic::RtmJob>(app, "rtm", "reverse time migration of shot gathers (2D acoustic)", std::move(flags));
});

}  // namespace
}  // namespace strata::cli
