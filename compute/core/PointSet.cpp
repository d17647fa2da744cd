#include "strata/core/PointSet.h"

#include <algorithm>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata {

std::size_t PointSet::columnIndex(const std::string& name) const {
    for (std::size_t i = 0; i < names.size(); ++i)
        if (iequals(names[i], name)) return i;
    throw ValidationError("data", name, "is not a column of the point set (columns: " + join(names, ", ") + ")");
}

void PointSet::addColumn(const std::string& name, std::vector<double> data) {
    if (data.size() != size())
        throw ValidationError("data", name, "has " + std::to_string(data.size()) + " values for " +
                                                std::to_string(size()) + " points");
    names.push_back(name);
    values.push_back(std::move(data));
}

void PointSet::reserve(std::size_t n) {
    x.reserve(n);
    y.reserve(n);
    z.reserve(n);
}

BoundingBox boundingBox(const PointSet& p) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    BoundingBox b{inf, -inf, inf, -inf, inf, -inf};
    for (std::size_t i = 0; i < p.size(); ++i) {
        b.xmin = std::min(b.xmin, p.x[i]);
        b.xmax = std::max(b.xmax, p.x[i]);
        b.ymin = std::min(b.ymin, p.y[i]);
        b.ymax = std::max(b.ymax, p.y[i]);
        b.zmin = std::min(b.zmin, p.z[i]);
        b.zmax = std::max(b.zmax, p.z[i]);
    }
    return b;
}

}  // namespace strata
