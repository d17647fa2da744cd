#pragma once
// A vertical section of a result grid along any line in plan: columns every `step` along the
// line, one row per level of the grid, each cell the value of the block it falls in (NaN outside
// the grid or unestimated). For a 2-D grid the section has one row: a profile of the value.
#include <cstddef>
#include <vector>

#include "strata/core/Grid.h"

namespace strata::gui {

struct GridSection {
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;  // the line, real-world
    double length = 0;
    double step = 0;                        // between column centres, along the line
    std::size_t columns = 0, rows = 0;
    double z0 = 0, dz = 0;                  // rows' centres: z0 + dz * row (bottom row first)
    std::vector<float> values;              // row * columns + column

    double along(std::size_t column) const { return step * (double(column) + 0.5); }
    float value(std::size_t column, std::size_t row) const { return values[row * columns + column]; }
};

// `step` <= 0: half the smaller block size, and at most 4,000 columns. Throws
// std::invalid_argument when the line has no length.
GridSection sectionAlong(const Grid& grid, std::size_t layer, double x1, double y1, double x2, double y2, double step = 0);

}  // namespace strata::gui
