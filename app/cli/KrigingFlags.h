#pragma once
// The flags of `strata-cli krige` and `strata-cli crossvalidate` beyond their schemas' own: the
// names of the earlier contract (--data, --trend, --out), --model as text or a model JSON file,
// and --radius R[,Rminor,Rvertical] for the three radii.
#include "SchemaFlags.h"
#include "strata/core/Strings.h"
#include "strata/kriging/KrigeJob.h"

namespace strata::cli {

// `estimation`: also the options that only make sense for estimation onto targets (trend, block
// kriging, GPU arithmetic, diagnostics).
inline SchemaFlags krigingFlags(const jobs::SchemaInfo& schema, bool estimation) {
    SchemaFlags flags(schema);
    flags.rename("data.file", "--data")
        .rename("kriging.estimate_trend", "--trend")
        .rename("output", "--out")
        .convert("kriging.model", [](const std::string& text) { return jobs::Json(kriging::readModel(text)); })
        .hide("kriging.search.radius")
        .hide("kriging.search.radius_minor")
        .hide("kriging.search.radius_vertical")
        .custom("--radius", "search radii: R or Rmajor,Rminor,Rvertical (default: no distance limit)",
                [stage = schema.name](const std::string& text, jobs::Json& params) {
                    const auto r = parseNumberList(text, stage, "radius");
                    if (r.empty() || r.size() > 3)
                        throw ValidationError(stage, "radius", "takes 1 to 3 radii (major, minor, vertical)");
                    auto& search = params["kriging"]["search"];
                    search["radius"] = r[0];
                    search["radius_minor"] = r.size() > 1 ? r[1] : 0.0;
                    search["radius_vertical"] = r.size() > 2 ? r[2] : 0.0;
                });
    if (!estimation)
        for (const char* path : {"kriging.estimate_trend", "kriging.block", "kriging.block_size", "kriging.precision",
                                 "kriging.gpu_solver", "kriging.diagnostics"})
            flags.hide(path);
    return flags;
}

}  // namespace strata::cli
