#pragma once
// The covariance of one nested structure at distance h in its own (anisotropy-scaled) frame,
// written once for every engine: the CPU kriging paths, the CUDA kernels and the surface stack
// include this header, so that no structure type or constant can differ between them. The
// arithmetic is GSLIB 2.0 cova3's (kt3d):
//   spherical    c (1 - 1.5 h/a + 0.5 (h/a)^3) for h < a, else 0
//   exponential  c exp(-3 h / a)
//   Gaussian     c exp(-3 (h/a)^2)            (a: the practical range)
//   power        P - c h^a                    (a: the exponent; P, see powerConstant below)
//   hole effect  c cos(pi h / a)              (undamped, PI = 3.14159265 in cova3)
// plus the cubic model and, on the CPU only, Matern (gstat's parameterisation).
// No CUDA header is needed here: the functions are marked host-device only under nvcc.
#include <cmath>

#ifdef __CUDACC__
#define STRATA_HOST_DEVICE __host__ __device__
#define STRATA_HOST_DEVICE_INLINE __host__ __device__ __forceinline__
#else
#define STRATA_HOST_DEVICE
#define STRATA_HOST_DEVICE_INLINE inline
#endif

namespace strata::variogram::formula {

// The structure codes of the kernels; the same order as variogram::StructureType.
enum Code : int { Spherical = 0, Exponential, Gaussian, Power, HoleEffect, Cubic, Matern };

constexpr double kPowerMax = 999.0;  // GSLIB PMX: what a power structure adds to C(0)

// Spherical correlation at hr = h / a (written apart so that vectorised loops call it too).
template <class Real>
STRATA_HOST_DEVICE_INLINE Real spherical(Real hr) {
    return hr < Real(1) ? Real(1) - hr * (Real(1.5) - Real(0.5) * hr * hr) : Real(0);
}

// code: the structure type; sill: c (the slope for power); range: a (the exponent for power);
// powerConstant: P of the power structure (999 in Strata's own models, kt3d's cmax in kt3d's);
// shape: Matern's nu. Matern is evaluated on the host only (there is no Bessel K on the device).
template <class Real>
STRATA_HOST_DEVICE_INLINE Real structureCovariance(int code, Real sill, Real range, Real h, Real powerConstant,
                                                   Real shape = Real(0.5)) {
    switch (code) {
        case Spherical: return sill * spherical(h / range);
        case Exponential: return sill * exp(Real(-3) * h / range);
        case Gaussian: {
            const Real r = h / range;
            return sill * exp(Real(-3) * r * r);
        }
        case Power: return powerConstant - sill * pow(h, range);
        case HoleEffect: return sill * cos(h / range * Real(3.14159265358979323846));
        case Cubic: {
            const Real r = h / range;
            if (r >= Real(1)) return Real(0);
            const Real r2 = r * r, r3 = r2 * r, r5 = r3 * r2, r7 = r5 * r2;
            return sill * (Real(1) - Real(7) * r2 + Real(8.75) * r3 - Real(3.5) * r5 + Real(0.75) * r7);
        }
#ifndef __CUDA_ARCH__
        case Matern: {
            if (h <= 0) return sill;
            const double x = double(h) / double(range);
            return Real(double(sill) * std::pow(2.0, 1 - double(shape)) / std::tgamma(double(shape)) *
                        std::pow(x, double(shape)) * std::cyl_bessel_k(double(shape), x));
        }
#endif
        default: return Real(0);
    }
}

// GSLIB cova3's zero-distance rule: a squared distance in the first structure's frame below this
// gives C(0) (EPSLON = 1e-10 in cova3). Distances are in data units, so this is a tolerance for
// round-off (1e-5 units), not a length the user's units could make meaningful.
constexpr double kZeroDistanceSquared = 1e-10;

}  // namespace strata::variogram::formula
