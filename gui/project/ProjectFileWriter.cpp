// Writing project files: the inverse of ProjectFile.cpp's reader, key for key.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "project/ProjectFile.h"
#include "strata/io/AtomicFile.h"

namespace strata::gui {

namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

class ProjectWriter {
public:
    explicit ProjectWriter(const std::string& folder) : folder_(fs::absolute(folder.empty() ? "." : folder).lexically_normal()) {}

    Json write(const ProjectFile& project) const {
        Json root{{"format", "strata-project"}, {"version", 1}, {"name", project.name}};
        if (!project.description.empty()) root["description"] = project.description;
        if (project.drillholes) root["drillholes"] = drillholes(*project.drillholes, project.desurvey);
        if (!project.points.empty()) {
            Json& list = root["points"] = Json::array();
            for (const PointSource& source : project.points) list.push_back(points(source));
        }
        if (project.stratigraphicColumn) root["stratigraphic_column"] = *project.stratigraphicColumn;
        if (!project.variograms.empty()) {
            Json& list = root["variograms"] = Json::array();
            for (const ProjectVariogram& entry : project.variograms) list.push_back(variogram(entry));
        }
        if (!project.coregionalisations.empty()) {
            Json& list = root["coregionalisations"] = Json::array();
            for (const ProjectCoregionalisation& entry : project.coregionalisations) list.push_back(coregionalisation(entry));
        }
        if (!project.jobs.empty()) {
            Json& list = root["jobs"] = Json::array();
            for (const ProjectJob& job : project.jobs) list.push_back(jobEntry(job));
        }
        root["view"] = view(project);
        return root;
    }

private:
    std::string relative(const std::string& path) const {
        const fs::path absolute = fs::absolute(path).lexically_normal();
        if (absolute.root_name() != folder_.root_name()) return absolute.generic_string();
        const fs::path rel = absolute.lexically_relative(folder_);
        return rel.empty() ? absolute.generic_string() : rel.generic_string();
    }

    Json drillholes(const drillholes::DrillholeFiles& files, drillholes::DesurveyMethod desurvey) const {
        Json section{{"collar", relative(files.collar)}};
        if (!files.survey.empty()) section["survey"] = relative(files.survey);
        Json intervals = Json::array();
        for (const std::string& table : files.intervals) intervals.push_back(relative(table));
        section["intervals"] = intervals;
        if (!files.columns.empty()) section["columns"] = files.columns;
        section["dip_convention"] = drillholes::toString(files.dipConvention);
        section["desurvey"] = drillholes::toString(desurvey);
        return section;
    }

    Json points(const PointSource& source) const {
        Json entry{{"name", source.name},       {"path", relative(source.path)},  {"format", source.format},
                   {"delimiter", source.delimiter}, {"header", source.header},    {"decimal", source.decimal},
                   {"skip_lines", source.skipLines}, {"two_d", source.twoD}};
        if (!source.layer.empty()) entry["layer"] = source.layer;
        if (source.missing) entry["missing"] = *source.missing;
        if (!source.columns.empty()) entry["columns"] = source.columns;
        if (!source.values.empty()) entry["values"] = source.values;
        if (!source.whereColumn.empty()) entry["where"] = {{"column", source.whereColumn}, {"equals", source.whereEquals}};
        if (!source.colourColumn.empty() || source.colourRamp != ColourRamp{})
            entry["colour_by"] = {{"column", source.colourColumn}, {"ramp", ramp(source.colourRamp)}};
        return entry;
    }

    static Json ramp(const ColourRamp& ramp) {
        Json entry{{"map", ramp.map}, {"logarithmic", ramp.logarithmic}, {"hide_outside", ramp.hideOutside}};
        if (ramp.low) entry["low"] = *ramp.low;
        if (ramp.high) entry["high"] = *ramp.high;
        return entry;
    }

    static Json variogram(const ProjectVariogram& entry) {
        Json directions = Json::array();
        for (const variogram::VariogramDirection& d : entry.directions)
            directions.push_back({{"azimuth", d.azimuth}, {"azimuth_tolerance", d.azimuthTolerance},
                                  {"bandwidth", d.horizontalBandwidth}, {"dip", d.dip},
                                  {"dip_tolerance", d.dipTolerance}, {"vertical_bandwidth", d.verticalBandwidth}});
        return Json{{"name", entry.name},
                    {"source", entry.source},
                    {"table", entry.table},
                    {"variable", entry.variable},
                    {"unit", entry.unit},
                    {"model", entry.model},
                    {"lags", {{"count", entry.lags.count}, {"separation", entry.lags.separation}, {"tolerance", entry.lags.tolerance}}},
                    {"directions", directions}};
    }

