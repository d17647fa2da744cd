#pragma once
// The cuBLAS / cuSOLVER batched routines behind Batched.h's Vendor implementation, overloaded on
// float, double and complex float, and the small kernels that turn their info arrays into our
// statuses (one thread per matrix). Which routine accepts which shape: vendorSupports().
#include <cublas_v2.h>
#include <cusolverDn.h>

#include "linalg/BatchedKernels.cuh"
#include "linalg/CublasHandle.cuh"
#include "linalg/CusolverHandle.cuh"

namespace strata::linalg::vendor {

using device::ComplexFloat;

inline cuComplex* raw(ComplexFloat* p) { return reinterpret_cast<cuComplex*>(p); }
inline cuComplex** raw(ComplexFloat** p) { return reinterpret_cast<cuComplex**>(p); }
inline float* raw(float* p) { return p; }
inline double* raw(double* p) { return p; }
inline float** raw(float** p) { return p; }
inline double** raw(double** p) { return p; }

#define STRATA_VENDOR_OVERLOADS(T, CUBLAS, CUSOLVER)                                                                   \
    inline void getrf(int n, T** a, int* pivots, int* info, int batch) {                                               \
        STRATA_CUBLAS_CHECK(                                                                                           \
            cublas##CUBLAS##getrfBatched(cuda::CublasHandle::instance().get(), n, raw(a), n, pivots, info, batch));    \
    }                                                                                                                  \
    inline void getrs(int n, int nrhs, T** a, const int* pivots, T** b, int batch) {                                   \
        int hostInfo = 0;                                                                                              \
        STRATA_CUBLAS_CHECK(cublas##CUBLAS##getrsBatched(cuda::CublasHandle::instance().get(), CUBLAS_OP_N, n, nrhs,   \
                                                         raw(a), n, pivots, raw(b), n, &hostInfo, batch));             \
    }                                                                                                                  \
    inline void potrf(int n, T** a, int* info, int batch) {                                                            \
        STRATA_CUSOLVER_CHECK(cusolverDn##CUSOLVER##potrfBatched(cuda::CusolverHandle::instance().get(),               \
                                                                 CUBLAS_FILL_MODE_LOWER, n, raw(a), n, info, batch));  \
    }                                                                                                                  \
    inline void potrs(int n, T** a, T** b, int* info, int batch) {                                                     \
        STRATA_CUSOLVER_CHECK(cusolverDn##CUSOLVER##potrsBatched(                                                      \
            cuda::CusolverHandle::instance().get(), CUBLAS_FILL_MODE_LOWER, n, 1, raw(a), n, raw(b), n, info, batch)); \
    }                                                                                                                  \
    inline void gels(int m, int n, int nrhs, T** a, T** b, int* info, int batch) {                                     \
        int hostInfo = 0;                                                                                              \
        STRATA_CUBLAS_CHECK(cublas##CUBLAS##gelsBatched(cuda::CublasHandle::instance().get(), CUBLAS_OP_N, m, n, nrhs, \
                                                        raw(a), m, raw(b), m, &hostInfo, info, batch));                \
    }

STRATA_VENDOR_OVERLOADS(float, S, S)
STRATA_VENDOR_OVERLOADS(double, D, D)
STRATA_VENDOR_OVERLOADS(ComplexFloat, C, C)
#undef STRATA_VENDOR_OVERLOADS

#define STRATA_VENDOR_GESVDJ(T, R, CUSOLVER)                                                                           \
    inline int gesvdjWorkspace(int n, T* a, R* s, T* u, T* v, gesvdjInfo_t params, int batch) {                        \
        int lwork = 0;                                                                                                 \
        STRATA_CUSOLVER_CHECK(cusolverDn##CUSOLVER##gesvdjBatched_bufferSize(                                          \
            cuda::CusolverHandle::instance().get(), CUSOLVER_EIG_MODE_VECTOR, n, n, raw(a), n, s, raw(u), n, raw(v),   \
            n, &lwork, params, batch));                                                                                \
        return lwork;                                                                                                  \
    }                                                                                                                  \
    inline void gesvdj(int n, T* a, R* s, T* u, T* v, T* work, int lwork, int* info, gesvdjInfo_t params, int batch) { \
        STRATA_CUSOLVER_CHECK(cusolverDn##CUSOLVER##gesvdjBatched(                                                     \
            cuda::CusolverHandle::instance().get(), CUSOLVER_EIG_MODE_VECTOR, n, n, raw(a), n, s, raw(u), n, raw(v),   \
            n, raw(work), lwork, info, params, batch));                                                                \
    }

