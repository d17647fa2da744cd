#include "strata/variogram/VariogramMap.h"

#include <cmath>
#include <mutex>
#include <numbers>

#include "SpatialTiles.h"
#include "VariogramData.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::variogram {

namespace {

// Map x axis (90 degrees clockwise from the major axis), map y axis (major) and the normal.
std::array<std::array<double, 3>, 3> mapAxes(const Anisotropy& plane) {
    Anisotropy a = plane;
    a.ratio1 = a.ratio2 = 1;
    const auto r = AnisotropicMetric(a).axes();
    return {{{-r[1][0], -r[1][1], -r[1][2]}, r[0], r[2]}};
}

double dot(const std::array<double, 3>& a, double x, double y, double z) { return a[0] * x + a[1] * y + a[2] * z; }

}  // namespace

void VariogramMapOptions::validate(const std::string& stage, std::size_t variableCount) const {
    if (cellsX < 1 || cellsY < 1 || cellsX > 2000 || cellsY > 2000)
        throw ValidationError(stage, "cells", "must be 1..2000 on each side (got " + std::to_string(cellsX) + " x " +
                                                  std::to_string(cellsY) + ")");
    if (!(cellSizeX > 0) || !(cellSizeY > 0) || !std::isfinite(cellSizeX) || !std::isfinite(cellSizeY))
        throw ValidationError(stage, "cell size", "must be > 0");
    if (!std::isfinite(planeTolerance)) throw ValidationError(stage, "plane tolerance", "must be a finite number");
    if (variogram.tail >= variableCount || variogram.head >= variableCount)
        throw ValidationError(stage, "variable", "tail and head must be variables 1.." + std::to_string(variableCount));
    if (!isVariogramType(int(variogram.type))) throw ValidationError(stage, "type", "unknown variogram type");
    if (!(trimMin < trimMax)) throw ValidationError(stage, "trimming limits", "tmin must be < tmax");
}

std::array<double, 3> VariogramMap::lagVector(int ix, int iy) const {
    const double u = ix * options.cellSizeX, v = iy * options.cellSizeY;
    return {u * axes[0][0] + v * axes[1][0], u * axes[0][1] + v * axes[1][1], u * axes[0][2] + v * axes[1][2]};
}

VariogramMap computeVariogramMap(const VariogramInput& in, const VariogramMapOptions& options,
                                 const ComputeContext& context) {
    const std::string stage = "variogram map";
    options.validate(stage, in.variables.size());
    const std::size_t n = in.x.size();
    if (in.y.size() != n || (!in.z.empty() && in.z.size() != n))
        throw ValidationError(stage, "coordinates", "x, y and z must have the same length");
    const detail::PreparedVariables vars =
        detail::prepareVariables(in, {options.variogram}, options.trimMin, options.trimMax, stage);
    const std::size_t m = vars.rows.size();
    if (m < 2)
        throw ValidationError(stage, "data", std::to_string(m) + " datum with a value (within the trimming limits): a "
                                             "variogram map needs pairs, at least two data");
    detail::requirePairGeometry(in, vars.rows, stage);

    VariogramMap map;
    map.options = options;
    map.axes = mapAxes(options.plane);
    const double tolerance =
        options.planeTolerance < 0 ? 0.5 * std::min(options.cellSizeX, options.cellSizeY) : options.planeTolerance;
    const double hx = (options.cellsX + 0.5) * options.cellSizeX, hy = (options.cellsY + 0.5) * options.cellSizeY;
    const double reach = std::sqrt(hx * hx + hy * hy + tolerance * tolerance);

    // Centroid-relative coordinates: double for the lags, float for the tiles.
    double cx = 0, cy = 0, cz = 0;
    for (std::size_t r : vars.rows) {
        cx += in.x[r] / double(m);
        cy += in.y[r] / double(m);
        cz += (in.z.empty() ? 0.0 : in.z[r]) / double(m);
    }
    std::vector<double> x(m), y(m), z(m);
    std::vector<float> xf(m), yf(m), zf(m);
    for (std::size_t k = 0; k < m; ++k) {
        const std::size_t r = vars.rows[k];
        x[k] = in.x[r] - cx;
        y[k] = in.y[r] - cy;
        z[k] = (in.z.empty() ? 0.0 : in.z[r]) - cz;
        xf[k] = float(x[k]);
        yf[k] = float(y[k]);
        zf[k] = float(z[k]);
    }
    const detail::SpatialTiles tiles = detail::buildSpatialTiles(xf.data(), yf.data(), zf.data(), m, 64);
    const float* tail = vars.values[vars.tail[0]].data();
    const float* head = vars.values[vars.head[0]].data();
    const int type = int(options.variogram.type);
    const std::size_t cellCount = std::size_t(map.width()) * std::size_t(map.height());
    std::vector<double> sums(cellCount * kQuantityCount, 0.0);
    std::mutex merge;

    ParallelOptions po;
    po.chunk = 1;
    po.cancel = context.cancel;
    po.progress = context.progress;
    po.message = "variogram map pairs";
    const std::size_t nt = tiles.tileCount();
    const float reachSquared = float(reach * reach) * 1.0001f;
    parallelChunks(nt, po, [&](std::size_t a, std::size_t) {
        std::vector<double> local(sums.size(), 0.0);
        auto add = [&](int ix, int iy, std::size_t t, std::size_t u, double h) {
            const std::size_t cell = std::size_t((iy + options.cellsY) * map.width() + ix + options.cellsX);
            detail::RecordSink sink{local.data() + cell * kQuantityCount, 0, 1, h};
            detail::addPair(type, false, tail[t], head[u], head[t], tail[u], vars.trimMin, vars.trimMax, sink);
        };
        for (std::size_t b = a; b < nt; ++b) {
            float gap2 = 0;
            for (int k = 0; k < 3; ++k) {
                const float g = std::max({0.0f, tiles.boxes[b].lo[k] - tiles.boxes[a].hi[k],
                                          tiles.boxes[a].lo[k] - tiles.boxes[b].hi[k]});
                gap2 += g * g;
            }
            if (gap2 > reachSquared) continue;
            for (std::size_t pa = tiles.begin[a]; pa < tiles.begin[a + 1]; ++pa)
                for (std::size_t pb = (a == b ? pa + 1 : tiles.begin[b]); pb < tiles.begin[b + 1]; ++pb) {
                    std::size_t i = tiles.order[pa], j = tiles.order[pb];
                    if (j < i) std::swap(i, j);  // file order: tail i, head j
                    const double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
                    if (std::abs(dot(map.axes[2], dx, dy, dz)) > tolerance) continue;
                    const long ix = std::lround(dot(map.axes[0], dx, dy, dz) / options.cellSizeX);
                    const long iy = std::lround(dot(map.axes[1], dx, dy, dz) / options.cellSizeY);
                    if (std::abs(ix) > options.cellsX || std::abs(iy) > options.cellsY) continue;
                    const double h = std::sqrt(dx * dx + dy * dy + dz * dz);
                    add(int(ix), int(iy), i, j, h);
                    add(int(-ix), int(-iy), j, i, h);
                }
        }
        std::lock_guard lock(merge);
        for (std::size_t k = 0; k < sums.size(); ++k) sums[k] += local[k];
    });

    const std::size_t tv = vars.tail[0], hv = vars.head[0];
    map.sill = vars.sills[tv];
    for (std::size_t c = 0; c < cellCount; ++c) {
        LagRow row = detail::finishRow(sums.data() + c * kQuantityCount, options.variogram.type, false, vars.sills[tv],
                                       vars.sills[hv], options.standardizeSills, tv == hv);
        if (row.pairs < options.minPairs) row.value = std::nan("");
        map.cells.push_back(row);
    }
    return map;
}

