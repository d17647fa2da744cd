#include "strata/kriging/KrigeJob.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>

#include "KrigingFiles.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GridWriter.h"
#include "strata/io/PointWriter.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

namespace {
const std::string kStage = "krige";
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}  // namespace

variogram::VariogramModel readModel(const std::string& textOrPath) {
    const std::filesystem::path p(textOrPath);
    if (p.extension() == ".json" || (textOrPath.find('(') == std::string::npos && std::filesystem::exists(p))) {
        const jobs::Json j = jobs::Json::parse(io::readWholeFile(textOrPath), nullptr, false);
        if (j.is_discarded()) throw ParseError(textOrPath, 0, 0, "is not valid JSON");
        return j.contains("model") ? j.at("model").get<variogram::VariogramModel>() : j.get<variogram::VariogramModel>();
    }
    return variogram::VariogramModel::parse(textOrPath, "model");
}

void KrigingDataSource::validate(const std::string& stage) const {
    if (file.empty()) throw ValidationError(stage, "data", "is required");
    if (columns.empty()) throw ValidationError(stage, "columns", "is required (x,y[,z],value)");
}

void KrigeJob::validate() const {
    data.validate(kStage);
    if (grid.has_value() == !targetsFile.empty())
        throw ValidationError(kStage, "grid", "give either --grid or --targets");
    if (grid) grid->validate(kStage);
    io::checkOutputPath(output, kStage, "output");
    io::checkOutputsApart(kStage, {{"output", output}},
                          {{"data", data.file}, {"targets", targetsFile}, {"secondary-grid", secondaryGridFile}});
    if (grid) {
        // Per node and variable: the estimate and variance in doubles, then in the float32 grid
        // that is written; the file takes at least 4 bytes a field.
        const double nodes = double(grid->nodeCount());
        const double variables = std::max(1.0, double(split(data.columns, ',').size()) - (grid->is3d() ? 3.0 : 2.0));
        const std::string what = std::to_string(grid->nodeCount()) + " nodes x " + shortNumber(variables) + " variables";
        requireMemory(nodes * (variables * 24 + 9), kStage, "grid", what);
        requireDiskSpace(nodes * (3 + 2 * variables) * 4, output, kStage, "out", what);
    }
    if (grid && kriging.needsSecondary() && secondaryGridFile.empty())
        throw ValidationError(kStage, "secondary-grid",
                              "type " + toString(kriging.type) + " on a grid needs the drift / mean grid (--secondary-grid)");
    kriging.validate(kStage);
}

const jobs::Schema<KrigingDataSource>& KrigingDataSource::schema() {
    static const auto s = jobs::pointSourceSchema<KrigingDataSource>(
                              "x,y[,z],value[,value...] (x,y,-,value: 2-D with several values): names or 1-based numbers")
        .add("drillhole", [](auto& d) -> auto& { return d.drillholeColumn; },
             "column of drillhole ids (for max_per_drillhole and cross-validation)")
        .add("secondary", [](auto& d) -> auto& { return d.secondaryColumn; },
             "column of the external drift or local mean at the data (types ked, lvm)");
    return s;
}

const jobs::Schema<KrigeJob>& KrigeJob::schema() {
    static const auto s = [] {
        jobs::Schema<KrigeJob> schema(type, summary);
        schema.object("data", [](auto& j) -> auto& { return j.data; }, KrigingDataSource::schema(), "the data").required()
            .group("input");
        jobs::addGrid(schema, "grid", [](auto& j) -> auto& { return j.grid; }, "target grid; or give targets").group("targets");
        schema.add("targets", [](auto& j) -> auto& { return j.targetsFile; }, "target point file").group("targets")
            .add("target_columns", [](auto& j) -> auto& { return j.targetColumns; },
                 "x,y[,z] of the target file (empty: the usual names)").group("targets")
            .add("secondary_grid", [](auto& j) -> auto& { return j.secondaryGridFile; },
                 "ked / lvm on a grid: GeoEAS file with the drift or mean, one row per node").group("targets")
            .add("secondary_grid_column", [](auto& j) -> auto& { return j.secondaryGridColumn; },
                 "its column (1-based)").min(1).group("targets").advanced()
            .object("kriging", [](auto& j) -> auto& { return j.kriging; }, krigingOptionsSchema(), "estimator, model, search")
            .required()
            .add("output", [](auto& j) -> auto& { return j.output; },
                 "output: a grid by extension (.csv, .dat GSLIB, .tif, .vti...) or points (.csv, .dat, .vtp)")
            .required().group("output");
        return schema;
    }();
    return s;
}

