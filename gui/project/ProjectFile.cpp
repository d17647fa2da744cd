#include "project/ProjectFile.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "strata/core/Error.h"

namespace strata::gui {

namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

class ProjectReader {
public:
    explicit ProjectReader(std::string path) : path_(std::move(path)), folder_(fs::path(path_).parent_path()) {}

    ProjectFile read(const std::string& text) const {
        const Json root = parse(text);
        if (!root.is_object()) fail("(top level)", "must be a JSON object");
        if (root.value("format", std::string()) != "strata-project")
            fail("format", "must be \"strata-project\"");
        if (!root.contains("version") || !root.at("version").is_number_integer() || root.at("version").get<int>() != 1)
            fail("version", "must be 1 (the only version this Strata reads)");

        ProjectFile project;
        project.path = path_;
        project.name = optionalString(root, "name", fs::path(path_).stem().string());
        project.description = optionalString(root, "description", "");
        if (root.contains("drillholes")) readDrillholes(root.at("drillholes"), project);
        if (root.contains("points")) readPoints(root.at("points"), project);
        if (root.contains("stratigraphic_column")) readColumn(root.at("stratigraphic_column"), project);
        if (root.contains("variograms")) readVariograms(root.at("variograms"), project);
        if (root.contains("coregionalisations")) readCoregionalisations(root.at("coregionalisations"), project);
        if (root.contains("jobs")) readJobs(root.at("jobs"), project);
        if (root.contains("view")) readView(root.at("view"), project);
        return project;
    }

private:
    Json parse(const std::string& text) const {
        try {
            return Json::parse(text);
        } catch (const Json::parse_error& e) {
            throw ParseError(path_, 0, 0, std::string("not valid JSON: ") + e.what());
        }
    }

    [[noreturn]] void fail(const std::string& key, const std::string& what) const {
        throw ValidationError("project " + path_, key, what);
    }

    std::string optionalString(const Json& object, const std::string& key, const std::string& fallback,
                               const std::string& prefix = "") const {
        if (!object.contains(key)) return fallback;
        if (!object.at(key).is_string()) fail(prefix + key, "must be a string");
        return object.at(key).get<std::string>();
    }

    std::string requiredString(const Json& object, const std::string& key, const std::string& prefix) const {
        if (!object.contains(key) || !object.at(key).is_string() || object.at(key).get<std::string>().empty())
            fail(prefix + key, "is required (a non-empty string)");
        return object.at(key).get<std::string>();
    }

    std::vector<std::string> stringList(const Json& value, const std::string& key) const {
        if (!value.is_array()) fail(key, "must be a list of strings");
        std::vector<std::string> list;
        for (const Json& entry : value) {
            if (!entry.is_string()) fail(key, "must be a list of strings");
            list.push_back(entry.get<std::string>());
        }
        return list;
    }

    const Json& arrayOf(const Json& value, const std::string& key) const {
        if (!value.is_array()) fail(key, "must be a list");
        return value;
    }

    std::string dataPath(const Json& value, const std::string& key) const {
        if (!value.is_string() || value.get<std::string>().empty()) fail(key, "must be a file path");
        const fs::path relative(value.get<std::string>());
        return (relative.is_absolute() ? relative : folder_ / relative).lexically_normal().string();
    }

    // Runs a typed nlohmann conversion, turning its exceptions into errors naming `key`.
    template <class T>
    T convert(const Json& value, const std::string& key) const {
        try {
            return value.get<T>();
        } catch (const Json::exception& e) {
            fail(key, e.what());
        } catch (const Error& e) {
            fail(key, e.what());
        }
    }

    void readDrillholes(const Json& section, ProjectFile& project) const {
        if (!section.is_object()) fail("drillholes", "must be an object");
        drillholes::DrillholeFiles files;
        if (!section.contains("collar")) fail("drillholes.collar", "is required (the collar table)");
        files.collar = dataPath(section.at("collar"), "drillholes.collar");
        if (section.contains("survey")) files.survey = dataPath(section.at("survey"), "drillholes.survey");
        if (section.contains("intervals"))
            for (const Json& entry : arrayOf(section.at("intervals"), "drillholes.intervals"))
                files.intervals.push_back(dataPath(entry, "drillholes.intervals"));
        if (section.contains("columns")) files.columns = columnMap(section.at("columns"), "drillholes.columns");
        const std::string stage = "project " + path_;
        if (section.contains("dip_convention"))
            files.dipConvention =
                drillholes::parseDipConvention(optionalString(section, "dip_convention", ""), stage, "drillholes.dip_convention");
        if (section.contains("desurvey"))
            project.desurvey =
                drillholes::parseDesurveyMethod(optionalString(section, "desurvey", ""), stage, "drillholes.desurvey");
        project.drillholes = std::move(files);
    }

