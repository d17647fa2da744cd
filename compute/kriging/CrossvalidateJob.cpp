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
    if (!output.empty()) io::checkOutputPath(output, kStage, "out");
}

void to_json(jobs::Json& j, const CrossvalidateJob& job) {
    j = jobs::Json{{"data", job.data},
                   {"kriging", job.kriging},
                   {"folds", job.cv.folds},
                   {"seed", job.cv.seed},
                   {"leave_drillhole_out", job.cv.leaveDrillholeOut},
                   {"variable", job.cv.variable},
                   {"output", job.output}};
}

void from_json(const jobs::Json& j, CrossvalidateJob& job) {
    job = CrossvalidateJob{};
    job.data = j.at("data").get<KrigingDataSource>();
    job.kriging = j.at("kriging").get<KrigingOptions>();
    job.cv.folds = j.value("folds", 0);
    job.cv.seed = j.value("seed", std::uint64_t(1));
    job.cv.leaveDrillholeOut = j.value("leave_drillhole_out", true);
    job.cv.variable = j.value("variable", std::size_t(0));
    job.output = j.value("output", std::string());
}

jobs::Json execute(const CrossvalidateJob& job, const jobs::JobContext& context) {
    const KrigingData data = readKrigingData(job.data, job.kriging, kStage);
    const CrossValidationResult r = crossValidate(data, job.kriging, job.cv, context);
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
        io::writePoints(job.output, out);
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
