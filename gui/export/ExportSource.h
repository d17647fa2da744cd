#pragma once
// What the export dialog writes: one in-memory engine object with a name the user knows.
//   Grid          a Strata grid with named layers (estimates, variances, a seismic section);
//                 the raster, table and VTK formats, and each layer triangulated as a surface.
//   SurfaceStack  a grid with one elevation layer per surface: the grid formats, plus
//                 triangulations for mine-planning packages (one file per surface).
//   Points        a point set with value columns (cross-validation, data).
//   Drillholes    the project's drillhole database: desurveyed intervals, composites (CSV, through
//                 the engine's desurvey / composite jobs) and hole traces as polylines.
// The data are shared and immutable, so the writer may read them on a worker thread.
#include <memory>

#include <QString>
#include <QStringList>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"

namespace strata::gui {

struct ResultItem;

struct ExportSource {
    enum class Kind { Grid, SurfaceStack, Points, Drillholes };

    Kind kind = Kind::Grid;
    QString name;                            // shown in the dialog, the default file name
    std::shared_ptr<const Grid> grid;        // Grid, SurfaceStack
    std::shared_ptr<const PointSet> points;  // Points
    std::shared_ptr<const drillholes::DrillholeDatabase> database;  // Drillholes
    drillholes::DrillholeFiles files;        // Drillholes: the files it was read from (the jobs re-read them)
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    QString crs;                             // default CRS offered for GeoTIFF / ESRI ASCII
    int resultId = 0;                        // the ResultCatalog item it came from; 0 if none

    static ExportSource fromGrid(const QString& name, std::shared_ptr<const Grid> grid, bool surfaceStack = false);
    static ExportSource fromPoints(const QString& name, std::shared_ptr<const PointSet> points);
    static ExportSource fromDrillholes(const QString& name, std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                       drillholes::DesurveyMethod method);
    // A seismic section becomes a 2-D grid in its vertical plane: x along the line, y = -depth.
    static ExportSource fromResult(const ResultItem& item);

    // Layer names (grids) or value columns (points); interval tables of a drillhole database.
    QStringList layerNames() const;
    bool is3dGrid() const { return grid && grid->spec.is3d(); }
    // One line for the dialog: "2D grid, 120 × 80 nodes, 2 layers".
    QString description() const;
};

// The files a database was read from and how: the paths, the dip convention found in them, and
// the column of each role as the reader matched it (so that a re-read finds the same columns).
drillholes::DrillholeFiles drillholeFilesOf(const drillholes::DrillholeDatabase& database);

}  // namespace strata::gui
