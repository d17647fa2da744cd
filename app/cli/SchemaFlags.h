#pragma once
// A verb's flags, made from its job's schema (strata/jobs/Schema.h): one flag per option, nested
// options flattened, named --key-with-dashes after the option's own key unless the verb renames
// it; help, default, unit and choices come from the schema. The flags given become the job's
// parameter JSON, which runJob reads through the same schema (its checks name the key). A verb
// states only what its command line does differently: a flag name of an earlier contract, an
// option it does not offer, or one flag that sets several options.
#include <CLI/CLI.hpp>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "CliCommand.h"
#include "strata/jobs/Schema.h"

namespace strata::cli {

class SchemaFlags {
public:
    using Apply = std::function<void(const std::string& text, jobs::Json& params)>;

    explicit SchemaFlags(const jobs::SchemaInfo& schema) : schema_(schema) {}

    // `path` is the option's key path, e.g. "kriging.search.ndmax"; `flag` e.g. "--out".
    SchemaFlags& rename(const std::string& path, std::string flag);
    SchemaFlags& hide(const std::string& path);
    // The flag's text goes through `toValue` instead of becoming the option's value as it is.
    SchemaFlags& convert(const std::string& path, std::function<jobs::Json(const std::string&)> toValue);
    // A flag of the verb's own that sets one or more options from its text (once per occurrence:
    // it may be repeated); a switch takes no text (`apply` gets "").
    SchemaFlags& custom(std::string flag, std::string help, Apply apply);
    SchemaFlags& customSwitch(std::string flag, std::string help, Apply apply);
    // Last step of params(): what the verb derives from several flags together.
    SchemaFlags& finish(std::function<void(jobs::Json& params)> step);

    // Adds the flags to the verb; call once, before parsing.
    void addTo(CLI::App& verb);
    // The parameters the given flags set (after parsing).
    jobs::Json params() const;

private:
    struct Flag {
        std::string path;  // empty: a custom flag
        const jobs::OptionInfo* option = nullptr;
        CLI::Option* cli = nullptr;
        std::string text;
        Apply apply;
        std::vector<std::string> texts;  // a custom flag's occurrences
    };
    void addOptions(CLI::App& verb, const jobs::SchemaInfo& schema, const std::string& prefix, bool required,
                    const std::string& group);
    std::string flagName(const std::string& path, const std::string& key) const;

    const jobs::SchemaInfo& schema_;
    std::map<std::string, std::string> names_;
    std::set<std::string> hidden_;
    std::map<std::string, std::function<jobs::Json(const std::string&)>> converters_;
    std::function<void(jobs::Json&)> finish_;
    struct Custom {
        std::string flag, help;
        Apply apply;
        bool isSwitch;
    };
    std::vector<Custom> customs_;
    std::deque<Flag> flags_;  // a deque: CLI11 keeps pointers to each flag's text
};

// Adds verb `name` running job type JobT with `flags` (made from JobT's schema) and the options every
// job verb has (--backend, --dump-job).
template <class JobT>
void addSchemaVerb(CLI::App& app, const std::string& name, const std::string& help, SchemaFlags flags) {
    struct Args {
        SchemaFlags flags;
        JobOptions options;
    };
    auto args = std::make_shared<Args>(Args{std::move(flags), {}});
    auto* verb = app.add_subcommand(name, help);
    args->flags.addTo(*verb);
    addJobOptions(*verb, args->options);
    verb->callback([args] { runOrDump(jobs::Json{{"type", JobT::type}, {"params", args->flags.params()}}, args->options); });
}

}  // namespace strata::cli
