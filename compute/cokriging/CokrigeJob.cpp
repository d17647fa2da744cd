#include "strata/cokriging/CokrigeJob.h"

#include <cmath>
#include <limits>

#include "../kriging/KrigingFiles.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::cokriging {

namespace {
const std::string kStage = "cokrige";

std::string primaryName(const CokrigingDataSource& d) {
    const auto items = split(d.columns, ',');
    return items.empty() ? std::string() : std::string(trim(items.back()));
}

// x,y,primary -> x,y,-,primary,secondaries (2-D); x,y,z,primary -> x,y,z,primary,secondaries.
kriging::KrigingDataSource krigingSource(const CokrigingDataSource& d) {
    kriging::KrigingDataSource s;
    s.file = d.file;
    auto items = split(d.columns, ',');
    if (items.size() != 3 && items.size() != 4)
        throw ValidationError(kStage, "columns", "must be x,y,primary or x,y,z,primary (got '" + d.columns + "')");
    if (items.size() == 3) items.insert(items.begin() + 2, "-");
    for (const auto& name : d.secondaries) items.push_back(name);
    s.columns = join(items, ",");
    return s;
}
}  // namespace

variogram::Coregionalisation coregionalisationOf(const std::vector<std::string>& variables,
                                                 const std::vector<std::string>& entries, CokrigingType type,
                                                 double rho) {
    if (variables.size() > kMaxSecondaries + 1)
        throw ValidationError(kStage, "secondary",
                              "at most 3 secondary variables (got " + std::to_string(variables.size() - 1) + ")");
    if (type != CokrigingType::Collocated || !std::isfinite(rho) || variables.size() != 2)
        return variogram::Coregionalisation::parse(variables, entries, "model");
    std::vector<std::string> direct;
    for (const auto& e : entries) {
        const std::string key(trim(std::string_view(e).substr(0, e.find('='))));
        if (key.find(':') != std::string::npos)
            throw ValidationError(kStage, "model",
                                  "collocated cokriging with --correlation builds the cross model (Markov model 1): "
                                  "give only the direct models (got '" + e + "')");
        direct.push_back(e);
    }
    // Parse the direct models through the coregionalisation's own syntax checks, with a zero
    // cross model standing in, then replace it by rho's.
    direct.push_back(variables[0] + ":" + variables[1] + "=0 nug");
    const auto parsed = variogram::Coregionalisation::parse(variables, direct, "model");
    return collocatedModel(variables[0], parsed.model(0, 0), variables[1], parsed.model(1, 1), rho);
}

void CokrigeJob::validate() const {
    if (data.file.empty()) throw ValidationError(kStage, "data", "is required");
    if (data.secondaries.empty()) throw ValidationError(kStage, "secondary", "give at least one secondary variable");
    if (data.secondaries.size() > kMaxSecondaries)
        throw ValidationError(kStage, "secondary",
                              "at most 3 secondary variables (got " + std::to_string(data.secondaries.size()) + ")");
    std::vector<std::string> names{primaryName(data)};
    names.insert(names.end(), data.secondaries.begin(), data.secondaries.end());
    if (names != cokriging.model.variables)
        throw ValidationError(kStage, "model",
                              "names the variables " + join(cokriging.model.variables, ", ") + "; the data are " +
                                  join(names, ", "));
    if (grid.has_value() == !targetsFile.empty()) throw ValidationError(kStage, "grid", "give either --grid or --targets");
    if (grid) {
        grid->validate(kStage);
        // Per node: estimate, variance and counts in doubles, status, then 4 float32 layers; the
        // file takes at least 4 bytes a field.
        const double nodes = double(grid->nodeCount());
        const std::string what = std::to_string(grid->nodeCount()) + " nodes";
        requireMemory(nodes * 57, kStage, "grid", what);
        requireDiskSpace(nodes * 7 * 4, output, kStage, "out", what);
    }
    if (grid && cokriging.type == CokrigingType::Collocated && secondaryGridFile.empty())
        throw ValidationError(kStage, "secondary-grid", "collocated cokriging on a grid needs the secondary grid");
    cokriging.validate(kStage);
    io::checkOutputPath(output, kStage, "output");
    io::checkOutputsApart(kStage, {{"output", output}},
                          {{"data", data.file}, {"targets", targetsFile}, {"secondary-grid", secondaryGridFile}});
}

