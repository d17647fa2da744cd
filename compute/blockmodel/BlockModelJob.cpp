#include "strata/blockmodel/BlockModelJob.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>

#include "DomainComposites.h"
#include "DomainEstimation.h"
#include "GradeTonnage.h"
#include "SubBlocks.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Parallel.h"
#include "strata/core/Strings.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "strata/io/AtomicFile.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/surfaces/SurfacesJob.h"

namespace strata::blockmodel {

using jobs::Json;

namespace {

constexpr const char* kStage = BlockModelJob::type;

// A unit -> number map in JSON ({"ORE": 2.5}): top cuts, densities.
Json unitNumbersToJson(const std::map<std::string, double>& m) { return Json(m); }
std::map<std::string, double> unitNumbersFromJson(const Json& v) {
    if (!v.is_object()) throw std::invalid_argument("must map units to numbers, {\"ORE\": 2.5} (got " + jobs::shownValue(v) + ")");
    std::map<std::string, double> m;
    for (const auto& [unit, number] : v.items()) {
        if (!number.is_number() || !std::isfinite(number.get<double>()))
            throw std::invalid_argument("'" + unit + "' must be a number (got " + jobs::shownValue(number) + ")");
        m[unit] = number.get<double>();
    }
    return m;
}

std::map<std::string, std::string> unitTextsFromJson(const Json& v) {
    if (!v.is_object()) throw std::invalid_argument("must map units to models, {\"ORE\": \"0.1 nug + 0.9 sph(50)\"}");
    std::map<std::string, std::string> m;
    for (const auto& [unit, text] : v.items()) {
        if (!text.is_string()) throw std::invalid_argument("'" + unit + "' must be a model text");
        m[unit] = text.get<std::string>();
    }
    return m;
}

const jobs::Schema<SearchPass>& passSchema() {
    static const auto s = jobs::Schema<SearchPass>("pass", "one search pass")
        .add("radius_factor", [](auto& p) -> auto& { return p.radiusFactor; }, "the model's ranges times this")
        .above(0)
        .add("ndmin", [](auto& p) -> auto& { return p.ndmin; }, "fewer composites found: left to the next pass")
        .min(1)
        .add("ndmax", [](auto& p) -> auto& { return p.ndmax; }, "nearest composites used")
        .min(1);
    return s;
}

jobs::Schema<BlockModelJob> makeSchema() {
    using Job = BlockModelJob;
    jobs::Schema<Job> s(Job::type, Job::summary);
    s.add("collar", [](auto& j) -> auto& { return j.collar; }, "collar CSV: hole id, x, y, z[, depth]").required()
        .group("drillholes")
        .add("survey", [](auto& j) -> auto& { return j.survey; }, "survey CSV (empty: vertical holes)").group("drillholes")
        .add("intervals", [](auto& j) -> auto& { return j.intervals; }, "logged lithology: the interval table of the units")
        .required().group("drillholes")
        .add("unit_column", [](auto& j) -> auto& { return j.unitColumn; }, "its column naming the unit").required()
        .group("drillholes")
        .add("order", [](auto& j) -> auto& { return j.order; }, "the units from the top down").required()
        .group("drillholes")
        .add("assays", [](auto& j) -> auto& { return j.assays; }, "assay interval table").required().group("drillholes")
        .add("value", [](auto& j) -> auto& { return j.value; }, "its grade column").required().group("drillholes")
        .choice("dip_sign", [](auto& j) -> auto& { return j.dipSign; }, drillholes::dipSignChoices(),
                "sign of a downward dip in the survey (auto: read from the file)")
        .group("drillholes").advanced()
        .choice("desurvey_method", [](auto& j) -> auto& { return j.desurvey; }, drillholes::desurveyMethodChoices(),
                "how positions along the holes are computed")
        .group("drillholes").advanced()
        .custom(
            "columns", "column roles", [](const Job& j) { return Json(j.columns); },
            [](Job& j, const Json& v) { j.columns = drillholes::columnRolesFromJson(v); },
            "column of a role where the name is not one of its aliases, {\"holeid\": \"DHID\", ...}")
        .group("drillholes").advanced()
        .add("composite", [](auto& j) -> auto& { return j.composite; },
             "composite length inside each unit (0: the assays split at the contacts)")
        .min(0).unit(jobs::kDataUnits).group("preparation")
        .custom("caps", "unit numbers", [](const Job& j) { return unitNumbersToJson(j.caps); },
                [](Job& j, const Json& v) { j.caps = unitNumbersFromJson(v); },
                "top cut per unit, {\"ORE\": 12.5}: higher grades are set to it")
        .group("preparation")
        .add("estimate", [](auto& j) -> auto& { return j.estimate; }, "the units estimated").required()
        .group("estimation")
        .add("model", [](auto& j) -> auto& { return j.model; },
             "variogram model of every estimated unit, krige's syntax (sets the search ellipsoid too)")
        .group("estimation")
        .custom("unit_models", "unit models", [](const Job& j) { return Json(j.unitModels); },
                [](Job& j, const Json& v) { j.unitModels = unitTextsFromJson(v); },
                "a unit's own model, {\"ORE\": \"0.1 nug + 0.9 sph(60)\"}")
        .group("estimation")
        .choice("method", [](auto& j) -> auto& { return j.method; },
                std::vector<std::pair<std::string, EstimationMethod>>{
                    {"ok", EstimationMethod::Ordinary}, {"sk", EstimationMethod::Simple}, {"idw", EstimationMethod::Idw}},
                "ordinary or simple kriging (mean: the unit's composite mean), or inverse distance")
        .group("estimation")
        .objects("passes", [](auto& j) -> auto& { return j.passes; }, passSchema(),
                 "search passes, the blocks left by one going to the next (IDW uses radius and ndmax)")
        .group("estimation")
        .add("power", [](auto& j) -> auto& { return j.power; }, "IDW power").above(0).max(10).group("estimation")
        .add("discretisation", [](auto& j) -> auto& { return j.discretisation; },
             "points per block along x, y, z for block kriging")
        .min(1).group("estimation").advanced();
    jobs::addGrid(s, "blocks", [](auto& j) -> auto& { return j.blocks; },
                  "parent blocks NX,NY,NZ:X0,Y0,Z0:DX,DY,DZ (the first block's centre, the block size)")
        .required().group("blocks");
    s.add("sub_blocks", [](auto& j) -> auto& { return j.subBlocks; },
          "smallest sub-block x,y,z along unit contacts, each dividing the parent size (0: none)")
        .min(0).unit(jobs::kDataUnits).group("blocks")
        .custom("density", "unit numbers", [](const Job& j) { return unitNumbersToJson(j.density); },
                [](Job& j, const Json& v) { j.density = unitNumbersFromJson(v); }, "t/m^3 per unit, {\"ORE\": 2.7}")
        .group("blocks")
        .add("output", [](auto& j) -> auto& { return j.output; },
             "block CSV: x,y,z,dx,dy,dz,unit,<value>,variance,pass,slope,samples,density,tonnes")
        .required().group("output")
        .add("report", [](auto& j) -> auto& { return j.report; }, "grade-tonnage CSV: unit,cutoff,blocks,volume,tonnes,grade")
        .group("output")
        .add("cutoffs", [](auto& j) -> auto& { return j.cutoffs; }, "grade cutoffs of the report (default: 0)")
        .group("output");
    return s;
}

void appendNumber(std::string& out, double v) {
    if (std::isnan(v)) return;  // empty field
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, r.ptr);
}

drillholes::DrillholeDatabase readDatabase(const BlockModelJob& job, const jobs::JobContext& context) {
    drillholes::DrillholeFiles files;
    files.collar = job.collar;
    files.survey = job.survey;
    files.intervals = {job.intervals, job.assays};
    files.dipConvention = job.dipSign;
    files.columns = job.columns;
    drillholes::ValidationReport report;
    drillholes::DrillholeDatabase db = drillholes::readDrillholes(files, report);
    context.info(std::string(kStage) + ": " + std::to_string(db.collars.size()) + " holes; " +
                 std::to_string(report.count(drillholes::Severity::Error)) + " errors in the input");
    if (db.collars.empty()) throw ValidationError(kStage, "collar", "no usable collar in '" + job.collar + "'");
    if (db.intervals.size() != 2)
        throw ValidationError(kStage, "intervals", "the lithology and assay tables could not both be used");
    return db;
}

surfaces::SurfaceModel unitSurfaces(const BlockModelJob& job, const GridSpec& columns, const jobs::JobContext& context) {
    surfaces::SurfacesJob surfaces;
    surfaces.collar = job.collar;
    surfaces.survey = job.survey;
    surfaces.intervals = job.intervals;
    surfaces.dipSign = job.dipSign;
    surfaces.columns = job.columns;
    surfaces.desurvey = job.desurvey;
    surfaces.unitColumn = job.unitColumn;
    for (const std::string& name : job.order) surfaces.column.units.push_back({name});
    surfaces.grid = columns;
    return surfaces::computeSurfaces(surfaces, context).model;
}

UnitSamples samplesOf(const DomainComposites& composites, const std::string& unit) {
    UnitSamples s;
    for (std::size_t i = 0; i < composites.size(); ++i)
        if (composites.unit[i] == unit) {
            s.x.push_back(composites.x[i]);
            s.y.push_back(composites.y[i]);
            s.z.push_back(composites.z[i]);
            s.value.push_back(composites.value[i]);
        }
    return s;
}

void appendBlockRow(std::string& text, const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
                    std::size_t b) {
    const std::string& unit = job.order[std::size_t(blocks.unit[b])];
    const auto rho = job.density.find(unit);
    const double density = rho == job.density.end() ? std::nan("") : rho->second;
    for (double v : {blocks.x[b], blocks.y[b], blocks.z[b], blocks.dx[b], blocks.dy[b], blocks.dz[b]}) {
        appendNumber(text, v);
        text += ',';
    }
    text += unit + ',';
    appendNumber(text, grades.grade[b]);
    text += ',';
    appendNumber(text, grades.variance[b]);
    text += ',' + std::to_string(grades.pass[b]) + ',';
    appendNumber(text, grades.slope[b]);
    text += ',' + std::to_string(grades.samples[b]) + ',';
    appendNumber(text, density);
    text += ',';
    appendNumber(text, density * blocks.volume(b));
    text += '\n';
}

// Rows formatted on all cores a million at a time (formatting, not the disk, dominated the
// write of 10^7 blocks: 9 s on one core), written in order.
void writeBlocks(const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades, const CancelToken* cancel) {
    constexpr std::size_t kBatch = std::size_t(1) << 20, kChunk = std::size_t(1) << 14;
    io::AtomicFile file(job.output);
    file.write("x,y,z,dx,dy,dz,unit," + job.value + ",variance,pass,slope,samples,density,tonnes\n");
    std::vector<std::string> pieces;
    for (std::size_t first = 0; first < blocks.size(); first += kBatch) {
        const std::size_t count = std::min(kBatch, blocks.size() - first);
        pieces.assign((count + kChunk - 1) / kChunk, std::string());
        ParallelOptions options;
        options.chunk = 1;
        options.cancel = cancel;
        parallelChunks(pieces.size(), options, [&](std::size_t begin, std::size_t end) {
            for (std::size_t p = begin; p < end; ++p) {
                const std::size_t b0 = first + p * kChunk, b1 = std::min(b0 + kChunk, first + count);
                pieces[p].reserve((b1 - b0) * 96);
                for (std::size_t b = b0; b < b1; ++b) appendBlockRow(pieces[p], job, blocks, grades, b);
            }
        });
        for (const std::string& piece : pieces) file.write(piece);
    }
    file.commit();
}

void writeReport(const std::string& path, const std::vector<GradeTonnageRow>& rows) {
    std::string text = "unit,cutoff,blocks,volume,tonnes,grade\n";
    for (const GradeTonnageRow& r : rows) {
        text += r.unit + ',';
        appendNumber(text, r.cutoff);
        text += ',' + std::to_string(r.blocks) + ',';
        appendNumber(text, r.volume);
        text += ',';
        appendNumber(text, r.tonnes);
        text += ',';
        appendNumber(text, r.grade);
        text += '\n';
    }
    io::writeFileAtomically(path, text);
}

Json reportJson(const std::vector<GradeTonnageRow>& rows) {
    Json list = Json::array();
    for (const GradeTonnageRow& r : rows)
        list.push_back({{"unit", r.unit}, {"cutoff", r.cutoff}, {"blocks", r.blocks}, {"volume", r.volume},
                        {"tonnes", std::isnan(r.tonnes) ? Json() : Json(r.tonnes)},
                        {"grade", std::isnan(r.grade) ? Json() : Json(r.grade)}});
    return list;
}

// Wall-clock seconds of each step, for the summary.
struct StepClock {
    std::chrono::steady_clock::time_point last = std::chrono::steady_clock::now();
    Json seconds = Json::object();
    void lap(const char* step) {
        const auto now = std::chrono::steady_clock::now();
        seconds[step] = std::chrono::duration<double>(now - last).count();
        last = now;
    }
};

UnitEstimation settingsFor(const BlockModelJob& job, const std::string& unit) {
    UnitEstimation s;
    s.method = job.method;
    s.passes = job.passes;
    s.power = job.power;
    s.discretisation = job.discretisation;
    if (!job.modelOf(unit).empty()) {
        s.model = variogram::VariogramModel::parse(job.modelOf(unit), "model");
        s.hasModel = true;
    }
    return s;
}

}  // namespace

