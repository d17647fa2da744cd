#include "Validation.h"

#include <cmath>
#include <map>
#include <numeric>

#include "DomainEstimation.h"
#include "SubBlocks.h"
#include "strata/stats/CellDeclustering.h"

namespace strata::blockmodel {

double declusteredMean(const UnitSamples& samples, double minCell, double maxCell, std::vector<double>& weights,
                       double& cell) {
    weights.assign(samples.size(), 1.0);
    cell = 0;
    if (samples.size() == 0) return std::numeric_limits<double>::quiet_NaN();
    const double mean = std::accumulate(samples.value.begin(), samples.value.end(), 0.0) / double(samples.size());
    if (samples.size() < 2 || !(maxCell > minCell)) return mean;
    stats::CellDeclusteringOptions options;
    options.minCellSize = minCell;
    options.maxCellSize = maxCell;
    const auto r = stats::declusterCells(samples.x, samples.y, samples.z, samples.value, options);
    weights = r.weights;
    cell = r.bestCellSize;
    return r.declusteredMean;
}

UnitCheck checkUnit(const std::string& name, int unit, const BlockSet& blocks, const BlockGrades& grades,
                    const UnitSamples& samples, const std::vector<double>& weights, double cell) {
    UnitCheck c;
    c.unit = name;
    c.composites = samples.size();
    c.declusteringCell = cell;
    double sum = 0, weighted = 0, weight = 0, metal = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        sum += samples.value[i];
        if (std::isnan(weights[i])) continue;
        weighted += weights[i] * samples.value[i];
        weight += weights[i];
    }
    if (samples.size()) c.compositeMean = sum / double(samples.size());
    if (weight > 0) c.declusteredMean = weighted / weight;
    for (std::size_t b = 0; b < blocks.size(); ++b)
        if (blocks.unit[b] == unit && !std::isnan(grades.grade[b])) {
            c.volume += blocks.volume(b);
            metal += blocks.volume(b) * grades.grade[b];
        }
    if (c.volume > 0) c.blockMean = metal / c.volume;
    return c;
}

std::vector<SwathRow> swaths(const std::string& name, int unit, const BlockSet& blocks, const BlockGrades& grades,
                             const UnitSamples& samples, const std::vector<double>& weights, const double width[3]) {
    std::vector<SwathRow> rows;
    const std::vector<double>* blockAxes[3] = {&blocks.x, &blocks.y, &blocks.z};
    const std::vector<double>* sampleAxes[3] = {&samples.x, &samples.y, &samples.z};
    for (int a = 0; a < 3; ++a) {
        struct Sums {
            std::size_t blocks = 0, composites = 0;
            double volume = 0, metal = 0, weight = 0, weighted = 0;
        };
        std::map<long long, Sums> slices;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            if (blocks.unit[b] != unit || std::isnan(grades.grade[b])) continue;
            Sums& s = slices[(long long)std::floor((*blockAxes[a])[b] / width[a])];
            ++s.blocks;
            s.volume += blocks.volume(b);
            s.metal += blocks.volume(b) * grades.grade[b];
        }
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (std::isnan(weights[i])) continue;
            Sums& s = slices[(long long)std::floor((*sampleAxes[a])[i] / width[a])];
            ++s.composites;
            s.weight += weights[i];
            s.weighted += weights[i] * samples.value[i];
        }
        for (const auto& [slice, s] : slices) {
            SwathRow row{name, char('x' + a), (double(slice) + 0.5) * width[a], s.blocks, s.composites};
            if (s.volume > 0) row.blockMean = s.metal / s.volume;
            if (s.weight > 0) row.compositeMean = s.weighted / s.weight;
            rows.push_back(row);
        }
    }
    return rows;
}

}  // namespace strata::blockmodel
