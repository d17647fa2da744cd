// strata-cli crossvalidate: leave-one-out or k-fold cross-validation of a kriging setup.
//   strata-cli crossvalidate --data D.csv --columns x,y,value --model "0.2 nug + 0.8 sph(10)"
//       --radius 25 --ndmax 16 --out cv.csv
#include "CliCommand.h"
#include "KrigingFlags.h"
#include "strata/kriging/CrossvalidateJob.h"

namespace strata::cli {
namespace {

using kriging::CrossvalidateJob;

struct CrossvalidateArgs {
    SchemaFlags flags = krigingFlags(CrossvalidateJob::schema().info(), false);
    JobOptions options;
};

const Registration reg("crossvalidate", [](CLI::App& app) {
    auto a = std::make_shared<CrossvalidateArgs>();
    auto* v = app.add_subcommand("crossvalidate", CrossvalidateJob::summary);
    a->flags.addTo(*v);
    addJobOptions(*v, a->options);
    v->callback([a] { runOrDump(jobs::Json{{"type", CrossvalidateJob::type}, {"params", a->flags.params()}}, a->options); });
});

}  // namespace
}  // namespace strata::cli