const std::string& BlockModelJob::modelOf(const std::string& unit) const {
    const auto own = unitModels.find(unit);
    return own == unitModels.end() ? model : own->second;
}

void BlockModelJob::validate() const {
    const auto inOrder = [&](const std::string& unit) { return std::find(order.begin(), order.end(), unit) != order.end(); };
    if (order.empty()) throw ValidationError(type, "order", "lists the units from the top down");
    for (std::size_t i = 0; i < order.size(); ++i)
        if (std::find(order.begin(), order.begin() + std::ptrdiff_t(i), order[i]) != order.begin() + std::ptrdiff_t(i))
            throw ValidationError(type, "order", "names '" + order[i] + "' twice");
    if (estimate.empty()) throw ValidationError(type, "estimate", "names the units to estimate");
    for (const std::string& unit : estimate) {
        if (!inOrder(unit)) throw ValidationError(type, "estimate", "'" + unit + "' is not in the order (" + join(order, ",") + ")");
        if (modelOf(unit).empty() && method != EstimationMethod::Idw)
            throw ValidationError(type, "model", "unit '" + unit + "' has no model (give --model MODEL or --model " + unit + "=MODEL)");
        if (!modelOf(unit).empty()) variogram::VariogramModel::parse(modelOf(unit), "model");
    }
    for (const auto* units : {&caps, &density})
        for (const auto& [unit, number] : *units)
            if (!inOrder(unit)) throw ValidationError(type, units == &caps ? "caps" : "density", "'" + unit + "' is not in the order");
    for (const auto& [unit, text] : unitModels)
        if (!inOrder(unit)) throw ValidationError(type, "unit_models", "'" + unit + "' is not in the order");
    for (const auto& [unit, rho] : density)
        if (!(rho > 0)) throw ValidationError(type, "density", "of '" + unit + "' must be > 0");
    if (passes.empty() || passes.size() > 3) throw ValidationError(type, "passes", "must hold 1 to 3 passes");
    blocks.validate(type);
    if (!blocks.is3d()) throw ValidationError(type, "blocks", "must be 3-D: NX,NY,NZ:X0,Y0,Z0:DX,DY,DZ");
    const auto split = subdivisions(blocks, subBlocks);
    const double most = double(blocks.nodeCount()) * split[0] * split[1] * split[2];
    // Per block at most: centre, size, grade, variance, slope (doubles), unit, pass, samples (ints).
    requireMemory(most * (9 * sizeof(double) + 3 * sizeof(int)), type, "blocks",
                  shortNumber(most) + " (sub-)blocks at most");
    io::checkOutputPath(output, type, "output");
    if (!report.empty()) io::checkOutputPath(report, type, "report");
}

