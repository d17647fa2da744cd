#include "WorkingFrame.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::idw {

namespace {
constexpr double kMaxValueMagnitude = 1e30;  // float32's range, with room for weighted sums
}

WorkingFrame::WorkingFrame(const PointSet& data, std::span<const double> values, const AnisotropicMetric& metric,
                           Precision precision, const std::string& stage)
    : metric_(metric) {
    if (data.dimension != 2 && data.dimension != 3)
        throw ValidationError(stage, "data", "must be 2-D or 3-D (got " + std::to_string(data.dimension) + "-D)");
    if (values.size() != data.size())
        throw ValidationError(stage, "values", "need one value per datum (got " + std::to_string(values.size()) +
                                                   " for " + std::to_string(data.size()) + " data)");
    dataDimension_ = data.dimension;
    // Planar data need a third frame axis only when the anisotropy tilts the plane.
    dimension_ = (data.dimension == 3 || metric.m[2][0] != 0.0 || metric.m[2][1] != 0.0) ? 3 : 2;

    std::vector<std::size_t> kept;
    double vmin = std::numeric_limits<double>::infinity(), vmax = -vmin;
    BoundingBox box{vmin, -vmin, vmin, -vmin, vmin, -vmin};
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (std::isnan(values[i])) {
            ++dropped_;
            continue;
        }
        const double zi = data.dimension == 3 ? data.z[i] : 0.0;
        // The frame is float32 on the GPU: beyond +-1e30 squared distances overflow.
        if (!(std::abs(data.x[i]) <= kMaxValueMagnitude) || !(std::abs(data.y[i]) <= kMaxValueMagnitude) ||
            !(std::abs(zi) <= kMaxValueMagnitude))
            throw ValidationError(stage, "data",
                                  "datum " + std::to_string(i + 1) +
                                      " has a coordinate that is not a finite number within +-1e30 (distances "
                                      "overflow beyond); is it a missing-value code?");
        if (!(std::abs(values[i]) <= kMaxValueMagnitude))
            throw ValidationError(stage, "data",
                                  "datum " + std::to_string(i + 1) + " has the value " + shortNumber(values[i]) +
                                      ": values beyond +-1e30 cannot be weighted (float32 on the GPU, overflowing "
                                      "weighted sums); is it a missing-value code?");
        kept.push_back(i);
        vmin = std::min(vmin, values[i]);
        vmax = std::max(vmax, values[i]);
        box.xmin = std::min(box.xmin, data.x[i]);
        box.xmax = std::max(box.xmax, data.x[i]);
        box.ymin = std::min(box.ymin, data.y[i]);
        box.ymax = std::max(box.ymax, data.y[i]);
        box.zmin = std::min(box.zmin, zi);
        box.zmax = std::max(box.zmax, zi);
    }
    if (kept.empty()) throw ValidationError(stage, "data", "no datum has a value");
    boundingMeasure_ = (box.xmax - box.xmin) * (box.ymax - box.ymin) * (data.dimension == 3 ? box.zmax - box.zmin : 1.0);
    if (precision == Precision::Single) {
        valueCentre_ = 0.5 * (vmin + vmax);
        valueScale_ = vmax > vmin ? 0.5 * (vmax - vmin) : 1.0;
    }

    for (std::size_t i : kept) {
        centroid_[0] += data.x[i];
        centroid_[1] += data.y[i];
        if (data.dimension == 3) centroid_[2] += data.z[i];
    }
    for (double& c : centroid_) c /= double(kept.size());

    scale_ = 1.0;
    const std::size_t n = kept.size();
    x_.resize(n);
    y_.resize(n);
    z_.assign(dimension_ == 3 ? n : 0, 0.0);
    v_.resize(n);
    std::array<double, 3> lo{0, 0, 0}, hi{0, 0, 0};
    for (std::size_t j = 0; j < n; ++j) {
        const std::size_t i = kept[j];
        double f[3];
        map(data.x[i], data.y[i], data.dimension == 3 ? data.z[i] : 0.0, f);
        x_[j] = f[0];
        y_[j] = f[1];
        if (dimension_ == 3) z_[j] = f[2];
        for (int d = 0; d < 3; ++d) {
            lo[d] = std::min(lo[d], f[d]);
            hi[d] = std::max(hi[d], f[d]);
        }
        v_[j] = valueToFrame(values[i]);
    }
    const double extent = std::max({hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]});
    if (extent > 0) {
        scale_ = 1.0 / extent;
        for (std::size_t j = 0; j < n; ++j) {
            x_[j] *= scale_;
            y_[j] *= scale_;
            if (dimension_ == 3) z_[j] *= scale_;
        }
    }
}

