#include "LagThresholds.h"

#include <cmath>
#include <limits>

#include "PairGeometry.h"

namespace strata::variogram::detail {

namespace {
float up(float f) { return std::nextafter(f, std::numeric_limits<float>::infinity()); }
float down(float f) { return std::nextafter(f, -std::numeric_limits<float>::infinity()); }
constexpr float kPi = 3.14159265f;  // gamv's PI, a REAL
// Tiles of pairs are culled with cones this much wider than gamv's (radians).
constexpr double kCullAngleMargin = 2.0e-3;
}  // namespace

float smallestSquareAtLeast(float t) {
    if (!(t > 0.0f)) return 0.0f;
    float f = t * t;
    if (std::isinf(f)) return f;
    while (f > 0.0f && std::sqrt(down(f)) >= t) f = down(f);
    while (std::sqrt(f) < t) f = up(f);
    return f;
}

float largestSquareAtMost(float t) {
    if (t < 0.0f) return -1.0f;
    float f = t * t;
    if (std::isinf(f)) return std::numeric_limits<float>::max();
    while (f > 0.0f && std::sqrt(f) > t) f = down(f);
    while (std::sqrt(up(f)) <= t) f = up(f);
    return f;
}

LagThresholds lagThresholds(const LagClasses& lags) {
    LagThresholds t;
    const int nlag = lags.count;
    t.separation = float(lags.separation);
    t.tolerance = lags.tolerance <= 0 ? 0.5f * t.separation : float(lags.tolerance);
    // dismxs = ((real(nlag) + 0.5 - EPSLON) * xlag) ** 2, in REAL arithmetic.
    float reach = float(nlag) + 0.5f;
    reach = reach - kEpsilon;
    reach = reach * t.separation;
    t.maxHs = reach * reach;
    t.zeroHs = largestSquareAtMost(kEpsilon);
    t.lower.assign(std::size_t(nlag + 2), 0.0f);
    t.upper.assign(std::size_t(nlag + 2), 0.0f);
    for (int row = 1; row < nlag + 2; ++row) {
        const float centre = t.separation * float(row - 1);
        t.lower[std::size_t(row)] = smallestSquareAtLeast(centre - t.tolerance);
        t.upper[std::size_t(row)] = largestSquareAtMost(centre + t.tolerance);
    }
    return t;
}

DirectionConstants directionConstants(const VariogramDirection& dir, float maxHs) {
    DirectionConstants c;
    const float azm = float(dir.azimuth), atol = float(dir.azimuthTolerance);
    const float dip = float(dir.dip), dtol = float(dir.dipTolerance);
    const float azmuth = (90.0f - azm) * kPi / 180.0f;
    c.uvxazm = std::cos(azmuth);
    c.uvyazm = std::sin(azmuth);
    c.csatol = atol <= 0.0f ? std::cos(45.0f * kPi / 180.0f) : std::cos(atol * kPi / 180.0f);
    const float declin = (90.0f - dip) * kPi / 180.0f;
    c.uvzdec = std::cos(declin);
    c.uvhdec = std::sin(declin);
    c.csdtol = dtol <= 0.0f ? std::cos(45.0f * kPi / 180.0f) : std::cos(dtol * kPi / 180.0f);
    c.bandwh = float(dir.horizontalBandwidth);
    c.bandwd = float(dir.verticalBandwidth);
    c.omni = dir.omnidirectional() ? 1 : 0;
    c.azimuthTrivial = c.csatol <= 0.0f ? 1 : 0;
    c.dipTrivial = c.csdtol <= 0.0f ? 1 : 0;
    // |band| never exceeds the pair distance, itself below sqrt(maxHs).
    const double reach = std::sqrt(double(maxHs)) * 1.001 + 1e-30;
    c.horizontalBandTrivial = double(c.bandwh) >= reach ? 1 : 0;
    c.verticalBandTrivial = double(c.bandwd) >= reach ? 1 : 0;
    c.cullHalfAzimuth = c.azimuthTrivial ? 4.0f : float(std::acos(double(c.csatol)) + kCullAngleMargin);
    c.cullHalfDip = c.dipTrivial ? 4.0f : float(std::acos(double(c.csdtol)) + kCullAngleMargin);
    return c;
}

}  // namespace strata::variogram::detail
