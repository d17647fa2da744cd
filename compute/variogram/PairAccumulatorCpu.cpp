// The CPU backend of the experimental variogram: tiles of nearby points, tile pairs culled by
// distance and direction cones, the surviving pairs classified with gamv's arithmetic
// (PairGeometry.h) on all cores, each tile of tails summing into its own doubles.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <vector>

#include "PairGeometry.h"
#include "SpatialTiles.h"
#include "VariogramData.h"
#include "strata/core/Parallel.h"
#include "strata/core/Progress.h"
#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram {

namespace {

using detail::PairDelta;

// The data in tile order, so that a tile's points are contiguous.
struct SortedData {
    std::vector<float> x, y, z;
    std::vector<std::uint32_t> index;  // original point index (gamv's file order)
    std::vector<float> values;         // values[v * n + position]
};

SortedData sortData(const PairProblem& p, const detail::SpatialTiles& tiles) {
    const std::size_t n = p.pointCount;
    SortedData s;
    s.x.resize(n);
    s.y.resize(n);
    s.z.resize(n);
    s.index = tiles.order;
    s.values.resize(p.valueCount * n);
    for (std::size_t q = 0; q < n; ++q) {
        const std::uint32_t i = tiles.order[q];
        s.x[q] = p.x[i];
        s.y[q] = p.y[i];
        s.z[q] = p.z[i];
        for (std::size_t v = 0; v < p.valueCount; ++v) s.values[v * n + q] = p.values[v * n + i];
    }
    return s;
}

std::size_t tileSizeFor(std::size_t n) {
    // Small tiles cull well; at most ~2000 tiles keep the tile-pair tests cheap.
    return std::max<std::size_t>(64, (n + 2047) / 2048);
}

class TilePairWorker {
public:
    TilePairWorker(const PairProblem& p, const SortedData& s, double* sums)
        : p_(p), s_(s), sums_(sums), lags_(detail::lagTable(p, p.lowerHs, p.upperHs)) {}

    // All pairs (i in tile a, j in tile b), i before j when a == b, for directions
    // firstDirection + k with bit k set in mask.
    std::uint64_t run(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, bool diagonal,
                      int firstDirection, unsigned mask) {
        std::uint64_t tested = 0;
        for (std::size_t pa = a0; pa < a1; ++pa) {
            const float xi = s_.x[pa], yi = s_.y[pa], zi = s_.z[pa];
            const std::uint32_t oi = s_.index[pa];
            const std::size_t start = diagonal ? pa + 1 : b0;
            tested += b1 > start ? b1 - start : 0;
            for (std::size_t pb = start; pb < b1; ++pb) {
                // gamv's orientation: dx = x(j) - x(i) with i before j in the file.
                const bool forward = oi < s_.index[pb];
                float dx = detail::subRn(s_.x[pb], xi), dy = detail::subRn(s_.y[pb], yi), dz = detail::subRn(s_.z[pb], zi);
                if (!forward) {
                    dx = -dx;
                    dy = -dy;
                    dz = -dz;
                }
                const PairDelta d = detail::pairDelta(dx, dy, dz);
                if (d.hs > p_.maxHs) continue;
                const float h = detail::sqrtRn(d.hs);
                int rowBegin = 0, rowEnd = 0;
                if (!detail::lagRows(d.hs, h, lags_, rowBegin, rowEnd)) continue;
                const std::size_t i = forward ? pa : pb, j = forward ? pb : pa;
                for (unsigned bits = mask; bits; bits &= bits - 1) {
                    const int dir = firstDirection + __builtin_ctz(bits);
                    const DirectionConstants& dc = p_.directions[dir];
                    const int cls = detail::classifyPair(d, rowBegin == 0, dc);
                    if (cls == detail::kReject) continue;
                    addVariograms(dir, cls == detail::kTailFirst ? i : j, cls == detail::kTailFirst ? j : i,
                                  dc.omni != 0, rowBegin, rowEnd, double(h));
                }
            }
        }
        return tested;
    }

private:
    // t: the point giving the tail value, u: the point giving the head value.
    void addVariograms(int dir, std::size_t t, std::size_t u, bool omni, int rowBegin, int rowEnd, double h) {
        const std::size_t n = p_.pointCount;
        for (int v = 0; v < p_.variogramCount; ++v) {
            const VariogramConstants& vc = p_.variograms[v];
            const float* tail = s_.values.data() + std::size_t(vc.tailValue) * n;
            const float* head = s_.values.data() + std::size_t(vc.headValue) * n;
            detail::RecordSink sink{sums_ + p_.record(dir, v, 0) * kQuantityCount, rowBegin, rowEnd, h};
            detail::addPair(vc.type, omni, tail[t], head[u], head[t], tail[u], p_.trimMin, p_.trimMax, sink);
        }
    }

    const PairProblem& p_;
    const SortedData& s_;
    double* sums_;
    detail::LagTable lags_;
};

}  // namespace

void accumulatePairsCpu(const PairProblem& problem, double* sums, PairTimings& timings, const CancelToken* cancel,
                        Progress* progress) {
    const auto start = std::chrono::steady_clock::now();
    const std::size_t n = problem.pointCount;
    const detail::SpatialTiles tiles = detail::buildSpatialTiles(problem.x, problem.y, problem.z, n, tileSizeFor(n));
    const SortedData sorted = sortData(problem, tiles);
    const std::size_t nt = tiles.tileCount();
    const std::size_t recordValues = problem.recordCount() * kQuantityCount;
    timings.backend = "cpu (" + std::to_string(hardwareThreads()) + " threads)";
    timings.prepareMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    std::mutex merge;
    std::atomic<std::uint64_t> tested{0};
    ParallelOptions options;
    options.chunk = 1;  // one tile of tails per chunk; the first tiles have the most partners
    options.cancel = cancel;
    options.progress = progress;
    options.message = "variogram pairs";
    const auto kernelStart = std::chrono::steady_clock::now();
    // Directions are culled in groups of 32, the width of a mask.
    parallelChunks(nt, options, [&](std::size_t a, std::size_t) {
        std::vector<double> local(recordValues, 0.0);
        TilePairWorker worker(problem, sorted, local.data());
        std::uint64_t localTested = 0;
        for (std::size_t b = a; b < nt; ++b)
            for (int first = 0; first < problem.directionCount; first += 32) {
                const int count = std::min(32, problem.directionCount - first);
                const unsigned mask =
                    detail::tilePairMask(tiles.boxes[a], tiles.boxes[b], problem, problem.directions, first, count);
                if (mask)
                    localTested += worker.run(tiles.begin[a], tiles.begin[a + 1], tiles.begin[b], tiles.begin[b + 1],
                                              a == b, first, mask);
            }
        tested += localTested;
        std::lock_guard lock(merge);
        for (std::size_t k = 0; k < recordValues; ++k) sums[k] += local[k];
    });
    timings.kernelMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kernelStart).count();
    timings.pairsTested += tested.load();
}

}  // namespace strata::variogram
