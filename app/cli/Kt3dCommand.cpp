// strata-cli kt3d PARAMS.par: a drop-in for GSLIB kt3d (grid, cross-validation, jackknife).
#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/kriging/Kt3dJob.h"

namespace strata::cli {
namespace {

// Kriging options that kt3d's parameter file has no line for, offered as flags: their names,
// help and checks come from the kriging schema, and without them kt3d's behaviour is kept.
const jobs::SchemaInfo& beyondTheParameterFile() {
    static const jobs::SchemaInfo info = [] {
        const jobs::SchemaInfo& kriging = kriging::krigingOptionsSchema().info();
        jobs::SchemaInfo extra{kriging.name, kriging.summary, {}};
        for (const char* key : {"singular", "singular_threshold"}) extra.options.push_back(*kriging.find(key));
        return extra;
    }();
    return info;
}

struct Kt3dArgs {
    std::string parameters;
    JobOptions options;
    SchemaFlags kriging{beyondTheParameterFile()};
};

const Registration reg("kt3d", [](CLI::App& app) {
    auto args = std::make_shared<Kt3dArgs>();
    auto* verb = app.add_subcommand("kt3d",
                                    "GSLIB kt3d from its parameter file (file names relative to the "
                                    "current directory); output with full precision");
    verb->add_option("parameters", args->parameters, "kt3d parameter file (.par)")->required();
    args->kriging.addTo(*verb);
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        jobs::Json job = jobs::makeJob(kriging::readKt3dParameters(args->parameters));
        const jobs::Json extra = args->kriging.params();
        for (const auto& [key, value] : extra.items()) job["params"]["kriging"][key] = value;
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
});

}  // namespace
}  // namespace strata::cli
