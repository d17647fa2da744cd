#include "strata/io/VectorReader.h"

#include "GdalBridge.h"
#include "strata/core/Error.h"
#include "strata/core/Version.h"

namespace strata::io {

PointSet readVectorPoints(const std::string& path, const std::string& layer) {
#if STRATA_WITH_GDAL
    return gdal::readVectorPoints(path, layer);
#else
    (void)layer;
    throw IoError(path, "reading vector data needs GDAL, and this build of Strata has none (STRATA_WITH_GDAL=OFF)");
#endif
}

PlanPolygon readVectorPolygon(const std::string& path) {
#if STRATA_WITH_GDAL
    return gdal::readVectorPolygon(path);
#else
    throw IoError(path, "reading vector data needs GDAL, and this build of Strata has none (STRATA_WITH_GDAL=OFF)");
#endif
}

}  // namespace strata::io
