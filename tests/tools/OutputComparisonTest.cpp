// The comparer's rules: tolerances (relative, absolute floor, last printed place), columns and rows
// chosen, text lines, missing values, and a first-mismatch message that names everything needed.
#include <gtest/gtest.h>

#include "OutputComparison.h"

namespace strata::compare {
namespace {

NamedText text(std::string name, std::vector<std::string> lines) { return {std::move(name), std::move(lines)}; }

ComparisonRule withTolerance(double relative, double absolute, double lastPlaceUnits = 0) {
    ComparisonRule rule;
    rule.tolerance = {relative, absolute, lastPlaceUnits};
    return rule;
}

TEST(OutputComparison, RelativeToleranceScalesWithTheReference) {
    const auto rule = withTolerance(1e-4, 0);
    EXPECT_TRUE(compareTexts(text("o", {"1000.09"}), text("r", {"1000"}), rule).passed);
    EXPECT_FALSE(compareTexts(text("o", {"1000.11"}), text("r", {"1000"}), rule).passed);
}

TEST(OutputComparison, AbsoluteToleranceIsAFloorNotASum) {
    const auto rule = withTolerance(1e-4, 1e-6);
    EXPECT_TRUE(compareTexts(text("o", {"0.0000009"}), text("r", {"0"}), rule).passed);
    EXPECT_FALSE(compareTexts(text("o", {"0.0000011"}), text("r", {"0"}), rule).passed);
    // Above 0.01 the relative part rules: 1e-4 of 100 is 0.01, not 0.01 + 1e-6.
    EXPECT_TRUE(compareTexts(text("o", {"100.01"}), text("r", {"100"}), rule).passed);
    EXPECT_FALSE(compareTexts(text("o", {"100.0101"}), text("r", {"100"}), rule).passed);
}

TEST(OutputComparison, LastPlaceUnitsFollowTheReferencesDecimals) {
    const auto rule = withTolerance(1e-5, 0, 1);
    // 58.07708 printed to 5 decimals: allowed 1e-5 * 58.07708 + 1e-5.
    EXPECT_TRUE(compareTexts(text("o", {"58.07766"}), text("r", {"58.07708"}), rule).passed);
    EXPECT_FALSE(compareTexts(text("o", {"58.07768"}), text("r", {"58.07708"}), rule).passed);
    // Exactly one unit of the last place passes for a zero reference.
    EXPECT_TRUE(compareTexts(text("o", {"0.00001"}), text("r", {"0.00000"}), rule).passed);
    EXPECT_FALSE(compareTexts(text("o", {"0.00002"}), text("r", {"0.00000"}), rule).passed);
}

TEST(OutputComparison, ZeroToleranceMeansEqualNumbers) {
    const ComparisonRule rule;
    EXPECT_TRUE(compareTexts(text("o", {"1.50 2"}), text("r", {"1.5 2.0"}), rule).passed);
    EXPECT_FALSE(compareTexts(text("o", {"1.5 2.0000001"}), text("r", {"1.5 2"}), rule).passed);
}

TEST(OutputComparison, TheFirstMismatchNamesFileLineColumnValuesAndTolerance) {
    auto rule = withTolerance(1e-4, 1e-6);
    rule.outputHeader = {false, 1};
    rule.referenceHeader = {false, 1};
    rule.outputColumns = {2};
    rule.referenceColumns = {3};
    const auto result = compareTexts(text("grid.csv", {"x,est", "0.5,3.61", "1.5,3.30", "2.5,9"}),
                                     text("gstat.csv", {"x,y,pred", "0.5,0.5,3.61", "1.5,0.5,3.2", "2.5,0.5,9"}), rule);
    ASSERT_FALSE(result.passed);
    EXPECT_EQ(result.message,
              "grid.csv line 3, column 2: 3.30 but gstat.csv line 3, column 3: 3.2 "
              "(difference 0.1 > allowed 0.00032: relative 0.0001, absolute 1e-06)");
}

TEST(OutputComparison, TheSummaryCountsValuesRowsAndSkippedRows) {
    auto rule = withTolerance(0, 1e-6);
    rule.skippedRows = {2};
    const auto result = compareTexts(text("o", {"1 2", "9 9", "3 4"}), text("r", {"1 2", "5 6", "3 4"}), rule);
    ASSERT_TRUE(result.passed) << result.message;
    EXPECT_EQ(result.message, "o matches r: 4 values in 2 rows (1 rows skipped), relative 0, absolute 1e-06");
}

TEST(OutputComparison, RowCountsMustAgree) {
    const auto result = compareTexts(text("o", {"1", "2"}), text("r", {"1", "2", "3"}), ComparisonRule{});
    EXPECT_FALSE(result.passed);
    EXPECT_EQ(result.message, "o has 2 data rows, r has 3");
}

TEST(OutputComparison, GeoEasHeadersAreSkippedByTheirVariableCount) {
    ComparisonRule rule;
    rule.outputHeader = {true, 0};
    rule.referenceHeader = {false, 1};
    rule.outputColumns = {1, 2};
    rule.referenceColumns = {2, 3};
    const auto ours = text("kt3d.out", {"KT3D ESTIMATES", "    2   50   50    1", "Estimate", "Variance", " 3.5 0.5"});
    EXPECT_TRUE(compareTexts(ours, text("ref.csv", {"n,est,var", "1,3.5,0.5"}), rule).passed);
    const auto broken = text("kt3d.out", {"KT3D ESTIMATES", "two", "Estimate"});
    EXPECT_EQ(compareTexts(broken, text("ref.csv", {"n"}), rule).message,
              "kt3d.out line 2: expected the GeoEAS variable count");
}

TEST(OutputComparison, ExactColumnsCompareText) {
    auto rule = withTolerance(0.5, 0);
    rule.exactColumns = {2};
    EXPECT_TRUE(compareTexts(text("o", {"1.2 280"}), text("r", {"1 280"}), rule).passed);
    const auto result = compareTexts(text("o", {"1 281"}), text("r", {"1 280"}), rule);
    EXPECT_FALSE(result.passed);
    EXPECT_NE(result.message.find("column 2: 281 but r line 1, column 2: 280 (compared as exact text)"),
              std::string::npos);
}

TEST(OutputComparison, TextLinesOfTheReferenceMustBeEqual) {
    const auto rule = withTolerance(1e-5, 0, 1);
    const auto reference = text("gamv.out", {"Semivariogram direction  1", "1 0.5 10"});
    EXPECT_TRUE(compareTexts(text("o", {"Semivariogram direction  1", "1 0.5 10"}), reference, rule).passed);
    const auto result = compareTexts(text("o", {"Semivariogram direction  2", "1 0.5 10"}), reference, rule);
    EXPECT_FALSE(result.passed);
    EXPECT_EQ(result.message,
              "o line 1: 'Semivariogram direction  2' but gamv.out line 1 has the text line "
              "'Semivariogram direction  1'");
}

TEST(OutputComparison, ReferenceTextLinesCanBeLeftOut) {
    auto rule = withTolerance(1e-5, 0, 1);
    rule.dropReferenceTextLines = true;
    rule.outputHeader = {false, 1};
    rule.outputColumns = {2, 3};
    rule.referenceColumns = {1, 2};
    const auto reference =
        text("gamv.out", {"Semivariogram direction  1", "1 0.500", "Semivariogram direction  2", "1 0.250"});
    EXPECT_TRUE(compareTexts(text("o.csv", {"direction,lag,distance", "1,1,0.5", "2,1,0.25"}), reference, rule).passed);
}

TEST(OutputComparison, AMissingReferenceValueNeedsOursMissingValue) {
    auto rule = withTolerance(1e-7, 1e-7);
    rule.missingInReference = "NA";
    rule.missingInOutput = "-999";
    EXPECT_TRUE(compareTexts(text("o", {"1 -999"}), text("r", {"1,NA"}), rule).passed);
    const auto result = compareTexts(text("o", {"1 0.5"}), text("r", {"1,NA"}), rule);
    EXPECT_FALSE(result.passed);
    EXPECT_NE(result.message.find("(a missing value must be written -999)"), std::string::npos);
}

TEST(OutputComparison, ReferenceRowsSelectAPartOfTheReference) {
    ComparisonRule rule;
    rule.referenceHeader = {false, 1};
    rule.referenceRows = RowRange{2, 3};
    rule.outputColumns = {1};
    rule.referenceColumns = {2};
    const auto reference = text("r", {"case,v", "a,1", "b,2", "b,3"});
    EXPECT_TRUE(compareTexts(text("o", {"2", "3"}), reference, rule).passed);
    rule.referenceRows = RowRange{2, 4};
    EXPECT_EQ(compareTexts(text("o", {"2", "3"}), reference, rule).message,
              "r: rows 2-4 asked for, it has 3 data rows");
}

TEST(OutputComparison, AMissingColumnIsNamed) {
    ComparisonRule rule;
    rule.outputColumns = {3};
    EXPECT_EQ(compareTexts(text("o", {"1 2"}), text("r", {"1 2 3"}), rule).message, "o line 1: no column 3 in '1 2'");
}

}  // namespace
}  // namespace strata::compare
