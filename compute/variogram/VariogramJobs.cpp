#include "strata/variogram/VariogramJobs.h"

#include <charconv>
#include <cmath>
#include <type_traits>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/DelimitedReader.h"
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

// --- JSON of the shared pieces ---------------------------------------------------------------

Json typeToJson(VariogramType t) { return variogramTypeName(t); }
VariogramType typeFromJson(const Json& j) {
    return parseVariogramType(j.is_number() ? std::to_string(j.get<int>()) : j.get<std::string>());
}

Json lagsToJson(const LagClasses& l) { return {{"count", l.count}, {"separation", l.separation}, {"tolerance", l.tolerance}}; }
LagClasses lagsFromJson(const Json& j) {
    LagClasses l;
    l.count = j.at("count").get<int>();
    l.separation = j.at("separation").get<double>();
    l.tolerance = j.value("tolerance", 0.5 * l.separation);
    return l;
}

Json directionsToJson(const std::vector<VariogramDirection>& ds) {
    Json a = Json::array();
    for (const auto& d : ds)
        a.push_back({{"azimuth", d.azimuth},
                     {"azimuth_tolerance", d.azimuthTolerance},
                     {"bandwidth_h", d.horizontalBandwidth},
                     {"dip", d.dip},
                     {"dip_tolerance", d.dipTolerance},
                     {"bandwidth_v", d.verticalBandwidth}});
    return a;
}
std::vector<VariogramDirection> directionsFromJson(const Json& a) {
    std::vector<VariogramDirection> ds;
    for (const auto& j : a) {
        VariogramDirection d;
        d.azimuth = j.value("azimuth", 0.0);
        d.azimuthTolerance = j.value("azimuth_tolerance", 90.0);
        d.horizontalBandwidth = j.value("bandwidth_h", 1.0e21);
        d.dip = j.value("dip", 0.0);
        d.dipTolerance = j.value("dip_tolerance", 90.0);
        d.verticalBandwidth = j.value("bandwidth_v", 1.0e21);
        ds.push_back(d);
    }
    return ds;
}

void commonToJson(Json& j, const ExperimentalVariogramOptions& o) {
    j["lags"] = lagsToJson(o.lags);
    j["directions"] = directionsToJson(o.directions);
    j["trim"] = {o.trimMin, o.trimMax};
    j["standardize"] = o.standardizeSills;
}
void commonFromJson(const Json& j, ExperimentalVariogramOptions& o) {
    if (j.contains("lags")) o.lags = lagsFromJson(j.at("lags"));
    if (j.contains("directions")) o.directions = directionsFromJson(j.at("directions"));
    if (j.contains("trim")) {
        const auto t = j.at("trim").get<std::vector<double>>();
        if (t.size() != 2) throw ValidationError("variogram", "trim", "needs two numbers [tmin, tmax]");
        o.trimMin = t[0];
        o.trimMax = t[1];
    }
    o.standardizeSills = j.value("standardize", false);
}

Json namedToJson(const NamedVariogram& v) {
    Json j{{"tail", v.tail}, {"type", typeToJson(v.type)}};
    if (!v.head.empty()) j["head"] = v.head;
    if (v.type == VariogramType::ContinuousIndicator || v.type == VariogramType::CategoricalIndicator) j["cutoff"] = v.cutoff;
    return j;
}
NamedVariogram namedFromJson(const Json& j) {
    NamedVariogram v;
    v.tail = j.value("tail", std::string());
    v.head = j.value("head", std::string());
    if (j.contains("type")) v.type = typeFromJson(j.at("type"));
    v.cutoff = j.value("cutoff", 0.0);
    return v;
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
    const io::Table table = io::readTable(job.input);
    const io::PointColumns mapping = job.columns.empty() ? io::PointColumns() : io::PointColumns::parse(job.columns);
    auto column = [&](const io::ColumnSelector& s, const std::string& what) -> const io::TableColumn& {
        const auto k = table.find(s);
        if (!k) throw ValidationError(stage, what, "no column " + s.describe() + " in " + job.input);
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
    const DownholeVariogram d = computeDownholeVariogram(in, o, context.cancel, context.progress);

    ExperimentalVariogram as;
    as.options = job.options;
    as.options.directions = {VariogramDirection::omni()};
    as.options.variograms = {{0, 0, v.type, v.cutoff}};
    as.variableNames = {in.name};
    as.tailVariable = as.headVariable = {0};
    as.curves = {VariogramCurve{0, 0, d.rows}};
    writeCurvesCsv(job.output, as, true);
    return {{"output", job.output}, {"mode", "downhole"}, {"holes", d.holes}, {"samples", d.samples}, {"sill", d.sill}};
}

}  // namespace

