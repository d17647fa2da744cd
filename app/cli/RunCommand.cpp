// strata-cli run JOB.json: runs a job file written by the GUI, by --dump-job or by hand;
// --list names the job types, --describe [TYPE] prints their options (--markdown: docs/options.md).
#include <iostream>

#include "CliCommand.h"
#include "OptionsMarkdown.h"

namespace strata::cli {
namespace {

struct RunArgs {
    std::string path;
    JobOptions options;
    bool list = false;
    std::string describe;
    bool markdown = false;
};

// The options of one job type, or of all ({"jobs": [...]}), as JSON (Schema.h) or Markdown.
void printDescription(const std::string& type, bool markdown) {
    if (markdown) {
        std::cout << optionsMarkdown();
        return;
    }
    if (!type.empty()) {
        std::cout << jobs::describeJobType(type).dump(2) << '\n';
        return;
    }
    jobs::Json all = jobs::Json::array();
    for (const auto& name : jobs::jobTypeNames()) all.push_back(jobs::describeJobType(name));
    std::cout << jobs::Json{{"jobs", all}}.dump(2) << '\n';
}

const Registration reg("run", [](CLI::App& app) {
    auto args = std::make_shared<RunArgs>();
    auto* verb = app.add_subcommand("run", "run a job file (JSON: {\"type\": ..., \"params\": {...}})");
    verb->add_option("job", args->path, "job file");
    verb->add_flag("--list", args->list, "list the job types");
    auto* describe = verb->add_option("--describe", args->describe,
                                      "print the options of job type TYPE as JSON (no TYPE: of every job type)")
                         ->expected(0, 1)
                         ->type_name("TYPE");
    verb->add_flag("--markdown", args->markdown, "with --describe: every job's options as Markdown tables (docs/options.md)");
    addJobOptions(*verb, args->options);
    verb->callback([args, describe] {
        if (describe->count() > 0) {
            printDescription(args->describe, args->markdown);
            return;
        }
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
