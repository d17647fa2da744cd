// Compiled with -fno-math-errno (compute/CMakeLists.txt): the square roots of the lanes then
// become one vector instruction (they only see sums of squares and pivots, whose sign the
// singularity test checks); the IEEE results are the same.
#include "LocalKrigingBatch.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "KrigingVariance.h"
#include "strata/variogram/StructureCovariance.h"

namespace strata::kriging {

namespace {

// One double per system (GCC/Clang vector extensions), as many systems as the widest vectors
// hold: 8 on AVX-512, 4 on AVX2, 2 on SSE2 (a wider type on a narrower instruction set is split
// by the compiler into several registers, which GCC does badly in the register-blocked loops:
// measured, 8 lanes on AVX2 were slower than 2 on SSE2). The vectors stay inside the inlined
// kernels: none crosses a call, so the ABI of the wider vectors never matters.
using Lanes8 = double __attribute__((vector_size(64)));
using Lanes4 = double __attribute__((vector_size(32)));
using Lanes2 = double __attribute__((vector_size(16)));

// Start of row i of a packed lower triangle stored by rows.
inline std::size_t rowStart(int i) { return std::size_t(i) * std::size_t(i + 1) / 2; }

struct Stage1 {
    int n = 0, p = 0, frames = 0;
    const variogram::Structure* structures = nullptr;  // `structures` of them (0: nugget only)
    int structureCount = 0;
    bool singleSpherical = false;    // one structure, spherical: the fused assembly loop
    const double* metric = nullptr;  // frames x 3 x 3
    double cmax = 0, zeroDistance2 = 0, minPivot = 0, powerConstant = 0;
    bool pointTarget = false;  // c0 computed here (point support); else given
    const double* offsets = nullptr;
    double* frame = nullptr;  // frames x 3 x n, then two rows of squared distances
    double* factor = nullptr;
    double* rdiag = nullptr;
    double* c0 = nullptr;
    const double* drift = nullptr;
    double* solved = nullptr;
    double* schur = nullptr;
    double* projected = nullptr;
    std::int64_t* valid = nullptr;  // per lane: all pivots passed (-1) or not (0)
};

struct Stage2 {
    int n = 0, p = 0;
    double blockVariance = 0;
    const double* factor = nullptr;
    const double* rdiag = nullptr;
    const double* c0 = nullptr;
    const double* f0 = nullptr;
    const double* mu = nullptr;
    double* solved = nullptr;  // in: L^-1 c0, then L^-1 F; out: the weights
    double* variance = nullptr;
};

// The kernels for one vector type V (W = kWidth systems).
template <class V>
struct Kernels {
    using Lanes = V;
    using Mask = decltype(V{} < V{});
    static constexpr int kWidth = int(sizeof(V) / sizeof(double));

    static Lanes* as(double* p) { return reinterpret_cast<Lanes*>(p); }
    static const Lanes* as(const double* p) { return reinterpret_cast<const Lanes*>(p); }
    static Mask* as(std::int64_t* p) { return reinterpret_cast<Mask*>(p); }

    [[gnu::always_inline]] static void sqrtLanes(const Lanes& in, Lanes& out) {
        for (int l = 0; l < kWidth; ++l) out[l] = std::sqrt(in[l]);
    }

    // One structure's covariance at squared distances h2[0..m): into c[0..m) for the first
    // structure (no zeroing pass), added to it for the others.
    [[gnu::always_inline]] static void addStructure(const variogram::Structure& st, double powerConstant, bool first,
                                                    const Lanes* h2, int m, Lanes* c) {
        const Lanes zero{};
        if (st.type == variogram::StructureType::Spherical) {
            const double inverseRange = 1.0 / st.range, sill = st.sill;
            const Lanes one = zero + 1.0;
            for (int j = 0; j < m; ++j) {
                Lanes h;
                sqrtLanes(h2[j], h);
                const Lanes hr = h * inverseRange;
                c[j] = (first ? zero : c[j]) + (hr < one ? sill * (1.0 - hr * (1.5 - 0.5 * hr * hr)) : zero);
            }
        } else {
            for (int j = 0; j < m; ++j) {
                if (first) c[j] = zero;
                for (int l = 0; l < kWidth; ++l)
                    c[j][l] += variogram::structureCovariance(st, std::sqrt(h2[j][l]), powerConstant);
            }
        }
    }