    std::map<std::string, std::string> columnMap(const Json& columns, const std::string& key) const {
        if (!columns.is_object()) fail(key, "must map roles to column names");
        std::map<std::string, std::string> map;
        for (const auto& [role, column] : columns.items()) {
            if (!column.is_string()) fail(key + "." + role, "must be a column name");
            map[role] = column.get<std::string>();
        }
        return map;
    }

    void readPoints(const Json& list, ProjectFile& project) const {
        for (const Json& entry : arrayOf(list, "points")) {
            const std::string key = "points[" + std::to_string(project.points.size()) + "].";
            if (!entry.is_object()) fail(key, "must be an object");
            PointSource source;
            source.name = requiredString(entry, "name", key);
            for (const PointSource& other : project.points)
                if (other.name == source.name) fail(key + "name", "repeats the point source '" + source.name + "'");
            if (!entry.contains("path")) fail(key + "path", "is required (the point file)");
            source.path = dataPath(entry.at("path"), key + "path");
            source.format = optionalString(entry, "format", "auto", key);
            if (source.format != "auto" && source.format != "delimited" && source.format != "geoeas" && source.format != "gdal")
                fail(key + "format", "must be auto, delimited, geoeas or gdal (got '" + source.format + "')");
            source.layer = optionalString(entry, "layer", "", key);
            source.delimiter = optionalString(entry, "delimiter", "auto", key);
            if (source.delimiter != "auto" && source.delimiter != "tab" && source.delimiter != "space" && source.delimiter.size() != 1)
                fail(key + "delimiter", "must be auto, tab, space or one character (got '" + source.delimiter + "')");
            source.header = optionalString(entry, "header", "auto", key);
            if (source.header != "auto" && source.header != "yes" && source.header != "no")
                fail(key + "header", "must be auto, yes or no (got '" + source.header + "')");
            source.decimal = optionalString(entry, "decimal", "auto", key);
            if (source.decimal != "auto" && source.decimal != "." && source.decimal != ",")
                fail(key + "decimal", "must be auto, '.' or ',' (got '" + source.decimal + "')");
            if (entry.contains("skip_lines")) {
                const Json& skip = entry.at("skip_lines");
                if (!skip.is_number_integer() || skip.get<int>() < 0) fail(key + "skip_lines", "must be a whole number >= 0");
                source.skipLines = skip.get<int>();
            }
            if (entry.contains("missing")) source.missing = stringList(entry.at("missing"), key + "missing");
            if (entry.contains("columns")) {
                source.columns = columnMap(entry.at("columns"), key + "columns");
                for (const auto& [role, column] : source.columns)
                    if (role != "x" && role != "y" && role != "z") fail(key + "columns." + role, "unknown role (x, y or z)");
            }
            if (entry.contains("two_d")) {
                if (!entry.at("two_d").is_boolean()) fail(key + "two_d", "must be true or false");
                source.twoD = entry.at("two_d").get<bool>();
            }
            if (entry.contains("values")) source.values = stringList(entry.at("values"), key + "values");
            if (entry.contains("where")) {
                const Json& where = entry.at("where");
                if (!where.is_object() || !where.contains("column") || !where.contains("equals"))
                    fail(key + "where", "must be {\"column\": <text column>, \"equals\": <value>}");
                source.whereColumn = optionalString(where, "column", "", key + "where.");
                source.whereEquals = optionalString(where, "equals", "", key + "where.");
                if (source.whereColumn.empty()) fail(key + "where.column", "must name a column");
            }
            if (entry.contains("colour_by")) {
                const Json& colour = entry.at("colour_by");
                if (!colour.is_object()) fail(key + "colour_by", "must be {\"column\": <value column>, \"ramp\": {...}}");
                source.colourColumn = optionalString(colour, "column", "", key + "colour_by.");
                if (colour.contains("ramp")) source.colourRamp = readRamp(colour.at("ramp"), key + "colour_by.ramp");
            }
            project.points.push_back(std::move(source));
        }
    }

