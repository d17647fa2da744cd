#include "estimation/NeighbourhoodPreview.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "strata/core/Anisotropy.h"
#include "strata/core/Error.h"
#include "strata/kriging/Kriging.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::gui {

namespace {

constexpr const char* kStage = "neighbourhood preview";
constexpr std::size_t kColumnsPerRun = 256;

kriging::KrigingData subset(const PointSet& data, const std::vector<std::size_t>& indices) {
    kriging::KrigingData out;
    for (std::size_t i : indices) {
        out.x.push_back(data.x[i]);
        out.y.push_back(data.y[i]);
        if (data.dimension == 3) out.z.push_back(data.z[i]);
    }
    return out;
}

}  // namespace

NeighbourhoodPreview previewNeighbourhood(const PointSet& data, const kriging::KrigingOptions& options,
                                          const std::array<double, 3>& node, const jobs::JobContext& context) {
    using kriging::KrigingType;
    if (options.type != KrigingType::Simple && options.type != KrigingType::Ordinary &&
        options.type != KrigingType::Universal)
        throw ValidationError(kStage, "type", "the preview shows simple, ordinary and universal kriging");
    if (data.values.size() != 1) throw ValidationError(kStage, "data", "needs exactly one value column");

    // Candidates in input order, so the engine breaks distance ties as it does on all data.
    std::vector<std::size_t> candidates;
    const auto& search = options.search;
    if (search.global) {
        if (data.size() > kMaxGlobalPreviewData)
            throw ValidationError(kStage, "neighbourhood",
                                  "a global neighbourhood of " + std::to_string(data.size()) +
                                      " data is too large to preview (at most " + std::to_string(kMaxGlobalPreviewData) + ")");
        candidates.resize(data.size());
        std::iota(candidates.begin(), candidates.end(), std::size_t(0));
    } else {
        Anisotropy ellipsoid;
        ellipsoid.ang1 = search.ang1;
        ellipsoid.ang2 = search.ang2;
        ellipsoid.ang3 = search.ang3;
        ellipsoid.ratio1 = search.minorRadius() / search.radius;
        ellipsoid.ratio2 = search.verticalRadius() / search.radius;
        const search::NeighbourSearch tree(data, AnisotropicMetric(ellipsoid));
        std::vector<search::Neighbour> found;
        tree.withinRadius(node[0], node[1], node[2], search.radius, found);
        for (const auto& n : found) candidates.push_back(n.index);
        std::sort(candidates.begin(), candidates.end());
        if (candidates.size() > kMaxPreviewCandidates)
            throw ValidationError(kStage, "radius",
                                  std::to_string(candidates.size()) + " data lie inside the search ellipsoid; the preview handles " +
                                      std::to_string(kMaxPreviewCandidates));
    }

    NeighbourhoodPreview preview;
    preview.node = node;
    preview.candidates = candidates.size();
    preview.estimate = preview.variance = std::numeric_limits<double>::quiet_NaN();

    kriging::KrigingTargets target;
    target.x = {node[0]};
    target.y = {node[1]};
    if (data.dimension == 3) target.z = {node[2]};
    jobs::JobContext quiet;  // one node: no progress of its own; cancel follows the caller
    quiet.backend = Backend::Cpu;
    quiet.cancel = context.cancel;

    // The estimate and variance with the real values and the options as given.
    kriging::KrigingData base = subset(data, candidates);
    if (candidates.empty()) return preview;
    {
        kriging::KrigingData real = base;
        real.names = {data.names[0]};
        real.values.emplace_back();
        for (std::size_t i : candidates) real.values[0].push_back(data.values[0][i]);
        const kriging::KrigingResult r = kriging::krige(real, target, options, quiet);
        preview.estimate = r.estimate[0][0];
        preview.variance = r.variance(0)[0];
        preview.estimated = std::isfinite(preview.estimate);
    }
    if (!preview.estimated) return preview;

    // Weights: unit vectors as values; simple kriging with mean 0 so that the estimate is the
    // weighted sum itself.
    kriging::KrigingOptions weightOptions = options;
    weightOptions.mean = 0;
    weightOptions.diagnostics = false;
    for (std::size_t first = 0; first < candidates.size(); first += kColumnsPerRun) {
        context.checkCancelled();
        const std::size_t count = std::min(kColumnsPerRun, candidates.size() - first);
        kriging::KrigingData unit = base;
        unit.names.resize(count);
        unit.values.assign(count, std::vector<double>(candidates.size(), 0.0));
        for (std::size_t j = 0; j < count; ++j) {
            unit.names[j] = "w" + std::to_string(first + j);
            unit.values[j][first + j] = 1.0;
        }
        const kriging::KrigingResult r = kriging::krige(unit, target, weightOptions, quiet);
        for (std::size_t j = 0; j < count; ++j) {
            const double w = r.estimate[j][0];
            if (std::isfinite(w) && w != 0.0) preview.used.push_back({candidates[first + j], w});
        }
        context.report(double(first + count) / double(candidates.size()), "weights");
    }
    std::sort(preview.used.begin(), preview.used.end(),
              [](const NeighbourWeight& a, const NeighbourWeight& b) { return std::abs(a.weight) > std::abs(b.weight); });
    return preview;
}

}  // namespace strata::gui
