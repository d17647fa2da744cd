#include "strata/kriging/Kt3dJob.h"

#include <cmath>
#include <limits>
#include <optional>

#include "strata/jobs/CommonOptions.h"
#include "Kt3dDebugFile.h"
#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "kt3d";

int countLeadingIntegers(const io::ParameterLine& line) {
    int n = 0;
    for (std::size_t k = 0; k < line.tokenCount(); ++k) {
        try {
            line.integer(k, "column");
        } catch (const ParseError&) {
            break;
        }
        ++n;
    }
    return n;
}

double optionalNumber(const io::ParameterLine& line, std::size_t k, double fallback) {
    if (k >= line.tokenCount()) return fallback;
    try {
        return line.number(k, "value");
    } catch (const ParseError&) {
        return fallback;
    }
}

// The column (1-based; 0 = none) of a GeoEAS file, checked against its variables.
void checkColumn(const io::GeoEasFile& f, const std::string& path, int column, const char* what) {
    if (column < 0 || std::size_t(column) > f.names.size())
        throw ValidationError(kStage, what,
                              "column " + std::to_string(column) + " is out of range: '" + path + "' has " +
                                  std::to_string(f.names.size()) + " variables");
}

double cell(const io::GeoEasFile& f, int column, std::size_t row, double fallback) {
    return column > 0 ? f.columns[std::size_t(column - 1)][row] : fallback;
}

bool trimmed(const Kt3dJob& job, double v) { return v < job.trimMin || v >= job.trimMax; }
}  // namespace

