// Velocity sections built from a surface stack: the tops sampled along a map line against their
// analytic values (flat ground, a dipping surface, a unit that pinches out), the sampled velocities,
// the JSON round trip, default unit velocities, and the errors for a line partly or wholly outside
// the grid and for units that do not match the stack.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>

#include "strata/core/Error.h"
#include "strata/seismic/SeismicFiles.h"
#include "strata/seismic/StratumVelocity.h"

using namespace strata;
using namespace strata::seismic;

namespace {

// 21 x 11 nodes, 10 m apart, from (1000, 2000). Ground flat at 100 m; top_B dips 0.1 m/m along x
// (80 m at x = 1000); top_C is flat at 70 m but cut by top_B, so unit B pinches out from x = 1100.
double groundAt(double) { return 100.0; }
double topBAt(double x) { return 80.0 - 0.1 * (x - 1000.0); }
double topCAt(double x) { return std::min(topBAt(x), 70.0); }

Grid syntheticStack() {
    Grid g;
    g.spec.nx = 21;
    g.spec.ny = 11;
    g.spec.x0 = 1000;
    g.spec.y0 = 2000;
    g.spec.dx = g.spec.dy = 10;
    for (const char* name : {"ground", "top_B", "top_C"}) g.addLayer(name);  // (adding moves the earlier layers)
    auto& ground = g.layers[0];
    auto& topB = g.layers[1];
    auto& topC = g.layers[2];
    for (std::size_t i = 0; i < g.spec.nodeCount(); ++i) {
        const double x = g.spec.nodeX(i);
        ground[i] = float(groundAt(x));
        topB[i] = float(topBAt(x));
        topC[i] = float(topCAt(x));
    }
    return g;
}

std::vector<StratumUnitVelocity> units() { return {{"A", 800, 0}, {"B", 1500, 0.5}, {"C", 2500, 0}}; }

std::string errorOf(const SectionLine& line) {
    try {
        sectionFromSurfaces(syntheticStack(), "stack", line, 25, units());
    } catch (const ValidationError& e) {
        return e.what();
    }
    return {};
}

}  // namespace

TEST(StratumSection, TopsAlongAnAxisLineMatchTheSurfaces) {
    const SectionLine line{1000, 2050, 1200, 2050};
    const StratumSection s = sectionFromSurfaces(syntheticStack(), "Surfaces (ok)", line, 25, units());
    ASSERT_EQ(s.x.size(), 9u);  // 0, 25, ..., 200
    ASSERT_EQ(s.tops.size(), 3u);
    for (std::size_t i = 0; i < s.x.size(); ++i) {
        const double x = 1000 + s.x[i];
        EXPECT_NEAR(s.tops[0][i], groundAt(x), 1e-4);
        EXPECT_NEAR(s.tops[1][i], topBAt(x), 1e-4) << "x " << x;
        EXPECT_NEAR(s.tops[2][i], topCAt(x), 1e-4) << "x " << x;
    }
    EXPECT_DOUBLE_EQ(s.datum, 100.0);       // the highest ground along the line
    EXPECT_DOUBLE_EQ(s.aboveGround, 800.0);  // unit A's velocity
    EXPECT_EQ(s.stack, "Surfaces (ok)");
    EXPECT_EQ(s.line, line);
}

TEST(StratumSection, DiagonalLineSamplesTheMapPointsAlongIt) {
    const SectionLine line{1000, 2000, 1160, 2100};  // 188.7 m long
    const StratumSection s = sectionFromSurfaces(syntheticStack(), "stack", line, 20, units(), 120);
    ASSERT_EQ(s.x.size(), 10u);  // 0 .. 180 m
    for (std::size_t i = 0; i < s.x.size(); ++i) {
        const double x = 1000 + 160 * s.x[i] / line.length();
        EXPECT_NEAR(s.tops[1][i], topBAt(x), 1e-4);
        EXPECT_NEAR(s.tops[2][i], topCAt(x), 1e-4);
    }
    EXPECT_DOUBLE_EQ(s.datum, 120.0);  // given
    EXPECT_DOUBLE_EQ(s.aboveGround, 800.0);  // unit A's by default
}

// A datum 20 m above the flat ground: the first 20 m of depth take the velocity above the ground.
TEST(StratumSection, VelocityAboveTheGroundIsUnitOnesUnlessGiven) {
    const SectionLine line{1000, 2050, 1200, 2050};
    const VelocityModel byDefault = sectionFromSurfaces(syntheticStack(), "stack", line, 10, units(), 120).toVelocity(21, 40, 10, 1);
    const StratumSection replaced = sectionFromSurfaces(syntheticStack(), "stack", line, 10, units(), 120, 600);
    const VelocityModel m = replaced.toVelocity(21, 40, 10, 1);
    for (std::size_t ix = 0; ix < 21; ++ix) {
        EXPECT_FLOAT_EQ(byDefault.velocity[ix * 40 + 10], 800.0f);
        EXPECT_FLOAT_EQ(m.velocity[ix * 40 + 10], 600.0f);   // 10 m deep: above the ground
        EXPECT_FLOAT_EQ(m.velocity[ix * 40 + 25], 800.0f);   // 25 m deep: unit A
    }
    EXPECT_THROW(sectionFromSurfaces(syntheticStack(), "stack", line, 10, units(), 120, -5), ValidationError);
}