// --- gamv -------------------------------------------------------------------------------------

void GamvJob::validate() const {
    if (parameters.dataFile.empty()) throw ValidationError(type, "data file", "is required");
    io::checkOutputPath(parameters.outputFile, type, "output file");
    if (parameters.variableColumns.empty()) throw ValidationError(type, "variables", "at least one column is needed");
    parameters.options.validate(type, parameters.variableColumns.size());
}

void to_json(Json& j, const GamvJob& job) {
    const auto& p = job.parameters;
    j = Json{{"data_file", p.dataFile},
             {"columns", {{"x", p.columnX}, {"y", p.columnY}, {"z", p.columnZ}}},
             {"variables", p.variableColumns},
             {"output", p.outputFile}};
    commonToJson(j, p.options);
    Json vs = Json::array();
    for (const auto& v : p.options.variograms) {
        Json e{{"tail", v.tail + 1}, {"head", v.head + 1}, {"type", int(v.type)}};
        if (v.type == VariogramType::ContinuousIndicator || v.type == VariogramType::CategoricalIndicator)
            e["cutoff"] = v.cutoff;
        vs.push_back(e);
    }
    j["variograms"] = vs;
}

void from_json(const Json& j, GamvJob& job) {
    job = GamvJob{};
    auto& p = job.parameters;
    p.dataFile = j.at("data_file").get<std::string>();
    const Json& c = j.at("columns");
    p.columnX = c.value("x", 0);
    p.columnY = c.value("y", 0);
    p.columnZ = c.value("z", 0);
    p.variableColumns = j.at("variables").get<std::vector<int>>();
    p.outputFile = j.at("output").get<std::string>();
    p.options.centroidOrigin = false;
    commonFromJson(j, p.options);
    p.options.variograms.clear();
    for (const auto& e : j.at("variograms")) {
        VariogramRequest r;
        const int tail = e.at("tail").get<int>(), head = e.at("head").get<int>();
        if (tail < 1 || head < 1) throw ValidationError(GamvJob::type, "variograms", "tail and head count from 1");
        r.tail = std::size_t(tail - 1);
        r.head = std::size_t(head - 1);
        r.type = typeFromJson(e.at("type"));
        r.cutoff = e.value("cutoff", 0.0);
        p.options.variograms.push_back(r);
    }
}

Json execute(const GamvJob& job, const jobs::JobContext& context) {
    const VariogramInput in = readGamvData(job.parameters);
    const ExperimentalVariogram r = runExperimental(in, job.parameters.options, context, GamvJob::type);
    writeGamvOutput(job.parameters.outputFile, r);
    return {{"output", job.parameters.outputFile}, {"data_used", r.dataUsed}, {"timings", timingsToJson(r.timings)}};
}

// --- variogram --------------------------------------------------------------------------------

void VariogramJob::validate() const {
    if (input.empty()) throw ValidationError(type, "input", "is required (a point file)");
    io::checkOutputPath(output, type, "output");
    options.validate(type, 0);
    if (!holeColumn.empty() && variograms.size() > 1)
        throw ValidationError(type, "variograms", "down-hole mode computes one variogram");
    for (const auto& v : variograms)
        if (!holeColumn.empty() && v.type == VariogramType::CrossSemivariogram)
            throw ValidationError(type, "type", "down-hole mode has a single variable");
}

