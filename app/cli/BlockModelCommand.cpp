// strata-cli blockmodel: a resource block model estimated unit by unit from drillholes. Its flags
// are the job's options (strata-cli run --describe blockmodel), with the contract:
// --model MODEL (every estimated unit) or U=MODEL (repeatable), --cap and --density as
// U:VALUE,..., --pass FACTOR,NDMIN,NDMAX and --class NAME:MAXPASS,MINSLOPE,MAXDISTANCE
// (repeatable), --soft UNIT:NEIGHBOUR@DISTANCE and --limit UNIT=FILE (repeatable), --out for the
// block CSV.
#include <memory>

#include "CliCommand.h"
#include "DrillholeFlags.h"
#include "SchemaFlags.h"
#include "strata/blockmodel/BlockModelJob.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::cli {
namespace {

constexpr const char* kStage = "blockmodel";

// "U1:V1,U2:V2" into {"U1": V1, "U2": V2} under `key`.
SchemaFlags::Apply unitNumbers(const std::string& key) {
    return [key](const std::string& text, jobs::Json& params) {
        for (const std::string& item : split(text, ',')) {
            const auto colon = item.rfind(':');
            double v = 0;
            if (colon == std::string::npos || colon == 0 || !parseDouble(trim(item.substr(colon + 1)), v))
                throw ValidationError(kStage, key, "expects UNIT:VALUE[,UNIT:VALUE...] (got '" + item + "')");
            params[key][std::string(trim(item.substr(0, colon)))] = v;
        }
    };
}

// MODEL, or UNIT=MODEL: a model text has no '=' before its first parenthesis.
void applyModel(const std::string& text, jobs::Json& params) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || text.find('(') < eq) {
        params["model"] = text;
        return;
    }
    const std::string unit(trim(text.substr(0, eq)));
    if (unit.empty() || eq + 1 == text.size())
        throw ValidationError(kStage, "model", "expects MODEL or UNIT=MODEL (got '" + text + "')");
    params["unit_models"][unit] = std::string(trim(text.substr(eq + 1)));
}

// NAME:MAXPASS,MINSLOPE,MAXDISTANCE; the first --class replaces the default rules.
SchemaFlags::Apply classRules() {
    auto first = std::make_shared<bool>(true);
    return [first](const std::string& text, jobs::Json& params) {
        const auto colon = text.find(':');
        const std::string name(trim(text.substr(0, colon)));
        if (colon == std::string::npos || name.empty())
            throw ValidationError(kStage, "class", "expects NAME:MAXPASS,MINSLOPE,MAXDISTANCE (got '" + text + "')");
        const auto limits = parseNumberList(text.substr(colon + 1), kStage, "class");
        if (limits.size() != 3)
            throw ValidationError(kStage, "class", "expects NAME:MAXPASS,MINSLOPE,MAXDISTANCE (got '" + text + "')");
        if (*first) params["classes"] = jobs::Json::array();
        *first = false;
        params["classes"].push_back(
            {{"name", name}, {"max_pass", limits[0]}, {"min_slope", limits[1]}, {"max_distance", limits[2]}});
    };
}

void applyPass(const std::string& text, jobs::Json& params) {
    const auto p = parseNumberList(text, kStage, "pass");
    if (p.size() != 3) throw ValidationError(kStage, "pass", "expects FACTOR,NDMIN,NDMAX (got '" + text + "')");
    params["passes"].push_back({{"radius_factor", p[0]}, {"ndmin", p[1]}, {"ndmax", p[2]}});
}

// UNIT:NEIGHBOUR@DISTANCE: UNIT's blocks also use NEIGHBOUR's composites within DISTANCE of
// UNIT along the hole. The units and the distance are checked with the job.
void applySoftBoundary(const std::string& text, jobs::Json& params) {
    const auto colon = text.find(':'), at = text.rfind('@');
    double distance = 0;
    if (colon == std::string::npos || at == std::string::npos || at < colon ||
        !parseDouble(trim(text.substr(at + 1)), distance))
        throw ValidationError(kStage, "soft", "expects UNIT:NEIGHBOUR@DISTANCE, e.g. ORE:BASE@5 (got '" + text + "')");
    params["soft_boundaries"].push_back({{"unit", std::string(trim(text.substr(0, colon)))},
                                         {"neighbour", std::string(trim(text.substr(colon + 1, at - colon - 1)))},
                                         {"distance", distance}});
}

// UNIT=FILE: the unit's limit in plan.
void applyLimit(const std::string& text, jobs::Json& params) {
    const auto eq = text.find('=');
    const std::string unit(trim(text.substr(0, eq == std::string::npos ? 0 : eq)));
    if (eq == std::string::npos || unit.empty() || eq + 1 == text.size())
        throw ValidationError(kStage, "limit", "expects UNIT=FILE, a polygon of x,y vertices (got '" + text + "')");
    params["limits"][unit] = text.substr(eq + 1);
}

const Registration blockmodel("blockmodel", [](CLI::App& app) {
    SchemaFlags flags(blockmodel::BlockModelJob::schema().info());
    flags.rename("output", "--out")
        .hide("model")
        .hide("unit_models")
        .hide("caps")
        .hide("density")
        .hide("limits")
        .custom("--model", "variogram model of every estimated unit (krige's syntax), or UNIT=MODEL for one unit; "
                           "repeatable",
                applyModel)
        .custom("--cap", "top cuts, UNIT:VALUE[,UNIT:VALUE...]", unitNumbers("caps"))
        .custom("--density", "densities in t/m^3, UNIT:VALUE[,UNIT:VALUE...]", unitNumbers("density"))
        .custom("--pass", "a search pass FACTOR,NDMIN,NDMAX (the model's ranges times FACTOR); repeatable, up to 3 "
                          "(default 1,8,24 2,4,24 4,1,24)",
                applyPass)
        .custom("--class", "a resource class NAME:MAXPASS,MINSLOPE,MAXDISTANCE (0: no limit); repeatable, the first "
                           "rule a block meets names it (default measured:1,0.8,0 indicated:2,0.5,0 inferred:3,0,0)",
                classRules())
        .custom("--soft", "a soft boundary UNIT:NEIGHBOUR@DISTANCE: UNIT's blocks also use NEIGHBOUR's composites "
                          "within DISTANCE of UNIT along the hole; repeatable (default: every boundary hard)",
                applySoftBoundary)
        .custom("--limit", "a unit's limit in plan UNIT=FILE, a CSV of x,y vertices (with GDAL also a vector file of "
                           "one polygon): the unit's blocks outside get class 'outside' and no grade, its composites "
                           "outside are not used; repeatable",
                applyLimit);
    addColumnRoles(flags, kStage);
    addSchemaVerb<blockmodel::BlockModelJob>(app, "blockmodel",
                                             "a resource block model, unit by unit: composites inside units, top cuts, "
                                             "multi-pass estimation into sub-blocked units, grade-tonnage",
                                             std::move(flags));
});

}  // namespace
}  // namespace strata::cli
