// checkDrillholes on tables built in code: every rule drops or keeps what docs/drillholes.md says.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "strata/drillholes/DrillholeDatabase.h"

using namespace strata::drillholes;

namespace {

bool mentions(const ValidationReport& report, Severity severity, const std::string& hole, const std::string& words) {
    return std::any_of(report.problems.begin(), report.problems.end(), [&](const ValidationProblem& p) {
        return p.severity == severity && p.holeId == hole && p.message.find(words) != std::string::npos;
    });
}

DrillholeDatabase sample() {
    DrillholeDatabase db;
    db.collarSource.file = "collar.csv";
    db.surveySource.file = "survey.csv";
    db.collars = {{"A", 0, 0, 100, 50, 2}, {"B", 10, 0, 100, std::nan(""), 3}, {"A", 1, 1, 1, 10, 4},
                  {"C", std::nan(""), 0, 0, 10, 5}, {"D", 20, 0, 100, 30, 6}};
    db.surveys = {{"A", 0, 0, -90, 2},    {"A", 60, 0, -80, 3},  {"A", 20, 370, -85, 4}, {"A", 20, 10, -85, 5},
                  {"B", 5, 45, -60, 6},   {"B", 15, 45, -95, 7}, {"X", 0, 0, -90, 8}};
    IntervalTable t;
    t.name = "lith";
    t.source.file = "lith.csv";
    t.source.columns = {{"holeid", 1}, {"from", 2}, {"to", 3}};
    t.text.push_back({"UNIT", {}});
    const auto add = [&](const char* hole, double a, double b, std::size_t line) { t.addRow(hole, a, b, line); };
    add("A", 0, 10, 2);
    add("A", 10, 20, 3);
    add("A", 18, 25, 4);  // overlaps
    add("A", 30, 40, 5);  // gap 25..30 (25 is the end of the kept row 10..20? no: 18..25 was dropped)
    add("A", 45, 44, 6);  // FROM > TO
    add("A", 40, 55, 7);  // beyond depth 50
    add("B", 3, 3, 8);    // zero length
    add("Z", 0, 1, 9);    // no collar
    add("Z", 1, 2, 10);
    db.intervals.push_back(t);
    return db;
}

}  // namespace

TEST(DrillholeChecks, CollarRules) {
    DrillholeDatabase db = sample();
    ValidationReport report;
    checkDrillholes(db, report);
    ASSERT_EQ(db.collars.size(), 3u);  // second A and C (no coordinates) dropped
    EXPECT_TRUE(mentions(report, Severity::Error, "A", "duplicated hole id"));
    EXPECT_TRUE(mentions(report, Severity::Error, "C", "coordinates missing"));
    EXPECT_EQ(db.findCollar("A")->x, 0);
    EXPECT_EQ(db.findCollar("C"), nullptr);
}

TEST(DrillholeChecks, SurveyRules) {
    DrillholeDatabase db = sample();
    ValidationReport report;
    checkDrillholes(db, report);
    const auto a = db.surveyOf("A");
    ASSERT_EQ(a.size(), 3u);  // 0, 20 (azimuth wrapped to 10; the second station at 20 dropped), 60
    EXPECT_DOUBLE_EQ(a[1].azimuth, 10);
    EXPECT_EQ(a[1].sourceLine, 4u);
    EXPECT_TRUE(mentions(report, Severity::Warning, "A", "outside 0..360"));
    EXPECT_TRUE(mentions(report, Severity::Error, "A", "second survey station at depth 20"));
    EXPECT_TRUE(mentions(report, Severity::Warning, "A", "beyond the hole depth 50"));
    const auto b = db.surveyOf("B");
    ASSERT_EQ(b.size(), 1u);  // dip -95 dropped
    EXPECT_TRUE(mentions(report, Severity::Error, "B", "outside -90..90"));
    EXPECT_TRUE(mentions(report, Severity::Warning, "B", "no survey station at the collar"));
    EXPECT_TRUE(mentions(report, Severity::Error, "X", "not in the collar table"));
    EXPECT_TRUE(mentions(report, Severity::Warning, "D", "taken as vertical"));
}

TEST(DrillholeChecks, IntervalRules) {
    DrillholeDatabase db = sample();
    ValidationReport report;
    checkDrillholes(db, report);
    const IntervalTable& t = db.intervals[0];
    const auto a = t.rowsOf("A");
    ASSERT_EQ(a.size(), 4u);
    EXPECT_EQ(t.from[a.begin + 2], 30);
    EXPECT_TRUE(mentions(report, Severity::Error, "A", "overlaps the one above"));
    EXPECT_TRUE(mentions(report, Severity::Note, "A", "gap from 20 to 30"));
    EXPECT_TRUE(mentions(report, Severity::Error, "A", "FROM 45 > TO 44"));
    EXPECT_TRUE(mentions(report, Severity::Warning, "A", "TO 55 is beyond the hole depth 50"));
    EXPECT_TRUE(mentions(report, Severity::Error, "B", "zero-length"));
    EXPECT_TRUE(mentions(report, Severity::Error, "Z", "2 lith row(s)"));
    EXPECT_TRUE(mentions(report, Severity::Note, "D", "no rows in table 'lith'"));
    EXPECT_EQ(t.rowsOf("Z").size(), 0u);
    // Problems name the file, line and column.
    const auto overlap = std::find_if(report.problems.begin(), report.problems.end(),
                                      [](const auto& p) { return p.message.find("overlaps") != std::string::npos; });
    EXPECT_EQ(format(*overlap), "lith.csv:4:2: error: interval 18-25 overlaps the one above (ending at 20): row dropped [hole A]");
}

TEST(DrillholeChecks, HoleDepthFallsBackToDeepestRecord) {
    DrillholeDatabase db = sample();
    ValidationReport report;
    checkDrillholes(db, report);
    EXPECT_DOUBLE_EQ(db.holeDepth("A"), 50);  // collar depth
    EXPECT_DOUBLE_EQ(db.holeDepth("B"), 5);   // deepest survey station (no intervals kept)
    EXPECT_DOUBLE_EQ(db.holeDepth("D"), 30);
}
