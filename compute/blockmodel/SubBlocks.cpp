#include "SubBlocks.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::blockmodel {

namespace {

// The unit at elevation z of a block column (-1: above the ground or no surface there).
int unitAt(const surfaces::SurfaceModel& model, std::size_t node, double z) {
    const std::size_t units = model.surfaceCount();
    const double ground = model.surface(0)[node];
    if (std::isnan(ground) || z > ground) return -1;
    for (std::size_t k = units; k-- > 1;) {
        const double top = model.surface(k)[node];
        if (!std::isnan(top) && z <= top) return int(k);
    }
    return 0;
}

}  // namespace

int unitAtPoint(const surfaces::SurfaceModel& model, double x, double y, double z) {
    const GridSpec& g = model.grid.spec;
    const auto nearest = [](double at, double origin, double step, std::size_t count) {
        const double i = std::round((at - origin) / step);
        return std::size_t(std::clamp(i, 0.0, double(count - 1)));
    };
    return unitAt(model, nearest(y, g.y0, g.dy, g.ny) * g.nx + nearest(x, g.x0, g.dx, g.nx), z);
}

std::array<int, 3> subdivisions(const GridSpec& parents, const std::array<double, 3>& subBlock) {
    const double size[3] = {parents.dx, parents.dy, parents.dz};
    std::array<int, 3> split{1, 1, 1};
    for (int a = 0; a < 3; ++a) {
        const double s = subBlock[std::size_t(a)];
        if (s == 0) continue;
        const double ratio = size[a] / s;
        if (!(s > 0) || std::abs(ratio - std::round(ratio)) > 1e-9 * ratio || std::round(ratio) < 1)
            throw ValidationError("blockmodel", "sub_blocks",
                                  "each size must divide the parent block's (" + shortNumber(size[a]) + " / " +
                                      shortNumber(s) + " is not a whole number)");
        split[std::size_t(a)] = int(std::round(ratio));
    }
    return split;
}

GridSpec columnGrid(const GridSpec& parents, const std::array<int, 3>& split) {
    GridSpec g;
    g.nx = parents.nx * std::size_t(split[0]);
    g.ny = parents.ny * std::size_t(split[1]);
    g.dx = parents.dx / split[0];
    g.dy = parents.dy / split[1];
    g.x0 = parents.x0 - 0.5 * parents.dx + 0.5 * g.dx;
    g.y0 = parents.y0 - 0.5 * parents.dy + 0.5 * g.dy;
    return g;
}

BlockSet buildBlocks(const GridSpec& parents, const std::array<int, 3>& split, const surfaces::SurfaceModel& model) {
    const GridSpec columns = model.grid.spec;
    const double sx = parents.dx / split[0], sy = parents.dy / split[1], sz = parents.dz / split[2];
    BlockSet blocks;
    std::vector<int> units(std::size_t(split[0] * split[1] * split[2]));
    std::size_t parent = 0;
    auto add = [&](double x, double y, double z, double dx, double dy, double dz, int unit) {
        blocks.parent.push_back(parent);
        blocks.x.push_back(x);
        blocks.y.push_back(y);
        blocks.z.push_back(z);
        blocks.dx.push_back(dx);
        blocks.dy.push_back(dy);
        blocks.dz.push_back(dz);
        blocks.unit.push_back(unit);
    };
    for (std::size_t k = 0; k < parents.nz; ++k)
        for (std::size_t j = 0; j < parents.ny; ++j)
            for (std::size_t i = 0; i < parents.nx; ++i) {
                parent = (k * parents.ny + j) * parents.nx + i;
                // The units at the centres of the parent's sub-blocks, x fastest.
                const double xc = parents.x0 + double(i) * parents.dx, yc = parents.y0 + double(j) * parents.dy;
                const double zBase = parents.z0 + double(k) * parents.dz - 0.5 * parents.dz;
                std::size_t s = 0;
                for (int c = 0; c < split[2]; ++c)
                    for (int b = 0; b < split[1]; ++b)
                        for (int a = 0; a < split[0]; ++a, ++s) {
                            const std::size_t node = (j * std::size_t(split[1]) + std::size_t(b)) * columns.nx +
                                                     i * std::size_t(split[0]) + std::size_t(a);
                            units[s] = unitAt(model, node, zBase + (c + 0.5) * sz);
                        }
                const bool whole = std::all_of(units.begin(), units.end(), [&](int u) { return u == units[0]; });
                if (whole && units[0] < 0) continue;
                if (whole) {
                    add(xc, yc, zBase + 0.5 * parents.dz, parents.dx, parents.dy, parents.dz, units[0]);
                    ++blocks.parents;
                    continue;
                }
                ++blocks.split;
                s = 0;
                for (int c = 0; c < split[2]; ++c)
                    for (int b = 0; b < split[1]; ++b)
                        for (int a = 0; a < split[0]; ++a, ++s)
                            if (units[s] >= 0)
                                add(xc - 0.5 * parents.dx + (a + 0.5) * sx, yc - 0.5 * parents.dy + (b + 0.5) * sy,
                                    zBase + (c + 0.5) * sz, sx, sy, sz, units[s]);
            }
    return blocks;
}

}  // namespace strata::blockmodel
