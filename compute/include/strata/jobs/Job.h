#pragma once
// Every long operation is a job: a plain parameter struct that round-trips through JSON, plus a
// function that runs it with a backend choice, a progress sink and a cancel token. The GUI, the
// CLI (`strata-cli run job.json`, `--dump-job`) and the project file all use the same JSON:
//   {"type": "idw", "params": {...}}
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "strata/core/Backend.h"
#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/core/RunContext.h"
#include "strata/jobs/Schema.h"

namespace strata::jobs {

// A run's context (core/RunContext.h) plus the data and results a caller holds in memory (the
// GUI's, which holds them already): a job asks `points` for the point set at a path before it
// reads that file, and hands its result grid or point set to `result` besides writing the files
// the job names. Both may be null.
struct JobContext : RunContext {
    std::function<std::shared_ptr<const PointSet>(const std::string& path)> points;
    std::function<void(std::shared_ptr<const Grid>, std::shared_ptr<const PointSet>)> result;

    std::shared_ptr<const PointSet> pointsAt(const std::string& path) const { return points ? points(path) : nullptr; }
    void deliver(Grid grid) const {
        if (result) result(std::make_shared<const Grid>(std::move(grid)), nullptr);
    }
    void deliver(PointSet pointSet) const {
        if (result) result(nullptr, std::make_shared<const PointSet>(std::move(pointSet)));
    }
};

// A job parsed and validated, ready to run (on any thread, once or again).
using PreparedJob = std::function<Json(const JobContext& context)>;

struct JobType {
    std::string name;     // "idw", "gamv", ...
    std::string summary;  // one line for `strata-cli run --list` and the docs
    std::function<void(const Json& params)> validate;                        // throws ValidationError
    std::function<Json(const Json& params, const JobContext& context)> run;  // types registered by hand
    std::function<Json()> describe;  // the schema (Schema.h); null for a type registered by hand
    std::function<Json(const Json& params)> normalise;  // read and written back: every option, current keys
    std::function<PreparedJob(const Json& params)> prepare;  // parses and validates; null: validate, then run
    bool mayUseGpu = false;  // runs an engine with a CUDA backend (the CLI starts the GPU early, GpuWarmUp)
    bool splitsAcrossRanks = false;  // shares its work out over the ranks of an MPI run (distributed/Ranks.h)
};

void registerJobType(JobType type);
const JobType& findJobType(const std::string& name);
std::vector<std::string> jobTypeNames();

// Parses {"type": ..., "params": ...} into the typed job once, validates it, runs it.
Json runJob(const Json& job, const JobContext& context);
// The same in two steps: a dialog's check parses and validates (errors as ValidationError), the
// worker runs what it got, without a second parse or validation.
PreparedJob prepareJob(const Json& job);
void validateJob(const Json& job);
// {"type", "summary", "options": [...]} of one job type (Schema.h's describe).
Json describeJobType(const std::string& name);
// The job with every option written out under its current key (what --dump-job prints).
Json normaliseJob(const Json& job);
// Reads a job file strictly (file:line:column of a syntax error, a key given twice, a key beside
// type and params) and refuses a job naming the file itself (checkNotNamed).
Json readJobFile(const std::string& path);
// Refuses a job one of whose paths is `file`, the job or parameter file it was read from: as an
// output the run would overwrite it, as an input read it as data. Throws ValidationError naming
// the job type and the option.
void checkNotNamed(const Json& job, const std::string& file);

// A job type that may run on the GPU says so: `static constexpr bool usesGpu = true;`.
template <class JobT>
constexpr bool JobUsesGpu = requires { requires JobT::usesGpu; };
// A job type that shares its work out over MPI ranks says so: `static constexpr bool
// splitsAcrossRanks = true;` (the others run on rank 0 alone).
template <class JobT>
constexpr bool JobSplitsAcrossRanks = requires { requires JobT::splitsAcrossRanks; };

// Registers a typed job. JobT provides: static constexpr type and summary strings,
// `static const Schema<JobT>& schema()` (its options), `void validate() const` (the rules between
// options and the checks of files), and a free function `Json execute(const JobT&, const JobContext&)`
// found by argument-dependent lookup.
template <class JobT>
bool registerTypedJob() {
    registerJobType(JobType{
        JobT::type, JobT::summary,
        [](const Json& params) { JobT::schema().read(params, JobT::type).validate(); },
        nullptr,  // prepare() below parses and validates once
        [] { return describe(JobT::schema().info()); },
        [](const Json& params) { return JobT::schema().write(JobT::schema().read(params, JobT::type)); },
        [](const Json& params) -> PreparedJob {
            JobT job = JobT::schema().read(params, JobT::type);
            job.validate();
            return [job = std::move(job)](const JobContext& context) { return execute(job, context); };
        },
        JobUsesGpu<JobT>, JobSplitsAcrossRanks<JobT>});
    return true;
}

// The JSON form of a job's parameters, for nlohmann's to_json / from_json of each job type.
template <class JobT>
void writeParams(Json& j, const JobT& job) {
    j = JobT::schema().write(job);
}
template <class JobT>
void readParams(const Json& j, JobT& job) {
    job = JobT::schema().read(j, JobT::type);
}

template <class JobT>
Json makeJob(const JobT& job) {
    return Json{{"type", JobT::type}, {"params", job}};
}

}  // namespace strata::jobs

#define STRATA_JOB_CONCAT2(a, b) a##b
#define STRATA_JOB_CONCAT(a, b) STRATA_JOB_CONCAT2(a, b)
#define STRATA_REGISTER_JOB(JobT) \
    static const bool STRATA_JOB_CONCAT(strataJobRegistered_, __LINE__) = ::strata::jobs::registerTypedJob<JobT>()
