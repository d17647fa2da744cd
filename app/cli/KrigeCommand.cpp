// strata-cli krige: kriging of a grid or of target points from a data file.
//   strata-cli krige --data D.csv --columns x,y,value --grid 50,50:0.5,0.5:1,1
//       --model "0.2 nug + 0.8 sph(10)" --type ok --radius 25 --ndmax 16 --out est.csv
#include "CliCommand.h"
#include "KrigingCliFlags.h"
#include "strata/kriging/KrigeJob.h"

namespace strata::cli {
namespace {

struct KrigeArgs {
    kriging::KrigeJob job;
    kriging::KrigingFlags flags;
    std::string grid;
    JobOptions options;
};

const Registration reg("krige", [](CLI::App& app) {
    auto a = std::make_shared<KrigeArgs>();
    auto* v = app.add_subcommand("krige", "kriging (SK, OK, UK, KED, block) of a grid or of points");
    v->add_option("--data", a->job.data.file, "data file (CSV or GeoEAS)")->required();
    v->add_option("--columns", a->job.data.columns, "x,y[,z],value[,value...] (names or 1-based numbers)")
        ->capture_default_str();
    v->add_option("--drillhole", a->job.data.drillholeColumn, "drillhole id column (for --max-per-drillhole)");
    v->add_option("--secondary", a->job.data.secondaryColumn, "external drift / local mean column (ked, lvm)");
    v->add_option("--grid", a->grid, "NX,NY[,NZ]:X0,Y0[,Z0]:DX,DY[,DZ] (node centres, x fastest)");
    v->add_option("--targets", a->job.targetsFile, "target points file");
    v->add_option("--target-columns", a->job.targetColumns, "x,y[,z] of the targets file");
    v->add_option("--secondary-grid", a->job.secondaryGridFile, "GeoEAS file with the drift / mean at every node");
    v->add_option("--secondary-grid-column", a->job.secondaryGridColumn, "its column (1-based)");
    addKrigingFlags(*v, a->flags, true);
    v->add_option("--out", a->job.output, "output file: .csv or GeoEAS (.dat)")->required();
    addJobOptions(*v, a->options);
    v->callback([a] {
        a->job.kriging = a->flags.toOptions("krige");
        if (!a->grid.empty()) a->job.grid = GridSpec::parse(a->grid, "grid");
        a->job.validate();
        runOrDump(jobs::makeJob(a->job), a->options);
    });
});

}  // namespace
}  // namespace strata::cli
