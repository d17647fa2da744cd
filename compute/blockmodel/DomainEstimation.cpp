#include "DomainEstimation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

#include "SubBlocks.h"
#include "strata/core/Parallel.h"
#include "strata/core/PointSet.h"
#include "strata/idw/Idw.h"
#include "strata/kriging/Kriging.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::blockmodel {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The search ellipsoid of a pass: the longest structure's ranges and angles times the factor.
kriging::SearchNeighbourhood searchOf(const UnitEstimation& s, const SearchPass& pass) {
    kriging::SearchNeighbourhood search;
    search.ndmin = pass.ndmin;
    search.ndmax = pass.ndmax;
    if (!s.hasModel || s.model.structures.empty()) return search;
    const auto longest = std::max_element(s.model.structures.begin(), s.model.structures.end(),
                                          [](const auto& a, const auto& b) { return a.range < b.range; });
    const Anisotropy& a = longest->anisotropy;
    search.radius = pass.radiusFactor * longest->range;
    search.radiusMinor = search.radius * a.ratio1;
    search.radiusVertical = search.radius * a.ratio2;
    search.ang1 = a.ang1;
    search.ang2 = a.ang2;
    search.ang3 = a.ang3;
    return search;
}

// The targets of one pass grouped by support, the block size (parents, sub-blocks) and the
// discretisation points kept ("" for all): one support per run.
using Support = std::tuple<double, double, double, KeptPoints>;
std::map<Support, std::vector<std::size_t>> bySupport(const BlockSet& blocks, const std::vector<std::size_t>& targets,
                                                      const std::unordered_map<std::size_t, KeptPoints>& clipped) {
    std::map<Support, std::vector<std::size_t>> groups;
    for (std::size_t b : targets) {
        const auto kept = clipped.find(b);
        groups[{blocks.dx[b], blocks.dy[b], blocks.dz[b], kept == clipped.end() ? KeptPoints() : kept->second}]
            .push_back(b);
    }
    return groups;
}

void krigeGroup(const BlockSet& blocks, const std::vector<std::size_t>& group, const KeptPoints& kept,
                const UnitSamples& samples, const UnitEstimation& s, const SearchPass& pass, int passNumber,
                BlockGrades& grades, std::string& backend, const RunContext& context) {
    kriging::KrigingData data;
    data.x = samples.x;
    data.y = samples.y;
    data.z = samples.z;
    data.names = {"grade"};
    data.values = {samples.value};
    kriging::KrigingTargets targets;
    for (std::size_t b : group) {
        targets.x.push_back(blocks.x[b]);
        targets.y.push_back(blocks.y[b]);
        targets.z.push_back(blocks.z[b]);
    }
    kriging::KrigingOptions o;
    o.type = s.method == EstimationMethod::Simple ? kriging::KrigingType::Simple : kriging::KrigingType::Ordinary;
    if (s.method == EstimationMethod::Simple) o.mean = samples.declusteredMean;
    o.model = s.model;
    o.search = searchOf(s, pass);
    const std::size_t b0 = group.front();
    o.blockSize = {blocks.dx[b0], blocks.dy[b0], blocks.dz[b0]};
    o.block = {s.discretisation[0], s.discretisation[1], s.discretisation[2]};
    if (!kept.empty()) o.blockPoints = keptOffsets(o.blockSize, s.discretisation, kept);
    o.diagnostics = true;
    const kriging::KrigingResult r = kriging::krige(data, targets, o, context);
    backend = r.backend;
    const auto& d = r.diagnostics(0);
    for (std::size_t t = 0; t < group.size(); ++t) {
        if (std::isnan(r.estimate[0][t])) continue;
        const std::size_t b = group[t];
        grades.grade[b] = r.estimate[0][t];
        grades.variance[b] = d.variance[t];
        grades.slope[b] = d.slope[t];
        grades.samples[b] = d.dataUsed[t];
        grades.pass[b] = passNumber;
    }
}

