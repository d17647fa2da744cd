#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/variogram/VariogramModel.h"

using namespace strata;
using namespace strata::variogram;

TEST(VariogramModel, ParsesNestedModelAndRoundTrips) {
    const auto m = VariogramModel::parse("0.2 nug + 0.8 sph(10)");
    EXPECT_DOUBLE_EQ(m.nugget, 0.2);
    ASSERT_EQ(m.structures.size(), 1u);
    EXPECT_DOUBLE_EQ(m.sill(), 1.0);
    const auto again = VariogramModel::parse(m.toString());
    EXPECT_DOUBLE_EQ(again.structures[0].range, 10.0);
    nlohmann::json j = m;
    EXPECT_DOUBLE_EQ(j.get<VariogramModel>().nugget, 0.2);
}

TEST(VariogramModel, SphericalMatchesGslibCova3) {
    const auto m = VariogramModel::parse("0.2 nug + 0.8 sph(10)");
    EXPECT_DOUBLE_EQ(m.covariance(0, 0, 0), 1.0);  // cmax at zero distance
    const double hr = 0.5;
    EXPECT_NEAR(m.covariance(5, 0, 0), 0.8 * (1 - hr * (1.5 - 0.5 * hr * hr)), 1e-15);
    EXPECT_NEAR(m.covariance(0, 12, 0), 0.0, 1e-15);
    EXPECT_NEAR(m.variogram(0, 12, 0), 1.0, 1e-15);
}

TEST(VariogramModel, ModelsReachTheirSillAtThePracticalRange) {
    for (const char* type : {"exp", "gau"}) {
        const auto m = VariogramModel::parse(std::string("1 ") + type + "(30)");
        EXPECT_NEAR(m.variogram(30, 0, 0), 1.0, 0.051) << type;
    }
    EXPECT_NEAR(VariogramModel::parse("1 cub(30)").variogram(30, 0, 0), 1.0, 1e-12);
    const auto matern = VariogramModel::parse("1 mat(5, nu=0.5)");
    EXPECT_NEAR(matern.covariance(10, 0, 0), std::exp(-2.0), 1e-12);  // nu = 1/2 is exponential
}

TEST(VariogramModel, AnisotropyFollowsGslibAngles) {
    const auto m = VariogramModel::parse("1 sph(40, 20, 5; 30, 0, 0)");
    const double az = 30 * M_PI / 180;
    // Along azimuth 30 the range is 40; along azimuth 120 it is 20.
    EXPECT_NEAR(m.variogram(40 * std::sin(az), 40 * std::cos(az), 0), 1.0, 1e-12);
    EXPECT_NEAR(m.variogram(20 * std::cos(az), -20 * std::sin(az), 0), 1.0, 1e-12);
    EXPECT_LT(m.variogram(19 * std::cos(az), -19 * std::sin(az), 0), 1.0);
    EXPECT_NEAR(m.variogram(0, 0, 5), 1.0, 1e-12);
}

TEST(VariogramModel, PowerModelIsUnbounded) {
    const auto m = VariogramModel::parse("2 pow(1.5)");
    EXPECT_FALSE(m.isBounded());
    EXPECT_NEAR(m.variogram(4, 0, 0), 2 * 8.0, 1e-9);
}

TEST(VariogramModel, BadTextNamesTheOption) {
    EXPECT_THROW(VariogramModel::parse("0.2 nug + 0.8 foo(10)"), ValidationError);
    EXPECT_THROW(VariogramModel::parse("0.8 sph(-1)"), ValidationError);
    EXPECT_THROW(VariogramModel::parse("x sph(1)"), ValidationError);
    EXPECT_THROW(VariogramModel::parse(""), ValidationError);
}
