// Compiled with -fno-math-errno -fno-trapping-math (compute/CMakeLists.txt): sqrt only sees
// sums of squares and no floating-point trap is enabled, so the column loops below vectorise
// (square roots, the spherical model's both branches); the IEEE operations and results are the
// same as without.
#include "PairCovariance.h"

#include <cmath>

#include "strata/variogram/StructureCovariance.h"

namespace strata::kriging {

using variogram::structureCovariance;
using variogram::formula::spherical;

PairCovariance::PairCovariance(const variogram::VariogramModel& model)
    : model_(model),
      first_(model.structures.empty() ? Anisotropy{} : model.structures.front().anisotropy),
      cmax_(model.maxCovariance()),
      powerConstant_(model.powerCovarianceConstant()) {
    for (const auto& s : model.structures) metrics_.emplace_back(s.anisotropy);
}

void PairCovariance::lowerMatrix(const double* x, const double* y, const double* z, int n, Eigen::MatrixXd& c) {
    const std::size_t ns = metrics_.size();
    const std::size_t frames = std::max<std::size_t>(ns, 1);
    const std::size_t un = std::size_t(n);
    // Per structure, the frame coordinates as three contiguous arrays (x's, y's, z's).
    frame_.resize(frames * un * 3);
    for (std::size_t s = 0; s < frames; ++s) {
        const auto& m = (ns ? metrics_[s] : first_).m;
        double* f = &frame_[s * un * 3];
        for (std::size_t i = 0; i < un; ++i) {
            f[i] = m[0][0] * x[i] + m[0][1] * y[i] + m[0][2] * z[i];
            f[un + i] = m[1][0] * x[i] + m[1][1] * y[i] + m[1][2] * z[i];
            f[2 * un + i] = m[2][0] * x[i] + m[2][1] * y[i] + m[2][2] * z[i];
        }
    }
    first2_.resize(un);
    h2_.resize(un);
    // Column by column below the diagonal (contiguous in the column-major matrix): squared
    // distances, then each structure's covariance over the whole column with the structure's
    // type decided once, so that the loops vectorise. Same arithmetic as pair by pair.
    for (int j = 0; j < n; ++j) {
        c(j, j) = cmax_;
        const std::size_t b = std::size_t(j) + 1, m = un - b;
        if (m == 0) continue;
        double* col = &c(j + 1, j);
        for (std::size_t i = 0; i < m; ++i) col[i] = 0.0;
        for (std::size_t s = 0; s < frames; ++s) {
            const double* fx = &frame_[s * un * 3];
            const double* fy = fx + un;
            const double* fz = fy + un;
            const double xj = fx[j], yj = fy[j], zj = fz[j];
            double* h2 = s == 0 ? first2_.data() : h2_.data();
            for (std::size_t i = 0; i < m; ++i) {
                const double dx = fx[b + i] - xj, dy = fy[b + i] - yj, dz = fz[b + i] - zj;
                h2[i] = dx * dx + dy * dy + dz * dz;
            }
            if (ns == 0) break;
            const variogram::Structure& st = model_.structures[s];
            if (st.type == variogram::StructureType::Spherical) {
                const double range = st.range, sill = st.sill;
                for (std::size_t i = 0; i < m; ++i) col[i] += sill * spherical(std::sqrt(h2[i]) / range);
            } else {
                for (std::size_t i = 0; i < m; ++i) col[i] += structureCovariance(st, std::sqrt(h2[i]), powerConstant_);
            }
        }
        // GSLIB cova3: zero distance in the first structure's frame is C(0).
        const double* zero2 = first2_.data();
        const double cmax = cmax_;
        for (std::size_t i = 0; i < m; ++i) col[i] = zero2[i] < variogram::formula::kZeroDistanceSquared ? cmax : col[i];
    }
}

void PairCovariance::toOrigin(int n, double* c) {
    const std::size_t ns = metrics_.size();
    const std::size_t un = std::size_t(n);
    for (std::size_t i = 0; i < un; ++i) c[i] = 0.0;
    for (std::size_t s = 0; s < std::max<std::size_t>(ns, 1); ++s) {
        const double* fx = &frame_[s * un * 3];
        const double* fy = fx + un;
        const double* fz = fy + un;
        double* h2 = s == 0 ? first2_.data() : h2_.data();
        for (std::size_t i = 0; i < un; ++i) h2[i] = fx[i] * fx[i] + fy[i] * fy[i] + fz[i] * fz[i];
        if (ns == 0) break;
        const variogram::Structure& st = model_.structures[s];
        if (st.type == variogram::StructureType::Spherical) {
            const double range = st.range, sill = st.sill;
            for (std::size_t i = 0; i < un; ++i) c[i] += sill * spherical(std::sqrt(h2[i]) / range);
        } else {
            for (std::size_t i = 0; i < un; ++i) c[i] += structureCovariance(st, std::sqrt(h2[i]), powerConstant_);
        }
    }
    const double* zero2 = first2_.data();
    const double cmax = cmax_;
    for (std::size_t i = 0; i < un; ++i) c[i] = zero2[i] < variogram::formula::kZeroDistanceSquared ? cmax : c[i];
}

}  // namespace strata::kriging