Kt3dJob readKt3dParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    Kt3dJob job;
    std::size_t i = 0;
    job.dataFile = par.line(i++).text(0, "data file");
    {
        const auto& l = par.line(i++);
        // kt3d 2.9 reads a drillhole column first; GSLIB 2.0's kt3d reads five columns.
        const bool withDrillhole = countLeadingIntegers(l) >= 6;
        std::size_t k = 0;
        job.columnDrillhole = withDrillhole ? l.integer(k++, "drillhole column") : 0;
        job.columnX = l.integer(k++, "x column");
        job.columnY = l.integer(k++, "y column");
        job.columnZ = l.integer(k++, "z column");
        job.columnValue = l.integer(k++, "variable column");
        job.columnSecondary = l.integer(k++, "secondary variable column");
    }
    {
        const auto& l = par.line(i++);
        job.trimMin = l.number(0, "tmin");
        job.trimMax = l.number(1, "tmax");
    }
    {
        const auto& l = par.line(i++);
        job.option = l.integer(0, "option (0=grid, 1=cross, 2=jackknife)");
        if (job.option < 0)
            throw ParseError(path, l.fileLine(), 1, "kt3d's undocumented IK-type option (negative) is not supported");
    }
    job.jackknifeFile = par.line(i++).text(0, "jackknife file");
    {
        const auto& l = par.line(i++);
        job.jackX = l.integer(0, "jackknife x column");
        job.jackY = l.integer(1, "jackknife y column");
        job.jackZ = l.integer(2, "jackknife z column");
        job.jackValue = l.integer(3, "jackknife variable column");
        job.jackSecondary = l.integer(4, "jackknife secondary column");
    }
    job.debugLevel = par.line(i++).integer(0, "debugging level");
    job.debugFile = par.line(i++).text(0, "debugging file");
    job.outputFile = par.line(i++).text(0, "output file");
    job.grid = par.grid(i);
    i += 3;
    KrigingOptions& o = job.kriging;
    {
        const auto& l = par.line(i++);
        o.block = {std::max(1, l.integer(0, "nxdis")), std::max(1, l.integer(1, "nydis")), std::max(1, l.integer(2, "nzdis"))};
    }
    {
        const auto& l = par.line(i++);
        o.search.ndmin = l.integer(0, "ndmin");
        o.search.ndmax = l.integer(1, "ndmax");
    }
    o.search.maxPerOctant = par.line(i++).integer(0, "max per octant");
    {
        const auto& l = par.line(i++);
        o.search.radius = l.number(0, "radius");
        o.search.radiusMinor = l.number(1, "radius1");
        o.search.radiusVertical = l.number(2, "radius2");
        if (!(o.search.radius > 0)) throw ParseError(path, l.fileLine(), 1, "radius must be greater than zero");
    }
    {
        const auto& l = par.line(i++);
        o.search.ang1 = l.number(0, "sang1");
        o.search.ang2 = l.number(1, "sang2");
        o.search.ang3 = l.number(2, "sang3");
    }
    int ktype;
    {
        const auto& l = par.line(i++);
        ktype = l.integer(0, "ktype");
        if (ktype < 0 || ktype > 3)
            throw ParseError(path, l.fileLine(), 1, "ktype must be 0 (SK), 1 (OK), 2 (non-stationary SK) or 3 (external drift)");
        o.mean = ktype == 0 ? l.number(1, "skmean") : optionalNumber(l, 1, 0.0);
    }
    {
        const auto& l = par.line(i++);
        for (int t = 0; t < DriftTermCount; ++t) {
            const int v = l.integer(std::size_t(t), "drift term (0 or 1)");
            if (v != 0 && v != 1) throw ParseError(path, l.fileLine(), 1, "drift terms must be 0 or 1");
            o.drift[std::size_t(t)] = v == 1 && (ktype == 1 || ktype == 3);
        }
    }
    o.estimateTrend = par.line(i++).integer(0, "itrend") >= 1;
    job.externalDriftFile = par.line(i++).text(0, "external drift file");
    job.externalDriftColumn = par.line(i++).integer(0, "external drift column");
    bool anyDrift = false;
    for (bool b : o.drift) anyDrift = anyDrift || b;
    o.type = ktype == 0   ? KrigingType::Simple
             : ktype == 1 ? (anyDrift ? KrigingType::Universal : KrigingType::Ordinary)
             : ktype == 2 ? KrigingType::LocalMean
                          : KrigingType::ExternalDrift;
    // kt3d's arithmetic: no coincident data merged, the power model as cova3 writes it.
    o.coincident = CoincidentRule::Keep;
    o.model.powerConstant = variogram::PowerConstant::Cova3;
    int nst;
    {
        const auto& l = par.line(i++);
        nst = l.integer(0, "nst");
        if (nst < 1) throw ParseError(path, l.fileLine(), 1, "nst must be at least 1");
        o.model.nugget = l.number(1, "nugget c0");
    }
    for (int s = 0; s < nst; ++s) {
        const auto& a = par.line(i++);
        const auto& b = par.line(i++);
        o.model.structures.push_back(variogram::structureFromGslib(
            a.integer(0, "it"), a.number(1, "cc"), a.number(2, "ang1"), a.number(3, "ang2"), a.number(4, "ang3"),
            b.number(0, "a_hmax"), b.number(1, "a_hmin"), b.number(2, "a_vert"), path + ":" + std::to_string(a.fileLine())));
    }
    job.validate();
    return job;
}

