#include "strata/simulation/NscoreJob.h"

#include <cmath>
#include <cstdio>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GslibDataText.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/simulation/AcornRandom.h"
#include "strata/simulation/GslibNormal.h"
#include "strata/simulation/NormalScores.h"
#include "strata/simulation/TransformTableFile.h"

namespace strata::simulation {

namespace {
const std::string kStage = "nscore";
// nscore's despiking: its EPSLON (a single-precision 1e-6) times an ACORN number per value read.
const double kDespike = double(1.0e-6f);
const double kMinimumWeight = 1.0e-10;

AcornRandom nscoreRandom() {
    AcornRandom random(69069);
    random.discard(1000);
    return random;
}

// nscore reads REAL values: a drop-in rounds as it does, and refuses what single precision
// cannot hold (nscore would stop on it) or what is not a number.
double asRead(const io::GslibDataText& text, const std::string& file, int column, std::size_t row) {
    const double v = text.data.columns[std::size_t(column - 1)][row];
    const float f = static_cast<float>(v);
    if (!std::isfinite(f)) {
        char value[32];
        std::snprintf(value, sizeof value, "%g", v);
        throw ParseError(file, text.rowLines[row], 1,
                         "column " + std::to_string(column) + " holds " + value +
                             ", which nscore cannot read (not a number or beyond single precision)");
    }
    return double(f);
}

void checkColumn(int c, const io::GeoEasFile& f, const std::string& file, const std::string& option, bool optional) {
    if (c < (optional ? 0 : 1) || std::size_t(c) > f.names.size())
        throw ValidationError(kStage, option,
                              "column " + std::to_string(c) + " is out of range: '" + file + "' has " +
                                  std::to_string(f.names.size()) + " variables");
}

bool trimmed(const NscoreJob& job, double v) {
    const float f = static_cast<float>(v);
    return f < static_cast<float>(job.trimMin) || f >= static_cast<float>(job.trimMax);
}

// The table as nscore builds it: the rows within the trimming limits, despiked in file order,
// those of weight <= 1e-10 dropped after their random number is drawn.
NormalScoreTable nscoreTable(const NscoreJob& job, const io::GslibDataText& source, const std::string& file, int column,
                             int weightColumn) {
    AcornRandom random = nscoreRandom();
    std::vector<double> values, weights;
    for (std::size_t r = 0; r < source.data.rowCount(); ++r) {
        const double v = asRead(source, file, column, r);
        if (trimmed(job, v)) continue;
        const double despiked = v + random.next() * kDespike;
        const double w = weightColumn > 0 ? asRead(source, file, weightColumn, r) : 1.0;
        if (w <= kMinimumWeight) continue;
        values.push_back(despiked);
        weights.push_back(w);
    }
    double total = 0;
    for (double w : weights) total += w;
    if (values.size() < 2 || float(total) <= 1.0e-6f)
        throw ValidationError(kStage, "data",
                              "too few data in '" + file + "': " + std::to_string(values.size()) +
                                  " within the trimming limits with a weight above 1e-10 (nscore needs 2)");
    return buildNormalScoreTable(values, weights);
}

std::vector<std::string> scoreCells(const NscoreJob& job, const io::GslibDataText& data,
                                    const NormalScoreTable& table) {
    AcornRandom random = nscoreRandom();
    std::vector<std::string> cells;
    for (std::size_t r = 0; r < data.data.rowCount(); ++r) {
        const double v = asRead(data, job.dataFile, job.column, r);
        double score = trimmed(job, v) ? -999.0 : normalScore(table, v + random.next() * kDespike);
        if (job.writeCdf) score = gslibNormalCdf(score);
        cells.push_back(io::fortranFixed(double(static_cast<float>(score)), 12, 5));
    }
    return cells;
}
}  // namespace

NscoreJob readNscoreParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    NscoreJob job;
    std::size_t i = 0;
    job.dataFile = par.line(i++).text(0, "data file");
    {
        const auto& l = par.line(i++);
        const int c = l.integer(0, "variable column");
        job.writeCdf = c < 0;
        job.column = std::abs(c);
        job.weightColumn = l.integer(1, "weight column");
        if (job.column == 0) throw ParseError(path, l.fileLine(), 1, "the variable column must not be 0");
    }
    {
        const auto& l = par.line(i++);
        job.trimMin = l.number(0, "tmin");
        job.trimMax = l.number(1, "tmax");
    }
    const auto& smoothLine = par.line(i++);
    const int ismooth = smoothLine.integer(0, "reference distribution flag");
    if (ismooth != 0 && ismooth != 1)
        throw ParseError(path, smoothLine.fileLine(), 1, "the reference distribution flag must be 0 or 1");
    const std::string reference = par.line(i++).text(0, "file with reference distribution");
    {
        const auto& l = par.line(i++);
        job.referenceColumn = l.integer(0, "reference variable column");
        job.referenceWeightColumn = l.integer(1, "reference weight column");
    }
    if (ismooth == 1) job.referenceFile = reference;
    job.outputFile = par.line(i++).text(0, "output file");
    job.tableFile = par.line(i++).text(0, "transformation table file");
    job.validate();
    return job;
}