void WorkingFrame::map(double px, double py, double pz, double out[3]) const noexcept {
    const double d[3] = {px - centroid_[0], py - centroid_[1], dataDimension_ == 3 ? pz - centroid_[2] : 0.0};
    for (int r = 0; r < 3; ++r)
        out[r] = scale_ * (metric_.m[r][0] * d[0] + metric_.m[r][1] * d[1] + metric_.m[r][2] * d[2]);
}

void WorkingFrame::describe(const Targets& targets, Problem& p, const std::string& stage) {
    p.dimension = dimension_;
    p.dataCount = size();
    p.x = x_.data();
    p.y = y_.data();
    p.z = dimension_ == 3 ? z_.data() : nullptr;
    p.value = v_.data();
    p.targetCount = targets.size();
    if (targets.grid) {
        const GridSpec& g = *targets.grid;
        if (dataDimension_ == 2 && g.nz > 1)
            throw ValidationError(stage, "grid", "has " + std::to_string(g.nz) + " layers but the data are 2-D");
        p.gridTargets = true;
        p.gridCount[0] = g.nx;
        p.gridCount[1] = g.ny;
        p.gridCount[2] = g.nz;
        map(g.x0, g.y0, g.z0, p.gridOrigin);
        // Step vectors: the frame is linear, so a step maps to the metric applied to the step.
        const double steps[3][3] = {{g.dx, 0, 0}, {0, g.dy, 0}, {0, 0, dataDimension_ == 3 ? g.dz : 0.0}};
        for (int s = 0; s < 3; ++s)
            for (int r = 0; r < 3; ++r)
                p.gridStep[s][r] = scale_ * (metric_.m[r][0] * steps[s][0] + metric_.m[r][1] * steps[s][1] +
                                             metric_.m[r][2] * steps[s][2]);
        return;
    }
    if (targets.y.size() != targets.x.size() || (!targets.z.empty() && targets.z.size() != targets.x.size()))
        throw ValidationError(stage, "targets", "coordinate arrays differ in length");
    if (dataDimension_ == 3 && targets.z.empty() && !targets.x.empty())
        throw ValidationError(stage, "targets", "need z coordinates: the data are 3-D");
    const std::size_t m = targets.size();
    tx_.resize(m);
    ty_.resize(m);
    tz_.assign(dimension_ == 3 ? m : 0, 0.0);
    for (std::size_t t = 0; t < m; ++t) {
        const double zt = targets.zAt(t);
        if (!std::isfinite(targets.x[t]) || !std::isfinite(targets.y[t]) || !std::isfinite(zt))
            throw ValidationError(stage, "targets", "target " + std::to_string(t + 1) + " has a coordinate that is not a finite number");
        double f[3];
        map(targets.x[t], targets.y[t], zt, f);
        tx_[t] = f[0];
        ty_[t] = f[1];
        if (dimension_ == 3) tz_[t] = f[2];
    }
    p.gridTargets = false;
    p.tx = tx_.data();
    p.ty = ty_.data();
    p.tz = dimension_ == 3 ? tz_.data() : nullptr;
}

}  // namespace strata::idw
