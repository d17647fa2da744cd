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

// Every structure against GSLIB 2.0 cova3's arithmetic, written out here from its code.
TEST(VariogramModel, EveryStructureIsCova3s) {
    const double h = 7.3;
    struct Case {
        const char* text;
        double covariance;
    } cases[] = {
        {"0.8 sph(10)", 0.8 * (1 - 0.73 * (1.5 - 0.5 * 0.73 * 0.73))},
        {"0.8 exp(10)", 0.8 * std::exp(-3.0 * h / 10)},
        {"0.8 gau(10)", 0.8 * std::exp(-3.0 * (h / 10) * (h / 10))},  // not exp(-(3h/a)^2)
        {"0.8 hol(10)", 0.8 * std::cos(h / 10 * M_PI)},
        {"0.08 pow(1.5)", 999 - 0.08 * std::pow(h, 1.5)},
    };
    for (const auto& c : cases) EXPECT_NEAR(VariogramModel::parse(c.text).covariance(h, 0, 0), c.covariance, 1e-12) << c.text;
    // A separation whose squared distance is below cova3's EPSLON (1e-10) counts as zero, one
    // above it does not: 1 mm apart in data in kilometres is not the same place.
    const auto m = VariogramModel::parse("0.2 nug + 0.8 sph(10)");
    EXPECT_DOUBLE_EQ(m.covariance(9e-6, 0, 0), 1.0);
    EXPECT_NEAR(m.covariance(1e-3, 0, 0), 0.8 * (1 - 1e-4 * (1.5 - 0.5 * 1e-8)), 1e-12);
}

// kt3d's power model: cmax - c h^a, cmax holding the nugget and the other sills, so that the
// nugget cancels for h > 0; Strata's own models keep the textbook nugget + c h^a.
TEST(VariogramModel, PowerConstantOfCova3) {
    VariogramModel m = VariogramModel::parse("0.2 nug + 0.5 sph(10) + 0.08 pow(1.5)");
    const double h = 4, sph = 0.5 * (1 - 0.4 * (1.5 - 0.5 * 0.16)), power = 0.08 * 8.0;
    EXPECT_NEAR(m.covariance(h, 0, 0), sph + 999 - power, 1e-9);
    EXPECT_NEAR(m.variogram(h, 0, 0), 0.2 + (0.5 - sph) + power, 1e-9);
    m.powerConstant = PowerConstant::Cova3;
    const double cmax = 0.2 + 0.5 + 999;
    EXPECT_NEAR(m.covariance(h, 0, 0), sph + cmax - power, 1e-9);
    EXPECT_NEAR(m.covariance(0, 0, 0), cmax, 1e-12);
    const VariogramModel back = nlohmann::json(m).get<VariogramModel>();
    EXPECT_EQ(back.powerConstant, PowerConstant::Cova3);
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
