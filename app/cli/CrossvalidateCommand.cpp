// strata-cli crossvalidate: leave-one-out or k-fold cross-validation of a kriging setup.
//   strata-cli crossvalidate --data D.csv --columns x,y,value --model "0.2 nug + 0.8 sph(10)"
//       --radius 25 --ndmax 16 --out cv.csv
#include "CliCommand.h"
#include "KrigingFlags.h"
#include "strata/kriging/CrossvalidateJob.h"

namespace strata::cli {
namespace {

using kriging::CrossvalidateJob;

const Registration reg("crossvalidate", [](CLI::App& app) {
    addSchemaVerb<CrossvalidateJob>(app, "crossvalidate", CrossvalidateJob::summary, krigingFlags(CrossvalidateJob::schema().info(), false));
});

}  // namespace
}  // namespace strata::cli
