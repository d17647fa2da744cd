// strata-cli desurvey: positions of interval rows (mid-points and ends) or of stations along holes.
#include "DrillholeCliOptions.h"

namespace strata::cli {
namespace {

struct DesurveyArgs {
    DrillholeCliOptions common;
    double stations = 0;
};

const Registration reg("desurvey", [](CLI::App& app) {
    auto args = std::make_shared<DesurveyArgs>();
    auto* verb = app.add_subcommand(
        "desurvey", "drillhole positions: interval rows + XM,YM,ZM,XF,YF,ZF,XT,YT,ZT, or HOLEID,AT,X,Y,Z stations");
    args->common.add(*verb, false);
    verb->add_option("--stations", args->stations, "write HOLEID,AT,X,Y,Z every STEP along each hole and at its end (with --intervals: "
                     "the intervals set the hole ends)");
    verb->callback([args] {
        drillholes::DesurveyJob job;
        job.input = args->common.input(job.type);
        job.intervals = args->common.intervals;
        job.stations = args->stations;
        runOrDump(jobs::makeJob(job), args->common.job);
    });
});

}  // namespace
}  // namespace strata::cli
