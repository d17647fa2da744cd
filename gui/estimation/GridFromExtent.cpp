#include "estimation/GridFromExtent.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

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

namespace {

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

// Sample lengths: the steps between successive points in file order that are short against the
// extent (samples of one hole are listed together; the jump to the next hole is long).
double alongSpacing(const PointSet& p, double extent) {
    std::vector<double> steps;
    for (std::size_t i = 1; i < p.size() && steps.size() < 20000; ++i) {
        const double d = std::hypot(p.x[i] - p.x[i - 1], p.y[i] - p.y[i - 1], p.z[i] - p.z[i - 1]);
        if (d > 0 && d < extent / 20) steps.push_back(d);
    }
    // Too few such steps: the points are not listed hole by hole.
    return steps.size() * 4 >= std::min<std::size_t>(p.size(), 80000) ? median(steps) : 0;
}

// Hole spacing: within the thin horizontal slab most holes cross (one sample or so per hole),
// the median distance from a point to its nearest neighbour farther than `sameHole` (the drift
// of an inclined hole through the slab), on at most 1500 of its points.
double acrossSpacing(const PointSet& p, double slab, double sameHole) {
    const BoundingBox box = boundingBox(p);
    const int slabs = slab > 0 ? int(std::min(2000.0, std::ceil((box.zmax - box.zmin) / slab) + 1)) : 1;
    std::vector<std::vector<std::size_t>> members(static_cast<std::size_t>(slabs));
    for (std::size_t i = 0; i < p.size(); ++i)
        members[std::size_t(slab > 0 ? std::min(slabs - 1, int((p.z[i] - box.zmin) / slab)) : 0)].push_back(i);
    const auto& m = *std::max_element(members.begin(), members.end(),
                                      [](const auto& a, const auto& b) { return a.size() < b.size(); });
    std::vector<double> nearest;
    const std::size_t stride = std::max<std::size_t>(1, m.size() / 1500);
    for (std::size_t a = 0; a < m.size(); a += stride) {
        double best = std::numeric_limits<double>::infinity();
        for (std::size_t b : m) {
            const double d = std::hypot(p.x[m[a]] - p.x[b], p.y[m[a]] - p.y[b]);
            if (d > sameHole) best = std::min(best, d);
        }
        if (std::isfinite(best)) nearest.push_back(best);
    }
    return median(std::move(nearest));
}

}  // namespace

DataSpacing dataSpacing(const PointSet& points) {
    DataSpacing spacing;
    if (points.size() < 2 || points.z.size() != points.size()) return spacing;
    const BoundingBox box = boundingBox(points);
    const double extent = std::max({box.xmax - box.xmin, box.ymax - box.ymin, box.zmax - box.zmin});
    if (!(extent > 0)) return spacing;
    spacing.along = alongSpacing(points, extent);
    const double slab = spacing.along > 0 ? 2 * spacing.along : 0;
    spacing.across = acrossSpacing(points, slab, std::max(slab, 1e-6 * extent));
    return spacing;
}

GridSpec gridFromExtent(const BoundingBox& box, const GridProposal& proposal) {
    for (double v : {box.xmin, box.xmax, box.ymin, box.ymax, box.zmin, box.zmax})
        if (!std::isfinite(v)) throw ValidationError("grid", "extent", "the data's extent is not finite");
    if (box.xmax < box.xmin || box.ymax < box.ymin)
        throw ValidationError("grid", "extent", "there are no data to take an extent from");
    const double longest = std::max(box.xmax - box.xmin, box.ymax - box.ymin);
    const std::size_t intervals = std::max<std::size_t>(1, proposal.nodesAlongLongestSide - 1);
    double cell = longest > 0 ? niceStepAtLeast(longest / double(intervals)) : 1.0;
    if (proposal.threeD && proposal.spacing.across > 0) cell = std::max(cell, niceStepAtLeast(proposal.spacing.across / 2));

    GridSpec spec;
    spec.dx = spec.dy = cell;
    snapAxis(box.xmin, box.xmax, cell, spec.x0, spec.nx);
    snapAxis(box.ymin, box.ymax, cell, spec.y0, spec.ny);
    if (proposal.threeD) {
        const double height = box.zmax - box.zmin;
        // Samples' length, but no more than 200 levels; else about 20 levels.
        const double cellZ = proposal.cellSizeZ > 0       ? proposal.cellSizeZ
                             : proposal.spacing.along > 0 ? niceStepAtLeast(std::max(proposal.spacing.along, height / 200.0))
                             : height > 0                 ? niceStepAtLeast(height / 19.0)
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
