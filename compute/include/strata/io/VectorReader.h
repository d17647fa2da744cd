#pragma once
// Points with attributes from any vector source GDAL/OGR reads: Shapefile, GeoPackage,
// GeoJSON, CSV with a WKT geometry column or coordinate columns, ... The CRS is kept.
#include <string>

#include "strata/core/PointSet.h"
#include "strata/core/Polygon.h"

namespace strata::io {

// Reads point (and multipoint) features of `layer` (the first layer when empty). Numeric
// attributes become value columns (null -> NaN); text attributes are skipped; features without
// geometry are skipped; lines or polygons are an error. Points with z make a 3-D set.
// Throws IoError naming the path (GDAL's reason included) or when this build has no GDAL.
PointSet readVectorPoints(const std::string& path, const std::string& layer = {});

// Reads the one polygon of the first layer (a polygon feature, or a multipolygon of one part):
// its outer ring, in plan. Throws IoError naming the path for anything else (several features
// or parts, holes, lines or points) or when this build has no GDAL.
PlanPolygon readVectorPolygon(const std::string& path);

}  // namespace strata::io
