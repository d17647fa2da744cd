#include "UnitDensity.h"

#include <cmath>

#include "DomainComposites.h"
#include "DomainEstimation.h"
#include "Validation.h"

namespace strata::blockmodel {

std::map<std::string, double> unitDensities(const std::vector<std::string>& units,
                                            const std::map<std::string, double>& constants,
                                            const DomainComposites& composites, const DeclusteringSettings& declustering) {
    std::map<std::string, double> density = constants;
    for (const std::string& unit : units) {
        if (density.count(unit)) continue;
        const UnitSamples samples = unitSamples(composites, unit, composites.density);
        if (samples.size() == 0) continue;
        std::vector<double> weights;
        double cell = 0;
        density[unit] = declusteredMean(samples, declustering, weights, cell);
    }
    return density;
}

double densityOf(const std::map<std::string, double>& density, const std::string& unit) {
    const auto rho = density.find(unit);
    return rho == density.end() ? std::nan("") : rho->second;
}

}  // namespace strata::blockmodel
