#pragma once
// A GSLIB drop-in verb that also takes its job's options as flags (made from the job's schema):
//   strata-cli nscore PARAMS.par                                   GSLIB's parameter file
//   strata-cli nscore --data-file F --column 3 --output O --table T  the same job, from flags
#include <memory>
#include <string>

#include "SchemaFlags.h"
#include "strata/core/Error.h"

namespace strata::cli {

// `flags`: the job's flags, renamed where nested options share a key (columns.x, soft_columns.x).
template <class JobT, class ReadParameters>
void addGslibVerb(CLI::App& app, const std::string& name, const std::string& help, ReadParameters readParameters,
                  SchemaFlags flags) {
    struct Args {
        std::string parameters;
        SchemaFlags flags;
        JobOptions options;
    };
    auto args = std::make_shared<Args>(Args{{}, std::move(flags), {}});
    auto* verb = app.add_subcommand(name, help);
    verb->add_option("parameters", args->parameters, name + " parameter file (.par); without it, the options as flags");
    args->flags.addTo(*verb);
    // With a parameter file no flag is given: the job's reading checks the required options instead.
    for (CLI::Option* option : verb->get_options()) option->required(false);
    addJobOptions(*verb, args->options);
    verb->callback([args, name, readParameters] {
        const jobs::Json params = args->flags.params();
        if (args->parameters.empty()) {
            runOrDump(jobs::Json{{"type", JobT::type}, {"params", params}}, args->options);
            return;
        }
        if (!params.empty())
            throw ValidationError(name, "parameters", "give the parameter file or the options as flags, not both");
        const jobs::Json job = jobs::makeJob(readParameters(args->parameters));
        jobs::checkNotNamed(job, args->parameters);
        runOrDump(job, args->options);
    });
}

template <class JobT, class ReadParameters>
void addGslibVerb(CLI::App& app, const std::string& name, const std::string& help, ReadParameters readParameters) {
    addGslibVerb<JobT>(app, name, help, readParameters, SchemaFlags(JobT::schema().info()));
}

}  // namespace strata::cli
