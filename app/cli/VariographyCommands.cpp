// strata-cli variogram, varmap and fit (jobs "variogram", "varmap", "fit"; their options:
// strata-cli run --describe TYPE). The flags are the options' keys; beyond them, the earlier
// contract's compact forms: --variable/--head/--type/--cutoff for the (first) variogram,
// --variogram tail,head,type[,cutoff] and --direction az,atol,bandh,dip,dtol,bandv (repeatable),
// --bound name=lower:upper, --no-auto-start; fit's LMC from data: --data, --lags, --lag-distance,
// --lag-tolerance, --direction as for variogram.
#include <memory>

#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/variogram/VariogramJobs.h"

namespace strata::cli {
namespace {

using jobs::Json;

// "tail,head,type[,cutoff]" with column names and a type name or GSLIB code.
Json namedVariogram(const std::string& text) {
    auto items = split(text, ',');
    if (items.size() < 3 || items.size() > 4)
        throw ValidationError("variogram", "variogram", "needs tail,head,type[,cutoff] (got '" + text + "')");
    Json v{{"tail", trim(items[0])}, {"head", trim(items[1])}, {"type", trim(items[2])}};
    if (items.size() == 4) {
        double cutoff = 0;
        if (!parseDouble(trim(items[3]), cutoff))
            throw ValidationError("variogram", "variogram", "cutoff must be a number (got '" + items[3] + "')");
        v["cutoff"] = cutoff;
    }
    return v;
}

// "az,atol,bandh,dip,dtol,bandv" as in a gamv parameter file (missing trailing items: omni defaults).
Json direction(const std::string& text) {
    const auto v = parseNumberList(text, "variogram", "direction");
    if (v.empty() || v.size() > 6)
        throw ValidationError("variogram", "direction", "needs az,atol,bandh,dip,dtol,bandv (got '" + text + "')");
    static const char* keys[] = {"azimuth", "azimuth_tolerance", "bandwidth_h", "dip", "dip_tolerance", "bandwidth_v"};
    Json d = Json::object();
    for (std::size_t k = 0; k < v.size(); ++k) d[keys[k]] = v[k];
    return d;
}

// "name=lower:upper"; either side may be empty (unbounded).
Json bound(const std::string& text) {
    const auto eq = text.find('=');
    const auto colon = text.find(':', eq == std::string::npos ? 0 : eq);
    if (eq == std::string::npos || colon == std::string::npos)
        throw ValidationError("fit", "bound", "needs name=lower:upper (got '" + text + "')");
    Json b{{"name", trim(text.substr(0, eq))}};
    const std::string lo(trim(text.substr(eq + 1, colon - eq - 1))), hi(trim(text.substr(colon + 1)));
    double v = 0;
    if ((!lo.empty() && !parseDouble(lo, v)) || (!hi.empty() && !parseDouble(hi, v)))
        throw ValidationError("fit", "bound", "bounds must be numbers (got '" + text + "')");
    if (!lo.empty() && parseDouble(lo, v)) b["lower"] = v;
    if (!hi.empty() && parseDouble(hi, v)) b["upper"] = v;
    return b;
}

const Registration variogramVerb("variogram", [](CLI::App& app) {
    // The first variogram from --variable, --head, --type, --cutoff; more from --variogram.
    auto first = std::make_shared<Json>(Json{{"tail", ""}, {"type", "semivariogram"}});
    auto more = std::make_shared<Json>(Json::array());
    auto named = [first](const char* key) {
        return [first, key](const std::string& text, Json&) { (*first)[key] = text; };
    };
    SchemaFlags flags(variogram::VariogramJob::schema().info());
    flags.rename("data.file", "--input")
        .rename("lags.count", "--lags")
        .rename("lags.separation", "--lag-distance")
        .rename("lags.tolerance", "--lag-tolerance")
        .rename("downhole.hole_column", "--downhole")
        .rename("downhole.depth_column", "--depth")
        .custom("--variable", "tail variable (default: the first value column)", named("tail"))
        .custom("--head", "head variable (default: the tail variable)", named("head"))
        .custom("--type", "semivariogram, cross, covariance, correlogram, general-relative, pairwise-relative, log, "
                          "madogram, indicator, categorical, cressie, or a GSLIB code 1..10",
                named("type"))
        .custom("--cutoff", "indicator threshold (indicator) or category (categorical)",
                [first](const std::string& text, Json&) {
                    double v = 0;
                    if (!parseDouble(trim(text), v))
                        throw ValidationError("variogram", "cutoff", "must be a number (got '" + text + "')");
                    (*first)["cutoff"] = v;
                })
        .custom("--variogram", "tail,head,type[,cutoff]: one more variogram (repeatable)",
                [more](const std::string& text, Json&) { more->push_back(namedVariogram(text)); })
        .custom("--direction", "az,atol,bandh,dip,dtol,bandv in degrees and distance units (repeatable; default omni)",
                [](const std::string& text, Json& params) { params["directions"].push_back(direction(text)); })
        .finish([first, more](Json& params) {
            Json list = Json::array();
            if (more->empty() || !first->at("tail").get<std::string>().empty()) list.push_back(*first);
            for (const Json& v : *more) list.push_back(v);
            params["variograms"] = list;
        });
    addSchemaVerb<variogram::VariogramJob>(app, "variogram", "experimental variograms with gamv semantics, CSV out", std::move(flags));
});

const Registration varmapVerb("varmap", [](CLI::App& app) {
    SchemaFlags flags(variogram::VarmapJob::schema().info());
    flags.rename("data.file", "--input").rename("variogram.tail", "--variable");
    addSchemaVerb<variogram::VarmapJob>(app, "varmap", "variogram map on a plane of lag vectors, CSV out", std::move(flags));
});

const Registration fitVerb("fit", [](CLI::App& app) {
    SchemaFlags flags(variogram::FitJob::schema().info());
    flags.rename("locked", "--lock")
        .rename("data.file", "--data")
        .rename("lags.count", "--lags")
        .rename("lags.separation", "--lag-distance")
        .rename("lags.tolerance", "--lag-tolerance")
        .custom("--direction", "LMC from --data: az,atol,bandh,dip,dtol,bandv in degrees and distance units "
                               "(repeatable; default omni)",
                [](const std::string& text, Json& params) { params["directions"].push_back(direction(text)); })
        .hide("automatic_start")
        .customSwitch("--no-auto-start", "search only from the given model",
                      [](const std::string&, Json& params) { params["automatic_start"] = false; })
        .custom("--bound", "name=lower:upper (repeatable)",
                [](const std::string& text, Json& params) { params["bounds"].push_back(bound(text)); });
    addSchemaVerb<variogram::FitJob>(app, "fit",
                                     "fit a nested variogram model, or an LMC of 2 to 4 variables (--variables), by "
                                     "weighted least squares",
                                     std::move(flags));
});

}  // namespace
}  // namespace strata::cli
