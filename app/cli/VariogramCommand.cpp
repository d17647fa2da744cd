// strata-cli variogram: experimental variograms (gamv semantics) of a point file, CSV out.
#include "CliCommand.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/variogram/VariogramJobs.h"

namespace strata::cli {
namespace {

struct VariogramArgs {
    variogram::VariogramJob job;
    std::string variable, head, type = "semivariogram", trim;
    double cutoff = 0;
    std::vector<std::string> variograms, directions;
    double lagTolerance = -1;
    JobOptions options;
};

// "az,atol,bandh,dip,dtol,bandv" as in a gamv parameter file (missing trailing items: omni defaults).
variogram::VariogramDirection parseDirection(const std::string& text, const std::string& stage) {
    const auto v = parseNumberList(text, stage, "direction");
    if (v.empty() || v.size() > 6)
        throw ValidationError(stage, "direction", "needs az,atol,bandh,dip,dtol,bandv (got '" + text + "')");
    variogram::VariogramDirection d;
    double* fields[] = {&d.azimuth, &d.azimuthTolerance, &d.horizontalBandwidth, &d.dip, &d.dipTolerance,
                        &d.verticalBandwidth};
    for (std::size_t k = 0; k < v.size(); ++k) *fields[k] = v[k];
    return d;
}

// "tail,head,type[,cutoff]" with column names and a type name or GSLIB code.
variogram::NamedVariogram parseVariogram(const std::string& text, const std::string& stage) {
    auto items = split(text, ',');
    if (items.size() < 3 || items.size() > 4)
        throw ValidationError(stage, "variogram", "needs tail,head,type[,cutoff] (got '" + text + "')");
    variogram::NamedVariogram v;
    v.tail = std::string(trim(items[0]));
    v.head = std::string(trim(items[1]));
    v.type = variogram::parseVariogramType(items[2], "variogram");
    if (items.size() == 4 && !parseDouble(trim(items[3]), v.cutoff))
        throw ValidationError(stage, "variogram", "cutoff must be a number (got '" + items[3] + "')");
    return v;
}

const Registration reg("variogram", [](CLI::App& app) {
    auto args = std::make_shared<VariogramArgs>();
    auto& spec = args->job;
    auto* verb = app.add_subcommand("variogram", "experimental variograms with gamv semantics, CSV out");
    verb->add_option("--input", spec.input, "point file (CSV, TSV, XYZ or GeoEAS)")->required();
    verb->add_option("--columns", spec.columns, "x,y[,z],value[,value...]: names or 1-based numbers (default: by name)");
    verb->add_option("--variable", args->variable, "tail variable (default: the first value column)");
    verb->add_option("--head", args->head, "head variable (default: the tail variable)");
    verb->add_option("--type", args->type,
                     "semivariogram, cross, covariance, correlogram, general-relative, pairwise-relative, log, "
                     "madogram, indicator, categorical, cressie, or a GSLIB code 1..10")
        ->capture_default_str();
    verb->add_option("--cutoff", args->cutoff, "indicator threshold (indicator) or category (categorical)");
    verb->add_option("--variogram", args->variograms, "tail,head,type[,cutoff]: one more variogram (repeatable)");
    verb->add_option("--lags", spec.options.lags.count, "number of lags")->required();
    verb->add_option("--lag-distance", spec.options.lags.separation, "lag separation distance")->required();
    verb->add_option("--lag-tolerance", args->lagTolerance, "lag tolerance (default: half the separation)");
    verb->add_option("--direction", args->directions,
                     "az,atol,bandh,dip,dtol,bandv in degrees and distance units (repeatable; default omni)");
    verb->add_option("--trim", args->trim, "tmin,tmax: values outside are missing");
    verb->add_flag("--standardize", spec.options.standardizeSills, "divide semivariograms by the variance");
    verb->add_option("--downhole", spec.holeColumn, "down-hole variogram: pairs within holes of this id column only");
    verb->add_option("--depth", spec.depthColumn, "down-hole: along-hole position column (default: 3-D distance)");
    verb->add_option("--output", spec.output, "output CSV")->required();
    addJobOptions(*verb, args->options);
    verb->callback([args] {
        auto& job = args->job;
        const std::string stage = job.type;
        job.options.lags.tolerance = args->lagTolerance;
        if (!args->directions.empty()) {
            job.options.directions.clear();
            for (const auto& d : args->directions) job.options.directions.push_back(parseDirection(d, stage));
        }
        if (!args->trim.empty()) {
            const auto t = parseNumberList(args->trim, stage, "trim");
            if (t.size() != 2) throw ValidationError(stage, "trim", "needs tmin,tmax (got '" + args->trim + "')");
            job.options.trimMin = t[0];
            job.options.trimMax = t[1];
        }
        job.variograms.clear();
        if (args->variograms.empty() || !args->variable.empty())
            job.variograms.push_back({args->variable, args->head, variogram::parseVariogramType(args->type), args->cutoff});
        for (const auto& v : args->variograms) job.variograms.push_back(parseVariogram(v, stage));
        runOrDump(jobs::makeJob(job), args->options);
    });
});

}  // namespace
}  // namespace strata::cli
