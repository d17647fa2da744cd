#pragma once
// A unit's limit in plan: a text table of x,y vertices (.csv, .txt, .tsv, .xy, .xyz), with a
// header naming the columns (x/east/easting, y/north/northing, ...) or two columns without one,
// and optionally a ring column (ring/part/id/polygon) whose change starts a new ring; or, where
// the build has GDAL, any vector source of polygons (Shapefile, GeoPackage, GeoJSON, ...: every
// ring of every polygon and feature). Rings closed or not (a last vertex repeating the first is
// dropped). Several rings make parts and holes by the even-odd rule (PlanPolygon).
#include <string>

#include "strata/core/Polygon.h"

namespace strata::blockmodel {

// Throws IoError when the file cannot be read (or is a vector source and the build has no GDAL)
// and ParseError naming the file and line of a vertex without x or y, of a ring with fewer
// than 3 distinct vertices or without area.
PlanPolygon readPlanLimit(const std::string& path);

}  // namespace strata::blockmodel
