#include "strata/simulation/BacktrJob.h"

#include <cmath>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GslibDataText.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/simulation/GslibNormal.h"
#include "strata/simulation/TransformTableFile.h"
#include "TailParameterLines.h"

namespace strata::simulation {

namespace {
const std::string kStage = "backtr";
}  // namespace

BacktrJob readBacktrParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    BacktrJob job;
    std::size_t i = 0;
    job.dataFile = par.line(i++).text(0, "data file");
    {
        const auto& l = par.line(i++);
        const int c = l.integer(0, "column with Gaussian variable");
        if (c == 0) throw ParseError(path, l.fileLine(), 1, "the column must not be 0");
        job.cdfValues = c < 0;
        job.column = std::abs(c);
    }
    {
        const auto& l = par.line(i++);
        job.trimMin = l.number(0, "tmin");
        job.trimMax = l.number(1, "tmax");
    }
    job.outputFile = par.line(i++).text(0, "output file");
    job.tableFile = par.line(i++).text(0, "transformation table file");
    job.tails = readTailLines(par, i, path);
    job.validate();
    return job;
}

void BacktrJob::validate() const {
    if (dataFile.empty()) throw ValidationError(kStage, "data_file", "is required");
    if (tableFile.empty()) throw ValidationError(kStage, "table", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (column < 1) throw ValidationError(kStage, "column", "must be >= 1");
    if (!(tails.zmax > tails.zmin)) throw ValidationError(kStage, "zmax", "must be above zmin");
    io::checkOutputPath(outputFile, kStage, "output");
    io::checkOutputsApart(kStage, {{"output", outputFile}}, {{"data_file", dataFile}, {"table", tableFile}});
}

jobs::Json execute(const BacktrJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    const NormalScoreTable table = readTransformTable(job.tableFile);
    job.tails.validate(table);
    const io::GslibDataText data = io::readGslibDataText(job.dataFile);
    if (std::size_t(job.column) > data.data.names.size())
        throw ValidationError(kStage, "column",
                              "column " + std::to_string(job.column) + " is out of range: '" + job.dataFile + "' has " +
                                  std::to_string(data.data.names.size()) + " variables");
    const auto& scores = data.data.columns[std::size_t(job.column - 1)];
    phases.enter(Phase::Compute);
    std::vector<std::string> cells;
    for (std::size_t r = 0; r < scores.size(); ++r) {
        if (!std::isfinite(scores[r]))
            throw ParseError(job.dataFile, data.rowLines[r], 1,
                             "the normal score is not a number (backtr knows no NaN)");
        const double score = job.cdfValues ? gslibNormalQuantile(scores[r]) : scores[r];
        cells.push_back(io::fortranFixed(backTransform(table, score, job.tails), 12, 5));
    }
    phases.enter(Phase::Write);
    const std::string output = io::appendGslibColumn(data, {"Back Transform:", 2, "Back Transform", cells});
    io::writeFileAtomically(job.outputFile, output);
    return jobs::Json{{"output", job.outputFile}, {"rows", scores.size()}, {"table_rows", table.size()}};
}

const jobs::Schema<BackTransformOptions>& backTransformSchema() {
    static const auto s = jobs::Schema<BackTransformOptions>("tails", "the back-transform's tails and limits")
        .add("zmin", [](auto& o) -> auto& { return o.zmin; }, "the smallest value (the lower tail ends there)")
        .add("zmax", [](auto& o) -> auto& { return o.zmax; }, "the largest value (the upper tail ends there)")
        .choice("lower_tail", [](auto& o) -> auto& { return o.lowerTail; },
                std::vector<std::pair<std::string, LowerTail>>{{"linear", LowerTail::Linear},
                                                               {"power", LowerTail::Power}},
                "model of the values below the table's first score (backtr's ltail 1, 2)")
        .add("lower_power", [](auto& o) -> auto& { return o.lowerPower; }, "the power of a power lower tail (ltpar)")
        .above(0)
        .choice("upper_tail", [](auto& o) -> auto& { return o.upperTail; },
                std::vector<std::pair<std::string, UpperTail>>{
                    {"linear", UpperTail::Linear}, {"power", UpperTail::Power}, {"hyperbolic", UpperTail::Hyperbolic}},
                "model of the values above the table's last score (backtr's utail 1, 2, 4)")
        .add("upper_parameter", [](auto& o) -> auto& { return o.upperParameter; },
             "the power of a power upper tail, the exponent (>= 1) of a hyperbolic one (utpar)")
        .above(0);
    return s;
}

const jobs::Schema<BacktrJob>& BacktrJob::schema() {
    static const auto s = jobs::Schema<BacktrJob>(type, summary)
        .add("data_file", [](auto& j) -> auto& { return j.dataFile; }, "GeoEAS data file").required().group("input")
        .add("column", [](auto& j) -> auto& { return j.column; }, "column of the normal scores (1-based)").min(1)
        .group("input")
        .add("cdf_values", [](auto& j) -> auto& { return j.cdfValues; },
             "the column holds cumulative probabilities (backtr's negative column)").advanced().group("input")
        .list("trimming_limits", "read from backtr's parameter file and, as backtr, not used",
              [](auto& j) -> auto& { return j.trimMin; }, [](auto& j) -> auto& { return j.trimMax; })
        .advanced().group("input")
        .add("table", [](auto& j) -> auto& { return j.tableFile; }, "transformation table (nscore's table file)")
        .required().group("input")
        .object("tails", [](auto& j) -> auto& { return j.tails; }, backTransformSchema(), "tails and limits")
        .add("output", [](auto& j) -> auto& { return j.outputFile; }, "the data with the values (backtr's layout)")
        .required().group("output");
    return s;
}

void to_json(jobs::Json& j, const BacktrJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, BacktrJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(BacktrJob);

}  // namespace strata::simulation
