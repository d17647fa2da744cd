#include "strata/simulation/Ik3dJob.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "Ik3dFiles.h"
#include "IndicatorModelList.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibDataText.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/simulation/IndicatorKriging.h"

namespace strata::simulation {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "ik3d";
constexpr double kCoincident = 1.0e-5;  // ik3d's EPSLON: a soft datum this close to a hard one is dropped
constexpr double kNoDrillhole = -99;    // ik3d's drillhole id where the file has no column
}  // namespace

void Ik3dJob::validate() const {
    if (dataFile.empty()) throw ValidationError(kStage, "data_file", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (option < 0 || option > 2) throw ValidationError(kStage, "option", "must be 0 (grid), 1 (cross) or 2 (jackknife)");
    if (option == 2 && jackknifeFile.empty()) throw ValidationError(kStage, "jackknife_file", "option 2 needs the jackknife file");
    if (columnValue < 1) throw ValidationError(kStage, "columns.value", "must be >= 1");
    if (cutoffs.empty()) throw ValidationError(kStage, "cutoffs", "at least one threshold or category is needed");
    if (globalProbabilities.size() != cutoffs.size())
        throw ValidationError(kStage, "global_probabilities",
                              "one per threshold / category: " + std::to_string(cutoffs.size()) + " thresholds, " +
                                  std::to_string(globalProbabilities.size()) + " probabilities");
    if (models.size() != cutoffs.size())
        throw ValidationError(kStage, "models",
                              "one variogram per threshold / category: " + std::to_string(cutoffs.size()) +
                                  " thresholds, " + std::to_string(models.size()) + " models");
    for (std::size_t k = 0; k < models.size(); ++k) {
        models[k].validate(kStage + ": models[" + std::to_string(k + 1) + "]");
        for (const auto& s : models[k].structures)
            if (s.type == variogram::StructureType::Gaussian || s.type == variogram::StructureType::Cubic ||
                s.type == variogram::StructureType::Matern)
                throw ValidationError(kStage, "models[" + std::to_string(k + 1) + "]",
                                      "ik3d's structures are sph, exp, pow and hol (the Gaussian is not allowed)");
    }
    if (!softFile.empty() && softColumns.size() != cutoffs.size())
        throw ValidationError(kStage, "soft_columns", "one soft indicator column per threshold / category is needed");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming_limits", "the maximum must be above the minimum");
    if (debugLevel < 0 || debugLevel > 3) throw ValidationError(kStage, "debug_level", "must be 0, 1, 2 or 3");
    if (search.global) throw ValidationError(kStage, "search", "ik3d always searches locally");
    grid.validate(kStage);
    if (option == 0) {
        // Per node and threshold: the kriged and the corrected probability and the kriging
        // engine's estimate (8 bytes each), the output's 8 characters; per node the engine's
        // diagnostics and two small vectors.
        const double nodes = double(grid.nodeCount()), perNode = double(cutoffs.size()) * 32.0 + 128.0;
        const std::string what = std::to_string(grid.nodeCount()) + " nodes x " + std::to_string(cutoffs.size()) + " thresholds";
        requireMemory(nodes * perNode, kStage, "grid", what);
        requireDiskSpace(nodes * double(cutoffs.size()) * 8.0, outputFile, kStage, "output", what);
    }
    kriging::KrigingOptions probe;  // the search's own rules (ndmin, ndmax, radii), as kriging checks them
    probe.type = kriging::KrigingType::Ordinary;
    probe.model = models.front();
    probe.search = search;
    probe.validate(kStage);
    io::checkOutputPath(outputFile, kStage, "output");
    if (!debugFile.empty()) io::checkOutputPath(debugFile, kStage, "debug_file");
    io::checkOutputsApart(kStage, {{"output", outputFile}, {"debug_file", debugFile}},
                          {{"data_file", dataFile},
                           {"jackknife_file", option == 2 ? jackknifeFile : std::string()},
                           {"soft_file", softFile}});
}

namespace {

void checkColumn(const io::GeoEasFile& f, const std::string& path, int column, const std::string& option) {
    if (column < 0 || std::size_t(column) > f.names.size())
        throw ValidationError(kStage, option,
                              "column " + std::to_string(column) + " is out of range: '" + path + "' has " +
                                  std::to_string(f.names.size()) + " variables");
}

double cell(const io::GeoEasFile& f, int column, std::size_t row, double fallback) {
    return column > 0 ? f.columns[std::size_t(column - 1)][row] : fallback;
}

// ik3d reads REAL values: the indicators compare the value and the cutoffs in single precision.
std::vector<double> hardIndicators(double value, const Ik3dJob& job) {
    std::vector<double> cutoffs;
    for (double c : job.cutoffs) cutoffs.push_back(double(float(c)));
    return indicatorsOf(double(float(value)), cutoffs, job.continuous ? IndicatorKind::Continuous : IndicatorKind::Categorical);
}

struct Ik3dData {
    IndicatorData data;
    std::string title;
    std::size_t hard = 0, soft = 0;
};

Ik3dData readHardData(const Ik3dJob& job) {
    const io::GeoEasFile f = io::readGeoEas(job.dataFile);
    for (auto [c, what] : {std::pair{job.columnDrillhole, "columns.drillhole"}, {job.columnX, "columns.x"},
                           {job.columnY, "columns.y"}, {job.columnZ, "columns.z"}, {job.columnValue, "columns.value"}})
        checkColumn(f, job.dataFile, c, what);
    Ik3dData in;
    in.title = f.title;
    in.data.indicators.resize(job.cutoffs.size());
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        const double v = cell(f, job.columnValue, r, kNaN);
        if (v < job.trimMin || v >= job.trimMax) continue;
        in.data.x.push_back(cell(f, job.columnX, r, job.grid.x0));
        in.data.y.push_back(cell(f, job.columnY, r, job.grid.y0));
        in.data.z.push_back(cell(f, job.columnZ, r, job.grid.z0));
        in.data.drillhole.push_back(cell(f, job.columnDrillhole, r, kNoDrillhole));
        const std::vector<double> i = hardIndicators(v, job);
        for (std::size_t k = 0; k < i.size(); ++k) in.data.indicators[k].push_back(i[k]);
    }
    in.hard = in.data.x.size();
    return in;
}

bool nearHardDatum(const IndicatorData& d, std::size_t hard, double x, double y, double z) {
    for (std::size_t i = 0; i < hard; ++i)
        if (std::abs(x - d.x[i]) + std::abs(y - d.y[i]) + std::abs(z - d.z[i]) <= kCoincident) return true;
    return false;
}

// ik3d's soft indicators: a file of exactly ncut + 3 variables; a row at a hard datum's location
// is dropped; median IK refuses a missing (negative) indicator.
void readSoftData(const Ik3dJob& job, Ik3dData& in) {
    const io::GslibDataText text = io::readGslibDataText(job.softFile);
    const io::GeoEasFile& f = text.data;
    if (f.names.size() != job.cutoffs.size() + 3)
        throw ValidationError(kStage, "soft_file",
                              "'" + job.softFile + "' has " + std::to_string(f.names.size()) +
                                  " variables; ik3d needs ncut + 3 = " + std::to_string(job.cutoffs.size() + 3));
    for (auto [c, what] : {std::pair{job.softX, "soft_columns x"}, {job.softY, "soft_columns y"}, {job.softZ, "soft_columns z"}})
        checkColumn(f, job.softFile, c, what);
    for (int c : job.softColumns) checkColumn(f, job.softFile, c, "soft_columns");
    IndicatorData& d = in.data;
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        const double x = cell(f, job.softX, r, job.grid.x0), y = cell(f, job.softY, r, job.grid.y0),
                     z = cell(f, job.softZ, r, job.grid.z0);
        if (nearHardDatum(d, in.hard, x, y, z)) continue;
        d.x.push_back(x);
        d.y.push_back(y);
        d.z.push_back(z);
        d.drillhole.push_back(kNaN);  // never in a target's drillhole
        for (std::size_t k = 0; k < job.cutoffs.size(); ++k) {
            const double v = f.columns[std::size_t(job.softColumns[k] - 1)][r];
            if (job.medianIk && v < 0)
                throw ParseError(job.softFile, text.rowLines[r], 1,
                                 "median IK allows no missing (negative) soft indicator");
            d.indicators[k].push_back(v);
        }
        ++in.soft;
    }
}

