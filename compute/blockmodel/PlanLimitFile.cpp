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

// The vertices of a text table, one a line; a ring (part or hole) starts where the optional ring
// column (ring, part, id, polygon) changes. `lastLine` is the file line of the last vertex.
PlanPolygon readVertexTable(const std::string& path, std::size_t& lastLine) {
    io::DelimitedOptions options;
    options.strict = true;
    const io::ColumnSelector ringNames = io::ColumnSelector::anyOf({"ring", "part", "id", "polygon"});
    options.textColumns.push_back(ringNames);
    const io::Table table = io::readTable(path, options);
    const auto ringColumn = table.hasHeader ? table.find(ringNames) : std::nullopt;
    const io::PointColumns names;  // the usual x and y names
    const io::TableColumn* x = coordinate(table, names.x, 0);
    const io::TableColumn* y = coordinate(table, names.y, 1);
    if (!x || !y || !x->numeric || !y->numeric)
        throw ParseError(path, 1, 0, "needs numeric x and y columns (x/east/easting, y/north/northing), one vertex a line");
    PlanPolygon polygon;
    for (std::size_t r = 0; r < table.rowCount(); ++r) {
        if (ringColumn && r > 0 && table.columns[*ringColumn].texts[r] != table.columns[*ringColumn].texts[r - 1])
            polygon.startRing();
        if (!std::isfinite(x->numbers[r]) || !std::isfinite(y->numbers[r]))
            throw ParseError(path, table.rowLines[r], 0, "a vertex needs both x and y");
        polygon.x.push_back(x->numbers[r]);
        polygon.y.push_back(y->numbers[r]);
    }
    lastLine = table.rowCount() > 0 ? table.rowLines.back() : 1;
    return polygon;
}

// Each ring without the repeated closing vertex (rings close implicitly).
PlanPolygon withoutClosingVertices(const PlanPolygon& rings) {
    PlanPolygon open;
    for (std::size_t k = 0; k < rings.ringCount(); ++k) {
        std::size_t begin = rings.ringBegin(k), end = rings.ringEnd(k);
        if (end - begin > 1 && rings.x[end - 1] == rings.x[begin] && rings.y[end - 1] == rings.y[begin]) --end;
        if (k > 0) open.startRing();
        open.x.insert(open.x.end(), rings.x.begin() + std::ptrdiff_t(begin), rings.x.begin() + std::ptrdiff_t(end));
        open.y.insert(open.y.end(), rings.y.begin() + std::ptrdiff_t(begin), rings.y.begin() + std::ptrdiff_t(end));
    }
    return open;
}

}  // namespace

PlanPolygon readPlanLimit(const std::string& path) {
    std::size_t lastLine = 0;  // 0: a GDAL source, which has no lines to name
    const PlanPolygon polygon =
        withoutClosingVertices(isVertexTable(path) ? readVertexTable(path, lastLine) : io::readVectorPolygon(path));
    for (std::size_t k = 0; k < polygon.ringCount(); ++k) {
        const std::string which = polygon.ringCount() > 1 ? "ring " + std::to_string(k + 1) + " of the limit" : "a limit polygon";
        const std::size_t vertices = polygon.ringEnd(k) - polygon.ringBegin(k);
        if (vertices < 3)
            throw ParseError(path, lastLine, 0,
                             which + " needs at least 3 distinct vertices (found " + std::to_string(vertices) + ")");
        if (!(polygon.ringArea(k) > 0))
            throw ParseError(path, lastLine, 0, which + " has no area (its vertices lie on a line)");
    }
    if (!(polygon.area() > 0)) throw ParseError(path, lastLine, 0, "the polygon has no area: its holes cover its parts");
    return polygon;
}

}  // namespace strata::blockmodel
