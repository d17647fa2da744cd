#include "NearestCellGrid.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace strata::kriging {

namespace {
// A lambda, so that nth_element and sort inline the comparison. Distance, then index, as one
// unsigned 128-bit comparison (one branch instead of two): squared distances are never negative
// or NaN, and the bits of a non-negative double order as the double does.
constexpr auto closer = [](const search::Neighbour& a, const search::Neighbour& b) noexcept {
    using Key = unsigned __int128;
    const Key ka = Key(std::bit_cast<std::uint64_t>(a.squaredDistance)) << 64 | Key(a.index);
    const Key kb = Key(std::bit_cast<std::uint64_t>(b.squaredDistance)) << 64 | Key(b.index);
    return ka < kb;
};

// The k nearest of the candidates, in order, by ranking: a candidate's place is the number of
// candidates before it in (distance, index) order, counted against all m candidates with
// comparisons that vectorise (m^2 of them, 8 at a time on AVX-512, no branch); the k with a
// place below k are written there. Same order as sorting with `closer` (the pairs are
// distinct), and for the usual m <= 2 k about three times cheaper than nth_element + sort,
// whose branches mispredict (measured at k = 64). Indices compare as doubles (exact below 2^53).
// Only with AVX2 or AVX-512: with SSE2's two lanes ranking is slower than sorting (measured:
// 12.2 vs 6.9 us per target at k = 64 for the whole kriging).
constexpr std::size_t kMaxRanked = 256;

struct RankInput {
    const double* distance;
    const double* index;
    int count;
};

[[gnu::always_inline]] inline void rankLanes(const RankInput& in, int* rank) {
    const double* d = in.distance;
    const double* id = in.index;
    int i = 0;
    for (; i + 4 <= in.count; i += 4) {  // four candidates per pass: each loaded vector used 4 times
        std::int64_t b0 = 0, b1 = 0, b2 = 0, b3 = 0;
        const double d0 = d[i], d1 = d[i + 1], d2 = d[i + 2], d3 = d[i + 3];
        const double i0 = id[i], i1 = id[i + 1], i2 = id[i + 2], i3 = id[i + 3];
        for (int j = 0; j < in.count; ++j) {
            const double dj = d[j], ij = id[j];
            b0 += (dj < d0) | ((dj == d0) & (ij < i0));
            b1 += (dj < d1) | ((dj == d1) & (ij < i1));
            b2 += (dj < d2) | ((dj == d2) & (ij < i2));
            b3 += (dj < d3) | ((dj == d3) & (ij < i3));
        }
        rank[i] = int(b0);
        rank[i + 1] = int(b1);
        rank[i + 2] = int(b2);
        rank[i + 3] = int(b3);
    }
    for (; i < in.count; ++i) {
        const double di = d[i], ii = id[i];
        std::int64_t before = 0;
        for (int j = 0; j < in.count; ++j) before += (d[j] < di) | ((d[j] == di) & (id[j] < ii));
        rank[i] = int(before);
    }
}

using RankKernel = void (*)(const RankInput&, int*);
[[gnu::target("arch=x86-64-v4")]] void rankAvx512(const RankInput& in, int* rank) { rankLanes(in, rank); }
[[gnu::target("arch=x86-64-v3")]] void rankAvx2(const RankInput& in, int* rank) { rankLanes(in, rank); }

// Null without AVX2.
RankKernel rankKernel() {
    static const RankKernel kernel = __builtin_cpu_supports("x86-64-v4")   ? rankAvx512
                                     : __builtin_cpu_supports("x86-64-v3") ? rankAvx2
                                                                           : nullptr;
    return kernel;
}

void rankNearest(RankKernel kernel, std::vector<search::Neighbour>& out, std::size_t k) {
    const int m = int(out.size());
    double distance[kMaxRanked], index[kMaxRanked];
    search::Neighbour candidates[kMaxRanked];
    int rank[kMaxRanked];
    for (int i = 0; i < m; ++i) {
        candidates[i] = out[std::size_t(i)];
        distance[i] = candidates[i].squaredDistance;
        index[i] = double(candidates[i].index);
    }
    kernel(RankInput{distance, index, m}, rank);
    out.resize(std::min(out.size(), k));
    for (int i = 0; i < m; ++i)
        if (std::size_t(rank[i]) < k) out[std::size_t(rank[i])] = candidates[i];
}

// Cells to visit beyond which the tree is the cheaper answer (the bound is loose: a jump
// between targets, or data too sparse for the cells).
std::size_t maxCells(std::size_t k) { return 8 * k + 64; }
}  // namespace

