#include "strata/variogram/VariogramJobs.h"

#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <tuple>
#include <type_traits>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/DelimitedReader.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/variogram/DownholeVariogram.h"

namespace strata::variogram {

namespace {

using jobs::Json;

void appendNumber(std::string& out, double v) {
    if (!std::isfinite(v)) {
        out += std::isnan(v) ? "" : (v > 0 ? "inf" : "-inf");
        return;
    }
    char buffer[32];
    out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
}

template <class... T>
void appendRow(std::string& out, const T&... cells) {
    bool first = true;
    auto one = [&](const auto& cell) {
        if (!first) out += ',';
        first = false;
        if constexpr (std::is_arithmetic_v<std::decay_t<decltype(cell)>>)
            appendNumber(out, double(cell));
        else
            out += cell;
    };
    (one(cells), ...);
    out += '\n';
}

// --- Option shapes shared by the jobs ------------------------------------------------------

// A variogram type in job JSON: a name or a GSLIB code (gamv's jobs write codes).
VariogramType typeFromJson(const Json& value) {
    if (value.is_number()) {
        const double code = value.get<double>();
        if (code == std::floor(code) && std::abs(code) < 100 && isVariogramType(int(code)))
            return VariogramType(int(code));
    } else if (value.is_string()) {
        try {
            return parseVariogramType(value.get<std::string>());
        } catch (const ValidationError&) {
        }
    }
    throw std::invalid_argument(
        "must be a name (semivariogram, cross, covariance, correlogram, general-relative, pairwise-relative, log, "
        "madogram, indicator, categorical, cressie) or a GSLIB code 1..11, -3, -4 (got " + jobs::shownValue(value) + ")");
}

constexpr const char* kTypeHelp =
    "semivariogram, cross, covariance, correlogram, general-relative, pairwise-relative, log, madogram, indicator, "
    "categorical, cressie, or a GSLIB code";

template <class T, class Access>
jobs::Schema<T>& addVariogramType(jobs::Schema<T>& s, Access access, bool asCode) {
    return s.custom(
        "type", "variogram type",
        [access, asCode](const T& t) { return asCode ? Json(int(access(t))) : Json(variogramTypeName(access(t))); },
        [access](T& t, const Json& v) { access(t) = typeFromJson(v); }, kTypeHelp);
}

// "trim" and "standardize", shared by every job here; `options` gives the struct holding them.
template <class T, class Options>
void addTrimAndSills(jobs::Schema<T>& s, Options options) {
    s.list("trim", "trimming limits [tmin, tmax]: values below tmin or at or above tmax are missing",
           [options](auto& j) -> auto& { return options(j).trimMin; },
           [options](auto& j) -> auto& { return options(j).trimMax; })
        .group("values")
        .advanced();
    s.add("standardize", [options](auto& j) -> auto& { return options(j).standardizeSills; },
          "divide semivariograms (and indicator, Cressie-Hawkins) by the variance, so the sill is 1")
        .group("values");
}

const jobs::Schema<LagClasses>& lagsSchema() {
    static const auto s =
        jobs::Schema<LagClasses>("lags", "lag classes, as gamv's nlag, xlag, xltol")
            .add(
                "count", [](auto& l) -> auto& { return l.count; }, "number of lags (nlag)")
            .required()
            .min(1)
            .max(LagClasses::kMaxCount)
            .add(
                "separation", [](auto& l) -> auto& { return l.separation; }, "lag separation distance (xlag)")
            .required()
            .above(0)
            .unit(jobs::kDataUnits)
            .add(
                "tolerance", [](auto& l) -> auto& { return l.tolerance; },
                "lag tolerance (xltol): pairs within separation * k +- tolerance; <= 0: half the separation")
            .unit(jobs::kDataUnits);
    return s;
}

const jobs::Schema<VariogramDirection>& directionSchema() {
    static const auto s = jobs::Schema<VariogramDirection>("direction", "a direction of pairs, as in gamv")
        .add("azimuth", [](auto& d) -> auto& { return d.azimuth; }, "azimuth, clockwise from north").unit("degree")
        .add("azimuth_tolerance", [](auto& d) -> auto& { return d.azimuthTolerance; },
             "half-angle of the azimuth cone (>= 90: omnidirectional)").unit("degree")
        .add("bandwidth_h", [](auto& d) -> auto& { return d.horizontalBandwidth; },
             "horizontal bandwidth: largest horizontal distance from the direction's axis").min(0).unit(jobs::kDataUnits)
        .add("dip", [](auto& d) -> auto& { return d.dip; }, "dip, negative downwards").unit("degree")
        .add("dip_tolerance", [](auto& d) -> auto& { return d.dipTolerance; }, "half-angle of the dip cone")
        .unit("degree")
        .add("bandwidth_v", [](auto& d) -> auto& { return d.verticalBandwidth; },
             "vertical bandwidth: largest vertical distance from the direction's axis").min(0).unit(jobs::kDataUnits);
    return s;
}

// Lags, directions, trimming and sills of gamv and variogram; `options` gives the
// ExperimentalVariogramOptions of the job.
template <class T, class Options>
void addExperimental(jobs::Schema<T>& s, Options options) {
    s.object("lags", [options](auto& j) -> auto& { return options(j).lags; }, lagsSchema(),
             "lag classes: count, separation, tolerance")
        .group("lags")
        .objects("directions", [options](auto& j) -> auto& { return options(j).directions; }, directionSchema(),
                 "directions of pairs (default: one omnidirectional)")
        .group("directions");
    addTrimAndSills(s, options);
}

// A variogram of the point-file jobs: variables by column name.
// The data of the variogram and varmap jobs.
const jobs::Schema<jobs::PointFile>& variogramData() {
    static const auto s = jobs::pointSourceSchema<jobs::PointFile>(
        "x,y[,z],value[,value...]: names or 1-based numbers (empty: found by name)");
    return s;
}

const jobs::Schema<NamedVariogram>& namedVariogramSchema() {
    static const auto s = [] {
        auto n = jobs::Schema<NamedVariogram>("variogram", "one variogram of named variables");
        n.add("tail", [](auto& v) -> auto& { return v.tail; },
              "tail variable: a column name (empty: the first value column)")
            .add("head", [](auto& v) -> auto& { return v.head; }, "head variable (empty: the tail variable)");
        addVariogramType(n, [](auto& v) -> auto& { return v.type; }, false);
        n.add("cutoff", [](auto& v) -> auto& { return v.cutoff; },
              "indicator types: the threshold (indicator) or the category (categorical)");
        return n;
    }();
    return s;
}

// The data of an LMC fit.
const jobs::Schema<jobs::PointFile>& lmcData() {
    static const auto s = jobs::pointSourceSchema<jobs::PointFile>(
        "x,y[,z],value[,value...]: names or 1-based numbers (empty: found by name); the variables by name");
    return s;
}

// --- Reading points --------------------------------------------------------------------------

PointSet readPointFile(const std::string& path, const std::string& columns, const std::string& stage,
                       const jobs::JobContext& context) {
    io::PointReadReport report;
    PointSet p = io::readPoints(path, columns.empty() ? io::PointColumns() : io::PointColumns::parse(columns), {}, &report);
    if (report.problemCount)
        context.info(stage + ": " + path + ": " + std::to_string(report.problemCount) +
                     " cells could not be read (left out as missing)");
    if (report.droppedRows)
        context.info(stage + ": " + path + ": " + std::to_string(report.droppedRows) + " rows without coordinates left out");
    return p;
}

VariogramInput inputFromPoints(const PointSet& p) {
    VariogramInput in;
    in.x = p.x;
    in.y = p.y;
    in.z = p.z.size() == p.x.size() ? p.z : std::vector<double>(p.x.size(), 0.0);
    in.names = p.names;
    in.variables = p.values;
    return in;
}

VariogramRequest resolve(const NamedVariogram& v, const PointSet& p) {
    VariogramRequest r;
    r.tail = v.tail.empty() ? 0 : p.columnIndex(v.tail);
    r.head = v.head.empty() ? r.tail : p.columnIndex(v.head);
    r.type = v.type;
    r.cutoff = v.cutoff;
    return r;
}

void writeCurvesCsv(const std::string& path, const ExperimentalVariogram& r, bool downhole) {
    std::string out =
        "direction,azimuth,azimuth_tolerance,dip,dip_tolerance,variogram,tail,head,type,lag,distance,value,pairs,"
        "tail_mean,head_mean,tail_variance,head_variance\n";
    for (const auto& c : r.curves) {
        const auto& d = r.options.directions[c.direction];
        const auto& req = r.options.variograms[c.variogram];
        const std::string& tail = r.variableNames[r.tailVariable[c.variogram]];
        const std::string& head = r.variableNames[r.headVariable[c.variogram]];
        for (std::size_t k = 0; k < c.rows.size(); ++k) {
            const LagRow& row = c.rows[k];
            appendRow(out, double(c.direction + 1), downhole ? 0.0 : d.azimuth, downhole ? 90.0 : d.azimuthTolerance,
                      downhole ? -90.0 : d.dip, downhole ? 90.0 : d.dipTolerance, double(c.variogram + 1), tail, head,
                      variogramTypeName(req.type), double(k + 1), row.distance, row.value, double(row.pairs),
                      row.tailMean, row.headMean, row.tailVariance, row.headVariance);
        }
    }
    io::writeFileAtomically(path, out);
}

Json timingsToJson(const PairTimings& t) {
    return {{"backend", t.backend},     {"prepare_ms", t.prepareMs}, {"upload_ms", t.uploadMs},
            {"kernel_ms", t.kernelMs},  {"download_ms", t.downloadMs}, {"total_ms", t.totalMs},
            {"pairs_tested", t.pairsTested}};
}

ExperimentalVariogram runExperimental(const VariogramInput& in, const ExperimentalVariogramOptions& o,
                                      const jobs::JobContext& context, const std::string& stage) {
    ComputeContext cc;
    cc.backend = context.backend;
    cc.progress = context.progress;
    cc.cancel = context.cancel;
    std::string note;
    cc.note = &note;
    // gamv warns when a log variogram meets values <= 0 (their pairs are left out): so does Strata.
    for (const VariogramRequest& v : o.variograms) {
        if (v.type != VariogramType::LogSemivariogram) continue;
        for (std::size_t k : {v.tail, v.head}) {
            if (k >= in.variables.size()) continue;
            std::size_t nonPositive = 0;
            for (double value : in.variables[k])
                if (value <= 0 && value >= o.trimMin && value < o.trimMax) ++nonPositive;
            if (nonPositive > 0)
                context.info(stage + ": warning: " + std::to_string(nonPositive) + " values of '" + in.names[k] +
                             "' are <= 0: the log variogram leaves their pairs out");
            if (v.head == v.tail) break;
        }
    }
    ExperimentalVariogram r = computeExperimentalVariogram(in, o, cc);
    if (!note.empty()) context.info(stage + ": " + note);
    return r;
}

// Down-hole mode: one variogram, pairs within holes.
Json executeDownhole(const VariogramJob& job, const jobs::JobContext& context) {
    const std::string stage = VariogramJob::type;
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    const io::Table table = io::readTable(job.data.file);
    const io::PointColumns mapping =
        job.data.columns.empty() ? io::PointColumns() : io::PointColumns::parse(job.data.columns);
    auto column = [&](const io::ColumnSelector& s, const std::string& what) -> const io::TableColumn& {
        const auto k = table.find(s);
        if (!k) throw ValidationError(stage, what, "no column " + s.describe() + " in " + job.data.file);
        return table.columns[*k];
    };
    const io::TableColumn& holes = column(io::ColumnSelector::parse(job.holeColumn), "hole column");
    DownholeInput in;
    for (std::size_t r = 0; r < table.rowCount(); ++r)
        in.holes.push_back(holes.numeric ? std::to_string(holes.numbers[r]) : holes.texts[r]);
    if (!job.depthColumn.empty()) {
        in.depth = column(io::ColumnSelector::parse(job.depthColumn), "depth column").numbers;
    } else {
        in.x = column(mapping.x, "x").numbers;
        in.y = column(mapping.y, "y").numbers;
        in.z = column(mapping.z, "z").numbers;
    }
    const NamedVariogram v = job.variograms.empty() ? NamedVariogram{} : job.variograms.front();
    io::ColumnSelector valueColumn;
    if (!v.tail.empty()) valueColumn = io::ColumnSelector::parse(v.tail);
    else if (!mapping.values.empty()) valueColumn = mapping.values.front();
    else throw ValidationError(stage, "variable", "down-hole mode needs the variable's column name");
    const io::TableColumn& values = column(valueColumn, "variable");
    in.values = values.numbers;
    in.name = values.name;
    DownholeOptions o;
    o.lags = job.options.lags;
    o.type = v.type;
    o.cutoff = v.cutoff;
    o.trimMin = job.options.trimMin;
    o.trimMax = job.options.trimMax;
    o.standardizeSills = job.options.standardizeSills;
    phases.enter(Phase::Compute);
    const DownholeVariogram d = computeDownholeVariogram(in, o, context.cancel, context.progress);

    ExperimentalVariogram as;
    as.options = job.options;
    as.options.directions = {VariogramDirection::omni()};
    as.options.variograms = {{0, 0, v.type, v.cutoff}};
    as.variableNames = {in.name};
    as.tailVariable = as.headVariable = {0};
    as.curves = {VariogramCurve{0, 0, d.rows}};
    phases.enter(Phase::Write);
    writeCurvesCsv(job.output, as, true);
    return {{"output", job.output}, {"mode", "downhole"}, {"holes", d.holes}, {"samples", d.samples}, {"sill", d.sill}};
}

}  // namespace

// --- gamv -------------------------------------------------------------------------------------

void GamvJob::validate() const {
    if (parameters.dataFile.empty()) throw ValidationError(type, "data file", "is required");
    io::checkOutputPath(parameters.outputFile, type, "output file");
    io::checkOutputsApart(type, {{"output file", parameters.outputFile}}, {{"data file", parameters.dataFile}});
    if (parameters.variableColumns.empty()) throw ValidationError(type, "variables", "at least one column is needed");
    parameters.options.validate(type, parameters.variableColumns.size());
}

const jobs::Schema<GamvJob>& GamvJob::schema() {
    static const auto columns =
        jobs::Schema<GamvParameters>("columns", "GeoEAS columns of the coordinates")
            .add("x", [](auto& p) -> auto& { return p.columnX; }, "column of x, from 1 (0: x is 0)").min(0)
            .add("y", [](auto& p) -> auto& { return p.columnY; }, "column of y, from 1 (0: y is 0)").min(0)
            .add("z", [](auto& p) -> auto& { return p.columnZ; }, "column of z, from 1 (0: z is 0)").min(0);
    // gamv's variograms: variables by their number in `variables`, from 1.
    static const auto variogram = [] {
        auto v = jobs::Schema<VariogramRequest>("variogram", "one variogram of gamv (ivtail, ivhead, ivtype)");
        auto number = [&v](std::string key, auto access, std::string help) -> jobs::Schema<VariogramRequest>& {
            return v.custom(
                std::move(key), "variable number", [access](const VariogramRequest& r) { return Json(access(r) + 1); },
                [access](VariogramRequest& r, const Json& value) {
                    const double n = value.is_number() ? value.get<double>() : 0;
                    if (!(n >= 1 && n <= 1e9 && n == std::floor(n)))
                        throw std::invalid_argument("must be a whole number >= 1: variables count from 1 (got " +
                                                    jobs::shownValue(value) + ")");
                    access(r) = std::size_t(n) - 1;
                },
                std::move(help));
        };
        number("tail", [](auto& r) -> auto& { return r.tail; }, "tail variable: its number in variables, from 1")
            .required();
        number("head", [](auto& r) -> auto& { return r.head; }, "head variable: its number in variables, from 1")
            .required();
        addVariogramType(v, [](auto& r) -> auto& { return r.type; }, true).required();
        v.add("cutoff", [](auto& r) -> auto& { return r.cutoff; },
              "indicator types (9, 10): the threshold or the category");
        return v;
    }();
    static const auto s = [] {
        auto g = jobs::Schema<GamvJob>(type, summary);
        g.add("data_file", [](auto& j) -> auto& { return j.parameters.dataFile; }, "GeoEAS data file")
            .required()
            .group("input")
            .object("columns", [](auto& j) -> auto& { return j.parameters; }, columns,
                    "GeoEAS columns of x, y, z, from 1 (0: the coordinate is 0)")
            .required()
            .group("input")
            .add("variables", [](auto& j) -> auto& { return j.parameters.variableColumns; },
                 "GeoEAS columns of the variables (nvar), from 1")
            .required()
            .min(1)
            .group("input")
            .objects("variograms", [](auto& j) -> auto& { return j.parameters.options.variograms; }, variogram,
                     "the variograms: tail and head variables (numbers in variables, from 1), type, cutoff")
            .required()
            .group("variograms");
        addExperimental(g, [](auto& j) -> auto& { return j.parameters.options; });
        g.add("output", [](auto& j) -> auto& { return j.parameters.outputFile; }, "output file, gamv's format")
            .required()
            .group("output");
        return g;
    }();
    return s;
}

void to_json(Json& j, const GamvJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, GamvJob& job) { jobs::readParams(j, job); }

Json execute(const GamvJob& job, const jobs::JobContext& context) {
    const VariogramInput in = context.timed(Phase::Read, [&] { return readGamvData(job.parameters); });
    // gamv's rule, kept by the drop-in, but not silently: a tolerance <= 0 means 45 degrees.
    const auto& directions = job.parameters.options.directions;
    for (std::size_t d = 0; d < directions.size(); ++d)
        for (const auto& [tolerance, name] : {std::pair{directions[d].azimuthTolerance, "atol"},
                                              std::pair{directions[d].dipTolerance, "dtol"}})
            if (tolerance <= 0)
                context.info(std::string("warning: ") + GamvJob::type + ": direction " + std::to_string(d + 1) + ": " +
                             name + " " + shortNumber(tolerance) + " <= 0 is taken as 45 degrees, as gamv does");
    const ExperimentalVariogram r = context.timed(
        Phase::Compute, [&] { return runExperimental(in, job.parameters.options, context, GamvJob::type); });
    context.timed(Phase::Write, [&] { writeGamvOutput(job.parameters.outputFile, r); });
    return {{"output", job.parameters.outputFile}, {"data_used", r.dataUsed}, {"timings", timingsToJson(r.timings)}};
}

// --- variogram --------------------------------------------------------------------------------

void VariogramJob::validate() const {
    if (data.file.empty()) throw ValidationError(type, "data.file", "is required (a point file)");
    io::checkOutputPath(output, type, "output");
    io::checkOutputsApart(type, {{"output", output}}, {{"data.file", data.file}});
    options.validate(type, 0);
    if (!holeColumn.empty() && variograms.size() > 1)
        throw ValidationError(type, "variograms", "down-hole mode computes one variogram");
    for (const auto& v : variograms)
        if (!holeColumn.empty() && v.type == VariogramType::CrossSemivariogram)
            throw ValidationError(type, "type", "down-hole mode has a single variable");
}

const jobs::Schema<VariogramJob>& VariogramJob::schema() {
    // Down-hole mode: {"hole_column", "depth_column"}, fields of the job itself.
    static const auto downhole =
        jobs::Schema<VariogramJob>("downhole", "down-hole mode: pairs within drillholes, lags along the holes")
            .add("hole_column", [](auto& j) -> auto& { return j.holeColumn; },
                 "drillhole identifier column (empty: not down-hole)")
            .required()
            .add("depth_column", [](auto& j) -> auto& { return j.depthColumn; },
                 "along-hole position column (empty: the 3-D distance between samples)");
    static const auto s = [] {
        auto v = jobs::Schema<VariogramJob>(type, summary);
        v.object("data", [](auto& j) -> auto& { return j.data; }, variogramData(), "the data")
            .required()
            .group("input")
            .upgrade([](jobs::Json params) { return jobs::nestedPointSource(std::move(params), "input"); })
            .objects("variograms", [](auto& j) -> auto& { return j.variograms; }, namedVariogramSchema(),
                     "the variograms: tail, head, type, cutoff (empty: the semivariogram of the first value column)")
            .group("variograms");
        addExperimental(v, [](auto& j) -> auto& { return j.options; });
        v.object("downhole", [](auto& j) -> auto& { return j; }, downhole,
                 "down-hole variogram: pairs within holes only, one variogram, no directions")
            .group("down-hole")
            .add("output", [](auto& j) -> auto& { return j.output; },
                 "output CSV: one row per direction, variogram and lag")
            .required()
            .group("output");
        return v;
    }();
    return s;
}

void to_json(Json& j, const VariogramJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, VariogramJob& job) { jobs::readParams(j, job); }

Json execute(const VariogramJob& job, const jobs::JobContext& context) {
    const std::string stage = VariogramJob::type;
    if (!job.holeColumn.empty()) return executeDownhole(job, context);
    const PointSet points =
        context.timed(Phase::Read, [&] { return readPointFile(job.data.file, job.data.columns, stage, context); });
    if (points.values.empty()) throw ValidationError(stage, "data.columns", job.data.file + " has no value column");
    ExperimentalVariogramOptions o = job.options;
    o.variograms.clear();
    if (job.variograms.empty()) o.variograms.push_back({});
    for (const auto& v : job.variograms) o.variograms.push_back(resolve(v, points));
    const ExperimentalVariogram r =
        context.timed(Phase::Compute, [&] { return runExperimental(inputFromPoints(points), o, context, stage); });
    // Values outside the trimming limits (1e308, a missing-value code) leave quietly in gamv: say so.
    std::size_t withValue = 0;
    if (points.values.size() == 1)  // with several, a datum may lack only the variables used
        for (double v : points.values.front()) withValue += !std::isnan(v);
    if (r.dataUsed < withValue)
        context.info("warning: " + stage + ": " + std::to_string(withValue - r.dataUsed) +
                     " data with a value left out: outside the trimming limits [" + shortNumber(o.trimMin) + ", " +
                     shortNumber(o.trimMax) + ")");
    context.timed(Phase::Write, [&] { writeCurvesCsv(job.output, r, false); });
    return {{"output", job.output}, {"data_used", r.dataUsed}, {"curves", r.curves.size()},
            {"timings", timingsToJson(r.timings)}};
}

// --- varmap -----------------------------------------------------------------------------------

void VarmapJob::validate() const {
    if (data.file.empty()) throw ValidationError(type, "data.file", "is required (a point file)");
    io::checkOutputPath(output, type, "output");
    io::checkOutputsApart(type, {{"output", output}}, {{"data.file", data.file}});
    VariogramMapOptions o = options;
    o.variogram = {};
    o.validate(type, 1);
    if (!(level > 0)) throw ValidationError(type, "level", "must be > 0 (a fraction of the sill)");
}

const jobs::Schema<VarmapJob>& VarmapJob::schema() {
    static const auto s = [] {
        auto m = jobs::Schema<VarmapJob>(type, summary);
        m.object("data", [](auto& j) -> auto& { return j.data; }, variogramData(), "the data")
            .required()
            .group("input")
            .upgrade([](jobs::Json params) { return jobs::nestedPointSource(std::move(params), "input"); })
            .object("variogram", [](auto& j) -> auto& { return j.variogram; }, namedVariogramSchema(),
                    "the variogram mapped: tail, head, type, cutoff")
            .group("variogram");
        m.list("cells", "cells [nx, ny] on each side of the centre along the map's x and y axes",
               [](auto& j) -> auto& { return j.options.cellsX; }, [](auto& j) -> auto& { return j.options.cellsY; })
            .min(1).max(2000).group("map")
            .list("cell_size", "cell size [dx, dy] along the map's x and y axes",
                  [](auto& j) -> auto& { return j.options.cellSizeX; }, [](auto& j) -> auto& { return j.options.cellSizeY; })
            .unit(jobs::kDataUnits).group("map")
            .list("plane", "GSLIB angles [ang1, ang2, ang3] of the map's plane: its y axis is the major axis (0, 0, 0: horizontal, x east)",
                  [](auto& j) -> auto& { return j.options.plane.ang1; }, [](auto& j) -> auto& { return j.options.plane.ang2; },
                  [](auto& j) -> auto& { return j.options.plane.ang3; })
            .unit("degree").group("map");
        m.add("plane_tolerance", [](auto& j) -> auto& { return j.options.planeTolerance; },
              "largest distance of a lag from the plane (< 0: half the smaller cell)")
            .unit(jobs::kDataUnits)
            .group("map")
            .advanced()
            .add("min_pairs", [](auto& j) -> auto& { return j.options.minPairs; },
                 "cells with fewer pairs are left empty")
            .group("map")
            .advanced();
        addTrimAndSills(m, [](auto& j) -> auto& { return j.options; });
        m.add(
             "level", [](auto& j) -> auto& { return j.level; },
             "the direction of continuity is read where the map reaches this fraction of the sill")
            .above(0)
            .max(1)  // at the sill and above, the region fills the map: its shape, not the data's, would answer
            .group("anisotropy")
            .add(
                "output", [](auto& j) -> auto& { return j.output; }, "output CSV: one row per cell")
            .required()
            .group("output");
        return m;
    }();
    return s;
}

void to_json(Json& j, const VarmapJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, VarmapJob& job) { jobs::readParams(j, job); }

Json execute(const VarmapJob& job, const jobs::JobContext& context) {
    const std::string stage = VarmapJob::type;
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    const PointSet points = readPointFile(job.data.file, job.data.columns, stage, context);
    if (points.values.empty()) throw ValidationError(stage, "data.columns", job.data.file + " has no value column");
    VariogramMapOptions o = job.options;
    o.variogram = resolve(job.variogram, points);
    ComputeContext cc;
    cc.progress = context.progress;
    cc.cancel = context.cancel;
    phases.enter(Phase::Compute);
    const VariogramMap map = computeVariogramMap(inputFromPoints(points), o, cc);
    // As for variogram: values outside the trimming limits (1e308, a missing-value code) are left
    // out; say how many.
    const auto outside = [&o](double v) { return !std::isnan(v) && (v < o.trimMin || v >= o.trimMax); };
    const auto& tail = points.values.at(o.variogram.tail);
    const auto& head = points.values.at(o.variogram.head);
    std::size_t trimmed = 0;
    for (std::size_t i = 0; i < tail.size(); ++i) trimmed += outside(tail[i]) || outside(head[i]);
    if (trimmed > 0)
        context.info("warning: " + stage + ": " + std::to_string(trimmed) +
                     " data with a value left out: outside the trimming limits [" + shortNumber(o.trimMin) + ", " +
                     shortNumber(o.trimMax) + ")");
    phases.enter(Phase::Write);
    std::string out = "ix,iy,map_x,map_y,lag_x,lag_y,lag_z,distance,value,pairs,tail_mean,head_mean\n";
    for (int iy = -o.cellsY; iy <= o.cellsY; ++iy)
        for (int ix = -o.cellsX; ix <= o.cellsX; ++ix) {
            const LagRow& c = map.cell(ix, iy);
            const auto lag = map.lagVector(ix, iy);
            appendRow(out, double(ix), double(iy), ix * o.cellSizeX, iy * o.cellSizeY, lag[0], lag[1], lag[2], c.distance,
                      c.value, double(c.pairs), c.tailMean, c.headMean);
        }
    io::writeFileAtomically(job.output, out);
    phases.enter(Phase::Compute);
    const MapAnisotropy a = estimateMapAnisotropy(map, job.level);
    return {{"output", job.output},
            {"sill", map.sill},
            {"anisotropy", {{"azimuth", a.azimuth}, {"dip", a.dip}, {"ratio", a.ratio}, {"cells", a.cells}, {"level", job.level}}}};
}

// --- fit --------------------------------------------------------------------------------------

std::vector<FitPoint> readFitPoints(const std::string& path, int variogram) {
    const io::Table t = io::readTable(path);
    auto has = [&](const char* name) { return t.find(io::ColumnSelector::anyOf({name})).has_value(); };
    auto numbers = [&](const char* name) -> const std::vector<double>& { return t.column(name).numbers; };
    std::vector<FitPoint> points;
    if (has("distance") && has("value") && has("pairs")) {
        const auto& d = numbers("distance");
        const auto& v = numbers("value");
        const auto& n = numbers("pairs");
        for (std::size_t r = 0; r < t.rowCount(); ++r) {
            if (has("variogram") && int(numbers("variogram")[r]) != variogram) continue;
            const double az = has("azimuth") ? numbers("azimuth")[r] : 0.0;
            const double dip = has("dip") ? numbers("dip")[r] : 0.0;
            points.push_back({d[r], v[r], n[r], directionVector(az, dip)});
        }
    } else if (has("dist") && has("gamma") && has("np")) {
        const auto& d = numbers("dist");
        const auto& v = numbers("gamma");
        const auto& n = numbers("np");
        const bool directional = has("dir.hor");
        for (std::size_t r = 0; r < t.rowCount(); ++r)
            points.push_back({d[r], v[r], n[r], directionVector(directional ? numbers("dir.hor")[r] : 0.0,
                                                                has("dir.ver") ? numbers("dir.ver")[r] : 0.0)});
    } else {
        throw ValidationError("fit", "input",
                              path + " needs columns distance, value, pairs (strata-cli variogram) or dist, gamma, np "
                              "(gstat); it has " + join(t.columnNames(), ", "));
    }
    // A variogram file is written by a program: a cell that is not a number is a damaged file, and
    // leaving its lag out would change the fit without a word.
    if (!t.problems.empty())
        throw ParseError(path, t.problems.front().line, t.problems.front().column, t.problems.front().message);
    if (t.rowCount() == 0) throw ParseError(path, 0, 0, "no rows: a variogram file holds one row per lag");
    return points;
}

namespace {

std::string cellText(const io::TableColumn& c, std::size_t row) {
    return c.numeric ? shortNumber(c.numbers[row]) : c.texts[row];
}

std::vector<std::vector<FitPoint>> readLmcFitPointsFromTable(const std::string& path,
                                                             const std::vector<std::string>& variables);

std::size_t lmcVariable(const std::vector<std::string>& variables, const std::string& name) {
    for (std::size_t i = 0; i < variables.size(); ++i)
        if (variables[i] == name) return i;
    return variables.size();
}

}  // namespace

// gamv's output: per variogram and direction a title "Semivariogram tail:A head:B direction k"
// ("Cross Semivariogram" for a cross one), then rows "lag distance value pairs tail-mean
// head-mean". Direction k takes the angles of directions[k - 1].
std::vector<std::vector<FitPoint>> readGamvLmcPoints(const std::string& path, const std::string& text,
                                                     const std::vector<std::string>& variables,
                                                     const std::vector<VariogramDirection>& directions) {
    const std::size_t n = variables.size();
    std::vector<std::vector<FitPoint>> points(Coregionalisation::pairCount(n));
    std::size_t pair = points.size();  // the current block's pair; points.size(): a block not used
    std::array<double, 3> direction{0, 1, 0};
    std::size_t line = 0;
    for (const std::string& raw : split(text, '\n')) {
        ++line;
        const std::string row(trim(raw));
        if (row.empty()) continue;
        const auto tail = row.find("tail:"), head = row.find("head:"), dir = row.find("direction");
        if (tail != std::string::npos && head != std::string::npos && dir != std::string::npos && tail < head &&
            head < dir) {
            const std::string a(trim(row.substr(tail + 5, head - tail - 5)));
            const std::string b(trim(row.substr(head + 5, dir - head - 5)));
            double k = 0;
            if (!parseDouble(trim(row.substr(dir + 9)), k) || k < 1 || k != std::floor(k))
                throw ParseError(path, line, dir + 10, "expected the direction's number after 'direction'");
            const bool direct = row.rfind("Semivariogram", 0) == 0 && a == b;
            const bool cross = row.rfind("Cross Semivariogram", 0) == 0 && a != b;
            const std::size_t i = lmcVariable(variables, a), j = lmcVariable(variables, b);
            pair = (direct || cross) && i < n && j < n ? Coregionalisation::pairIndex(i, j, n) : points.size();
            if (directions.empty()) {
                direction = {0, 1, 0};  // an isotropic model: the angles do not matter
            } else if (std::size_t(k) <= directions.size()) {
                const auto& d = directions[std::size_t(k) - 1];
                direction = directionVector(d.azimuth, d.dip);
            } else if (pair < points.size()) {
                throw ValidationError("fit", "directions",
                                      path + ":" + std::to_string(line) + ": direction " + shortNumber(k) +
                                          " of gamv's output has no angles: give every direction of the gamv "
                                          "parameter file (gamv's output does not hold them)");
            }
            continue;
        }
        std::vector<std::string> cells;
        std::istringstream words(row);
        for (std::string w; words >> w;) cells.push_back(w);
        std::vector<double> v(cells.size());
        for (std::size_t c = 0; c < cells.size(); ++c)
            if (!parseDouble(cells[c], v[c]))
                throw ParseError(path, line, 1, "expected a gamv title or a lag row (lag distance value pairs ...), "
                                                "found '" + row + "'");
        if (cells.size() < 4) throw ParseError(path, line, 1, "a gamv lag row has at least 4 numbers: lag distance "
                                                             "value pairs");
        if (pair < points.size() && v[3] > 0 && v[1] > 0) points[pair].push_back({v[1], v[2], v[3], direction});
    }
    return points;
}

std::vector<std::vector<FitPoint>> readLmcFitPoints(const std::string& path, const std::vector<std::string>& variables,
                                                    const std::vector<VariogramDirection>& directions) {
    const std::string text = io::readTextFile(path);
    const auto firstLine = text.substr(0, text.find('\n'));
    auto points = firstLine.find("tail:") != std::string::npos && firstLine.find("head:") != std::string::npos
                      ? readGamvLmcPoints(path, text, variables, directions)
                      : readLmcFitPointsFromTable(path, variables);
    const std::size_t n = variables.size();
    // The direct variograms first: a variable the file does not hold is named as such.
    for (std::size_t d = 0; d < n; ++d)
        for (std::size_t i = 0; i + d < n; ++i) {
            const std::size_t j = i + d;
            if (points[Coregionalisation::pairIndex(i, j, n)].empty())
                throw ValidationError("fit", "variables",
                                      path + " has no " +
                                          (i == j ? "semivariogram of " + variables[i]
                                                  : "cross variogram of " + variables[i] + " and " + variables[j]) +
                                          " with pairs (variables: " + join(variables, ",") + ")");
        }
    return points;
}

namespace {

std::vector<std::vector<FitPoint>> readLmcFitPointsFromTable(const std::string& path,
                                                             const std::vector<std::string>& variables) {
    const io::Table t = io::readTable(path);
    if (!t.problems.empty())
        throw ParseError(path, t.problems.front().line, t.problems.front().column, t.problems.front().message);
    if (t.rowCount() == 0) throw ParseError(path, 0, 0, "no rows: a variogram file holds one row per lag");
    auto has = [&](const char* name) { return t.find(io::ColumnSelector::anyOf({name})).has_value(); };
    auto numbers = [&](const char* name) -> const std::vector<double>& { return t.column(name).numbers; };
    const std::size_t n = variables.size();
    std::vector<std::vector<FitPoint>> points(Coregionalisation::pairCount(n));
    std::vector<int> source(points.size(), 0);  // the Strata variogram number each pair comes from
    // Row r belongs to the pair of variables (a, b), or to none (another variable, another type).
    auto add = [&](std::size_t r, const std::string& a, const std::string& b, double distance, double value,
                   double pairs, double azimuth, double dip, int variogram) {
        const std::size_t i = lmcVariable(variables, a), j = lmcVariable(variables, b);
        if (i == n || j == n) return;
        const std::size_t p = Coregionalisation::pairIndex(i, j, n);
        if (source[p] != 0 && source[p] != variogram)
            throw ParseError(path, t.rowLines[r], 0,
                             "holds two variograms of " + (i == j ? a : a + " and " + b) + " (variograms " +
                                 std::to_string(source[p]) + " and " + std::to_string(variogram) + ")");
        source[p] = variogram;
        if (pairs > 0 && distance > 0) points[p].push_back({distance, value, pairs, directionVector(azimuth, dip)});
    };
    if (has("distance") && has("value") && has("pairs") && has("tail") && has("head") && has("type")) {
        const auto& tail = t.column("tail");
        const auto& head = t.column("head");
        const auto& type = t.column("type");
        for (std::size_t r = 0; r < t.rowCount(); ++r) {
            const std::string a = cellText(tail, r), b = cellText(head, r), kind = toLower(cellText(type, r));
            if (!((a == b && kind == "semivariogram") || (a != b && kind == "cross"))) continue;
            add(r, a, b, numbers("distance")[r], numbers("value")[r], numbers("pairs")[r],
                has("azimuth") ? numbers("azimuth")[r] : 0.0, has("dip") ? numbers("dip")[r] : 0.0,
                has("variogram") ? int(numbers("variogram")[r]) : 1);
        }
    } else if (has("dist") && has("gamma") && has("np") && has("id")) {
        const auto& id = t.column("id");
        for (std::size_t r = 0; r < t.rowCount(); ++r) {
            const std::string name = cellText(id, r);
            const auto dot = name.find('.');
            // gstat names a cross variogram "A.B"; a variable whose name holds a dot is direct.
            const bool direct = lmcVariable(variables, name) < n || dot == std::string::npos;
            add(r, direct ? name : name.substr(0, dot), direct ? name : name.substr(dot + 1), numbers("dist")[r],
                numbers("gamma")[r], numbers("np")[r], has("dir.hor") ? numbers("dir.hor")[r] : 0.0,
                has("dir.ver") ? numbers("dir.ver")[r] : 0.0, 1);
        }
    } else {
        throw ValidationError("fit", "input",
                              path + " needs columns distance, value, pairs, tail, head, type (strata-cli variogram) "
                              "or np, dist, gamma, id (gstat) to fit an LMC; it has " + join(t.columnNames(), ", "));
    }
    return points;
}

}  // namespace

void FitJob::validate() const {
    const bool lmc = !variables.empty();
    if (!data.file.empty() && !lmc)
        throw ValidationError(type, "data.file", "computes the variograms of an LMC: it needs variables");
    if (!data.file.empty() && !input.empty())
        throw ValidationError(type, "input", "and data.file both give the variograms: give one");
    if (input.empty() && data.file.empty())
        throw ValidationError(type, "input", lmc ? "is required (a variogram CSV), or data.file (a point file)"
                                                 : "is required (a variogram CSV)");
    io::checkOutputPath(output, type, "output");
    if (!curve.empty()) io::checkOutputPath(curve, type, "curve");
    io::checkOutputsApart(type, {{"output", output}, {"curve", curve}}, {{"input", input}, {"data.file", data.file}});
    if (variogram < 1) throw ValidationError(type, "variogram", "counts from 1");
    model.validate(type);
    options.validate(type);
    if (!lmc) {
        if (fitRanges) throw ValidationError(type, "fit_ranges", "applies to an LMC fit: give variables");
        return;
    }
    if (variables.size() < 2 || variables.size() > 4)
        throw ValidationError(type, "variables",
                              "an LMC fit needs 2 to 4 variables (got " + std::to_string(variables.size()) + ": " +
                                  join(variables, ",") + ")");
    for (std::size_t i = 0; i < variables.size(); ++i) {
        if (trim(variables[i]).empty()) throw ValidationError(type, "variables", "a variable name is empty");
        for (std::size_t j = 0; j < i; ++j)
            if (variables[i] == variables[j])
                throw ValidationError(type, "variables", "names '" + variables[i] + "' twice");
    }
    if (!options.locked.empty() || !options.bounds.empty())
        throw ValidationError(type, options.locked.empty() ? "bounds" : "locked",
                              "applies to one variogram: an LMC fit keeps the ranges (or fits them with fit_ranges) "
                              "and fits every sill");
    LmcFitOptions o;
    o.weights = options.weights;
    o.method = lmcMethod;
    o.fitRanges = fitRanges;
    o.maxIterations = options.maxIterations;
    o.validate(type);
    if (!data.file.empty()) experimental.validate(type, 0);
}

const jobs::Schema<FitJob>& FitJob::schema() {
    // A bound: an infinite one (no bound) is left out, JSON having no infinity; null reads as none.
    static const auto bound = [] {
        auto b = jobs::Schema<ParameterBound>("bound", "bounds of one fitted parameter");
        b.add("name", [](auto& x) -> auto& { return x.name; },
              "the parameter: nugget, sill<k>, range<k>, ratio1_<k>, ratio2_<k> or nu<k> (k from 1)")
            .required();
        auto side = [&b](std::string key, double none, auto access, std::string help) {
            b.custom(
                std::move(key), "number",
                [access](const ParameterBound& x) { return std::isfinite(access(x)) ? Json(access(x)) : Json(); },
                [access, none](ParameterBound& x, const Json& v) {
                    if (!v.is_null() && !v.is_number())
                        throw std::invalid_argument("must be a number (got " + jobs::shownValue(v) + ")");
                    access(x) = v.is_null() ? none : v.get<double>();
                },
                std::move(help));
        };
        side("lower", -HUGE_VAL, [](auto& x) -> auto& { return x.lower; }, "lowest value (absent: none)");
        side("upper", HUGE_VAL, [](auto& x) -> auto& { return x.upper; }, "highest value (absent: none)");
        return b;
    }();
    static const auto s = [] {
        std::vector<std::pair<std::string, FitWeights>> weights;
        for (FitWeights w : {FitWeights::PairsOverDistanceSquared, FitWeights::Pairs, FitWeights::PairsOverModelSquared,
                             FitWeights::Equal})
            weights.emplace_back(fitWeightsName(w), w);
        for (const char* alias : {"gstat", "7"}) weights.emplace_back(alias, FitWeights::PairsOverDistanceSquared);
        weights.emplace_back("1", FitWeights::Pairs);
        for (const char* alias : {"cressie", "2"}) weights.emplace_back(alias, FitWeights::PairsOverModelSquared);
        for (const char* alias : {"ols", "6"}) weights.emplace_back(alias, FitWeights::Equal);
        std::vector<std::pair<std::string, LmcMethod>> methods = {
            {lmcMethodName(LmcMethod::GoulardVoltz), LmcMethod::GoulardVoltz},
            {lmcMethodName(LmcMethod::ProjectOnce), LmcMethod::ProjectOnce},
            {"gstat", LmcMethod::ProjectOnce}};
        auto f = jobs::Schema<FitJob>(type, summary);
        f.add("input", [](auto& j) -> auto& { return j.input; },
              "variogram CSV: strata-cli variogram's (every direction fitted at once) or gstat's np,dist,gamma (LMC: "
              "with tail, head, type, gstat's id, or gamv's output, its directions' angles from directions)")
            .group("input")
            .add("variogram", [](auto& j) -> auto& { return j.variogram; },
                 "which variogram of a Strata CSV (its column 'variogram'), from 1")
            .min(1)
            .group("input")
            .custom(
                "model", "variogram model", [](const FitJob& j) { return Json(j.model.toString()); },
                [](FitJob& j, const Json& v) {
                    if (!v.is_string() && !v.is_object())
                        throw std::invalid_argument("must be a model such as \"1 nug + 10 sph(20, 10; 30)\" or "
                                                    "{\"nugget\", \"structures\"} (got " + jobs::shownValue(v) + ")");
                    try {
                        j.model = v.get<VariogramModel>();
                    } catch (const ValidationError& e) {
                        throw std::invalid_argument(e.what());
                    }
                },
                "structures and starting values, e.g. \"1 nug + 10 sph(20, 10; 30)\" (ranges major, minor, vertical; "
                "angles ang1, ang2, ang3: not fitted)")
            .required()
            .group("model")
            .choice("weights", [](auto& j) -> auto& { return j.options.weights; }, weights,
                    "weights of the lags: npairs-over-h2 (gstat's default), npairs, npairs-over-gamma2 (Cressie; not "
                    "for an LMC) or equal")
            .group("fit")
            .add("locked", [](auto& j) -> auto& { return j.options.locked; },
                 "parameters kept at their starting value: nugget, sill<k>, range<k>, ratio1_<k>, ratio2_<k>, nu<k>")
            .group("fit")
            .objects("bounds", [](auto& j) -> auto& { return j.options.bounds; }, bound,
                     "bounds of parameters (defaults: sills >= 0, ranges > 0)")
            .group("fit")
            .advanced()
            .add("automatic_start", [](auto& j) -> auto& { return j.options.automaticStart; },
                 "also search from starting values built from the data")
            .group("fit")
            .advanced()
            .add("max_iterations", [](auto& j) -> auto& { return j.options.maxIterations; },
                 "Levenberg-Marquardt iterations")
            .min(1)
            .group("fit")
            .advanced()
            .add("variables", [](auto& j) -> auto& { return j.variables; },
                 "LMC: 2 to 4 variables whose direct and cross variograms are fitted together (empty: one "
                 "variogram)")
            .group("lmc")
            .object("data", [](auto& j) -> auto& { return j.data; }, lmcData(),
                    "LMC: the point file whose direct and cross variograms are computed (instead of input)")
            .group("lmc")
            .choice("lmc_method", [](auto& j) -> auto& { return j.lmcMethod; }, methods,
                    "LMC: goulard-voltz (every sill matrix positive semi-definite, least squares) or project-once "
                    "(gstat's fit.lmc: each variogram fitted, then each matrix projected)")
            .group("lmc")
            .add("fit_ranges", [](auto& j) -> auto& { return j.fitRanges; },
                 "LMC: also fit the ranges shared by every variogram (default: kept, as gstat's fit.lmc)")
            .group("lmc");
        addExperimental(f, [](auto& j) -> auto& { return j.experimental; });
        f.add("output", [](auto& j) -> auto& { return j.output; },
                 "fitted model CSV: one row per structure, nugget first (LMC: lines A=MODEL and A:B=MODEL)")
            .required()
            .group("output")
            .add("curve", [](auto& j) -> auto& { return j.curve; },
                 "CSV of the experimental points with the model's values (empty: none)")
            .group("output");
        return f;
    }();
    return s;
}

void to_json(Json& j, const FitJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, FitJob& job) { jobs::readParams(j, job); }

namespace {

// The direct and cross semivariograms of the job's variables, computed from its data, packed.
std::vector<std::vector<FitPoint>> lmcPointsFromData(const FitJob& job, const jobs::JobContext& context) {
    const std::string stage = FitJob::type;
    const PointSet points = readPointFile(job.data.file, job.data.columns, stage, context);
    std::vector<std::size_t> columns;
    for (const auto& name : job.variables) {
        std::size_t k = points.names.size();
        for (std::size_t c = 0; c < points.names.size(); ++c)
            if (iequals(points.names[c], name)) k = c;
        if (k == points.names.size())
            throw ValidationError(stage, "variables",
                                  "names '" + name + "', not a value column of " + job.data.file + " (columns: " +
                                      join(points.names, ", ") + ")");
        columns.push_back(k);
    }
    const ExperimentalVariogram r =
        runExperimental(inputFromPoints(points), lmcVariograms(columns, job.experimental), context, stage);
    return lmcFitPoints(r, job.variables, stage);
}

Json executeLmc(const FitJob& job, const jobs::JobContext& context) {
    // An isotropic model's variogram does not depend on the direction: a gamv output needs no angles.
    bool isotropic = true;
    for (const auto& st : job.model.structures)
        isotropic = isotropic && st.anisotropy.ratio1 == 1 && st.anisotropy.ratio2 == 1;
    PhaseSequence phases(context.timings);
    phases.enter(job.data.file.empty() ? Phase::Read : Phase::Compute);  // or the variograms of the data
    const auto points =
        job.data.file.empty()
            ? readLmcFitPoints(job.input, job.variables,
                               isotropic ? std::vector<VariogramDirection>{} : job.experimental.directions)
            : lmcPointsFromData(job, context);
    LmcFitOptions o;
    o.weights = job.options.weights;
    o.method = job.lmcMethod;
    o.fitRanges = job.fitRanges;
    o.maxIterations = job.options.maxIterations;
    phases.enter(Phase::Compute);
    const LmcFitResult r = fitLinearModelOfCoregionalisation(job.variables, points, job.model, o);
    const Coregionalisation& c = r.model;
    const std::size_t n = c.size();
    auto pairName = [&](std::size_t i, std::size_t j) {
        return i == j ? c.variables[i] : c.variables[i] + ":" + c.variables[j];
    };
    phases.enter(Phase::Write);
    std::string out;
    Json entries = Json::array();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) {
            const std::string entry = pairName(i, j) + "=" + c.model(i, j).toString();
            out += entry + "\n";
            entries.push_back(entry);
        }
    io::writeFileAtomically(job.output, out);
    if (!job.curve.empty()) {
        std::string curve = "variogram,distance,direction_x,direction_y,direction_z,pairs,value,model\n";
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i; j < n; ++j)
                for (const auto& p : points[Coregionalisation::pairIndex(i, j, n)])
                    appendRow(curve, pairName(i, j), p.distance, p.direction[0], p.direction[1], p.direction[2], p.pairs,
                              p.value, c.model(i, j).variogramAlong(p.distance, p.direction[0], p.direction[1],
                                                                     p.direction[2]));
        io::writeFileAtomically(job.curve, curve);
    }
    for (const auto& w : r.warnings) context.info("fit: warning: " + w);
    return {{"output", job.output},
            {"coregionalisation", c},
            {"models", entries},
            {"objective", r.objective},
            {"iterations", r.iterations},
            {"converged", r.converged},
            {"weights", fitWeightsName(job.options.weights)},
            {"lmc_method", lmcMethodName(job.lmcMethod)},
            {"fit_ranges", job.fitRanges},
            {"warnings", r.warnings}};
}

}  // namespace

