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

#include "strata/variogram/StructureFormula.h"

namespace strata::variogram {
struct VariogramModel;
}

namespace strata::surfaces {

// Real: double on the CPU; float or double in the kernels (a float copy avoids conversions in
// the inner loop).
template <class T>
struct PlanarCovarianceT {
    static constexpr int kMaxStructures = 8;
    using Type = variogram::formula::Code;

    int count = 0;
    int type[kMaxStructures] = {};
    T sill[kMaxStructures] = {};
    T range[kMaxStructures] = {};
    T shape[kMaxStructures] = {};  // Matern nu
    T powerConstant = 0;           // P of a power structure's P - c h^a
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
            o.shape[s] = To(shape[s]);
            for (int j = 0; j < 6; ++j) o.m[s][j] = To(m[s][j]);
        }
        o.atZero = To(atZero);
        o.powerConstant = To(powerConstant);
        return o;
    }

    bool hasMatern() const noexcept {
        for (int s = 0; s < count; ++s)
            if (type[s] == variogram::formula::Matern) return true;
        return false;
    }

    template <class Real>
    STRATA_HOST_DEVICE Real structureCovariance(int s, Real h) const {
        return variogram::formula::structureCovariance<Real>(type[s], Real(sill[s]), Real(range[s]), h,
                                                             Real(powerConstant), Real(shape[s]));
    }

    template <class Real>
    STRATA_HOST_DEVICE Real squaredDistance(int s, Real dx, Real dy) const {
        const Real a = Real(m[s][0]) * dx + Real(m[s][1]) * dy;
        const Real b = Real(m[s][2]) * dx + Real(m[s][3]) * dy;
        const Real c = Real(m[s][4]) * dx + Real(m[s][5]) * dy;
        return a * a + b * b + c * c;
    }

    template <class Real>
    STRATA_HOST_DEVICE Real operator()(Real dx, Real dy) const {
        const Real zero2 = Real(variogram::formula::kZeroDistanceSquared);
        if (count == 0) return dx * dx + dy * dy < zero2 ? Real(atZero) : Real(0);
        Real cov = 0;
        for (int s = 0; s < count; ++s) {
            const Real h2 = squaredDistance(s, dx, dy);
            if (s == 0 && h2 < zero2) return Real(atZero);
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