void to_json(Json& j, const VariogramJob& job) {
    j = Json{{"input", job.input}, {"output", job.output}};
    if (!job.columns.empty()) j["columns"] = job.columns;
    commonToJson(j, job.options);
    Json vs = Json::array();
    for (const auto& v : job.variograms) vs.push_back(namedToJson(v));
    j["variograms"] = vs;
    if (!job.holeColumn.empty()) {
        j["downhole"] = {{"hole_column", job.holeColumn}};
        if (!job.depthColumn.empty()) j["downhole"]["depth_column"] = job.depthColumn;
    }
}

void from_json(const Json& j, VariogramJob& job) {
    job = VariogramJob{};
    job.input = j.at("input").get<std::string>();
    job.output = j.at("output").get<std::string>();
    job.columns = j.value("columns", std::string());
    commonFromJson(j, job.options);
    for (const auto& v : j.value("variograms", Json::array())) job.variograms.push_back(namedFromJson(v));
    if (j.contains("downhole")) {
        job.holeColumn = j.at("downhole").at("hole_column").get<std::string>();
        job.depthColumn = j.at("downhole").value("depth_column", std::string());
    }
}

Json execute(const VariogramJob& job, const jobs::JobContext& context) {
    const std::string stage = VariogramJob::type;
    if (!job.holeColumn.empty()) return executeDownhole(job, context);
    const PointSet points = readPointFile(job.input, job.columns, stage, context);
    if (points.values.empty()) throw ValidationError(stage, "columns", job.input + " has no value column");
    ExperimentalVariogramOptions o = job.options;
    o.variograms.clear();
    if (job.variograms.empty()) o.variograms.push_back({});
    for (const auto& v : job.variograms) o.variograms.push_back(resolve(v, points));
    const ExperimentalVariogram r = runExperimental(inputFromPoints(points), o, context, stage);
    writeCurvesCsv(job.output, r, false);
    return {{"output", job.output}, {"data_used", r.dataUsed}, {"curves", r.curves.size()},
            {"timings", timingsToJson(r.timings)}};
}

// --- varmap -----------------------------------------------------------------------------------

void VarmapJob::validate() const {
    if (input.empty()) throw ValidationError(type, "input", "is required (a point file)");
    io::checkOutputPath(output, type, "output");
    VariogramMapOptions o = options;
    o.variogram = {};
    o.validate(type, 1);
    if (!(level > 0)) throw ValidationError(type, "level", "must be > 0 (a fraction of the sill)");
}

void to_json(Json& j, const VarmapJob& job) {
    const auto& o = job.options;
    j = Json{{"input", job.input},
             {"output", job.output},
             {"variogram", namedToJson(job.variogram)},
             {"cells", {o.cellsX, o.cellsY}},
             {"cell_size", {o.cellSizeX, o.cellSizeY}},
             {"plane", {o.plane.ang1, o.plane.ang2, o.plane.ang3}},
             {"plane_tolerance", o.planeTolerance},
             {"min_pairs", o.minPairs},
             {"trim", {o.trimMin, o.trimMax}},
             {"standardize", o.standardizeSills},
             {"level", job.level}};
    if (!job.columns.empty()) j["columns"] = job.columns;
}

void from_json(const Json& j, VarmapJob& job) {
    job = VarmapJob{};
    job.input = j.at("input").get<std::string>();
    job.output = j.at("output").get<std::string>();
    job.columns = j.value("columns", std::string());
    if (j.contains("variogram")) job.variogram = namedFromJson(j.at("variogram"));
    auto& o = job.options;
    if (j.contains("cells")) {
        const auto c = j.at("cells").get<std::vector<int>>();
        if (c.size() != 2) throw ValidationError(VarmapJob::type, "cells", "needs two numbers [nx, ny]");
        o.cellsX = c[0];
        o.cellsY = c[1];
    }
    if (j.contains("cell_size")) {
        const auto c = j.at("cell_size").get<std::vector<double>>();
        if (c.size() != 2) throw ValidationError(VarmapJob::type, "cell_size", "needs two numbers [dx, dy]");
        o.cellSizeX = c[0];
        o.cellSizeY = c[1];
    }
    if (j.contains("plane")) {
        const auto a = j.at("plane").get<std::vector<double>>();
        if (a.size() != 3) throw ValidationError(VarmapJob::type, "plane", "needs three angles [ang1, ang2, ang3]");
        o.plane = Anisotropy{a[0], a[1], a[2], 1, 1};
    }
    o.planeTolerance = j.value("plane_tolerance", -1.0);
    o.minPairs = j.value("min_pairs", std::size_t(1));
    if (j.contains("trim")) {
        const auto t = j.at("trim").get<std::vector<double>>();
        if (t.size() != 2) throw ValidationError(VarmapJob::type, "trim", "needs two numbers [tmin, tmax]");
        o.trimMin = t[0];
        o.trimMax = t[1];
    }
    o.standardizeSills = j.value("standardize", false);
    job.level = j.value("level", 0.5);
}

