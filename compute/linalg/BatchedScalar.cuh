#pragma once
// Scalars of the batched device kernels: float, double and a complex float laid out as
// std::complex<float> and cuComplex (two floats), so host arrays of std::complex<float> are read
// as they are. The helpers are overloaded so that one template serves the three types.
#include <cuda_runtime.h>

namespace strata::linalg::device {

struct ComplexFloat {
    float re, im;
};
static_assert(sizeof(ComplexFloat) == 2 * sizeof(float), "laid out as std::complex<float>");

__host__ __device__ inline ComplexFloat operator+(ComplexFloat a, ComplexFloat b) { return {a.re + b.re, a.im + b.im}; }
__host__ __device__ inline ComplexFloat operator-(ComplexFloat a, ComplexFloat b) { return {a.re - b.re, a.im - b.im}; }
__host__ __device__ inline ComplexFloat operator-(ComplexFloat a) { return {-a.re, -a.im}; }
__host__ __device__ inline ComplexFloat operator*(ComplexFloat a, ComplexFloat b) {
    return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
__host__ __device__ inline ComplexFloat operator*(float s, ComplexFloat a) { return {s * a.re, s * a.im}; }
__host__ __device__ inline ComplexFloat operator*(ComplexFloat a, float s) { return {s * a.re, s * a.im}; }
__host__ __device__ inline ComplexFloat operator/(ComplexFloat a, float s) { return {a.re / s, a.im / s}; }
__host__ __device__ inline ComplexFloat operator/(ComplexFloat a, ComplexFloat b) {
    // Smith's algorithm: no overflow in |b|^2 for large b.
    if (fabsf(b.re) >= fabsf(b.im)) {
        const float r = b.im / b.re, d = b.re + b.im * r;
        return {(a.re + a.im * r) / d, (a.im - a.re * r) / d};
    }
    const float r = b.re / b.im, d = b.re * r + b.im;
    return {(a.re * r + a.im) / d, (a.im * r - a.re) / d};
}
__host__ __device__ inline ComplexFloat& operator+=(ComplexFloat& a, ComplexFloat b) { return a = a + b; }
__host__ __device__ inline ComplexFloat& operator-=(ComplexFloat& a, ComplexFloat b) { return a = a - b; }
__host__ __device__ inline ComplexFloat& operator*=(ComplexFloat& a, ComplexFloat b) { return a = a * b; }
__host__ __device__ inline bool operator==(ComplexFloat a, ComplexFloat b) { return a.re == b.re && a.im == b.im; }

template <class T>
struct RealType {
    using type = T;
};
template <>
struct RealType<ComplexFloat> {
    using type = float;
};
template <class T>
using RealT = typename RealType<T>::type;

__device__ inline float conjugate(float v) { return v; }
__device__ inline double conjugate(double v) { return v; }
__device__ inline ComplexFloat conjugate(ComplexFloat v) { return {v.re, -v.im}; }

__device__ inline float realPart(float v) { return v; }
__device__ inline double realPart(double v) { return v; }
__device__ inline float realPart(ComplexFloat v) { return v.re; }

__device__ inline float absSquared(float v) { return v * v; }
__device__ inline double absSquared(double v) { return v * v; }
__device__ inline float absSquared(ComplexFloat v) { return v.re * v.re + v.im * v.im; }

__device__ inline float magnitude(float v) { return fabsf(v); }
__device__ inline double magnitude(double v) { return fabs(v); }
__device__ inline float magnitude(ComplexFloat v) { return hypotf(v.re, v.im); }

__device__ inline bool finite(float v) { return isfinite(v); }
__device__ inline bool finite(double v) { return isfinite(v); }
__device__ inline bool finite(ComplexFloat v) { return isfinite(v.re) && isfinite(v.im); }

template <class T>
__device__ inline T fromReal(RealT<T> v) {
    return T(v);
}
template <>
__device__ inline ComplexFloat fromReal<ComplexFloat>(float v) {
    return {v, 0.0f};
}

template <class T>
__device__ inline T notANumber() {
    return fromReal<T>(RealT<T>(NAN));
}
template <>
__device__ inline ComplexFloat notANumber<ComplexFloat>() {
    return {NAN, NAN};
}

template <class T>
__device__ inline T zero() {
    return fromReal<T>(RealT<T>(0));
}

__device__ inline float squareRootOf(float v) { return sqrtf(v); }
__device__ inline double squareRootOf(double v) { return sqrt(v); }

constexpr unsigned kWarpMask = 0xffffffffu;

template <class R>
__device__ inline R warpMax(R v) {
    for (int offset = 16; offset > 0; offset >>= 1) v = max(v, __shfl_xor_sync(kWarpMask, v, offset));
    return v;
}

template <class R>
__device__ inline R warpMin(R v) {
    for (int offset = 16; offset > 0; offset >>= 1) v = min(v, __shfl_xor_sync(kWarpMask, v, offset));
    return v;
}

template <class R>
__device__ inline R warpSumOf(R v) {
    for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_xor_sync(kWarpMask, v, offset);
    return v;
}

}  // namespace strata::linalg::device
