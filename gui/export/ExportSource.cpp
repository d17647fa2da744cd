#include "export/ExportSource.h"

#include <algorithm>
#include <set>

#include <QCoreApplication>

#include "results/ResultItem.h"

namespace strata::gui {

namespace {
class Text {
    Q_DECLARE_TR_FUNCTIONS(strata::gui::ExportSource)
};
}  // namespace

ExportSource ExportSource::fromGrid(const QString& name, std::shared_ptr<const Grid> grid, bool surfaceStack) {
    ExportSource source;
    source.kind = surfaceStack ? Kind::SurfaceStack : Kind::Grid;
    source.name = name;
    source.grid = std::move(grid);
    return source;
}

ExportSource ExportSource::fromPoints(const QString& name, std::shared_ptr<const PointSet> points) {
    ExportSource source;
    source.kind = Kind::Points;
    source.name = name;
    source.crs = points ? QString::fromStdString(points->crs) : QString();
    source.points = std::move(points);
    return source;
}

ExportSource ExportSource::fromDrillholes(const QString& name, std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                          drillholes::DesurveyMethod method) {
    ExportSource source;
    source.kind = Kind::Drillholes;
    source.name = name;
    source.database = std::move(database);
    if (source.database) source.files = drillholeFilesOf(*source.database);
    source.desurvey = method;
    return source;
}

// A seismic section (nx traces, ny = 1, nz samples down) as a 2-D grid in the vertical plane:
// x along the line, y = -depth (rows south to north become deepest first), so that rasters show
// the section upright and every 2-D format takes it without choosing a slice.
std::shared_ptr<const Grid> sectionAsVerticalPlane(const Grid& section) {
    auto plane = std::make_shared<Grid>();
    const GridSpec& s = section.spec;
    plane->spec.nx = s.nx;
    plane->spec.ny = s.nz;
    plane->spec.nz = 1;
    plane->spec.x0 = s.x0;
    plane->spec.dx = s.dx;
    plane->spec.y0 = -(s.z0 + s.dz * double(s.nz - 1));
    plane->spec.dy = s.dz;
    plane->spec.z0 = 0;
    plane->names = section.names;
    for (const auto& layer : section.layers) {
        std::vector<float> rows(layer.size());
        for (std::size_t j = 0; j < s.nz; ++j)
            std::copy_n(layer.begin() + std::ptrdiff_t((s.nz - 1 - j) * s.nx), s.nx, rows.begin() + std::ptrdiff_t(j * s.nx));
        plane->layers.push_back(std::move(rows));
    }
    return plane;
}

ExportSource ExportSource::fromResult(const ResultItem& item) {
    const bool section = item.kind == ResultKind::SeismicSection && item.grid && item.grid->spec.ny == 1;
    ExportSource source = item.points ? fromPoints(item.name, item.points)
                          : section ? fromGrid(item.name, sectionAsVerticalPlane(*item.grid))
                                    : fromGrid(item.name, item.grid, item.kind == ResultKind::SurfaceStack);
    source.resultId = item.id;
    return source;
}

QStringList ExportSource::layerNames() const {
    QStringList names;
    if (grid)
        for (const auto& layer : grid->names) names << QString::fromStdString(layer);
    else if (points)
        for (const auto& column : points->names) names << QString::fromStdString(column);
    else if (database)
        for (const auto& table : database->intervals) names << QString::fromStdString(table.name);
    return names;
}

QString ExportSource::description() const {
    switch (kind) {
    case Kind::Grid:
    case Kind::SurfaceStack: {
        if (!grid) return {};
        const GridSpec& g = grid->spec;
        const QString shape = g.is3d() ? Text::tr("3D grid, %1 × %2 × %3 nodes").arg(g.nx).arg(g.ny).arg(g.nz)
                                       : Text::tr("2D grid, %1 × %2 nodes").arg(g.nx).arg(g.ny);
        const QString what = kind == Kind::SurfaceStack ? Text::tr("%1 surfaces") : Text::tr("%1 layers");
        return shape + QStringLiteral(", ") + what.arg(grid->layers.size());
    }
    case Kind::Points:
        return points ? Text::tr("%1 points, %2 value columns").arg(points->size()).arg(points->names.size()) : QString();
    case Kind::Drillholes:
        return database ? Text::tr("%1 drillholes, %2 interval tables").arg(database->collars.size()).arg(database->intervals.size())
                        : QString();
    }
    return {};
}

drillholes::DrillholeFiles drillholeFilesOf(const drillholes::DrillholeDatabase& database) {
    drillholes::DrillholeFiles files;
    files.collar = database.collarSource.file;
    files.survey = database.surveySource.file;
    for (const auto& table : database.intervals)
        if (!table.source.file.empty()) files.intervals.push_back(table.source.file);
    files.dipConvention = database.dipConventionOfFiles;
    // The roles are shared by every file (DrillholeFiles::columns): record each as the reader
    // matched it, except a role whose column is named differently in different files (the
    // reader's aliases found those, and will again).
    std::map<std::string, std::string> seen;
    std::set<std::string> ambiguous;
    auto record = [&](const drillholes::TableSource& source) {
        for (const auto& [role, column] : source.columns) {
            if (column == 0 || column > source.header.size()) continue;
            const std::string& name = source.header[column - 1];
            const auto [it, inserted] = seen.emplace(role, name);
            if (!inserted && it->second != name) ambiguous.insert(role);
        }
    };
    record(database.collarSource);
    record(database.surveySource);
    for (const auto& table : database.intervals) record(table.source);
    for (const auto& [role, name] : seen)
        if (!ambiguous.count(role)) files.columns[role] = name;
    return files;
}

}  // namespace strata::gui