    void readColumn(const Json& section, ProjectFile& project) const {
        project.stratigraphicColumn = convert<surfaces::StratigraphicColumn>(section, "stratigraphic_column");
    }

    void readVariograms(const Json& list, ProjectFile& project) const {
        for (const Json& entry : arrayOf(list, "variograms")) {
            const std::string key = "variograms[" + std::to_string(project.variograms.size()) + "].";
            if (!entry.is_object()) fail(key, "must be an object");
            ProjectVariogram variogram;
            variogram.name = requiredString(entry, "name", key);
            variogram.source = optionalString(entry, "source", "", key);
            variogram.table = optionalString(entry, "table", "", key);
            variogram.variable = optionalString(entry, "variable", "", key);
            variogram.unit = optionalString(entry, "unit", "", key);
            if (!entry.contains("model")) fail(key + "model", "is required (the variogram model)");
            variogram.model = convert<variogram::VariogramModel>(entry.at("model"), key + "model");
            if (entry.contains("lags")) {
                const Json& lags = entry.at("lags");
                if (!lags.is_object()) fail(key + "lags", "must be {\"count\", \"separation\", \"tolerance\"}");
                variogram.lags.count = convert<int>(lags.value("count", Json(variogram.lags.count)), key + "lags.count");
                variogram.lags.separation =
                    convert<double>(lags.value("separation", Json(variogram.lags.separation)), key + "lags.separation");
                variogram.lags.tolerance =
                    convert<double>(lags.value("tolerance", Json(variogram.lags.tolerance)), key + "lags.tolerance");
            }
            if (entry.contains("directions")) {
                variogram.directions.clear();
                for (const Json& d : arrayOf(entry.at("directions"), key + "directions")) {
                    const std::string dkey = key + "directions";
                    if (!d.is_object()) fail(dkey, "must be a list of objects");
                    variogram::VariogramDirection direction;
                    auto number = [&](const char* name, double fallback) {
                        return convert<double>(d.value(name, Json(fallback)), dkey + "." + name);
                    };
                    direction.azimuth = number("azimuth", direction.azimuth);
                    direction.azimuthTolerance = number("azimuth_tolerance", direction.azimuthTolerance);
                    direction.horizontalBandwidth = number("bandwidth", direction.horizontalBandwidth);
                    direction.dip = number("dip", direction.dip);
                    direction.dipTolerance = number("dip_tolerance", direction.dipTolerance);
                    direction.verticalBandwidth = number("vertical_bandwidth", direction.verticalBandwidth);
                    variogram.directions.push_back(direction);
                }
            }
            project.variograms.push_back(std::move(variogram));
        }
    }

    void readCoregionalisations(const Json& list, ProjectFile& project) const {
        for (const Json& entry : arrayOf(list, "coregionalisations")) {
            const std::string key = "coregionalisations[" + std::to_string(project.coregionalisations.size()) + "].";
            if (!entry.is_object()) fail(key, "must be an object");
            ProjectCoregionalisation saved;
            saved.name = requiredString(entry, "name", key);
            for (const ProjectCoregionalisation& other : project.coregionalisations)
                if (other.name == saved.name) fail(key + "name", "repeats the coregionalisation '" + saved.name + "'");
            saved.source = optionalString(entry, "source", "", key);
            saved.table = optionalString(entry, "table", "", key);
            saved.variable = optionalString(entry, "variable", "", key);
            saved.unit = optionalString(entry, "unit", "", key);
            saved.method = optionalString(entry, "lmc_method", saved.method, key);
            if (saved.method != variogram::lmcMethodName(variogram::LmcMethod::GoulardVoltz) &&
                saved.method != variogram::lmcMethodName(variogram::LmcMethod::ProjectOnce))
                fail(key + "lmc_method", "must be goulard-voltz or project-once (got '" + saved.method + "')");
            saved.fitRanges = convert<bool>(entry.value("fit_ranges", Json(false)), key + "fit_ranges");
            saved.fit.model = readLmcModel(entry, key + "model");
            saved.fit.objective = convert<double>(entry.value("objective", Json(0.0)), key + "objective");
            saved.fit.iterations = convert<int>(entry.value("iterations", Json(0)), key + "iterations");
            saved.fit.converged = convert<bool>(entry.value("converged", Json(false)), key + "converged");
            if (entry.contains("warnings")) saved.fit.warnings = stringList(entry.at("warnings"), key + "warnings");
            if (!entry.contains("experimental")) fail(key + "experimental", "is required (the points of every variogram)");
            saved.experimental = readExperimental(entry.at("experimental"), key + "experimental");
            if (saved.experimental.size() != saved.fit.model.models.size())
                fail(key + "experimental", "must hold one list of directions per variogram (" +
                                               std::to_string(saved.fit.model.models.size()) + ")");
            project.coregionalisations.push_back(std::move(saved));
        }
    }

