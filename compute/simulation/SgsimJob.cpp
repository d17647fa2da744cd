#include "strata/simulation/SgsimJob.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibDataText.h"
#include "strata/core/Parallel.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/simulation/BacktrJob.h"
#include "strata/simulation/TransformTableFile.h"

namespace strata::simulation {

namespace {
const std::string kStage = "sgsim";

void checkColumn(const io::GeoEasFile& f, const std::string& path, int column, const char* option) {
    if (column < 0 || std::size_t(column) > f.names.size())
        throw ValidationError(kStage, option,
                              "column " + std::to_string(column) + " is out of range: '" + path + "' has " +
                                  std::to_string(f.names.size()) + " variables");
}

bool trimmed(const SgsimJob& job, double v) { return !(v >= job.trimMin && v < job.trimMax); }

// sgsim's table: the values within the trimming limits with a weight above 0, no despiking.
NormalScoreTable tableFrom(const SgsimJob& job, const std::string& path, int column, int weightColumn) {
    const io::GeoEasFile f = io::readGeoEas(path);
    checkColumn(f, path, column, "transform column");
    checkColumn(f, path, weightColumn, "transform weight column");
    std::vector<double> values, weights;
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        const double v = f.columns[std::size_t(column - 1)][r];
        const double w = weightColumn > 0 ? f.columns[std::size_t(weightColumn - 1)][r] : 1.0;
        if (trimmed(job, v) || !(w > 0)) continue;
        values.push_back(v);
        weights.push_back(w);
    }
    if (values.size() < 2)
        throw ValidationError(kStage, "transform",
                              "'" + path + "' has " + std::to_string(values.size()) +
                                  " values within the trimming limits with a weight above 0 (sgsim needs 2)");
    return buildNormalScoreTable(values, weights);
}

struct SgsimInput {
    ConditioningData data;
    std::optional<NormalScoreTable> table;
};

// The data file's rows within the trimming limits, its columns checked first.
io::GeoEasFile readData(const SgsimJob& job) {
    io::GeoEasFile f = io::readGeoEas(job.dataFile);
    for (auto [c, what] : {std::pair{job.columnX, "columns.x"}, {job.columnY, "columns.y"}, {job.columnZ, "columns.z"},
                           {job.columnValue, "columns.value"}, {job.columnWeight, "columns.weight"}})
        checkColumn(f, job.dataFile, c, what);
    return f;
}

SgsimInput readInput(const SgsimJob& job) {
    SgsimInput in;
    std::optional<io::GeoEasFile> f;
    if (!job.dataFile.empty()) f = readData(job);
    if (job.transform) {
        in.table = job.referenceFile.empty()
                       ? tableFrom(job, job.dataFile, job.columnValue, job.columnWeight)
                       : tableFrom(job, job.referenceFile, job.referenceColumn, job.referenceWeightColumn);
        job.tails.validate(*in.table);
    }
    if (!f) return in;
    const GridSpec& g = job.simulation.grid;
    const auto cell = [&](int c, std::size_t r, double fallback) {
        return c > 0 ? f->columns[std::size_t(c - 1)][r] : fallback;
    };
    ConditioningData& d = in.data;
    for (std::size_t r = 0; r < f->rowCount(); ++r) {
        const double v = cell(job.columnValue, r, 0);
        if (trimmed(job, v)) continue;
        d.x.push_back(cell(job.columnX, r, g.x0));
        d.y.push_back(cell(job.columnY, r, g.y0));
        d.z.push_back(cell(job.columnZ, r, g.z0));
        // sgsim keeps a score within the table's first and last scores.
        const auto& t = in.table;
        d.score.push_back(t ? std::clamp(normalScore(*t, v), t->scores.front(), t->scores.back()) : v);
    }
    return in;
}

std::string outputHeader(const GridSpec& g) {
    char line[64];
    std::snprintf(line, sizeof line, " %4d %4zu %4zu %4zu\n", 1, g.nx, g.ny, g.nz);
    return "SGSIM Realizations\n" + std::string(line) + "value\n";
}

// One realisation's lines: back-transformed (unsimulated nodes keep -99), f12.4.
std::string realisationText(const SgsimJob& job, const std::optional<NormalScoreTable>& table,
                            std::span<const float> scores) {
    std::string text;
    text.reserve(scores.size() * 13);
    for (float s : scores) {
        double value = s;
        if (table && s > kUnsimulated) value = backTransform(*table, s, job.tails);
        text += io::fortranFixed(value, 12, 4);
        text += '\n';
    }
    return text;
}

struct ScoreMoments {
    std::size_t count = 0;
    double sum = 0, squares = 0;
    void add(std::span<const float> scores) {
        for (float s : scores)
            if (s > -9.0f && s < 9.0f) ++count, sum += s, squares += double(s) * s;
    }
};
}  // namespace

