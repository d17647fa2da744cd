// Compositing on hand-made holes whose composites can be worked out on paper.
#include <gtest/gtest.h>

#include <cmath>

#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/drillholes/Compositing.h"

using namespace strata::drillholes;

namespace {

const double NaN = std::nan("");

// Hole H: 0-2 CU 1 (ore), 2-3 CU 3 (ore), 3-4 missing (ore), 4-7 CU 2 (waste), 7-7.4 CU 4 (waste).
DrillholeDatabase sample() {
    DrillholeDatabase db;
    db.collars = {{"H", 0, 0, 0, 10, 0}};
    IntervalTable t;
    t.name = "assay";
    t.numeric.push_back({"CU", {}});
    t.text.push_back({"DOM", {}});
    const auto add = [&](double a, double b, double cu, const char* dom) {
        const auto r = t.addRow("H", a, b);
        t.numeric[0].values[r] = cu;
        t.text[0].values[r] = dom;
    };
    add(0, 2, 1, "ore");
    add(2, 3, 3, "ore");
    add(3, 4, NaN, "ore");
    add(4, 7, 2, "waste");
    add(7, 7.4, 4, "waste");
    db.intervals.push_back(t);
    db.reindex();
    return db;
}

}  // namespace

TEST(Compositing, LengthWeightedWithinDomainsMergingShortEnds) {
    const DrillholeDatabase db = sample();
    CompositeOptions o;
    o.length = 2.5;
    o.domainColumn = "dom";
    const IntervalTable c = compositeIntervals(db, db.intervals[0], o);
    // ore run 0-4: 0-2.5 (CU (2*1 + 0.5*3)/2.5 = 1.4), 2.5-4 (1.5 >= 1.25 stays: CU 3 over 0.5 assayed).
    // waste run 4-7.4: 4-6.5 (CU 2), rest 0.9 < 1.25 merged: 4-7.4 would be... the piece 6.5-7.4 joins 4-6.5.
    ASSERT_EQ(c.size(), 3u);
    EXPECT_DOUBLE_EQ(c.from[0], 0);
    EXPECT_DOUBLE_EQ(c.to[0], 2.5);
    EXPECT_NEAR(c.findNumeric("CU")->values[0], 1.4, 1e-12);
    EXPECT_DOUBLE_EQ(c.from[1], 2.5);
    EXPECT_DOUBLE_EQ(c.to[1], 4);
    EXPECT_NEAR(c.findNumeric("CU")->values[1], 3, 1e-12);
    EXPECT_NEAR(c.findNumeric("CU_LENGTH")->values[1], 0.5, 1e-12);
    EXPECT_DOUBLE_EQ(c.from[2], 4);
    EXPECT_DOUBLE_EQ(c.to[2], 7.4);
    EXPECT_NEAR(c.findNumeric("CU")->values[2], (3 * 2 + 0.4 * 4) / 3.4, 1e-12);
    EXPECT_EQ(c.findText("DOM")->values[2], "waste");
    EXPECT_EQ(c.rowsOf("H").size(), 3u);
}

TEST(Compositing, DropAndDistributeRules) {
    const DrillholeDatabase db = sample();
    CompositeOptions o;
    o.length = 2.5;
    o.domainColumn = "DOM";
    o.shortPiece = ShortPieceRule::Drop;
    const IntervalTable dropped = compositeIntervals(db, db.intervals[0], o);
    ASSERT_EQ(dropped.size(), 3u);
    EXPECT_DOUBLE_EQ(dropped.to[2], 6.5);
    EXPECT_NEAR(dropped.findNumeric("CU")->values[2], 2, 1e-12);

    o.shortPiece = ShortPieceRule::Distribute;  // ore 4 / 2.5 -> 2 pieces of 2; waste 3.4 / 2.5 -> 1 piece
    const IntervalTable spread = compositeIntervals(db, db.intervals[0], o);
    ASSERT_EQ(spread.size(), 3u);
    EXPECT_DOUBLE_EQ(spread.to[0], 2);
    EXPECT_NEAR(spread.findNumeric("CU")->values[1], 3, 1e-12);  // 2-4: only 2-3 assayed
    EXPECT_DOUBLE_EQ(spread.from[2], 4);
    EXPECT_DOUBLE_EQ(spread.to[2], 7.4);
}

TEST(Compositing, WithoutDomainsAndMassBalance) {
    const DrillholeDatabase db = sample();
    CompositeOptions o;
    o.length = 1.0;
    const IntervalTable c = compositeIntervals(db, db.intervals[0], o);
    // 0-1, 1-2, 2-3, (3-4 no assay: not written), 4-5, 5-6, 6-7.4 (0.4 merged)
    ASSERT_EQ(c.size(), 6u);
    double metal = 0, length = 0;
    for (std::size_t r = 0; r < c.size(); ++r) {
        metal += c.findNumeric("CU")->values[r] * c.findNumeric("CU_LENGTH")->values[r];
        length += c.findNumeric("CU_LENGTH")->values[r];
    }
    EXPECT_NEAR(metal, 2 * 1 + 1 * 3 + 3 * 2 + 0.4 * 4, 1e-12);  // length x grade is conserved
    EXPECT_NEAR(length, 6.4, 1e-12);
}

TEST(Compositing, RejectsBadOptions) {
    const DrillholeDatabase db = sample();
    CompositeOptions o;
    EXPECT_THROW(compositeIntervals(db, db.intervals[0], o), strata::ValidationError);
    o.length = 1;
    o.domainColumn = "nope";
    EXPECT_THROW(compositeIntervals(db, db.intervals[0], o), strata::ValidationError);
    o.domainColumn.clear();
    o.columns = {"AU"};
    EXPECT_THROW(compositeIntervals(db, db.intervals[0], o), strata::ValidationError);
}

TEST(Compositing, Cancel) {
    const DrillholeDatabase db = sample();
    strata::CancelToken cancel;
    cancel.cancel();
    CompositeOptions o;
    o.length = 1;
    EXPECT_THROW(compositeIntervals(db, db.intervals[0], o, &cancel), strata::CancelledError);
}