void Kt3dJob::validate() const {
    if (dataFile.empty()) throw ValidationError(kStage, "data file", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output file", "is required");
    if (option < 0 || option > 2) throw ValidationError(kStage, "option", "must be 0 (grid), 1 (cross) or 2 (jackknife)");
    if (columnValue < 1) throw ValidationError(kStage, "variable column", "must be >= 1");
    if (debugLevel < 0 || debugLevel > 3)
        throw ValidationError(kStage, "debugging level", "must be 0, 1, 2 or 3 (got " + std::to_string(debugLevel) + ")");
    if (kriging.needsSecondary() && columnSecondary < 1)
        throw ValidationError(kStage, "secondary variable column",
                              "kriging type " + toString(kriging.type) + " needs the secondary variable column");
    if (kriging.search.global) throw ValidationError(kStage, "search", "kt3d always searches locally");
    grid.validate(kStage);
    kriging.validate(kStage);
    io::checkOutputPath(outputFile, kStage, "output file");
    if (!debugFile.empty()) io::checkOutputPath(debugFile, kStage, "debugging file");
    io::checkOutputsApart(kStage, {{"output file", outputFile}, {"debugging file", debugFile}},
                          {{"data file", dataFile},
                           {"jackknife file", option == 2 ? jackknifeFile : std::string()},
                           {"external drift file", kriging.needsSecondary() ? externalDriftFile : std::string()}});
}

namespace {

struct Kt3dInput {
    KrigingData data;
    std::string title;
};

Kt3dInput readData(const Kt3dJob& job) {
    const io::GeoEasFile f = io::readGeoEas(job.dataFile);
    for (auto [c, what] : {std::pair{job.columnDrillhole, "drillhole column"}, {job.columnX, "x column"},
                           {job.columnY, "y column"}, {job.columnZ, "z column"}, {job.columnValue, "variable column"},
                           {job.columnSecondary, "secondary variable column"}})
        checkColumn(f, job.dataFile, c, what);
    Kt3dInput in;
    in.title = f.title;
    KrigingData& d = in.data;
    d.names = {f.names[std::size_t(job.columnValue - 1)]};
    d.values.resize(1);
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        const double v = cell(f, job.columnValue, r, kNaN);
        if (trimmed(job, v)) continue;
        d.x.push_back(cell(f, job.columnX, r, job.grid.x0));
        d.y.push_back(cell(f, job.columnY, r, job.grid.y0));
        d.z.push_back(cell(f, job.columnZ, r, job.grid.z0));
        d.values[0].push_back(v);
        if (job.columnDrillhole > 0) d.drillhole.push_back(cell(f, job.columnDrillhole, r, 0));
        if (job.kriging.needsSecondary()) {
            const double s = cell(f, job.columnSecondary, r, kNaN);
            if (trimmed(job, s))
                throw ValidationError(kStage, "secondary variable",
                                      "the external drift / local mean must be present at all data locations; datum " +
                                          std::to_string(d.x.size()) + " (row " + std::to_string(r + 1) + " of '" +
                                          job.dataFile + "') has " + std::to_string(s));
            d.secondary.push_back(s);
        }
    }
    if (d.x.empty()) throw ValidationError(kStage, "data file", "'" + job.dataFile + "' has no data within the trimming limits");
    return in;
}

std::string kt3dTitle(const std::string& dataTitle) {
    return "KT3D ESTIMATES WITH: " + dataTitle.substr(0, 58);
}

jobs::Json summaryOf(const KrigingResult& r, const std::string& output) {
    const EstimateMoments m = estimateMoments(r.estimate[0]);
    return jobs::Json{{"output", output},
                      {"targets", r.estimate[0].size()},
                      {"estimated", m.count},
                      {"unestimated", r.estimate[0].size() - m.count},
                      {"estimate_mean", m.mean},
                      {"estimate_variance", m.variance},
                      {"backend", r.backend},
                      {"notes", r.notes}};
}

// The output and kt3d's debugging file are saved together: the debugging file is written in
// full beside its target first and replaces the old one only once the output is saved, so that a
// failed or interrupted run leaves both old files as they were.
void saveWithDebugFile(const Kt3dJob& job, const KrigingData& data, const KrigingTargets& targets,
                       const KrigingResult& r, const io::GeoEasFile& out, const jobs::JobContext& context) {
    if (!context.writesOutputs()) return;
    std::optional<io::AtomicFile> debug;
    if (!job.debugFile.empty()) {
        debug.emplace(job.debugFile);
        debug->write(kt3dDebugText(job.debugLevel, data, targets, job.kriging, r, context));
    }
    io::writeGeoEas(job.outputFile, out);
    if (debug) debug->commit();
}

jobs::Json runGrid(const Kt3dJob& job, const Kt3dInput& in, const jobs::JobContext& context) {
    KrigingTargets targets;
    targets.grid = job.grid;
    if (job.kriging.needsSecondary()) {
        const auto reading = context.phase(Phase::Read);
        const io::GeoEasFile ext = io::readGeoEas(job.externalDriftFile);
        checkColumn(ext, job.externalDriftFile, job.externalDriftColumn, "external drift column");
        if (job.externalDriftColumn < 1)
            throw ValidationError(kStage, "external drift column", "must be >= 1 for kriging type " + toString(job.kriging.type));
        if (ext.rowCount() < job.grid.nodeCount())
            throw ValidationError(kStage, "external drift file",
                                  "'" + job.externalDriftFile + "' has " + std::to_string(ext.rowCount()) +
                                      " rows for " + std::to_string(job.grid.nodeCount()) + " grid nodes");
        targets.secondary.resize(job.grid.nodeCount());
        for (std::size_t t = 0; t < targets.secondary.size(); ++t) {
            const double v = ext.columns[std::size_t(job.externalDriftColumn - 1)][t];
            targets.secondary[t] = trimmed(job, v) ? kNaN : v;
        }
    }
    const KrigingResult r = context.timed(Phase::Compute, [&] { return krige(in.data, targets, job.kriging, context); });
    io::GeoEasFile out;
    out.title = kt3dTitle(in.title);
    out.gridSize = {job.grid.nx, job.grid.ny, job.grid.nz};
    out.names = {"Estimate", "EstimationVariance"};
    out.columns = {r.estimate[0], r.variance(0)};
    context.timed(Phase::Write, [&] { saveWithDebugFile(job, in.data, targets, r, out, context); });
    return summaryOf(r, job.outputFile);
}

// Cross-validation (every line of the data file) and jackknife (every line of another file).
jobs::Json runPoints(const Kt3dJob& job, const Kt3dInput& in, const jobs::JobContext& context) {
    const bool cross = job.option == 1;
    const std::string& path = cross ? job.dataFile : job.jackknifeFile;
    const io::GeoEasFile f = context.timed(Phase::Read, [&] { return io::readGeoEas(path); });
    const int cx = cross ? job.columnX : job.jackX, cy = cross ? job.columnY : job.jackY,
              cz = cross ? job.columnZ : job.jackZ, cv = cross ? job.columnValue : job.jackValue,
              cs = cross ? job.columnSecondary : job.jackSecondary;
    for (auto [c, what] : {std::pair{cx, "x column"}, {cy, "y column"}, {cz, "z column"}, {cv, "variable column"},
                           {cs, "secondary variable column"}})
        checkColumn(f, path, c, what);
    KrigingTargets targets;
    targets.excludeCoincidentData = true;
    std::vector<double> truth;
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        targets.x.push_back(cell(f, cx, r, job.grid.x0));
        targets.y.push_back(cell(f, cy, r, job.grid.y0));
        targets.z.push_back(cell(f, cz, r, job.grid.z0));
        const double v = cell(f, cv, r, kNaN);
        truth.push_back(trimmed(job, v) ? kNaN : v);
        if (job.kriging.needsSecondary()) {
            const double s = cell(f, cs, r, kNaN);
            targets.secondary.push_back(trimmed(job, s) ? kNaN : s);
        }
        if (cross && job.columnDrillhole > 0) targets.drillhole.push_back(cell(f, job.columnDrillhole, r, 0));
    }
    const KrigingResult r = context.timed(Phase::Compute, [&] { return krige(in.data, targets, job.kriging, context); });
    std::vector<double> error(truth.size(), kNaN);
    std::size_t n = 0;
    double sumAbs = 0, sumSq = 0, sum = 0;
    for (std::size_t t = 0; t < truth.size(); ++t)
        if (!std::isnan(truth[t]) && !std::isnan(r.estimate[0][t])) {
            error[t] = r.estimate[0][t] - truth[t];
            ++n;
            sum += error[t];
            sumAbs += std::abs(error[t]);
            sumSq += error[t] * error[t];
        }
    io::GeoEasFile out;
    out.title = kt3dTitle(in.title);
    out.names = {"X", "Y", "Z", "True", "Estimate", "EstimationVariance", "Error: est-true"};
    out.columns = {targets.x, targets.y, targets.z, truth, r.estimate[0], r.variance(0), error};
    context.timed(Phase::Write, [&] { saveWithDebugFile(job, in.data, targets, r, out, context); });
    jobs::Json summary = summaryOf(r, job.outputFile);
    summary["mean_error"] = n ? sum / double(n) : kNaN;
    summary["mean_absolute_error"] = n ? sumAbs / double(n) : kNaN;
    summary["mean_squared_error"] = n ? sumSq / double(n) : kNaN;
    return summary;
}

}  // namespace

