// strata-cli fit: weighted least-squares fit of a nested variogram model to a variogram CSV.
#include <cmath>

#include "CliCommand.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/variogram/VariogramJobs.h"

namespace strata::cli {
namespace {

struct FitArgs {
    variogram::FitJob job;
    std::string model, weights = "npairs-over-h2";
    std::vector<std::string> locks, bounds;
    bool noAutomaticStart = false;
    JobOptions options;
};

// "name=lower:upper"; either side may be empty (unbounded).
variogram::ParameterBound parseBound(const std::string& text) {
    const auto eq = text.find('=');
    const auto colon = text.find(':', eq == std::string::npos ? 0 : eq);
    if (eq == std::string::npos || colon == std::string::npos)
        throw ValidationError("fit", "bound", "needs name=lower:upper (got '" + text + "')");
    variogram::ParameterBound b{std::string(trim(text.substr(0, eq))), -HUGE_VAL, HUGE_VAL};
    const std::string lo(trim(text.substr(eq + 1, colon - eq - 1))), hi(trim(text.substr(colon + 1)));
    if ((!lo.empty() && !parseDouble(lo, b.lower)) || (!hi.empty() && !parseDouble(hi, b.upper)))
        throw ValidationError("fit", "bound", "bounds must be numbers (got '" + text + "')");
    return b;
}

const Registration reg("fit", [](CLI::App& app) {
    auto args = std::make_shared<FitArgs>();
    auto& spec = args->job;
    auto* verb = app.add_subcommand("fit", "fit a nested variogram model by weighted least squares");
    verb->add_option("--input", spec.input,
                     "variogram CSV (strata-cli variogram: every direction is fitted at once; or gstat's np,dist,gamma)")
        ->required();
    verb->add_option("--variogram", spec.variogram, "which variogram of the CSV (column 'variogram')")->capture_default_str();
    verb->add_option("--model", args->model,
                     "structures and starting values, e.g. \"1 nug + 10 sph(20, 10; 30)\" (ranges major, minor, "
                     "vertical; angles ang1, ang2, ang3)")
        ->required();
    verb->add_option("--weights", args->weights, "npairs-over-h2 (gstat default), npairs, npairs-over-gamma2 or equal")
        ->capture_default_str();
    verb->add_option("--lock", args->locks,
                     "keep parameters at their value: nugget, sill<k>, range<k>, ratio1_<k>, ratio2_<k>, nu<k> "
                     "(repeatable or comma-separated)");
    verb->add_option("--bound", args->bounds, "name=lower:upper (repeatable)");
    verb->add_flag("--no-auto-start", args->noAutomaticStart, "search only from the given model");
    verb->add_option("--max-iterations", spec.options.maxIterations, "Levenberg-Marquardt iterations")
        ->capture_default_str();
    verb->add_option("--output", spec.output, "fitted model CSV (one row per structure, nugget first)")->required();
    verb->add_option("--curve", spec.curve, "optional CSV of the experimental points with the model's values");
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        auto& job = args->job;
        job.model = variogram::VariogramModel::parse(args->model, "model");
        job.options.weights = variogram::parseFitWeights(args->weights);
        for (const auto& l : args->locks)
            for (const auto& name : split(l, ','))
                if (!trim(name).empty()) job.options.locked.emplace_back(trim(name));
        for (const auto& b : args->bounds) job.options.bounds.push_back(parseBound(b));
        job.options.automaticStart = !args->noAutomaticStart;
        runOrDump(jobs::makeJob(job), args->options);
    });
});

}  // namespace
}  // namespace strata::cli
