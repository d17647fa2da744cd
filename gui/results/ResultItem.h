#pragma once
// One result held in memory by the GUI: what an estimation, surface or seismic job produced,
// under a name the user sees, with the job that made it and the file it was saved to (if any).
//
// The data are shared and immutable (shared_ptr<const ...>): views, exporters and the project
// tree read them without copying, also from worker threads, while the catalog keeps the item.
//
// Layout by kind (all grids follow strata::GridSpec: node centres, x fastest, then y, then z):
//   Grid2D          `grid`, nz == 1; layers such as "estimate", "variance".
//   Grid3D          `grid`, nz > 1; the same layers.
//   Points          `points` (e.g. cross-validation: x, y, z with true, estimate, error...).
//   SurfaceStack    `grid`, nz == 1; one layer per surface, top to bottom, in column order.
//   SeismicSection  `grid`: nx traces along the line (x0, dx), ny == 1, nz samples down
//                   (z0, dz: time or depth); one layer, e.g. "amplitude".
//   BlockModel      `table`: the block CSV of a `blockmodel` job (x, y, z, dx, dy, dz, unit,
//                   grade, ..., class: text columns kept), and `points`: the block centres with
//                   the numeric columns, for the exporters of points.
#include <memory>

#include <QMetaType>
#include <QString>
#include <QStringList>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/io/DelimitedReader.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

enum class ResultKind { Grid2D, Grid3D, Points, SurfaceStack, SeismicSection, BlockModel };

// "2D grid", "3D grid", ... (translated).
QString displayName(ResultKind kind);

struct ResultItem {
    int id = 0;             // given by the ResultCatalog; unique for the catalog's lifetime
    ResultKind kind = ResultKind::Grid2D;
    QString name;           // shown to the user; unique within the catalog
    jobs::Json job;         // {"type": ..., "params": ...} of the job that made it; null if none
    QString file;           // where it was saved; empty while it lives only in memory
    std::shared_ptr<const Grid> grid;        // every kind but Points
    std::shared_ptr<const PointSet> points;  // Points, BlockModel
    std::shared_ptr<const io::Table> table;  // BlockModel

    bool isGrid() const { return grid != nullptr; }
    // The job's type name ("krige", "idw", ...), empty if no job is recorded.
    QString jobType() const;
    // Names of the grid's layers or the point set's value columns (a block model's numeric columns).
    QStringList layerNames() const;
};

// Chooses Grid2D or Grid3D from the grid's shape.
ResultKind gridKind(const GridSpec& spec);

}  // namespace strata::gui

Q_DECLARE_METATYPE(strata::gui::ResultKind)
