// The CPU backend of the experimental variogram: points sorted into a grid of cells; the runs of
// neighbouring cells (consecutive in memory) in which some pair can be within the largest lag and
// in a direction's cone are listed once (conservative box tests, PairGeometry.h); every cell then
// visits its runs, chunks of cells on all cores summing into their own doubles. The common case
// (one difference-type variogram of one variable, flat data) cuts runs into pieces: a piece
// wholly inside a direction's cone and bands is summed without classifying its pairs (exact
// lag thresholds on hs, sums per row in vector registers); other pieces classify blocks of pairs
// in a vectorised pass and sum the counted ones; everything else takes gamv's arithmetic per pair.
#include <algorithm>
#include <cmath>
#include <atomic>
#include <chrono>
#include <cstring>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#if defined(__SSE__)
#include <immintrin.h>
#endif

#include "PairGeometry.h"
#include "VariogramData.h"
#include "strata/core/Parallel.h"
#include "strata/core/Progress.h"
#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram {

namespace {

using detail::PairDelta;

constexpr std::size_t kWindowBlock = 256;  // head points classified per vectorised pass

// Points sorted into a regular grid of cells (counting sort), coordinates and values by cell.
struct CellGrid {
    float origin[3] = {0, 0, 0};
    float size = 1;
    int dims[3] = {1, 1, 1};
    std::vector<std::uint32_t> start;  // cell c holds positions [start[c], start[c + 1])
    std::vector<float> x, y, z;
    std::vector<std::uint32_t> index;  // original point index (gamv's file order)
    std::vector<float> values;         // values[v * n + position]

    std::size_t cellCount() const noexcept { return std::size_t(dims[0]) * std::size_t(dims[1]) * std::size_t(dims[2]); }
};

// Cells of about three points (up to eight for the window loop, windowSeparation > 0, while below
// half a lag separation), no finer than a 96th (flat data) or 12th (3-D) of the reach, and
// at most 4n cells. Fine cells cull the pairs outside a direction's cone closely; runs of cells
// (cellRuns) keep the cost per neighbouring cell low.
CellGrid buildCellGrid(const PairProblem& p, float reach, float windowSeparation) {
    const std::size_t n = p.pointCount;
    float lo[3] = {p.x[0], p.y[0], p.z[0]}, hi[3] = {p.x[0], p.y[0], p.z[0]};
    for (std::size_t i = 0; i < n; ++i) {
        const float q[3] = {p.x[i], p.y[i], p.z[i]};
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], q[k]);
            hi[k] = std::max(hi[k], q[k]);
        }
    }
    const bool flat = hi[2] == lo[2];
    double extent[3], volume = 1;
    int axes = 0;
    for (int k = 0; k < 3; ++k) {
        extent[k] = double(hi[k]) - double(lo[k]);
        if (extent[k] > 0) {
            volume *= extent[k];
            ++axes;
        }
    }
    double size = axes ? std::pow(volume / std::max(1.0, double(n) / 3.0), 1.0 / axes) : 1.0;
    if (axes && windowSeparation > 0)
        size = std::max(size, std::min(std::pow(volume / std::max(1.0, double(n) / 8.0), 1.0 / axes),
                                       0.5 * double(windowSeparation)));
    size = std::max(size, double(reach) / (flat ? 96.0 : 12.0));
    size = std::max(size, 1e-30);
    CellGrid g;
    for (;;) {
        std::size_t cells = 1;
        for (int k = 0; k < 3; ++k) {
            g.dims[k] = int(std::min(1.0e6, std::floor(extent[k] / size)) + 1);
            cells *= std::size_t(g.dims[k]);
        }
        if (cells <= std::max<std::size_t>(4 * n, 1024)) break;
        size *= 1.25;
    }
    g.size = float(size);
    for (int k = 0; k < 3; ++k) g.origin[k] = lo[k];
    auto cellOf = [&](std::size_t i) {
        const float q[3] = {p.x[i], p.y[i], p.z[i]};
        std::size_t c = 0;
        for (int k = 2; k >= 0; --k) {
            const int ck = std::min(g.dims[k] - 1, int((q[k] - g.origin[k]) / g.size));
            c = c * std::size_t(g.dims[k]) + std::size_t(std::max(ck, 0));
        }
        return c;
    };
    std::vector<std::uint32_t> cellIndex(n);
    g.start.assign(g.cellCount() + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
        cellIndex[i] = std::uint32_t(cellOf(i));
        ++g.start[cellIndex[i] + 1];
    }
    for (std::size_t c = 0; c < g.cellCount(); ++c) g.start[c + 1] += g.start[c];
    std::vector<std::uint32_t> fill(g.start.begin(), g.start.end() - 1);
    g.x.resize(n);
    g.y.resize(n);
    g.z.resize(n);
    g.index.resize(n);
    g.values.resize(p.valueCount * n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t q = fill[cellIndex[i]]++;
        g.x[q] = p.x[i];
        g.y[q] = p.y[i];
        g.z[q] = p.z[i];
        g.index[q] = std::uint32_t(i);
        for (std::size_t v = 0; v < p.valueCount; ++v) g.values[v * n + q] = p.values[v * n + i];
    }
    return g;
}

// Neighbouring cells (offsets from the tail cell) in which some pair may count for the
// directions of `mask` (bit k: direction firstDirection + k): a run of cells dx in
// [dxBegin, dxEnd] of one row (dy, dz), whose points are consecutive in the grid's order. Runs
// cover half of the neighbourhood, so that each pair of cells is visited once; the tail cell
// itself is the run (0, 0, 0, 0).
struct CellRun {
    int dxBegin, dxEnd, dy, dz;
    int firstDirection;
    unsigned mask;
};

