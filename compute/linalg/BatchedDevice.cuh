#pragma once
// Warp-level dense factorisations of one small matrix (n <= 128) held in shared memory, for the
// batched kernels of BatchedCuda.cu and for fused kernels (kriging) that assemble a system in
// shared memory and solve it in place. One warp per matrix: the 32 lanes share the rows (LU,
// Cholesky, QR) or the column pairs (SVD); a block holds several warps, hence several matrices.
// Column-major with leading dimension ld; an odd ld puts the lanes' rows of one column in
// distinct shared-memory banks. Every function is entered and left by the whole warp, with the
// warp synchronised (__syncwarp), and returns the same value on every lane.
//
// Compared with the seed design (N threads per matrix, Crout LU): a warp per matrix needs no
// block barrier (__syncwarp only) and lets many matrices share a block for n < 32; the LU is the
// right-looking variant, whose rank-1 update gives every lane its rows of every trailing column
// at each step (Crout's dot products would serialise along the row for one lane).
#include "linalg/BatchedScalar.cuh"

namespace strata::linalg::device {

// Largest and smallest pivot magnitudes of a factorisation; singular when a pivot is zero.
template <class R>
struct PivotRange {
    R largest = 0;
    R smallest = 0;
    bool singular = false;
};

// True on every lane when all count values are finite.
template <class T>
__device__ bool warpAllFinite(const T* values, int count) {
    bool ok = true;
    for (int e = threadIdx.x & 31; e < count; e += 32) ok = ok && finite(values[e]);
    return __all_sync(kWarpMask, ok);
}

// getrf: P A = L U in place, pivots[k] = the 1-based row swapped with row k (LAPACK's ipiv).
// The pivot of column k is found by a warp reduction over its rows (largest |a|^2, the lowest
// row on ties); a zero column is skipped (singular), as LAPACK does.
template <class T>
__device__ PivotRange<RealT<T>> warpLu(T* a, int n, int ld, int* pivots) {
    using R = RealT<T>;
    const int lane = threadIdx.x & 31;
    PivotRange<R> range;
    range.smallest = R(INFINITY);
    for (int k = 0; k < n; ++k) {
        R best = R(-1);
        int row = n;
        for (int i = k + lane; i < n; i += 32) {
            const R score = absSquared(a[i + k * ld]);
            if (score > best) {
                best = score;
                row = i;
            }
        }
        for (int offset = 16; offset > 0; offset >>= 1) {
            const R otherBest = __shfl_xor_sync(kWarpMask, best, offset);
            const int otherRow = __shfl_xor_sync(kWarpMask, row, offset);
            if (otherBest > best || (otherBest == best && otherRow < row)) {
                best = otherBest;
                row = otherRow;
            }
        }
        if (lane == 0) pivots[k] = row + 1;
        if (row != k)
            for (int j = lane; j < n; j += 32) {
                const T t = a[k + j * ld];
                a[k + j * ld] = a[row + j * ld];
                a[row + j * ld] = t;
            }
        __syncwarp();
        const R size = squareRootOf(best);
        range.largest = max(range.largest, size);
        range.smallest = min(range.smallest, size);
        if (best == R(0)) {
            range.singular = true;
            continue;
        }
        const T pivot = a[k + k * ld];
        for (int i = k + 1 + lane; i < n; i += 32) a[i + k * ld] = a[i + k * ld] / pivot;
        __syncwarp();
        for (int j = k + 1; j < n; ++j) {
            const T ukj = a[k + j * ld];
            for (int i = k + 1 + lane; i < n; i += 32) a[i + j * ld] -= a[i + k * ld] * ukj;
        }
        __syncwarp();
    }
    return range;
}

// getrs for one right-hand side b (length n, shared): the swaps, then L y = P b, then U x = y.
template <class T>
__device__ void warpLuSolve(const T* lu, int n, int ld, const int* pivots, T* b) {
    const int lane = threadIdx.x & 31;
    if (lane == 0)
        for (int k = 0; k < n; ++k) {
            const int p = pivots[k] - 1;
            const T t = b[k];
            b[k] = b[p];
            b[p] = t;
        }
    __syncwarp();
    for (int k = 0; k < n; ++k) {
        const T yk = b[k];
        for (int i = k + 1 + lane; i < n; i += 32) b[i] -= lu[i + k * ld] * yk;
        __syncwarp();
    }
    for (int k = n - 1; k >= 0; --k) {
        const T xk = b[k] / lu[k + k * ld];
        __syncwarp();
        for (int i = lane; i < k; i += 32) b[i] -= lu[i + k * ld] * xk;
        if (lane == 0) b[k] = xk;
        __syncwarp();
    }
}

// potrf: A = L L^H in the lower triangle (the strict upper triangle set to zero). Stops at the
// first pivot whose real part is not positive (range.singular: not positive definite).
template <class T>
__device__ PivotRange<RealT<T>> warpCholeskyFactor(T* a, int n, int ld) {
    using R = RealT<T>;
    const int lane = threadIdx.x & 31;
    PivotRange<R> range;
    range.smallest = R(INFINITY);
    for (int k = 0; k < n; ++k) {
        const R pivot = realPart(a[k + k * ld]);
        if (!(pivot > R(0))) {
            range.singular = true;
            return range;
        }
        const R d = squareRootOf(pivot);
        range.largest = max(range.largest, d);
        range.smallest = min(range.smallest, d);
        for (int i = k + 1 + lane; i < n; i += 32) a[i + k * ld] = a[i + k * ld] / fromReal<T>(d);
        __syncwarp();
        if (lane == 0) a[k + k * ld] = fromReal<T>(d);
        for (int j = k + 1; j < n; ++j) {
            const T ljk = conjugate(a[j + k * ld]);
            for (int i = j + lane; i < n; i += 32) a[i + j * ld] -= a[i + k * ld] * ljk;
        }
        __syncwarp();
    }
    for (int j = 1; j < n; ++j)
        for (int i = lane; i < j; i += 32) a[i + j * ld] = zero<T>();
    __syncwarp();
    return range;
}

// potrs for one right-hand side b (shared): L y = b, then L^H x = y.
template <class T>
__device__ void warpCholeskySolve(const T* l, int n, int ld, T* b) {
    const int lane = threadIdx.x & 31;
    for (int k = 0; k < n; ++k) {
        const T yk = b[k] / l[k + k * ld];
        __syncwarp();
        for (int i = k + 1 + lane; i < n; i += 32) b[i] -= l[i + k * ld] * yk;
        if (lane == 0) b[k] = yk;
        __syncwarp();
    }
    for (int k = n - 1; k >= 0; --k) {
        const T xk = b[k] / l[k + k * ld];
        __syncwarp();
        for (int i = lane; i < k; i += 32) b[i] -= conjugate(l[k + i * ld]) * xk;
        if (lane == 0) b[k] = xk;
        __syncwarp();
    }
}

// The Givens rotation G = [c s; -conj(s) c] (c real) with G [f; g] = [r; 0].
template <class T>
struct Givens {
    RealT<T> c;
    T s;
};

template <class T>
__device__ Givens<T> makeGivens(T f, T g) {
    using R = RealT<T>;
    const R absF = magnitude(f), absG = magnitude(g);
    if (absG == R(0)) return {R(1), zero<T>()};
    if (absF == R(0)) return {R(0), conjugate(g) / fromReal<T>(absG)};
    const R r = hypot(absF, absG);
    return {absF / r, (f / fromReal<T>(absF)) * conjugate(g) / fromReal<T>(r)};
}

template <class T>
__device__ void rotateRows(T& top, T& bottom, Givens<T> g) {
    const T t = fromReal<T>(g.c) * top + g.s * bottom;
    bottom = fromReal<T>(g.c) * bottom - conjugate(g.s) * top;
    top = t;
}

// Givens QR of the m x n matrix a (shared, ld): a becomes R; the same rotations are applied to
// the m x cols matrix `other` (leading dimension ldo; Q^H starting from I, or right-hand sides).
// Column j is reduced by a binary tree of rotations: at stride s the disjoint row pairs
// (j + 2sq, j + 2sq + s) rotate at once, so log2(m - j) rounds instead of m - j sequential ones.
// Each round first computes its rotations (one lane per pair, into `rotations`, m / 2 + 1 of
// them), then applies them to every column, the lanes sharing the (pair, column) items.
template <class T>
__device__ void warpGivensQr(T* a, int m, int n, int ld, T* other, int ldo, int cols, Givens<T>* rotations) {
    const int lane = threadIdx.x & 31;
    for (int j = 0; j < n; ++j) {
        for (int stride = 1; j + stride < m; stride *= 2) {
            const int pairs = (m - j - stride + 2 * stride - 1) / (2 * stride);
            for (int p = lane; p < pairs; p += 32) {
                const int top = j + 2 * stride * p;
                rotations[p] = makeGivens(a[top + j * ld], a[top + stride + j * ld]);
            }
            __syncwarp();
            const int widthA = n - j, items = pairs * (widthA + cols);
            for (int e = lane; e < items; e += 32) {
                const int p = e % pairs, column = e / pairs;
                const int top = j + 2 * stride * p, bottom = top + stride;
                if (column < widthA) {
                    const int c = j + column;
                    rotateRows(a[top + c * ld], a[bottom + c * ld], rotations[p]);
                } else {
                    const int c = column - widthA;
                    rotateRows(other[top + c * ldo], other[bottom + c * ldo], rotations[p]);
                }
            }
            __syncwarp();
        }
        for (int i = j + 1 + lane; i < m; i += 32) a[i + j * ld] = zero<T>();  // exact zeros below R
        __syncwarp();
    }
}

// Solves R x = y (R the leading n x n upper triangle of a) in place in y.
template <class T>
__device__ void warpUpperSolve(const T* a, int n, int ld, T* y) {
    const int lane = threadIdx.x & 31;
    for (int k = n - 1; k >= 0; --k) {
        const T xk = y[k] / a[k + k * ld];
        __syncwarp();
        for (int i = lane; i < k; i += 32) y[i] -= a[i + k * ld] * xk;
        if (lane == 0) y[k] = xk;
        __syncwarp();
    }
}

// Largest and smallest |r_kk| over the diagonal of R.
template <class T>
__device__ PivotRange<RealT<T>> warpDiagonalRange(const T* a, int n, int ld) {
    using R = RealT<T>;
    R largest = 0, smallest = R(INFINITY);
    for (int k = threadIdx.x & 31; k < n; k += 32) {
        const R v = magnitude(a[k + k * ld]);
        largest = max(largest, v);
        smallest = min(smallest, v);
    }
    PivotRange<R> range;
    range.largest = warpMax(largest);
    range.smallest = warpMin(smallest);
    range.singular = range.smallest == R(0);
    return range;
}

// One-sided (Hestenes) Jacobi SVD of the m x n (m >= n) matrix u (shared, ld): columns are
// rotated pairwise until mutually orthogonal; then column j of u is sigma_j U_j and v (n x n,
// ldv, starting from I) holds V. Chosen over the seed's bidiagonal QR algorithm because every
// round rotates n / 2 disjoint column pairs independently (one lane per pair, no communication
// inside a round), where Householder bidiagonalisation and the implicit QR sweeps are chains of
// dependent steps; Jacobi also computes small singular values to high relative accuracy and
// converges in a handful of sweeps for n <= 128. Pairs follow the round-robin (chess tournament)
// ordering: n - 1 rounds (n even; an odd n gets a phantom column) cover every pair once a sweep.
// Returns false when maxSweeps sweeps leave a pair unconverged.
template <class T>
__device__ bool warpJacobiSvd(T* u, int m, int n, int ld, T* v, int ldv, int maxSweeps) {
    using R = RealT<T>;
    const int lane = threadIdx.x & 31;
    const int players = n + (n & 1);
    const R epsilon = R(sizeof(R) == 4 ? 1.1920929e-07 : 2.220446049250313e-16);
    const R tolerance = R(m) * epsilon;
    // A column reduced to rounding noise (a rank-deficient matrix: two equal columns leave one
    // at ~epsilon |A|) is zero: its direction is random, so rotating it never converges.
    R frobenius = 0;
    for (int j = lane; j < n; j += 32)
        for (int i = 0; i < m; ++i) frobenius += absSquared(u[i + j * ld]);
    const R negligible = warpSumOf(frobenius) * tolerance * tolerance;
    for (int sweep = 0; sweep < maxSweeps; ++sweep) {
        bool rotated = false;
        for (int round = 0; round < players - 1; ++round) {
            for (int pair = lane; pair < players / 2; pair += 32) {
                // Round-robin: player 0 stays, the others rotate by `round`.
                const auto seat = [&](int s) { return s == 0 ? 0 : 1 + (s - 1 + round) % (players - 1); };
                int p = seat(pair), q = seat(players - 1 - pair);
                if (p > q) {
                    const int t = p;
                    p = q;
                    q = t;
                }
                if (q >= n) continue;  // the phantom column
                R alpha = 0, beta = 0;
                T gamma = zero<T>();
                for (int i = 0; i < m; ++i) {
                    const T up = u[i + p * ld], uq = u[i + q * ld];
                    alpha += absSquared(up);
                    beta += absSquared(uq);
                    gamma += conjugate(up) * uq;
                }
                const R absGamma = magnitude(gamma);
                if (!(absGamma > tolerance * squareRootOf(alpha * beta)) || alpha <= negligible || beta <= negligible)
                    continue;
                rotated = true;
                const T phase = gamma / fromReal<T>(absGamma);
                const R zeta = (beta - alpha) / (R(2) * absGamma);
                const R t = (zeta >= R(0) ? R(1) : R(-1)) / (fabs(zeta) + squareRootOf(R(1) + zeta * zeta));
                const R c = R(1) / squareRootOf(R(1) + t * t), s = c * t;
                // [u_p u_q] <- [u_p u_q] [c, s e; -s conj(e), c], e = gamma / |gamma|: unitary,
                // and it zeroes u_p^H u_q.
                const T sE = fromReal<T>(s) * phase, sConjE = fromReal<T>(s) * conjugate(phase);
                for (int i = 0; i < m; ++i) {
                    const T up = u[i + p * ld], uq = u[i + q * ld];
                    u[i + p * ld] = fromReal<T>(c) * up - sConjE * uq;
                    u[i + q * ld] = sE * up + fromReal<T>(c) * uq;
                }
                for (int i = 0; i < n; ++i) {
                    const T vp = v[i + p * ldv], vq = v[i + q * ldv];
                    v[i + p * ldv] = fromReal<T>(c) * vp - sConjE * vq;
                    v[i + q * ldv] = sE * vp + fromReal<T>(c) * vq;
                }
            }
            __syncwarp();
        }
        if (!__any_sync(kWarpMask, rotated)) return true;
    }
    return false;
}

// The norm of column j of u (sigma_j after warpJacobiSvd), one lane per column.
template <class T>
__device__ RealT<T> columnNorm(const T* u, int m, int ld, int j) {
    RealT<T> sum = 0;
    for (int i = 0; i < m; ++i) sum += absSquared(u[i + j * ld]);
    return squareRootOf(sum);
}

}  // namespace strata::linalg::device