NearestCellGrid::NearestCellGrid(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                                 int dimension, const AnisotropicMetric& metric)
    : dimension_(dimension), metric_(metric) {
    const std::size_t n = x.size();
    // The frame of search::NeighbourSearch: the same centroid, the same matrix, the same
    // number of axes, so that squared distances agree to the last bit.
    for (std::size_t i = 0; i < n; ++i) {
        centroid_[0] += x[i];
        centroid_[1] += y[i];
        if (dimension == 3) centroid_[2] += z[i];
    }
    if (n > 0)
        for (double& c : centroid_) c /= double(n);
    frameDim_ = (dimension == 3 || metric.m[2][0] != 0.0 || metric.m[2][1] != 0.0) ? 3 : 2;

    std::vector<double> f(n * 3, 0.0);
    double hi[3] = {0, 0, 0};
    for (int d = 0; d < 3; ++d) {
        lo_[d] = std::numeric_limits<double>::infinity();
        hi[d] = -lo_[d];
    }
    for (std::size_t i = 0; i < n; ++i) {
        toFrame(x[i], y[i], dimension == 3 ? z[i] : 0.0, &f[3 * i]);
        for (int d = 0; d < frameDim_; ++d) {
            lo_[d] = std::min(lo_[d], f[3 * i + std::size_t(d)]);
            hi[d] = std::max(hi[d], f[3 * i + std::size_t(d)]);
        }
    }
    if (n == 0) return;
    // About two data per cell over the bounding box; fewer cells for thin or degenerate layouts.
    double extent[3] = {1, 1, 1}, largest = 0;
    for (int d = 0; d < frameDim_; ++d) largest = std::max(largest, hi[d] - lo_[d]);
    double volume = 1;
    for (int d = 0; d < frameDim_; ++d) {
        extent[d] = std::max(hi[d] - lo_[d], 1e-9 * std::max(largest, 1.0));
        volume *= extent[d];
    }
    cell_ = std::pow(volume / std::max(1.0, double(n) / 2), 1.0 / frameDim_);
    const double cellLimit = 2.0 * double(n) + 64;
    for (;;) {
        double cells = 1;
        for (int d = 0; d < frameDim_; ++d) {
            count_[d] = std::int64_t(std::floor(extent[d] / cell_)) + 1;
            cells *= double(count_[d]);
        }
        if (cells <= cellLimit) break;
        cell_ *= 1.25;
    }
    const std::size_t cells = std::size_t(count_[0] * count_[1] * count_[2]);
    std::vector<std::uint32_t> cellOf(n);
    start_.assign(cells + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        std::int64_t c[3] = {0, 0, 0};
        for (int d = 0; d < frameDim_; ++d)
            c[d] = std::min(std::int64_t((f[3 * i + std::size_t(d)] - lo_[d]) / cell_), count_[d] - 1);
        cellOf[i] = std::uint32_t((c[2] * count_[1] + c[1]) * count_[0] + c[0]);
        ++start_[cellOf[i] + 1];
    }
    for (std::size_t c = 0; c < cells; ++c) start_[c + 1] += start_[c];
    std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
    fx_.resize(n);
    fy_.resize(n);
    fz_.resize(n);
    index_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {  // input order within a cell
        const std::uint32_t at = fill[cellOf[i]]++;
        fx_[at] = f[3 * i];
        fy_[at] = f[3 * i + 1];
        fz_[at] = f[3 * i + 2];
        index_[at] = std::uint32_t(i);
    }
}

void NearestCellGrid::toFrame(double x, double y, double z, double* q) const noexcept {
    const double d[3] = {x - centroid_[0], y - centroid_[1], dimension_ == 3 ? z - centroid_[2] : 0.0};
    for (int r = 0; r < 3; ++r)
        q[r] = r < frameDim_ ? metric_.m[r][0] * d[0] + metric_.m[r][1] * d[1] + metric_.m[r][2] * d[2] : 0.0;
}

