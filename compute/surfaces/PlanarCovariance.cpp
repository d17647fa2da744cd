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
        using variogram::StructureType;
        switch (st.type) {
            case StructureType::Spherical: p.type[s] = Spherical; break;
            case StructureType::Exponential: p.type[s] = Exponential; break;
            case StructureType::Gaussian: p.type[s] = Gaussian; break;
            case StructureType::Power: p.type[s] = Power; break;
            case StructureType::HoleEffect: p.type[s] = HoleEffect; break;
            case StructureType::Cubic: p.type[s] = Cubic; break;
            case StructureType::Matern: p.type[s] = Matern; break;
        }
        p.sill[s] = st.sill;
        p.range[s] = st.range;
        p.invRange[s] = st.range != 0 ? 1.0 / st.range : 0.0;
        p.shape[s] = st.shape;
        const AnisotropicMetric metric(st.anisotropy);
        for (int r = 0; r < 3; ++r) {
            p.m[s][2 * r] = metric.m[std::size_t(r)][0];
            p.m[s][2 * r + 1] = metric.m[std::size_t(r)][1];
        }
    }
    p.atZero = model.maxCovariance() - (includeNugget ? 0.0 : model.nugget);
    return p;
}

}  // namespace strata::surfaces