// ik3d uses an indicator at a cutoff only within [tmin, tmax]; the soft data's missing values
// (negative) are left out by this test alone.
void trimIndicators(const Ik3dJob& job, IndicatorData& d) {
    for (auto& column : d.indicators)
        for (double& v : column)
            if (v < job.trimMin || v > job.trimMax) v = kNaN;
}

IndicatorKrigingOptions engineOptions(const Ik3dJob& job) {
    IndicatorKrigingOptions o;
    o.kind = job.continuous ? IndicatorKind::Continuous : IndicatorKind::Categorical;
    o.cutoffs = job.cutoffs;
    o.globalProbabilities = job.globalProbabilities;
    o.ordinary = job.ordinary;
    o.models = job.models;
    if (job.medianIk) o.medianCutoff = nearestCutoff(job.cutoffs, job.medianCutoff);
    o.search = job.search;
    // Cross-validation: ik3d tests ndmin on the data found with the node's own datum still among
    // them, the kriging engine on the data left once it is out: one fewer.
    if (job.option == 1 && o.search.ndmin > 0) --o.search.ndmin;
    return o;
}

struct PointTargets {
    kriging::KrigingTargets targets;
    std::vector<double> truth;
};

// Cross-validation (the data file's rows) and jackknife (another file's): ik3d's true value is
// the file's value as read, -9.9999 where the file has no value column.
PointTargets pointTargets(const Ik3dJob& job) {
    const bool cross = job.option == 1;
    const std::string& path = cross ? job.dataFile : job.jackknifeFile;
    const io::GeoEasFile f = io::readGeoEas(path);
    const int cx = cross ? job.columnX : job.jackX, cy = cross ? job.columnY : job.jackY,
              cz = cross ? job.columnZ : job.jackZ, cv = cross ? job.columnValue : job.jackValue;
    for (auto [c, what] : {std::pair{cx, "x column"}, {cy, "y column"}, {cz, "z column"}, {cv, "variable column"}})
        checkColumn(f, path, c, cross ? std::string("columns.") + what : std::string("jackknife_columns.") + what);
    PointTargets p;
    p.targets.excludeCoincidentData = true;
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        p.targets.x.push_back(cell(f, cx, r, job.grid.x0));
        p.targets.y.push_back(cell(f, cy, r, job.grid.y0));
        p.targets.z.push_back(cell(f, cz, r, job.grid.z0));
        p.truth.push_back(cell(f, cv, r, kNaN));
        if (cross && job.columnDrillhole > 0) p.targets.drillhole.push_back(cell(f, job.columnDrillhole, r, 0));
    }
    return p;
}

