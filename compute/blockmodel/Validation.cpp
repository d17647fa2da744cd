#include "Validation.h"

#include <cmath>
#include <map>
#include <numeric>

#include "DomainEstimation.h"
#include "SubBlocks.h"
#include "DomainComposites.h"
#include "strata/stats/CellDeclustering.h"
#include "strata/stats/NearestDeclustering.h"

namespace strata::blockmodel {

namespace {
bool oneLocation(const UnitSamples& s) {
    for (std::size_t i = 1; i < s.size(); ++i)
        if (s.x[i] != s.x[0] || s.y[i] != s.y[0] || s.z[i] != s.z[0]) return false;
    return true;
}
}  // namespace

double declusteredMean(const UnitSamples& samples, const DeclusteringSettings& settings, std::vector<double>& weights,
                       double& cell) {
    weights.assign(samples.size(), 1.0);
    cell = 0;
    if (samples.size() == 0) return std::numeric_limits<double>::quiet_NaN();
    const double mean = std::accumulate(samples.value.begin(), samples.value.end(), 0.0) / double(samples.size());
    if (samples.size() < 2) return mean;
    if (settings.method == Declustering::Nearest) {
        if (oneLocation(samples)) return mean;  // no region to share out
        const auto r = stats::declusterNearest(samples.x, samples.y, samples.z, samples.value);
        weights = r.weights;
        return r.declusteredMean;
    }
    if (!(settings.maxCell > settings.minCell)) return mean;
    stats::CellDeclusteringOptions options;
    options.minCellSize = settings.minCell;
    options.maxCellSize = settings.maxCell;
    const auto r = stats::declusterCells(samples.x, samples.y, samples.z, samples.value, options);
    weights = r.weights;
    cell = r.bestCellSize;
    return r.declusteredMean;
}

UnitSamples unitSamples(const DomainComposites& composites, const std::string& unit, const std::vector<double>& column,
                        std::vector<std::size_t>* rows) {
    UnitSamples samples;
    for (std::size_t i = 0; i < composites.size(); ++i)
        if (composites.unit[i] == unit && !std::isnan(column[i])) {
            samples.x.push_back(composites.x[i]);
            samples.y.push_back(composites.y[i]);
            samples.z.push_back(composites.z[i]);
            samples.value.push_back(column[i]);
            if (rows) rows->push_back(i);
        }
    return samples;
}

void declusterUnits(const DomainComposites& composites, const std::vector<std::string>& units,
                    const DeclusteringSettings& settings, std::vector<double>& all) {
    for (const std::string& unit : units) {
        std::vector<std::size_t> index;
        const UnitSamples samples = unitSamples(composites, unit, composites.value, &index);
        if (samples.size() < 2) continue;
        std::vector<double> weights;
        double cell = 0;
        declusteredMean(samples, settings, weights, cell);
        for (std::size_t k = 0; k < index.size(); ++k) all[index[k]] = weights[k];
    }
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
