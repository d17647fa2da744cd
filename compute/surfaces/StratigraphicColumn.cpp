#include "strata/surfaces/StratigraphicColumn.h"

#include <cctype>
#include <cmath>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"

namespace strata::surfaces {

namespace {
// Earthy colours that stay distinct next to each other in a section.
constexpr const char* kPalette[] = {"#8c6d46", "#d9a441", "#c2553a", "#7d9a4b", "#4f7ca8",
                                    "#9c6fa8", "#5fa89a", "#b0863c", "#6b6b6b", "#d98f8f"};

bool isColour(const std::string& text) {
    if (text.size() != 7 || text[0] != '#') return false;
    for (std::size_t i = 1; i < 7; ++i)
        if (!std::isxdigit(static_cast<unsigned char>(text[i]))) return false;
    return true;
}
}  // namespace

BaseRule parseBaseRule(std::string_view text, const std::string& option) {
    const std::string t = toLower(trim(text));
    if (t == "conformable") return BaseRule::Conformable;
    if (t == "erosional" || t == "erosion" || t == "unconformity") return BaseRule::Erosional;
    if (t == "onlap") return BaseRule::Onlap;
    throw ValidationError("column", option,
                          "must be conformable, erosional (unconformity) or onlap (got '" + std::string(text) + "')");
}

const char* toString(BaseRule rule) {
    switch (rule) {
        case BaseRule::Conformable: return "conformable";
        case BaseRule::Erosional: return "erosional";
        case BaseRule::Onlap: return "onlap";
    }
    return "conformable";
}

StratigraphicColumn StratigraphicColumn::fromOrder(const std::vector<std::string>& names) {
    StratigraphicColumn column;
    for (const std::string& name : names) {
        StratigraphicUnit unit;
        unit.name = std::string(trim(name));
        column.units.push_back(unit);
    }
    return column;
}

std::size_t StratigraphicColumn::find(std::string_view name) const noexcept {
    for (std::size_t i = 0; i < units.size(); ++i)
        if (iequals(units[i].name, trim(name))) return i;
    return units.size();
}

std::vector<std::string> StratigraphicColumn::names() const {
    std::vector<std::string> out;
    for (const auto& u : units) out.push_back(u.name);
    return out;
}

std::vector<std::string> StratigraphicColumn::surfaceNames() const {
    std::vector<std::string> out{"ground"};
    for (std::size_t k = 1; k < units.size(); ++k) out.push_back("top_" + units[k].name);
    return out;
}

BaseRule StratigraphicColumn::surfaceRule(std::size_t surface) const noexcept {
    if (surface == 0 || surface > units.size()) return BaseRule::Erosional;
    return units[surface - 1].base;
}

std::string StratigraphicColumn::colourOf(std::size_t unit) const {
    if (unit < units.size() && !units[unit].colour.empty()) return units[unit].colour;
    return kPalette[unit % std::size(kPalette)];
}

void StratigraphicColumn::validate() const {
    if (units.empty()) throw ValidationError("column", "units", "must list at least one unit, top first");
    for (std::size_t i = 0; i < units.size(); ++i) {
        const StratigraphicUnit& u = units[i];
        const std::string where = "unit " + std::to_string(i + 1);
        if (trim(u.name).empty()) throw ValidationError("column", where, "has an empty name");
        if (u.name.find_first_of(",\"\r\n") != std::string::npos)
            throw ValidationError("column", where, "name '" + u.name + "' must not contain commas, quotes or line breaks");
        for (std::size_t j = 0; j < i; ++j)
            if (iequals(units[j].name, u.name))
                throw ValidationError("column", where, "repeats the name '" + u.name + "'");
        if (!u.colour.empty() && !isColour(u.colour))
            throw ValidationError("column", where, "colour must be #rrggbb (got '" + u.colour + "')");
        if (!std::isnan(u.density) && !(u.density > 0))
            throw ValidationError("column", where, "density must be > 0 (got " + std::to_string(u.density) + ")");
        if (u.subLayers < 1 || u.subLayers > 1000)
            throw ValidationError("column", where, "subLayers must be 1..1000 (got " + std::to_string(u.subLayers) + ")");
    }
}

void to_json(nlohmann::json& j, const StratigraphicUnit& u) {
    j = nlohmann::json{{"name", u.name}, {"base", toString(u.base)}, {"subLayers", u.subLayers}};
    if (!u.colour.empty()) j["colour"] = u.colour;
    if (!std::isnan(u.density)) j["density"] = u.density;
}

void from_json(const nlohmann::json& j, StratigraphicUnit& u) {
    u = StratigraphicUnit{};
    if (j.is_string()) {
        u.name = j.get<std::string>();
        return;
    }
    u.name = j.at("name").get<std::string>();
    u.colour = j.value("colour", std::string());
    u.base = parseBaseRule(j.value("base", std::string("conformable")), "base of " + u.name);
    if (j.contains("density") && !j.at("density").is_null()) u.density = j.at("density").get<double>();
    u.subLayers = j.value("subLayers", 1);
}

void to_json(nlohmann::json& j, const StratigraphicColumn& c) { j = nlohmann::json{{"units", c.units}}; }

void from_json(const nlohmann::json& j, StratigraphicColumn& c) {
    c.units = j.is_array() ? j.get<std::vector<StratigraphicUnit>>() : j.at("units").get<std::vector<StratigraphicUnit>>();
}

StratigraphicColumn readColumn(const std::string& path) {
    const std::string text = io::readWholeFile(path);
    try {
        StratigraphicColumn column = nlohmann::json::parse(text).get<StratigraphicColumn>();
        column.validate();
        return column;
    } catch (const nlohmann::json::exception& e) {
        throw ParseError(path, 0, 0, std::string("not a stratigraphic column: ") + e.what());
    }
}

void writeColumn(const std::string& path, const StratigraphicColumn& column) {
    io::writeFileAtomically(path, nlohmann::json(column).dump(2) + "\n");
}

}  // namespace strata::surfaces