STRATA_VENDOR_GESVDJ(float, float, S)
STRATA_VENDOR_GESVDJ(double, double, D)
STRATA_VENDOR_GESVDJ(ComplexFloat, float, C)
#undef STRATA_VENDOR_GESVDJ

// The pointer arrays of the batched routines: matrix k at base + k * stride.
template <class T>
__global__ void pointerArray(T* base, std::size_t stride, std::size_t batch, T** out) {
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k < batch) out[k] = base + k * stride;
}

// After a vendor factorisation or solve: the status from info (when given) and the factor's
// diagonal, NaN over the failed matrices' outputs, Cholesky's strict upper triangle zeroed.
// kind: 0 LU, 1 Cholesky, 2 least squares (R in the upper triangle of an m x n factor).
template <class T>
__global__ void vendorStatusKernel(T* factor, int m, int n, const int* info, T* nanTarget, std::size_t nanCount,
                                   bool zeroUpper, int kind, std::size_t batch, kernels::StatusOut out) {
    using R = device::RealT<T>;
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k >= batch) return;
    T* f = factor + k * std::size_t(m) * std::size_t(n);
    R largest = 0, smallest = R(INFINITY);
    bool failed = info != nullptr && info[k] != 0;
    for (int i = 0; i < n; ++i) {
        const T d = f[i + i * m];
        const R size = device::magnitude(d);
        failed = failed || !device::finite(d) || size == R(0) || (kind == 1 && !(device::realPart(d) > R(0)));
        largest = max(largest, size);
        smallest = min(smallest, size);
    }
    const R epsilon = R(sizeof(R) == 4 ? 1.1920929e-07 : 2.220446049250313e-16);
    failed = failed || (kind == 2 && !(smallest > epsilon * largest));  // rank deficient: noise, not a solution
    double condition = smallest > R(0) ? double(largest) / double(smallest) : double(INFINITY);
    if (kind == 1) condition *= condition;
    const MatrixStatus failure = kind == 1 ? MatrixStatus::NotPositiveDefinite : MatrixStatus::Singular;
    out.condition[k] = failed ? double(INFINITY) : condition;
    out.status[k] =
        failed ? failure : (condition > out.conditionLimit ? MatrixStatus::IllConditioned : MatrixStatus::Ok);
    if (zeroUpper)
        for (int j = 1; j < n; ++j)
            for (int i = 0; i < j; ++i) f[i + j * m] = device::zero<T>();
    if (failed && nanTarget != nullptr)
        for (std::size_t e = 0; e < nanCount; ++e) nanTarget[k * nanCount + e] = device::notANumber<T>();
}

// After gesvdjBatched: NotConverged (info > 0) with NaN outputs, else the condition s_0 / s_n-1.
template <class T>
__global__ void svdStatusKernel(device::RealT<T>* s, T* u, T* v, int n, const int* info, std::size_t batch,
                                kernels::StatusOut out) {
    using R = device::RealT<T>;
    const std::size_t k = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (k >= batch) return;
    R* sk = s + k * std::size_t(n);
    bool failed = info[k] != 0;
    for (int i = 0; i < n; ++i) failed = failed || !isfinite(sk[i]);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    if (failed) {
        for (int i = 0; i < n; ++i) sk[i] = R(NAN);
        for (std::size_t e = 0; e < nn; ++e) u[k * nn + e] = v[k * nn + e] = device::notANumber<T>();
    }
    const double condition = sk[n - 1] > R(0) ? double(sk[0]) / double(sk[n - 1]) : double(INFINITY);
    out.condition[k] = failed ? double(INFINITY) : condition;
    out.status[k] = failed ? MatrixStatus::NotConverged
                           : (condition > out.conditionLimit ? MatrixStatus::IllConditioned : MatrixStatus::Ok);
}

}  // namespace strata::linalg::vendor