const jobs::Schema<BlockModelJob>& BlockModelJob::schema() {
    static const jobs::Schema<BlockModelJob> s = makeSchema();
    return s;
}

void to_json(Json& j, const BlockModelJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, BlockModelJob& job) { jobs::readParams(j, job); }

Json execute(const BlockModelJob& job, const jobs::JobContext& context) {
    job.validate();
    StepClock clock;
    const drillholes::DrillholeDatabase db = readDatabase(job, context);
    clock.lap("read");
    context.report(0.05, "unit surfaces");
    const std::array<int, 3> split = subdivisions(job.blocks, job.subBlocks);
    const surfaces::SurfaceModel surfaces = unitSurfaces(job, columnGrid(job.blocks, split), context);
    clock.lap("surfaces");
    context.checkCancelled();
    const BlockSet blocks = buildBlocks(job.blocks, split, surfaces);
    clock.lap("blocks");
    context.report(0.2, "composites");
    DomainCompositeOptions prep{job.unitColumn, job.value, job.composite, job.caps, job.desurvey};
    const DomainComposites composites = domainComposites(db, db.intervals[0], db.intervals[1], prep, context.cancel);
    clock.lap("composites");

    BlockGrades grades(blocks.size());
    Json units = Json::array();
    for (std::size_t e = 0; e < job.estimate.size(); ++e) {
        const std::string& name = job.estimate[e];
        const int unit = int(std::find(job.order.begin(), job.order.end(), name) - job.order.begin());
        std::vector<std::size_t> targets;
        for (std::size_t b = 0; b < blocks.size(); ++b)
            if (blocks.unit[b] == unit) targets.push_back(b);
        const UnitSamples samples = samplesOf(composites, name);
        Progress progress = context.slice(0.25 + 0.7 * double(e) / double(job.estimate.size()),
                                          0.25 + 0.7 * double(e + 1) / double(job.estimate.size()), name + ": ");
        RunContext unitContext = context;
        if (context.progress) unitContext.progress = &progress;
        const auto notes = estimateUnit(blocks, targets, samples, settingsFor(job, name), grades, unitContext);
        std::size_t byPass[3] = {0, 0, 0};
        for (std::size_t b : targets)
            if (grades.pass[b] > 0) ++byPass[grades.pass[b] - 1];
        for (const std::string& note : notes) context.info(std::string(kStage) + ": " + name + ": " + note);
        units.push_back({{"unit", name}, {"composites", samples.size()}, {"blocks", targets.size()},
                         {"estimatedByPass", {byPass[0], byPass[1], byPass[2]}}, {"notes", notes}});
    }
    clock.lap("estimation");
    writeBlocks(job, blocks, grades, context.cancel);
    const auto rows = gradeTonnage(blocks, grades, job.order, job.estimate,
                                   job.cutoffs.empty() ? std::vector<double>{0.0} : job.cutoffs, job.density);
    if (!job.report.empty()) writeReport(job.report, rows);
    clock.lap("writing");
    context.report(1.0, "done");
    return Json{{"blocks", blocks.size()},
                {"parentBlocks", blocks.parents},
                {"splitParents", blocks.split},
                {"composites", composites.size()},
                {"capped", composites.capped},
                {"assayPiecesOutsideUnits", composites.outsideUnits},
                {"units", units},
                {"gradeTonnage", reportJson(rows)},
                {"seconds", clock.seconds},
                {"output", job.output}};
}

STRATA_REGISTER_JOB(BlockModelJob);

}  // namespace strata::blockmodel
