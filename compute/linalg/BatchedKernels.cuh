#pragma once
// The own batched kernels: one warp per matrix, several warps (matrices) per block, each warp's
// matrix in its slice of dynamic shared memory, a grid-stride loop over the batch. Loads and
// stores go through the warp's 32 lanes over consecutive elements of the column-major matrix,
// which coalesces without the seed's interleaved storage (the matrices are stored contiguously).
#include <cstddef>

#include "linalg/BatchedDevice.cuh"
#include "strata/linalg/Batched.h"

namespace strata::linalg::kernels {

using device::PivotRange;
using device::RealT;

constexpr std::size_t kSharedAlignment = 16;

__host__ __device__ inline std::size_t alignUp(std::size_t bytes) {
    return (bytes + kSharedAlignment - 1) / kSharedAlignment * kSharedAlignment;
}

// Leading dimension in shared memory: odd, so that the lanes' rows fall in distinct banks.
__host__ __device__ inline int sharedLd(int rows) { return rows | 1; }

struct StatusOut {
    MatrixStatus* status;
    double* condition;
    double conditionLimit;
};

__device__ inline void report(const StatusOut& out, std::size_t k, MatrixStatus failure, bool failed,
                              double condition) {
    if ((threadIdx.x & 31) != 0) return;
    out.condition[k] = failed ? double(INFINITY) : condition;
    out.status[k] =
        failed ? failure : (condition > out.conditionLimit ? MatrixStatus::IllConditioned : MatrixStatus::Ok);
}

template <class R>
__device__ inline double pivotCondition(const PivotRange<R>& range) {
    return range.smallest > R(0) ? double(range.largest) / double(range.smallest) : double(INFINITY);
}

// Rank deficient in the type's precision (QR, least squares): |r_min| <= epsilon |r_max|.
template <class R>
__device__ inline bool numericallySingular(const PivotRange<R>& range) {
    const R epsilon = R(sizeof(R) == 4 ? 1.1920929e-07 : 2.220446049250313e-16);
    return range.singular || !(range.smallest > epsilon * range.largest);
}

// The warp's slice of shared memory and its matrix index range.
struct WarpSlot {
    unsigned char* shared;
    std::size_t first, step;
};

__device__ inline WarpSlot warpSlot(std::size_t bytesPerWarp) {
    extern __shared__ __align__(16) unsigned char sharedBytes[];
    const unsigned warp = threadIdx.x / 32, warpsPerBlock = blockDim.x / 32;
    return {sharedBytes + warp * bytesPerWarp, std::size_t(blockIdx.x) * warpsPerBlock + warp,
            std::size_t(gridDim.x) * warpsPerBlock};
}

template <class T>
__device__ void loadMatrix(T* shared, int ld, const T* global, int rows, int cols) {
    for (int e = threadIdx.x & 31; e < rows * cols; e += 32) shared[(e % rows) + (e / rows) * ld] = global[e];
    __syncwarp();
}

template <class T>
__device__ void storeMatrix(T* global, const T* shared, int ld, int rows, int cols) {
    __syncwarp();
    for (int e = threadIdx.x & 31; e < rows * cols; e += 32) global[e] = shared[(e % rows) + (e / rows) * ld];
    __syncwarp();
}

template <class T>
__device__ void fillGlobal(T* global, std::size_t count, T value) {
    for (std::size_t e = threadIdx.x & 31; e < count; e += 32) global[e] = value;
    __syncwarp();
}

template <class T>
__device__ void identityGlobal(T* global, int n) {
    for (int e = threadIdx.x & 31; e < n * n; e += 32)
        global[e] = device::fromReal<T>(RealT<T>(e % n == e / n ? 1 : 0));
    __syncwarp();
}

template <class T>
__global__ void luFactorKernel(T* a, int* pivots, int n, std::size_t batch, StatusOut out, std::size_t bytesPerWarp) {
    const WarpSlot slot = warpSlot(bytesPerWarp);
    T* s = reinterpret_cast<T*>(slot.shared);
    const int ld = sharedLd(n);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        T* ak = a + k * nn;
        int* pk = pivots + k * std::size_t(n);
        loadMatrix(s, ld, ak, n, n);
        if (!device::warpAllFinite(ak, int(nn))) {
            for (int i = threadIdx.x & 31; i < n; i += 32) pk[i] = i + 1;
            fillGlobal(ak, nn, device::notANumber<T>());
            report(out, k, MatrixStatus::Singular, true, 0);
            continue;
        }
        const auto range = device::warpLu(s, n, ld, pk);
        storeMatrix(ak, s, ld, n, n);
        report(out, k, MatrixStatus::Singular, range.singular, pivotCondition(range));
    }
}

