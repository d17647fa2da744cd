#include "strata/simulation/GtcurvesJob.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/CsvBuilder.h"
#include "strata/io/GeoEasReader.h"
#include "strata/simulation/GradeTonnageCurves.h"

namespace strata::simulation {

namespace {
const std::string kStage = "gtcurves";

std::size_t nodesOf(const GtcurvesJob& job, const io::GeoEasFile& f) {
    if (job.nodes > 0) return job.nodes;
    if (f.gridSize.size() != 3)
        throw ValidationError(kStage, "nodes",
                              "'" + job.realisationsFile + "' has no grid header (\"1 nx ny nz\"): give the nodes per realisation");
    return f.gridSize[0] * f.gridSize[1] * f.gridSize[2];
}

std::string csvText(const std::vector<GradeTonnagePoint>& curve) {
    io::CsvBuilder csv;
    csv.row({"cutoff", "tonnage_mean", "tonnage_p10", "tonnage_p50", "tonnage_p90", "grade_mean", "grade_p10",
             "grade_p50", "grade_p90", "grade_realisations"});
    for (const GradeTonnagePoint& p : curve) {
        for (double v : {p.cutoff, p.tonnage.mean, p.tonnage.p10, p.tonnage.p50, p.tonnage.p90, p.grade.mean, p.grade.p10,
                         p.grade.p50, p.grade.p90, double(p.grade.count)})
            csv.cell(v);
        csv.endRow();
    }
    return csv.text();
}
}  // namespace

void GtcurvesJob::validate() const {
    if (realisationsFile.empty()) throw ValidationError(kStage, "realisations_file", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output", "is required");
    if (realisations < 1) throw ValidationError(kStage, "realisations", "must be >= 1");
    if (column < 1) throw ValidationError(kStage, "column", "must be >= 1");
    if (cutoffs.empty()) throw ValidationError(kStage, "cutoffs", "at least one cutoff is needed");
    for (double c : cutoffs)
        if (!std::isfinite(c)) throw ValidationError(kStage, "cutoffs", "must be finite numbers");
    if (!(tonnesPerNode > 0) || !std::isfinite(tonnesPerNode))
        throw ValidationError(kStage, "tonnes_per_node", "must be a finite number above 0");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming_limits", "the maximum must be above the minimum");
    io::checkOutputPath(outputFile, kStage, "output");
    io::checkOutputsApart(kStage, {{"output", outputFile}}, {{"realisations_file", realisationsFile}});
}

jobs::Json execute(const GtcurvesJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Read);
    const io::GeoEasFile f = io::readGeoEas(job.realisationsFile);
    if (std::size_t(job.column) > f.names.size())
        throw ValidationError(kStage, "column",
                              "column " + std::to_string(job.column) + " is out of range: '" + job.realisationsFile +
                                  "' has " + std::to_string(f.names.size()) + " variables");
    const std::size_t nodes = nodesOf(job, f), n = std::size_t(job.realisations);
    if (nodes == 0 || f.rowCount() / nodes < n)
        throw ValidationError(kStage, "realisations_file",
                              "'" + job.realisationsFile + "' has " + std::to_string(f.rowCount()) + " rows; " +
                                  std::to_string(n) + " realisations of " + std::to_string(nodes) + " nodes need " +
                                  std::to_string(n * nodes));
    phases.enter(Phase::Compute);
    std::vector<double> values(f.columns[std::size_t(job.column - 1)].begin(),
                               f.columns[std::size_t(job.column - 1)].begin() + std::ptrdiff_t(n * nodes));
    for (double& v : values)
        if (!(v >= job.trimMin && v <= job.trimMax)) v = std::numeric_limits<double>::quiet_NaN();
    std::vector<double> cutoffs = job.cutoffs;
    std::sort(cutoffs.begin(), cutoffs.end());
    const auto curve = gradeTonnageCurves(values, nodes, n, cutoffs, job.tonnesPerNode);
    phases.enter(Phase::Write);
    io::AtomicFile out(job.outputFile);
    out.write(csvText(curve));
    out.commit();
    return jobs::Json{{"output", job.outputFile}, {"nodes", nodes}, {"realisations", n}, {"cutoffs", cutoffs.size()}};
}

const jobs::Schema<GtcurvesJob>& GtcurvesJob::schema() {
    static const auto s = jobs::Schema<GtcurvesJob>(type, summary)
        .add("realisations_file", [](auto& j) -> auto& { return j.realisationsFile; },
             "GeoEAS file of the realisations (realisation after realisation, x fastest)").required().group("input")
        .add("column", [](auto& j) -> auto& { return j.column; }, "column of the grade (1-based)").min(1).group("input")
        .add("realisations", [](auto& j) -> auto& { return j.realisations; }, "number of realisations").min(1)
        .required().group("input")
        .add("nodes", [](auto& j) -> auto& { return j.nodes; },
             "values per realisation (0: nx ny nz of the file's header)").min(0).group("input")
        .list("trimming_limits", "values outside [tmin, tmax] are not nodes of the deposit",
              [](auto& j) -> auto& { return j.trimMin; }, [](auto& j) -> auto& { return j.trimMax; }).group("input")
        .add("cutoffs", [](auto& j) -> auto& { return j.cutoffs; }, "the cutoff grades").required().group("curves")
        .add("tonnes_per_node", [](auto& j) -> auto& { return j.tonnesPerNode; },
             "tonnes a node stands for (1: tonnage as a count of nodes)").above(0).group("curves")
        .add("output", [](auto& j) -> auto& { return j.outputFile; }, "CSV of the curves").required().group("output");
    return s;
}

void to_json(jobs::Json& j, const GtcurvesJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, GtcurvesJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(GtcurvesJob);

}  // namespace strata::simulation
