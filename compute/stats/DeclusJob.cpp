#include "strata/stats/DeclusJob.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GslibDataText.h"
#include "strata/io/GslibParameterFile.h"

namespace strata::stats {

namespace {
const std::string kStage = "declus";

void checkColumn(int c, const DeclusJob& job, const io::GeoEasFile& f, const std::string& option, bool optional) {
    if (c < (optional ? 0 : 1) || std::size_t(c) > f.names.size())
        throw ValidationError(kStage, option,
                              "column " + std::to_string(c) + " is out of range: '" + job.dataFile + "' has " +
                                  std::to_string(f.names.size()) + " variables");
}

// A coordinate column, or zeros where declus reads none (column 0).
std::vector<double> coordinate(const io::GslibDataText& data, int column, const DeclusJob& job) {
    if (column == 0) return std::vector<double>(data.data.rowCount(), 0.0);
    const auto& values = data.data.columns[std::size_t(column - 1)];
    for (std::size_t r = 0; r < values.size(); ++r)
        if (!std::isfinite(values[r]))
            throw ParseError(job.dataFile, data.rowLines[r], 1,
                             "column " + std::to_string(column) + " is not a number");
    return values;
}

std::string summaryText(const io::GslibDataText& data, const CellDeclusteringResult& r) {
    std::string title = data.titleLine.substr(0, 40);
    title.resize(40, ' ');
    std::string out = title + "\n2\nCell Size\nDeclustered Mean\n";
    for (const auto& point : r.curve) {
        char line[96];
        std::snprintf(line, sizeof line, "%15.3f  %15.3f\n", point.cellSize, point.mean);
        out += line;
    }
    return out;
}
}  // namespace

DeclusJob readDeclusParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    DeclusJob job;
    CellDeclusteringOptions& o = job.declustering;
    std::size_t i = 0;
    job.dataFile = par.line(i++).text(0, "data file");
    {
        const auto& l = par.line(i++);
        job.columnX = l.integer(0, "x column");
        job.columnY = l.integer(1, "y column");
        job.columnZ = l.integer(2, "z column");
        job.column = l.integer(3, "variable column");
        if (job.columnX < 0 || job.columnY < 0 || job.columnZ < 0)
            throw ParseError(path, l.fileLine(), 1, "coordinate columns must be >= 0 (0: none)");
        if (job.column < 1) throw ParseError(path, l.fileLine(), 1, "the variable column must be >= 1");
    }
    {
        const auto& l = par.line(i++);
        o.trimMin = l.number(0, "tmin");
        o.trimMax = l.number(1, "tmax");
    }
    job.summaryFile = par.line(i++).text(0, "summary file");
    job.outputFile = par.line(i++).text(0, "output file");
    {
        const auto& l = par.line(i++);
        o.anisotropyY = l.number(0, "y cell anisotropy");
        o.anisotropyZ = l.number(1, "z cell anisotropy");
        if (!(o.anisotropyY > 0) || !(o.anisotropyZ > 0))
            throw ParseError(path, l.fileLine(), 1, "the cell anisotropy factors must be > 0");
    }
    {
        const auto& l = par.line(i++);
        const int minmax = l.integer(0, "minimum/maximum flag");
        if (minmax != 0 && minmax != 1)
            throw ParseError(path, l.fileLine(), 1, "the flag must be 0 (minimum) or 1 (maximum)");
        o.maximiseMean = minmax == 1;
    }
    {
        const auto& l = par.line(i++);
        o.cellSizes = l.integer(0, "number of cell sizes");
        o.minCellSize = l.number(1, "minimum cell size");
        o.maxCellSize = l.number(2, "maximum cell size");
        if (o.cellSizes < 1) throw ParseError(path, l.fileLine(), 1, "the number of cell sizes must be >= 1");
        if (!(o.minCellSize > 0)) throw ParseError(path, l.fileLine(), 1, "the minimum cell size must be > 0");
        // declus tries one size only when ncell is 1.
        if (o.cellSizes == 1) o.maxCellSize = o.minCellSize;
        if (!(o.maxCellSize >= o.minCellSize))
            throw ParseError(path, l.fileLine(), 1, "the maximum cell size must not be below the minimum");
    }
    {
        const auto& l = par.line(i++);
        o.offsets = l.integer(0, "number of origin offsets");
        if (o.offsets < 1) throw ParseError(path, l.fileLine(), 1, "the number of origin offsets must be >= 1");
    }
    job.validate();
    return job;
}

