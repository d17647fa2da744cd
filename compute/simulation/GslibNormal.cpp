#include "strata/simulation/GslibNormal.h"

#include <cmath>

namespace strata::simulation {

double gslibNormalCdf(double x) {
    const float z = std::fabs(static_cast<float>(x));
    const float t = 1.0f / (1.0f + 0.2316419f * z);
    float g = t * (0.31938153f + t * (-0.356563782f + t * (1.781477937f + t * (-1.821255978f + t * 1.330274429f))));
    const float e2 = z <= 6.0f ? std::exp(-z * z / 2.0f) * 0.3989422803f : 0.0f;
    g = 1.0f - e2 * g;
    return static_cast<double>(x >= 0 ? g : 1.0f - g);
}

double gslibNormalQuantile(double p) {
    // gauinv's coefficients are single-precision literals in a DATA statement for REAL*8 variables.
    constexpr double p0 = -0.322232431088f, p1 = -1.0f, p2 = -0.342242088547f, p3 = -0.0204231210245f,
                     p4 = -0.0000453642210148f;
    constexpr double q0 = 0.0993484626060f, q1 = 0.588581570495f, q2 = 0.531103462366f, q3 = 0.103537752850f,
                     q4 = 0.0038560700634f;
    constexpr double lim = 1.0e-10f;
    if (p < lim) return -1.0e10;
    if (p > 1.0 - lim) return 1.0e10;
    if (p == 0.5) return 0.0;
    const double pp = p > 0.5 ? 1.0 - p : p;
    const double y = std::sqrt(std::log(1.0 / (pp * pp)));
    const float xp = static_cast<float>(y + ((((y * p4 + p3) * y + p2) * y + p1) * y + p0) /
                                                ((((y * q4 + q3) * y + q2) * y + q1) * y + q0));
    // gauinv's sign test is in single precision: p just above 0.5 counts as below.
    return static_cast<float>(p) == static_cast<float>(pp) ? -xp : xp;
}

}  // namespace strata::simulation
