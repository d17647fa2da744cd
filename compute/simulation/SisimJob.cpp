#include "strata/simulation/SisimJob.h"

#include <algorithm>
#include <cstdio>
#include <optional>

#include "IndicatorModelList.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Parallel.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibDataText.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::simulation {

namespace {
const std::string kStage = "sisim";

void checkColumn(const io::GeoEasFile& f, const std::string& path, int column, const char* option) {
    if (column < 0 || std::size_t(column) > f.names.size())
        throw ValidationError(kStage, option,
                              "column " + std::to_string(column) + " is out of range: '" + path + "' has " +
                                  std::to_string(f.names.size()) + " variables");
}

bool trimmed(const SisimJob& job, double v) { return !(v >= job.trimMin && v < job.trimMax); }

struct SisimInput {
    IndicatorConditioningData data;
    std::string title;  // the data file's
    SequentialIndicatorOptions options;
};

IndicatorConditioningData readData(const SisimJob& job, std::string& title) {
    const io::GeoEasFile f = io::readGeoEas(job.dataFile);
    for (auto [c, what] : {std::pair{job.columnX, "columns.x"}, {job.columnY, "columns.y"}, {job.columnZ, "columns.z"},
                           {job.columnValue, "columns.value"}})
        checkColumn(f, job.dataFile, c, what);
    const GridSpec& g = job.simulation.grid;
    const auto cell = [&](int c, std::size_t r, double fallback) {
        return c > 0 ? f.columns[std::size_t(c - 1)][r] : fallback;
    };
    IndicatorConditioningData d;
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        const double v = cell(job.columnValue, r, 0);
        if (trimmed(job, v)) continue;
        d.x.push_back(cell(job.columnX, r, g.x0));
        d.y.push_back(cell(job.columnY, r, g.y0));
        d.z.push_back(cell(job.columnZ, r, g.z0));
        d.value.push_back(v);
    }
    title = f.title;
    return d;
}

// sisim's table for the tabulated interpolations: the values within the trimming limits, each
// with its weight (1 without a weight column); refused when the weights sum to 0 or less.
TabulatedCdf readTable(const SisimJob& job) {
    const io::GeoEasFile f = io::readGeoEas(job.tabulatedFile);
    checkColumn(f, job.tabulatedFile, job.tabulatedColumn, "tabulated_column");
    checkColumn(f, job.tabulatedFile, job.tabulatedWeightColumn, "tabulated_weight_column");
    std::vector<double> values, weights;
    double total = 0;
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        const double v = f.columns[std::size_t(job.tabulatedColumn - 1)][r];
        if (trimmed(job, v)) continue;
        values.push_back(v);
        weights.push_back(job.tabulatedWeightColumn > 0 ? f.columns[std::size_t(job.tabulatedWeightColumn - 1)][r] : 1.0);
        total += weights.back();
    }
    if (!(total > 0))
        throw ValidationError(kStage, "tabulated_file",
                              "'" + job.tabulatedFile + "' has no values within the trimming limits, or their weights sum to 0");
    return tabulatedCdf(std::move(values), std::move(weights));
}

SisimInput readInput(const SisimJob& job) {
    SisimInput in;
    in.options = job.simulation;
    if (!job.dataFile.empty()) in.data = readData(job, in.title);
    if (job.medianIk) in.options.medianCutoff = nearestCutoff(job.simulation.cutoffs, job.medianCutoff);
    if (job.simulation.kind == IndicatorKind::Continuous && job.simulation.tails.needsTable())
        in.options.tails.table = readTable(job);
    return in;
}

std::string outputHeader(const std::string& dataTitle, const GridSpec& g) {
    std::string title = "SISIM SIMULATIONS:  " + dataTitle.substr(0, 60);
    title.resize(80, ' ');  // sisim writes its title as a80
    char line[64];
    std::snprintf(line, sizeof line, " %4d %4zu %4zu %4zu\n", 1, g.nx, g.ny, g.nz);
    return title + "\n" + line + "Simulated Value\n";
}