// The diagonal of a factor: pivot magnitudes (LU, QR) or Cholesky's real diagonal (positive).
template <class T>
__device__ PivotRange<RealT<T>> diagonalRange(const T* f, int n, int ld, bool cholesky) {
    auto range = device::warpDiagonalRange(f, n, ld);
    bool bad = false;
    for (int k = threadIdx.x & 31; k < n; k += 32)
        bad = bad || !device::finite(f[k + k * ld]) || (cholesky && !(device::realPart(f[k + k * ld]) > 0));
    range.singular = range.singular || __any_sync(device::kWarpMask, bad);
    return range;
}

// getrs / potrs on the factors of the factor kernels, one right-hand side column at a time.
template <class T, bool Cholesky>
__global__ void factorSolveKernel(const T* f, const int* pivots, T* b, int n, int nrhs, std::size_t batch,
                                  StatusOut out, std::size_t bytesPerWarp) {
    const WarpSlot slot = warpSlot(bytesPerWarp);
    const int ld = sharedLd(n);
    T* s = reinterpret_cast<T*>(slot.shared);
    T* x = s + ld * n;
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        loadMatrix(s, ld, f + k * nn, n, n);
        T* bk = b + k * nb;
        const auto range = diagonalRange(s, n, ld, Cholesky);
        const double condition = pivotCondition(range);
        report(out, k, Cholesky ? MatrixStatus::NotPositiveDefinite : MatrixStatus::Singular, range.singular,
               Cholesky ? condition * condition : condition);
        if (range.singular) {
            fillGlobal(bk, nb, device::notANumber<T>());
            continue;
        }
        for (int c = 0; c < nrhs; ++c) {
            loadMatrix(x, n, bk + std::size_t(c) * std::size_t(n), n, 1);
            if constexpr (Cholesky)
                device::warpCholeskySolve(s, n, ld, x);
            else
                device::warpLuSolve(s, n, ld, pivots + k * std::size_t(n), x);
            storeMatrix(bk + std::size_t(c) * std::size_t(n), x, n, n, 1);
        }
    }
}

template <class T>
__global__ void choleskyFactorKernel(T* a, int n, std::size_t batch, StatusOut out, std::size_t bytesPerWarp) {
    const WarpSlot slot = warpSlot(bytesPerWarp);
    T* s = reinterpret_cast<T*>(slot.shared);
    const int ld = sharedLd(n);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        T* ak = a + k * nn;
        loadMatrix(s, ld, ak, n, n);
        const bool finiteInput = device::warpAllFinite(ak, int(nn));
        __syncwarp();
        const auto range = finiteInput ? device::warpCholeskyFactor(s, n, ld) : PivotRange<RealT<T>>{0, 0, true};
        if (range.singular)
            fillGlobal(ak, nn, device::notANumber<T>());
        else
            storeMatrix(ak, s, ld, n, n);
        const double condition = pivotCondition(range);
        report(out, k, MatrixStatus::NotPositiveDefinite, range.singular, condition * condition);
    }
}

// Shared layout of the QR kernels: A (m x n, odd ld), the rotations of one round, then (least
// squares) the right-hand sides, m x nrhs.
template <class T>
__host__ __device__ inline std::size_t qrRotationsOffset(int m, int n) {
    return alignUp(std::size_t(sharedLd(m)) * std::size_t(n) * sizeof(T));
}
template <class T>
__host__ __device__ inline std::size_t qrRhsOffset(int m, int n) {
    return qrRotationsOffset<T>(m, n) + alignUp(std::size_t(m / 2 + 1) * sizeof(device::Givens<T>));
}

template <class T>
__global__ void qrFactorKernel(const T* a, T* qt, T* r, int m, int n, std::size_t batch, StatusOut out,
                               std::size_t bytesPerWarp) {
    const WarpSlot slot = warpSlot(bytesPerWarp);
    T* s = reinterpret_cast<T*>(slot.shared);
    auto* rotations = reinterpret_cast<device::Givens<T>*>(slot.shared + qrRotationsOffset<T>(m, n));
    const int ld = sharedLd(m);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mm = std::size_t(m) * std::size_t(m);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        T* qk = qt + k * mm;
        T* rk = r + k * mn;
        if (!device::warpAllFinite(a + k * mn, int(mn))) {
            fillGlobal(qk, mm, device::notANumber<T>());
            fillGlobal(rk, mn, device::notANumber<T>());
            report(out, k, MatrixStatus::Singular, true, 0);
            continue;
        }
        loadMatrix(s, ld, a + k * mn, m, n);
        identityGlobal(qk, m);
        device::warpGivensQr(s, m, n, ld, qk, m, m, rotations);
        storeMatrix(rk, s, ld, m, n);
        const auto range = device::warpDiagonalRange(s, n, ld);
        report(out, k, MatrixStatus::Singular, numericallySingular(range), pivotCondition(range));
        __syncwarp();  // every lane has read R before the next matrix overwrites it
    }
}

