// strata-cli cokrige: cokriging of a grid or of target points from one data file.
//   strata-cli cokrige --data D.csv --columns x,y,Ni --secondary Cr --type ordinary
//       --model "Ni=0.2 nug + 0.8 sph(1)" --model "Cr=..." --model "Ni:Cr=..."
//       --grid 50,50:0.5,0.5:1,1 --radius 2 --ndmax 16 --ndmax-secondary 16 --out est.csv
#include <cmath>

#include "CliCommand.h"
#include "SchemaFlags.h"
#include "strata/cokriging/CokrigeJob.h"
#include "strata/core/Strings.h"

namespace strata::cli {
namespace {

const char* kEntries = "__model_entries";

std::vector<std::string> variablesOf(const jobs::Json& params) {
    std::vector<std::string> v;
    const jobs::Json* data = params.contains("data") ? &params.at("data") : nullptr;
    const auto columns = split(data && data->contains("columns") ? data->at("columns").get<std::string>() : "x,y,value", ',');
    v.push_back(columns.empty() ? std::string() : std::string(trim(columns.back())));
    if (data && data->contains("secondary"))
        for (const auto& s : data->at("secondary")) v.push_back(s.get<std::string>());
    return v;
}

SchemaFlags cokrigeFlags() {
    const auto& schema = cokriging::CokrigeJob::schema().info();
    SchemaFlags flags(schema);
    flags.rename("data.file", "--data")
        .rename("output", "--out")
        .hide("cokriging.model")
        .custom("--model", "NAME=MODEL (direct variogram) or A:B=MODEL (cross variogram), once per variable and pair; "
                           "collocated with --correlation: the two direct models",
                [](const std::string& text, jobs::Json& params) { params[kEntries].push_back(text); })
        .hide("cokriging.search.radius")
        .hide("cokriging.search.radius_minor")
        .hide("cokriging.search.radius_vertical")
        .custom("--radius", "search radii: R or Rmajor,Rminor,Rvertical (default: no distance limit)",
                [stage = schema.name](const std::string& text, jobs::Json& params) {
                    const auto r = parseNumberList(text, stage, "radius");
                    if (r.empty() || r.size() > 3)
                        throw ValidationError(stage, "radius", "takes 1 to 3 radii (major, minor, vertical)");
                    auto& search = params["cokriging"]["search"];
                    search["radius"] = r[0];
                    search["radius_minor"] = r.size() > 1 ? r[1] : 0.0;
                    search["radius_vertical"] = r.size() > 2 ? r[2] : 0.0;
                })
        .finish([](jobs::Json& params) {
            if (!params.contains(kEntries)) return;
            std::vector<std::string> entries;
            for (const auto& e : params.at(kEntries)) entries.push_back(e.get<std::string>());
            params.erase(kEntries);
            auto& c = params["cokriging"];
            // Only collocated cokriging builds a cross model; the other types take the entries as they are.
            const bool collocated = c.contains("type") && c.at("type") == "collocated";
            const double rho = c.contains("correlation") ? c.at("correlation").get<double>() : std::nan("");
            c["model"] = jobs::Json(cokriging::coregionalisationOf(variablesOf(params), entries,
                collocated ? cokriging::CokrigingType::Collocated : cokriging::CokrigingType::Ordinary, rho));
        });
    return flags;
}

const Registration reg("cokrige", [](CLI::App& app) {
    addSchemaVerb<cokriging::CokrigeJob>(app, "cokrige", cokriging::CokrigeJob::summary, cokrigeFlags());
});

}  // namespace
}  // namespace strata::cli
