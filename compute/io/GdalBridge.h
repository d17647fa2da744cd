#pragma once
// Private to compute/io: the functions implemented with GDAL (Gdal*.cpp, built only with
// STRATA_WITH_GDAL). Callers check STRATA_WITH_GDAL before calling them.
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"
#include "strata/core/Polygon.h"
#include "strata/io/GridWriter.h"

namespace strata::io::gdal {

// Writes a 2-D raster of `nx` by `ny` nodes, one band per layer; `bands[k]` holds the layer's
// values south row first, x fastest (Strata order). NaN is written as `nodata`.
struct RasterOut {
    std::string driver;  // GDAL short name
    std::size_t nx = 0, ny = 0;
    double x0 = 0, y0 = 0, dx = 1, dy = 1;  // node centres
    std::vector<std::string> names;
    std::vector<std::vector<float>> bands;
    double nodata = -9999.0;
    std::string crs;
    std::vector<std::string> creationOptions;
};
void writeRaster(const std::string& path, const RasterOut& raster);
GeoGrid readRaster(const std::string& path);
PointSet readVectorPoints(const std::string& path, const std::string& layer);
PlanPolygon readVectorPolygon(const std::string& path);

}  // namespace strata::io::gdal