    // C (packed lower triangle) and, for point targets, c0, as PairCovariance gives them: each
    // structure's rotation applied once per neighbour, GSLIB's zero-distance rule.
    [[gnu::always_inline]] static void assemble(const Stage1& a) {
        const int n = a.n;
        const std::size_t un = std::size_t(n);
        for (int s = 0; s < a.frames; ++s) {
            const double* m = a.metric + 9 * s;
            Lanes* f = as(a.frame) + std::size_t(s) * 3 * un;
            const Lanes* x = as(a.offsets);
            const Lanes* y = x + un;
            const Lanes* z = y + un;
            for (int i = 0; i < n; ++i) {
                f[i] = m[0] * x[i] + m[1] * y[i] + m[2] * z[i];
                f[un + std::size_t(i)] = m[3] * x[i] + m[4] * y[i] + m[5] * z[i];
                f[2 * un + std::size_t(i)] = m[6] * x[i] + m[7] * y[i] + m[8] * z[i];
            }
        }
        Lanes* first2 = as(a.frame) + std::size_t(a.frames) * 3 * un;
        Lanes* other2 = first2 + un;
        const Lanes zero{}, cmax = zero + a.cmax, zeroDistance2 = zero + a.zeroDistance2;
        // Row i of C: i covariances and the diagonal; the last "row" (i = n) is c0 (the target at
        // the origin of the offsets).
        for (int i = 0; i <= n; ++i) {
            const bool target = i == n;
            if (target && !a.pointTarget) break;
            Lanes* c = target ? as(a.c0) : as(a.factor) + rowStart(i);
            const int m = target ? n : i;
            if (a.singleSpherical) {
                // One spherical structure (and a nugget): distances, covariances and the zero-
                // distance rule in one pass, the same arithmetic as below.
                const Lanes* fx = as(a.frame);
                const Lanes* fy = fx + un;
                const Lanes* fz = fy + un;
                const Lanes xi = target ? zero : fx[i], yi = target ? zero : fy[i], zi = target ? zero : fz[i];
                const double inverseRange = 1.0 / a.structures[0].range, sill = a.structures[0].sill;
                const Lanes one = zero + 1.0;
                for (int j = 0; j < m; ++j) {
                    const Lanes dx = fx[j] - xi, dy = fy[j] - yi, dz = fz[j] - zi;
                    const Lanes h2 = dx * dx + dy * dy + dz * dz;
                    Lanes h;
                    sqrtLanes(h2, h);
                    const Lanes hr = h * inverseRange;
                    const Lanes cov = hr < one ? sill * (1.0 - hr * (1.5 - 0.5 * hr * hr)) : zero;
                    c[j] = h2 < zeroDistance2 ? cmax : cov;
                }
                if (!target) c[i] = cmax;
                continue;
            }
            if (a.structureCount == 0)  // nugget only
                for (int j = 0; j < m; ++j) c[j] = zero;
            for (int s = 0; s < a.frames; ++s) {
                const Lanes* fx = as(a.frame) + std::size_t(s) * 3 * un;
                const Lanes* fy = fx + un;
                const Lanes* fz = fy + un;
                const Lanes xi = target ? zero : fx[i], yi = target ? zero : fy[i], zi = target ? zero : fz[i];
                Lanes* h2 = s == 0 ? first2 : other2;
                for (int j = 0; j < m; ++j) {
                    const Lanes dx = fx[j] - xi, dy = fy[j] - yi, dz = fz[j] - zi;
                    h2[j] = dx * dx + dy * dy + dz * dz;
                }
                if (a.structureCount == 0) break;
                addStructure(a.structures[s], a.powerConstant, s == 0, h2, m, c);
            }
            for (int j = 0; j < m; ++j) c[j] = first2[j] < zeroDistance2 ? cmax : c[j];
            if (!target) c[i] = cmax;
        }
    }

