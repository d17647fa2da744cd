#pragma once
// Point output: CSV (x,y[,z],<values>), GSLIB / GeoEAS, VTK XML poly data (.vtp).
#include <string>
#include <string_view>

#include "strata/core/PointSet.h"
#include "strata/io/VtkXmlWriter.h"

namespace strata::io {

enum class PointFormat { Csv, Gslib, Vtp };

PointFormat pointFormatFromPath(const std::string& path);  // .csv/.txt/.xyz, .dat/.gslib, .vtp
PointFormat pointFormatFromName(std::string_view name);

struct PointWriteOptions {
    VtkWriteOptions vtk;
    double gslibMissing = -999.0;  // GSLIB has no NaN; CSV writes an empty cell
};

// Atomic; numbers in their shortest exact text.
void writePoints(const std::string& path, const PointSet& points, PointFormat format, const PointWriteOptions& options = {});
inline void writePoints(const std::string& path, const PointSet& points, const PointWriteOptions& options = {}) {
    writePoints(path, points, pointFormatFromPath(path), options);
}

}  // namespace strata::io
