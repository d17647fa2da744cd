#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

#include "strata/core/Error.h"
#include "strata/simulation/AcornRandom.h"
#include "strata/simulation/GslibNormal.h"

using namespace strata;
using namespace strata::simulation;

namespace {
double exactCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }
}  // namespace

// Abramowitz & Stegun 26.2.17 is good to 7.5e-8; single precision adds about 1e-7 near 1.
TEST(GslibNormal, CdfIsWithinItsApproximationOfTheExactCdf) {
    for (double x = -7; x <= 7; x += 0.01) EXPECT_NEAR(gslibNormalCdf(x), exactCdf(x), 3e-7) << "x = " << x;
    EXPECT_NEAR(gslibNormalCdf(0), 0.5, 1e-7);
}

// Kennedy & Gentle's approximation is good to about 1.5e-8 in x; gauinv's single-precision
// coefficients add a little, its single-precision result half a unit in the last place. The
// error in x is measured by one Newton step on the exact cdf.
TEST(GslibNormal, QuantileInvertsTheExactCdf) {
    for (double p : {1e-9, 1e-6, 1e-4, 0.001, 0.01, 0.1, 0.3, 0.45, 0.55, 0.7, 0.9, 0.99, 0.999999}) {
        const double x = gslibNormalQuantile(p);
        const double density = std::exp(-x * x / 2) / std::sqrt(2 * M_PI);
        EXPECT_LT(std::fabs(exactCdf(x) - p) / density, 1e-7 + 6e-8 * std::fabs(x)) << "p = " << p;
    }
    EXPECT_EQ(gslibNormalQuantile(0.5), 0.0);
    EXPECT_TRUE(std::signbit(gslibNormalQuantile(0.5 + 1e-12)));
    EXPECT_EQ(gslibNormalQuantile(0.25), -gslibNormalQuantile(0.75));
    EXPECT_EQ(gslibNormalQuantile(1e-11), -1e10);
    EXPECT_EQ(gslibNormalQuantile(1 - 1e-11), 1e10);
}

// With every register but the seed at 0, the last of the 13 registers after n draws holds
// seed * C(n + 11, 12) (each draw forms running sums): ACORN's numbers in closed form.
TEST(AcornRandom, DrawsTheClosedFormOfItsRecurrence) {
    const std::int64_t seed = 69069, modulus = std::int64_t(1) << 30;
    AcornRandom random(seed);
    for (std::int64_t n = 1; n <= 40; ++n) {
        unsigned __int128 binomial = 1;
        for (std::int64_t k = 1; k <= 12; ++k) binomial = binomial * unsigned(n + 11 - 12 + k) / unsigned(k);
        const auto expected = std::int64_t((binomial * unsigned(seed)) % unsigned(modulus));
        EXPECT_EQ(random.next(), double(expected) / double(modulus)) << "draw " << n;
    }
}

TEST(AcornRandom, RefusesSeedsOutsideItsModulus) {
    EXPECT_THROW(AcornRandom(0), ValidationError);
    EXPECT_THROW(AcornRandom(std::int64_t(1) << 30), ValidationError);
}
