#include <gtest/gtest.h>

#include <cmath>

#include "strata/core/Error.h"
#include "strata/simulation/BackTransform.h"
#include "strata/simulation/GslibNormal.h"

using namespace strata;
using namespace strata::simulation;

namespace {
// Values 1, 2, 3 at scores -1, 0, 1; tails to 0 and 10.
const NormalScoreTable kTable{{1, 2, 3}, {-1, 0, 1}};

BackTransformOptions options(LowerTail lower, double lowerPower, UpperTail upper, double upperParameter) {
    BackTransformOptions o;
    o.zmin = 0;
    o.zmax = 10;
    o.lowerTail = lower;
    o.lowerPower = lowerPower;
    o.upperTail = upper;
    o.upperParameter = upperParameter;
    o.validate(kTable);
    return o;
}

double G(double y) { return gslibNormalCdf(y); }
}  // namespace

TEST(BackTransform, InterpolatesWithinTheTable) {
    const auto o = options(LowerTail::Linear, 1, UpperTail::Linear, 1);
    EXPECT_DOUBLE_EQ(backTransform(kTable, 0.5, o), 2.5);
    EXPECT_DOUBLE_EQ(backTransform(kTable, -0.25, o), 1.75);
    EXPECT_DOUBLE_EQ(backTransform(kTable, -1, o), 1);
    EXPECT_DOUBLE_EQ(backTransform(kTable, 1, o), 3);
}

// The tails by hand: z = zmin + (z1 - zmin) (G(y) / G(y1))^(1/w) below, z = zn + (zmax - zn)
// ((G(y) - G(yn)) / (1 - G(yn)))^(1/w) above, and z = (zn^w (1 - G(yn)) / (1 - G(y)))^(1/w).
TEST(BackTransform, LinearTails) {
    const auto o = options(LowerTail::Linear, 1, UpperTail::Linear, 1);
    EXPECT_NEAR(backTransform(kTable, -2, o), G(-2) / G(-1), 1e-15);
    EXPECT_NEAR(backTransform(kTable, 2, o), 3 + 7 * (G(2) - G(1)) / (1 - G(1)), 1e-14);
}

TEST(BackTransform, PowerTails) {
    const auto o = options(LowerTail::Power, 2.5, UpperTail::Power, 0.5);
    EXPECT_NEAR(backTransform(kTable, -2, o), std::pow(G(-2) / G(-1), 1 / 2.5), 1e-15);
    EXPECT_NEAR(backTransform(kTable, 1.5, o), 3 + 7 * std::pow((G(1.5) - G(1)) / (1 - G(1)), 2.0), 1e-14);
}

TEST(BackTransform, HyperbolicUpperTailAndTheLimits) {
    const auto o = options(LowerTail::Linear, 1, UpperTail::Hyperbolic, 1.5);
    EXPECT_NEAR(backTransform(kTable, 1.5, o), std::pow(std::pow(3, 1.5) * (1 - G(1)) / (1 - G(1.5)), 1 / 1.5), 1e-13);
    EXPECT_EQ(backTransform(kTable, 3, o), 10);  // beyond zmax: zmax
    EXPECT_EQ(backTransform(kTable, 9, o), 10);  // G rounds to 1: zmax, not a division by zero
    EXPECT_EQ(backTransform(kTable, -9, o), 0);
}

TEST(BackTransform, RefusesOptionsBackTrForbids) {
    BackTransformOptions o;
    o.zmin = 1.5;
    EXPECT_THROW(o.validate(kTable), ValidationError);
    o.zmin = 0;
    o.zmax = 2;
    EXPECT_THROW(o.validate(kTable), ValidationError);
    o.zmax = 10;
    o.upperTail = UpperTail::Hyperbolic;
    o.upperParameter = 0.5;
    EXPECT_THROW(o.validate(kTable), ValidationError);
    o.upperParameter = 2;
    o.zmin = -5;
    EXPECT_THROW(o.validate(NormalScoreTable{{-3, -1}, {-1, 1}}), ValidationError);
    EXPECT_THROW(o.validate(NormalScoreTable{{1, 0.5}, {-1, 1}}), ValidationError);
}
