#pragma once
// The surface stacks of the result catalog that a velocity section can be built from: each with
// its grid (one layer per surface, "ground", "top_<unit 2>", ...) and its stratigraphic column,
// taken from the "surfaces" job that made it (densities included), or named after the layers
// when no job is recorded.
#include <memory>
#include <vector>

#include <QString>

#include "strata/core/Grid.h"
#include "strata/surfaces/StratigraphicColumn.h"

namespace strata::gui {

class ResultCatalog;
struct ResultItem;

struct SurfaceStackChoice {
    QString name;  // the result's name in the catalog
    std::shared_ptr<const Grid> grid;
    surfaces::StratigraphicColumn column;

    // The column of a SurfaceStack result (see above).
    static surfaces::StratigraphicColumn columnOf(const ResultItem& item);
    // The catalog's surface stacks, in the order they were added.
    static std::vector<SurfaceStackChoice> fromCatalog(const ResultCatalog& catalog);
};

}  // namespace strata::gui
