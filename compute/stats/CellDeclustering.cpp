#include "strata/stats/CellDeclustering.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <unordered_map>

#include "strata/core/Error.h"
#include "strata/core/Progress.h"

namespace strata::stats {

namespace {

const char* const kStage = "declustering";

// Counts data per cell. A dense array while the cell network is small; a hash map otherwise
// (small cells over a large 3-D extent would need more memory than the data themselves).
class CellCounts {
public:
    CellCounts(std::uint64_t cells, std::size_t data) : dense_(cells <= std::max<std::uint64_t>(1u << 20, 4 * data)) {
        if (dense_) counts_.assign(static_cast<std::size_t>(cells), 0.0);
    }
    void add(std::uint64_t cell) {
        if (dense_)
            counts_[static_cast<std::size_t>(cell)] += 1.0;
        else
            sparse_[cell] += 1.0;
    }
    double operator[](std::uint64_t cell) const {
        return dense_ ? counts_[static_cast<std::size_t>(cell)] : sparse_.at(cell);
    }

private:
    bool dense_;
    std::vector<double> counts_;
    std::unordered_map<std::uint64_t, double> sparse_;
};

struct Datum {
    double x, y, z, value;
};

}  // namespace

void CellDeclusteringOptions::validate() const {
    if (cellSizes < 1) throw ValidationError(kStage, "cell sizes", "must be >= 1 (got " + std::to_string(cellSizes) + ")");
    if (!(minCellSize > 0))
        throw ValidationError(kStage, "minimum cell size", "must be > 0 (got " + std::to_string(minCellSize) + ")");
    if (!(maxCellSize >= minCellSize))
        throw ValidationError(kStage, "maximum cell size",
                              "must be >= the minimum cell size (got " + std::to_string(maxCellSize) + " < " +
                                  std::to_string(minCellSize) + ")");
    if (offsets < 1) throw ValidationError(kStage, "offsets", "must be >= 1 (got " + std::to_string(offsets) + ")");
    if (!(anisotropyY > 0) || !(anisotropyZ > 0))
        throw ValidationError(kStage, "anisotropy", "the y and z cell factors must be > 0");
    if (!(trimMax > trimMin)) throw ValidationError(kStage, "trimming limits", "the maximum must be above the minimum");
}

CellDeclusteringResult declusterCells(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                                      std::span<const double> values, const CellDeclusteringOptions& options,
                                      const CancelToken* cancel, Progress* progress) {
    options.validate();
    const std::size_t n = values.size();
    if (x.size() != n || y.size() != n || (!z.empty() && z.size() != n))
        throw ValidationError(kStage, "coordinates", "x, y (and z) must have one entry per value");

    CellDeclusteringResult result;
    result.weights.assign(n, std::numeric_limits<double>::quiet_NaN());
    std::vector<Datum> data;
    std::vector<std::size_t> source;  // index of each datum used in the input
    for (std::size_t i = 0; i < n; ++i) {
        const double zi = z.empty() ? 0.0 : z[i];
        const double v = values[i];
        if (std::isnan(v) || std::isnan(x[i]) || std::isnan(y[i]) || std::isnan(zi)) continue;
        if (v < options.trimMin || v >= options.trimMax) continue;
        data.push_back({x[i], y[i], zi, v});
        source.push_back(i);
    }
    const std::size_t nd = data.size();
    if (nd < 2) throw ValidationError(kStage, "data", "needs at least two data with values (got " + std::to_string(nd) + ")");
    result.used = nd;

    double xmin = data[0].x, xmax = xmin, ymin = data[0].y, ymax = ymin, zmin = data[0].z, zmax = zmin, sum = 0;
    for (const Datum& d : data) {
        xmin = std::min(xmin, d.x), xmax = std::max(xmax, d.x);
        ymin = std::min(ymin, d.y), ymax = std::max(ymax, d.y);
        zmin = std::min(zmin, d.z), zmax = std::max(zmax, d.z);
        sum += d.value;
    }
    result.equalWeightMean = sum / static_cast<double>(nd);
    result.curve.push_back({0.0, result.equalWeightMean});

    // "Best so far" starts at equal weights, as declus does.
    std::vector<double> best(nd, 1.0), weights(nd);
    double bestMean = result.equalWeightMean, bestSize = 0;
    std::vector<std::uint64_t> cellOf(nd);
    const double xo1 = xmin - 0.01, yo1 = ymin - 0.01, zo1 = zmin - 0.01;
    const double increment = (options.maxCellSize - options.minCellSize) / options.cellSizes;
    const double offsets = options.offsets;
    const int steps = options.cellSizes + 1;
    for (int lp = 0; lp < steps; ++lp) {
        const double xcs = options.minCellSize + lp * increment;
        const double ycs = xcs * options.anisotropyY, zcs = xcs * options.anisotropyZ;
        // As declus: one cell more than the first origin needs, because the shifted origins lie
        // up to one cell size further down.
        const auto cellsAlong = [](double hi, double origin, double size) {
            return static_cast<std::uint64_t>((hi - (origin - size)) / size) + 1;
        };
        const std::uint64_t ncx = cellsAlong(xmax, xo1, xcs), ncy = cellsAlong(ymax, yo1, ycs), ncz = cellsAlong(zmax, zo1, zcs);
        const double xfac = std::min(xcs / offsets, 0.5 * (xmax - xmin));
        const double yfac = std::min(ycs / offsets, 0.5 * (ymax - ymin));
        const double zfac = std::min(zcs / offsets, 0.5 * (zmax - zmin));
        std::fill(weights.begin(), weights.end(), 0.0);
        for (int kp = 0; kp < options.offsets; ++kp) {
            if (cancel) cancel->check();
            const double xo = xo1 - kp * xfac, yo = yo1 - kp * yfac, zo = zo1 - kp * zfac;
            CellCounts counts(ncx * ncy * ncz, nd);
            for (std::size_t i = 0; i < nd; ++i) {
                const auto ix = static_cast<std::uint64_t>((data[i].x - xo) / xcs);
                const auto iy = static_cast<std::uint64_t>((data[i].y - yo) / ycs);
                const auto iz = static_cast<std::uint64_t>((data[i].z - zo) / zcs);
                cellOf[i] = ix + ncx * (iy + ncy * iz);
                counts.add(cellOf[i]);
            }
            double total = 0;
            for (std::size_t i = 0; i < nd; ++i) total += 1.0 / counts[cellOf[i]];
            for (std::size_t i = 0; i < nd; ++i) weights[i] += 1.0 / counts[cellOf[i]] / total;
            if (progress) progress->report((lp * offsets + kp + 1) / (steps * offsets), "cell declustering");
        }
        double weightSum = 0, weighted = 0;
        for (std::size_t i = 0; i < nd; ++i) {
            weightSum += weights[i];
            weighted += weights[i] * data[i].value;
        }
        const double mean = weighted / weightSum;
        result.curve.push_back({xcs, mean});
        if ((!options.maximiseMean && mean < bestMean) || (options.maximiseMean && mean > bestMean) || options.cellSizes == 1) {
            bestMean = mean;
            bestSize = xcs;
            best = weights;
        }
    }

    double total = 0;
    for (double w : best) total += w;
    const double scale = static_cast<double>(nd) / total;
    for (std::size_t i = 0; i < nd; ++i) result.weights[source[i]] = best[i] * scale;
    result.declusteredMean = bestMean;
    result.bestCellSize = bestSize;
    return result;
}

}  // namespace strata::stats
