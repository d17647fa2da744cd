#include "strata/idw/IdwJob.h"

#include <charconv>
#include <cmath>
#include <string>

#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/RowWriter.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::idw {

namespace {

// The CSV is built in memory before its atomic save: about this many bytes a row (x, y[, z], the
// estimate[, alpha] as shortest round-trip text).
double csvBytesPerTarget(bool adaptive) { return adaptive ? 64 : 48; }

std::vector<std::string> columnItems(const std::string& columns, const std::string& stage) {
    auto items = split(columns, ',');
    for (auto& item : items) item = std::string(trim(item));
    if (items.size() != 3 && items.size() != 4)
        throw ValidationError(stage, "data.columns", "must be x,y,value (2-D) or x,y,z,value (3-D) (got '" + columns + "')");
    for (const auto& item : items)
        if (item.empty()) throw ValidationError(stage, "data.columns", "has an empty item (got '" + columns + "')");
    return items;
}

int dataDimension(const IdwIo& io, const std::string& stage) {
    return columnItems(io.data.columns, stage).size() == 4 ? 3 : 2;
}

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

// The point set the caller holds for `path` (JobContext::points), or the file's.
PointSet readPointsOrHeld(const std::string& path, const io::PointColumns& columns, io::PointReadReport* report,
                          const jobs::JobContext& context) {
    if (const auto held = context.pointsAt(path)) return io::pointsFromTable(io::tableOf(*held, path), columns, report);
    return io::readPoints(path, columns, {}, report);
}

struct Inputs {
    PointSet data;
    std::vector<double> values;
    Targets targets;
};

Inputs readInputs(const IdwIo& io, const std::string& stage, const jobs::JobContext& context) {
    const auto items = columnItems(io.data.columns, stage);
    const int dim = items.size() == 4 ? 3 : 2;
    Inputs in;
    io::PointReadReport report;
    in.data = readPointsOrHeld(io.data.file, io::PointColumns::parse(io.data.columns), &report, context);
    logReport(report, stage, context);
    in.values = in.data.values.at(0);
    context.info(stage + ": " + std::to_string(in.data.size()) + " data read from " + io.data.file);

    if (io.grid) {
        in.targets.grid = *io.grid;
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
    PointSet t = readPointsOrHeld(io.targets, targetColumns, &targetReport, context);
    logReport(targetReport, stage, context);
    in.targets.x = std::move(t.x);
    in.targets.y = std::move(t.y);
    if (dim == 3) in.targets.z = std::move(t.z);
    if (in.targets.size() == 0)
        throw ValidationError(stage, "targets", "'" + io.targets + "' holds no target with coordinates");
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

// Rows formatted on every core (io::writeRowsInParallel): the bytes of a one-row-after-another loop.
void writeEstimates(const IdwIo& io, int dim, const Targets& targets, const Result& r) {
    std::string header = dim == 3 ? "x,y,z,estimate" : "x,y,estimate";
    if (!r.alpha.empty()) header += ",alpha";
    io::AtomicFile file(io.output);
    file.write(header + '\n');
    io::writeRowsInParallel(file, targets.size(), [&](std::string& text, std::size_t i) {
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
    });
    file.commit();
}

// The estimates as the caller would read the CSV back: a grid's float layers or a point set.
void deliverEstimates(int dim, const Targets& targets, const Result& r, Precision precision,
                      const jobs::JobContext& context) {
    if (!context.result) return;
    std::vector<std::pair<std::string, const std::vector<double>*>> layers{{"estimate", &r.estimate}};
    if (!r.alpha.empty()) layers.emplace_back("alpha", &r.alpha);
    if (targets.grid) {
        Grid grid;
        grid.spec = *targets.grid;
        for (const auto& [name, values] : layers) {
            auto& layer = grid.addLayer(name);
            for (std::size_t i = 0; i < values->size(); ++i) layer[i] = float((*values)[i]);
        }
        context.deliver(std::move(grid));
        return;
    }
    PointSet points;
    points.dimension = dim;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        points.x.push_back(targets.xAt(i));
        points.y.push_back(targets.yAt(i));
        points.z.push_back(dim == 3 ? targets.zAt(i) : 0.0);
    }
    for (const auto& [name, values] : layers) {
        std::vector<double> column = *values;
        if (precision == Precision::Single)  // as written to the CSV (appendNumber)
            for (double& v : column) v = double(float(v));
        points.addColumn(name, std::move(column));
    }
    context.deliver(std::move(points));
}

jobs::Json summarise(const IdwIo& io, const Targets& targets, const Result& r) {
    jobs::Json j{{"output", io.output},
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
    const Inputs in = context.timed(Phase::Read, [&] { return readInputs(job.io, stage, context); });
    const Result r = context.timed(Phase::Compute, [&] { return runJob(job.io, job.params, in, context); });
    const int dim = dataDimension(job.io, stage);
    if (context.writesOutputs()) context.timed(Phase::Write, [&] { writeEstimates(job.io, dim, in.targets, r); });
    deliverEstimates(dim, in.targets, r, job.io.precision, context);
    if (r.unestimated > 0)
        context.info(stage + ": " + std::to_string(r.unestimated) + " targets without data in the search neighbourhood (NaN)");
    return summarise(job.io, in.targets, r);
}

// The options both jobs share.
template <class Job>
jobs::Schema<Job> withIo(jobs::Schema<Job> s) {
    std::vector<std::pair<std::string, WeightsKernel>> weights{{"auto", WeightsKernel::Auto}};
    for (WeightsKernel k : allWeightsKernels()) weights.emplace_back(toString(k), k);
    std::vector<std::pair<std::string, KnnKernel>> knn;
    for (KnnKernel k : {KnnKernel::Auto, KnnKernel::Grid, KnnKernel::WarpGrid, KnnKernel::BruteForce})
        knn.emplace_back(toString(k), k);
    static const auto data =
        jobs::pointSourceSchema<jobs::PointFile>("x,y,value (2-D) or x,y,z,value (3-D): names or 1-based numbers")
            .required();
    s.object("data", [](auto& j) -> auto& { return j.io.data; }, data, "the data").required().group("input")
        .upgrade([](jobs::Json params) { return jobs::nestedPointSource(std::move(params), "data"); });
    jobs::addGrid(s, "grid", [](auto& j) -> auto& { return j.io.grid; },
                  "target grid (node centres, x fastest); or give targets").group("targets");
    s.add("targets", [](auto& j) -> auto& { return j.io.targets; }, "target point file (estimates in its row order)")
        .group("targets")
        .add("target_columns", [](auto& j) -> auto& { return j.io.targetColumns; },
             "x,y[,z] of the target file (empty: named as in columns)").group("targets")
        .add("output", [](auto& j) -> auto& { return j.io.output; }, "output CSV: x,y[,z],estimate").required()
        .formerly("out").group("output")
        .choice("precision", [](auto& j) -> auto& { return j.io.precision; },
                jobs::precisionChoices(), "GPU arithmetic").group("GPU")
        .choice("gpu_weights_kernel", [](auto& j) -> auto& { return j.io.weightsKernel; }, weights,
                "GPU kernel for the weights (benchmarks; docs/idw.md)").group("GPU").advanced()
        .choice("gpu_knn_kernel", [](auto& j) -> auto& { return j.io.knnKernel; }, knn, "GPU nearest-neighbour kernel")
        .group("GPU").advanced();
    return s;
}

}  // namespace

void IdwIo::validate(const std::string& stage, bool adaptive) const {
    if (data.file.empty()) throw ValidationError(stage, "data.file", "is required (a point file)");
    const int dim = dataDimension(*this, stage);
    if (grid.has_value() == !targets.empty())
        throw ValidationError(stage, "grid", "give exactly one of --grid and --targets");
    if (grid) {
        grid->validate(stage);
        if ((grid->is3d() ? 3 : 2) != dim)
            throw ValidationError(stage, "grid", "must have " + std::to_string(dim) + " axes like the data's columns '" +
                                                     data.columns + "' (got '" + grid->toString() + "')");
        // Per node: the estimate (and AIDW's power) in doubles, plus its row of the CSV text.
        const double nodes = double(grid->nodeCount());
        const double perNode = (adaptive ? 16 : 8) + csvBytesPerTarget(adaptive);
        const std::string what = std::to_string(grid->nodeCount()) + " nodes x " + shortNumber(perNode) + " bytes";
        requireMemory(nodes * perNode, stage, "grid", what);
        requireDiskSpace(nodes * csvBytesPerTarget(adaptive) / 2, output, stage, "output", what);
    }
    io::checkOutputPath(output, stage, "output");
    io::checkOutputsApart(stage, {{"output", output}}, {{"data.file", data.file}, {"targets", targets}});
}

void IdwJob::validate() const {
    io.validate(type, false);
    params.validate(type);
}

void AidwJob::validate() const {
    io.validate(type, true);
    params.validate(type);
}

const jobs::Schema<IdwJob>& IdwJob::schema() {
    static const auto s = withIo(jobs::Schema<IdwJob>(type, summary))
        .add("power", [](auto& j) -> auto& { return j.params.power; }, "power p of the inverse distance").above(0).max(10).required()
        .group("weights")
        .add("neighbors", [](auto& j) -> auto& { return j.params.neighbours; }, "use the K nearest data (0: all data)")
        .group("search")
        .add("radius", [](auto& j) -> auto& { return j.params.radius; },
             "use only data inside the search ellipsoid of this major semi-axis (0: unlimited)").min(0).unit(jobs::kDataUnits).group("search")
        .object("anisotropy", [](auto& j) -> auto& { return j.params.anisotropy; }, jobs::anisotropySchema(),
                "shape of the distance of the weights and of the search").group("search");
    return s;
}

const jobs::Schema<AidwJob>& AidwJob::schema() {
    static const auto s = withIo(jobs::Schema<AidwJob>(type, summary))
        .add("k", [](auto& j) -> auto& { return j.params.k; }, "nearest data that give the observed mean distance r_obs").min(1)
        .group("weights")
        .add("alpha", [](auto& j) -> auto& { return j.params.alphaLevels; }, "the five power levels a1..a5")
        .above(0).max(10).group("weights")
        .add("r_min", [](auto& j) -> auto& { return j.params.rMin; }, "R = r_obs / r_exp at or below which mu = 0").min(0).group("weights")
        .add("r_max", [](auto& j) -> auto& { return j.params.rMax; }, "R at or above which mu = 1").above(0).group("weights")
        .add("area", [](auto& j) -> auto& { return j.params.area; },
             "area (3-D: volume) of the study region (0: the data's bounding box)").min(0).advanced().group("weights")
        .add("neighbors", [](auto& j) -> auto& { return j.params.neighbours; }, "weight only the K nearest data (0: all data)")
        .group("search");
    return s;
}

void to_json(jobs::Json& j, const IdwJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, IdwJob& job) { jobs::readParams(j, job); }
void to_json(jobs::Json& j, const AidwJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, AidwJob& job) { jobs::readParams(j, job); }

jobs::Json execute(const IdwJob& job, const jobs::JobContext& context) { return executeJob(job, context); }
jobs::Json execute(const AidwJob& job, const jobs::JobContext& context) { return executeJob(job, context); }

STRATA_REGISTER_JOB(IdwJob);
STRATA_REGISTER_JOB(AidwJob);

}  // namespace strata::idw
