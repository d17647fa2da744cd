#include "strata/core/Anisotropy.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace strata {

namespace {
// Sine and cosine of an angle in degrees, exact at multiples of 90: the axis-aligned frames
// (every isotropic model, most searches) then keep integer offsets exact, so that data at
// equal distances compare equal and their ties go by input order.
void sinCosDegrees(double degrees, double& s, double& c) {
    const double turns = degrees / 90.0;
    if (turns == std::floor(turns) && std::abs(turns) < 1e15) {
        const long long quarter = ((static_cast<long long>(turns) % 4) + 4) % 4;
        constexpr double kSin[4] = {0, 1, 0, -1};
        s = kSin[quarter];
        c = kSin[(quarter + 1) % 4];
        return;
    }
    const double radians = degrees * (std::numbers::pi / 180.0);
    s = std::sin(radians);
    c = std::cos(radians);
}
}  // namespace

AnisotropicMetric::AnisotropicMetric(const Anisotropy& a) : ratio1_(a.ratio1), ratio2_(a.ratio2) {
    constexpr double eps = 1.0e-20;  // GSLIB's EPSLON guard against a zero ratio
    // GSLIB measures azimuth from north; the math angle is from east, counter-clockwise.
    double sina, cosa, sinb, cosb, sint, cost;
    sinCosDegrees(a.ang1 >= 0 && a.ang1 < 270 ? 90.0 - a.ang1 : 450.0 - a.ang1, sina, cosa);
    sinCosDegrees(-a.ang2, sinb, cosb);
    sinCosDegrees(a.ang3, sint, cost);
    const double f1 = 1.0 / std::max(a.ratio1, eps);
    const double f2 = 1.0 / std::max(a.ratio2, eps);
    m[0] = {cosb * cosa, cosb * sina, -sinb};
    m[1] = {f1 * (-cost * sina + sint * sinb * cosa), f1 * (cost * cosa + sint * sinb * sina), f1 * (sint * cosb)};
    m[2] = {f2 * (sint * sina + cost * sinb * cosa), f2 * (-sint * cosa + cost * sinb * sina), f2 * (cost * cosb)};
}

std::array<std::array<double, 3>, 3> AnisotropicMetric::axes() const {
    auto r = m;
    for (int j = 0; j < 3; ++j) {
        r[1][j] *= ratio1_;
        r[2][j] *= ratio2_;
    }
    return r;
}

}  // namespace strata