Json execute(const FitJob& job, const jobs::JobContext& context) {
    if (!job.variables.empty()) return executeLmc(job, context);
    const std::vector<FitPoint> points = context.timed(Phase::Read, [&] { return readFitPoints(job.input, job.variogram); });
    const FitResult r = context.timed(Phase::Compute, [&] { return fitVariogramModel(points, job.model, job.options); });
    const auto writing = context.phase(Phase::Write);
    std::string out = "component,type,sill,range,range_minor,range_vertical,ang1,ang2,ang3,nu\n";
    appendRow(out, std::string("0"), std::string("nug"), r.model.nugget, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    for (std::size_t k = 0; k < r.model.structures.size(); ++k) {
        const Structure& s = r.model.structures[k];
        const auto& a = s.anisotropy;
        appendRow(out, std::to_string(k + 1), typeName(s.type), s.sill, s.range, s.range * a.ratio1, s.range * a.ratio2,
                  a.ang1, a.ang2, a.ang3, s.type == StructureType::Matern ? s.shape : 0.0);
    }
    io::writeFileAtomically(job.output, out);
    if (!job.curve.empty()) {
        std::string c = "distance,direction_x,direction_y,direction_z,pairs,value,model\n";
        for (const auto& p : points)
            appendRow(c, p.distance, p.direction[0], p.direction[1], p.direction[2], p.pairs, p.value,
                      r.model.variogram(p.distance * p.direction[0], p.distance * p.direction[1],
                                        p.distance * p.direction[2]));
        io::writeFileAtomically(job.curve, c);
    }
    for (const auto& w : r.warnings) context.info("fit: warning: " + w);
    return {{"output", job.output},
            {"model", r.model.toString()},
            {"model_json", r.model},
            {"objective", r.objective},
            {"iterations", r.iterations},
            {"converged", r.converged},
            {"weights", fitWeightsName(job.options.weights)},
            {"free_parameters", r.freeParameters},
            {"warnings", r.warnings}};
}

STRATA_REGISTER_JOB(GamvJob);
STRATA_REGISTER_JOB(VariogramJob);
STRATA_REGISTER_JOB(VarmapJob);
STRATA_REGISTER_JOB(FitJob);

}  // namespace strata::variogram