    // Each model as the engine's model JSON, whose numbers keep every digit (its text form keeps 10).
    static Json coregionalisation(const ProjectCoregionalisation& entry) {
        const variogram::Coregionalisation& model = entry.fit.model;
        Json models = Json::object();
        for (std::size_t i = 0; i < model.size(); ++i)
            for (std::size_t j = i; j < model.size(); ++j)
                models[i == j ? model.variables[i] : model.variables[i] + ":" + model.variables[j]] = model.model(i, j);
        Json experimental = Json::array();
        for (const std::vector<SavedDirection>& variogram : entry.experimental) {
            Json directions = Json::array();
            for (const SavedDirection& direction : variogram) {
                Json points = Json::array();
                for (const variogram::FitPoint& point : direction.points)
                    points.push_back({point.distance, point.value, point.pairs});
                directions.push_back({{"label", direction.label}, {"direction", direction.direction}, {"points", points}});
            }
            experimental.push_back(directions);
        }
        return Json{{"name", entry.name},
                    {"source", entry.source},
                    {"table", entry.table},
                    {"variable", entry.variable},
                    {"unit", entry.unit},
                    {"lmc_method", entry.method},
                    {"fit_ranges", entry.fitRanges},
                    {"model", {{"variables", model.variables}, {"models", models}}},
                    {"objective", entry.fit.objective},
                    {"iterations", entry.fit.iterations},
                    {"converged", entry.fit.converged},
                    {"warnings", entry.fit.warnings},
                    {"experimental", experimental}};
    }

    Json jobEntry(const ProjectJob& job) const {
        Json entry{{"id", job.id}, {"name", job.name}, {"job", job.job}, {"status", toString(job.status)}};
        if (!job.message.empty()) entry["message"] = job.message;
        if (!job.started.empty()) entry["started"] = job.started;
        if (!job.finished.empty()) entry["finished"] = job.finished;
        if (!job.summary.is_null()) entry["summary"] = job.summary;
        Json results = Json::array();
        for (const JobResultFile& result : job.results)
            results.push_back({{"name", result.name}, {"path", relative(result.path)}, {"kind", result.kind}});
        entry["results"] = results;
        return entry;
    }

    static std::string colour(const std::array<double, 3>& rgb) {
        char text[8];
        auto byte = [](double v) { return static_cast<unsigned>(std::lround(std::clamp(v, 0.0, 1.0) * 255.0)); };
        std::snprintf(text, sizeof text, "#%02x%02x%02x", byte(rgb[0]), byte(rgb[1]), byte(rgb[2]));
        return text;
    }

    static Json view(const ProjectFile& project) {
        Json section{{"vertical_exaggeration", project.verticalExaggeration}};
        if (!project.shownResult.empty()) section["shown_result"] = project.shownResult;
        if (project.colourBy) {
            Json categories = Json::array();
            for (const CategoryColour& category : project.colourBy->categories)
                categories.push_back({{"value", category.value}, {"colour", colour(category.rgb)}});
            section["colour_by"] = {{"table", project.colourBy->table}, {"column", project.colourBy->column}};
            if (!categories.empty()) section["colour_by"]["categories"] = categories;
            if (project.colourBy->ramp != ColourRamp{}) section["colour_by"]["ramp"] = ramp(project.colourBy->ramp);
            if (!project.colourBy->hiddenCategories.empty()) section["colour_by"]["hidden_categories"] = project.colourBy->hiddenCategories;
        }
        return section;
    }

    fs::path folder_;
};

}  // namespace

nlohmann::json projectToJson(const ProjectFile& project, const std::string& folder) {
    return ProjectWriter(folder).write(project);
}

void writeProjectFile(const ProjectFile& project, const std::string& path, const std::function<void()>& afterTempWritten) {
    const std::string text = projectToJson(project, fs::path(path).parent_path().string()).dump(2) + "\n";
    io::AtomicFile file(path);
    file.write(text);
    if (afterTempWritten) afterTempWritten();
    file.commit();
}

}  // namespace strata::gui
