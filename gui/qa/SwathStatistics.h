#pragma once
// Swath plots check an estimate for bias: along x, y or z the grid is cut into slices (swaths)
// and, per slice, the mean of the estimates (nodes with a value whose centre lies in the slice)
// is compared with the mean of the data (data whose coordinate lies in the slice). Slices are
// [start + k w, start + (k + 1) w) with start at the grid's first node edge (node centre minus
// half a cell); the last slice also takes its upper edge.
#include <cstddef>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"

namespace strata::gui {

struct Swath {
    double low = 0, high = 0;       // slice bounds along the axis
    double estimateMean = 0;        // NaN without estimated nodes
    std::size_t estimateCount = 0;
    double dataMean = 0;            // NaN without data
    std::size_t dataCount = 0;
    double centre() const { return 0.5 * (low + high); }
};

// `axis` 0, 1, 2 (z needs a 3-D grid and 3-D data); `width` > 0 (0: the grid's cell size along
// the axis); `dataColumn` indexes data.values. Throws ValidationError for a bad axis or width.
std::vector<Swath> swathStatistics(const Grid& grid, std::size_t layer, const PointSet& data, std::size_t dataColumn,
                                   int axis, double width = 0);

}  // namespace strata::gui
