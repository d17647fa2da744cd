// strata-cli krige: kriging of a grid or of target points from a data file.
//   strata-cli krige --data D.csv --columns x,y,value --grid 50,50:0.5,0.5:1,1
//       --model "0.2 nug + 0.8 sph(10)" --type ok --radius 25 --ndmax 16 --out est.csv
#include "CliCommand.h"
#include "KrigingFlags.h"

namespace strata::cli {
namespace {

const Registration reg("krige", [](CLI::App& app) {
    addSchemaVerb<kriging::KrigeJob>(app, "krige", kriging::KrigeJob::summary, krigingFlags(kriging::KrigeJob::schema().info(), true));
});

}  // namespace
}  // namespace strata::cli
