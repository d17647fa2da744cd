#include "strata/jobs/Job.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>

#include "strata/core/Error.h"

namespace strata::jobs {

namespace {
std::map<std::string, JobType>& registry() {
    static std::map<std::string, JobType> types;
    return types;
}

const Json& paramsOf(const Json& job) {
    if (!job.is_object() || !job.contains("type") || !job.contains("params"))
        throw ValidationError("job", "type", "a job is an object {\"type\": ..., \"params\": {...}}");
    return job.at("params");
}

template <class F>
auto translateJsonErrors(const std::string& type, F&& f) {
    try {
        return f();
    } catch (const nlohmann::json::exception& e) {
        throw ValidationError(type, "params", std::string("are not valid: ") + e.what());
    }
}
}  // namespace

void registerJobType(JobType type) { registry()[type.name] = std::move(type); }

const JobType& findJobType(const std::string& name) {
    auto it = registry().find(name);
    if (it == registry().end()) {
        std::string known;
        for (const auto& n : jobTypeNames()) known += (known.empty() ? "" : ", ") + n;
        throw ValidationError("job", "type", "'" + name + "' is not a job type (known: " + known + ")");
    }
    return it->second;
}

std::vector<std::string> jobTypeNames() {
    std::vector<std::string> names;
    for (const auto& [name, type] : registry()) names.push_back(name);
    return names;
}

void validateJob(const Json& job) {
    const Json& params = paramsOf(job);
    const std::string type = job.at("type").is_string() ? job.at("type").get<std::string>() : "";
    translateJsonErrors(type, [&] {
        findJobType(type).validate(params);
        return 0;
    });
}

Json runJob(const Json& job, const JobContext& context) { return prepareJob(job)(context); }

PreparedJob prepareJob(const Json& job) {
    const Json& params = paramsOf(job);
    const std::string type = job.at("type").is_string() ? job.at("type").get<std::string>() : "";
    const JobType& jobType = findJobType(type);
    if (!jobType.prepare) {  // registered by hand: its run() validates
        translateJsonErrors(type, [&] {
            jobType.validate(params);
            return 0;
        });
        return [run = jobType.run, params, type](const JobContext& context) {
            return translateJsonErrors(type, [&] { return run(params, context); });
        };
    }
    PreparedJob prepared = translateJsonErrors(type, [&] { return jobType.prepare(params); });
    return [prepared = std::move(prepared), type](const JobContext& context) {
        return translateJsonErrors(type, [&] { return prepared(context); });
    };
}

Json normaliseJob(const Json& job) {
    const Json& params = paramsOf(job);
    const std::string type = job.at("type").is_string() ? job.at("type").get<std::string>() : "";
    const JobType& jobType = findJobType(type);
    if (!jobType.normalise) return job;
    return translateJsonErrors(type, [&] { return Json{{"type", type}, {"params", jobType.normalise(params)}}; });
}

Json describeJobType(const std::string& name) {
    const JobType& type = findJobType(name);
    if (type.describe) return type.describe();
    return Json{{"type", type.name}, {"summary", type.summary}, {"options", Json::array()}};  // registered by hand
}

Json readJobFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw IoError(path, "is a folder, not a job file");
    std::ifstream in(path);
    if (!in) throw IoError(path, "cannot open the job file");
    try {
        return Json::parse(in);
    } catch (const nlohmann::json::parse_error& e) {
        throw ParseError(path, 0, 0, std::string("not valid JSON: ") + e.what());
    }
}

}  // namespace strata::jobs
