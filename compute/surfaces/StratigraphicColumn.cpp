#include "strata/surfaces/StratigraphicColumn.h"

#include <cctype>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/jobs/Schema.h"

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

const jobs::Schema<StratigraphicUnit>& StratigraphicUnit::schema() {
    static const auto s =
        jobs::Schema<StratigraphicUnit>("unit", "one unit of the stratigraphic column")
            .add("name", [](auto& u) -> auto& { return u.name; }, "the unit as logged in the interval table's unit column")
            .required()
            .add("colour", [](auto& u) -> auto& { return u.colour; },
                 "display colour #rrggbb (empty: the default palette's colour for its position)")
            .choice("base", [](auto& u) -> auto& { return u.base; },
                    std::vector<std::pair<std::string, BaseRule>>{{"conformable", BaseRule::Conformable},
                                                                  {"erosional", BaseRule::Erosional},
                                                                  {"erosion", BaseRule::Erosional},
                                                                  {"unconformity", BaseRule::Erosional},
                                                                  {"onlap", BaseRule::Onlap}},
                    "where the unit's base crosses older surfaces: conformable (they meet at their mean), "
                    "erosional (an unconformity: the base cuts them) or onlap (the base rests on them)")
            .custom(
                "density", "number",
                [](const StratigraphicUnit& u) { return std::isnan(u.density) ? jobs::Json() : jobs::Json(u.density); },
                [](StratigraphicUnit& u, const jobs::Json& v) {
                    if (v.is_null()) {
                        u.density = std::numeric_limits<double>::quiet_NaN();
                        return;
                    }
                    if (!v.is_number()) throw std::invalid_argument("must be a number or null (got " + v.dump() + ")");
                    u.density = v.get<double>();
                    if (!(u.density > 0)) throw std::invalid_argument("must be > 0 (got " + v.dump() + ")");
                },
                "dry density, for the tonnage of the unit (absent or null: unknown)")
            .unit("t/m3")
            .add("sub_layers", [](auto& u) -> auto& { return u.subLayers; },
                 "cell layers of the unit in the structured 3D grid")
            .min(1)
            .max(1000)
            .formerly("subLayers")
            .advanced();
    return s;
}

const jobs::Schema<StratigraphicColumn>& StratigraphicColumn::schema() {
    static const auto s =
        jobs::Schema<StratigraphicColumn>("column", "the units of a layered deposit, youngest (top) first")
            .objects("units", [](auto& c) -> auto& { return c.units; }, StratigraphicUnit::schema(),
                     "the units, top (youngest) first")
            .required();
    return s;
}

namespace {
// The full form of a unit: {"name": ...} for a name alone.
nlohmann::json unitObject(const nlohmann::json& j) { return j.is_string() ? nlohmann::json{{"name", j}} : j; }
}  // namespace

void to_json(nlohmann::json& j, const StratigraphicUnit& u) { j = StratigraphicUnit::schema().write(u); }

void from_json(const nlohmann::json& j, StratigraphicUnit& u) {
    u = StratigraphicUnit::schema().read(unitObject(j), "column");
}

void to_json(nlohmann::json& j, const StratigraphicColumn& c) { j = StratigraphicColumn::schema().write(c); }

void from_json(const nlohmann::json& j, StratigraphicColumn& c) {
    // A list of units (or of names) is the column's units; names alone become units.
    nlohmann::json full = j.is_array() ? nlohmann::json{{"units", j}} : j;
    if (full.is_object() && full.contains("units") && full["units"].is_array())
        for (auto& unit : full["units"]) unit = unitObject(unit);
    c = StratigraphicColumn::schema().read(full, "column");
}

}  // namespace strata::surfaces
