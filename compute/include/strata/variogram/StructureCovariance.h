#pragma once
// The covariance of one structure of a model at distance h in its own (anisotropy-scaled)
// frame, through the one formula every engine shares (StructureFormula.h). Inline so that
// callers compiled for vectorised column loops (kriging's PairCovariance) inline it.
#include "strata/variogram/StructureFormula.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::variogram {

using formula::kPowerMax;

inline double structureCovariance(const Structure& s, double h, double powerConstant) noexcept {
    return formula::structureCovariance<double>(int(s.type), s.sill, s.range, h, powerConstant, s.shape);
}

}  // namespace strata::variogram
