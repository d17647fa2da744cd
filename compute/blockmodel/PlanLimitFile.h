#pragma once
// A unit's limit in plan from a CSV of x,y vertices: a header naming the columns (x/east/easting,
// y/north/northing, ...) or two columns without one; the ring closed or not (a last vertex
// repeating the first is dropped); one ring, no holes.
#include <string>

#include "strata/core/Polygon.h"

namespace strata::blockmodel {

// Throws IoError when the file cannot be read and ParseError naming the file and line of a
// vertex without x or y, of a ring with fewer than 3 vertices or without area.
PlanPolygon readPlanLimit(const std::string& path);

}  // namespace strata::blockmodel