void DeclusJob::validate() const {
    if (dataFile.empty()) throw ValidationError(kStage, "data_file", "is required");
    if (summaryFile.empty()) throw ValidationError(kStage, "summary", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    declustering.validate();
    io::checkOutputPath(summaryFile, kStage, "summary");
    io::checkOutputPath(outputFile, kStage, "output");
    io::checkOutputsApart(kStage, {{"summary", summaryFile}, {"output", outputFile}}, {{"data_file", dataFile}});
}

jobs::Json execute(const DeclusJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    const io::GslibDataText data = io::readGslibDataText(job.dataFile);
    checkColumn(job.columnX, job, data.data, "columns.x", true);
    checkColumn(job.columnY, job, data.data, "columns.y", true);
    checkColumn(job.columnZ, job, data.data, "columns.z", true);
    checkColumn(job.column, job, data.data, "columns.variable", false);
    const std::vector<double> x = coordinate(data, job.columnX, job), y = coordinate(data, job.columnY, job),
                              z = coordinate(data, job.columnZ, job), values = coordinate(data, job.column, job);
    phases.enter(Phase::Compute);
    const CellDeclusteringResult r =
        declusterCells(x, y, z, values, job.declustering, context.cancel, context.progress);
    phases.enter(Phase::Write);
    std::vector<std::string> cells;
    for (double w : r.weights) cells.push_back(io::fortranFixed(std::isnan(w) ? -999.0 : w, 10, 5));
    const std::string output = io::appendGslibColumn(data, {"", 3, "Declustering Weight", cells});
    io::AtomicFile summary(job.summaryFile);
    summary.write(summaryText(data, r));
    io::AtomicFile out(job.outputFile);
    out.write(output);
    summary.commit();
    out.commit();
    return jobs::Json{{"output", job.outputFile}, {"summary", job.summaryFile}, {"used", r.used},
                      {"declustered_mean", r.declusteredMean}, {"cell_size", r.bestCellSize}};
}

namespace {
const jobs::Schema<DeclusJob>& columnsSchema() {
    static const auto s = jobs::Schema<DeclusJob>("columns", "columns of the data file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.columnX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.columnY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.columnZ; }, "z column").min(0)
        .add("variable", [](auto& j) -> auto& { return j.column; }, "the variable's column").min(1);
    return s;
}

auto self = [](auto& j) -> auto& { return j; };
}  // namespace

const jobs::Schema<DeclusJob>& DeclusJob::schema() {
    static const auto s = jobs::Schema<DeclusJob>(type, summary)
        .add("data_file", [](auto& j) -> auto& { return j.dataFile; }, "GeoEAS data file").required().group("input")
        .object("columns", self, columnsSchema(), "its columns").group("input")
        .list("trimming_limits", "values outside [tmin, tmax) get no weight (-999)",
              [](auto& j) -> auto& { return j.declustering.trimMin; },
              [](auto& j) -> auto& { return j.declustering.trimMax; }).group("input")
        .list("cell_anisotropy", "y and z cell sizes as factors of the x size",
              [](auto& j) -> auto& { return j.declustering.anisotropyY; },
              [](auto& j) -> auto& { return j.declustering.anisotropyZ; })
        .add("maximise_mean", [](auto& j) -> auto& { return j.declustering.maximiseMean; },
             "choose the cell size with the largest declustered mean (declus's 1) instead of the smallest")
        .add("cell_sizes", [](auto& j) -> auto& { return j.declustering.cellSizes; },
             "ncell: ncell + 1 sizes are tried from the minimum to the maximum").min(1)
        .list("cell_size_range", "the smallest and largest x cell size",
              [](auto& j) -> auto& { return j.declustering.minCellSize; },
              [](auto& j) -> auto& { return j.declustering.maxCellSize; })
        .add("offsets", [](auto& j) -> auto& { return j.declustering.offsets; }, "origin offsets per cell size").min(1)
        .add("summary", [](auto& j) -> auto& { return j.summaryFile; },
             "the mean against the cell size (declus's summary)")
        .required().group("output")
        .add("output", [](auto& j) -> auto& { return j.outputFile; }, "the data with the weights (declus's layout)")
        .required().group("output");
    return s;
}

void to_json(jobs::Json& j, const DeclusJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, DeclusJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(DeclusJob);

}  // namespace strata::stats
