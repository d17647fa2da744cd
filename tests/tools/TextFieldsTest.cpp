// Field splitting and number reading of the comparer: every dialect the references come in.
#include <gtest/gtest.h>

#include "TextFields.h"

namespace strata::compare {
namespace {

using Fields = std::vector<std::string>;

TEST(TextFields, SplitsCsvAndDropsQuotesAndSpaces) {
    EXPECT_EQ(splitFields("\"x\",\"y\",\"pred\""), (Fields{"x", "y", "pred"}));
    EXPECT_EQ(splitFields("0.5, 1.5 ,2\r"), (Fields{"0.5", "1.5", "2"}));
    EXPECT_EQ(splitFields("a,,b"), (Fields{"a", "", "b"}));
}

TEST(TextFields, SplitsGslibOnRunsOfBlanks) {
    EXPECT_EQ(splitFields("   1        0.000      0.00000      280"), (Fields{"1", "0.000", "0.00000", "280"}));
    EXPECT_EQ(splitFields("\t3.610\t 0.752 "), (Fields{"3.610", "0.752"}));
    EXPECT_TRUE(splitFields("   ").empty());
}

TEST(TextFields, ReadsWholeFieldsAsNumbersOnly) {
    EXPECT_DOUBLE_EQ(*parseNumber("-1.5e-05"), -1.5e-5);
    EXPECT_DOUBLE_EQ(*parseNumber("+2"), 2);
    EXPECT_DOUBLE_EQ(*parseNumber(".06"), 0.06);
    EXPECT_FALSE(parseNumber("NA"));
    EXPECT_FALSE(parseNumber("1.5x"));
    EXPECT_FALSE(parseNumber(""));
    EXPECT_FALSE(parseNumber("nan"));
}

TEST(TextFields, LastPlaceUnitFollowsThePrintedDecimals) {
    EXPECT_DOUBLE_EQ(lastPlaceUnit("3.610"), 1e-3);
    EXPECT_DOUBLE_EQ(lastPlaceUnit("280"), 1);
    EXPECT_DOUBLE_EQ(lastPlaceUnit("58.07708"), 1e-5);
    EXPECT_DOUBLE_EQ(lastPlaceUnit("1.50e-5"), 1e-7);
    EXPECT_DOUBLE_EQ(lastPlaceUnit("2E3"), 1e3);
}

}  // namespace
}  // namespace strata::compare