MapAnisotropy estimateMapAnisotropy(const VariogramMap& map, double level) {
    const int w = map.width(), h = map.height();
    const bool standardized = map.options.standardizeSills;
    const double scale = standardized || !(map.sill > 0) ? 1.0 : map.sill;
    const double threshold = level * scale;
    auto low = [&](int ix, int iy) {
        const LagRow& c = map.cell(ix, iy);
        return c.pairs > 0 && std::isfinite(c.value) && c.value < threshold;
    };
    std::vector<char> seen(std::size_t(w * h), 0);
    std::vector<std::pair<int, int>> stack{{0, 0}}, region;
    seen[std::size_t(map.options.cellsY * w + map.options.cellsX)] = 1;
    while (!stack.empty()) {
        const auto [ix, iy] = stack.back();
        stack.pop_back();
        region.emplace_back(ix, iy);
        const int next[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (const auto& d : next) {
            const int jx = ix + d[0], jy = iy + d[1];
            if (std::abs(jx) > map.options.cellsX || std::abs(jy) > map.options.cellsY) continue;
            char& s = seen[std::size_t((jy + map.options.cellsY) * w + jx + map.options.cellsX)];
            if (s || !low(jx, jy)) continue;
            s = 1;
            stack.emplace_back(jx, jy);
        }
    }
    double suu = 0, svv = 0, suv = 0;
    for (const auto& [ix, iy] : region) {
        const double u = ix * map.options.cellSizeX, v = iy * map.options.cellSizeY;
        suu += u * u;
        svv += v * v;
        suv += u * v;
    }
    MapAnisotropy result;
    result.cells = region.size();
    // Principal axes of the 2x2 second-moment matrix.
    const double mean = 0.5 * (suu + svv), diff = 0.5 * (suu - svv);
    const double root = std::sqrt(diff * diff + suv * suv);
    const double major = mean + root, minor = mean - root;
    const double angle = 0.5 * std::atan2(2 * suv, suu - svv);  // from the map x axis towards y
    const double eu = std::cos(angle), ev = std::sin(angle);
    double wx = eu * map.axes[0][0] + ev * map.axes[1][0];
    double wy = eu * map.axes[0][1] + ev * map.axes[1][1];
    double wz = eu * map.axes[0][2] + ev * map.axes[1][2];
    double azimuth = std::atan2(wx, wy) * 180 / std::numbers::pi;
    if (azimuth < 0) {
        azimuth += 180;
        wx = -wx;
        wy = -wy;
        wz = -wz;
    }
    if (azimuth >= 180) azimuth -= 180;
    result.azimuth = azimuth;
    result.dip = std::atan2(wz, std::hypot(wx, wy)) * 180 / std::numbers::pi;
    result.ratio = major > 0 ? std::sqrt(std::max(minor, 0.0) / major) : 1.0;
    return result;
}

}  // namespace strata::variogram