void idwGroup(const BlockSet& blocks, const std::vector<std::size_t>& group, const UnitSamples& samples,
              const UnitEstimation& s, const SearchPass& pass, int passNumber, BlockGrades& grades,
              std::string& backend, const RunContext& context) {
    PointSet data;
    data.dimension = 3;
    data.x = samples.x;
    data.y = samples.y;
    data.z = samples.z;
    idw::Targets targets;
    for (std::size_t b : group) {
        targets.x.push_back(blocks.x[b]);
        targets.y.push_back(blocks.y[b]);
        targets.z.push_back(blocks.z[b]);
    }
    const kriging::SearchNeighbourhood search = searchOf(s, pass);
    idw::IdwParams params;
    params.power = s.power;
    params.neighbours = std::size_t(pass.ndmax);
    params.radius = search.radius;
    params.anisotropy = {search.ang1, search.ang2, search.ang3, search.radius > 0 ? search.radiusMinor / search.radius : 1,
                         search.radius > 0 ? search.radiusVertical / search.radius : 1};
    const idw::Result r = idw::interpolateIdw(data, samples.value, targets, params, {}, context);
    backend = toString(r.backend);
    // A block with fewer than ndmin composites is left to the next pass, as kriging's.
    for (std::size_t t = 0; t < group.size(); ++t)
        if (!std::isnan(r.estimate[t]) && r.used[t] >= pass.ndmin) {
            grades.grade[group[t]] = r.estimate[t];
            grades.samples[group[t]] = r.used[t];
            grades.pass[group[t]] = passNumber;
        }
}

// The distance from each block centre to the unit's nearest composite.
void measureDistances(const BlockSet& blocks, const std::vector<std::size_t>& targets, const UnitSamples& samples,
                      BlockGrades& grades, const RunContext& context) {
    if (samples.size() == 0) return;
    const search::NeighbourSearch search(samples.x, samples.y, samples.z, 3);
    ParallelOptions options;
    options.chunk = 4096;
    options.cancel = context.cancel;
    parallelChunks(targets.size(), options, [&](std::size_t begin, std::size_t end) {
        std::vector<search::Neighbour> nearest;
        for (std::size_t t = begin; t < end; ++t) {
            const std::size_t b = targets[t];
            search.nearest(blocks.x[b], blocks.y[b], blocks.z[b], 1, nearest);
            grades.distance[b] = nearest.empty() ? kNaN : std::sqrt(nearest[0].squaredDistance);
        }
    });
}

}  // namespace

BlockGrades::BlockGrades(std::size_t blocks)
    : grade(blocks, kNaN), variance(blocks, kNaN), slope(blocks, kNaN), distance(blocks, kNaN), pass(blocks, 0),
      samples(blocks, 0) {}

std::vector<std::string> estimateUnit(const BlockSet& blocks, const std::vector<std::size_t>& targets,
                                      const UnitSamples& samples, const UnitEstimation& settings, BlockGrades& grades,
                                      const RunContext& context) {
    std::vector<std::string> notes;
    std::vector<std::size_t> pending = targets;
    std::string backend;
    const std::size_t passes = settings.hasModel ? settings.passes.size() : 1;
    for (std::size_t p = 0; p < passes && !pending.empty() && samples.size() > 0; ++p) {
        context.checkCancelled();
        for (const auto& [support, group] : bySupport(blocks, pending, settings.clipped)) {
            if (settings.method == EstimationMethod::Idw)
                idwGroup(blocks, group, samples, settings, settings.passes[p], int(p + 1), grades, backend, context);
            else
                krigeGroup(blocks, group, std::get<3>(support), samples, settings, settings.passes[p], int(p + 1),
                           grades, backend, context);
        }
        std::erase_if(pending, [&](std::size_t b) { return grades.pass[b] != 0; });
    }
    measureDistances(blocks, targets, samples, grades, context);
    if (!backend.empty()) notes.push_back("backend: " + backend);
    if (!pending.empty()) notes.push_back(std::to_string(pending.size()) + " blocks not estimated by any pass");
    return notes;
}

}  // namespace strata::blockmodel