template <class T>
__global__ void leastSquaresKernel(const T* a, T* b, int m, int n, int nrhs, std::size_t batch, StatusOut out,
                                   std::size_t bytesPerWarp) {
    const WarpSlot slot = warpSlot(bytesPerWarp);
    T* s = reinterpret_cast<T*>(slot.shared);
    auto* rotations = reinterpret_cast<device::Givens<T>*>(slot.shared + qrRotationsOffset<T>(m, n));
    T* x = reinterpret_cast<T*>(slot.shared + qrRhsOffset<T>(m, n));
    const int ld = sharedLd(m);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mb = std::size_t(m) * std::size_t(nrhs);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        T* bk = b + k * mb;
        loadMatrix(s, ld, a + k * mn, m, n);
        loadMatrix(x, m, bk, m, nrhs);
        if (!device::warpAllFinite(a + k * mn, int(mn))) {
            fillGlobal(bk, mb, device::notANumber<T>());
            report(out, k, MatrixStatus::Singular, true, 0);
            continue;
        }
        device::warpGivensQr(s, m, n, ld, x, m, nrhs, rotations);
        const auto range = device::warpDiagonalRange(s, n, ld);
        const bool singular = numericallySingular(range);
        report(out, k, MatrixStatus::Singular, singular, pivotCondition(range));
        if (singular) {
            fillGlobal(bk, mb, device::notANumber<T>());
            continue;
        }
        for (int c = 0; c < nrhs; ++c) device::warpUpperSolve(s, n, ld, x + c * m);
        for (int c = 0; c < nrhs; ++c) storeMatrix(bk + std::size_t(c) * std::size_t(m), x + c * m, m, n, 1);
    }
}

// Shared layout of the SVD kernels: U (m x n, odd ld), sigma (n reals), then (pseudo-inverse)
// one right-hand side column (m) and its coefficients (n).
template <class T>
__host__ __device__ inline std::size_t svdSigmaOffset(int m, int n) {
    return alignUp(std::size_t(sharedLd(m)) * std::size_t(n) * sizeof(T));
}
template <class T>
__host__ __device__ inline std::size_t svdRhsOffset(int m, int n) {
    return svdSigmaOffset<T>(m, n) + alignUp(std::size_t(n) * sizeof(RealT<T>));
}

// Jacobi on the warp's matrix; sigma_j into `sigma`; false (NotConverged) after maxSweeps.
template <class T>
__device__ bool jacobiColumns(T* s, int m, int n, int ld, T* v, int maxSweeps, RealT<T>* sigma) {
    identityGlobal(v, n);
    const bool converged = device::warpJacobiSvd(s, m, n, ld, v, n, maxSweeps);
    for (int j = threadIdx.x & 31; j < n; j += 32) sigma[j] = device::columnNorm(s, m, ld, j);
    __syncwarp();
    return converged;
}

template <class T>
__global__ void svdKernel(const T* a, RealT<T>* sv, T* u, T* v, T* vWork, int m, int n, std::size_t batch,
                          int maxSweeps, StatusOut out, std::size_t bytesPerWarp) {
    using R = RealT<T>;
    const WarpSlot slot = warpSlot(bytesPerWarp);
    T* s = reinterpret_cast<T*>(slot.shared);
    R* sigma = reinterpret_cast<R*>(slot.shared + svdSigmaOffset<T>(m, n));
    const int ld = sharedLd(m);
    const std::size_t mn = std::size_t(m) * std::size_t(n), nn = std::size_t(n) * std::size_t(n);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        R* sk = sv + k * std::size_t(n);
        T* uk = u + k * mn;
        T* vk = v + k * nn;
        T* work = vWork + k * nn;
        const bool finiteInput = device::warpAllFinite(a + k * mn, int(mn));
        loadMatrix(s, ld, a + k * mn, m, n);
        const bool converged = finiteInput && jacobiColumns(s, m, n, ld, work, maxSweeps, sigma);
        if (!converged) {
            fillGlobal(sk, std::size_t(n), device::notANumber<R>());
            fillGlobal(uk, mn, device::notANumber<T>());
            fillGlobal(vk, nn, device::notANumber<T>());
            report(out, k, finiteInput ? MatrixStatus::NotConverged : MatrixStatus::Singular, true, 0);
            continue;
        }
        // Decreasing order: column j goes to its rank among the sigmas (ties by index).
        R largest = 0, smallest = R(INFINITY);
        for (int j = threadIdx.x & 31; j < n; j += 32) {
            int rank = 0;
            for (int i = 0; i < n; ++i) rank += (sigma[i] > sigma[j] || (sigma[i] == sigma[j] && i < j)) ? 1 : 0;
            const R sj = sigma[j];
            largest = max(largest, sj);
            smallest = min(smallest, sj);
            sk[rank] = sj;
            const T scale = device::fromReal<T>(sj > R(0) ? R(1) / sj : R(0));
            for (int i = 0; i < m; ++i) uk[i + rank * m] = s[i + j * ld] * scale;
            for (int i = 0; i < n; ++i) vk[i + rank * n] = work[i + j * n];
        }
        largest = device::warpMax(largest);
        smallest = device::warpMin(smallest);
        const double condition = smallest > R(0) ? double(largest) / double(smallest) : double(INFINITY);
        if ((threadIdx.x & 31) == 0) {
            out.condition[k] = condition;
            out.status[k] = condition > out.conditionLimit ? MatrixStatus::IllConditioned : MatrixStatus::Ok;
        }
        __syncwarp();
    }
}