    // {"variables": [...], "models": {"A": model, "A:B": model, ...}}, a model per variable and pair.
    variogram::Coregionalisation readLmcModel(const Json& entry, const std::string& key) const {
        if (!entry.contains("model") || !entry.at("model").is_object())
            fail(key, "is required ({\"variables\": [...], \"models\": {...}})");
        const Json& section = entry.at("model");
        variogram::Coregionalisation lmc;
        lmc.variables = stringList(section.value("variables", Json::array()), key + ".variables");
        const std::size_t n = lmc.size();
        if (n < 2 || n > 4) fail(key + ".variables", "must name 2 to 4 variables, the primary first");
        const Json models = section.value("models", Json::object());
        if (!models.is_object()) fail(key + ".models", "must map each variable and pair to its model");
        lmc.models.resize(variogram::Coregionalisation::pairCount(n));
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i; j < n; ++j) {
                const std::string pair = i == j ? lmc.variables[i] : lmc.variables[i] + ":" + lmc.variables[j];
                if (!models.contains(pair)) fail(key + ".models." + pair, "is required (a model per variable and pair)");
                lmc.model(i, j) = convert<variogram::VariogramModel>(models.at(pair), key + ".models." + pair);
            }
        if (!lmc.isLinear()) fail(key + ".models", "must share their structures (a linear model of coregionalisation)");
        return lmc;
    }

    std::vector<std::vector<SavedDirection>> readExperimental(const Json& list, const std::string& key) const {
        std::vector<std::vector<SavedDirection>> experimental;
        for (const Json& variogram : arrayOf(list, key)) {
            const std::string vkey = key + "[" + std::to_string(experimental.size()) + "]";
            std::vector<SavedDirection> directions;
            for (const Json& entry : arrayOf(variogram, vkey)) {
                if (!entry.is_object()) fail(vkey, "must be a list of {\"label\", \"direction\", \"points\"}");
                SavedDirection direction;
                direction.label = optionalString(entry, "label", "", vkey + ".");
                direction.direction =
                    convert<std::array<double, 3>>(entry.value("direction", Json(direction.direction)), vkey + ".direction");
                const Json points = entry.value("points", Json::array());
                for (const Json& point : arrayOf(points, vkey + ".points")) {
                    if (!point.is_array() || point.size() != 3) fail(vkey + ".points", "must be [distance, value, pairs] each");
                    const auto row = convert<std::array<double, 3>>(point, vkey + ".points");
                    direction.points.push_back({row[0], row[1], row[2], direction.direction});
                }
                directions.push_back(std::move(direction));
            }
            experimental.push_back(std::move(directions));
        }
        return experimental;
    }

