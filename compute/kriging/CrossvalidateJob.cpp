#include "strata/kriging/CrossvalidateJob.h"

#include "KrigingFiles.h"
#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/PointWriter.h"

namespace strata::kriging {

namespace {
const std::string kStage = "crossvalidate";
}

void CrossvalidateJob::validate() const {
    data.validate(kStage);
    kriging.validate(kStage);
    cv.validate(kStage);
    if (!output.empty()) io::checkOutputPath(output, kStage, "output");
    io::checkOutputsApart(kStage, {{"output", output}}, {{"data", data.file}});
}

const jobs::Schema<CrossvalidateJob>& CrossvalidateJob::schema() {
    static const auto s = jobs::Schema<CrossvalidateJob>(type, summary)
        .object("data", [](auto& j) -> auto& { return j.data; }, KrigingDataSource::schema(), "the data").required()
        .group("input")
        .object("kriging", [](auto& j) -> auto& { return j.kriging; }, krigingOptionsSchema(), "estimator, model, search")
        .required()
        .add("folds", [](auto& j) -> auto& { return j.cv.folds; }, "0 or 1: leave one out; k >= 2: k random folds")
        .min(0).group("cross-validation")
        .add("seed", [](auto& j) -> auto& { return j.cv.seed; }, "seed of the fold assignment").group("cross-validation")
        .advanced()
        .add("leave_drillhole_out", [](auto& j) -> auto& { return j.cv.leaveDrillholeOut; },
             "also leave out the held-out datum's drillhole (with a drillhole column)").group("cross-validation")
        .add("variable", [](auto& j) -> auto& { return j.cv.variable; }, "which value column (0: the first)")
        .group("cross-validation")
        .add("output", [](auto& j) -> auto& { return j.output; },
             "CSV of x, y, z, true, estimate, variance, error, zscore, fold per datum (empty: none)").group("output");
    return s;
}

void to_json(jobs::Json& j, const CrossvalidateJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, CrossvalidateJob& job) { jobs::readParams(j, job); }

jobs::Json execute(const CrossvalidateJob& job, const jobs::JobContext& context) {
    const KrigingData data =
        context.timed(Phase::Read, [&] { return readKrigingData(job.data, job.kriging, kStage, context); });
    const CrossValidationResult r =
        context.timed(Phase::Compute, [&] { return crossValidate(data, job.kriging, job.cv, context); });
    if (r.summary.count == 0)
        throw ValidationError(kStage, "data",
                              "no datum could be estimated from the others (" + std::to_string(r.summary.unestimated) +
                                  " data, ndmin " + std::to_string(job.kriging.search.ndmin) +
                                  "): too few data, or the search reaches none; nothing was written");
    if (!job.output.empty()) {
        PointSet out;
        out.dimension = data.z.empty() ? 2 : 3;
        out.x = r.x;
        out.y = r.y;
        out.z = r.z;
        out.addColumn("true", r.trueValue);
        out.addColumn("estimate", r.estimate);
        out.addColumn("variance", r.variance);
        out.addColumn("error", r.error);
        out.addColumn("zscore", r.zScore);
        out.addColumn("fold", std::vector<double>(r.fold.begin(), r.fold.end()));
        context.timed(Phase::Write, [&] { io::writePoints(job.output, out); });
        context.deliver(std::move(out));
    }
    const auto& s = r.summary;
    return jobs::Json{{"output", job.output},
                      {"data", s.count + s.unestimated},
                      {"estimated", s.count},
                      {"unestimated", s.unestimated},
                      {"mean_error", s.meanError},
                      {"mean_absolute_error", s.meanAbsoluteError},
                      {"mean_squared_error", s.meanSquaredError},
                      {"rmse", s.rmse},
                      {"msdr", s.msdr},
                      {"mean_zscore", s.meanZScore},
                      {"correlation", s.correlation},
                      {"notes", r.notes}};
}

STRATA_REGISTER_JOB(CrossvalidateJob);

}  // namespace strata::kriging
