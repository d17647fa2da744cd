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
        UnitSamples samples;
        for (std::size_t i = 0; i < composites.size(); ++i)
            if (composites.unit[i] == unit && !std::isnan(composites.density[i])) {
                samples.x.push_back(composites.x[i]);
                samples.y.push_back(composites.y[i]);
                samples.z.push_back(composites.z[i]);
                samples.value.push_back(composites.density[i]);
            }
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