    void readJobs(const Json& list, ProjectFile& project) const {
        for (const Json& entry : arrayOf(list, "jobs")) {
            const std::string key = "jobs[" + std::to_string(project.jobs.size()) + "].";
            if (!entry.is_object()) fail(key, "must be an object");
            ProjectJob job;
            job.id = requiredString(entry, "id", key);
            for (const ProjectJob& other : project.jobs)
                if (other.id == job.id) fail(key + "id", "repeats the job id '" + job.id + "'");
            job.name = optionalString(entry, "name", job.id, key);
            if (!entry.contains("job") || !entry.at("job").is_object() || !entry.at("job").contains("type"))
                fail(key + "job", "is required ({\"type\": ..., \"params\": ...})");
            job.job = entry.at("job");
            job.status = parseJobStatus(optionalString(entry, "status", "pending", key), key + "status");
            job.message = optionalString(entry, "message", "", key);
            job.started = optionalString(entry, "started", "", key);
            job.finished = optionalString(entry, "finished", "", key);
            if (entry.contains("summary")) job.summary = entry.at("summary");
            if (entry.contains("results"))
                for (const Json& result : arrayOf(entry.at("results"), key + "results")) {
                    const std::string rkey = key + "results[" + std::to_string(job.results.size()) + "].";
                    if (!result.is_object()) fail(rkey, "must be an object");
                    JobResultFile file;
                    if (!result.contains("path")) fail(rkey + "path", "is required (the file the job wrote)");
                    file.path = dataPath(result.at("path"), rkey + "path");
                    file.name = optionalString(result, "name", fs::path(file.path).filename().string(), rkey);
                    file.kind = optionalString(result, "kind", "other", rkey);
                    job.results.push_back(std::move(file));
                }
            project.jobs.push_back(std::move(job));
        }
    }

    void readView(const Json& view, ProjectFile& project) const {
        if (!view.is_object()) fail("view", "must be an object");
        if (view.contains("colour_by")) {
            const Json& colour = view.at("colour_by");
            if (!colour.is_object() || !colour.contains("table") || !colour.contains("column") ||
                !colour.at("table").is_string() || !colour.at("column").is_string())
                fail("view.colour_by", "must be {\"table\": <interval table>, \"column\": <column>}");
            ColourBy by;
            by.table = colour.at("table").get<std::string>();
            by.column = colour.at("column").get<std::string>();
            if (colour.contains("categories")) by.categories = readCategories(colour.at("categories"));
            project.colourBy = by;
            if (colour.contains("ramp")) project.colourBy->ramp = readRamp(colour.at("ramp"), "view.colour_by.ramp");
            if (colour.contains("hidden_categories"))
                project.colourBy->hiddenCategories = stringList(colour.at("hidden_categories"), "view.colour_by.hidden_categories");
        }
        if (view.contains("vertical_exaggeration")) {
            const Json& factor = view.at("vertical_exaggeration");
            if (!factor.is_number() || !(factor.get<double>() > 0.0) || factor.get<double>() > 100.0)
                fail("view.vertical_exaggeration", "must be a number in (0, 100]");
            project.verticalExaggeration = factor.get<double>();
        }
        project.shownResult = optionalString(view, "shown_result", "", "view.");
    }

    ColourRamp readRamp(const Json& ramp, const std::string& key) const {
        if (!ramp.is_object()) fail(key, "must be an object");
        ColourRamp read;
        read.map = optionalString(ramp, "map", "viridis", key + ".");
        if (read.map != "viridis" && read.map != "turbo" && read.map != "heat" && read.map != "greys" && read.map != "coolwarm")
            fail(key + ".map", "must be viridis, turbo, heat, greys or coolwarm (got '" + read.map + "')");
        for (const char* flag : {"logarithmic", "hide_outside"})
            if (ramp.contains(flag) && !ramp.at(flag).is_boolean()) fail(key + "." + flag, "must be true or false");
        read.logarithmic = ramp.value("logarithmic", false);
        read.hideOutside = ramp.value("hide_outside", false);
        for (const char* limit : {"low", "high"})
            if (ramp.contains(limit) && !(ramp.at(limit).is_number() && std::isfinite(ramp.at(limit).get<double>())))
                fail(key + "." + limit, "must be a finite number");
        if (ramp.contains("low")) read.low = ramp.at("low").get<double>();
        if (ramp.contains("high")) read.high = ramp.at("high").get<double>();
        if (read.low && read.high && !(*read.high > *read.low)) fail(key + ".high", "must be above low");
        return read;
    }

    std::vector<CategoryColour> readCategories(const Json& list) const {
        const std::string key = "view.colour_by.categories";
        if (!list.is_array()) fail(key, "must be a list of {\"value\": ..., \"colour\": \"#rrggbb\"}");
        std::vector<CategoryColour> categories;
        for (const Json& entry : list) {
            if (!entry.is_object() || !entry.contains("value") || !entry.contains("colour") ||
                !entry.at("value").is_string() || !entry.at("colour").is_string())
                fail(key, "must be a list of {\"value\": ..., \"colour\": \"#rrggbb\"}");
            const std::string value = entry.at("value").get<std::string>();
            categories.push_back({value, parseColour(entry.at("colour").get<std::string>(), key + " (" + value + ")")});
        }
        return categories;
    }

