#include "strata/simulation/GradeTonnageCurves.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "strata/simulation/RealisationStatistics.h"

namespace strata::simulation {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

Spread spreadOf(std::vector<double> values) {
    std::erase_if(values, [](double v) { return std::isnan(v); });
    if (values.empty()) return {kNaN, kNaN, kNaN, kNaN, 0};
    std::sort(values.begin(), values.end());
    return {etypeMean(values), linearQuantile(values, 0.1), linearQuantile(values, 0.5), linearQuantile(values, 0.9),
            values.size()};
}

std::vector<GradeTonnagePoint> gradeTonnageCurves(std::span<const double> values, std::size_t nodes,
                                                  std::size_t realisations, const std::vector<double>& cutoffs,
                                                  double tonnesPerNode) {
    std::vector<GradeTonnagePoint> curve;
    std::vector<double> tonnage(realisations), grade(realisations);
    for (double cutoff : cutoffs) {
        for (std::size_t s = 0; s < realisations; ++s) {
            const std::span<const double> realisation = values.subspan(s * nodes, nodes);
            std::size_t above = 0;
            double sum = 0;
            for (double v : realisation)
                if (v >= cutoff) {  // NaN never is
                    ++above;
                    sum += v;
                }
            tonnage[s] = double(above) * tonnesPerNode;
            grade[s] = above > 0 ? sum / double(above) : kNaN;
        }
        curve.push_back({cutoff, spreadOf(tonnage), spreadOf(grade)});
    }
    return curve;
}

}  // namespace strata::simulation
