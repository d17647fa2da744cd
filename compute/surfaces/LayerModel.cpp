#include "strata/surfaces/LayerModel.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/core/Polygon.h"

namespace strata::surfaces {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "layer model";

double resolvedBottom(const SurfaceModel& model, const LayerModelOptions& options) {
    return std::isnan(options.bottom) ? defaultBottom(model) : options.bottom;
}

std::size_t nodeCount(const SurfaceModel& model) { return model.grid.spec.nx * model.grid.spec.ny; }

void checkModel(const SurfaceModel& model) {
    if (model.column.size() == 0 || model.grid.layers.size() < model.column.size())
        throw ValidationError(kStage, "model", "has no surfaces");
}

}  // namespace

double defaultBottom(const SurfaceModel& model) {
    checkModel(model);
    const std::size_t n = model.column.size(), nodes = nodeCount(model);
    const std::vector<float>& last = model.surface(n - 1);
    const std::vector<float>& ground = model.surface(0);
    double lowest = HUGE_VAL, thickness = 0;
    std::size_t counted = 0;
    for (std::size_t i = 0; i < nodes; ++i) {
        if (!std::isfinite(last[i]) || !std::isfinite(ground[i])) continue;
        lowest = std::min(lowest, double(last[i]));
        thickness += double(ground[i]) - double(last[i]);
        ++counted;
    }
    if (counted == 0) throw ValidationError(kStage, "model", "has no estimated node");
    const double mean = n > 1 ? thickness / double(counted) / double(n - 1) : 0.0;
    return lowest - std::max(mean, 1.0);
}

double unitBase(const SurfaceModel& model, std::size_t unit, std::size_t node, double bottom) {
    const std::size_t n = model.column.size();
    if (unit + 1 < n) return model.surface(unit + 1)[node];
    return std::min(bottom, double(model.surface(n - 1)[node]));
}

LayerGrid buildLayerGrid(const SurfaceModel& model, const LayerModelOptions& options) {
    checkModel(model);
    const double bottom = resolvedBottom(model, options);
    const GridSpec& g = model.grid.spec;
    const std::size_t n = model.column.size(), nodes = nodeCount(model);
    LayerGrid out;
    out.nx = g.nx;
    out.ny = g.ny;
    // Cell layers from the bottom up: the last unit first.
    struct Level {
        std::size_t unit;
        double fraction;  // of the way from the unit's base to its top
    };
    std::vector<Level> levels;
    for (std::size_t u = n; u-- > 0;) {
        const int sub = model.column.units[u].subLayers;
        for (int s = 0; s < sub; ++s) {
            levels.push_back({u, double(s) / sub});
            out.layerUnit.push_back(int(u));
        }
    }
    levels.push_back({0, 1.0});  // the ground
    out.nk = levels.size() - 1;
    out.points.resize(3 * out.pointCount());
    for (std::size_t k = 0; k < levels.size(); ++k) {
        const Level& level = levels[k];
        const std::vector<float>& top = model.surface(level.unit);
        for (std::size_t i = 0; i < nodes; ++i) {
            const double base = unitBase(model, level.unit, i, bottom);
            const double z = base + level.fraction * (double(top[i]) - base);
            double* p = &out.points[3 * (k * nodes + i)];
            p[0] = g.nodeX(i);
            p[1] = g.nodeY(i);
            p[2] = z;
        }
    }
    if (g.nx > 1 && g.ny > 1) {
        const std::size_t cx = g.nx - 1, cy = g.ny - 1;
        out.cellUnit.resize(out.cellCount());
        out.cellThickness.resize(out.cellCount());
        for (std::size_t k = 0; k < out.nk; ++k)
            for (std::size_t j = 0; j < cy; ++j)
                for (std::size_t i = 0; i < cx; ++i) {
                    const std::size_t c = (k * cy + j) * cx + i;
                    double sum = 0;
                    for (std::size_t dj = 0; dj < 2; ++dj)
                        for (std::size_t di = 0; di < 2; ++di) {
                            const std::size_t node = (j + dj) * g.nx + i + di;
                            sum += out.points[3 * ((k + 1) * nodes + node) + 2] - out.points[3 * (k * nodes + node) + 2];
                        }
                    out.cellUnit[c] = out.layerUnit[k];
                    out.cellThickness[c] = float(sum / 4);
                }
    }
    return out;
}

std::vector<UnitVolume> unitVolumes(const SurfaceModel& model, const LayerModelOptions& options,
                                    const std::vector<double>& polygonX, const std::vector<double>& polygonY) {
    checkModel(model);
    if (polygonX.size() != polygonY.size() || (!polygonX.empty() && polygonX.size() < 3))
        throw ValidationError(kStage, "polygon", "needs at least 3 vertices with x and y each");
    const PlanPolygon polygon{polygonX, polygonY};
    const double bottom = resolvedBottom(model, options);
    const GridSpec& g = model.grid.spec;
    const std::size_t n = model.column.size(), nodes = nodeCount(model);
    const double cell = g.dx * g.dy;
    std::vector<UnitVolume> out(n);
    std::vector<std::size_t> present(n, 0);
    for (std::size_t i = 0; i < nodes; ++i) {
        if (!polygonX.empty() && !polygon.contains(g.nodeX(i), g.nodeY(i))) continue;
        for (std::size_t u = 0; u < n; ++u) {
            const double t = double(model.surface(u)[i]) - unitBase(model, u, i, bottom);
            if (!(t > 0)) continue;
            out[u].volume += t * cell;
            ++present[u];
        }
    }
    for (std::size_t u = 0; u < n; ++u) {
        out[u].unit = model.column.units[u].name;
        out[u].area = double(present[u]) * cell;
        out[u].meanThickness = out[u].area > 0 ? out[u].volume / out[u].area : 0.0;
        out[u].tonnage = out[u].volume * model.column.units[u].density;
    }
    return out;
}

