#include "strata/jobs/Job.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"

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

namespace {

// nlohmann's parse errors say "[json.exception.parse_error.101] parse error at line L, column C:
// WHAT"; ours name the file, line and column first, as every other reader's do.
[[noreturn]] void throwJsonError(const std::string& path, const std::string& text,
                                 const nlohmann::json::parse_error& e) {
    const std::size_t end = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
    const std::size_t line = 1 + std::size_t(std::count(text.begin(), text.begin() + std::ptrdiff_t(end), '\n'));
    const std::size_t lineStart = text.rfind('\n', end == 0 ? 0 : end - 1);
    const std::size_t column = end - (lineStart == std::string::npos || end == 0 ? 0 : lineStart + 1) + 1;
    std::string what = e.what();
    const std::size_t colon = what.find(": ", what.find("column"));
    if (colon != std::string::npos) what = what.substr(colon + 2);
    throw ParseError(path, line, column, "not valid JSON: " + what);
}

// The JSON reader keeps the last of two equal keys: a job file holding one twice says two things,
// and one of them would be silently dropped.
Json parseRejectingDuplicateKeys(const std::string& path, const std::string& text) {
    std::vector<std::set<std::string>> keysOfOpenObjects;
    const nlohmann::json::parser_callback_t check = [&](int, nlohmann::json::parse_event_t event, Json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        if (event == Event::object_start) keysOfOpenObjects.emplace_back();
        if (event == Event::object_end) keysOfOpenObjects.pop_back();
        if (event == Event::key && !keysOfOpenObjects.back().insert(parsed.get<std::string>()).second)
            throw ParseError(path, 0, 0, "the key '" + parsed.get<std::string>() + "' appears twice in one object");
        return true;
    };
    try {
        return Json::parse(text, check);
    } catch (const nlohmann::json::parse_error& e) {
        throwJsonError(path, text, e);
    }
}

// Every text value of `value` with its key path ("output", "data.file", "passes[1].name").
void forEachText(const Json& value, const std::string& key,
                 const std::function<void(const std::string&, const std::string&)>& f) {
    if (value.is_string()) f(key, value.get<std::string>());
    if (value.is_object())
        for (const auto& [k, v] : value.items()) forEachText(v, key.empty() ? k : key + "." + k, f);
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i)
            forEachText(value[i], key + "[" + std::to_string(i + 1) + "]", f);
}

}  // namespace

void checkNotNamed(const Json& job, const std::string& file) {
    if (!job.is_object() || !job.contains("params")) return;
    const std::string type = job.value("type", std::string("job"));
    forEachText(job.at("params"), "", [&](const std::string& key, const std::string& text) {
        if (!text.empty() && io::sameFile(text, file))
            throw ValidationError(type, key,
                                  "'" + text +
                                      "' is the file this job was read from: as an output it "
                                      "would be overwritten, as an input read as data");
    });
}

Json readJobFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw IoError(path, "is a folder, not a job file");
    if (!std::filesystem::exists(path, ec)) throw IoError(path, "cannot open the job file");
    const Json job = parseRejectingDuplicateKeys(path, io::readTextFile(path));
    // A key beside type and params is no part of the job: a misspelling would otherwise vanish.
    if (!job.is_object() || !job.contains("type") || !job.contains("params"))
        throw ParseError(path, 0, 0, "a job file holds one object {\"type\": ..., \"params\": {...}}");
    for (const auto& [key, value] : job.items())
        if (key != "type" && key != "params")
            throw ParseError(path, 0, 0, "'" + key + "' is not a key of a job (a job holds \"type\" and \"params\")");
    if (!job.at("type").is_string())
        throw ParseError(path, 0, 0, "'type' must be a job type's name as text (got " + job.at("type").dump() + ")");
    checkNotNamed(job, path);
    return job;
}

}  // namespace strata::jobs
