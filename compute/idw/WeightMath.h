#pragma once
// Arithmetic shared by the CPU engine and the CUDA kernels: the weight 2^y, y = c log2(d^2) with
// c = -p/2 clamped to [kMinExponent, kMaxExponent], its float approximations, and the AIDW power.
#include <bit>
#include <cmath>
#include <cstdint>

#ifdef __CUDACC__
#define STRATA_HD __host__ __device__ __forceinline__
#else
#define STRATA_HD inline
#endif

namespace strata::idw {

// Bounds of the weight's base-2 exponent (see Idw.h). The upper one caps the weight of coincident
// data at 2^100, so up to 10^6 of them still sum below float's 3.4e38; the lower one keeps 2^y a
// normal float.
inline constexpr float kMaxExponent = 100.0f;
inline constexpr float kMinExponent = -120.0f;

// log2 of m in [1, 2) as a degree-6 polynomial in m (Chebyshev interpolant): 4.2e-6 absolute
// error evaluated in float, i.e. a weight within 7e-6 relative for powers up to 5.
STRATA_HD constexpr float log2Coefficient(int i) {
    constexpr float c[7] = {-3.02915144f, 6.06687164f, -5.26168251f, 3.21280026f,
                            -1.22929096f, 0.265024304f, -0.0245685354f};
    return c[i];
}
// 2^f for f in [-0.5, 0.5], degree 5: 2.2e-7 relative error.
STRATA_HD constexpr float exp2Coefficient(int i) {
    constexpr float c[6] = {1.00000012f, 0.693147182f, 0.240221068f, 0.0555035695f, 0.00967603177f, 0.00133908633f};
    return c[i];
}

// Bit casts without memory traffic (a memcpy through a local keeps GCC from vectorizing).
inline std::uint32_t floatBits(float v) { return std::bit_cast<std::uint32_t>(v); }
inline float bitsFloat(std::uint32_t b) { return std::bit_cast<float>(b); }

// log2 of a positive normal float by exponent extraction and the polynomial (no library call
// and no loop, so that CPU loops vectorize). 0 gives -127. Host only: the GPU has its own
// (IdwWeightKernels.cuh).
inline float log2Poly(float v) {
    const std::uint32_t b = floatBits(v);
    const float m = bitsFloat((b & 0x007fffffu) | 0x3f800000u);
    const float e = float(int(b >> 23) - 127);
    float p = log2Coefficient(6);
    p = p * m + log2Coefficient(5);
    p = p * m + log2Coefficient(4);
    p = p * m + log2Coefficient(3);
    p = p * m + log2Coefficient(2);
    p = p * m + log2Coefficient(1);
    p = p * m + log2Coefficient(0);
    return e + p;
}

// 2^y for y in [kMinExponent, kMaxExponent]; host only.
inline float exp2Poly(float y) {
    // Adding 1.5 * 2^23 rounds y to an integer n held in the low mantissa bits of `shifted`;
    // shifting those bits by 23 gives n << 23 (the constant's own bits shift out), which scales
    // the polynomial by 2^n without a float-to-int conversion (that would stop vectorization).
    const float shifted = y + 12582912.0f;
    const float f = y - (shifted - 12582912.0f);
    float p = exp2Coefficient(5);
    p = p * f + exp2Coefficient(4);
    p = p * f + exp2Coefficient(3);
    p = p * f + exp2Coefficient(2);
    p = p * f + exp2Coefficient(1);
    p = p * f + exp2Coefficient(0);
    return bitsFloat(floatBits(p) + (floatBits(shifted) << 23));
}

STRATA_HD float clampExponent(float y) { return y < kMinExponent ? kMinExponent : (y > kMaxExponent ? kMaxExponent : y); }
STRATA_HD double clampExponent(double y) {
    return y < double(kMinExponent) ? double(kMinExponent) : (y > double(kMaxExponent) ? double(kMaxExponent) : y);
}

// The weight of squared distance d2 for c = -p/2, single precision, vectorizable. d2 == 0 gives
// the cap (log2 -> -inf in exact arithmetic).
inline float weightSingle(float d2, float c) {
    const float poly = log2Poly(d2);
    const float l = d2 > 0.0f ? poly : -1.0e30f;  // a select, not a branch, so that loops vectorize
    return exp2Poly(clampExponent(c * l));
}

// The same in double precision with the library's functions.
inline double weightDouble(double d2, double c) {
    const double l = d2 > 0.0 ? std::log2(d2) : -1.0e300;
    return std::exp2(clampExponent(c * l));
}

// AIDW: mu from R = r_obs / r_exp, then the power by triangular membership over five levels.
template <class Real>
STRATA_HD Real adaptiveMu(Real ratio, Real rMin, Real rMax) {
    using std::cos;
    if (ratio <= rMin) return Real(0);
    if (ratio >= rMax) return Real(1);
    return Real(0.5) - Real(0.5) * cos(Real(3.14159265358979323846) / rMax * (ratio - rMin));
}

template <class Real>
STRATA_HD Real alphaFromMu(Real mu, const Real* a) {
    if (mu <= Real(0.1)) return a[0];
    if (mu <= Real(0.3)) return a[0] * (1 - 5 * (mu - Real(0.1))) + 5 * a[1] * (mu - Real(0.1));
    if (mu <= Real(0.5)) return 5 * a[2] * (mu - Real(0.3)) + a[1] * (1 - 5 * (mu - Real(0.3)));
    if (mu <= Real(0.7)) return a[2] * (1 - 5 * (mu - Real(0.5))) + 5 * a[3] * (mu - Real(0.5));
    if (mu <= Real(0.9)) return 5 * a[4] * (mu - Real(0.7)) + a[3] * (1 - 5 * (mu - Real(0.7)));
    return a[4];
}

}  // namespace strata::idw