void save(const Ik3dJob& job, const Ik3dData& in, const IndicatorKrigingResult& r, const std::vector<double>& truth) {
    Ik3dOutputLayout layout;
    layout.dataTitle = in.title;
    layout.kind = job.continuous ? IndicatorKind::Continuous : IndicatorKind::Categorical;
    layout.cutoffs = job.cutoffs;
    layout.nx = int(job.grid.nx);
    layout.ny = int(job.grid.ny);
    layout.nz = int(job.grid.nz);
    layout.withTrueValues = job.option != 0;
    // The debugging file is written in full beside its target first and replaces the old one only
    // once the output is saved: a failed run leaves both old files.
    std::optional<io::AtomicFile> debug;
    if (!job.debugFile.empty()) {
        debug.emplace(job.debugFile);
        debug->write(ik3dDebugText({layout.kind, job.cutoffs, job.globalProbabilities, job.models, r.tally}));
    }
    io::AtomicFile out(job.outputFile);
    out.write(ik3dOutputText(layout, r.probabilities, truth));
    out.commit();
    if (debug) debug->commit();
}
}  // namespace

jobs::Json execute(const Ik3dJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    Ik3dData in = readHardData(job);
    if (!job.softFile.empty()) readSoftData(job, in);
    trimIndicators(job, in.data);
    PointTargets points;
    if (job.option == 0) points.targets.grid = job.grid;
    else points = pointTargets(job);
    phases.enter(Phase::Compute);
    const IndicatorKrigingResult r = krigeIndicators(in.data, points.targets, engineOptions(job), context);
    phases.enter(Phase::Write);
    save(job, in, r, points.truth);
    std::size_t estimated = 0;
    for (const auto& p : r.probabilities) estimated += std::isnan(p.front()) ? 0 : 1;
    std::size_t corrected = 0;
    for (std::size_t n : r.tally.count) corrected += n;
    return jobs::Json{{"output", job.outputFile},        {"targets", r.probabilities.size()},
                      {"estimated", estimated},          {"hard_data", in.hard},
                      {"soft_data", in.soft},            {"order_relation_corrections", corrected},
                      {"notes", r.notes}};
}