void SgsimJob::validate() const {
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (columnValue < 1) throw ValidationError(kStage, "columns.value", "must be >= 1");
    if (realisations < 1) throw ValidationError(kStage, "realisations", "must be >= 1");
    if (threads < 0) throw ValidationError(kStage, "threads", "must be >= 0");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming_limits", "the maximum must be above the minimum");
    if (transform && dataFile.empty() && referenceFile.empty())
        throw ValidationError(kStage, "transform", "needs a data file or a reference file to build its table");
    if (transform && tableFile.empty()) throw ValidationError(kStage, "table", "is required with transform");
    io::checkOutputPath(outputFile, kStage, "output");
    if (transform) io::checkOutputPath(tableFile, kStage, "table");
    const GridSpec& g = simulation.grid;
    const int team = std::min(threads > 0 ? threads : hardwareThreads(), realisations);
    // Per realisation simulated at once: its grid (4 bytes a node) and its path (16 while sorted).
    requireMemory(double(g.nodeCount()) * 20.0 * double(team), kStage, "grid",
                  std::to_string(g.nodeCount()) + " nodes x 20 bytes x " + std::to_string(team) + " realisations at once");
    simulation.validate(kStage);
    requireDiskSpace(double(g.nodeCount()) * 13.0 * double(realisations), outputFile, kStage, "output",
                     std::to_string(g.nodeCount()) + " nodes x " + std::to_string(realisations) +
                         " realisations x 13 bytes");
    io::checkOutputsApart(kStage, {{"output", outputFile}, {"table", transform ? tableFile : std::string()}},
                          {{"data_file", dataFile}, {"reference_file", referenceFile}});
}

jobs::Json execute(const SgsimJob& job, const jobs::JobContext& context) {
    const SgsimInput in = context.timed(Phase::Read, [&] { return readInput(job); });
    const std::size_t dataCount = in.data.size();
    const SequentialGaussianSimulation simulation =
        context.timed(Phase::Prepare, [&] { return SequentialGaussianSimulation(in.data, job.simulation); });
    // The table and the header are written first, each realisation as soon as it is simulated
    // (rank 0 alone writes).
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Write);
    std::optional<io::AtomicFile> tableOut, out;
    if (in.table && context.writesOutputs()) {
        tableOut.emplace(job.tableFile);
        tableOut->write(transformTableText(*in.table));
    }
    if (context.writesOutputs()) {
        out.emplace(job.outputFile);
        out->write(outputHeader(job.simulation.grid));
    }
    std::vector<ScoreMoments> moments(std::size_t(job.realisations));
    std::size_t unsimulated = 0;
    phases.enter(Phase::Compute);
    simulateRealisations(simulation, 0, std::size_t(job.realisations), job.threads, context,
                         [&](std::size_t number, std::span<const float> scores) {
                             moments[number].add(scores);
                             unsimulated += std::size_t(std::count(scores.begin(), scores.end(), kUnsimulated));
                             if (!out) return;
                             const auto writing = context.phase(Phase::Write);
                             out->write(realisationText(job, in.table, scores));
                         });
    phases.enter(Phase::Write);
    if (tableOut) tableOut->commit();
    if (out) out->commit();
    jobs::Json means = jobs::Json::array(), variances = jobs::Json::array();
    for (const ScoreMoments& m : moments) {
        const double n = double(std::max<std::size_t>(m.count, 1));
        means.push_back(m.sum / n);
        variances.push_back(m.squares / n - (m.sum / n) * (m.sum / n));
    }
    return jobs::Json{{"output", job.outputFile},     {"realisations", job.realisations},
                      {"nodes", job.simulation.grid.nodeCount()}, {"conditioning_data", dataCount},
                      {"unsimulated_nodes", unsimulated}, {"score_means", means},
                      {"score_variances", variances}};
}

