#include "qa/SwathStatistics.h"

#include <cmath>
#include <limits>

#include "strata/core/Error.h"

namespace strata::gui {

std::vector<Swath> swathStatistics(const Grid& grid, std::size_t layer, const PointSet& data, std::size_t dataColumn,
                                   int axis, double width) {
    const GridSpec& s = grid.spec;
    if (axis < 0 || axis > 2 || (axis == 2 && !s.is3d()))
        throw ValidationError("swath plot", "axis", axis == 2 ? "a 2-D grid has no z swaths" : "must be x, y or z");
    const double step[3] = {s.dx, s.dy, s.dz};
    const double first[3] = {s.x0, s.y0, s.z0};
    const std::size_t count[3] = {s.nx, s.ny, s.nz};
    if (width <= 0) width = step[axis];
    if (!std::isfinite(width)) throw ValidationError("swath plot", "width", "must be a positive number");
    const double start = first[axis] - step[axis] / 2;
    const double end = start + step[axis] * double(count[axis]);
    const std::size_t slices = std::max<std::size_t>(1, std::size_t(std::ceil((end - start) / width - 1e-9)));
    auto sliceOf = [&](double v) -> std::ptrdiff_t {
        if (!(v >= start) || !(v <= end)) return -1;
        return std::ptrdiff_t(std::min(slices - 1, std::size_t((v - start) / width)));
    };

    std::vector<double> estimateSum(slices, 0.0), dataSum(slices, 0.0);
    std::vector<Swath> swaths(slices);
    const auto& values = grid.layers.at(layer);
    for (std::size_t n = 0; n < s.nodeCount(); ++n) {
        const double v = values[n];
        if (!std::isfinite(v)) continue;
        const double c = axis == 0 ? s.nodeX(n) : axis == 1 ? s.nodeY(n) : s.nodeZ(n);
        const std::ptrdiff_t k = sliceOf(c);
        if (k < 0) continue;
        estimateSum[std::size_t(k)] += v;
        ++swaths[std::size_t(k)].estimateCount;
    }
    const auto& column = data.values.at(dataColumn);
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (!std::isfinite(column[i])) continue;
        const double c = axis == 0 ? data.x[i] : axis == 1 ? data.y[i] : data.z[i];
        const std::ptrdiff_t k = sliceOf(c);
        if (k < 0) continue;
        dataSum[std::size_t(k)] += column[i];
        ++swaths[std::size_t(k)].dataCount;
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t k = 0; k < slices; ++k) {
        Swath& w = swaths[k];
        w.low = start + width * double(k);
        w.high = std::min(end, w.low + width);
        w.estimateMean = w.estimateCount ? estimateSum[k] / double(w.estimateCount) : nan;
        w.dataMean = w.dataCount ? dataSum[k] / double(w.dataCount) : nan;
    }
    return swaths;
}

}  // namespace strata::gui
