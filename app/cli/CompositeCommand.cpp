// strata-cli composite: fixed-length, length-weighted composites within domains.
#include "DrillholeCliOptions.h"

#include "strata/core/Strings.h"

namespace strata::cli {
namespace {

struct CompositeArgs {
    DrillholeCliOptions common;
    double length = 0;
    std::string domain, values, shortPiece = "merge";
    double minFraction = 0.5;
};

const Registration reg("composite", [](CLI::App& app) {
    auto args = std::make_shared<CompositeArgs>();
    auto* verb = app.add_subcommand("composite", "fixed-length, length-weighted composites within domains");
    args->common.add(*verb, true);
    verb->add_option("--length", args->length, "composite length (units of the depths)")->required();
    verb->add_option("--domain", args->domain, "column whose changes break composites (lithology, domain code)");
    verb->add_option("--values", args->values, "numeric columns to composite, comma-separated (default: all)");
    verb->add_option("--min-fraction", args->minFraction, "shortest piece kept, as a fraction of --length")
        ->capture_default_str();
    verb->add_option("--short", args->shortPiece, "shorter pieces: merge (into the composite above), drop, or distribute")
        ->capture_default_str();
    verb->callback([args] {
        drillholes::CompositeJob job;
        job.input = args->common.input(job.type);
        job.intervals = args->common.intervals;
        job.options.length = args->length;
        job.options.domainColumn = args->domain;
        if (!args->values.empty()) job.options.columns = split(args->values, ',');
        job.options.minimumFraction = args->minFraction;
        job.options.shortPiece = drillholes::parseShortPieceRule(args->shortPiece, job.type, "short");
        runOrDump(jobs::makeJob(job), args->common.job);
    });
});

}  // namespace
}  // namespace strata::cli
