#include "strata/core/Anisotropy.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace strata {

AnisotropicMetric::AnisotropicMetric(const Anisotropy& a) : ratio1_(a.ratio1), ratio2_(a.ratio2) {
    constexpr double deg = std::numbers::pi / 180.0;
    constexpr double eps = 1.0e-20;  // GSLIB's EPSLON guard against a zero ratio
    // GSLIB measures azimuth from north; the math angle is from east, counter-clockwise.
    const double alpha = (a.ang1 >= 0 && a.ang1 < 270 ? 90.0 - a.ang1 : 450.0 - a.ang1) * deg;
    const double beta = -a.ang2 * deg;
    const double theta = a.ang3 * deg;
    const double sina = std::sin(alpha), cosa = std::cos(alpha);
    const double sinb = std::sin(beta), cosb = std::cos(beta);
    const double sint = std::sin(theta), cost = std::cos(theta);
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
