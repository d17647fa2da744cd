#pragma once
// The interpolation GSLIB's transforms share (dlocate/locate, then dpowint/powint): the segment
// of an ascending column around x, and the power interpolation along it.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace strata::simulation::detail {

// The first row of the segment: the rows below x, counted as GSLIB's bisection counts them, kept
// within 1..n-1 so that x beyond the column falls in the first or last segment. n >= 2.
inline std::size_t segmentBelow(const std::vector<double>& column, double x) {
    const auto below = static_cast<std::size_t>(std::lower_bound(column.begin(), column.end() - 1, x) - column.begin());
    return std::clamp<std::size_t>(below, 1, column.size() - 1) - 1;
}

// GSLIB's powint: y at x between (xlow, ylow) and (xhigh, yhigh) with power `power`; the mean of
// ylow and yhigh where the x's are closer than 1e-20.
inline double powerInterpolate(double xlow, double xhigh, double ylow, double yhigh, double x, double power) {
    if (xhigh - xlow < 1.0e-20) return (yhigh + ylow) / 2.0;
    const double f = (x - xlow) / (xhigh - xlow);
    return ylow + (yhigh - ylow) * (power == 1.0 ? f : std::pow(f, power));
}

}  // namespace strata::simulation::detail
