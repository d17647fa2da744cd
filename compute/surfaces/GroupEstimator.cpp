#include "GroupEstimator.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "strata/core/Error.h"
#include "strata/core/PointSet.h"
#include "strata/idw/Idw.h"
#include "strata/core/RunContext.h"
#include "strata/kriging/Kriging.h"

namespace strata::surfaces::detail {

namespace {

double diagonalOf(const Quantity& q) {
    const auto [x0, x1] = std::minmax_element(q.x.begin(), q.x.end());
    const auto [y0, y1] = std::minmax_element(q.y.begin(), q.y.end());
    return std::hypot(*x1 - *x0, *y1 - *y0);
}

GroupEstimate globalKriging(const std::vector<const Quantity*>& group, const GridSpec* grid,
                            const std::vector<float*>& gridOut, float* gridVariance, std::span<const double> px,
                            std::span<const double> py, const EstimationSettings& s, const RunContext& context) {
    const Quantity& first = *group.front();
    std::vector<std::vector<double>> values;
    for (const Quantity* q : group) values.push_back(q->value);
    const GlobalStackKriging kriging(first.x, first.y, values, s.model, s.variance, first.exact);
    GroupEstimate out;
    if (grid && !gridOut.empty())
        out.timings = kriging.estimateGrid(*grid, gridOut.data(), s.variance ? gridVariance : nullptr, s.precision,
                                           context);
    out.points.assign(group.size(), std::vector<double>(px.size()));
    std::vector<double*> pointOut;
    for (auto& p : out.points) pointOut.push_back(p.data());
    if (s.variance) out.pointVariance.resize(px.size());
    kriging.estimatePoints(px, py, pointOut.data(), s.variance ? out.pointVariance.data() : nullptr);
    return out;
}

kriging::KrigingOptions localOptions(const Quantity& q, const EstimationSettings& s) {
    kriging::KrigingOptions o;
    o.type = kriging::KrigingType::Ordinary;
    o.model = s.model;
    o.search.global = false;
    o.search.ndmin = 1;
    o.search.ndmax = s.neighbours;
    o.search.radius = std::max(1.0, 10 * diagonalOf(q));  // the nearest data, wherever they are
    o.precision = s.precision;
    return o;
}

GroupEstimate localKriging(const std::vector<const Quantity*>& group, const GridSpec* grid,
                           const std::vector<float*>& gridOut, float* gridVariance, std::span<const double> px,
                           std::span<const double> py, const EstimationSettings& s, const RunContext& context) {
    const Quantity& first = *group.front();
    kriging::KrigingData data;
    data.x = first.x;
    data.y = first.y;
    for (const Quantity* q : group) {
        data.names.push_back(q->name);
        data.values.push_back(q->value);
    }
    const kriging::KrigingOptions options = localOptions(first, s);
    GroupEstimate out;
    const auto start = std::chrono::steady_clock::now();
    if (grid && !gridOut.empty()) {
        kriging::KrigingTargets targets;
        targets.grid = *grid;
        const kriging::KrigingResult r = kriging::krige(data, targets, options, context);
        for (std::size_t q = 0; q < group.size(); ++q)
            std::transform(r.estimate[q].begin(), r.estimate[q].end(), gridOut[q], [](double v) { return float(v); });
        if (s.variance && gridVariance)
            std::transform(r.variance(0).begin(), r.variance(0).end(), gridVariance, [](double v) { return float(v); });
        out.timings.backend = r.backend;
    }
    kriging::KrigingTargets points;
    points.x.assign(px.begin(), px.end());
    points.y.assign(py.begin(), py.end());
    const kriging::KrigingResult r = kriging::krige(data, points, options, context);
    out.points = r.estimate;
    if (s.variance) out.pointVariance = r.variance(0);
    out.timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (out.timings.backend.empty()) out.timings.backend = r.backend;
    return out;
}

std::vector<double> idwOne(const Quantity& q, const idw::Targets& targets, const EstimationSettings& s,
                           const RunContext& context, std::string& backend) {
    PointSet data;
    data.dimension = 2;
    data.x = q.x;
    data.y = q.y;
    data.z.assign(q.x.size(), 0.0);
    idw::ComputeOptions compute;
    compute.precision = s.precision;
    idw::Result r;
    if (s.method == SurfaceMethod::Idw) {
        idw::IdwParams p;
        p.power = s.idwPower;
        p.neighbours = std::size_t(s.idwNeighbours);
        r = idw::interpolateIdw(data, q.value, targets, p, compute, context);
    } else {
        idw::AidwParams p;
        p.neighbours = std::size_t(s.idwNeighbours);
        p.k = std::min<std::size_t>(p.k, q.x.size());
        r = idw::interpolateAidw(data, q.value, targets, p, compute, context);
    }
    backend = toString(r.backend);
    return std::move(r.estimate);
}

GroupEstimate inverseDistance(const std::vector<const Quantity*>& group, const GridSpec* grid,
                              const std::vector<float*>& gridOut, std::span<const double> px,
                              std::span<const double> py, const EstimationSettings& s,
                              const RunContext& context) {
    GroupEstimate out;
    const auto start = std::chrono::steady_clock::now();
    idw::Targets points;
    points.x.assign(px.begin(), px.end());
    points.y.assign(py.begin(), py.end());
    // The IDW engine weighs one value column per call: each quantity is its own pass.
    for (std::size_t q = 0; q < group.size(); ++q) {
        if (grid && !gridOut.empty()) {
            idw::Targets targets;
            targets.grid = *grid;
            const std::vector<double> e = idwOne(*group[q], targets, s, context, out.timings.backend);
            std::transform(e.begin(), e.end(), gridOut[q], [](double v) { return float(v); });
        }
        out.points.push_back(idwOne(*group[q], points, s, context, out.timings.backend));
    }
    out.timings.totalMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return out;
}

}  // namespace

GroupEstimate estimateGroup(const std::vector<const Quantity*>& group, const GridSpec* grid,
                            const std::vector<float*>& gridOut, float* gridVariance, std::span<const double> px,
                            std::span<const double> py, const EstimationSettings& settings,
                            const RunContext& context) {
    for (const Quantity* q : group)
        if (q->x.empty())
            throw ValidationError("surfaces", q->name, "has no data: no hole reaches it (check the unit order)");
    if (settings.method != SurfaceMethod::Kriging) return inverseDistance(group, grid, gridOut, px, py, settings, context);
    if (settings.neighbours > 0) return localKriging(group, grid, gridOut, gridVariance, px, py, settings, context);
    return globalKriging(group, grid, gridOut, gridVariance, px, py, settings, context);
}

}  // namespace strata::surfaces::detail