void NearestCellGrid::remember(double x, double y, double z, std::size_t k, const std::vector<search::Neighbour>& found,
                               Cursor& cursor) const {
    toFrame(x, y, z, cursor.q);
    cursor.valid = true;
    cursor.full = k > 0 && found.size() == k;
    cursor.kthSquared = cursor.full ? found.back().squaredDistance : 0.0;
}

bool NearestCellGrid::nearest(double x, double y, double z, std::size_t k, double radius, Cursor& cursor,
                              std::vector<search::Neighbour>& out) const {
    if (!cursor.valid || index_.empty() || k == 0) return false;
    double q[3];
    toFrame(x, y, z, q);
    const double maxSquared = std::isinf(radius) ? radius : radius * radius;
    double bound;  // a radius that holds the k nearest
    bool byRadius;
    if (cursor.full) {
        double s2 = 0;
        for (int d = 0; d < frameDim_; ++d) s2 += (q[d] - cursor.q[d]) * (q[d] - cursor.q[d]);
        // Rounding in the distances is ~1e-16 relative; the margin only adds candidates.
        bound = (std::sqrt(cursor.kthSquared) + std::sqrt(s2)) * (1 + 1e-9);
        byRadius = bound * bound >= maxSquared;
    } else {
        byRadius = true;
    }
    if (byRadius) {
        if (std::isinf(radius)) return false;
        bound = radius * (1 + 1e-9);
    }

    std::int64_t i0[3] = {0, 0, 0}, i1[3] = {0, 0, 0};
    double visit = 1;
    for (int d = 0; d < frameDim_; ++d) {
        const double a = std::floor((q[d] - bound - lo_[d]) / cell_), b = std::floor((q[d] + bound - lo_[d]) / cell_);
        const double top = double(count_[d] - 1);
        i0[d] = std::int64_t(std::clamp(a, 0.0, top));
        i1[d] = std::int64_t(std::clamp(b, 0.0, top));
        visit *= double(i1[d] - i0[d] + 1);
    }
    if (visit > double(maxCells(k))) return false;

    const double keep = byRadius ? maxSquared : std::min(bound * bound, maxSquared);
    out.clear();
    const bool three = frameDim_ == 3;
    for (std::int64_t cz = i0[2]; cz <= i1[2]; ++cz)
        for (std::int64_t cy = i0[1]; cy <= i1[1]; ++cy) {
            const std::int64_t row = (cz * count_[1] + cy) * count_[0];
            const std::uint32_t first = start_[std::size_t(row + i0[0])], last = start_[std::size_t(row + i1[0] + 1)];
            // Every point of the row written, the count advanced for those kept: about half
            // are, which a branch would mispredict.
            std::size_t kept = out.size();
            out.resize(kept + (last - first));
            search::Neighbour* o = out.data();
            for (std::uint32_t p = first; p < last; ++p) {
                // nanoflann's L2_Simple_Adaptor: 0 + diff0^2 + diff1^2 (+ diff2^2), query minus point
                const double d0 = q[0] - fx_[p], d1 = q[1] - fy_[p];
                double d2 = 0;
                d2 += d0 * d0;
                d2 += d1 * d1;
                if (three) {
                    const double e = q[2] - fz_[p];
                    d2 += e * e;
                }
                o[kept] = {index_[p], d2};
                kept += d2 <= keep ? 1 : 0;
            }
            out.resize(kept);
        }
    if (out.size() < k && !byRadius) return false;  // cannot happen with exact bounds; the tree settles it
    if (out.size() <= kMaxRanked && rankKernel()) {
        rankNearest(rankKernel(), out, k);
    } else {
        if (out.size() > k) {
            std::nth_element(out.begin(), out.begin() + std::ptrdiff_t(k), out.end(), closer);
            out.resize(k);
        }
        std::sort(out.begin(), out.end(), closer);
    }
    remember(x, y, z, k, out, cursor);
    return true;
}

}  // namespace strata::kriging