    std::array<double, 3> parseColour(const std::string& text, const std::string& key) const {
        auto hex = [](char c) -> int {
            if (c >= '0' && c <= '9') return c - '0';
            if (c >= 'a' && c <= 'f') return c - 'a' + 10;
            if (c >= 'A' && c <= 'F') return c - 'A' + 10;
            return -1;
        };
        std::array<double, 3> rgb{};
        bool valid = text.size() == 7 && text[0] == '#';
        for (std::size_t k = 0; valid && k < 3; ++k) {
            const int high = hex(text[1 + 2 * k]), low = hex(text[2 + 2 * k]);
            valid = high >= 0 && low >= 0;
            rgb[k] = (high * 16 + low) / 255.0;
        }
        if (!valid) fail(key, "must be a colour written #rrggbb (got '" + text + "')");
        return rgb;
    }

    std::string path_;
    fs::path folder_;
};

bool fileExists(const std::string& path) {
    std::error_code error;
    return fs::is_regular_file(path, error);
}

}  // namespace

const char* toString(JobStatus status) {
    switch (status) {
        case JobStatus::Pending: return "pending";
        case JobStatus::Running: return "running";
        case JobStatus::Done: return "done";
        case JobStatus::Failed: return "failed";
        case JobStatus::Cancelled: return "cancelled";
    }
    return "pending";
}

JobStatus parseJobStatus(const std::string& text, const std::string& key) {
    for (JobStatus status : {JobStatus::Pending, JobStatus::Running, JobStatus::Done, JobStatus::Failed, JobStatus::Cancelled})
        if (text == toString(status)) return status;
    throw ValidationError("project", key, "must be pending, running, done, failed or cancelled (got '" + text + "')");
}

ProjectFile readProjectFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw IoError(path, "cannot open the project file");
    std::ostringstream text;
    text << in.rdbuf();
    return parseProjectFile(text.str(), path);
}

ProjectFile parseProjectFile(const std::string& text, const std::string& path) { return ProjectReader(path).read(text); }

std::optional<nlohmann::json> lastFinishedJob(const ProjectFile& project, const std::vector<std::string>& types) {
    for (auto job = project.jobs.rbegin(); job != project.jobs.rend(); ++job)
        if (job->status == JobStatus::Done &&
            std::find(types.begin(), types.end(), job->job.value("type", std::string())) != types.end())
            return job->job;
    return std::nullopt;
}

std::vector<DataFileReference> dataFiles(ProjectFile& project) {
    std::vector<DataFileReference> files;
    if (project.drillholes) {
        files.push_back({"collar", &project.drillholes->collar});
        if (!project.drillholes->survey.empty()) files.push_back({"survey", &project.drillholes->survey});
        for (std::string& intervals : project.drillholes->intervals) files.push_back({"intervals", &intervals});
    }
    for (PointSource& source : project.points) files.push_back({"points '" + source.name + "'", &source.path});
    for (ProjectJob& job : project.jobs)
        for (JobResultFile& result : job.results) files.push_back({"result '" + result.name + "'", &result.path});
    return files;
}

std::vector<DataFileReference> missingDataFiles(ProjectFile& project) {
    std::vector<DataFileReference> missing;
    for (const DataFileReference& file : dataFiles(project))
        if (!fileExists(*file.path)) missing.push_back(file);
    return missing;
}

std::size_t relocateDataFile(ProjectFile& project, const std::string& oldPathGiven, const std::string& newPath) {
    const std::string oldPath = oldPathGiven;  // a copy: the caller may pass the very string we change
    const fs::path newFolder = fs::path(newPath).parent_path();
    std::size_t changed = 0;
    for (const DataFileReference& file : missingDataFiles(project)) {
        if (*file.path == oldPath) {
            *file.path = newPath;
            ++changed;
            continue;
        }
        const fs::path candidate = newFolder / fs::path(*file.path).filename();
        if (fileExists(candidate.string())) {
            *file.path = candidate.lexically_normal().string();
            ++changed;
        }
    }
    return changed;
}

}  // namespace strata::gui