// x = V diag(1 / sigma_j, kept) U^H b with u_j = sigma_j U_j: coefficient u_j^H b / sigma_j^2.
template <class T>
__global__ void pinvSolveKernel(const T* a, T* b, T* vWork, int m, int n, int nrhs, std::size_t batch, int maxSweeps,
                                double relativeThreshold, StatusOut out, std::size_t bytesPerWarp) {
    using R = RealT<T>;
    const WarpSlot slot = warpSlot(bytesPerWarp);
    T* s = reinterpret_cast<T*>(slot.shared);
    R* sigma = reinterpret_cast<R*>(slot.shared + svdSigmaOffset<T>(m, n));
    T* rhs = reinterpret_cast<T*>(slot.shared + svdRhsOffset<T>(m, n));
    T* coefficient = rhs + m;
    const int ld = sharedLd(m);
    const std::size_t mn = std::size_t(m) * std::size_t(n), nn = std::size_t(n) * std::size_t(n),
                      mb = std::size_t(m) * std::size_t(nrhs);
    for (std::size_t k = slot.first; k < batch; k += slot.step) {
        T* bk = b + k * mb;
        T* work = vWork + k * nn;
        const bool finiteInput = device::warpAllFinite(a + k * mn, int(mn));
        loadMatrix(s, ld, a + k * mn, m, n);
        const bool converged = finiteInput && jacobiColumns(s, m, n, ld, work, maxSweeps, sigma);
        if (!converged) {
            fillGlobal(bk, mb, device::notANumber<T>());
            report(out, k, finiteInput ? MatrixStatus::NotConverged : MatrixStatus::Singular, true, 0);
            continue;
        }
        R largest = 0;
        for (int j = threadIdx.x & 31; j < n; j += 32) largest = max(largest, sigma[j]);
        largest = device::warpMax(largest);
        const R cut = R(relativeThreshold) * largest;
        R smallestKept = R(INFINITY);
        for (int j = threadIdx.x & 31; j < n; j += 32)
            if (sigma[j] > cut && sigma[j] > R(0)) smallestKept = min(smallestKept, sigma[j]);
        smallestKept = device::warpMin(smallestKept);
        for (int c = 0; c < nrhs; ++c) {
            loadMatrix(rhs, m, bk + std::size_t(c) * std::size_t(m), m, 1);
            for (int j = threadIdx.x & 31; j < n; j += 32) {
                T dot = device::zero<T>();
                for (int i = 0; i < m; ++i) dot += device::conjugate(s[i + j * ld]) * rhs[i];
                const bool kept = sigma[j] > cut && sigma[j] > R(0);
                coefficient[j] = kept ? dot / device::fromReal<T>(sigma[j] * sigma[j]) : device::zero<T>();
            }
            __syncwarp();
            for (int i = threadIdx.x & 31; i < n; i += 32) {
                T sum = device::zero<T>();
                for (int j = 0; j < n; ++j) sum += work[i + j * n] * coefficient[j];
                bk[std::size_t(c) * std::size_t(m) + std::size_t(i)] = sum;
            }
            __syncwarp();
        }
        if ((threadIdx.x & 31) == 0) {
            out.condition[k] = smallestKept < R(INFINITY) ? double(largest) / double(smallestKept) : 1.0;
            out.status[k] = MatrixStatus::Ok;
        }
        __syncwarp();
    }
}

}  // namespace strata::linalg::kernels