namespace {
kriging::KrigingTargets readCokrigingTargets(const CokrigeJob& job, const jobs::JobContext& context) {
    const bool collocated = job.cokriging.type == CokrigingType::Collocated;
    if (!job.grid) {
        const std::string column = job.targetSecondaryColumn.empty() ? job.data.secondaries.front() : job.targetSecondaryColumn;
        return kriging::readTargets(job.targetsFile, job.targetColumns, column, collocated, kStage, context);
    }
    kriging::KrigingTargets targets;
    targets.grid = *job.grid;
    if (collocated) {
        const io::GeoEasFile f = io::readGeoEas(job.secondaryGridFile);
        if (job.secondaryGridColumn < 1 || std::size_t(job.secondaryGridColumn) > f.names.size())
            throw ValidationError(kStage, "secondary-grid-column", "is out of range for '" + job.secondaryGridFile + "'");
        if (f.rowCount() != job.grid->nodeCount())
            throw ValidationError(kStage, "secondary-grid",
                                  "'" + job.secondaryGridFile + "' has " + std::to_string(f.rowCount()) + " rows for " +
                                      std::to_string(job.grid->nodeCount()) + " grid nodes");
        targets.secondary = f.columns[std::size_t(job.secondaryGridColumn - 1)];
    }
    return targets;
}
}  // namespace

jobs::Json execute(const CokrigeJob& job, const jobs::JobContext& context) {
    const kriging::KrigingData data = context.timed(Phase::Read, [&] {
        return kriging::readKrigingData(krigingSource(job.data), kriging::KrigingOptions{}, kStage, context);
    });
    const kriging::KrigingTargets targets =
        context.timed(Phase::Read, [&] { return readCokrigingTargets(job, context); });
    const CokrigingResult r = context.timed(Phase::Compute, [&] { return cokrige(data, targets, job.cokriging, context); });
    if (r.unestimated == targets.size() && targets.size() > 0)
        throw ValidationError(kStage, "data", "no target could be estimated (" + join(r.notes, "; ") + "); nothing was written");

    const std::string primary = data.names.front();
    const std::vector<double> np(r.primaryUsed.begin(), r.primaryUsed.end());
    const std::vector<double> ns(r.secondaryUsed.begin(), r.secondaryUsed.end());
    const kriging::TargetLayers layers{
        {primary, &r.estimate}, {primary + "_variance", &r.variance}, {"n_primary", &np}, {"n_secondary", &ns}};
    const std::size_t n = targets.size();
    context.timed(Phase::Write, [&] { kriging::writeTargetLayers(job.output, targets, layers, context); });
    return jobs::Json{{"output", job.output},      {"targets", n},
                      {"type", toString(job.cokriging.type)}, {"variables", job.cokriging.model.variables},
                      {"unestimated", r.unestimated}, {"means", r.means},
                      {"block_variance", r.blockVariance}, {"backend", r.backend}, {"notes", r.notes}};
}

const jobs::Schema<CokrigingDataSource>& CokrigingDataSource::schema() {
    static const auto s = jobs::pointSourceSchema<CokrigingDataSource>("x,y[,z],primary: names or 1-based numbers")
        .add("secondary", [](auto& d) -> auto& { return d.secondaries; },
             "secondary value columns (1 to 3; repeat the flag or give A,B); an empty cell is a missing value");
    return s;
}

const jobs::Schema<CokrigeJob>& CokrigeJob::schema() {
    static const auto s = [] {
        jobs::Schema<CokrigeJob> schema(type, summary);
        schema.object("data", [](auto& j) -> auto& { return j.data; }, CokrigingDataSource::schema(), "the data").required()
            .group("input");
        jobs::addGrid(schema, "grid", [](auto& j) -> auto& { return j.grid; }, "target grid; or give targets").group("targets");
        schema.add("targets", [](auto& j) -> auto& { return j.targetsFile; }, "target point file").group("targets")
            .add("target_columns", [](auto& j) -> auto& { return j.targetColumns; },
                 "x,y[,z] of the target file (empty: the usual names)").group("targets")
            .add("target_secondary", [](auto& j) -> auto& { return j.targetSecondaryColumn; },
                 "collocated: the secondary's column in the target file (empty: the secondary's name)").group("targets")
            .add("secondary_grid", [](auto& j) -> auto& { return j.secondaryGridFile; },
                 "collocated on a grid: GeoEAS file with the secondary, one row per node").group("targets")
            .add("secondary_grid_column", [](auto& j) -> auto& { return j.secondaryGridColumn; }, "its column (1-based)")
            .min(1).group("targets").advanced()
            .object("cokriging", [](auto& j) -> auto& { return j.cokriging; }, cokrigingOptionsSchema(),
                    "estimator, coregionalisation, search")
            .required()
            .add("output", [](auto& j) -> auto& { return j.output; },
                 "output: a grid by extension (.csv, .dat GSLIB, .tif, .vti...) or points (.csv, .dat, .vtp)")
            .required().group("output");
        return schema;
    }();
    return s;
}

void to_json(jobs::Json& j, const CokrigingDataSource& s) { j = CokrigingDataSource::schema().write(s); }
void from_json(const jobs::Json& j, CokrigingDataSource& s) { s = CokrigingDataSource::schema().read(j, "data"); }
void to_json(jobs::Json& j, const CokrigeJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, CokrigeJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(CokrigeJob);

}  // namespace strata::cokriging
