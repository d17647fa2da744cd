// strata-cli aidw: adaptive inverse distance weighting (the power follows the local data density).
#include "IdwCliOptions.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::cli {
namespace {

struct AidwArgs {
    IdwCliOptions common;
    idw::AidwParams params;
    std::string alpha = "1,2,3,4,5";
};

const Registration reg("aidw", [](CLI::App& app) {
    auto args = std::make_shared<AidwArgs>();
    auto* verb = app.add_subcommand("aidw", "adaptive IDW: the power at each target from the mean distance of its "
                                            "k nearest data relative to a random pattern's");
    args->common.add(*verb);
    verb->add_option("--k", args->params.k, "nearest data that give the observed mean distance r_obs")
        ->capture_default_str();
    verb->add_option("--alpha", args->alpha, "the five power levels a1..a5")->capture_default_str();
    verb->add_option("--r-min", args->params.rMin, "R = r_obs / r_exp at or below which mu = 0")->capture_default_str();
    verb->add_option("--r-max", args->params.rMax, "R at or above which mu = 1")->capture_default_str();
    verb->add_option("--area", args->params.area,
                     "area (3-D: volume) of the study region (0: the data's bounding box)")
        ->capture_default_str();
    verb->add_option("--neighbors", args->params.neighbours, "weight only the K nearest data (0: all data)")
        ->capture_default_str();
    verb->callback([args] {
        idw::AidwJob job;
        args->common.finish(job);
        job.params = args->params;
        const auto levels = parseNumberList(args->alpha, job.type, "alpha");
        if (levels.size() != 5)
            throw ValidationError(job.type, "alpha", "needs five levels a1,a2,a3,a4,a5 (got '" + args->alpha + "')");
        for (std::size_t i = 0; i < 5; ++i) job.params.alphaLevels[i] = levels[i];
        runOrDump(jobs::makeJob(job), args->common.job);
    });
});

}  // namespace
}  // namespace strata::cli