void NscoreJob::validate() const {
    if (dataFile.empty()) throw ValidationError(kStage, "data_file", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (tableFile.empty()) throw ValidationError(kStage, "table", "is required");
    if (column < 1) throw ValidationError(kStage, "column", "must be >= 1");
    if (weightColumn < 0) throw ValidationError(kStage, "weight_column", "must be >= 0");
    if (!referenceFile.empty() && referenceColumn < 1)
        throw ValidationError(kStage, "reference_column", "must be >= 1");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming_limits", "the maximum must be above the minimum");
    io::checkOutputPath(outputFile, kStage, "output");
    io::checkOutputPath(tableFile, kStage, "table");
    std::vector<io::NamedPath> inputs{{"data_file", dataFile}};
    if (!referenceFile.empty()) inputs.push_back({"reference_file", referenceFile});
    io::checkOutputsApart(kStage, {{"output", outputFile}, {"table", tableFile}}, inputs);
}

jobs::Json execute(const NscoreJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    const io::GslibDataText data = io::readGslibDataText(job.dataFile);
    checkColumn(job.column, data.data, job.dataFile, "column", false);
    checkColumn(job.weightColumn, data.data, job.dataFile, "weight_column", true);
    phases.enter(Phase::Compute);
    NormalScoreTable table;
    if (job.referenceFile.empty()) {
        table = nscoreTable(job, data, job.dataFile, job.column, job.weightColumn);
    } else {
        const io::GslibDataText reference =
            context.timed(Phase::Read, [&] { return io::readGslibDataText(job.referenceFile); });
        checkColumn(job.referenceColumn, reference.data, job.referenceFile, "reference_column", false);
        checkColumn(job.referenceWeightColumn, reference.data, job.referenceFile, "reference_weight_column", true);
        table = nscoreTable(job, reference, job.referenceFile, job.referenceColumn, job.referenceWeightColumn);
    }
    const std::string output = io::appendGslibColumn(
        data, {"Normal Score Transform:", 2, "Normal Score value", scoreCells(job, data, table)});
    phases.enter(Phase::Write);
    io::AtomicFile tableOut(job.tableFile);
    tableOut.write(transformTableText(table));
    io::AtomicFile out(job.outputFile);
    out.write(output);
    tableOut.commit();
    out.commit();
    return jobs::Json{{"output", job.outputFile}, {"table", job.tableFile}, {"rows", data.data.rowCount()},
                      {"table_rows", table.size()}};
}

const jobs::Schema<NscoreJob>& NscoreJob::schema() {
    static const auto s = jobs::Schema<NscoreJob>(type, summary)
        .add("data_file", [](auto& j) -> auto& { return j.dataFile; }, "GeoEAS data file").required().group("input")
        .add("column", [](auto& j) -> auto& { return j.column; }, "column of the variable (1-based)").min(1)
        .group("input")
        .add("weight_column", [](auto& j) -> auto& { return j.weightColumn; },
             "column of the declustering weights (0: equal weights)").min(0).group("input")
        .list("trimming_limits", "values outside [tmin, tmax) are not transformed (-999)",
              [](auto& j) -> auto& { return j.trimMin; }, [](auto& j) -> auto& { return j.trimMax; }).group("input")
        .add("write_cdf", [](auto& j) -> auto& { return j.writeCdf; },
             "write each score's cumulative probability instead (nscore's negative column)").advanced().group("output")
        .add("reference_file", [](auto& j) -> auto& { return j.referenceFile; },
             "build the table from this GeoEAS file's values (nscore's ismooth = 1); empty: from the data")
        .group("reference")
        .add("reference_column", [](auto& j) -> auto& { return j.referenceColumn; }, "column of the reference values")
        .min(1).group("reference")
        .add("reference_weight_column", [](auto& j) -> auto& { return j.referenceWeightColumn; },
             "column of the reference weights (0: equal weights)").min(0).group("reference")
        .add("output", [](auto& j) -> auto& { return j.outputFile; },
             "the data with the normal scores (nscore's layout)")
        .required().group("output")
        .add("table", [](auto& j) -> auto& { return j.tableFile; }, "the transformation table (value, score)")
        .required().group("output");
    return s;
}

void to_json(jobs::Json& j, const NscoreJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, NscoreJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(NscoreJob);

}  // namespace strata::simulation
