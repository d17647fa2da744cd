// strata-cli surfaces: stratum surfaces of a layered deposit from drillhole logs, made
// consistent with the stratigraphic column, plus the block model and per-unit volumes (job
// "surfaces"; its options: strata-cli run --describe surfaces). Beyond the options' own flags:
// the column from --order U1,...,Un or --stratigraphy FILE, --section x1,y1,x2,y2[,...],
// --separate (no shared weights), --column ROLE=NAME and the earlier contract's --*-out names.
#include <memory>

#include "CliCommand.h"
#include "DrillholeFlags.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/surfaces/SurfaceFiles.h"
#include "strata/surfaces/SurfacesJob.h"

namespace strata::cli {
namespace {

using jobs::Json;

// The column from --order, or from --stratigraphy (whose units --order, when given, must repeat).
Json columnOf(const std::string& order, const std::string& stratigraphy) {
    if (stratigraphy.empty()) {
        if (order.empty()) throw ValidationError("surfaces", "order", "is required (or give --stratigraphy FILE)");
        return surfaces::StratigraphicColumn::fromOrder(split(order, ','));
    }
    surfaces::StratigraphicColumn column = surfaces::readColumn(stratigraphy);
    if (!order.empty()) {
        const auto names = split(order, ',');
        bool same = names.size() == column.size();
        for (std::size_t i = 0; same && i < names.size(); ++i) same = iequals(trim(names[i]), column.units[i].name);
        if (!same)
            throw ValidationError("surfaces", "order",
                                  "'" + order + "' differs from the units of " + stratigraphy + " (" +
                                      join(column.names(), ",") + ")");
    }
    return column;
}

const Registration reg("surfaces", [](CLI::App& app) {
    struct Column {
        std::string order, stratigraphy;
    };
    auto self = std::make_shared<Column>();
    SchemaFlags flags(surfaces::SurfacesJob::schema().info());
    flags.rename("output", "--out")
        .rename("model_output", "--model-out")
        .rename("misfit_output", "--misfit-out")
        .rename("section_output", "--section-out")
        .convert("bottom", [](const std::string& text) {
            double v = 0;
            if (!parseDouble(trim(text), v)) throw ValidationError("surfaces", "bottom", "must be an elevation (got '" + text + "')");
            return Json(v);
        })
        .hide("options.share_weights")
        .customSwitch("--separate", "solve every surface on its own (no shared weights; for comparisons)",
                      [](const std::string&, Json& params) { params["options"]["share_weights"] = false; })
        .custom("--order", "units from the top down, comma-separated: U1,U2,...,Un",
                [self](const std::string& text, Json&) { self->order = text; })
        .custom("--stratigraphy", "stratigraphic column JSON (units with colour, base rule, density, sub-layers)",
                [self](const std::string& text, Json&) { self->stratigraphy = text; })
        .hide("section_x")
        .hide("section_y")
        .custom("--section", "cross-section polyline x1,y1,x2,y2[,...]",
                [](const std::string& text, Json& params) {
                    const std::vector<double> xy = parseNumberList(text, "surfaces", "section");
                    if (xy.size() < 4 || xy.size() % 2)
                        throw ValidationError("surfaces", "section", "expects x1,y1,x2,y2[,...] (at least two vertices)");
                    for (std::size_t i = 0; i < xy.size(); i += 2) {
                        params["section_x"].push_back(xy[i]);
                        params["section_y"].push_back(xy[i + 1]);
                    }
                })
        .finish([self](Json& params) { params["column"] = columnOf(self->order, self->stratigraphy); });
    addColumnRoles(flags, "surfaces");
    addSchemaVerb<surfaces::SurfacesJob>(
        app, "surfaces", "stratum surfaces from drillholes: x,y,ground,top_<unit 2>,...,top_<unit n> per node",
        std::move(flags));
});

}  // namespace
}  // namespace strata::cli