std::string realisationText(std::span<const float> values) {
    std::string text;
    text.reserve(values.size() * 13);
    for (float v : values) {
        text += io::fortranFixed(v, 12, 4);
        text += '\n';
    }
    return text;
}

// Each realisation's proportion of simulated nodes at or below each threshold (in each category).
jobs::Json realisationCdf(const SequentialIndicatorOptions& o, std::span<const float> values) {
    std::vector<double> count(o.cutoffs.size(), 0.0);
    double simulated = 0;
    for (float v : values) {
        if (!(v > kUnsimulated)) continue;
        ++simulated;
        for (std::size_t c = 0; c < o.cutoffs.size(); ++c)
            count[c] += indicatorOf(v, double(float(o.cutoffs[c])), o.kind);
    }
    for (double& c : count) c /= std::max(simulated, 1.0);
    return jobs::Json(count);
}
}  // namespace

void SisimJob::validate() const {
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (columnValue < 1) throw ValidationError(kStage, "columns.value", "must be >= 1");
    if (realisations < 1) throw ValidationError(kStage, "realisations", "must be >= 1");
    if (threads < 0) throw ValidationError(kStage, "threads", "must be >= 0");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming_limits", "the maximum must be above the minimum");
    if (simulation.kind == IndicatorKind::Continuous && simulation.tails.needsTable() && tabulatedFile.empty())
        throw ValidationError(kStage, "tabulated_file", "is required by a tabulated interpolation (option 3)");
    io::checkOutputPath(outputFile, kStage, "output");
    simulation.validate(kStage);
    const GridSpec& g = simulation.grid;
    const int team = std::min(threads > 0 ? threads : hardwareThreads(), realisations);
    // Per realisation simulated at once: its grid (4 bytes a node) and its path (16 while sorted).
    requireMemory(double(g.nodeCount()) * 20.0 * double(team), kStage, "grid",
                  std::to_string(g.nodeCount()) + " nodes x 20 bytes x " + std::to_string(team) + " realisations at once");
    requireDiskSpace(double(g.nodeCount()) * 13.0 * double(realisations), outputFile, kStage, "output",
                     std::to_string(g.nodeCount()) + " nodes x " + std::to_string(realisations) +
                         " realisations x 13 bytes");
    io::checkOutputsApart(kStage, {{"output", outputFile}},
                          {{"data_file", dataFile}, {"tabulated_file", tabulatedFile}});
}

jobs::Json execute(const SisimJob& job, const jobs::JobContext& context) {
    const SisimInput in = readInput(job);
    const std::size_t dataCount = in.data.size();
    const SequentialIndicatorSimulation simulation(in.data, in.options);
    io::AtomicFile out(job.outputFile);
    out.write(outputHeader(in.title, job.simulation.grid));
    jobs::Json cdfs = jobs::Json::array();
    std::size_t unsimulated = 0;
    simulateRealisations(simulation, 0, std::size_t(job.realisations), job.threads, context,
                         [&](std::size_t, std::span<const float> values) {
                             cdfs.push_back(realisationCdf(in.options, values));
                             unsimulated += std::size_t(std::count(values.begin(), values.end(), kUnsimulated));
                             out.write(realisationText(values));
                         });
    out.commit();
    return jobs::Json{{"output", job.outputFile},
                      {"realisations", job.realisations},
                      {"nodes", job.simulation.grid.nodeCount()},
                      {"conditioning_data", dataCount},
                      {"unsimulated_nodes", unsimulated},
                      {"realisation_cdfs", cdfs}};
}