    // Columns j .. j + C - 1 of rows r[0 .. R) of the in-place Cholesky, below the rows' diagonal
    // block: one pass over k < j with R C independent sums, each loaded L(row, k) used C times and
    // each L(j + c, k) R times (the kernel is bound by loads: R + C loads for R C products).
    template <int R, int C>
    [[gnu::always_inline]] static void choleskyBlock(const Lanes* L, const Lanes* rdiag, Lanes* const* r, int j) {
        const Lanes zero{};
        const Lanes* q[C];
#pragma GCC unroll 8
        for (int c = 0; c < C; ++c) q[c] = L + rowStart(j + c);
        Lanes sum[R][C];
#pragma GCC unroll 8
        for (int a = 0; a < R; ++a)
#pragma GCC unroll 8
            for (int c = 0; c < C; ++c) sum[a][c] = zero;
        for (int k = 0; k < j; ++k) {
            Lanes col[C], row[R];
#pragma GCC unroll 8
            for (int c = 0; c < C; ++c) col[c] = q[c][k];
#pragma GCC unroll 8
            for (int a = 0; a < R; ++a) row[a] = r[a][k];
#pragma GCC unroll 8
            for (int a = 0; a < R; ++a)
#pragma GCC unroll 8
                for (int c = 0; c < C; ++c) sum[a][c] += row[a] * col[c];
        }
        // The C columns in order: column c also needs the products with columns j .. j + c - 1.
#pragma GCC unroll 8
        for (int c = 0; c < C; ++c) {
            const Lanes d = rdiag[j + c];
#pragma GCC unroll 8
            for (int a = 0; a < R; ++a) {
                Lanes t = sum[a][c];
#pragma GCC unroll 8
                for (int e = 0; e < c; ++e) t += r[a][j + e] * q[c][j + e];
                r[a][j + c] = (r[a][j + c] - t) * d;
            }
        }
    }

    // Rows i .. i + R - 1 of the in-place Cholesky C = L L' (packed lower triangle by rows; the rows
    // above done), left-looking, C columns at a time. A pivot sqrt below minPivot, or not a number,
    // clears the lane's valid mask (LocalKrigingSolver's test).
    template <int R, int C>
    [[gnu::always_inline]] static void choleskyRows(Lanes* L, Lanes* rdiag, int i, const Lanes& minPivot, Mask& valid) {
        const Lanes zero{};
        Lanes* r[R];
#pragma GCC unroll 8
        for (int a = 0; a < R; ++a) r[a] = L + rowStart(i + a);
        int j = 0;
        for (; j + C <= i; j += C) choleskyBlock<R, C>(L, rdiag, r, j);
        for (; j < i; ++j) choleskyBlock<R, 1>(L, rdiag, r, j);
        // The diagonal block: the sums over k < i of every pair of its rows in one pass (each row
        // element loaded once), then its lower triangle column by column.
        Lanes sum[R][R];
#pragma GCC unroll 8
        for (int a = 0; a < R; ++a)
#pragma GCC unroll 8
            for (int c = 0; c <= a; ++c) sum[a][c] = zero;
        for (int k = 0; k < i; ++k) {
            Lanes row[R];
#pragma GCC unroll 8
            for (int a = 0; a < R; ++a) row[a] = r[a][k];
#pragma GCC unroll 8
            for (int a = 0; a < R; ++a)
#pragma GCC unroll 8
                for (int c = 0; c <= a; ++c) sum[a][c] += row[a] * row[c];
        }
#pragma GCC unroll 8
        for (int c = 0; c < R; ++c) {
            const int col = i + c;
            Lanes t = sum[c][c];
#pragma GCC unroll 8
            for (int e = 0; e < c; ++e) t += r[c][i + e] * r[c][i + e];
            Lanes d;
            sqrtLanes(r[c][col] - t, d);
            valid &= d > minPivot;
            r[c][col] = d;
            const Lanes inverse = 1.0 / d;
            rdiag[col] = inverse;
#pragma GCC unroll 8
            for (int a = c + 1; a < R; ++a) {
                Lanes u = sum[a][c];
#pragma GCC unroll 8
                for (int e = 0; e < c; ++e) u += r[a][i + e] * r[c][i + e];
                r[a][col] = (r[a][col] - u) * inverse;
            }
        }
    }

