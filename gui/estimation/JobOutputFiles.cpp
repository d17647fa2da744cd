#include "estimation/JobOutputFiles.h"

#include <cmath>
#include <filesystem>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GridWriter.h"

namespace strata::gui {

namespace {

io::DelimitedOptions exactOptions() {
    io::DelimitedOptions options;
    options.delimiter = ',';
    options.header = io::DelimitedOptions::Header::Yes;
    options.missingValues.clear();  // an estimate of -999 is a number; blank cells are NaN
    return options;
}

bool near(double a, double b, double scale) { return std::abs(a - b) <= 1e-9 * std::max(1.0, scale); }

// One axis of a node-centred grid from a coordinate column written x fastest: `stride` rows
// between successive values along the axis, `count` values.
bool axisOf(const std::vector<double>& v, std::size_t stride, std::size_t& count, double& origin, double& spacing) {
    origin = v.front();
    count = 1;
    while (count * stride < v.size() && v[count * stride] != origin) ++count;
    if (count == 1) {  // one node along this axis: any spacing describes it
        spacing = 1;
        return true;
    }
    spacing = (v[(count - 1) * stride] - origin) / double(count - 1);
    return spacing > 0;
}

// The grid of a table read from `path` (named in errors), checked against `spec`.
Grid gridFromTable(const std::string& path, const io::Table& table, const GridSpec& spec) {
    const std::size_t coordinates = spec.is3d() ? 3 : 2;
    if (table.rowCount() != spec.nodeCount())
        throw IoError(path, "has " + std::to_string(table.rowCount()) + " rows for a grid of " +
                                std::to_string(spec.nodeCount()) + " nodes");
    if (table.columns.size() <= coordinates) throw IoError(path, "has no value column");
    // The first and last nodes confirm the layout (x fastest).
    const auto& x = table.columns[0].numbers;
    const auto& y = table.columns[1].numbers;
    const std::size_t last = spec.nodeCount() - 1;
    const double scale = std::abs(spec.x0) + std::abs(spec.y0) + double(spec.nx) * spec.dx + double(spec.ny) * spec.dy;
    if (!near(x[0], spec.nodeX(0), scale) || !near(y[0], spec.nodeY(0), scale) || !near(x[last], spec.nodeX(last), scale) ||
        !near(y[last], spec.nodeY(last), scale))
        throw IoError(path, "its node coordinates do not match the grid " + spec.toString());

    Grid grid;
    grid.spec = spec;
    for (std::size_t c = coordinates; c < table.columns.size(); ++c) {
        const auto& column = table.columns[c];
        auto& layer = grid.addLayer(column.name);
        for (std::size_t n = 0; n < layer.size(); ++n) layer[n] = float(column.numbers[n]);
    }
    return grid;
}

}  // namespace

Grid readGridFile(const std::string& path) {
    const std::string extension = toLower(std::filesystem::path(path).extension().string());
    if (extension == ".dat" || extension == ".gslib" || extension == ".out") return io::readGslibGrid(path);
    const io::Table table = io::readTable(path, exactOptions());
    if (table.rowCount() == 0 || table.columns.size() < 3) throw IoError(path, "is not a grid (x, y[, z], values)");
    const bool threeD = table.columns.size() > 3 && toLower(table.columns[2].name) == "z";
    GridSpec spec;
    bool ok = axisOf(table.columns[0].numbers, 1, spec.nx, spec.x0, spec.dx) &&
              axisOf(table.columns[1].numbers, spec.nx, spec.ny, spec.y0, spec.dy);
    if (threeD) ok = ok && axisOf(table.columns[2].numbers, spec.nx * spec.ny, spec.nz, spec.z0, spec.dz);
    if (!ok || spec.nodeCount() != table.rowCount()) throw IoError(path, "its coordinates are not those of a grid, x fastest");
    return gridFromTable(path, table, spec);
}

Grid readGridCsv(const std::string& path, const GridSpec& spec) { return gridFromTable(path, io::readTable(path, exactOptions()), spec); }


PointSet readPointCsv(const std::string& path) {
    const io::Table table = io::readTable(path, exactOptions());
    PointSet points;
    bool hasZ = false;
    for (const auto& column : table.columns) {
        if (!column.numeric) continue;
        const std::string name = toLower(column.name);
        if (name == "x") points.x = column.numbers;
        else if (name == "y") points.y = column.numbers;
        else if (name == "z") {
            points.z = column.numbers;
            hasZ = true;
        } else
            points.addColumn(column.name, column.numbers);
    }
    if (points.x.empty() && table.rowCount() > 0) throw IoError(path, "has no x column");
    if (!hasZ) points.z.assign(points.x.size(), 0.0);
    points.dimension = hasZ ? 3 : 2;
    return points;
}

}  // namespace strata::gui
