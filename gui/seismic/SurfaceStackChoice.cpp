#include "seismic/SurfaceStackChoice.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include "results/ResultCatalog.h"

namespace strata::gui {

surfaces::StratigraphicColumn SurfaceStackChoice::columnOf(const ResultItem& item) {
    if (item.job.is_object() && item.job.contains("params") && item.job["params"].contains("column")) {
        try {
            surfaces::StratigraphicColumn column = item.job["params"]["column"].get<surfaces::StratigraphicColumn>();
            if (column.size() > 0) return column;
        } catch (const std::exception&) {
            // A job of another shape: fall back to the layer names below.
        }
    }
    // Without the job, the layers name every unit but the first ("top_<unit>").
    std::vector<std::string> names{QCoreApplication::translate("SurfaceStackChoice", "Unit 1").toStdString()};
    if (item.grid)
        for (const std::string& layer : item.grid->names)
            if (layer.rfind("top_", 0) == 0) names.push_back(layer.substr(4));
    return surfaces::StratigraphicColumn::fromOrder(names);
}

std::vector<SurfaceStackChoice> SurfaceStackChoice::fromCatalog(const ResultCatalog& catalog) {
    std::vector<SurfaceStackChoice> stacks;
    for (int id : catalog.ids()) {
        const std::shared_ptr<const ResultItem> item = catalog.item(id);
        if (item && item->kind == ResultKind::SurfaceStack && item->grid) stacks.push_back({item->name, item->grid, columnOf(*item)});
    }
    return stacks;
}

}  // namespace strata::gui
