#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/variogram/Coregionalisation.h"

namespace strata::variogram {
namespace {

TEST(Coregionalisation, ParsesDirectAndCrossModelsInPackedOrder) {
    const auto c = Coregionalisation::parse({"AU", "CU", "AG"},
                                            {"AU=0.2 nug + 0.8 sph(50)", "CU=1 sph(50)", "AG=0.5 nug + 0.5 sph(50)",
                                             "CU:AU=-0.3 sph(50)", "AU:AG=0.1 nug + 0.2 sph(50)", "CU:AG=0 nug"});
    EXPECT_EQ(Coregionalisation::pairIndex(0, 0, 3), 0u);
    EXPECT_EQ(Coregionalisation::pairIndex(1, 0, 3), 1u);
    EXPECT_EQ(Coregionalisation::pairIndex(0, 2, 3), 2u);
    EXPECT_EQ(Coregionalisation::pairIndex(1, 1, 3), 3u);
    EXPECT_EQ(Coregionalisation::pairIndex(2, 1, 3), 4u);
    EXPECT_EQ(Coregionalisation::pairIndex(2, 2, 3), 5u);
    EXPECT_DOUBLE_EQ(c.model(0, 1).structures.at(0).sill, -0.3);
    EXPECT_DOUBLE_EQ(c.model(2, 0).nugget, 0.1);
    EXPECT_FALSE(c.isLinear());  // CU:AG has no spherical structure

    const nlohmann::json j = c;
    const auto back = j.get<Coregionalisation>();
    EXPECT_DOUBLE_EQ(back.model(1, 0).structures.at(0).sill, -0.3);
    EXPECT_EQ(back.variables, c.variables);
}

TEST(Coregionalisation, LinearModelSillMatricesMustBePositiveSemiDefinite) {
    const auto c = Coregionalisation::parse({"A", "B"}, {"A=0.1 nug + 1 sph(10)", "B=0.2 nug + 4 sph(10)",
                                                         "A:B=0.1 nug + 2 sph(10)"});
    ASSERT_TRUE(c.isLinear());
    const auto eigen = c.sillMatrixMinEigenvalues();
    ASSERT_EQ(eigen.size(), 2u);
    EXPECT_GE(eigen[0], 0.0);
    EXPECT_NEAR(eigen[1], 0.0, 1e-12);  // |2| = sqrt(1 * 4): singular but valid
    try {
        (void)Coregionalisation::parse({"A", "B"}, {"A=1 sph(10)", "B=1 sph(10)", "A:B=1.5 sph(10)"});
        FAIL() << "an invalid LMC was accepted";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("positive semi-definite"), std::string::npos) << e.what();
    }
}

TEST(Coregionalisation, RefusesMissingUnknownAndRepeatedPairs) {
    EXPECT_THROW((void)Coregionalisation::parse({"A", "B"}, {"A=1 sph(10)", "B=1 sph(10)"}), ValidationError);
    EXPECT_THROW((void)Coregionalisation::parse({"A"}, {"A=1 sph(10)", "C=1 sph(10)"}), ValidationError);
    EXPECT_THROW((void)Coregionalisation::parse({"A"}, {"A=1 sph(10)", "A=1 sph(10)"}), ValidationError);
    EXPECT_THROW((void)Coregionalisation::parse({"A"}, {"A=-1 sph(10)"}), ValidationError);
}

}  // namespace
}  // namespace strata::variogram