Json execute(const VarmapJob& job, const jobs::JobContext& context) {
    const std::string stage = VarmapJob::type;
    const PointSet points = readPointFile(job.input, job.columns, stage, context);
    if (points.values.empty()) throw ValidationError(stage, "columns", job.input + " has no value column");
    VariogramMapOptions o = job.options;
    o.variogram = resolve(job.variogram, points);
    ComputeContext cc;
    cc.progress = context.progress;
    cc.cancel = context.cancel;
    const VariogramMap map = computeVariogramMap(inputFromPoints(points), o, cc);
    std::string out = "ix,iy,map_x,map_y,lag_x,lag_y,lag_z,distance,value,pairs,tail_mean,head_mean\n";
    for (int iy = -o.cellsY; iy <= o.cellsY; ++iy)
        for (int ix = -o.cellsX; ix <= o.cellsX; ++ix) {
            const LagRow& c = map.cell(ix, iy);
            const auto lag = map.lagVector(ix, iy);
            appendRow(out, double(ix), double(iy), ix * o.cellSizeX, iy * o.cellSizeY, lag[0], lag[1], lag[2], c.distance,
                      c.value, double(c.pairs), c.tailMean, c.headMean);
        }
    io::writeFileAtomically(job.output, out);
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
    return points;
}

void FitJob::validate() const {
    if (input.empty()) throw ValidationError(type, "input", "is required (a variogram CSV)");
    io::checkOutputPath(output, type, "output");
    if (!curve.empty()) io::checkOutputPath(curve, type, "curve");
    if (variogram < 1) throw ValidationError(type, "variogram", "counts from 1");
    model.validate(type);
    options.validate(type);
}

void to_json(Json& j, const FitJob& job) {
    j = Json{{"input", job.input},
             {"output", job.output},
             {"variogram", job.variogram},
             {"model", job.model.toString()},
             {"weights", fitWeightsName(job.options.weights)},
             {"locked", job.options.locked},
             {"automatic_start", job.options.automaticStart},
             {"max_iterations", job.options.maxIterations}};
    Json b = Json::array();
    for (const auto& x : job.options.bounds) b.push_back({{"name", x.name}, {"lower", x.lower}, {"upper", x.upper}});
    j["bounds"] = b;
    if (!job.curve.empty()) j["curve"] = job.curve;
}

void from_json(const Json& j, FitJob& job) {
    job = FitJob{};
    job.input = j.at("input").get<std::string>();
    job.output = j.at("output").get<std::string>();
    job.variogram = j.value("variogram", 1);
    job.model = j.at("model").get<VariogramModel>();
    job.options.weights = parseFitWeights(j.value("weights", std::string("npairs-over-h2")));
    job.options.locked = j.value("locked", std::vector<std::string>{});
    job.options.automaticStart = j.value("automatic_start", true);
    job.options.maxIterations = j.value("max_iterations", 200);
    for (const auto& b : j.value("bounds", Json::array()))
        job.options.bounds.push_back({b.at("name").get<std::string>(), b.value("lower", -HUGE_VAL), b.value("upper", HUGE_VAL)});
    job.curve = j.value("curve", std::string());
}

Json execute(const FitJob& job, const jobs::JobContext& context) {
    const std::vector<FitPoint> points = readFitPoints(job.input, job.variogram);
    const FitResult r = fitVariogramModel(points, job.model, job.options);
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
