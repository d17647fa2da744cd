#pragma once
// The stratigraphic column: the ordered units of a layered deposit, youngest (top) first.
//
// Surfaces: surface 0 is the ground (the top of the first unit, from the collars); surface k
// (k >= 1) is the top of unit k, which is also the base of unit k - 1. The base of the last unit
// is the bottom of the model.
//
// Each unit's base rule says how its base (surface k + 1) meets the older surfaces below it
// where interpolated surfaces cross (see ConsistencyRules.h):
//   Conformable - base and older surfaces are equally uncertain: crossing surfaces meet at their
//                 mean (least-squares ordering of a run of conformable surfaces);
//   Erosional   - an unconformity: the base cuts (truncates) every older surface below it;
//   Onlap       - the unit laps onto older surfaces: where its base sinks below an older
//                 surface, the older surface wins and the base rests on it.
// The ground is always erosional: topography truncates every surface.
#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace strata::jobs {
template <class T>
class Schema;
}

namespace strata::surfaces {

enum class BaseRule { Conformable, Erosional, Onlap };
// "conformable", "erosional" (also "erosion", "unconformity"), "onlap"; errors name `option`.
BaseRule parseBaseRule(std::string_view text, const std::string& option = "base");
const char* toString(BaseRule rule);

struct StratigraphicUnit {
    std::string name;
    std::string colour;  // "#rrggbb"; empty: a colour from the default palette
    BaseRule base = BaseRule::Conformable;
    double density = std::numeric_limits<double>::quiet_NaN();  // t/m^3 for tonnage; NaN: unknown
    int subLayers = 1;  // cell layers of this unit in the structured 3D grid

    // Its JSON keys (name, colour, base, density, sub_layers), in column files and in jobs.
    static const jobs::Schema<StratigraphicUnit>& schema();
};

struct StratigraphicColumn {
    std::vector<StratigraphicUnit> units;  // top (youngest) first

    // Units named in order, with default colours and conformable bases.
    static StratigraphicColumn fromOrder(const std::vector<std::string>& names);

    std::size_t size() const noexcept { return units.size(); }
    // Index of a unit by case-insensitive name; units.size() when absent.
    std::size_t find(std::string_view name) const noexcept;
    std::vector<std::string> names() const;
    // Surface names: "ground", "top_<unit 2>", ..., "top_<unit n>" (the CLI's column names).
    std::vector<std::string> surfaceNames() const;
    // The rule of surface k (k >= 1): the base rule of unit k - 1; the ground's is Erosional.
    BaseRule surfaceRule(std::size_t surface) const noexcept;
    // The unit's colour, or the default palette's colour for its position.
    std::string colourOf(std::size_t unit) const;

    // Throws ValidationError("column", ...) for no units, empty or repeated names, a bad colour,
    // a negative density or sub-layers < 1.
    void validate() const;

    // Its JSON ({"units": [...]}), in column files, project files and the surfaces job.
    static const jobs::Schema<StratigraphicColumn>& schema();
};

// A unit is also read from its name alone ("SOIL").
void to_json(nlohmann::json& j, const StratigraphicUnit& u);
void from_json(const nlohmann::json& j, StratigraphicUnit& u);
// {"units": [{"name": "SOIL", "colour": "#8c6d46", "base": "erosional", "density": 1.6, "sub_layers": 1}, ...]}
// (older files' "subLayers" is read too); a column is also read from a list of units or of names
// (column and project files; a job's "column" takes the object). Errors: ValidationError("column", ...).
void to_json(nlohmann::json& j, const StratigraphicColumn& c);
void from_json(const nlohmann::json& j, StratigraphicColumn& c);

}  // namespace strata::surfaces
