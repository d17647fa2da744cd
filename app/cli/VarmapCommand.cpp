// strata-cli varmap: a variogram map (grid of lag vectors on a plane) and its direction of continuity.
#include "CliCommand.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/variogram/VariogramJobs.h"

namespace strata::cli {
namespace {

struct VarmapArgs {
    variogram::VarmapJob job;
    std::string type = "semivariogram", cells = "10,10", cellSize = "1,1", plane = "0,0,0", trim;
    JobOptions options;
};

std::vector<double> numbers(const std::string& text, std::size_t count, const std::string& option) {
    const auto v = parseNumberList(text, "varmap", option);
    if (v.size() != count)
        throw ValidationError("varmap", option, "needs " + std::to_string(count) + " numbers (got '" + text + "')");
    return v;
}

const Registration reg("varmap", [](CLI::App& app) {
    auto args = std::make_shared<VarmapArgs>();
    auto& spec = args->job;
    auto* verb = app.add_subcommand("varmap", "variogram map on a plane of lag vectors, CSV out");
    verb->add_option("--input", spec.input, "point file (CSV, TSV, XYZ or GeoEAS)")->required();
    verb->add_option("--columns", spec.columns, "x,y[,z],value[,value...]: names or 1-based numbers (default: by name)");
    verb->add_option("--variable", spec.variogram.tail, "tail variable (default: the first value column)");
    verb->add_option("--head", spec.variogram.head, "head variable (default: the tail variable)");
    verb->add_option("--type", args->type, "variogram type (as for strata-cli variogram)")->capture_default_str();
    verb->add_option("--cutoff", spec.variogram.cutoff, "indicator threshold or category");
    verb->add_option("--cells", args->cells, "NX,NY: cells on each side of the centre")->capture_default_str();
    verb->add_option("--cell-size", args->cellSize, "DX,DY: cell size along the map axes")->capture_default_str();
    verb->add_option("--plane", args->plane,
                     "ang1,ang2,ang3: GSLIB angles of the plane (map y = major axis; 0,0,0 = horizontal, x east)")
        ->capture_default_str();
    verb->add_option("--plane-tolerance", spec.options.planeTolerance,
                     "largest distance of a lag from the plane (default: half the smaller cell)");
    verb->add_option("--min-pairs", spec.options.minPairs, "cells with fewer pairs are left empty")->capture_default_str();
    verb->add_option("--trim", args->trim, "tmin,tmax: values outside are missing");
    verb->add_flag("--standardize", spec.options.standardizeSills, "divide semivariograms by the variance");
    verb->add_option("--level", spec.level, "read the anisotropy where the map reaches this fraction of the sill")
        ->capture_default_str();
    verb->add_option("--output", spec.output, "output CSV, one row per cell")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        auto& job = args->job;
        job.variogram.type = variogram::parseVariogramType(args->type);
        const auto c = numbers(args->cells, 2, "cells");
        job.options.cellsX = int(c[0]);
        job.options.cellsY = int(c[1]);
        const auto s = numbers(args->cellSize, 2, "cell-size");
        job.options.cellSizeX = s[0];
        job.options.cellSizeY = s[1];
        const auto p = numbers(args->plane, 3, "plane");
        job.options.plane = Anisotropy{p[0], p[1], p[2], 1, 1};
        if (!args->trim.empty()) {
            const auto t = numbers(args->trim, 2, "trim");
            job.options.trimMin = t[0];
            job.options.trimMax = t[1];
        }
        runOrDump(jobs::makeJob(job), args->options);
    });
});

}  // namespace
}  // namespace strata::cli