namespace {
const jobs::Schema<SisimJob>& dataColumnsSchema() {
    static const auto s = jobs::Schema<SisimJob>("columns", "columns of the data file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.columnX; }, "x column (0: the grid's x origin)").min(0)
        .add("y", [](auto& j) -> auto& { return j.columnY; }, "y column (0: the grid's y origin)").min(0)
        .add("z", [](auto& j) -> auto& { return j.columnZ; }, "z column (0: the grid's z origin)").min(0)
        .add("value", [](auto& j) -> auto& { return j.columnValue; }, "variable column").min(1);
    return s;
}

const std::vector<std::pair<std::string, CcdfInterpolation>> kInterpolations{
    {"linear", CcdfInterpolation::Linear}, {"power", CcdfInterpolation::Power}, {"tabulated", CcdfInterpolation::Tabulated}};

const jobs::Schema<CcdfTails>& tailsSchema() {
    static const auto s = jobs::Schema<CcdfTails>("tails", "the ccdf between and beyond the thresholds")
        .add("zmin", [](auto& o) -> auto& { return o.zmin; }, "the smallest value (the lower tail ends there)")
        .add("zmax", [](auto& o) -> auto& { return o.zmax; }, "the largest value (the upper tail ends there)")
        .choice("lower", [](auto& o) -> auto& { return o.lower; }, kInterpolations,
                "below the first threshold (sisim's ltail 1, 2, 3)")
        .add("lower_parameter", [](auto& o) -> auto& { return o.lowerParameter; }, "the power of a power lower tail")
        .choice("middle", [](auto& o) -> auto& { return o.middle; }, kInterpolations,
                "between thresholds (sisim's middle 1, 2, 3)")
        .add("middle_parameter", [](auto& o) -> auto& { return o.middleParameter; }, "the power of a power middle")
        .choice("upper", [](auto& o) -> auto& { return o.upper; },
                std::vector<std::pair<std::string, CcdfInterpolation>>{{"linear", CcdfInterpolation::Linear},
                                                                       {"power", CcdfInterpolation::Power},
                                                                       {"tabulated", CcdfInterpolation::Tabulated},
                                                                       {"hyperbolic", CcdfInterpolation::Hyperbolic}},
                "above the last threshold (sisim's utail 1, 2, 3, 4)")
        .add("upper_parameter", [](auto& o) -> auto& { return o.upperParameter; },
             "the power of a power upper tail, the exponent of a hyperbolic one");
    return s;
}

const jobs::Schema<SequentialIndicatorOptions>& simulationSchema() {
    using O = SequentialIndicatorOptions;
    static const auto s = [] {
        jobs::Schema<O> schema("simulation", "the indicators, the grid, the models, the search and the random numbers");
        schema
            .choice("kind", [](auto& o) -> auto& { return o.kind; },
                    std::vector<std::pair<std::string, IndicatorKind>>{{"continuous", IndicatorKind::Continuous},
                                                                       {"categorical", IndicatorKind::Categorical}},
                    "thresholds on a continuous variable (a ccdf) or categories (a pdf) (sisim's ivtype 1, 0)")
            .group("indicators")
            .add("cutoffs", [](auto& o) -> auto& { return o.cutoffs; }, "the thresholds (increasing) or the category codes")
            .required().group("indicators")
            .add("global_probabilities", [](auto& o) -> auto& { return o.globalProbabilities; },
                 "the global cdf (pdf) at each threshold (category): simple kriging's means")
            .required().group("indicators");
        jobs::addGrid(schema, "grid", [](auto& o) -> auto& { return o.grid; }, "the grid (nx, xmn, xsiz...)").required();
        schema
            .custom("models", "list of variogram models",
                    [](const O& o) { return modelListToJson(o.models); },
                    [](O& o, const jobs::Json& v) { o.models = modelListFromJson(v); },
                    "one indicator variogram model per threshold / category, each \"0.2 nug + 0.8 sph(10)\" or its "
                    "JSON form (as one text: the models separated by /)")
            .required().group("model")
            .add("ordinary", [](auto& o) -> auto& { return o.ordinary; },
                 "ordinary kriging of the indicators; false: simple kriging with the global probabilities as means "
                 "(sisim's ktype)")
            .group("model")
            .object("search", [](auto& o) -> auto& { return o.search; }, kriging::searchNeighbourhoodSchema(),
                    "the search ellipsoid, ndmax and max_per_octant of the data (ndmin is not used)")
            .group("search")
            .add("nodmax", [](auto& o) -> auto& { return o.nodmax; }, "previously simulated nodes used").min(0)
            .group("search")
            .add("assign_data_to_nodes", [](auto& o) -> auto& { return o.assignDataToNodes; },
                 "move the data to their nearest nodes (sisim's sstrat 1); off: two-part search").group("search")
            .add("multigrid_levels", [](auto& o) -> auto& { return o.multigridLevels; },
                 "multiple-grid refinements of the random path (sisim's nmult; 0: none)").min(0).group("search")
            .list("covariance_table", "sizes of the lookup table of node offsets (sisim's mxctx, mxcty, mxctz)",
                  [](auto& o) -> auto& { return o.covarianceTable[0]; },
                  [](auto& o) -> auto& { return o.covarianceTable[1]; },
                  [](auto& o) -> auto& { return o.covarianceTable[2]; })
            .min(1).max(1001).advanced().group("search")
            .object("tails", [](auto& o) -> auto& { return o.tails; }, tailsSchema(), "zmin, zmax and the ccdf's tails")
            .group("tails")
            .add("seed", [](auto& o) -> auto& { return o.seed; }, "random number seed (ACORN, 1..2^30-1; odd is best)")
            .min(1).group("random");
        return schema;
    }();
    return s;
}

auto self = [](auto& j) -> auto& { return j; };
}  // namespace

const jobs::Schema<SisimJob>& SisimJob::schema() {
    static const auto s = jobs::Schema<SisimJob>(type, summary)
        .add("data_file", [](auto& j) -> auto& { return j.dataFile; },
             "GeoEAS file of the hard conditioning data (empty: unconditional simulation)").group("input")
        .object("columns", self, dataColumnsSchema(), "its columns").group("input")
        .list("trimming_limits", "values outside [tmin, tmax) are left out", [](auto& j) -> auto& { return j.trimMin; },
              [](auto& j) -> auto& { return j.trimMax; }).group("input")
        .add("tabulated_file", [](auto& j) -> auto& { return j.tabulatedFile; },
             "GeoEAS file of the global distribution a tabulated tail or middle follows").group("tails")
        .add("tabulated_column", [](auto& j) -> auto& { return j.tabulatedColumn; }, "its column of values").min(1)
        .group("tails")
        .add("tabulated_weight_column", [](auto& j) -> auto& { return j.tabulatedWeightColumn; },
             "its column of weights (0: equal weights)").min(0).group("tails")
        .add("median_ik", [](auto& j) -> auto& { return j.medianIk; },
             "median IK: the model of the threshold nearest median_cutoff krigs every threshold (sisim's mik)")
        .group("model")
        .add("median_cutoff", [](auto& j) -> auto& { return j.medianCutoff; }, "median IK: the threshold whose model serves")
        .group("model")
        .add("realisations", [](auto& j) -> auto& { return j.realisations; }, "number of realisations (nsim)").min(1)
        .group("output")
        .add("output", [](auto& j) -> auto& { return j.outputFile; }, "the realisations (sisim's layout)").required()
        .group("output")
        .object("simulation", [](auto& j) -> auto& { return j.simulation; }, simulationSchema(),
                "indicators, grid, models, search, tails, random numbers")
        .add("threads", [](auto& j) -> auto& { return j.threads; },
             "realisations simulated at once, one per thread (0: every core); the results do not depend on it")
        .min(0).advanced();
    return s;
}

void to_json(jobs::Json& j, const SisimJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, SisimJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(SisimJob);

}  // namespace strata::simulation
