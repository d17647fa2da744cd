#include "PlanLimitFile.h"

#include <cmath>
#include <filesystem>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/VectorReader.h"

namespace strata::blockmodel {

namespace {

// Text tables of vertices; anything else goes to GDAL (Shapefile, GeoPackage, GeoJSON, ...).
bool isVertexTable(const std::string& path) {
    const std::string ext = std::filesystem::path(path).extension().string();
    for (const char* text : {".csv", ".txt", ".tsv", ".xy", ".xyz"})
        if (iequals(ext, text)) return true;
    return false;
}

// The column `selector` picks, else (no header) the field at `position`.
const io::TableColumn* coordinate(const io::Table& table, const io::ColumnSelector& selector, std::size_t position) {
    if (const auto found = table.find(selector)) return &table.columns[*found];
    if (!table.hasHeader && table.columns.size() > position) return &table.columns[position];
    return nullptr;
}

// The vertices of a text table, one a line; `lastLine` is the file line of the last one.
PlanPolygon readVertexTable(const std::string& path, std::size_t& lastLine) {
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
    lastLine = table.rowCount() > 0 ? table.rowLines.back() : 1;
    return polygon;
}

}  // namespace

PlanPolygon readPlanLimit(const std::string& path) {
    std::size_t lastLine = 0;  // 0: a GDAL source, which has no lines to name
    PlanPolygon polygon = isVertexTable(path) ? readVertexTable(path, lastLine) : io::readVectorPolygon(path);
    // A closed ring repeats its first vertex; the polygon closes implicitly.
    if (polygon.size() > 1 && polygon.x.back() == polygon.x.front() && polygon.y.back() == polygon.y.front()) {
        polygon.x.pop_back();
        polygon.y.pop_back();
    }
    if (polygon.size() < 3)
        throw ParseError(path, lastLine, 0,
                         "a limit polygon needs at least 3 distinct vertices (found " + std::to_string(polygon.size()) + ")");
    if (!(polygon.area() > 0)) throw ParseError(path, lastLine, 0, "the polygon has no area (its vertices lie on a line)");
    return polygon;
}

}  // namespace strata::blockmodel