CrossSection crossSection(const SurfaceModel& model, const std::vector<double>& lineX, const std::vector<double>& lineY,
                          double spacing, const LayerModelOptions& options) {
    checkModel(model);
    if (lineX.size() != lineY.size() || lineX.size() < 2)
        throw ValidationError(kStage, "section", "a polyline needs at least 2 vertices with x and y each");
    const GridSpec& g = model.grid.spec;
    if (!(spacing > 0)) spacing = 0.5 * std::min(g.dx, g.dy);
    const double bottom = resolvedBottom(model, options);
    CrossSection out;
    double along = 0;
    auto addStation = [&](double x, double y, double d) {
        out.distance.push_back(d);
        out.x.push_back(x);
        out.y.push_back(y);
    };
    for (std::size_t s = 0; s + 1 < lineX.size(); ++s) {
        const double dx = lineX[s + 1] - lineX[s], dy = lineY[s + 1] - lineY[s];
        const double length = std::hypot(dx, dy);
        const std::size_t steps = std::max<std::size_t>(1, std::size_t(std::ceil(length / spacing)));
        if (steps > (std::size_t(1) << 24))
            throw ValidationError(kStage, "section", "spacing is too small for a line this long");
        for (std::size_t k = 0; k < steps; ++k) {
            const double t = double(k) / double(steps);
            addStation(lineX[s] + t * dx, lineY[s] + t * dy, along + t * length);
        }
        along += length;
    }
    addStation(lineX.back(), lineY.back(), along);

    const std::size_t n = model.column.size();
    const std::vector<std::string> names = model.column.surfaceNames();
    out.names.assign(names.begin(), names.end());
    out.names.push_back("bottom");
    out.z.assign(n + 1, std::vector<double>(out.x.size(), kNaN));
    for (std::size_t p = 0; p < out.x.size(); ++p) {
        for (std::size_t k = 0; k < n; ++k) out.z[k][p] = sampleBilinear(g, model.surface(k), out.x[p], out.y[p]);
        out.z[n][p] = std::isfinite(out.z[n - 1][p]) ? std::min(bottom, out.z[n - 1][p]) : kNaN;
    }
    return out;
}

Grid blockModel(const SurfaceModel& model, double dz, const LayerModelOptions& options, std::size_t maxBlocks) {
    checkModel(model);
    if (!(dz > 0) || !std::isfinite(dz)) throw ValidationError(kStage, "dz", "must be > 0 (got " + std::to_string(dz) + ")");
    const double bottom = resolvedBottom(model, options);
    const std::size_t n = model.column.size(), nodes = nodeCount(model);
    const std::vector<float>& ground = model.surface(0);
    double top = -HUGE_VAL;
    for (float z : ground)
        if (std::isfinite(z)) top = std::max(top, double(z));
    if (!(top > bottom)) throw ValidationError(kStage, "bottom", "lies above the highest ground");
    Grid out;
    out.spec = model.grid.spec;
    out.spec.dz = dz;
    out.spec.z0 = bottom + 0.5 * dz;
    out.spec.nz = std::max<std::size_t>(1, std::size_t(std::ceil((top - bottom) / dz)));
    if (out.spec.nodeCount() > maxBlocks)
        throw ValidationError(kStage, "dz",
                              "gives " + std::to_string(out.spec.nodeCount()) + " blocks (at most " +
                                  std::to_string(maxBlocks) + "): use a larger dz or a coarser grid");
    std::vector<float>& unit = out.addLayer("unit");
    ParallelOptions parallel;
    parallel.chunk = 4096;
    parallelChunks(nodes, parallel, [&](std::size_t begin, std::size_t end) {
        std::vector<double> z(n);
        for (std::size_t i = begin; i < end; ++i) {
            bool finite = true;
            for (std::size_t k = 0; k < n; ++k) {
                z[k] = model.surface(k)[i];
                finite = finite && std::isfinite(z[k]);
            }
            const double base = finite ? unitBase(model, n - 1, i, bottom) : kNaN;
            for (std::size_t k = 0; k < out.spec.nz; ++k) {
                const double zc = out.spec.z0 + double(k) * dz;
                float code = std::numeric_limits<float>::quiet_NaN();
                if (finite && zc <= z[0] && zc >= base) {
                    // The deepest unit whose top is at or above the centre.
                    std::size_t u = n - 1;
                    while (u > 0 && zc > z[u]) --u;
                    code = float(u + 1);
                }
                unit[k * nodes + i] = code;
            }
        }
    });
    return out;
}

}  // namespace strata::surfaces
