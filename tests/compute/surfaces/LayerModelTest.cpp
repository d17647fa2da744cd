// The 3D layer model on surfaces known exactly: structured-grid arrays, volumes and tonnage
// (analytic), cross-sections and the block model.
#include <gtest/gtest.h>

#include <cmath>

#include "strata/core/Error.h"
#include "strata/surfaces/LayerModel.h"

using namespace strata;
using namespace strata::surfaces;

namespace {

// Three units over a 11 x 6 grid (spacing 10 x 20): ground 100 + 0.1 x', top of B 90, top of C
// 80 - 0.05 y' (x', y' from the grid's origin).
SurfaceModel planes() {
    SurfaceModel m;
    m.column = StratigraphicColumn::fromOrder({"A", "B", "C"});
    m.column.units[0].density = 2.0;
    m.column.units[1].subLayers = 3;
    m.grid.spec.nx = 11;
    m.grid.spec.ny = 6;
    m.grid.spec.x0 = 1000;
    m.grid.spec.y0 = 2000;
    m.grid.spec.dx = 10;
    m.grid.spec.dy = 20;
    const GridSpec& g = m.grid.spec;
    for (const char* name : {"ground", "top_B", "top_C"}) m.grid.addLayer(name);
    auto& ground = m.grid.layers[0];
    auto& b = m.grid.layers[1];
    auto& c = m.grid.layers[2];
    for (std::size_t i = 0; i < g.nodeCount(); ++i) {
        ground[i] = float(100 + 0.1 * (g.nodeX(i) - 1000));
        b[i] = 90;
        c[i] = float(80 - 0.05 * (g.nodeY(i) - 2000));
    }
    return m;
}

}  // namespace

TEST(LayerModel, VolumesAndTonnageAreExact) {
    const SurfaceModel m = planes();
    LayerModelOptions o;
    o.bottom = 60;
    const auto v = unitVolumes(m, o);
    ASSERT_EQ(v.size(), 3u);
    const double cell = 10 * 20, nodes = 66;
    // A: 10 + 0.1 x' with x' = 0..100 (mean 50): mean thickness 15.
    EXPECT_NEAR(v[0].volume, 15 * cell * nodes, 1e-6);
    EXPECT_NEAR(v[0].tonnage, 2 * v[0].volume, 1e-6);
    EXPECT_NEAR(v[0].meanThickness, 15, 1e-9);
    // B: 10 + 0.05 y' with y' = 0..100 (mean 50): 12.5.
    EXPECT_NEAR(v[1].volume, 12.5 * cell * nodes, 1e-6);
    EXPECT_TRUE(std::isnan(v[1].tonnage));
    // C: down to the bottom at 60: 20 - 0.05 y', mean 17.5.
    EXPECT_NEAR(v[2].volume, 17.5 * cell * nodes, 1e-6);
    EXPECT_NEAR(v[2].area, cell * nodes, 1e-9);
    // Inside a polygon holding the nodes with x' <= 50 (boundary included): 6 columns.
    const auto inside = unitVolumes(m, o, {999, 1050, 1050, 999}, {1990, 1990, 2110, 2110});
    EXPECT_NEAR(inside[1].volume, 12.5 * cell * 36, 1e-6);
    EXPECT_NEAR(inside[0].volume, (10 + 0.1 * 25) * cell * 36, 1e-6);
}

TEST(LayerModel, StructuredGridArrays) {
    const SurfaceModel m = planes();
    LayerModelOptions o;
    o.bottom = 60;
    const LayerGrid g = buildLayerGrid(m, o);
    EXPECT_EQ(g.nk, 1u + 3u + 1u);  // C, B in 3 sub-layers, A
    EXPECT_EQ(g.pointCount(), 11u * 6u * 6u);
    EXPECT_EQ(g.cellCount(), 10u * 5u * 5u);
    EXPECT_EQ(g.layerUnit, (std::vector<int>{2, 1, 1, 1, 0}));
    const std::size_t layer = 11 * 6;
    auto z = [&](std::size_t k, std::size_t node) { return g.points[3 * (k * layer + node) + 2]; };
    const std::size_t node = 5 * 11 + 10;  // x' = 100, y' = 100
    EXPECT_DOUBLE_EQ(z(0, node), 60);       // bottom
    EXPECT_DOUBLE_EQ(z(1, node), 75);       // top of C
    EXPECT_NEAR(z(2, node), 80, 1e-9);      // B in thirds: 75, 80, 85, 90
    EXPECT_NEAR(z(4, node), 90, 1e-9);
    EXPECT_NEAR(z(5, node), 110, 1e-5);  // ground (float)
    EXPECT_DOUBLE_EQ(g.points[3 * node], 1100);
    EXPECT_DOUBLE_EQ(g.points[3 * node + 1], 2100);
    for (std::size_t c = 0; c < g.cellCount(); ++c) ASSERT_GT(g.cellThickness[c], 0.0f);
    EXPECT_EQ(g.cellUnit.front(), 2);
    EXPECT_EQ(g.cellUnit.back(), 0);
}

TEST(LayerModel, CrossSectionFollowsThePolyline) {
    const SurfaceModel m = planes();
    LayerModelOptions o;
    o.bottom = 60;
    const CrossSection s = crossSection(m, {1000, 1100, 1100}, {2000, 2000, 2100}, 10, o);
    ASSERT_EQ(s.names.size(), 4u);
    EXPECT_EQ(s.names.back(), "bottom");
    EXPECT_EQ(s.x.size(), 10u + 10u + 1u);
    EXPECT_DOUBLE_EQ(s.distance.back(), 200);
    for (std::size_t p = 0; p < s.x.size(); ++p) {
        EXPECT_NEAR(s.z[0][p], 100 + 0.1 * (s.x[p] - 1000), 1e-4);
        EXPECT_NEAR(s.z[2][p], 80 - 0.05 * (s.y[p] - 2000), 1e-4);
        EXPECT_DOUBLE_EQ(s.z[3][p], 60);
    }
    EXPECT_THROW(crossSection(m, {1000}, {2000}), ValidationError);
}

TEST(LayerModel, BlockModelCodesUnitsAtBlockCentres) {
    const SurfaceModel m = planes();
    LayerModelOptions o;
    o.bottom = 60;
    const Grid blocks = blockModel(m, 2.0, o);
    EXPECT_EQ(blocks.spec.nz, 25u);  // 60 .. 110
    EXPECT_DOUBLE_EQ(blocks.spec.z0, 61);
    const auto& unit = blocks.layers[0];
    const std::size_t layer = 66;
    // Node (0, 0): ground 100, top of B 90, top of C 80.
    for (std::size_t k = 0; k < blocks.spec.nz; ++k) {
        const double zc = 61 + 2.0 * double(k);
        const float code = unit[k * layer];
        const float expected = zc > 100 ? NAN : zc > 90 ? 1.0f : zc > 80 ? 2.0f : 3.0f;
        EXPECT_TRUE(code == expected || (std::isnan(code) && std::isnan(expected))) << zc;
    }
    EXPECT_THROW(blockModel(m, 0.0, o), ValidationError);
    EXPECT_THROW(blockModel(m, 0.001, o, 1000), ValidationError);
}

TEST(LayerModel, DefaultBottomLiesBelowTheLastSurface) {
    const SurfaceModel m = planes();
    // Lowest point of top_C: 75; mean thickness of A and B: (105 - 77.5) / 2 = 13.75.
    EXPECT_NEAR(defaultBottom(m), 75.0 - 13.75, 1e-4);
}