namespace {
const jobs::Schema<Ik3dJob>& dataColumnsSchema() {
    static const auto s = jobs::Schema<Ik3dJob>("columns", "columns of the data file (1-based; 0: none)")
        .add("drillhole", [](auto& j) -> auto& { return j.columnDrillhole; }, "drillhole id column (cross-validation leaves the target's drillhole out)").min(0)
        .add("x", [](auto& j) -> auto& { return j.columnX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.columnY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.columnZ; }, "z column").min(0)
        .add("value", [](auto& j) -> auto& { return j.columnValue; }, "variable column").min(1);
    return s;
}

const jobs::Schema<Ik3dJob>& jackknifeColumnsSchema() {
    static const auto s = jobs::Schema<Ik3dJob>("jackknife_columns", "columns of the jackknife file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.jackX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.jackY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.jackZ; }, "z column").min(0)
        .add("value", [](auto& j) -> auto& { return j.jackValue; }, "true value column (0: none)").min(0);
    return s;
}

const jobs::Schema<Ik3dJob>& softColumnsSchema() {
    static const auto s = jobs::Schema<Ik3dJob>("soft_columns", "columns of the soft data file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.softX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.softY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.softZ; }, "z column").min(0)
        .add("indicators", [](auto& j) -> auto& { return j.softColumns; }, "one indicator column per threshold / category")
        .min(1);
    return s;
}

auto self = [](auto& j) -> auto& { return j; };
}  // namespace

const jobs::Schema<Ik3dJob>& Ik3dJob::schema() {
    static const auto s = [] {
        jobs::Schema<Ik3dJob> schema(type, summary);
        schema.add("continuous", [](auto& j) -> auto& { return j.continuous; },
                   "true: thresholds on a continuous variable (a ccdf); false: categories (a pdf) (ik3d's ivtype)")
            .group("indicators")
            .add("cutoffs", [](auto& j) -> auto& { return j.cutoffs; }, "the thresholds or the category codes")
            .required().group("indicators")
            .add("global_probabilities", [](auto& j) -> auto& { return j.globalProbabilities; },
                 "the global cdf (or pdf) at each threshold (category): simple kriging's means")
            .required().group("indicators")
            .add("data_file", [](auto& j) -> auto& { return j.dataFile; }, "GeoEAS data file").required().group("input")
            .object("columns", self, dataColumnsSchema(), "its columns").group("input")
            .list("trimming_limits", "data outside [tmin, tmax) are left out; indicators outside [tmin, tmax] too",
                  [](auto& j) -> auto& { return j.trimMin; }, [](auto& j) -> auto& { return j.trimMax; })
            .group("input")
            .add("soft_file", [](auto& j) -> auto& { return j.softFile; },
                 "soft indicators (GeoEAS, ncut + 3 variables; negative: missing); empty: none").group("soft data")
            .object("soft_columns", self, softColumnsSchema(), "its columns").group("soft data")
            .add("option", [](auto& j) -> auto& { return j.option; }, "0 grid, 1 cross-validation, 2 jackknife").min(0).max(2)
            .add("jackknife_file", [](auto& j) -> auto& { return j.jackknifeFile; }, "option 2: the points to estimate")
            .group("jackknife")
            .object("jackknife_columns", self, jackknifeColumnsSchema(), "its columns").group("jackknife")
            .add("debug_level", [](auto& j) -> auto& { return j.debugLevel; }, "ik3d's debugging level (read, not used)")
            .min(0).max(3).group("output").advanced()
            .add("debug_file", [](auto& j) -> auto& { return j.debugFile; },
                 "ik3d's debugging file: the variograms and the order-relation corrections (written when named)")
            .group("output")
            .add("output", [](auto& j) -> auto& { return j.outputFile; }, "output file (ik3d's layout)").required()
            .group("output");
        jobs::addGrid(schema, "grid", [](auto& j) -> auto& { return j.grid; }, "the grid (nx, xmn, xsiz... of the parameter file)")
            .required();
        schema.object("search", [](auto& j) -> auto& { return j.search; }, kriging::searchNeighbourhoodSchema(), "the search neighbourhood")
            .add("median_ik", [](auto& j) -> auto& { return j.medianIk; },
                 "median IK: one variogram (that of the threshold nearest median_cutoff) for every threshold").group("estimator")
            .add("median_cutoff", [](auto& j) -> auto& { return j.medianCutoff; }, "median IK: the threshold whose variogram serves")
            .group("estimator")
            .add("ordinary", [](auto& j) -> auto& { return j.ordinary; },
                 "true: ordinary kriging; false: simple kriging with the global probabilities as means (ik3d's ktype)")
            .group("estimator")
            .custom("models", "list of variogram models", [](const Ik3dJob& j) { return modelListToJson(j.models); },
                    [](Ik3dJob& j, const jobs::Json& v) { j.models = modelListFromJson(v); },
                    "one variogram model per threshold / category, each \"0.2 nug + 0.8 sph(10)\" or its JSON form (as one "
                    "text: the models separated by /)")
            .required().group("model");
        return schema;
    }();
    return s;
}

void to_json(jobs::Json& j, const Ik3dJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, Ik3dJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(Ik3dJob);

}  // namespace strata::simulation