std::vector<CellRun> cellRuns(const PairProblem& p, const CellGrid& g) {
    const int reach = int(std::ceil(std::sqrt(p.maxHs) / g.size)) + 1;
    const int r[3] = {std::min(g.dims[0] - 1, reach), std::min(g.dims[1] - 1, reach), std::min(g.dims[2] - 1, reach)};
    std::vector<CellRun> runs;
    const float c = g.size;
    const detail::TileBox a{{0, 0, 0}, {c, c, g.dims[2] > 1 ? c : 0.0f}};
    for (int first = 0; first < p.directionCount; first += 32) {
        const int count = std::min(32, p.directionCount - first);
        for (int oz = 0; oz <= r[2]; ++oz)
            for (int oy = oz == 0 ? 0 : -r[1]; oy <= r[1]; ++oy) {
                const bool centreRow = oz == 0 && oy == 0;
                for (int ox = centreRow ? 0 : -r[0]; ox <= r[0]; ++ox) {
                    const detail::TileBox b{{ox * c, oy * c, oz * c}, {ox * c + c, oy * c + c, oz * c + a.hi[2]}};
                    const unsigned mask = detail::tilePairMask(a, b, p, p.directions, first, count);
                    if (!mask) continue;
                    CellRun* last = runs.empty() ? nullptr : &runs.back();
                    const bool extends = last && last->dy == oy && last->dz == oz && last->dxEnd == ox - 1 &&
                                         last->mask == mask && last->firstDirection == first && !(centreRow && ox == 1);
                    if (extends) last->dxEnd = ox;
                    else runs.push_back({ox, ox, oy, oz, first, mask});
                }
            }
    }
    return runs;
}

// A piece of a run of cells (offsets dxBegin..dxEnd) for the window loop, and per direction of
// the run's mask whether every pair between the tail cell and these cells has one tail/head order
// (ordered) and then whether gamv's tail value comes from the head cells (tailAtHead), and whether
// every pair lies inside the cone and bands (inside, a subset of ordered).
struct SubRun {
    int dxBegin, dxEnd;
    unsigned inside, ordered, tailAtHead;
    int firstRow, rows;  // the lag rows the pairs can fall in (ordered pieces: at most 3)
};

// The lag rows [first, first + count) in which pairs with minHs <= hs <= maxHs may fall (rows
// >= 1 of the exact thresholds; count 0 when none).
inline void rowsBetween(float minHs, float maxHs, const PairProblem& p, int& first, int& count) {
    const int lastRow = p.rowCount - 1;
    first = std::min(lastRow, std::max(1, int((std::sqrt(minHs) - p.tolerance) / p.separation) + 1));
    while (first > 1 && p.upperHs[first - 1] >= minHs) --first;
    while (first <= lastRow && p.upperHs[first] < minHs) ++first;
    int last = std::min(lastRow, std::max(1, int((std::sqrt(maxHs) + p.tolerance) / p.separation) + 1));
    while (last < lastRow && p.lowerHs[last + 1] <= maxHs) ++last;
    while (last >= 1 && p.lowerHs[last] > maxHs) --last;
    count = first > lastRow || last < first ? 0 : last - first + 1;
}

// How far a point may lie outside its cell's box (its cell index is rounded), with room to spare.
float cellPadding(const CellGrid& g) {
    return 1.0e-3f * g.size + 1.0e-6f * float(std::max(g.dims[0], g.dims[1])) * g.size;
}

// The piece of cells [ox0, ox1] of a run of flat data: whether it lies wholly inside the cone and
// bands of each window direction of the run's mask, with one tail/head order, and the lag rows
// its pairs can fall in. Conservative: boxes padded, cones narrowed by a relative 2e-4 on the
// squared cosine, far above the roundings of gamv's tests.
SubRun classifyPiece(const CellRun& run, const PairProblem& p, const CellGrid& g, int ox0, int ox1) {
    const double c = g.size, pad = 2.0 * double(cellPadding(g));
    // The box of the pairs' (dx, dy): head cells minus the tail cell.
    const double lo[2] = {(ox0 - 1) * c - pad, (run.dy - 1) * c - pad};
    const double hi[2] = {(ox1 + 1) * c + pad, (run.dy + 1) * c + pad};
    SubRun piece{ox0, ox1, 0u, 0u, 0u, 0, 0};
    if (lo[0] <= 0.0 && hi[0] >= 0.0 && lo[1] <= 0.0 && hi[1] >= 0.0) return piece;  // touching: zero lags
    // Bounds on every pair's hs (single-precision roundings move it by far less than 1e-5).
    double near = 0.0, far = 0.0;
    for (int k = 0; k < 2; ++k) {
        const double gap = lo[k] > 0.0 ? lo[k] : (hi[k] < 0.0 ? -hi[k] : 0.0);
        near += gap * gap;
        far += std::max(lo[k] * lo[k], hi[k] * hi[k]);
    }
    rowsBetween(float(near * (1.0 - 1.0e-5)), float(std::min(far * (1.0 + 1.0e-5), double(p.maxHs))), p, piece.firstRow,
                piece.rows);
    if (piece.rows > 3) return piece;
    for (unsigned bits = run.mask; bits; bits &= bits - 1) {
        const int bit = __builtin_ctz(bits);
        const DirectionConstants& dc = p.directions[run.firstDirection + bit];
        if (!dc.signFromAzimuth) continue;
        const double ux = dc.uvxazm, uy = dc.uvyazm;
        double dotMin = 1e300, dotMax = -1e300, length = 0.0;
        bool inside = true;
        const double cos2 = double(dc.csatol) * double(dc.csatol) * (1.0 + 2.0e-4);
        for (int k = 0; k < 4; ++k) {
            const double cx = k & 1 ? hi[0] : lo[0], cy = k & 2 ? hi[1] : lo[1];
            const double dot = ux * cx + uy * cy, cross = ux * cy - uy * cx, length2 = cx * cx + cy * cy;
            dotMin = std::min(dotMin, dot);
            dotMax = std::max(dotMax, dot);
            length = std::max(length, std::sqrt(length2));
            if (!dc.azimuthTrivial && !(dot * dot > cos2 * length2)) inside = false;
            if (!dc.horizontalBandTrivial && !(std::abs(cross) < double(dc.bandwh) - 1.0e-5 * length)) inside = false;
        }
        // One tail/head order for every pair (not needed when omnidirectional pairs count twice).
        const double margin = std::max(1.0e-5 * length, 1.0e-12);
        const bool oneOrder = dotMin > margin || dotMax < -margin;
        if (!(oneOrder || (dc.omni && dc.azimuthTrivial && inside))) continue;
        piece.ordered |= 1u << bit;
        if (inside) piece.inside |= 1u << bit;
        if (!(dotMin > 0.0)) piece.tailAtHead |= 1u << bit;
    }
    return piece;
}