namespace {
const jobs::Schema<SgsimJob>& dataColumnsSchema() {
    static const auto s = jobs::Schema<SgsimJob>("columns", "columns of the data file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.columnX; }, "x column (0: the grid's x origin)").min(0)
        .add("y", [](auto& j) -> auto& { return j.columnY; }, "y column (0: the grid's y origin)").min(0)
        .add("z", [](auto& j) -> auto& { return j.columnZ; }, "z column (0: the grid's z origin)").min(0)
        .add("value", [](auto& j) -> auto& { return j.columnValue; }, "variable column").min(1)
        .add("weight", [](auto& j) -> auto& { return j.columnWeight; },
             "declustering weight column for the transform (0: equal weights)").min(0);
    return s;
}

const jobs::Schema<SequentialGaussianOptions>& simulationSchema() {
    using O = SequentialGaussianOptions;
    static const auto s = [] {
        jobs::Schema<O> schema("simulation", "the grid, the model, the search and the random numbers");
        jobs::addGrid(schema, "grid", [](auto& o) -> auto& { return o.grid; }, "the grid (nx, xmn, xsiz...)")
            .required();
        schema
            .custom("model", "variogram model", [](const O& o) { return jobs::Json(o.model); },
                    [](O& o, const jobs::Json& v) { o.model = v.get<variogram::VariogramModel>(); },
                    "the variogram model of the normal scores: \"0.2 nug + 0.8 sph(10)\" or its JSON form")
            .required().group("model")
            .choice("kriging", [](auto& o) -> auto& { return o.kriging; },
                    std::vector<std::pair<std::string, SimulationKriging>>{{"sk", SimulationKriging::Simple},
                                                                           {"ok", SimulationKriging::Ordinary}},
                    "simple (mean 0) or ordinary kriging (sgsim's ktype 0, 1; ok below 4 neighbours is sk)")
            .group("model")
            .object("search", [](auto& o) -> auto& { return o.search; }, kriging::searchNeighbourhoodSchema(),
                    "the search ellipsoid, ndmin/ndmax of the data, max_per_octant of data and nodes")
            .group("search")
            .add("nodmax", [](auto& o) -> auto& { return o.nodmax; }, "previously simulated nodes used").min(0)
            .group("search")
            .add("assign_data_to_nodes", [](auto& o) -> auto& { return o.assignDataToNodes; },
                 "move the data to their nearest nodes (sgsim's sstrat 1); off: two-part search").group("search")
            .add("multigrid_levels", [](auto& o) -> auto& { return o.multigridLevels; },
                 "multiple-grid refinements of the random path (sgsim's nmult; 0: none)").min(0).group("search")
            .list("covariance_table", "sizes of the lookup table of node offsets (sgsim's mxctx, mxcty, mxctz)",
                  [](auto& o) -> auto& { return o.covarianceTable[0]; },
                  [](auto& o) -> auto& { return o.covarianceTable[1]; },
                  [](auto& o) -> auto& { return o.covarianceTable[2]; })
            .min(1).max(1001).advanced().group("search")
            .add("seed", [](auto& o) -> auto& { return o.seed; }, "random number seed (ACORN, 1..2^30-1; odd is best)")
            .min(1).group("random");
        return schema;
    }();
    return s;
}

auto self = [](auto& j) -> auto& { return j; };
}  // namespace

const jobs::Schema<SgsimJob>& SgsimJob::schema() {
    static const auto s = jobs::Schema<SgsimJob>(type, summary)
        .add("data_file", [](auto& j) -> auto& { return j.dataFile; },
             "GeoEAS file of the conditioning data (empty: unconditional simulation)").group("input")
        .object("columns", self, dataColumnsSchema(), "its columns").group("input")
        .list("trimming_limits", "values outside [tmin, tmax) are left out", [](auto& j) -> auto& { return j.trimMin; },
              [](auto& j) -> auto& { return j.trimMax; }).group("input")
        .add("transform", [](auto& j) -> auto& { return j.transform; },
             "normal scores of the data, realisations back-transformed (sgsim's itrans)").group("transform")
        .add("table", [](auto& j) -> auto& { return j.tableFile; }, "the transformation table written (value, score)")
        .group("transform")
        .add("reference_file", [](auto& j) -> auto& { return j.referenceFile; },
             "build the table from this GeoEAS file (sgsim's ismooth = 1); empty: from the data").group("transform")
        .add("reference_column", [](auto& j) -> auto& { return j.referenceColumn; }, "column of the reference values")
        .min(1).group("transform")
        .add("reference_weight_column", [](auto& j) -> auto& { return j.referenceWeightColumn; },
             "column of the reference weights (0: equal weights)").min(0).group("transform")
        .object("tails", [](auto& j) -> auto& { return j.tails; }, backTransformSchema(), "tails and limits")
        .group("transform")
        .add("realisations", [](auto& j) -> auto& { return j.realisations; }, "number of realisations (nsim)").min(1)
        .group("output")
        .add("output", [](auto& j) -> auto& { return j.outputFile; }, "the realisations (sgsim's layout)").required()
        .group("output")
        .object("simulation", [](auto& j) -> auto& { return j.simulation; }, simulationSchema(),
                "grid, model, search, random numbers")
        .add("threads", [](auto& j) -> auto& { return j.threads; },
             "realisations simulated at once, one per thread (0: every core); the results do not depend on it")
        .min(0).advanced();
    return s;
}

void to_json(jobs::Json& j, const SgsimJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, SgsimJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(SgsimJob);

}  // namespace strata::simulation
