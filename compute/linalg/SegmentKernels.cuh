#pragma once
// LU and Cholesky, factor and solve, for n <= 32 in the seed's layout: n threads per matrix (a
// segment of S = 4, 8, 16 or 32 lanes, S >= n), 32 / S matrices per warp, each lane holding one
// row of its matrix in registers. The pivot search is a reduction over the segment's lanes and the
// pivot row reaches the other rows by warp shuffles, so a step of the factorisation touches
// neither shared nor global memory. Against one warp per matrix in shared memory
// (BatchedKernels.cuh), which leaves 32 - n lanes idle and goes through shared memory at every
// update, this measured 3-8x faster on the H100 (docs/developer.md). Row r of a column-major
// matrix is read as a[r + j n], j = 0..n-1: at each j the segment reads n consecutive elements,
// so every sector fetched is used. Loops over columns run to S and are unrolled so that the row
// stays in registers; columns n..S-1 hold zeros.
#include <cstddef>

#include "linalg/BatchedKernels.cuh"

namespace strata::linalg::segment {

using device::kWarpMask;
using device::RealT;
using kernels::StatusOut;

constexpr int kLargest = 32;  // the largest n of these kernels: one row per lane of a warp

__device__ inline float shuffle(float v, int lane, int width) { return __shfl_sync(kWarpMask, v, lane, width); }
__device__ inline double shuffle(double v, int lane, int width) { return __shfl_sync(kWarpMask, v, lane, width); }
__device__ inline int shuffle(int v, int lane, int width) { return __shfl_sync(kWarpMask, v, lane, width); }
__device__ inline device::ComplexFloat shuffle(device::ComplexFloat v, int lane, int width) {
    return {__shfl_sync(kWarpMask, v.re, lane, width), __shfl_sync(kWarpMask, v.im, lane, width)};
}

template <int S, class V>
__device__ V segmentMax(V v) {
#pragma unroll
    for (int offset = S / 2; offset > 0; offset >>= 1) v = max(v, __shfl_xor_sync(kWarpMask, v, offset, S));
    return v;
}
template <int S, class V>
__device__ V segmentMin(V v) {
#pragma unroll
    for (int offset = S / 2; offset > 0; offset >>= 1) v = min(v, __shfl_xor_sync(kWarpMask, v, offset, S));
    return v;
}
template <int S>
__device__ bool segmentAll(bool v) {
    return segmentMin<S>(int(v)) != 0;
}

// The matrices of one pass: every lane of a warp runs the same passes (shuffles take the whole
// warp), a segment past the end of the batch computing on zeros and storing nothing.
template <int S>
struct Segment {
    int row;            // the lane's row (its position before pivoting)
    std::size_t index;  // the segment's matrix
    bool valid;         // index < batch
};

template <int S, class Body>
__device__ void forEachMatrix(std::size_t batch, Body body) {
    const std::size_t perBlock = blockDim.x / S;
    for (std::size_t first = std::size_t(blockIdx.x) * perBlock; first < batch; first += std::size_t(gridDim.x) * perBlock) {
        const std::size_t index = first + threadIdx.x / S;
        body(Segment<S>{int(threadIdx.x % S), index, index < batch});
    }
}

template <class T, int S>
__device__ void loadRow(T (&row)[S], const T* a, int n, int r, bool active) {
#pragma unroll
    for (int j = 0; j < S; ++j) row[j] = active && j < n ? a[r + j * n] : device::zero<T>();
}

template <class T, int S>
__device__ bool rowFinite(const T (&row)[S]) {
    bool ok = true;
#pragma unroll
    for (int j = 0; j < S; ++j) ok = ok && device::finite(row[j]);
    return ok;
}

template <int S>
__device__ void reportSegment(const StatusOut& out, const Segment<S>& g, MatrixStatus failure, bool failed,
                              double condition) {
    if (!g.valid || g.row != 0) return;
    out.condition[g.index] = failed ? double(INFINITY) : condition;
    out.status[g.index] =
        failed ? failure : (condition > out.conditionLimit ? MatrixStatus::IllConditioned : MatrixStatus::Ok);
}

template <class R>
__host__ __device__ inline double conditionOf(R largest, R smallest) {
    return smallest > R(0) ? double(largest) / double(smallest) : double(INFINITY);
}

// getrf. Each lane tracks the position its row holds after the swaps so far; the pivot of column
// c is the row of largest |a|^2 among positions >= c, the lowest position on ties (as the warp
// kernel and LAPACK's first-maximum rule), and swaps positions with the row at c.
template <class T, int S>
__global__ void luFactorKernel(T* a, int* pivots, int n, std::size_t batch, StatusOut out) {
    using R = RealT<T>;
    forEachMatrix<S>(batch, [&](const Segment<S>& g) {
        const int r = g.row;
        const bool active = g.valid && r < n;
        const std::size_t nn = std::size_t(n) * std::size_t(n);
        T* ak = a + (g.valid ? g.index * nn : 0);
        T row[S];
        loadRow(row, ak, n, r, active);
        const bool finiteInput = segmentAll<S>(rowFinite(row));
        int position = r;
        int pivotOfMine = r;  // ipiv of the step c == r
        R largest = 0, smallest = R(INFINITY);
#pragma unroll
        for (int c = 0; c < S; ++c) {
            if (c >= n) break;
            // Key: position in the high bits, lane in the low 5, so the lowest key is the lowest position.
            R best = active && position >= c ? device::absSquared(row[c]) : R(-1);
            int key = position * 32 + r;
#pragma unroll
            for (int offset = S / 2; offset > 0; offset >>= 1) {
                const R otherBest = __shfl_xor_sync(kWarpMask, best, offset, S);
                const int otherKey = __shfl_xor_sync(kWarpMask, key, offset, S);
                if (otherBest > best || (otherBest == best && otherKey < key)) {
                    best = otherBest;
                    key = otherKey;
                }
            }
            const int pivotPosition = key / 32, pivotLane = key % 32;
            if (r == c) pivotOfMine = pivotPosition;
            if (position == c) position = pivotPosition;
            if (r == pivotLane) position = c;
            const R size = device::squareRootOf(best);
            largest = max(largest, size);
            smallest = min(smallest, size);
            const T pivot = shuffle(row[c], pivotLane, S);
            const bool eliminate = active && position > c && best > R(0);
            const T l = eliminate ? row[c] / pivot : row[c];
            row[c] = l;
#pragma unroll
            for (int j = c + 1; j < S; ++j) {
                const T u = shuffle(row[j], pivotLane, S);
                if (eliminate) row[j] -= l * u;
            }
        }
        const bool singular = !finiteInput || !(smallest > R(0));
        if (active) {
            int* pk = pivots + g.index * std::size_t(n);
            pk[r] = finiteInput ? pivotOfMine + 1 : r + 1;
#pragma unroll
            for (int j = 0; j < S; ++j)
                if (j < n) ak[position + j * n] = finiteInput ? row[j] : device::notANumber<T>();
        }
        reportSegment(out, g, MatrixStatus::Singular, singular, conditionOf(largest, smallest));
    });
}

// potrf (lower): step c takes the square root of the diagonal on lane c, scales column c below
// it, and updates the trailing lower triangle with column c, whose entries reach the other lanes
// by shuffles. A pivot whose real part is not positive marks the matrix (the steps go on, the
// result is replaced by NaN).
template <class T, int S>
__global__ void choleskyFactorKernel(T* a, int n, std::size_t batch, StatusOut out) {
    using R = RealT<T>;
    forEachMatrix<S>(batch, [&](const Segment<S>& g) {
        const int r = g.row;
        const bool active = g.valid && r < n;
        const std::size_t nn = std::size_t(n) * std::size_t(n);
        T* ak = a + (g.valid ? g.index * nn : 0);
        T row[S];
#pragma unroll
        for (int j = 0; j < S; ++j) row[j] = active && j <= r && j < n ? ak[r + j * n] : device::zero<T>();
        bool failed = !segmentAll<S>(rowFinite(row));
        R largest = 0, smallest = R(INFINITY);
#pragma unroll
        for (int c = 0; c < S; ++c) {
            if (c >= n) break;
            const R d = device::realPart(shuffle(row[c], c, S));
            failed = failed || !(d > R(0));
            const R root = device::squareRootOf(d);
            largest = max(largest, root);
            smallest = min(smallest, root);
            if (r > c) row[c] = row[c] / root;
            if (r == c) row[c] = device::fromReal<T>(root);
#pragma unroll
            for (int j = c + 1; j < S; ++j) {
                const T ljc = shuffle(row[c], j, S);
                if (r >= j) row[j] -= row[c] * device::conjugate(ljc);
            }
        }
        if (active)
#pragma unroll
            for (int j = 0; j < S; ++j)
                if (j < n) ak[r + j * n] = failed ? device::notANumber<T>() : row[j];
        const double condition = conditionOf(largest, smallest);
        reportSegment(out, g, MatrixStatus::NotPositiveDefinite, failed, condition * condition);
    });
}

// The diagonal of the factors on lane r (its row's entry r): the status and condition of the
// solve kernels, as BatchedKernels.cuh's diagonalRange.
template <class T, int S, bool Cholesky>
__device__ bool reportFactorDiagonal(const StatusOut& out, const Segment<S>& g, const T (&row)[S], int n) {
    using R = RealT<T>;
    T diagonal = device::zero<T>();
#pragma unroll
    for (int j = 0; j < S; ++j)
        if (j == g.row) diagonal = row[j];
    const bool active = g.row < n;
    const bool bad = active && (!device::finite(diagonal) || (Cholesky && !(device::realPart(diagonal) > R(0))));
    const R size = device::magnitude(diagonal);
    const R largest = segmentMax<S>(active ? size : R(0));
    const R smallest = segmentMin<S>(active ? size : R(INFINITY));
    const bool singular = !segmentAll<S>(!bad) || !(smallest > R(0));
    const double condition = conditionOf(largest, smallest);
    reportSegment(out, g, Cholesky ? MatrixStatus::NotPositiveDefinite : MatrixStatus::Singular, singular,
                  Cholesky ? condition * condition : condition);
    return singular;
}

// getrs: the row swaps composed once into the source row of every lane, then per right-hand side
// L y = P b (unit L) and U x = y, one column broadcast per step.
template <class T, int S>
__global__ void luSolveKernel(const T* lu, const int* pivots, T* b, int n, int nrhs, std::size_t batch,
                              StatusOut out) {
    forEachMatrix<S>(batch, [&](const Segment<S>& g) {
        const int r = g.row;
        const bool active = g.valid && r < n;
        const std::size_t nn = std::size_t(n) * std::size_t(n);
        T row[S];
        loadRow(row, lu + (g.valid ? g.index * nn : 0), n, r, active);
        const bool singular = reportFactorDiagonal<T, S, false>(out, g, row, n);
        const int pivot = active ? pivots[g.index * std::size_t(n) + std::size_t(r)] - 1 : r;
        int source = r;
#pragma unroll
        for (int c = 0; c < S; ++c) {
            if (c >= n) break;
            int p = shuffle(pivot, c, S);
            p = p >= c && p < n ? p : c;  // never a row outside the matrix, whatever the pivots hold
            const int fromC = shuffle(source, c, S), fromP = shuffle(source, p, S);
            if (r == c) source = fromP;
            if (r == p) source = fromC;
        }
        T* bk = b + (g.valid ? g.index * std::size_t(n) * std::size_t(nrhs) : 0);
        for (int column = 0; column < nrhs; ++column) {
            T* x = bk + std::size_t(column) * std::size_t(n);
            T v = active ? x[source] : device::zero<T>();
#pragma unroll
            for (int c = 0; c < S; ++c) {
                if (c >= n) break;
                const T yc = shuffle(v, c, S);
                if (r > c) v -= row[c] * yc;
            }
#pragma unroll
            for (int c = S - 1; c >= 0; --c) {
                if (c >= n) continue;
                const T xc = shuffle(r == c ? v / row[c] : v, c, S);
                if (r < c) v -= row[c] * xc;
                if (r == c) v = xc;
            }
            if (active) x[r] = singular ? device::notANumber<T>() : v;
        }
    });
}

// potrs: L y = b with the rows of L, then L^H x = y with its columns (lane r holds column r, so
// the entry L_cr it needs at step c is in its own registers).
template <class T, int S>
__global__ void choleskySolveKernel(const T* l, T* b, int n, int nrhs, std::size_t batch, StatusOut out) {
    forEachMatrix<S>(batch, [&](const Segment<S>& g) {
        const int r = g.row;
        const bool active = g.valid && r < n;
        const std::size_t nn = std::size_t(n) * std::size_t(n);
        const T* lk = l + (g.valid ? g.index * nn : 0);
        T row[S], column[S];
        loadRow(row, lk, n, r, active);
#pragma unroll
        for (int j = 0; j < S; ++j) column[j] = active && j < n && j >= r ? lk[j + r * n] : device::zero<T>();
        const bool singular = reportFactorDiagonal<T, S, true>(out, g, row, n);
        T* bk = b + (g.valid ? g.index * std::size_t(n) * std::size_t(nrhs) : 0);
        for (int rhs = 0; rhs < nrhs; ++rhs) {
            T* x = bk + std::size_t(rhs) * std::size_t(n);
            T v = active ? x[r] : device::zero<T>();
#pragma unroll
            for (int c = 0; c < S; ++c) {
                if (c >= n) break;
                const T yc = shuffle(r == c ? v / row[c] : v, c, S);
                if (r > c) v -= row[c] * yc;
                if (r == c) v = yc;
            }
#pragma unroll
            for (int c = S - 1; c >= 0; --c) {
                if (c >= n) continue;
                const T xc = shuffle(r == c ? v / column[c] : v, c, S);
                if (r < c) v -= device::conjugate(column[c]) * xc;
                if (r == c) v = xc;
            }
            if (active) x[r] = singular ? device::notANumber<T>() : v;
        }
    });
}

}  // namespace strata::linalg::segment
