#include "PlanLimitFile.h"

#include <cmath>

#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"

namespace strata::blockmodel {

namespace {

// The column `selector` picks, else (no header) the field at `position`.
const io::TableColumn* coordinate(const io::Table& table, const io::ColumnSelector& selector, std::size_t position) {
    if (const auto found = table.find(selector)) return &table.columns[*found];
    if (!table.hasHeader && table.columns.size() > position) return &table.columns[position];
    return nullptr;
}

}  // namespace

PlanPolygon readPlanLimit(const std::string& path) {
    io::DelimitedOptions options;
    options.strict = true;
    const io::Table table = io::readTable(path, options);
    const io::PointColumns names;  // the usual x and y names
    const io::TableColumn* x = coordinate(table, names.x, 0);
    const io::TableColumn* y = coordinate(table, names.y, 1);
    if (!x || !y || !x->numeric || !y->numeric)
        throw ParseError(path, 1, 0, "needs numeric x and y columns (x/east/easting, y/north/northing), one vertex a line");
    PlanPolygon polygon;
    for (std::size_t r = 0; r < table.rowCount(); ++r) {
        if (!std::isfinite(x->numbers[r]) || !std::isfinite(y->numbers[r]))
            throw ParseError(path, table.rowLines[r], 0, "a vertex needs both x and y");
        polygon.x.push_back(x->numbers[r]);
        polygon.y.push_back(y->numbers[r]);
    }
    // A closed ring repeats its first vertex; the polygon closes implicitly.
    if (polygon.size() > 1 && polygon.x.back() == polygon.x.front() && polygon.y.back() == polygon.y.front()) {
        polygon.x.pop_back();
        polygon.y.pop_back();
    }
    const std::size_t lastLine = table.rowCount() > 0 ? table.rowLines.back() : 1;
    if (polygon.size() < 3)
        throw ParseError(path, lastLine, 0,
                         "a limit polygon needs at least 3 distinct vertices (found " + std::to_string(polygon.size()) + ")");
    if (!(polygon.area() > 0)) throw ParseError(path, lastLine, 0, "the polygon has no area (its vertices lie on a line)");
    return polygon;
}

}  // namespace strata::blockmodel