TEST(StratumSection, VelocitiesFollowTheUnitsAndThePinchedUnitVanishes) {
    const StratumSection s = sectionFromSurfaces(syntheticStack(), "stack", SectionLine{1000, 2050, 1200, 2050}, 10, units());
    const VelocityModel m = s.toVelocity(21, 60, 10, 1);
    const auto at = [&](double x, double depth) { return m.velocity[m.index(std::size_t(x / 10), std::size_t(depth))]; };
    // x = 50 m along the line: ground 100, top_B 75, top_C 70.
    EXPECT_FLOAT_EQ(at(50, 10), 800.0f);                     // elevation 90: unit A
    EXPECT_FLOAT_EQ(at(50, 27), 1500.0f + 0.5f * 2.0f);      // elevation 73: 2 m below B's top
    EXPECT_FLOAT_EQ(at(50, 40), 2500.0f);                    // elevation 60: unit C
    // x = 150 m: top_B (65) lies below 70, so top_C = top_B = 65 and unit B is gone.
    for (std::size_t iz = 0; iz < m.nz; ++iz) {
        const float v = m.velocity[m.index(15, iz)];
        EXPECT_TRUE(v == 800.0f || v == 2500.0f) << "depth " << iz << " m: " << v;
    }
    EXPECT_FLOAT_EQ(at(150, 34), 800.0f);   // elevation 66
    EXPECT_FLOAT_EQ(at(150, 36), 2500.0f);  // elevation 64
}

TEST(StratumSection, WrittenFileReadsBackTheSameSection) {
    const StratumSection s = sectionFromSurfaces(syntheticStack(), "Surfaces (ok)", SectionLine{1003.5, 2001, 1187.25, 2093}, 7.5,
                                                 units(), 101.25);
    const std::string path = (std::filesystem::temp_directory_path() / "strata-stratum-section-test.json").string();
    writeStratumSection(path, s);
    const StratumSection back = readStratumSection(path);
    std::filesystem::remove(path);
    ASSERT_EQ(back.units.size(), s.units.size());
    for (std::size_t k = 0; k < s.units.size(); ++k) {
        EXPECT_EQ(back.units[k].name, s.units[k].name);
        EXPECT_EQ(back.units[k].velocity, s.units[k].velocity);
        EXPECT_EQ(back.units[k].gradient, s.units[k].gradient);
    }
    EXPECT_EQ(back.x, s.x);
    EXPECT_EQ(back.tops, s.tops);
    EXPECT_EQ(back.datum, s.datum);
    EXPECT_EQ(back.aboveGround, s.aboveGround);
    EXPECT_EQ(back.stack, s.stack);
    EXPECT_EQ(back.line, s.line);
}

TEST(StratumSection, LinePartlyOutsideTheGridNamesThePart) {
    // The grid spans x 1000..1200, y 2000..2100.
    const std::string before = errorOf({900, 2050, 1100, 2050});
    EXPECT_NE(before.find("0 to 100.0 m along the line"), std::string::npos) << before;
    EXPECT_NE(before.find("(900.0, 2050.0) to (1000.0, 2050.0)"), std::string::npos) << before;
    const std::string after = errorOf({1100, 2050, 1300, 2050});
    EXPECT_NE(after.find("100.0 to 200.0 m along the line"), std::string::npos) << after;
    const std::string both = errorOf({1100, 1950, 1100, 2150});
    EXPECT_NE(both.find("0 to 50.0 m"), std::string::npos) << both;
    EXPECT_NE(both.find("150.0 to 200.0 m"), std::string::npos) << both;
    const std::string away = errorOf({0, 0, 500, 0});
    EXPECT_NE(away.find("whole line"), std::string::npos) << away;
    EXPECT_NE(away.find("x 1000.0 to 1200.0, y 2000.0 to 2100.0"), std::string::npos) << away;
    EXPECT_TRUE(errorOf({1000, 2000, 1200, 2100}).empty());  // the diagonal from corner to corner fits
}

TEST(StratumSection, BadUnitsAndLinesAreRefused) {
    EXPECT_THROW(sectionFromSurfaces(syntheticStack(), "s", {1000, 2050, 1200, 2050}, 10, {{"A", 800, 0}, {"X", 1500, 0}}),
                 ValidationError);  // no top_X
    EXPECT_THROW(sectionFromSurfaces(syntheticStack(), "s", {1000, 2050, 1200, 2050}, 10, {{"A", 0, 0}}), ValidationError);
    EXPECT_THROW(sectionFromSurfaces(syntheticStack(), "s", {1000, 2050, 1005, 2050}, 10, units()), ValidationError);  // < 1 spacing
    EXPECT_THROW(sectionFromSurfaces(syntheticStack(), "s", {1000, 2050, 1200, 2050}, 0, units()), ValidationError);
    Grid holed = syntheticStack();
    holed.layers[1][holed.spec.nx * 5 + 10] = std::nanf("");  // top_B at (1100, 2050)
    try {
        sectionFromSurfaces(holed, "s", {1000, 2050, 1200, 2050}, 10, units());
        FAIL() << "a surface without a value on the line was accepted";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("top_B"), std::string::npos) << e.what();
    }
}

TEST(StratumSection, DefaultVelocitiesComeFromDensityOrALadder) {
    surfaces::StratigraphicColumn column = surfaces::StratigraphicColumn::fromOrder({"SOIL", "LIMO", "SAP", "BED"});
    column.units[1].density = 2.0;
    const auto v = defaultUnitVelocities(column);
    ASSERT_EQ(v.size(), 4u);
    EXPECT_EQ(v[0].name, "SOIL");
    EXPECT_DOUBLE_EQ(v[0].velocity, 800.0);                        // ladder, unit 1
    EXPECT_NEAR(v[1].velocity, std::pow(2.0 / 0.31, 4.0), 1e-9);  // Gardner: 1732.6 m/s
    EXPECT_DOUBLE_EQ(v[2].velocity, 2000.0);                       // ladder, unit 3
    EXPECT_DOUBLE_EQ(v[3].velocity, 2600.0);
    EXPECT_DOUBLE_EQ(v[3].gradient, 0.0);
}