// Cuts a run of flat data into pieces of at most `span` cells (the caller sizes them so that the
// pairs between one cell and a piece meet at most 3 lag classes). The tail cell's own run stays
// one piece (never inside: zero lags).
std::vector<SubRun> subRuns(const CellRun& run, const PairProblem& p, const CellGrid& g, int span) {
    std::vector<SubRun> pieces;
    const bool centre = run.dxBegin == 0 && run.dxEnd == 0 && run.dy == 0 && run.dz == 0;
    if (centre || span < 1 || run.dz != 0) {
        pieces.push_back({run.dxBegin, run.dxEnd, 0u, 0u, 0u, 0, 0});
        return pieces;
    }
    for (int ox0 = run.dxBegin; ox0 <= run.dxEnd; ox0 += span)
        pieces.push_back(classifyPiece(run, p, g, ox0, std::min(ox0 + span - 1, run.dxEnd)));
    return pieces;
}

// What the window loop needs of a direction and of the lag classes.
struct WindowConstants {
    float ux, uy, csatol2, bandwh;
    float maxHs, zeroHs, inverseSeparation, reach;  // reach: tolerance / separation
    int rowCount;
    bool azimuthTrivial, bandTrivial;
};

// Square roots of a block, correctly rounded (vectorised by hand: the compiler does not
// vectorise sqrt while it may set errno).
void squareRoots(const float* __restrict in, float* __restrict out, int m) {
    int k = 0;
#if defined(__SSE__)
    for (; k + 4 <= m; k += 4) _mm_storeu_ps(out + k, _mm_sqrt_ps(_mm_loadu_ps(in + k)));
#endif
    for (; k < m; ++k) out[k] = std::sqrt(in[k]);
}

// Classifies the pairs (point (xi, yi, zi), head point k < m) as lagRowFast and classifyFlat do,
// written so that the compiler vectorises it. codes[k]: 0 not counted, -1 undecided, else
// 2 * row + 1 when the tail value comes from the first point; distances[k] = sqrt(hs).
void classifyWindowBlock(const float* __restrict bx, const float* __restrict by, const float* __restrict bz, int m,
                         float xi, float yi, float zi, const WindowConstants& c, int* __restrict codes,
                         float* __restrict squares, float* __restrict distances) {
#pragma omp simd
    for (int k = 0; k < m; ++k) {
        const float dx = bx[k] - xi, dy = by[k] - yi, dz = bz[k] - zi;
        squares[k] = (dx * dx + dy * dy) + dz * dz;
    }
    squareRoots(squares, distances, m);
    const float rows = float(c.rowCount), ux = c.ux, uy = c.uy, csatol2 = c.csatol2, bandwh = c.bandwh;
    const float maxHs = c.maxHs, zeroHs = c.zeroHs, inverseSeparation = c.inverseSeparation, reach = c.reach;
    const int rowCount = c.rowCount;
    const bool azimuthTrivial = c.azimuthTrivial, bandTrivial = c.bandTrivial;
#pragma omp simd
    for (int k = 0; k < m; ++k) {
        const float dx = bx[k] - xi, dy = by[k] - yi;
        const float dxys = dx * dx + dy * dy;
        const float hs = squares[k], h = distances[k];
        // lagRowFast
        const float scaled = h * inverseSeparation;
        const float units = scaled < rows ? scaled : rows;
        const int nearest = int(units + 0.5f);
        const float offset = __builtin_fabsf(units - float(nearest)), slack = 1.0e-4f + units * 4.0e-6f;
        const int row = nearest + 1;
        const bool rowKnown = (hs > zeroHs) & (row < rowCount);
        const bool rowFound = rowKnown & (offset < reach - slack);
        const bool rowNone = rowKnown & (offset > reach + slack);
        // classifyFlat
        const float dot = dx * ux + dy * uy;
        const float lhs = dot * dot, rhs = csatol2 * dxys;
        const float bandH = ux * dy - uy * dx;
        const bool tiny = (dxys < 1.0e-20f) | (__builtin_fabsf(dot) < 1.0e-15f);
        const bool azimuthOut = (!azimuthTrivial) & (lhs < rhs * (1.0f - detail::kFastMargin));
        const bool azimuthIn = azimuthTrivial | (lhs > rhs * (1.0f + detail::kFastMargin));
        const bool bandOut = (!bandTrivial) & (__builtin_fabsf(bandH) > bandwh);
        const bool reject = (!tiny) & (azimuthOut | bandOut);
        const bool uncertain = (!reject) & (tiny | !azimuthIn);
        const bool dropped = (hs > maxHs) | reject | rowNone;
        const bool sure = rowFound & !uncertain;
        const int accepted = 2 * row + int(dot > 0.0f);
        codes[k] = int(!dropped) * (int(sure) * (accepted + 1) - 1);
    }
}

