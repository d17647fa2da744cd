// strata-cli run JOB.json: runs a job file written by the GUI, by --dump-job or by hand.
#include <iostream>

#include "CliCommand.h"

namespace strata::cli {
namespace {

struct RunArgs {
    std::string path;
    JobOptions options;
    bool list = false;
};

const Registration reg("run", [](CLI::App& app) {
    auto args = std::make_shared<RunArgs>();
    auto* verb = app.add_subcommand("run", "run a job file (JSON: {\"type\": ..., \"params\": {...}})");
    verb->add_option("job", args->path, "job file");
    verb->add_flag("--list", args->list, "list the job types");
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        if (args->list) {
            for (const auto& name : jobs::jobTypeNames())
                std::cout << name << "  " << jobs::findJobType(name).summary << '\n';
            return;
        }
        if (args->path.empty()) throw CLI::RequiredError("job");
        runOrDump(jobs::readJobFile(args->path), args->options);
    });
});

}  // namespace
}  // namespace strata::cli
