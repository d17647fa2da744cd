#include "KrigingSetup.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "strata/core/Error.h"
#include "strata/variogram/StructureFormula.h"

namespace strata::kriging {

KrigingSetup::KrigingSetup(const KrigingOptions& options, const std::array<double, 3>& blockSize, double driftLength,
                           double secondaryScale)
    : options_(options),
      cov_(options.model),
      firstMetric_(options.model.structures.empty() ? Anisotropy{} : options.model.structures.front().anisotropy),
      cmax_(options.model.maxCovariance()),
      nugget_(options.model.nugget),
      blockSize_(blockSize),
      p_(options.constraintCount()),
      driftLength_(driftLength > 0 ? driftLength : 1.0),
      secondaryScale_(secondaryScale > 0 ? secondaryScale : 1.0),
      driftShift_{0.5 * blockSize[0], 0.5 * blockSize[1], 0.5 * blockSize[2]} {
    // Discretisation points at the centres of nx * ny * nz equal sub-cells (kt3d), or the part of
    // them the caller kept.
    const auto& b = options.block;
    disc_ = options.blockPoints;
    for (int ix = 0; ix < b.nx && options.blockPoints.empty(); ++ix)
        for (int iy = 0; iy < b.ny; ++iy)
            for (int iz = 0; iz < b.nz; ++iz)
                disc_.push_back({blockSize[0] * ((ix + 0.5) / b.nx - 0.5), blockSize[1] * ((iy + 0.5) / b.ny - 0.5),
                                 blockSize[2] * ((iz + 0.5) / b.nz - 0.5)});
    if (disc_.size() == 1) {
        cbb_ = cmax_;
    } else {
        // Mean covariance between discretisation points; a point with itself counts without the
        // nugget, which does not average over a block.
        double sum = 0;
        for (const auto& a : disc_)
            for (const auto& c : disc_) {
                double v = cov_.covariance(a[0] - c[0], a[1] - c[1], a[2] - c[2]);
                if (&a == &c) v -= nugget_;
                sum += v;
            }
        cbb_ = sum / double(disc_.size() * disc_.size());
    }
    if (options.type == KrigingType::Universal || options.type == KrigingType::ExternalDrift)
        for (int t = 0; t < DriftTermCount; ++t)
            if (options.drift[std::size_t(t)]) terms_.push_back(t);
    for (int t : terms_) {
        double sum = 0;
        for (const auto& d : disc_)
            sum += monomial(t, (d[0] + driftShift_[0]) / driftLength_, (d[1] + driftShift_[1]) / driftLength_,
                            (d[2] + driftShift_[2]) / driftLength_);
        blockDrift_.push_back(sum / double(disc_.size()));
    }
}

bool KrigingSetup::isZeroDistance(double dx, double dy, double dz) const noexcept {
    return firstMetric_.squaredDistance(dx, dy, dz) < variogram::formula::kZeroDistanceSquared;
}

double KrigingSetup::dataToBlock(double dx, double dy, double dz) const noexcept {
    if (disc_.size() == 1) return cov_.covariance(dx, dy, dz);
    double sum = 0;
    for (const auto& d : disc_) {
        const double ex = dx - d[0], ey = dy - d[1], ez = dz - d[2];
        sum += cov_.covariance(ex, ey, ez);
        if (isZeroDistance(ex, ey, ez)) sum -= nugget_;
    }
    return sum / double(disc_.size());
}

double KrigingSetup::monomial(int term, double u, double v, double w) const noexcept {
    switch (term) {
        case DriftX: return u;
        case DriftY: return v;
        case DriftZ: return w;
        case DriftXX: return u * u;
        case DriftYY: return v * v;
        case DriftZZ: return w * w;
        case DriftXY: return u * v;
        case DriftXZ: return u * w;
        case DriftYZ: return v * w;
    }
    return 0;
}

// Every function is multiplied by C(0) so that the constraint rows are of the size of the
// covariances (kt3d's "unbias" rescaling); the solution does not depend on these scales.
void KrigingSetup::driftAtPoint(double u, double v, double w, double secondary, double* f) const noexcept {
    if (p_ == 0) return;
    f[0] = cmax_;
    std::size_t k = 1;
    for (int t : terms_) f[k++] = cmax_ * monomial(t, u / driftLength_, v / driftLength_, w / driftLength_);
    if (options_.type == KrigingType::ExternalDrift) f[k] = cmax_ * secondary / secondaryScale_;
}

void KrigingSetup::driftAtBlock(double u, double v, double w, double secondary, double* f) const noexcept {
    if (p_ == 0) return;
    f[0] = cmax_;
    std::size_t k = 1;
    for (int t : terms_) {
        double sum = 0;
        for (const auto& d : disc_)
            sum += monomial(t, (u + d[0]) / driftLength_, (v + d[1]) / driftLength_, (w + d[2]) / driftLength_);
        f[k++] = cmax_ * sum / double(disc_.size());
    }
    if (options_.type == KrigingType::ExternalDrift) f[k] = cmax_ * secondary / secondaryScale_;
}

void KrigingSetup::driftAtDatum(double dx, double dy, double dz, double secondary, double* f) const noexcept {
    driftAtPoint(dx + driftShift_[0], dy + driftShift_[1], dz + driftShift_[2], secondary, f);
}

void KrigingSetup::driftAtTarget(double secondary, double* f) const noexcept {
    if (p_ == 0) return;
    f[0] = cmax_;
    std::size_t k = 1;
    for (double b : blockDrift_) f[k++] = cmax_ * b;
    if (options_.type == KrigingType::ExternalDrift) f[k] = cmax_ * secondary / secondaryScale_;
}

std::array<double, 3> resolveBlockSize(const KrigingTargets& targets, const KrigingOptions& options, int dimension) {
    std::array<double, 3> size = options.blockSize;
    if (size == std::array<double, 3>{0, 0, 0} && targets.grid)
        size = {targets.grid->dx, targets.grid->dy, targets.grid->dz};
    if (dimension == 2) size[2] = 0;  // 2-D data: z plays no part
    if (!options.block.isPoint())
        for (int a = 0; a < dimension; ++a)
            if (!(size[std::size_t(a)] > 0))
                throw ValidationError("kriging", "block-size",
                                      "block kriging of point targets needs the block size (x, y" +
                                          std::string(dimension == 3 ? ", z" : "") + ")");
    return size;
}

namespace {
double dataExtent(const PreparedData& d) {
    if (d.size() == 0) return 1;
    auto span = [](const std::vector<double>& v) {
        const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
        return *hi - *lo;
    };
    return std::max({span(d.x), span(d.y), d.dimension == 3 ? span(d.z) : 0.0, 1e-12});
}

double secondaryScale(const PreparedData& d) {
    double m = 0;
    for (double v : d.secondary) m = std::max(m, std::abs(v));
    return m > 0 ? m : 1.0;
}
}  // namespace

SearchNeighbourhood withReach(const SearchNeighbourhood& search, const PreparedData& data,
                              const KrigingTargets* targets) {
    if (search.global || search.radius > 0) return search;
    double lo[3] = {HUGE_VAL, HUGE_VAL, HUGE_VAL}, hi[3] = {-HUGE_VAL, -HUGE_VAL, -HUGE_VAL};
    auto include = [&](double x, double y, double z) {
        const double p[3] = {x, y, z};
        for (int a = 0; a < 3; ++a) {
            lo[a] = std::min(lo[a], p[a]);
            hi[a] = std::max(hi[a], p[a]);
        }
    };
    for (std::size_t i = 0; i < data.size(); ++i) include(data.x[i], data.y[i], data.z[i]);
    if (targets && targets->grid) {
        const GridSpec& g = *targets->grid;
        include(g.nodeX(0), g.nodeY(0), g.nodeZ(0));
        include(g.nodeX(g.nodeCount() - 1), g.nodeY(g.nodeCount() - 1), g.nodeZ(g.nodeCount() - 1));
    } else if (targets) {
        for (std::size_t t = 0; t < targets->size(); ++t) include(targets->xAt(t), targets->yAt(t), targets->zAt(t));
    }
    double diagonal2 = 0;
    for (int a = 0; a < 3; ++a)
        if (hi[a] >= lo[a]) diagonal2 += (hi[a] - lo[a]) * (hi[a] - lo[a]);
    SearchNeighbourhood s = search;
    s.radius = 2 * std::sqrt(diagonal2) + 1;
    s.radiusMinor = s.radiusVertical = 0;
    return s;
}

KrigingSetup setupFor(const KrigingOptions& options, const std::array<double, 3>& blockSize, const PreparedData& data) {
    const double driftLength = options.search.global ? dataExtent(data) : options.search.radius;
    return KrigingSetup(options, blockSize, driftLength, secondaryScale(data));
}

}  // namespace strata::kriging
