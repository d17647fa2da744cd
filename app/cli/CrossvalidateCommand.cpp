// strata-cli crossvalidate: leave-one-out or k-fold cross-validation of a kriging setup.
//   strata-cli crossvalidate --data D.csv --columns x,y,value --model "0.2 nug + 0.8 sph(10)"
//       --radius 25 --ndmax 16 --out cv.csv
#include "CliCommand.h"
#include "KrigingCliFlags.h"
#include "strata/kriging/CrossvalidateJob.h"

namespace strata::cli {
namespace {

struct CrossvalidateArgs {
    kriging::CrossvalidateJob job;
    kriging::KrigingFlags flags;
    JobOptions options;
};

const Registration reg("crossvalidate", [](CLI::App& app) {
    auto a = std::make_shared<CrossvalidateArgs>();
    auto* v = app.add_subcommand("crossvalidate", "cross-validation of kriging (leave-one-out or k-fold)");
    v->add_option("--data", a->job.data.file, "data file (CSV or GeoEAS)")->required();
    v->add_option("--columns", a->job.data.columns, "x,y[,z],value (names or 1-based numbers)")->capture_default_str();
    v->add_option("--drillhole", a->job.data.drillholeColumn, "drillhole id column: a hole is left out as a whole");
    v->add_option("--secondary", a->job.data.secondaryColumn, "external drift / local mean column (ked, lvm)");
    v->add_option("--folds", a->job.cv.folds, "0: leave-one-out; k: k random folds")->capture_default_str();
    v->add_option("--seed", a->job.cv.seed, "seed of the fold assignment")->capture_default_str();
    addKrigingFlags(*v, a->flags, false);
    v->add_option("--out", a->job.output, "per-datum results (CSV)");
    addJobOptions(*v, a->options);
    v->callback([a] {
        a->job.kriging = a->flags.toOptions("crossvalidate");
        a->job.validate();
        runOrDump(jobs::makeJob(a->job), a->options);
    });
});

}  // namespace
}  // namespace strata::cli