// Two doubles added at once (GCC / Clang vector extension).
using Double2 = double __attribute__((vector_size(16)));
inline Double2 load2(const double* p) {
    Double2 v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
inline void store2(double* p, Double2 v) { std::memcpy(p, &v, sizeof v); }

// Four floats at once (GCC / Clang vector extension; SSE on x86-64): comparisons give masks.
using Float4 = float __attribute__((vector_size(16)));
using Int4 = int __attribute__((vector_size(16)));
inline Float4 splat(float f) { return Float4{f, f, f, f}; }
inline Int4 splatInt(int i) { return Int4{i, i, i, i}; }
inline Float4 load4(const float* p) {
    Float4 v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
inline double sum4(Float4 v) { return double(v[0]) + double(v[1]) + double(v[2]) + double(v[3]); }
inline Float4 squareRoot4(Float4 v) {
#if defined(__SSE__)
    return Float4(_mm_sqrt_ps(__m128(v)));
#else
    return Float4{std::sqrt(v[0]), std::sqrt(v[1]), std::sqrt(v[2]), std::sqrt(v[3])};
#endif
}

// Sums of one chunk of tail cells: pairs classified with gamv's arithmetic (PairGeometry.h).
template <bool kSquares>
class PairWorker {
public:
    // sums: two banks of recordCount() * kQuantityCount doubles; alternate pairs add to alternate
    // banks, which halves the chains of dependent additions on a row.
    PairWorker(const PairProblem& p, const CellGrid& g, double* sums)
        : p_(p), g_(g), sums_(sums), bank_(p.recordCount() * kQuantityCount),
          lags_(detail::lagTable(p, p.lowerHs, p.upperHs)) {}

    // Pairs (i in [a0, a1), j in [b0, b1)), j after i when the ranges are the same cell.
    std::uint64_t run(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, bool sameCell,
                      int firstDirection, unsigned mask) {
        std::uint64_t tested = 0;
        for (std::size_t pa = a0; pa < a1; ++pa) {
            const float xi = g_.x[pa], yi = g_.y[pa], zi = g_.z[pa];
            const std::uint32_t oi = g_.index[pa];
            const std::size_t begin = sameCell ? pa + 1 : b0;
            tested += b1 > begin ? b1 - begin : 0;
            for (std::size_t pb = begin; pb < b1; ++pb) {
                const float dx0 = detail::subRn(g_.x[pb], xi), dy0 = detail::subRn(g_.y[pb], yi);
                const float dz0 = detail::subRn(g_.z[pb], zi);
                PairDelta d = detail::pairDelta(dx0, dy0, dz0);
                if (d.hs > p_.maxHs) continue;
                const float h = detail::sqrtRn(d.hs);
                int rowBegin = 0, rowEnd = 0;
                if (!detail::lagRows(d.hs, h, lags_, rowBegin, rowEnd)) continue;
                // gamv's orientation: dx = x(j) - x(i) with i before j in the file.
                const bool forward = oi < g_.index[pb];
                if (!forward) {
                    d.dx = -d.dx;
                    d.dy = -d.dy;
                    d.dz = -d.dz;
                }
                const std::size_t i = forward ? pa : pb, j = forward ? pb : pa;
                for (unsigned bits = mask; bits; bits &= bits - 1) {
                    const int dir = firstDirection + __builtin_ctz(bits);
                    const DirectionConstants& dc = p_.directions[dir];
                    const int cls = detail::classifyPair(d, rowBegin == 0, dc);
                    if (cls == detail::kReject) continue;
                    addVariograms(sums_ + (pb & 1u) * bank_, dir, cls == detail::kTailFirst ? i : j,
                                  cls == detail::kTailFirst ? j : i, dc.omni != 0, rowBegin, rowEnd, double(h));
                }
            }
        }
        return tested;
    }

    // The common case (one difference-type variogram of one variable, disjoint classes) with
    // selects instead of branches for the accept/reject decision, which the processor cannot
    // predict; pairs near a class end or a cone edge take the general path.
    std::uint64_t runDifference(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, bool sameCell,
                                int firstDirection, unsigned mask) {
        std::uint64_t tested = 0;
        const int type = p_.variograms[0].type;
        const float tmin = p_.trimMin, tmax = p_.trimMax;
        const float* values = g_.values.data();
        for (std::size_t pa = a0; pa < a1; ++pa) {
            const float xi = g_.x[pa], yi = g_.y[pa], zi = g_.z[pa], vi = values[pa];
            const std::uint32_t oi = g_.index[pa];
            const std::size_t begin = sameCell ? pa + 1 : b0;
            tested += b1 > begin ? b1 - begin : 0;
            for (std::size_t pb = begin; pb < b1; ++pb) {
                PairDelta d = detail::pairDelta(detail::subRn(g_.x[pb], xi), detail::subRn(g_.y[pb], yi),
                                                detail::subRn(g_.z[pb], zi));
                if (d.hs > p_.maxHs) continue;
                const float h = detail::sqrtRn(d.hs);
                int row = 0;
                const int lagStatus = detail::lagRowFast(d.hs, h, lags_, row);
                const bool forward = oi < g_.index[pb];
                const float sign = forward ? 1.0f : -1.0f;
                d.dx *= sign;
                d.dy *= sign;
                d.dz *= sign;
                double* bank = sums_ + (pb & 1u) * bank_;
                for (unsigned bits = mask; bits; bits &= bits - 1) {
                    const int dir = firstDirection + __builtin_ctz(bits);
                    const DirectionConstants& dc = p_.directions[dir];
                    int cls = detail::kReject;
                    if (lagStatus == detail::kRowFound)
                        cls = dc.signFromAzimuth ? detail::classifyFlat(d, false, dc) : detail::classifyFast(d, false, dc);
                    if (lagStatus == detail::kRowUncertain || cls == detail::kUncertain) {
                        general(d, forward ? pa : pb, forward ? pb : pa, h, dir, bank);
                        continue;
                    }
                    const bool tailAtI = (cls == detail::kTailFirst) == forward;  // i: the point pa
                    const float vj = values[pb];
                    const float vrh = tailAtI ? vi : vj, vrt = tailAtI ? vj : vi;
                    const bool counted =
                        (cls != detail::kReject) & (vrt >= tmin) & (vrh >= tmin) & (vrt <= tmax) & (vrh <= tmax);
                    // gamv's second (omnidirectional) pair: the same values swapped, limits < tmax.
                    const bool twice = counted & (dc.omni != 0) & (vrt < tmax) & (vrh < tmax);
                    const double count = counted ? (twice ? 2.0 : 1.0) : 0.0;
                    const double measure = double(detail::differenceMeasure(type, detail::subRn(vrh, vrt)));
                    double* q = bank + p_.record(dir, 0, counted ? row : 0) * kQuantityCount;
                    q[kPairs] += count;
                    q[kDistance] += counted ? count * double(h) : 0.0;
                    q[kMeasure] += counted ? count * measure : 0.0;
                    q[kTailSum] += twice ? double(vrh) + double(vrt) : (counted ? double(vrh) : 0.0);
                    q[kHeadSum] += twice ? double(vrh) + double(vrt) : (counted ? double(vrt) : 0.0);
                }
            }
        }
        return tested;
    }

    // One direction with signFromAzimuth (flat data) of the common case, head points consecutive:
    // a vectorisable pass classifies a block of pairs (lag row and class by the fast tests,
    // tail/head order from the sign of the raw azimuth product, as in the CUDA window kernel),
    // a second pass sums the counted pairs (rejected ones into a scratch record, no branches);
    // pairs the fast tests cannot decide take gamv's arithmetic.
    std::uint64_t runWindow(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, bool sameCell, int dir) {
        std::uint64_t tested = 0;
        const DirectionConstants& dc = p_.directions[dir];
        const int type = p_.variograms[0].type;
        const float tmin = p_.trimMin, tmax = p_.trimMax;
        const bool squared = type != 8 && type != 11;  // differenceMeasure's common case
        window_ = windowConstants(dc);
        const bool omni = dc.omni != 0;
        const float* __restrict xs = g_.x.data();
        const float* __restrict ys = g_.y.data();
        const float* __restrict zs = g_.z.data();
        const float* __restrict values = g_.values.data();
        double* record0 = sums_ + p_.record(dir, 0, 0) * kQuantityCount;
        for (std::size_t pa = a0; pa < a1; ++pa) {
            const float xi = xs[pa], yi = ys[pa], zi = zs[pa], vi = values[pa];
            const std::size_t begin = sameCell ? pa + 1 : b0;
            tested += b1 > begin ? b1 - begin : 0;
            for (std::size_t blockBegin = begin; blockBegin < b1; blockBegin += kWindowBlock) {
                const int m = int(std::min(kWindowBlock, b1 - blockBegin));
                classifyWindowBlock(xs + blockBegin, ys + blockBegin, zs + blockBegin, m, xi, yi, zi, window_,
                                    codes_, squares_, distances_);
                for (int k = 0; k < m; ++k) {
                    const int code = codes_[k];
                    // Rejected pairs come in runs (neighbouring head points lie at similar
                    // angles and distances), so this branch is well predicted.
                    if (code == 0) continue;
                    const std::size_t pb = blockBegin + std::size_t(k);
                    if (code < 0) {
                        const bool forward = g_.index[pa] < g_.index[pb];
                        const float sign = forward ? 1.0f : -1.0f;
                        const PairDelta d = detail::pairDelta(sign * (xs[pb] - xi), sign * (ys[pb] - yi), sign * (zs[pb] - zi));
                        general(d, forward ? pa : pb, forward ? pb : pa, distances_[k], dir, sums_ + (pb & 1u) * bank_);
                        continue;
                    }
                    const float vj = values[pb];
                    const bool tailAtPa = (code & 1) != 0;
                    const float vrh = tailAtPa ? vi : vj, vrt = tailAtPa ? vj : vi;
                    const bool counted = (vrt >= tmin) & (vrh >= tmin) & (vrt <= tmax) & (vrh <= tmax);
                    // gamv's second (omnidirectional) pair: the same values swapped, limits < tmax.
                    const bool twice = counted & omni & (vrt < tmax) & (vrh < tmax);
                    const double count = twice ? 2.0 : 1.0;
                    const float dv = detail::subRn(vrh, vrt);
                    const double measure = double(squared ? dv * dv : detail::differenceMeasure(type, dv));
                    const double both = double(vrh) + double(vrt);
                    // Pairs not counted (values outside the trimming limits) go to a scratch record.
                    double* q = counted ? record0 + (pb & 1u) * bank_ + std::size_t(code >> 1) * kQuantityCount
                                        : scratch_;
                    // Whole 16-byte loads and stores at the same addresses every time: the next
                    // pair on this row then reads them straight from the store buffer.
                    q[kPairs] += count;
                    q[kDistance] += count * double(distances_[k]);
                    q[kMeasure] += count * measure;
                    q[kTailSum] += twice ? both : double(vrh);
                    q[kHeadSum] += twice ? both : double(vrt);
                }
            }
        }
        return tested;
    }

    // Pairs between the tail points [a0, a1) of one cell and the head points [b0, b1) of a piece
    // of flat data, all inside direction dir's cone and bands (subRuns), all in the lag rows
    // [first, first + kRows): no pair is classified. A vectorised loop (4 pairs at a time) sums
    // per row the counts, distances, measures and head values of the pairs, with the exact
    // threshold tests on hs (gamv's tests on sqrt(hs)); a tail point's value is added as count x
    // value, and the sums stay in registers for the whole cell. Omnidirectional pairs count twice
    // (the caller makes sure that no value equals tmax). Returns the pairs tested.
    // runInside for a piece of 1 to 3 rows.
    // edge: the piece is not wholly inside the cone and bands (each pair tested).
    std::uint64_t runInsidePiece(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, int dir,
                                 bool tailAtHead, int first, int rows, bool absolute, bool allValid, bool edge) {
        if (edge) return absolute ? runInsideRows<true, true>(a0, a1, b0, b1, dir, tailAtHead, first, rows, allValid)
                                  : runInsideRows<false, true>(a0, a1, b0, b1, dir, tailAtHead, first, rows, allValid);
        return absolute ? runInsideRows<true, false>(a0, a1, b0, b1, dir, tailAtHead, first, rows, allValid)
                        : runInsideRows<false, false>(a0, a1, b0, b1, dir, tailAtHead, first, rows, allValid);
    }
    template <bool kAbsolute, bool kEdge>
    std::uint64_t runInsideRows(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, int dir,
                                bool tailAtHead, int first, int rows, bool allValid) {
        if (allValid) {
            if (rows == 1) return runInside<1, kAbsolute, true, kEdge>(a0, a1, b0, b1, dir, tailAtHead, first);
            if (rows == 2) return runInside<2, kAbsolute, true, kEdge>(a0, a1, b0, b1, dir, tailAtHead, first);
            return runInside<3, kAbsolute, true, kEdge>(a0, a1, b0, b1, dir, tailAtHead, first);
        }
        if (rows == 1) return runInside<1, kAbsolute, false, kEdge>(a0, a1, b0, b1, dir, tailAtHead, first);
        if (rows == 2) return runInside<2, kAbsolute, false, kEdge>(a0, a1, b0, b1, dir, tailAtHead, first);
        return runInside<3, kAbsolute, false, kEdge>(a0, a1, b0, b1, dir, tailAtHead, first);
    }

    // kRows: the rows of the piece (1 to 3); kAbsolute: the semimadogram's |dv|, else dv * dv;
    // kAllValid: every value lies within the trimming limits (no test per pair).
    template <int kRows, bool kAbsolute, bool kAllValid, bool kEdge>
    std::uint64_t runInside(std::size_t a0, std::size_t a1, std::size_t b0, std::size_t b1, int dir, bool tailAtHead,
                            int first) {
        const DirectionConstants& dc = p_.directions[dir];
        const float tmin = p_.trimMin, tmax = p_.trimMax, maxHs = p_.maxHs;
        const int rows = kRows;
        Float4 lower[kRows], upper[kRows];
        for (int k = 0; k < kRows; ++k) {
            lower[k] = splat(p_.lowerHs[first + k]);
            upper[k] = splat(std::min(p_.upperHs[first + k], maxHs));
        }
        const Float4 zero = splat(0.0f), one = splat(1.0f), low = splat(tmin), high = splat(tmax);
        // classifyFlat's constants (kEdge).
        const Float4 ux = splat(dc.uvxazm), uy = splat(dc.uvyazm), csatol2 = splat(dc.csatol * dc.csatol);
        const Float4 below = splat(1.0f - detail::kFastMargin), above = splat(1.0f + detail::kFastMargin);
        const Float4 bandwh = splat(dc.bandwh), reach = splat(maxHs);
        const bool azimuthTrivial = dc.azimuthTrivial != 0, bandTrivial = dc.horizontalBandTrivial != 0;
        Float4 count[kRows], distance[kRows], measure[kRows], tailValue[kRows], headValue[kRows];
        for (int k = 0; k < kRows; ++k) count[k] = distance[k] = measure[k] = tailValue[k] = headValue[k] = zero;
        const std::size_t whole = b0 + (b1 - b0) / 4 * 4;
        // The last 1..3 head points padded with NaN coordinates (no lag test accepts them).
        float restX[4], restY[4], restV[4];
        for (std::size_t k = 0; k < 4; ++k) {
            const bool real = whole + k < b1;
            restX[k] = real ? g_.x[whole + k] : std::numeric_limits<float>::quiet_NaN();
            restY[k] = real ? g_.y[whole + k] : 0.0f;
            restV[k] = real ? g_.values[whole + k] : 0.0f;
        }
        for (std::size_t pa = a0; pa < a1; ++pa) {
            const float vi = g_.values[pa];
            if (!kAllValid && !(vi >= tmin && vi <= tmax)) continue;
            const Float4 xi = splat(g_.x[pa]), yi = splat(g_.y[pa]), tail = splat(vi);
            // This tail point's pairs per row: its value is added once, as count x value.
            Float4 pointCount[kRows];
            for (int k = 0; k < kRows; ++k) pointCount[k] = zero;
            auto add = [&](const float* bx, const float* by, const float* bv, std::size_t base) {
                const Float4 dx = load4(bx) - xi, dy = load4(by) - yi, vj = load4(bv);
                // Flat data: dz = 0, so gamv's hs is dx*dx + dy*dy (never fused).
                const Float4 hs = dx * dx + dy * dy;
                const Float4 h = squareRoot4(hs);
                const Float4 dv = vj - tail;
                const Float4 m = kAbsolute ? Float4(Int4(dv) & splatInt(0x7fffffff)) : dv * dv;
                Int4 valid = splatInt(-1);
                if constexpr (!kAllValid) valid = (vj >= low) & (vj <= high);
                if constexpr (kEdge) {
                    // classifyFlat, operation for operation; accepted pairs of an ordered piece
                    // all have its tail/head order. Undecided pairs take gamv's arithmetic.
                    const Float4 dot = dx * ux + dy * uy;
                    const Float4 lhs = dot * dot, rhs = csatol2 * hs;
                    const Float4 bandH = ux * dy - uy * dx;
                    const Float4 absDot = Float4(Int4(dot) & splatInt(0x7fffffff));
                    const Float4 absBand = Float4(Int4(bandH) & splatInt(0x7fffffff));
                    const Int4 tiny = (hs < splat(1.0e-20f)) | (absDot < splat(1.0e-15f));
                    const Int4 azimuthOut = azimuthTrivial ? splatInt(0) : Int4(lhs < rhs * below);
                    const Int4 azimuthIn = azimuthTrivial ? splatInt(-1) : Int4(lhs > rhs * above);
                    const Int4 bandOut = bandTrivial ? splatInt(0) : Int4(absBand > bandwh);
                    const Int4 reject = ~tiny & (azimuthOut | bandOut);
                    const Int4 uncertain = ~reject & (tiny | ~azimuthIn) & (hs <= reach);
                    valid &= ~reject & ~uncertain;
                    if (uncertain[0] | uncertain[1] | uncertain[2] | uncertain[3])
                        for (int lane = 0; lane < 4; ++lane)
                            if (uncertain[lane]) exactPair(pa, base + std::size_t(lane), h[lane], dir);
                }
                for (int k = 0; k < kRows; ++k) {
                    const Int4 in = valid & (hs >= lower[k]) & (hs <= upper[k]);
                    pointCount[k] += Float4(in & Int4(one));
                    distance[k] += Float4(in & Int4(h));
                    measure[k] += Float4(in & Int4(m));
                    headValue[k] += Float4(in & Int4(vj));
                }
            };
            for (std::size_t pb = b0; pb < whole; pb += 4) add(&g_.x[pb], &g_.y[pb], &g_.values[pb], pb);
            if (whole < b1) add(restX, restY, restV, whole);
            for (int k = 0; k < kRows; ++k) {
                count[k] += pointCount[k];
                tailValue[k] += pointCount[k] * tail;
            }
        }
        const bool omni = dc.omni != 0;
        double* record0 = sums_ + p_.record(dir, 0, 0) * kQuantityCount;
        for (int k = 0; k < rows; ++k) {
            const double pairs = sum4(count[k]);
            if (pairs == 0.0) continue;
            // gamv's omnidirectional doubling: the pair again with tail and head swapped.
            const double weight = omni ? 2.0 : 1.0, tails = sum4(tailValue[k]), heads = sum4(headValue[k]);
            double* q = record0 + std::size_t(first + k) * kQuantityCount;
            q[kPairs] += weight * pairs;
            q[kDistance] += weight * sum4(distance[k]);
            q[kMeasure] += weight * sum4(measure[k]);
            q[kTailSum] += omni ? tails + heads : (tailAtHead ? heads : tails);
            q[kHeadSum] += omni ? tails + heads : (tailAtHead ? tails : heads);
        }
        return std::uint64_t(a1 - a0) * std::uint64_t(b1 - b0);
    }

private:
    // The pair (pa, pb) of flat data by gamv's arithmetic, in gamv's orientation.
    void exactPair(std::size_t pa, std::size_t pb, float h, int dir) {
        const bool forward = g_.index[pa] < g_.index[pb];
        const float sign = forward ? 1.0f : -1.0f;
        const PairDelta d = detail::pairDelta(sign * (g_.x[pb] - g_.x[pa]), sign * (g_.y[pb] - g_.y[pa]),
                                              sign * (g_.z[pb] - g_.z[pa]));
        general(d, forward ? pa : pb, forward ? pb : pa, h, dir, sums_ + (pb & 1u) * bank_);
    }

    // One pair (i, j in gamv's order, d = x(j) - x(i)) and one direction, by gamv's arithmetic.
    void general(const PairDelta& d, std::size_t i, std::size_t j, float h, int dir, double* bank) {
        int rowBegin = 0, rowEnd = 0;
        if (!detail::lagRows(d.hs, h, lags_, rowBegin, rowEnd)) return;
        const DirectionConstants& dc = p_.directions[dir];
        const int cls = detail::classifyPair(d, rowBegin == 0, dc);
        if (cls == detail::kReject) return;
        addVariograms(bank, dir, cls == detail::kTailFirst ? i : j, cls == detail::kTailFirst ? j : i, dc.omni != 0,
                      rowBegin, rowEnd, double(h));
    }

    struct Sink {
        double* record;
        int rowBegin, rowEnd;
        double distance;
        void operator()(float measure, float tail, float head, float tailSquare, float headSquare) const {
            for (int row = rowBegin; row < rowEnd; ++row) {
                double* q = record + std::size_t(row) * kQuantityCount;
                q[kPairs] += 1.0;
                q[kDistance] += distance;
                q[kMeasure] += double(measure);
                q[kTailSum] += double(tail);
                q[kHeadSum] += double(head);
                if constexpr (kSquares) {
                    q[kTailSquares] += double(tailSquare);
                    q[kHeadSquares] += double(headSquare);
                }
            }
        }
    };

    // t: the point giving the tail value, u: the point giving the head value.
    void addVariograms(double* sums, int dir, std::size_t t, std::size_t u, bool omni, int rowBegin, int rowEnd,
                       double h) {
        const std::size_t n = p_.pointCount;
        for (int v = 0; v < p_.variogramCount; ++v) {
            const VariogramConstants& vc = p_.variograms[v];
            const float* tail = g_.values.data() + std::size_t(vc.tailValue) * n;
            const float* head = g_.values.data() + std::size_t(vc.headValue) * n;
            Sink sink{sums + p_.record(dir, v, 0) * kQuantityCount, rowBegin, rowEnd, h};
            detail::addPair(vc.type, omni, tail[t], head[u], head[t], tail[u], p_.trimMin, p_.trimMax, sink);
        }
    }

    const PairProblem& p_;
    const CellGrid& g_;
    double* sums_;
    std::size_t bank_;
    detail::LagTable lags_;
    WindowConstants window_{};
    WindowConstants windowConstants(const DirectionConstants& dc) const {
        return {dc.uvxazm, dc.uvyazm, dc.csatol * dc.csatol, dc.bandwh, p_.maxHs, p_.zeroHs, lags_.inverseSeparation,
                lags_.tolerance * lags_.inverseSeparation, p_.rowCount, dc.azimuthTrivial != 0,
                dc.horizontalBandTrivial != 0};
    }
    int codes_[kWindowBlock];
    double scratch_[kQuantityCount] = {};  // sums of the pairs runWindow does not count
    float squares_[kWindowBlock];
    float distances_[kWindowBlock];
};

template <bool kSquares>
void accumulateCells(const PairProblem& problem, const CellGrid& g, const std::vector<CellRun>& runs, double* sums,
                     std::uint64_t& testedOut, const CancelToken* cancel, Progress* progress) {
    const std::size_t recordValues = problem.recordCount() * kQuantityCount;
    std::mutex merge;
    std::atomic<std::uint64_t> tested{0};
    ParallelOptions options;
    options.chunk = std::max<std::size_t>(1, g.cellCount() / 512);
    options.cancel = cancel;
    options.progress = progress;
    options.message = "variogram pairs";
    const bool difference = !kSquares && problem.valueCount == 1 && problem.variogramCount == 1 &&
                            detail::isDifferenceType(problem.variograms[0].type) &&
                            problem.tolerance <= 0.5f * problem.separation;
    // Directions the window loop takes (bit d of the runs' masks: direction firstDirection + d).
    auto windowMask = [&](int firstDirection, unsigned mask) {
        unsigned window = 0u;
        if (difference)
            for (unsigned bits = mask; bits; bits &= bits - 1)
                if (problem.directions[firstDirection + __builtin_ctz(bits)].signFromAzimuth) window |= bits & -bits;
        return window;
    };
    // Runs cut into pieces for the window loop, some wholly inside a direction's cone and bands
    // (flat data). The box of the pairs between a cell and a piece ((span + 1) x 2 cells) stays
    // below 1.85 lag separations across, so that its distances meet at most 3 lag classes.
    const int type = problem.variograms[0].type;
    const bool insideType = difference && type != 11;  // runInside: dv * dv or |dv|
    const double acrossCells = 1.85 * double(problem.separation) / double(g.size);
    const int span = insideType && g.dims[2] == 1 && acrossCells > 3.0
                         ? int(std::floor(std::sqrt(acrossCells * acrossCells - 4.0))) - 1
                         : 0;
    // Every value within the trimming limits: runInside tests no value.
    const bool allValid = std::all_of(g.values.begin(), g.values.begin() + std::ptrdiff_t(problem.pointCount),
                                      [&](float v) { return v >= problem.trimMin && v <= problem.trimMax; });
    // Omnidirectional pairs count twice unless a value equals tmax (gamv: both < tmax).
    const bool omniTwice = std::none_of(g.values.begin(), g.values.begin() + std::ptrdiff_t(problem.pointCount),
                                        [&](float v) { return v == problem.trimMax; });
    std::vector<std::vector<SubRun>> pieces(runs.size());
    for (std::size_t r = 0; r < runs.size(); ++r) {
        pieces[r] = subRuns(runs[r], problem, g, span);
        for (SubRun& piece : pieces[r])
            for (unsigned bits = piece.ordered; bits; bits &= bits - 1)
                if (problem.directions[runs[r].firstDirection + __builtin_ctz(bits)].omni && !omniTwice) {
                    piece.inside &= ~(bits & -bits);
                    piece.ordered &= ~(bits & -bits);
                }
    }
    parallelChunks(g.cellCount(), options, [&](std::size_t begin, std::size_t end) {
        std::vector<double> local(2 * recordValues, 0.0);
        auto worker = std::make_unique<PairWorker<kSquares>>(problem, g, local.data());
        std::uint64_t localTested = 0;
        for (std::size_t cell = begin; cell < end; ++cell) {
            const std::size_t a0 = g.start[cell], a1 = g.start[cell + 1];
            if (a0 == a1) continue;
            const int cx = int(cell % std::size_t(g.dims[0]));
            const int cy = int((cell / std::size_t(g.dims[0])) % std::size_t(g.dims[1]));
            const int cz = int(cell / (std::size_t(g.dims[0]) * std::size_t(g.dims[1])));
            for (std::size_t r = 0; r < runs.size(); ++r) {
                const CellRun& run = runs[r];
                const int by = cy + run.dy, bz = cz + run.dz;
                if (by < 0 || bz < 0 || by >= g.dims[1] || bz >= g.dims[2]) continue;
                const int bx0 = std::max(0, cx + run.dxBegin), bx1 = std::min(g.dims[0] - 1, cx + run.dxEnd);
                if (bx0 > bx1) continue;
                const std::size_t rowStart = (std::size_t(bz) * std::size_t(g.dims[1]) + std::size_t(by)) * std::size_t(g.dims[0]);
                const std::size_t b0 = g.start[rowStart + std::size_t(bx0)], b1 = g.start[rowStart + std::size_t(bx1) + 1];
                if (b0 == b1) continue;
                const bool sameCell = run.dxBegin == 0 && run.dxEnd == 0 && run.dy == 0 && run.dz == 0;
                const unsigned window = windowMask(run.firstDirection, run.mask);
                for (unsigned bits = window; bits; bits &= bits - 1) {
                    const int bit = __builtin_ctz(bits), dir = run.firstDirection + bit;
                    // Consecutive pieces that need classifying go to runWindow as one range of
                    // head points (few calls: they lie at the cone's edges).
                    std::size_t pending = b0;
                    for (const SubRun& piece : pieces[r]) {
                        if (!((piece.ordered >> bit) & 1u)) continue;
                        const int px0 = std::max(bx0, cx + piece.dxBegin), px1 = std::min(bx1, cx + piece.dxEnd);
                        if (px0 > px1) continue;
                        const std::size_t p0 = g.start[rowStart + std::size_t(px0)];
                        const std::size_t p1 = g.start[rowStart + std::size_t(px1) + 1];
                        if (p0 == p1) continue;
                        const int first = piece.firstRow, rows = piece.rows;
                        if (pending < p0) localTested += worker->runWindow(a0, a1, pending, p0, sameCell, dir);
                        pending = p1;
                        const bool tailAtHead = (piece.tailAtHead >> bit) & 1u;
                        if (rows > 0)
                            localTested += worker->runInsidePiece(a0, a1, p0, p1, dir, tailAtHead, first, rows,
                                                                  type == 8, allValid, !((piece.inside >> bit) & 1u));
                    }
                    if (pending < b1) localTested += worker->runWindow(a0, a1, pending, b1, sameCell, dir);
                }
                const unsigned rest = run.mask & ~window;
                if (!rest) continue;
                localTested += difference ? worker->runDifference(a0, a1, b0, b1, sameCell, run.firstDirection, rest)
                                          : worker->run(a0, a1, b0, b1, sameCell, run.firstDirection, rest);
            }
        }
        tested += localTested;
        std::lock_guard lock(merge);
        for (std::size_t k = 0; k < recordValues; ++k) sums[k] += local[k] + local[recordValues + k];
    });
    testedOut += tested.load();
}

}  // namespace

void accumulatePairsCpu(const PairProblem& problem, double* sums, PairTimings& timings, const CancelToken* cancel,
                        Progress* progress) {
    const auto start = std::chrono::steady_clock::now();
    // The window loop's pieces inside a cone cost little per pair but something per (cell,
    // piece): coarser cells there (measured: 12% faster at 10^5 points with 8 points than 3).
    const bool windowed = problem.valueCount == 1 && problem.variogramCount == 1 &&
                          detail::isDifferenceType(problem.variograms[0].type) &&
                          problem.tolerance <= 0.5f * problem.separation &&
                          std::all_of(problem.directions, problem.directions + problem.directionCount,
                                      [](const DirectionConstants& d) { return d.signFromAzimuth != 0; });
    const CellGrid grid = buildCellGrid(problem, std::sqrt(problem.maxHs), windowed ? problem.separation : 0.0f);
    const std::vector<CellRun> runs = cellRuns(problem, grid);
    timings.backend = "cpu (" + std::to_string(hardwareThreads()) + " threads)";
    timings.prepareMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const auto kernelStart = std::chrono::steady_clock::now();
    if (problem.hasSquares)
        accumulateCells<true>(problem, grid, runs, sums, timings.pairsTested, cancel, progress);
    else
        accumulateCells<false>(problem, grid, runs, sums, timings.pairsTested, cancel, progress);
    timings.kernelMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kernelStart).count();
}

}  // namespace strata::variogram