    template <int Rows, int Columns>
    [[gnu::always_inline]] static void cholesky(const Stage1& a) {
        const Lanes minPivot = Lanes{} + a.minPivot;
        Mask valid = *as(a.valid);
        int i = 0;
        for (; i + Rows <= a.n; i += Rows) choleskyRows<Rows, Columns>(as(a.factor), as(a.rdiag), i, minPivot, valid);
        for (; i < a.n; ++i) choleskyRows<1, Columns>(as(a.factor), as(a.rdiag), i, minPivot, valid);
        *as(a.valid) = valid;
    }

    // x = L^-1 b, four partial sums per row.
    [[gnu::always_inline]] static void forward(const Lanes* L, const Lanes* rdiag, int n, const Lanes* b, Lanes* x) {
        const Lanes zero{};
        for (int i = 0; i < n; ++i) {
            const Lanes* r = L + rowStart(i);
            Lanes s0 = zero, s1 = zero, s2 = zero, s3 = zero;
            int k = 0;
            for (; k + 3 < i; k += 4) {
                s0 += r[k] * x[k];
                s1 += r[k + 1] * x[k + 1];
                s2 += r[k + 2] * x[k + 2];
                s3 += r[k + 3] * x[k + 3];
            }
            for (; k < i; ++k) s0 += r[k] * x[k];
            x[i] = (b[i] - ((s0 + s1) + (s2 + s3))) * rdiag[i];
        }
    }

    [[gnu::always_inline]] static void dot(const Lanes* u, const Lanes* v, int n, Lanes& out) {
        const Lanes zero{};
        Lanes s0 = zero, s1 = zero;
        int i = 0;
        for (; i + 1 < n; i += 2) {
            s0 += u[i] * v[i];
            s1 += u[i + 1] * v[i + 1];
        }
        if (i < n) s0 += u[i] * v[i];
        out = s0 + s1;
    }

    // Assembly, factorisation, L^-1 c0, U = L^-1 F, S = U'U and U' L^-1 c0.
    template <int Rows, int Columns>
    [[gnu::always_inline]] static void stage1Lanes(const Stage1& a) {
        assemble(a);
        cholesky<Rows, Columns>(a);
        const std::size_t un = std::size_t(a.n);
        forward(as(a.factor), as(a.rdiag), a.n, as(a.c0), as(a.solved));
        for (int k = 0; k < a.p; ++k)
            forward(as(a.factor), as(a.rdiag), a.n, as(a.drift) + std::size_t(k) * un,
                    as(a.solved) + std::size_t(k + 1) * un);
        for (int k = 0; k < a.p; ++k) {
            const Lanes* uk = as(a.solved) + std::size_t(k + 1) * un;
            dot(uk, as(a.solved), a.n, as(a.projected)[k]);
            for (int l = 0; l <= k; ++l) {
                dot(uk, as(a.solved) + std::size_t(l + 1) * un, a.n, as(a.schur)[k * a.p + l]);
                as(a.schur)[l * a.p + k] = as(a.schur)[k * a.p + l];
            }
        }
    }

