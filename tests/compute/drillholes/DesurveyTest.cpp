// Desurvey against geometry known in closed form: circular arcs (minimum curvature must lie on
// them), and hand-worked tangent / balanced tangent positions.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "strata/core/Error.h"
#include "strata/drillholes/Desurvey.h"

using namespace strata::drillholes;

namespace {

constexpr double kPi = std::numbers::pi;

Point3 normalized(Point3 v) {
    const double n = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    return {v[0] / n, v[1] / n, v[2] / n};
}

// A hole that follows a circle of radius R: starts at `origin` with direction t0 and bends towards
// n (unit, orthogonal to t0). Arc length s from the collar: p(s) = o + R sin(s/R) t0 + R (1 - cos(s/R)) n.
struct ArcHole {
    Point3 origin, t0, n;
    double radius;

    Point3 position(double s) const {
        const double a = radius * std::sin(s / radius), b = radius * (1 - std::cos(s / radius));
        return {origin[0] + a * t0[0] + b * n[0], origin[1] + a * t0[1] + b * n[1], origin[2] + a * t0[2] + b * n[2]};
    }
    SurveyStation station(double s) const {
        const double c = std::cos(s / radius), d = std::sin(s / radius);
        const Point3 t{c * t0[0] + d * n[0], c * t0[1] + d * n[1], c * t0[2] + d * n[2]};
        double azimuth = std::atan2(t[0], t[1]) * 180 / kPi;
        if (azimuth < 0) azimuth += 360;
        return {"ARC", s, azimuth, std::asin(std::clamp(t[2], -1.0, 1.0)) * 180 / kPi, 0};
    }
};

double distance(const Point3& a, const Point3& b) {
    return std::sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

void expectNear(const Point3& got, const Point3& want, double tol) {
    EXPECT_NEAR(got[0], want[0], tol);
    EXPECT_NEAR(got[1], want[1], tol);
    EXPECT_NEAR(got[2], want[2], tol);
}

void checkArc(const ArcHole& arc, const std::vector<double>& stationDepths) {
    Collar collar{"ARC", arc.origin[0], arc.origin[1], arc.origin[2], stationDepths.back(), 0};
    std::vector<SurveyStation> stations;
    for (double s : stationDepths) stations.push_back(arc.station(s));
    const HolePath path(collar, stations, DesurveyMethod::MinimumCurvature);
    const double scale = std::max({std::abs(arc.origin[0]), std::abs(arc.origin[1]), std::abs(arc.origin[2]), arc.radius});
    double worst = 0;
    for (double s = 0; s <= stationDepths.back(); s += stationDepths.back() / 997)
        worst = std::max(worst, distance(path.at(s), arc.position(s)) / scale);
    EXPECT_LT(worst, 1e-9) << "largest deviation from the arc, relative to the coordinate scale";
}

}  // namespace

TEST(Desurvey, DirectionConventions) {
    expectNear(directionOf(0, -90), {0, 0, -1}, 1e-15);
    expectNear(directionOf(0, 0), {0, 1, 0}, 1e-15);    // north
    expectNear(directionOf(90, 0), {1, 0, 0}, 1e-15);   // east: azimuth clockwise from north
    expectNear(directionOf(180, -45), {0, -std::sqrt(0.5), -std::sqrt(0.5)}, 1e-15);
}

TEST(Desurvey, MinimumCurvatureFollowsAVerticalArc) {
    // Starts vertical, bends towards azimuth 60 with radius 300 over 400 units (76 degrees).
    ArcHole arc{{1000, 2000, 500}, {0, 0, -1}, directionOf(60, 0), 300};
    checkArc(arc, {0, 30, 75, 120, 210, 260, 333, 400});
}

TEST(Desurvey, MinimumCurvatureFollowsAnObliqueArcAtLargeCoordinates) {
    // A circle in an oblique plane, far from the origin (UTM-like coordinates), with irregular stations.
    const Point3 t0 = normalized(directionOf(37, -62));
    const Point3 side = normalized({0.3, -0.8, 0.1});
    const double along = side[0] * t0[0] + side[1] * t0[1] + side[2] * t0[2];
    const Point3 n = normalized({side[0] - along * t0[0], side[1] - along * t0[1], side[2] - along * t0[2]});
    ArcHole arc{{350237.24, 9700208.09, 197.74}, t0, n, 180};
    checkArc(arc, {0, 3, 17, 50, 51, 90, 140, 220, 300});
}

TEST(Desurvey, MinimumCurvatureStraightAndNearlyStraight) {
    Collar collar{"S", 0, 0, 0, 100, 0};
    std::vector<SurveyStation> straight{{"S", 0, 45, -60, 0}, {"S", 50, 45, -60, 0}};
    const HolePath path(collar, straight, DesurveyMethod::MinimumCurvature);
    const Point3 t = directionOf(45, -60);
    expectNear(path.at(80), {80 * t[0], 80 * t[1], 80 * t[2]}, 1e-12);
    // A dogleg of 1e-10 degree: the limit formula must agree with the tangent direction to rounding.
    std::vector<SurveyStation> tiny{{"S", 0, 45, -60, 0}, {"S", 50, 45, -60 + 1e-10, 0}};
    expectNear(HolePath(collar, tiny, DesurveyMethod::MinimumCurvature).at(50), {50 * t[0], 50 * t[1], 50 * t[2]}, 1e-9);
}

TEST(Desurvey, QuarterTurnByEachMethod) {
    // Down vertically, then horizontal east at depth 100.
    Collar collar{"Q", 10, 20, 30, 150, 0};
    std::vector<SurveyStation> stations{{"Q", 0, 0, -90, 0}, {"Q", 100, 90, 0, 0}};

    const HolePath tangent(collar, stations, DesurveyMethod::Tangent);
    expectNear(tangent.at(50), {10, 20, -20}, 1e-12);
    expectNear(tangent.at(100), {10, 20, -70}, 1e-12);
    expectNear(tangent.at(150), {60, 20, -70}, 1e-12);

    const HolePath balanced(collar, stations, DesurveyMethod::BalancedTangent);
    expectNear(balanced.at(25), {10, 20, 5}, 1e-12);
    expectNear(balanced.at(75), {35, 20, -20}, 1e-12);
    expectNear(balanced.at(100), {60, 20, -20}, 1e-12);
    expectNear(balanced.at(150), {110, 20, -20}, 1e-12);

    const HolePath mincurv(collar, stations, DesurveyMethod::MinimumCurvature);
    const double r = 100 / (kPi / 2);
    expectNear(mincurv.at(100), {10 + r, 20, 30 - r}, 1e-10);
    expectNear(mincurv.at(50), {10 + r * (1 - std::cos(kPi / 4)), 20, 30 - r * std::sin(kPi / 4)}, 1e-10);
    expectNear(mincurv.at(150), {10 + r + 50, 20, 30 - r}, 1e-10);
}

TEST(Desurvey, HoleWithoutSurveyIsVerticalAndFirstStationHoldsFromCollar) {
    Collar collar{"V", 5, 6, 100, 40, 0};
    const HolePath vertical(collar, {}, DesurveyMethod::MinimumCurvature);
    expectNear(vertical.at(40), {5, 6, 60}, 1e-12);

    std::vector<SurveyStation> late{{"V", 20, 90, -45, 0}};
    const HolePath path(collar, late, DesurveyMethod::MinimumCurvature);
    const double h = std::sqrt(0.5);
    expectNear(path.at(10), {5 + 10 * h, 6, 100 - 10 * h}, 1e-12);
    expectNear(path.at(40), {5 + 40 * h, 6, 100 - 40 * h}, 1e-12);
}

TEST(Desurvey, BatchPositionsEqualSinglePositions) {
    Collar collar{"B", 0, 0, 0, 300, 0};
    std::vector<SurveyStation> stations{{"B", 0, 10, -80, 0}, {"B", 90, 30, -70, 0}, {"B", 200, 70, -50, 0}};
    for (auto method : {DesurveyMethod::MinimumCurvature, DesurveyMethod::BalancedTangent, DesurveyMethod::Tangent}) {
        const HolePath path(collar, stations, method);
        std::vector<double> depths{0, 1, 45, 90, 90.5, 199.999, 200, 250, 300};
        std::vector<double> x(depths.size()), y(depths.size()), z(depths.size());
        path.at(depths, x.data(), y.data(), z.data());
        for (std::size_t i = 0; i < depths.size(); ++i) expectNear({x[i], y[i], z[i]}, path.at(depths[i]), 1e-12);
    }
}

TEST(Desurvey, StationsEveryStepAndAtTheEnd) {
    DrillholeDatabase db;
    db.collars = {{"A", 0, 0, 0, 25, 0}, {"B", 100, 0, 0, std::nan(""), 0}};
    db.surveys = {{"B", 0, 0, -90, 0}, {"B", 30, 0, -90, 0}};
    db.reindex();
    const auto traces = desurveyStations(db, DesurveyMethod::MinimumCurvature, 10);
    ASSERT_EQ(traces.size(), 2u);
    EXPECT_EQ(traces[0].depth, (std::vector<double>{0, 10, 20, 25}));
    EXPECT_DOUBLE_EQ(traces[0].z.back(), -25);
    EXPECT_EQ(traces[1].depth, (std::vector<double>{0, 10, 20, 30}));  // depth from the deepest station
    EXPECT_THROW(desurveyStations(db, DesurveyMethod::Tangent, 0), strata::ValidationError);
}

TEST(Desurvey, IntervalMidPointsLieOnTheCurve) {
    DrillholeDatabase db;
    db.collars = {{"Q", 0, 0, 0, 100, 0}};
    db.surveys = {{"Q", 0, 0, -90, 0}, {"Q", 100, 90, 0, 0}};
    IntervalTable t;
    t.name = "assay";
    t.addRow("Q", 0, 100);
    t.addRow("NOCOLLAR", 0, 1);
    db.intervals.push_back(t);
    db.reindex();
    const auto pos = desurveyIntervals(db, db.intervals[0], DesurveyMethod::MinimumCurvature);
    const double r = 100 / (kPi / 2);
    EXPECT_NEAR(pos.xMid[0], r * (1 - std::cos(kPi / 4)), 1e-10);
    EXPECT_NEAR(pos.zMid[0], -r * std::sin(kPi / 4), 1e-10);
    EXPECT_NEAR(pos.xTo[0], r, 1e-10);
    EXPECT_NEAR(pos.zFrom[0], 0, 1e-12);
    EXPECT_TRUE(std::isnan(pos.xMid[1]));
}

TEST(Desurvey, ParsesMethodNames) {
    EXPECT_EQ(parseDesurveyMethod("mincurv"), DesurveyMethod::MinimumCurvature);
    EXPECT_EQ(parseDesurveyMethod("Balanced"), DesurveyMethod::BalancedTangent);
    EXPECT_EQ(parseDesurveyMethod("tangent"), DesurveyMethod::Tangent);
    EXPECT_THROW(parseDesurveyMethod("spline"), strata::ValidationError);
}
