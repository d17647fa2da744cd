// strata-cli contacts: where each unit of a stratigraphic order begins along each hole.
#include "DrillholeCliOptions.h"

#include "strata/core/Strings.h"

namespace strata::cli {
namespace {

struct ContactsArgs {
    DrillholeCliOptions common;
    std::string unitColumn, order;
    bool belowHoleEnd = false;
};

const Registration reg("contacts", [](CLI::App& app) {
    auto args = std::make_shared<ContactsArgs>();
    auto* verb = app.add_subcommand("contacts", "unit tops along drillholes: HOLEID,SURFACE,AT,X,Y,Z,KIND,REVERSED");
    args->common.add(*verb, true);
    verb->add_option("--unit-column", args->unitColumn, "column of the interval table holding the unit")->required();
    verb->add_option("--order", args->order, "units from the top down, comma-separated: UNIT1,UNIT2,...")->required();
    verb->add_flag("--below-hole-end", args->belowHoleEnd,
                   "also write tops that lie below the logged end of a hole (KIND below-hole-end: the top is deeper)");
    verb->callback([args] {
        drillholes::ContactsJob job;
        job.input = args->common.input(job.type);
        job.intervals = args->common.intervals;
        job.unitColumn = args->unitColumn;
        job.order = split(args->order, ',');
        job.belowHoleEnd = args->belowHoleEnd;
        runOrDump(jobs::makeJob(job), args->common.job);
    });
});

}  // namespace
}  // namespace strata::cli
