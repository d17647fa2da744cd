#include "strata/variogram/DownholeVariogram.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "VariogramData.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::variogram {

DownholeVariogram computeDownholeVariogram(const DownholeInput& in, const DownholeOptions& options,
                                           const CancelToken* cancel, Progress* progress) {
    const std::string stage = "downhole variogram";
    const std::size_t n = in.values.size();
    if (in.holes.size() != n)
        throw ValidationError(stage, "holes", "needs one hole identifier per sample (got " + std::to_string(in.holes.size()) +
                                                  " for " + std::to_string(n) + " samples)");
    const bool alongDepth = !in.depth.empty();
    if (alongDepth && in.depth.size() != n)
        throw ValidationError(stage, "depth", "needs one depth per sample");
    if (!alongDepth && (in.x.size() != n || in.y.size() != n || in.z.size() != n))
        throw ValidationError(stage, "coordinates", "give either a depth per sample or x, y, z per sample");
    ExperimentalVariogramOptions check;
    check.lags = options.lags;
    check.variograms = {{0, 0, options.type, options.cutoff}};
    check.trimMin = options.trimMin;
    check.trimMax = options.trimMax;
    check.validate(stage, 1);
    if (options.type == VariogramType::CrossSemivariogram)
        throw ValidationError(stage, "type", "a down-hole variogram has a single variable");

    VariogramInput vin;
    vin.x.assign(n, 0.0);
    vin.names = {in.name};
    vin.variables = {in.values};
    const detail::PreparedVariables vars =
        detail::prepareVariables(vin, check.variograms, options.trimMin, options.trimMax, stage);
    const std::vector<float>& values = vars.values[vars.tail[0]];

    // Samples of each hole, ordered along the hole (file order without depths).
    std::map<std::string, std::vector<std::size_t>> byHole;
    for (std::size_t k = 0; k < vars.rows.size(); ++k) {
        const std::size_t r = vars.rows[k];
        const double position = alongDepth ? in.depth[r] : in.x[r] + in.y[r] + in.z[r];
        if (!std::isfinite(position))
            throw ValidationError(stage, alongDepth ? "depth" : "coordinates",
                                  "sample " + std::to_string(r + 1) + " has no position along its hole");
        byHole[in.holes[r]].push_back(k);
    }
    std::vector<const std::vector<std::size_t>*> holes;
    for (auto& [name, samples] : byHole) {
        if (alongDepth)
            std::stable_sort(samples.begin(), samples.end(),
                             [&](std::size_t a, std::size_t b) { return in.depth[vars.rows[a]] < in.depth[vars.rows[b]]; });
        holes.push_back(&samples);
    }

    const int rowCount = options.lags.count + 2;
    const double xlag = options.lags.separation;
    const double xltol = options.lags.tolerance <= 0 ? 0.5 * xlag : options.lags.tolerance;
    const double reach = (options.lags.count + 0.5) * xlag;
    const int type = int(options.type);
    std::vector<double> sums(std::size_t(rowCount) * kQuantityCount, 0.0);
    std::mutex merge;
    ParallelOptions po;
    po.chunk = 16;
    po.cancel = cancel;
    po.progress = progress;
    po.message = "down-hole pairs";
    parallelChunks(holes.size(), po, [&](std::size_t begin, std::size_t end) {
        std::vector<double> local(sums.size(), 0.0);
        for (std::size_t hIndex = begin; hIndex < end; ++hIndex) {
            const std::vector<std::size_t>& s = *holes[hIndex];
            for (std::size_t a = 0; a < s.size(); ++a) {
                const std::size_t i = vars.rows[s[a]];
                for (std::size_t b = a; b < s.size(); ++b) {
                    const std::size_t j = vars.rows[s[b]];
                    double h;
                    if (alongDepth) {
                        h = std::abs(in.depth[j] - in.depth[i]);
                        if (h > reach) break;  // sorted along the hole
                    } else {
                        const double dx = in.x[j] - in.x[i], dy = in.y[j] - in.y[i], dz = in.z[j] - in.z[i];
                        h = std::sqrt(dx * dx + dy * dy + dz * dz);
                        if (h > reach) continue;
                    }
                    int rowBegin = 0, rowEnd = 1;
                    if (h > double(detail::kEpsilon)) {
                        rowBegin = std::max(1, int(std::ceil((h - xltol) / xlag)) + 1);
                        rowEnd = std::min(rowCount, int(std::floor((h + xltol) / xlag)) + 2);
                        while (rowBegin > 1 && h <= (rowBegin - 2) * xlag + xltol) --rowBegin;
                        while (rowBegin < rowCount && h > (rowBegin - 1) * xlag + xltol) ++rowBegin;
                        while (rowEnd < rowCount && h >= (rowEnd - 1) * xlag - xltol) ++rowEnd;
                        while (rowEnd > rowBegin && h < (rowEnd - 2) * xlag - xltol) --rowEnd;
                        if (rowBegin >= rowEnd) continue;
                    }
                    detail::RecordSink sink{local.data(), rowBegin, rowEnd, h};
                    const float vi = values[s[a]], vj = values[s[b]];
                    detail::addPair(type, false, vi, vj, vi, vj, vars.trimMin, vars.trimMax, sink);
                }
            }
        }
        std::lock_guard lock(merge);
        for (std::size_t k = 0; k < sums.size(); ++k) sums[k] += local[k];
    });

    DownholeVariogram result;
    result.holes = holes.size();
    result.samples = vars.rows.size();
    result.sill = vars.sills[vars.tail[0]];
    for (int row = 0; row < rowCount; ++row)
        result.rows.push_back(detail::finishRow(sums.data() + std::size_t(row) * kQuantityCount, options.type, false,
                                                result.sill, result.sill, options.standardizeSills, true));
    return result;
}

}  // namespace strata::variogram