    // w = L'^-1 (L^-1 c0 - U mu) and the variance BV - w'c0 - mu'f0.
    [[gnu::always_inline]] static void stage2Lanes(const Stage2& a) {
        const int n = a.n;
        const std::size_t un = std::size_t(n);
        Lanes* w = as(a.solved);
        for (int k = 0; k < a.p; ++k) {
            const Lanes* uk = as(a.solved) + std::size_t(k + 1) * un;
            const Lanes mu = as(a.mu)[k];
            for (int i = 0; i < n; ++i) w[i] -= uk[i] * mu;
        }
        for (int i = n - 1; i >= 0; --i) {
            const Lanes* r = as(a.factor) + rowStart(i);
            const Lanes wi = w[i] * as(a.rdiag)[i];
            w[i] = wi;
            for (int k = 0; k < i; ++k) w[k] -= r[k] * wi;
        }
        Lanes v;
        dot(w, as(a.c0), n, v);
        Lanes variance = a.blockVariance - v;
        for (int k = 0; k < a.p; ++k) variance -= as(a.mu)[k] * as(a.f0)[k];
        *as(a.variance) = variance;
    }
};

using Stage1Kernel = void (*)(const Stage1&);
using Stage2Kernel = void (*)(const Stage2&);

// Register blocks of the Cholesky: 4 x 4 sums (16 accumulators, 8 loaded vectors) within
// AVX-512's 32 registers; 4 x 2 (8 + 6) within the 16 of AVX2 and SSE2.
[[gnu::target("arch=x86-64-v4")]] void stage1Avx512(const Stage1& a) { Kernels<Lanes8>::stage1Lanes<4, 4>(a); }
[[gnu::target("arch=x86-64-v3")]] void stage1Avx2(const Stage1& a) { Kernels<Lanes4>::stage1Lanes<4, 2>(a); }
void stage1Generic(const Stage1& a) { Kernels<Lanes2>::stage1Lanes<4, 2>(a); }
[[gnu::target("arch=x86-64-v4")]] void stage2Avx512(const Stage2& a) { Kernels<Lanes8>::stage2Lanes(a); }
[[gnu::target("arch=x86-64-v3")]] void stage2Avx2(const Stage2& a) { Kernels<Lanes4>::stage2Lanes(a); }
void stage2Generic(const Stage2& a) { Kernels<Lanes2>::stage2Lanes(a); }

int widestIsa() {
    static const int isa = __builtin_cpu_supports("x86-64-v4") ? 2 : __builtin_cpu_supports("x86-64-v3") ? 1 : 0;
    return isa;
}

}  // namespace

const char* LocalKrigingBatch::isa() {
    switch (widestIsa()) {
        case 2: return "AVX-512";
        case 1: return "AVX2";
        default: return "SSE2";
    }
}

LocalKrigingBatch::LocalKrigingBatch(const KrigingSetup& setup, const PreparedData& data) : setup_(setup), data_(data) {
    const auto& model = setup.options().model;
    if (model.structures.empty()) {
        const AnisotropicMetric identity;
        for (const auto& r : identity.m) params_.insert(params_.end(), r.begin(), r.end());
    }
    for (const auto& s : model.structures) {
        const AnisotropicMetric m(s.anisotropy);
        for (const auto& r : m.m) params_.insert(params_.end(), r.begin(), r.end());
    }
}

namespace {
// Work arrays are std::vector<double> grown to `count` vectors of the widest kind plus one, so
// that a 64-byte aligned view (aligned) fits inside.
void reserveLanes(std::vector<double>& v, std::size_t count) {
    const std::size_t need = (count + 1) * LocalKrigingBatch::kMaxLanes;
    if (v.size() < need) v.assign(need, 0.0);
}
double* aligned(std::vector<double>& v) {
    auto p = reinterpret_cast<std::uintptr_t>(v.data());
    p = (p + 63) & ~std::uintptr_t(63);
    return reinterpret_cast<double*>(p);
}
}  // namespace

int LocalKrigingBatch::lanes() {
    switch (widestIsa()) {
        case 2: return 8;
        case 1: return 4;
        default: return 2;
    }
}

void LocalKrigingBatch::solve(int n, const double* x0, const double* y0, const double* z0, const double* secondary,
                              const std::uint32_t* idx, NodeSolution* out) {
    static const int W = lanes();
    static const Stage1Kernel stage1 = widestIsa() == 2 ? stage1Avx512 : widestIsa() == 1 ? stage1Avx2 : stage1Generic;
    static const Stage2Kernel stage2 = widestIsa() == 2 ? stage2Avx512 : widestIsa() == 1 ? stage2Avx2 : stage2Generic;
    const KrigingOptions& o = setup_.options();
    const int p = setup_.constraints();
    const auto& model = o.model;
    const int frames = int(std::max<std::size_t>(model.structures.size(), 1));
    const std::size_t un = std::size_t(n), up = std::size_t(p), w = std::size_t(W);
    const bool threeD = data_.dimension == 3;
    const bool point = setup_.discretisation().size() == 1 && !o.estimateTrend;

    reserveLanes(offsets_, 3 * un);
    reserveLanes(frames_, std::size_t(frames) * 3 * un + 2 * un);
    reserveLanes(factor_, un * (un + 1) / 2);
    reserveLanes(rdiag_, un);
    reserveLanes(c0_, un);
    reserveLanes(drift_, std::max<std::size_t>(up, 1) * un);
    reserveLanes(solved_, (up + 1) * un);
    reserveLanes(schur_, std::max<std::size_t>(up * up, 1));
    reserveLanes(projected_, std::max<std::size_t>(up, 1));
    reserveLanes(f0_, std::max<std::size_t>(up, 1));
    reserveLanes(mu_, std::max<std::size_t>(up, 1));
    reserveLanes(variance_, 1);

    // Element e of lane l of an interleaved array is at e * W + l.
    double* offsets = aligned(offsets_);
    double* c0 = aligned(c0_);
    double* drift = aligned(drift_);
    double* f0 = aligned(f0_);
    // The per-target inputs, lane by lane: offsets, drift functions, c0 for blocks. Ordinary
    // kriging's one drift function is the constant C(0) (KrigingSetup::driftAtPoint).
    const bool constantDrift = p == 1 && setup_.driftTerms().empty() && o.type != KrigingType::ExternalDrift;
    const bool perDatum = !point || (p > 0 && !constantDrift);
    const double* dataX = data_.x.data();
    const double* dataY = data_.y.data();
    const double* dataZ = threeD ? data_.z.data() : nullptr;
    double* ox = offsets;
    double* oy = offsets + un * w;
    double* oz = offsets + 2 * un * w;
    double row[16];
    for (std::size_t l = 0; l < w; ++l) {
        const std::uint32_t* nb = idx + l * un;
        const double tx = x0[l], ty = y0[l], tz = z0[l];
        for (std::size_t i = 0; i < un; ++i) {
            ox[i * w + l] = dataX[nb[i]] - tx;
            oy[i * w + l] = dataY[nb[i]] - ty;
            oz[i * w + l] = dataZ ? dataZ[nb[i]] - tz : 0.0;
        }
        if (perDatum) {
            for (std::size_t i = 0; i < un; ++i) {
                const double dx = ox[i * w + l], dy = oy[i * w + l], dz = oz[i * w + l];
                if (!point) c0[i * w + l] = o.estimateTrend ? 0.0 : setup_.dataToBlock(dx, dy, dz);
                if (p > 0 && !constantDrift) {
                    setup_.driftAtDatum(dx, dy, dz, data_.secondary.empty() ? 0.0 : data_.secondary[nb[i]], row);
                    for (std::size_t k = 0; k < up; ++k) drift[(k * un + i) * w + l] = row[k];
                }
            }
        }
        if (p > 0) {
            setup_.driftAtTarget(secondary[l], row);
            for (std::size_t k = 0; k < up; ++k) f0[k * w + l] = row[k];
        }
    }
    if (constantDrift) std::fill(drift, drift + un * w, setup_.maxCovariance());
    if (o.estimateTrend && point) std::fill(c0, c0 + un * w, 0.0);

    alignas(64) std::int64_t valid[kMaxLanes];
    std::fill(valid, valid + w, std::int64_t(-1));
    Stage1 s1;
    s1.n = n;
    s1.p = p;
    s1.frames = frames;
    s1.structures = model.structures.data();
    s1.structureCount = int(model.structures.size());
    s1.singleSpherical = s1.structureCount == 1 && model.structures[0].type == variogram::StructureType::Spherical;
    s1.metric = params_.data();
    s1.cmax = setup_.maxCovariance();
    s1.zeroDistance2 = variogram::formula::kZeroDistanceSquared;
    s1.powerConstant = model.powerCovarianceConstant();
    s1.minPivot = std::sqrt(kSingularRcond * setup_.maxCovariance());
    s1.pointTarget = point;
    s1.offsets = offsets;
    s1.frame = aligned(frames_);
    s1.factor = aligned(factor_);
    s1.rdiag = aligned(rdiag_);
    s1.c0 = c0;
    s1.drift = drift;
    s1.solved = aligned(solved_);
    s1.schur = aligned(schur_);
    s1.projected = aligned(projected_);
    s1.valid = valid;
    stage1(s1);

    // The multipliers of each lane, with LocalKrigingSolver's singularity test.
    bool ok[kMaxLanes];
    double* mu = aligned(mu_);
    for (std::size_t l = 0; l < w; ++l) {
        ok[l] = valid[l] != 0;
        for (std::size_t k = 0; k < up; ++k) mu[k * w + l] = 0.0;
        if (!ok[l] || p == 0) continue;
        if (p == 1) {
            const double s = s1.schur[l];
            if (!(s > 1e-10 * s)) {
                ok[l] = false;
                continue;
            }
            mu[l] = (s1.projected[l] - f0[l]) / s;
            continue;
        }
        // More than the constant: mu by QR of the lane's G = L^-1 F (WhitenedDrift.h), as
        // LocalKrigingSolver; S above serves the one-term case only.
        laneDrift_.resize(n, p);
        laneSolved_.resize(n);
        laneF0_.resize(p);
        for (std::size_t i = 0; i < un; ++i) {
            laneSolved_(Eigen::Index(i)) = s1.solved[i * w + l];
            for (std::size_t k = 0; k < up; ++k)
                laneDrift_(Eigen::Index(i), Eigen::Index(k)) = s1.solved[((k + 1) * un + i) * w + l];
        }
        for (std::size_t k = 0; k < up; ++k) laneF0_(Eigen::Index(k)) = f0[k * w + l];
        if (!whitened_.factorise(laneDrift_)) {
            ok[l] = false;
            continue;
        }
        whitened_.solve(laneSolved_, laneF0_, laneMu_, laneProjected_);
        for (std::size_t k = 0; k < up; ++k) mu[k * w + l] = laneMu_(Eigen::Index(k));
    }

    Stage2 s2;
    s2.n = n;
    s2.p = p;
    s2.blockVariance = setup_.blockVariance();
    s2.factor = s1.factor;
    s2.rdiag = s1.rdiag;
    s2.c0 = c0;
    s2.f0 = f0;
    s2.mu = mu;
    s2.solved = s1.solved;
    s2.variance = aligned(variance_);
    stage2(s2);

    for (std::size_t l = 0; l < w; ++l) {
        NodeSolution& s = out[l];
        s.used = n;
        s.lagrange = 0;
        s.variance = std::numeric_limits<double>::quiet_NaN();
        if (!ok[l]) {
            s.status = NodeStatus::Singular;
            continue;
        }
        s.weights.resize(un);
        for (std::size_t i = 0; i < un; ++i) s.weights[i] = s2.solved[i * w + l];
        double variance = s2.variance[l];
        if (p > 0) s.lagrange = mu[l] * setup_.maxCovariance();
        s.status = settleVariance(variance, setup_.maxCovariance());
        s.variance = variance;
    }
}

}  // namespace strata::kriging
