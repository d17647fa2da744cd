#include "project/ProjectFile.h"

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"

namespace strata::gui {

namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

class ProjectReader {
public:
    explicit ProjectReader(std::string path) : path_(std::move(path)), folder_(fs::path(path_).parent_path()) {}

    ProjectFile read() {
        const Json root = parse();
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
        if (root.contains("view")) readView(root.at("view"), project);
        return project;
    }

private:
    Json parse() const {
        std::ifstream in(path_);
        if (!in) throw IoError(path_, "cannot open the project file");
        try {
            return Json::parse(in);
        } catch (const Json::parse_error& e) {
            throw ParseError(path_, 0, 0, std::string("not valid JSON: ") + e.what());
        }
    }

    [[noreturn]] void fail(const std::string& key, const std::string& what) const {
        throw ValidationError("project " + path_, key, what);
    }

    std::string optionalString(const Json& object, const std::string& key, const std::string& fallback) const {
        if (!object.contains(key)) return fallback;
        if (!object.at(key).is_string()) fail(key, "must be a string");
        return object.at(key).get<std::string>();
    }

    std::string dataPath(const Json& value, const std::string& key) const {
        if (!value.is_string() || value.get<std::string>().empty()) fail(key, "must be a file path");
        const fs::path relative(value.get<std::string>());
        return (relative.is_absolute() ? relative : folder_ / relative).lexically_normal().string();
    }

    void readDrillholes(const Json& section, ProjectFile& project) const {
        if (!section.is_object()) fail("drillholes", "must be an object");
        drillholes::DrillholeFiles files;
        if (!section.contains("collar")) fail("drillholes.collar", "is required (the collar table)");
        files.collar = dataPath(section.at("collar"), "drillholes.collar");
        if (section.contains("survey")) files.survey = dataPath(section.at("survey"), "drillholes.survey");
        if (section.contains("intervals")) {
            const Json& intervals = section.at("intervals");
            if (!intervals.is_array()) fail("drillholes.intervals", "must be a list of file paths");
            for (const Json& entry : intervals) files.intervals.push_back(dataPath(entry, "drillholes.intervals"));
        }
        if (section.contains("columns")) {
            const Json& columns = section.at("columns");
            if (!columns.is_object()) fail("drillholes.columns", "must map roles to column names");
            for (const auto& [role, column] : columns.items()) {
                if (!column.is_string()) fail("drillholes.columns." + role, "must be a column name");
                files.columns[role] = column.get<std::string>();
            }
        }
        const std::string stage = "project " + path_;
        if (section.contains("dip_convention"))
            files.dipConvention =
                drillholes::parseDipConvention(optionalString(section, "dip_convention", ""), stage, "drillholes.dip_convention");
        if (section.contains("desurvey"))
            project.desurvey =
                drillholes::parseDesurveyMethod(optionalString(section, "desurvey", ""), stage, "drillholes.desurvey");
        project.drillholes = std::move(files);
    }

    void readView(const Json& view, ProjectFile& project) const {
        if (!view.is_object()) fail("view", "must be an object");
        if (view.contains("colour_by")) {
            const Json& colour = view.at("colour_by");
            if (!colour.is_object() || !colour.contains("table") || !colour.contains("column") ||
                !colour.at("table").is_string() || !colour.at("column").is_string())
                fail("view.colour_by", "must be {\"table\": <interval table>, \"column\": <column>}");
            project.colourBy = ColourBy{colour.at("table").get<std::string>(), colour.at("column").get<std::string>(),
                                        colour.contains("categories") ? readCategories(colour.at("categories")) : std::vector<CategoryColour>{}};
        }
        if (view.contains("vertical_exaggeration")) {
            const Json& factor = view.at("vertical_exaggeration");
            if (!factor.is_number() || !(factor.get<double>() > 0.0) || factor.get<double>() > 100.0)
                fail("view.vertical_exaggeration", "must be a number in (0, 100]");
            project.verticalExaggeration = factor.get<double>();
        }
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

}  // namespace

ProjectFile readProjectFile(const std::string& path) { return ProjectReader(path).read(); }

}  // namespace strata::gui
