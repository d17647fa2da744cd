#include "PlanarCovariance.h"

#include "strata/core/Anisotropy.h"
#include "strata/core/Error.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::surfaces {

PlanarCovariance PlanarCovariance::make(const variogram::VariogramModel& model, bool includeNugget) {
    if (model.structures.size() > std::size_t(kMaxStructures))
        throw ValidationError("surfaces", "variogram",
                              "has " + std::to_string(model.structures.size()) + " structures (at most " +
                                  std::to_string(kMaxStructures) + ")");
    PlanarCovariance p;
    p.count = int(model.structures.size());
    for (int s = 0; s < p.count; ++s) {
        const variogram::Structure& st = model.structures[std::size_t(s)];
        p.type[s] = int(st.type);  // formula::Code follows StructureType's order
        p.sill[s] = st.sill;
        p.range[s] = st.range;
        p.shape[s] = st.shape;
        const AnisotropicMetric metric(st.anisotropy);
        for (int r = 0; r < 3; ++r) {
            p.m[s][2 * r] = metric.m[std::size_t(r)][0];
            p.m[s][2 * r + 1] = metric.m[std::size_t(r)][1];
        }
    }
    p.atZero = model.maxCovariance() - (includeNugget ? 0.0 : model.nugget);
    p.powerConstant = model.powerCovarianceConstant();
    return p;
}

}  // namespace strata::surfaces
