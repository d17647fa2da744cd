#include "PairCovariance.h"

#include <cmath>
#include <numbers>

#include "KrigingSetup.h"

namespace strata::kriging {

double structureCovariance(const variogram::Structure& s, double h) noexcept {
    using variogram::StructureType;
    switch (s.type) {
        case StructureType::Spherical: {
            const double hr = h / s.range;
            return hr < 1 ? s.sill * (1 - hr * (1.5 - 0.5 * hr * hr)) : 0.0;
        }
        case StructureType::Exponential: return s.sill * std::exp(-3.0 * h / s.range);
        case StructureType::Gaussian: {
            const double t = 3.0 * h / s.range;
            return s.sill * std::exp(-t * t);
        }
        case StructureType::Power: return 999.0 - s.sill * std::pow(h, s.range);
        case StructureType::HoleEffect: return s.sill * std::cos(h / s.range * std::numbers::pi);
        case StructureType::Cubic: {
            const double r = h / s.range;
            if (r >= 1) return 0.0;
            const double r2 = r * r, r3 = r2 * r, r5 = r3 * r2, r7 = r5 * r2;
            return s.sill * (1 - 7 * r2 + 8.75 * r3 - 3.5 * r5 + 0.75 * r7);
        }
        case StructureType::Matern: {
            if (h <= 0) return s.sill;
            const double nu = s.shape, x = h / s.range;
            return s.sill * std::pow(2.0, 1 - nu) / std::tgamma(nu) * std::pow(x, nu) * std::cyl_bessel_k(nu, x);
        }
    }
    return 0.0;
}

PairCovariance::PairCovariance(const variogram::VariogramModel& model)
    : model_(model),
      first_(model.structures.empty() ? Anisotropy{} : model.structures.front().anisotropy),
      cmax_(model.maxCovariance()) {
    for (const auto& s : model.structures) metrics_.emplace_back(s.anisotropy);
}

void PairCovariance::lowerMatrix(const double* x, const double* y, const double* z, int n, Eigen::MatrixXd& c) {
    const std::size_t ns = metrics_.size();
    const std::size_t un = std::size_t(n);
    frame_.resize(std::max<std::size_t>(ns, 1) * un * 3);
    for (std::size_t s = 0; s < std::max<std::size_t>(ns, 1); ++s) {
        const auto& m = (ns ? metrics_[s] : first_).m;
        double* f = &frame_[s * un * 3];
        for (std::size_t i = 0; i < un; ++i) {
            f[3 * i] = m[0][0] * x[i] + m[0][1] * y[i] + m[0][2] * z[i];
            f[3 * i + 1] = m[1][0] * x[i] + m[1][1] * y[i] + m[1][2] * z[i];
            f[3 * i + 2] = m[2][0] * x[i] + m[2][1] * y[i] + m[2][2] * z[i];
        }
    }
    for (int j = 0; j < n; ++j) {
        c(j, j) = cmax_;
        for (int i = j + 1; i < n; ++i) {
            double cov = 0;
            for (std::size_t s = 0; s < std::max<std::size_t>(ns, 1); ++s) {
                const double* f = &frame_[s * un * 3];
                const double dx = f[3 * i] - f[3 * j], dy = f[3 * i + 1] - f[3 * j + 1], dz = f[3 * i + 2] - f[3 * j + 2];
                const double h2 = dx * dx + dy * dy + dz * dz;
                if (s == 0 && h2 < KrigingSetup::zeroDistanceSquared) {
                    cov = cmax_;
                    break;
                }
                if (ns) cov += structureCovariance(model_.structures[s], std::sqrt(h2));
            }
            c(i, j) = cov;
        }
    }
}

}  // namespace strata::kriging
