#include "strata/idw/IdwJob.h"

#include <charconv>
#include <cmath>
#include <string>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/DelimitedReader.h"

namespace strata::idw {

namespace {

std::vector<std::string> columnItems(const std::string& columns, const std::string& stage) {
    auto items = split(columns, ',');
    for (auto& item : items) item = std::string(trim(item));
    if (items.size() != 3 && items.size() != 4)
        throw ValidationError(stage, "columns", "must be x,y,value (2-D) or x,y,z,value (3-D) (got '" + columns + "')");
    for (const auto& item : items)
        if (item.empty()) throw ValidationError(stage, "columns", "has an empty item (got '" + columns + "')");
    return items;
}

int dataDimension(const IdwIo& io, const std::string& stage) { return columnItems(io.columns, stage).size() == 4 ? 3 : 2; }

// The number of axes written in a grid text: "NX,NY[,NZ]:...".
int gridDimension(const std::string& grid) { return int(split(split(grid, ':').front(), ',').size()); }

void logReport(const io::PointReadReport& report, const std::string& stage, const jobs::JobContext& context) {
    if (report.problemCount > 0) {
        std::string first = report.problems.empty() ? "" : ": first at line " + std::to_string(report.problems[0].line) +
                                                               ", " + report.problems[0].message;
        context.info(stage + ": " + report.source + ": " + std::to_string(report.problemCount) +
                     " cells could not be read and were left out" + first);
    }
    if (report.droppedRows > 0)
        context.info(stage + ": " + report.source + ": " + std::to_string(report.droppedRows) +
                     " rows without coordinates left out");
}

struct Inputs {
    PointSet data;
    std::vector<double> values;
    Targets targets;
};

Inputs readInputs(const IdwIo& io, const std::string& stage, const jobs::JobContext& context) {
    const auto items = columnItems(io.columns, stage);
    const int dim = items.size() == 4 ? 3 : 2;
    Inputs in;
    io::PointReadReport report;
    in.data = io::readPoints(io.data, io::PointColumns::parse(io.columns), {}, &report);
    logReport(report, stage, context);
    in.values = in.data.values.at(0);
    context.info(stage + ": " + std::to_string(in.data.size()) + " data read from " + io.data);

    if (!io.grid.empty()) {
        in.targets.grid = GridSpec::parse(io.grid, "grid");
        return in;
    }
    io::PointColumns targetColumns;
    const std::string coordinates =
        io.targetColumns.empty() ? items[0] + "," + items[1] + (dim == 3 ? "," + items[2] : "") : io.targetColumns;
    const auto names = split(coordinates, ',');
    if (int(names.size()) != dim)
        throw ValidationError(stage, "target-columns", "must name " + std::string(dim == 3 ? "x,y,z" : "x,y") +
                                                           " (got '" + coordinates + "')");
    targetColumns.x = io::ColumnSelector::parse(trim(names[0]));
    targetColumns.y = io::ColumnSelector::parse(trim(names[1]));
    if (dim == 3) {
        targetColumns.z = io::ColumnSelector::parse(trim(names[2]));
        targetColumns.zRequired = true;
    } else {
        targetColumns.zWanted = false;
    }
    io::PointReadReport targetReport;
    PointSet t = io::readPoints(io.targets, targetColumns, {}, &targetReport);
    logReport(targetReport, stage, context);
    in.targets.x = std::move(t.x);
    in.targets.y = std::move(t.y);
    if (dim == 3) in.targets.z = std::move(t.z);
    context.info(stage + ": " + std::to_string(in.targets.size()) + " targets read from " + io.targets);
    return in;
}

// The shortest text that reads back to v; single-precision results are written to float precision
// (their last digits would be noise).
void appendNumber(std::string& out, double v, Precision precision = Precision::Double) {
    if (std::isnan(v)) {
        out += "NaN";
        return;
    }
    char buffer[32];
    const auto end = precision == Precision::Single ? std::to_chars(buffer, buffer + sizeof buffer, float(v)).ptr
                                                    : std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
    out.append(buffer, end);
}

void writeEstimates(const IdwIo& io, int dim, const Targets& targets, const Result& r) {
    std::string text = dim == 3 ? "x,y,z,estimate" : "x,y,estimate";
    if (!r.alpha.empty()) text += ",alpha";
    text += '\n';
    text.reserve(text.size() + targets.size() * (r.alpha.empty() ? 48 : 64));
    for (std::size_t i = 0; i < targets.size(); ++i) {
        appendNumber(text, targets.xAt(i));
        text += ',';
        appendNumber(text, targets.yAt(i));
        text += ',';
        if (dim == 3) {
            appendNumber(text, targets.zAt(i));
            text += ',';
        }
        appendNumber(text, r.estimate[i], io.precision);
        if (!r.alpha.empty()) {
            text += ',';
            appendNumber(text, r.alpha[i], io.precision);
        }
        text += '\n';
    }
    io::writeFileAtomically(io.out, text);
}

jobs::Json summarise(const IdwIo& io, const Targets& targets, const Result& r) {
    jobs::Json j{{"output", io.out},
                 {"targets", targets.size()},
                 {"unestimated", r.unestimated},
                 {"data_used", r.dataUsed},
                 {"data_dropped", r.dataDropped},
                 {"backend", toString(r.backend)},
                 {"precision", toString(io.precision)}};
    if (r.backend == Backend::Cuda)
        j["gpu_ms"] = {{"upload", r.timings.uploadMs},
                       {"knn", r.timings.knnMs},
                       {"weights", r.timings.weightsMs},
                       {"download", r.timings.downloadMs},
                       {"total", r.timings.totalMs}};
    else
        j["cpu_ms"] = r.timings.totalMs;
    if (!r.alpha.empty()) {
        double lo = INFINITY, hi = -INFINITY, sum = 0;
        for (double a : r.alpha) {
            lo = std::min(lo, a);
            hi = std::max(hi, a);
            sum += a;
        }
        j["alpha"] = {{"min", lo}, {"max", hi}, {"mean", sum / double(r.alpha.size())}};
    }
    return j;
}

template <class Params>
Result runJob(const IdwIo& io, const Params& params, const Inputs& in, const jobs::JobContext& context);

template <>
Result runJob(const IdwIo& io, const IdwParams& params, const Inputs& in, const jobs::JobContext& context) {
    return interpolateIdw(in.data, in.values, in.targets, params, {io.precision, io.weightsKernel, io.knnKernel}, context);
}

template <>
Result runJob(const IdwIo& io, const AidwParams& params, const Inputs& in, const jobs::JobContext& context) {
    return interpolateAidw(in.data, in.values, in.targets, params, {io.precision, io.weightsKernel, io.knnKernel}, context);
}

template <class Job>
jobs::Json executeJob(const Job& job, const jobs::JobContext& context) {
    const std::string stage = Job::type;
    const Inputs in = readInputs(job.io, stage, context);
    const Result r = runJob(job.io, job.params, in, context);
    writeEstimates(job.io, dataDimension(job.io, stage), in.targets, r);
    if (r.unestimated > 0)
        context.info(stage + ": " + std::to_string(r.unestimated) + " targets without data in the search neighbourhood (NaN)");
    return summarise(job.io, in.targets, r);
}

jobs::Json ioToJson(const IdwIo& io) {
    jobs::Json j{{"data", io.data}, {"columns", io.columns}, {"out", io.out}, {"precision", toString(io.precision)},
                 {"gpu_weights_kernel", toString(io.weightsKernel)}, {"gpu_knn_kernel", toString(io.knnKernel)}};
    if (!io.grid.empty()) j["grid"] = io.grid;
    if (!io.targets.empty()) j["targets"] = io.targets;
    if (!io.targetColumns.empty()) j["target_columns"] = io.targetColumns;
    return j;
}

IdwIo ioFromJson(const jobs::Json& j, const std::string& stage) {
    IdwIo io;
    io.data = j.at("data").get<std::string>();
    io.columns = j.at("columns").get<std::string>();
    io.out = j.at("out").get<std::string>();
    io.grid = j.value("grid", std::string());
    io.targets = j.value("targets", std::string());
    io.targetColumns = j.value("target_columns", std::string());
    io.precision = parsePrecision(j.value("precision", std::string("single")), stage);
    io.weightsKernel = parseWeightsKernel(j.value("gpu_weights_kernel", std::string("auto")), stage);
    io.knnKernel = parseKnnKernel(j.value("gpu_knn_kernel", std::string("auto")), stage);
    return io;
}

}  // namespace

void IdwIo::validate(const std::string& stage) const {
    if (data.empty()) throw ValidationError(stage, "data", "is required (a point file)");
    const int dim = dataDimension(*this, stage);
    if (grid.empty() == targets.empty())
        throw ValidationError(stage, "grid", "give exactly one of --grid and --targets");
    if (!grid.empty()) {
        GridSpec::parse(grid, "grid");
        if (gridDimension(grid) != dim)
            throw ValidationError(stage, "grid", "must have " + std::to_string(dim) + " axes like the data's columns '" +
                                                     columns + "' (got '" + grid + "')");
    }
    io::checkOutputPath(out, stage, "out");
}

void IdwJob::validate() const {
    io.validate(type);
    params.validate(type);
}

void AidwJob::validate() const {
    io.validate(type);
    params.validate(type);
}

void to_json(jobs::Json& j, const IdwJob& job) {
    j = ioToJson(job.io);
    j["power"] = job.params.power;
    j["neighbors"] = job.params.neighbours;
    j["radius"] = job.params.radius;
    const Anisotropy& a = job.params.anisotropy;
    j["anisotropy"] = {{"ang1", a.ang1}, {"ang2", a.ang2}, {"ang3", a.ang3}, {"ratio1", a.ratio1}, {"ratio2", a.ratio2}};
}

void from_json(const jobs::Json& j, IdwJob& job) {
    job = IdwJob{};
    job.io = ioFromJson(j, IdwJob::type);
    job.params.power = j.at("power").get<double>();
    job.params.neighbours = j.value("neighbors", std::size_t(0));
    job.params.radius = j.value("radius", 0.0);
    if (j.contains("anisotropy")) {
        const auto& a = j.at("anisotropy");
        job.params.anisotropy = Anisotropy{a.value("ang1", 0.0), a.value("ang2", 0.0), a.value("ang3", 0.0),
                                           a.value("ratio1", 1.0), a.value("ratio2", 1.0)};
    }
}

void to_json(jobs::Json& j, const AidwJob& job) {
    j = ioToJson(job.io);
    j["k"] = job.params.k;
    j["alpha"] = job.params.alphaLevels;
    j["r_min"] = job.params.rMin;
    j["r_max"] = job.params.rMax;
    j["area"] = job.params.area;
    j["neighbors"] = job.params.neighbours;
}

void from_json(const jobs::Json& j, AidwJob& job) {
    job = AidwJob{};
    job.io = ioFromJson(j, AidwJob::type);
    job.params.k = j.value("k", std::size_t(10));
    if (j.contains("alpha")) job.params.alphaLevels = j.at("alpha").get<std::array<double, 5>>();
    job.params.rMin = j.value("r_min", 0.0);
    job.params.rMax = j.value("r_max", 2.0);
    job.params.area = j.value("area", 0.0);
    job.params.neighbours = j.value("neighbors", std::size_t(0));
}

jobs::Json execute(const IdwJob& job, const jobs::JobContext& context) { return executeJob(job, context); }
jobs::Json execute(const AidwJob& job, const jobs::JobContext& context) { return executeJob(job, context); }

Precision parsePrecision(const std::string& text, const std::string& stage) {
    if (iequals(text, "single") || iequals(text, "float")) return Precision::Single;
    if (iequals(text, "double")) return Precision::Double;
    throw ValidationError(stage, "precision", "must be single or double (got '" + text + "')");
}

std::string toString(Precision precision) { return precision == Precision::Double ? "double" : "single"; }

WeightsKernel parseWeightsKernel(const std::string& text, const std::string& stage) {
    if (iequals(text, toString(WeightsKernel::Auto))) return WeightsKernel::Auto;
    std::string names = "auto";
    for (WeightsKernel k : allWeightsKernels()) {
        if (iequals(text, toString(k))) return k;
        names += ", " + toString(k);
    }
    throw ValidationError(stage, "gpu-weights-kernel", "must be one of " + names + " (got '" + text + "')");
}

KnnKernel parseKnnKernel(const std::string& text, const std::string& stage) {
    for (KnnKernel k : {KnnKernel::Auto, KnnKernel::Grid, KnnKernel::WarpGrid, KnnKernel::BruteForce})
        if (iequals(text, toString(k))) return k;
    throw ValidationError(stage, "gpu-knn-kernel", "must be auto, grid, warp-grid or brute-force (got '" + text + "')");
}

STRATA_REGISTER_JOB(IdwJob);
STRATA_REGISTER_JOB(AidwJob);

}  // namespace strata::idw
