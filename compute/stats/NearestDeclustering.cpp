#include "strata/stats/NearestDeclustering.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>

#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::stats {

namespace {

const char* const kStage = "declustering";
constexpr std::size_t kMaxNodes = 100'000'000;  // 400 MB of node owners

// The lattice over the region: node counts along the axes the data spread along (1 elsewhere),
// node i's coordinates by its index, x fastest.
struct Lattice {
    std::array<double, 3> low{}, step{};
    std::array<std::size_t, 3> count{1, 1, 1};
    std::size_t size() const { return count[0] * count[1] * count[2]; }
    std::array<double, 3> node(std::size_t i) const {
        const std::size_t ix = i % count[0], iy = (i / count[0]) % count[1], iz = i / (count[0] * count[1]);
        return {low[0] + (double(ix) + 0.5) * step[0], low[1] + (double(iy) + 0.5) * step[1],
                low[2] + (double(iz) + 0.5) * step[2]};
    }
};

struct Region {
    Lattice lattice;
    double measure = 1;  // area or volume
    int dimension = 0;
};

Region regionOf(const std::array<std::vector<double>, 3>& xyz, const NearestDeclusteringOptions& options) {
    std::array<double, 3> lo{}, extent{};
    for (int a = 0; a < 3; ++a) {
        const auto [mn, mx] = std::minmax_element(xyz[a].begin(), xyz[a].end());
        lo[a] = *mn;
        extent[a] = *mx - *mn;
    }
    const double widest = *std::max_element(extent.begin(), extent.end());
    if (!(widest > 0)) throw ValidationError(kStage, "data", "all data lie at one location: no cell to weigh them by");
    Region r;
    std::array<bool, 3> spread{};
    for (int a = 0; a < 3; ++a) {
        spread[a] = extent[a] > 1e-9 * widest;
        if (!spread[a]) continue;  // one node along an axis the data do not spread along
        lo[a] -= options.margin;
        extent[a] += 2 * options.margin;
        r.measure *= extent[a];
        ++r.dimension;
    }
    const double spacing = std::pow(r.measure / double(options.nodes), 1.0 / r.dimension);
    for (int a = 0; a < 3; ++a) {
        if (spread[a]) r.lattice.count[a] = std::max<std::size_t>(1, std::size_t(std::llround(extent[a] / spacing)));
        r.lattice.step[a] = spread[a] ? extent[a] / double(r.lattice.count[a]) : 1.0;
        r.lattice.low[a] = spread[a] ? lo[a] : lo[a] - 0.5;  // the single node sits on the data
    }
    return r;
}

// Data at one location share what the search gave the first of them (its tie rule: lowest index).
void shareAmongCoincident(const std::array<std::vector<double>, 3>& xyz, std::vector<double>& cells) {
    std::vector<std::size_t> order(cells.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto at = [&](std::size_t i) { return std::array<double, 3>{xyz[0][i], xyz[1][i], xyz[2][i]}; };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return at(a) < at(b); });
    for (std::size_t begin = 0; begin < order.size();) {
        std::size_t end = begin + 1;
        while (end < order.size() && at(order[end]) == at(order[begin])) ++end;
        double total = 0;
        for (std::size_t k = begin; k < end; ++k) total += cells[order[k]];
        for (std::size_t k = begin; k < end; ++k) cells[order[k]] = total / double(end - begin);
        begin = end;
    }
}

}  // namespace

void NearestDeclusteringOptions::validate() const {
    if (!(margin >= 0) || !std::isfinite(margin))
        throw ValidationError(kStage, "margin", "must be a finite number >= 0 (got " + std::to_string(margin) + ")");
    if (nodes < 100 || nodes > kMaxNodes)
        throw ValidationError(kStage, "nodes",
                              "must be in [100, " + std::to_string(kMaxNodes) + "] (got " + std::to_string(nodes) + ")");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming limits", "the maximum must be above the minimum");
}

NearestDeclusteringResult declusterNearest(std::span<const double> x, std::span<const double> y,
                                           std::span<const double> z, std::span<const double> values,
                                           const NearestDeclusteringOptions& options, const CancelToken* cancel) {
    options.validate();
    const std::size_t n = values.size();
    if (x.size() != n || y.size() != n || (!z.empty() && z.size() != n))
        throw ValidationError(kStage, "coordinates", "x, y (and z) must have one entry per value");

    NearestDeclusteringResult result;
    result.weights.assign(n, std::numeric_limits<double>::quiet_NaN());
    std::array<std::vector<double>, 3> xyz;
    std::vector<double> used;
    std::vector<std::size_t> source;
    for (std::size_t i = 0; i < n; ++i) {
        const double zi = z.empty() ? 0.0 : z[i];
        if (!std::isfinite(values[i]) || !std::isfinite(x[i]) || !std::isfinite(y[i]) || !std::isfinite(zi)) continue;
        if (values[i] < options.trimMin || values[i] >= options.trimMax) continue;
        xyz[0].push_back(x[i]);
        xyz[1].push_back(y[i]);
        xyz[2].push_back(zi);
        used.push_back(values[i]);
        source.push_back(i);
    }
    const std::size_t nd = used.size();
    if (nd < 2) throw ValidationError(kStage, "data", "needs at least two data with values (got " + std::to_string(nd) + ")");
    result.used = nd;

    const Region region = regionOf(xyz, options);
    result.region = region.measure;
    result.dimension = region.dimension;
    const search::NeighbourSearch search(xyz[0], xyz[1], xyz[2], 3);
    const Lattice& lattice = region.lattice;
    std::vector<std::uint32_t> owner(lattice.size());
    ParallelOptions parallel;
    parallel.chunk = 16384;
    parallel.cancel = cancel;
    parallelChunks(lattice.size(), parallel, [&](std::size_t begin, std::size_t end) {
        std::vector<search::Neighbour> nearest;
        for (std::size_t i = begin; i < end; ++i) {
            const auto p = lattice.node(i);
            search.nearest(p[0], p[1], p[2], 1, nearest);
            owner[i] = std::uint32_t(nearest.front().index);
        }
    });
    std::vector<double> cells(nd, 0.0);
    for (std::uint32_t o : owner) cells[o] += 1;
    shareAmongCoincident(xyz, cells);

    // Weights average 1 over the data used, as the cell weights do.
    const double scale = double(nd) / double(lattice.size());
    double sum = 0, weighted = 0;
    for (std::size_t k = 0; k < nd; ++k) {
        result.weights[source[k]] = cells[k] * scale;
        sum += used[k];
        weighted += cells[k] * used[k];
    }
    result.equalWeightMean = sum / double(nd);
    result.declusteredMean = weighted / double(lattice.size());
    return result;
}

}  // namespace strata::stats
