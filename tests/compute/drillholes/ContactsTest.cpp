// Contact picking on hand-made holes: observed tops, pinch-outs, reversed order, holes that end early.
#include <gtest/gtest.h>

#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/drillholes/Contacts.h"

using namespace strata::drillholes;

namespace {

DrillholeDatabase sample() {
    DrillholeDatabase db;
    db.collars = {{"P", 0, 0, 100, 20, 0}, {"R", 50, 0, 100, 20, 0}, {"E", 90, 0, 100, 20, 0}, {"N", 0, 9, 9, 5, 0}};
    db.surveys = {{"E", 0, 90, -45, 0}};
    IntervalTable t;
    t.name = "lith";
    t.text.push_back({"ROCK", {}});
    const auto add = [&](const char* hole, double a, double b, const char* unit) {
        t.text[0].values[t.addRow(hole, a, b)] = unit;
    };
    // P: A 0-2, C 2-5 (B pinched out), BLD 5-6 (not in the order), C 6-8, D 8-20.
    add("P", 0, 2, "A"), add("P", 2, 5, "c"), add("P", 5, 6, "BLD"), add("P", 6, 8, "C"), add("P", 8, 20, "D");
    // R: A 0-3, C 3-6, B 6-9 (reversed), D 9-12.
    add("R", 0, 3, "A"), add("R", 3, 6, "C"), add("R", 6, 9, "B"), add("R", 9, 12, "D");
    // E: inclined 45 degrees, B 1-4 then ends inside C 4-10.
    add("E", 1, 4, "B"), add("E", 4, 10, "C");
    // N: only a unit outside the order.
    add("N", 0, 5, "BLD");
    db.intervals.push_back(t);
    db.reindex();
    return db;
}

}  // namespace

TEST(Contacts, ObservedPinchOutAndBelowHoleEnd) {
    const DrillholeDatabase db = sample();
    ContactOptions o;
    o.unitColumn = "rock";
    o.order = {"A", "B", "C", "D"};
    ValidationReport report;
    const auto contacts = pickContacts(db, db.intervals[0], o, report);
    ASSERT_EQ(contacts.size(), 12u);  // 3 holes x 4 surfaces; N has no ordered unit

    EXPECT_EQ(contacts[0].surfaceName, "top of A");
    EXPECT_EQ(contacts[0].kind, ContactKind::Observed);
    EXPECT_DOUBLE_EQ(contacts[0].z, 100);
    EXPECT_EQ(contacts[1].kind, ContactKind::PinchOut);  // B absent: top of C
    EXPECT_DOUBLE_EQ(contacts[1].at, 2);
    EXPECT_EQ(contacts[2].kind, ContactKind::Observed);  // c matches C case-insensitively
    EXPECT_DOUBLE_EQ(contacts[2].at, 2);
    EXPECT_DOUBLE_EQ(contacts[3].at, 8);
    EXPECT_DOUBLE_EQ(contacts[3].z, 92);
    EXPECT_FALSE(contacts[3].reversed);

    EXPECT_TRUE(contacts[5].reversed);  // R: top of B at 6 below top of C at 3
    EXPECT_TRUE(contacts[6].reversed);
    EXPECT_FALSE(contacts[7].reversed);

    // E starts with B at 1: A pinches out at the top of B; D lies below the logged end (10).
    EXPECT_EQ(contacts[8].kind, ContactKind::PinchOut);
    EXPECT_DOUBLE_EQ(contacts[8].at, 1);
    EXPECT_EQ(contacts[11].kind, ContactKind::BelowHoleEnd);
    EXPECT_DOUBLE_EQ(contacts[11].at, 10);
    EXPECT_NEAR(contacts[11].x, 90 + 10 * std::sqrt(0.5), 1e-12);
    EXPECT_NEAR(contacts[11].z, 100 - 10 * std::sqrt(0.5), 1e-12);

    int reversedWarnings = 0, ignoredNotes = 0;
    for (const auto& p : report.problems) {
        if (p.severity == Severity::Warning && p.message.find("reversed order") != std::string::npos) ++reversedWarnings;
        if (p.severity == Severity::Note && p.message.find("'BLD' is not in the order") != std::string::npos) ++ignoredNotes;
    }
    EXPECT_EQ(reversedWarnings, 1);
    EXPECT_EQ(ignoredNotes, 1);
}

TEST(Contacts, RejectsBadOptions) {
    const DrillholeDatabase db = sample();
    ValidationReport report;
    ContactOptions o;
    o.unitColumn = "ROCK";
    EXPECT_THROW(pickContacts(db, db.intervals[0], o, report), strata::ValidationError);
    o.order = {"A", "a"};
    EXPECT_THROW(pickContacts(db, db.intervals[0], o, report), strata::ValidationError);
    o.order = {"A"};
    o.unitColumn = "LITHO";
    EXPECT_THROW(pickContacts(db, db.intervals[0], o, report), strata::ValidationError);
}

TEST(Contacts, CancelStopsEveryDrillholeLoop) {
    const DrillholeDatabase db = sample();
    strata::CancelToken cancel;
    cancel.cancel();
    ContactOptions o;
    o.unitColumn = "ROCK";
    o.order = {"A", "B"};
    ValidationReport report;
    EXPECT_THROW(pickContacts(db, db.intervals[0], o, report, &cancel), strata::CancelledError);
    EXPECT_THROW(desurveyStations(db, DesurveyMethod::MinimumCurvature, 1, &cancel), strata::CancelledError);
    EXPECT_THROW(desurveyIntervals(db, db.intervals[0], DesurveyMethod::Tangent, &cancel), strata::CancelledError);
}