jobs::Json execute(const Kt3dJob& job, const jobs::JobContext& context) {
    const Kt3dInput in = context.timed(Phase::Read, [&] { return readData(job); });
    return job.option == 0 ? runGrid(job, in, context) : runPoints(job, in, context);
}

namespace {
// kt3d's column numbers (1-based; 0: none), nested in the job's JSON as {"x": 1, ...}.
const jobs::Schema<Kt3dJob>& dataColumnsSchema() {
    static const auto s = jobs::Schema<Kt3dJob>("columns", "columns of the data file (1-based; 0: none)")
        .add("drillhole", [](auto& j) -> auto& { return j.columnDrillhole; }, "drillhole id column").min(0)
        .add("x", [](auto& j) -> auto& { return j.columnX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.columnY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.columnZ; }, "z column").min(0)
        .add("value", [](auto& j) -> auto& { return j.columnValue; }, "variable column").min(1)
        .add("secondary", [](auto& j) -> auto& { return j.columnSecondary; }, "external variable column").min(0);
    return s;
}

const jobs::Schema<Kt3dJob>& jackknifeColumnsSchema() {
    static const auto s = jobs::Schema<Kt3dJob>("jackknife_columns", "columns of the jackknife file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.jackX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.jackY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.jackZ; }, "z column").min(0)
        .add("value", [](auto& j) -> auto& { return j.jackValue; }, "variable column").min(0)
        .add("secondary", [](auto& j) -> auto& { return j.jackSecondary; }, "external variable column").min(0);
    return s;
}

auto self = [](auto& j) -> auto& { return j; };
}  // namespace

const jobs::Schema<Kt3dJob>& Kt3dJob::schema() {
    static const auto s = [] {
        jobs::Schema<Kt3dJob> schema(type, summary);
        schema.add("data_file", [](auto& j) -> auto& { return j.dataFile; }, "GeoEAS data file").required().group("input")
            .object("columns", self, dataColumnsSchema(), "its columns").group("input")
            .list("trimming_limits", "values outside [tmin, tmax] are left out", [](auto& j) -> auto& { return j.trimMin; },
                  [](auto& j) -> auto& { return j.trimMax; }).group("input")
            .add("option", [](auto& j) -> auto& { return j.option; }, "0 grid, 1 cross-validation, 2 jackknife").min(0).max(2)
            .add("jackknife_file", [](auto& j) -> auto& { return j.jackknifeFile; }, "option 2: the points to estimate")
            .group("jackknife")
            .object("jackknife_columns", self, jackknifeColumnsSchema(), "its columns").group("jackknife")
            .add("debug_level", [](auto& j) -> auto& { return j.debugLevel; }, "kt3d's debugging level").min(0).max(3)
            .group("output").advanced()
            .add("debug_file", [](auto& j) -> auto& { return j.debugFile; }, "kt3d's debugging file (written when named)")
            .group("output").advanced()
            .add("output", [](auto& j) -> auto& { return j.outputFile; }, "output file (GeoEAS, kt3d's layout)").required()
            .formerly("output_file").group("output");
        jobs::addGrid(schema, "grid", [](auto& j) -> auto& { return j.grid; }, "the grid (nx, xmn, xsiz... of the parameter file)")
            .required();
        schema.object("kriging", [](auto& j) -> auto& { return j.kriging; }, krigingOptionsSchema(), "estimator, model, search")
            .required()
            .add("external_drift_file", [](auto& j) -> auto& { return j.externalDriftFile; },
                 "gridded drift or local mean (types lvm, ked; option 0)").group("external drift")
            .add("external_drift_column", [](auto& j) -> auto& { return j.externalDriftColumn; }, "its column (1-based)")
            .min(1).group("external drift");
        return schema;
    }();
    return s;
}

void to_json(jobs::Json& j, const Kt3dJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, Kt3dJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(Kt3dJob);

}  // namespace strata::kriging
