#include "qa/GridSection.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace strata::gui {

namespace {
constexpr std::size_t kMaxColumns = 4000;

// The index of the block holding `v` on an axis of `count` blocks centred at first + step * i.
std::ptrdiff_t blockIndex(double v, double first, double step, std::size_t count) {
    const double i = std::floor((v - first) / step + 0.5);
    return i >= 0 && i < double(count) ? std::ptrdiff_t(i) : -1;
}
}  // namespace

GridSection sectionAlong(const Grid& grid, std::size_t layer, double x1, double y1, double x2, double y2, double step) {
    const GridSpec& s = grid.spec;
    GridSection section;
    section.x1 = x1;
    section.y1 = y1;
    section.x2 = x2;
    section.y2 = y2;
    section.length = std::hypot(x2 - x1, y2 - y1);
    if (!(section.length > 0)) throw std::invalid_argument("a section needs two different points");
    if (!(step > 0)) step = std::min(s.dx, s.dy) / 2;
    section.columns = std::clamp<std::size_t>(std::size_t(std::ceil(section.length / step)), 1, kMaxColumns);
    section.step = section.length / double(section.columns);
    section.rows = s.nz;
    section.z0 = s.z0;
    section.dz = s.dz;
    section.values.assign(section.columns * section.rows, std::numeric_limits<float>::quiet_NaN());
    const auto& values = grid.layers.at(layer);
    for (std::size_t c = 0; c < section.columns; ++c) {
        const double t = section.along(c) / section.length;
        const auto i = blockIndex(x1 + (x2 - x1) * t, s.x0, s.dx, s.nx);
        const auto j = blockIndex(y1 + (y2 - y1) * t, s.y0, s.dy, s.ny);
        if (i < 0 || j < 0) continue;
        for (std::size_t k = 0; k < s.nz; ++k)
            section.values[k * section.columns + c] = values[std::size_t(i) + s.nx * (std::size_t(j) + s.ny * k)];
    }
    return section;
}

}  // namespace strata::gui
