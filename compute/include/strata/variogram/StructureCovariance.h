#pragma once
// The covariance of one structure at distance h in its own (anisotropy-scaled) frame: GSLIB
// cova3's formulas plus cubic and Matern. Inline so that callers compiled for vectorised column
// loops (kriging's PairCovariance) inline it into those loops.
#include <cmath>
#include <numbers>

#include "strata/variogram/VariogramModel.h"

namespace strata::variogram {

constexpr double kPowerMax = 999.0;  // GSLIB PMX: the power model's covariance at h = 0

inline double structureCovariance(const Structure& s, double h) noexcept {
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
        case StructureType::Power: return kPowerMax - s.sill * std::pow(h, s.range);
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

}  // namespace strata::variogram
