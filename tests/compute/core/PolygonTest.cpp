// Point in polygon: the routine that limits surface volumes and estimated units in plan.
#include <gtest/gtest.h>

#include <algorithm>

#include "strata/core/Polygon.h"

using strata::PlanPolygon;

TEST(PlanPolygon, SquareInsideOutsideAndOnItsEdges) {
    const PlanPolygon square{{0, 10, 10, 0}, {0, 0, 10, 10}};
    EXPECT_TRUE(square.contains(5, 5));
    EXPECT_FALSE(square.contains(-1, 5));
    EXPECT_FALSE(square.contains(11, 5));
    EXPECT_FALSE(square.contains(5, 10.001));
    // Edges and vertices count as inside.
    EXPECT_TRUE(square.contains(0, 5));
    EXPECT_TRUE(square.contains(10, 10));
    EXPECT_TRUE(square.contains(5, 0));
    EXPECT_DOUBLE_EQ(square.area(), 100);
}

TEST(PlanPolygon, ConcaveRingEitherDirection) {
    // An L: the notch (5..10, 5..10) is outside.
    PlanPolygon l{{0, 10, 10, 5, 5, 0}, {0, 0, 5, 5, 10, 10}};
    for (int turn = 0; turn < 2; ++turn) {
        EXPECT_TRUE(l.contains(2, 8));
        EXPECT_TRUE(l.contains(8, 2));
        EXPECT_FALSE(l.contains(8, 8));
        EXPECT_FALSE(l.contains(7, 5.5));
        // A ray from (1, 5) towards +x passes through the reflex vertex (5, 5): counted once.
        EXPECT_TRUE(l.contains(1, 5));
        EXPECT_FALSE(l.contains(11, 5));
        EXPECT_DOUBLE_EQ(l.area(), 75);
        std::reverse(l.x.begin(), l.x.end());
        std::reverse(l.y.begin(), l.y.end());
    }
}

TEST(PlanPolygon, ClosingVertexRepeatedChangesNothing) {
    const PlanPolygon open{{0, 4, 0}, {0, 0, 4}};
    const PlanPolygon closed{{0, 4, 0, 0}, {0, 0, 4, 0}};
    for (double x = -1; x <= 5; x += 0.25)
        for (double y = -1; y <= 5; y += 0.25) EXPECT_EQ(open.contains(x, y), closed.contains(x, y)) << x << " " << y;
    EXPECT_DOUBLE_EQ(open.area(), closed.area());
}

TEST(PlanPolygon, CountsOnARegularGridMatchTheArea) {
    // A diamond |x| + |y| <= 10 sampled at cell centres (i + 0.5): per quadrant the centres with
    // |x| + |y| <= 10 number 10 + 9 + ... + 1, those on the edges (|x| + |y| = 10) included.
    const PlanPolygon diamond{{10, 0, -10, 0}, {0, 10, 0, -10}};
    int inside = 0;
    for (int i = -20; i < 20; ++i)
        for (int j = -20; j < 20; ++j) inside += diamond.contains(i + 0.5, j + 0.5);
    EXPECT_EQ(inside, 4 * 55);
    EXPECT_DOUBLE_EQ(diamond.area(), 200);
}

TEST(PlanPolygon, HolesAndSeveralPartsByTheEvenOddRule) {
    // A 10 x 10 square with a 4 x 4 hole, an island of 2 x 2 in the hole, and a second part apart.
    PlanPolygon p{{0, 10, 10, 0}, {0, 0, 10, 10}, {}};
    const auto ring = [&p](std::vector<double> x, std::vector<double> y) {
        p.startRing();
        p.x.insert(p.x.end(), x.begin(), x.end());
        p.y.insert(p.y.end(), y.begin(), y.end());
    };
    ring({3, 3, 7, 7}, {3, 7, 7, 3});          // the hole, turning the other way
    ring({4, 6, 6, 4}, {4, 4, 6, 6});          // the island
    ring({20, 25, 25, 20}, {0, 0, 5, 5});      // another part
    ASSERT_EQ(p.ringCount(), 4u);
    EXPECT_TRUE(p.contains(1, 1));
    EXPECT_FALSE(p.contains(3.5, 3.5));  // in the hole
    EXPECT_TRUE(p.contains(5, 5));       // on the island
    EXPECT_TRUE(p.contains(3, 5));       // on the hole's edge: kept, as any edge
    EXPECT_TRUE(p.contains(22, 2));
    EXPECT_FALSE(p.contains(15, 2));
    EXPECT_DOUBLE_EQ(p.area(), 100 - 16 + 4 + 25);
    int inside = 0;  // cell centres of a 0.5 grid over everything: the area over 0.25
    for (int i = 0; i < 60; ++i)
        for (int j = 0; j < 24; ++j) inside += p.contains(0.25 + 0.5 * i, 0.25 + 0.5 * j);
    EXPECT_EQ(inside, int((100 - 16 + 4 + 25) / 0.25));
}
