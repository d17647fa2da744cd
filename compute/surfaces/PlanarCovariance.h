#pragma once
// A variogram model evaluated in the plane (dz = 0), as plain numbers that the CPU and the CUDA
// kernels share: one source for the formula on both backends. It reproduces
// strata::variogram::CovarianceEvaluator (GSLIB cova3) for horizontal separations: each
// structure keeps the first two columns of its GSLIB rotation-and-scaling matrix, and "zero
// distance" is decided with the first structure's metric, as cova3 does.
//
// Internal header of compute/surfaces (included by the .cpp and the .cu files only).
#include <cmath>
#include <string>

#ifdef __CUDACC__
#define STRATA_HD __host__ __device__
#else
#define STRATA_HD
#endif

namespace strata::variogram {
struct VariogramModel;
}

namespace strata::surfaces {

// Real: double on the CPU; float or double in the kernels (a float copy avoids conversions in
// the inner loop).
template <class T>
struct PlanarCovarianceT {
    static constexpr int kMaxStructures = 8;
    enum Type : int { Spherical = 0, Exponential, Gaussian, Power, HoleEffect, Cubic, Matern };

    int count = 0;
    int type[kMaxStructures] = {};
    T sill[kMaxStructures] = {};
    T range[kMaxStructures] = {};
    T invRange[kMaxStructures] = {};
    T shape[kMaxStructures] = {};  // Matern nu
    // Rows r = 0..2 of GSLIB's metric, columns x and y: h'_r = m[s][2r] dx + m[s][2r+1] dy.
    T m[kMaxStructures][6] = {};
    T atZero = 0;  // covariance at zero distance (nugget included or not, see make())

    template <class To>
    PlanarCovarianceT<To> cast() const {
        PlanarCovarianceT<To> o;
        o.count = count;
        for (int s = 0; s < kMaxStructures; ++s) {
            o.type[s] = type[s];
            o.sill[s] = To(sill[s]);
            o.range[s] = To(range[s]);
            o.invRange[s] = To(invRange[s]);
            o.shape[s] = To(shape[s]);
            for (int j = 0; j < 6; ++j) o.m[s][j] = To(m[s][j]);
        }
        o.atZero = To(atZero);
        return o;
    }

    bool hasMatern() const noexcept {
        for (int s = 0; s < count; ++s)
            if (type[s] == Matern) return true;
        return false;
    }

    template <class Real>
    STRATA_HD Real structureCovariance(int s, Real h) const {
        const Real c = Real(sill[s]), a = Real(range[s]);
        switch (type[s]) {
            case Spherical: {
                const Real hr = h * Real(invRange[s]);
                return hr < Real(1) ? c * (Real(1) - hr * (Real(1.5) - Real(0.5) * hr * hr)) : Real(0);
            }
            case Exponential: return c * exp(Real(-3) * h * Real(invRange[s]));
            case Gaussian: {
                const Real t = Real(3) * h * Real(invRange[s]);
                return c * exp(-t * t);
            }
            case Power: return Real(999) - c * pow(h, a);
            case HoleEffect: return c * cos(h * Real(invRange[s]) * Real(3.14159265358979323846));
            case Cubic: {
                const Real r = h * Real(invRange[s]);
                if (r >= Real(1)) return Real(0);
                const Real r2 = r * r, r3 = r2 * r, r5 = r3 * r2, r7 = r5 * r2;
                return c * (Real(1) - Real(7) * r2 + Real(8.75) * r3 - Real(3.5) * r5 + Real(0.75) * r7);
            }
#ifndef __CUDA_ARCH__
            case Matern: {
                if (h <= 0) return c;
                const double nu = shape[s], x = double(h) / double(a);
                return Real(double(c) * std::pow(2.0, 1 - nu) / std::tgamma(nu) * std::pow(x, nu) *
                            std::cyl_bessel_k(nu, x));
            }
#endif
            default: return Real(0);
        }
    }

    template <class Real>
    STRATA_HD Real squaredDistance(int s, Real dx, Real dy) const {
        const Real a = Real(m[s][0]) * dx + Real(m[s][1]) * dy;
        const Real b = Real(m[s][2]) * dx + Real(m[s][3]) * dy;
        const Real c = Real(m[s][4]) * dx + Real(m[s][5]) * dy;
        return a * a + b * b + c * c;
    }

    template <class Real>
    STRATA_HD Real operator()(Real dx, Real dy) const {
        if (count == 0) return dx * dx + dy * dy < Real(1e-5) ? Real(atZero) : Real(0);
        Real cov = 0;
        for (int s = 0; s < count; ++s) {
            const Real h2 = squaredDistance(s, dx, dy);
            if (s == 0 && h2 < Real(1e-5)) return Real(atZero);
            cov += structureCovariance(s, sqrt(h2));
        }
        return cov;
    }
};

struct PlanarCovariance : PlanarCovarianceT<double> {
    // includeNugget: true for data-to-data covariances (GSLIB semantics, nugget at zero
    // distance); false for data-to-target covariances that filter the nugget (smooth surfaces).
    static PlanarCovariance make(const variogram::VariogramModel& model, bool includeNugget);
};

}  // namespace strata::surfaces