void to_json(jobs::Json& j, const KrigingDataSource& s) { j = KrigingDataSource::schema().write(s); }
void from_json(const jobs::Json& j, KrigingDataSource& s) { s = KrigingDataSource::schema().read(j, "data"); }
void to_json(jobs::Json& j, const KrigeJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, KrigeJob& job) { jobs::readParams(j, job); }

namespace {
KrigingTargets readKrigeTargets(const KrigeJob& job, const jobs::JobContext& context) {
    KrigingTargets targets;
    if (job.grid) {
        targets.grid = *job.grid;
        if (job.kriging.needsSecondary()) {
            const io::GeoEasFile f = io::readGeoEas(job.secondaryGridFile);
            if (job.secondaryGridColumn < 1 || std::size_t(job.secondaryGridColumn) > f.names.size())
                throw ValidationError(kStage, "secondary-grid-column", "is out of range for '" + job.secondaryGridFile + "'");
            if (f.rowCount() != job.grid->nodeCount())
                throw ValidationError(kStage, "secondary-grid",
                                      "'" + job.secondaryGridFile + "' has " + std::to_string(f.rowCount()) + " rows for " +
                                          std::to_string(job.grid->nodeCount()) + " grid nodes");
            targets.secondary = f.columns[std::size_t(job.secondaryGridColumn - 1)];
        }
    } else {
        targets = readTargets(job.targetsFile, job.targetColumns, job.data.secondaryColumn, job.kriging.needsSecondary(), kStage,
                              context);
    }
    return targets;
}
}  // namespace

jobs::Json execute(const KrigeJob& job, const jobs::JobContext& context) {
    const KrigingData data =
        context.timed(Phase::Read, [&] { return readKrigingData(job.data, job.kriging, kStage, context); });
    const KrigingTargets targets = context.timed(Phase::Read, [&] { return readKrigeTargets(job, context); });
    const KrigingResult r = context.timed(Phase::Compute, [&] { return krige(data, targets, job.kriging, context); });
    std::size_t estimated = 0;
    for (const auto& g : r.groups) estimated += targets.size() - g.unestimated;
    if (estimated == 0 && targets.size() > 0)
        throw ValidationError(kStage, "data", "no target could be estimated (" + join(r.notes, "; ") +
                                                  "); nothing was written");

    // Layers: per variable its estimate and variance, then the diagnostics of each group.
    TargetLayers layers;
    for (std::size_t k = 0; k < r.names.size(); ++k) {
        layers.emplace_back(r.names[k], &r.estimate[k]);
        layers.emplace_back(r.names[k] + "_variance", &r.variance(k));
    }
    std::vector<std::vector<double>> used;
    used.reserve(r.groups.size());
    if (job.kriging.diagnostics)
        for (std::size_t g = 0; g < r.groups.size(); ++g) {
            const auto& d = r.groups[g];
            const std::string suffix = r.groups.size() > 1 ? "_" + std::to_string(g + 1) : "";
            used.emplace_back(d.dataUsed.begin(), d.dataUsed.end());
            layers.emplace_back("nused" + suffix, &used.back());
            layers.emplace_back("lagrange" + suffix, &d.lagrange);
            layers.emplace_back("efficiency" + suffix, &d.efficiency);
            layers.emplace_back("slope" + suffix, &d.slope);
        }
    const std::size_t n = targets.size();
    if (context.writesOutputs())
        context.timed(Phase::Write, [&] { writeTargetLayers(job.output, targets, layers, context); });

    std::size_t unestimated = 0;
    for (const auto& g : r.groups) unestimated += g.unestimated;
    jobs::Json notes = r.notes;
    return jobs::Json{{"output", job.output},
                      {"targets", n},
                      {"variables", r.names},
                      {"unestimated", unestimated},
                      {"block_variance", r.blockVariance},
                      {"backend", r.backend},
                      {"notes", notes}};
}

STRATA_REGISTER_JOB(KrigeJob);

}  // namespace strata::kriging
