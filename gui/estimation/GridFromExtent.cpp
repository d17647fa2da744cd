#include "estimation/GridFromExtent.h"

#include <algorithm>
#include <cmath>

#include "strata/core/Error.h"

namespace strata::gui {

double niceStepAtLeast(double step) {
    if (!(step > 0) || !std::isfinite(step)) return 1.0;
    const double decade = std::pow(10.0, std::floor(std::log10(step)));
    for (double mantissa : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        // A relative tolerance keeps 2.0000000001 (from a division) at 2, not 2.5.
        if (mantissa * decade >= step * (1 - 1e-9)) return mantissa * decade;
    }
    return 10 * decade;
}

namespace {

// Nodes on multiples of `cell` from the last multiple at or below `low` to the first at or
// above `high`.
void snapAxis(double low, double high, double cell, double& origin, std::size_t& count) {
    origin = std::floor(low / cell) * cell;
    const double last = std::ceil(high / cell) * cell;
    count = std::size_t(std::llround((last - origin) / cell)) + 1;
    // -0 prints as "-0" in the dialog.
    if (origin == 0) origin = 0;
}

}  // namespace

GridSpec gridFromExtent(const BoundingBox& box, const GridProposal& proposal) {
    for (double v : {box.xmin, box.xmax, box.ymin, box.ymax, box.zmin, box.zmax})
        if (!std::isfinite(v)) throw ValidationError("grid", "extent", "the data's extent is not finite");
    if (box.xmax < box.xmin || box.ymax < box.ymin)
        throw ValidationError("grid", "extent", "there are no data to take an extent from");
    const double longest = std::max(box.xmax - box.xmin, box.ymax - box.ymin);
    const std::size_t intervals = std::max<std::size_t>(1, proposal.nodesAlongLongestSide - 1);
    const double cell = longest > 0 ? niceStepAtLeast(longest / double(intervals)) : 1.0;

    GridSpec spec;
    spec.dx = spec.dy = cell;
    snapAxis(box.xmin, box.xmax, cell, spec.x0, spec.nx);
    snapAxis(box.ymin, box.ymax, cell, spec.y0, spec.ny);
    if (proposal.threeD) {
        const double height = box.zmax - box.zmin;
        const double cellZ = proposal.cellSizeZ > 0 ? proposal.cellSizeZ
                             : height > 0           ? niceStepAtLeast(height / 19.0)
                                                    : 1.0;
        spec.dz = cellZ;
        snapAxis(box.zmin, box.zmax, cellZ, spec.z0, spec.nz);
    } else {
        spec.nz = 1;
        spec.dz = 1;
        spec.z0 = 0;
    }
    return spec;
}

}  // namespace strata::gui
