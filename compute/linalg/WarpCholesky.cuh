#pragma once
// Warp-cooperative dense Cholesky for small SPD systems held in shared memory: one warp per
// matrix, the 32 lanes sharing the rows of each column. Column-major storage with leading
// dimension ld (an odd ld avoids shared-memory bank conflicts between the lanes' rows).
// Used by the batched solver of compute/linalg and by the fused kriging kernel; the caller
// synchronises the warp (__syncwarp) before and after.
#include <cuda_runtime.h>

namespace strata::linalg::device {

constexpr unsigned kFullMask = 0xffffffffu;

template <class Real>
__device__ inline Real squareRoot(Real v) { return sqrt(v); }

// warpCholesky for n <= 32: lane i holds row i in registers and column k reaches the other lanes
// by shuffles, so a step reads no shared memory (the seed's layout; SegmentKernels.cuh does the
// same for the batched library). The operations and their order are warpCholesky's: the same
// factor, bit for bit.
template <class Real>
__device__ bool warpCholeskyInRegisters(Real* a, int n, int ld, Real minPivot) {
    const int lane = threadIdx.x & 31;
    Real row[32];
#pragma unroll
    for (int j = 0; j < 32; ++j) row[j] = j < n && j <= lane && lane < n ? a[lane + j * ld] : Real(0);
    bool ok = true;
#pragma unroll
    for (int k = 0; k < 32; ++k) {
        if (k >= n) break;
        const Real pivot = __shfl_sync(kFullMask, row[k], k);
        if (!(pivot > minPivot)) {  // uniform: every lane holds the same pivot
            ok = false;
            break;
        }
        const Real d = squareRoot(pivot);
        const Real inv = Real(1) / d;
        if (lane > k) row[k] *= inv;
        if (lane == k) row[k] = d;
#pragma unroll
        for (int j = k + 1; j < 32; ++j) {
            if (j >= n) break;
            const Real ljk = __shfl_sync(kFullMask, row[k], j);
            if (lane >= j) row[j] -= row[k] * ljk;
        }
    }
    if (ok && lane < n)
#pragma unroll
        for (int j = 0; j < 32; ++j)
            if (j <= lane) a[lane + j * ld] = row[j];
    __syncwarp();
    return ok;
}

// Factorises the lower triangle of A (n x n) into L in place. Returns false (on every lane)
// when a pivot falls to or below minPivot (not positive definite in this precision).
template <class Real>
__device__ bool warpCholesky(Real* a, int n, int ld, Real minPivot) {
    if (n <= 32) return warpCholeskyInRegisters(a, n, ld, minPivot);
    const int lane = threadIdx.x & 31;
    for (int k = 0; k < n; ++k) {
        const Real pivot = a[k + k * ld];
        if (!(pivot > minPivot)) return false;  // uniform: every lane read the same value
        const Real d = squareRoot(pivot);
        const Real inv = Real(1) / d;
        for (int i = k + 1 + lane; i < n; i += 32) a[i + k * ld] *= inv;
        __syncwarp();
        if (lane == 0) a[k + k * ld] = d;
        // Trailing update of the lower triangle: column j takes L(j:n, k) * L(j, k).
        for (int j = k + 1; j < n; ++j) {
            const Real ljk = a[j + k * ld];
            for (int i = j + lane; i < n; i += 32) a[i + j * ld] -= a[i + k * ld] * ljk;
        }
        __syncwarp();
    }
    return true;
}

// Solves L y = b in place for `columns` right-hand sides of length n stored with leading
// dimension ldb (b[i + c * ldb]).
template <class Real>
__device__ void warpForward(const Real* l, int n, int ld, Real* b, int ldb, int columns) {
    const int lane = threadIdx.x & 31;
    for (int k = 0; k < n; ++k) {
        const Real lkk = l[k + k * ld];
        for (int c = 0; c < columns; ++c) {
            const Real yk = b[k + c * ldb] / lkk;
            __syncwarp();
            for (int i = k + 1 + lane; i < n; i += 32) b[i + c * ldb] -= l[i + k * ld] * yk;
            if (lane == 0) b[k + c * ldb] = yk;
            __syncwarp();
        }
    }
}

// Solves L' x = y in place for one right-hand side.
template <class Real>
__device__ void warpBackward(const Real* l, int n, int ld, Real* y) {
    const int lane = threadIdx.x & 31;
    for (int k = n - 1; k >= 0; --k) {
        const Real xk = y[k] / l[k + k * ld];
        __syncwarp();
        // Rows i < k take L(k, i) x_k: the k-th row of L, read along its columns.
        for (int i = lane; i < k; i += 32) y[i] -= l[k + i * ld] * xk;
        if (lane == 0) y[k] = xk;
        __syncwarp();
    }
}

template <class Real>
__device__ inline Real warpSum(Real v) {
    for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_xor_sync(kFullMask, v, offset);
    return v;
}

}  // namespace strata::linalg::device
