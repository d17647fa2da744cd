// Block kriging inside the unit: a block straddling a flat contact keeps only the discretisation
// points below it, and its estimate is the mean over that part (against point kriging at those
// points). The data grow with height (value = z), so the part's estimate is below the whole
// block's, and stays in the range of the unit's data.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "../../../compute/blockmodel/ClippedDiscretisation.h"
#include "../../../compute/blockmodel/DomainEstimation.h"
#include "../../../compute/blockmodel/SubBlocks.h"
#include "strata/kriging/Kriging.h"

namespace strata::blockmodel {
namespace {

constexpr double kGround = 100, kTopOre = 52, kTopBase = 30;

// COVER over ORE (from z = 52) over BASE (from z = 30), flat, on block columns 2.5 m wide.
surfaces::SurfaceModel flatLayers() {
    surfaces::SurfaceModel model;
    model.column = surfaces::StratigraphicColumn::fromOrder({"COVER", "ORE", "BASE"});
    model.grid.spec = GridSpec::parse("8,8:1.25,1.25:2.5,2.5");
    for (const auto& [name, z] : {std::pair{"ground", kGround}, {"top_ORE", kTopOre}, {"top_BASE", kTopBase}})
        model.grid.addLayer(name).assign(64, float(z));
    return model;
}

// One ORE block 10 x 10 x 10 centred at z = 50: its top 2 m lie in COVER.
BlockSet straddlingBlock() {
    BlockSet blocks;
    blocks.x = {10};
    blocks.y = {10};
    blocks.z = {50};
    blocks.dx = {10};
    blocks.dy = {10};
    blocks.dz = {10};
    blocks.unit = {1};
    blocks.parent = {0};
    return blocks;
}

// ORE data down four holes around the block, value = z, from z = 31 to 51.
UnitSamples oreSamples() {
    UnitSamples s;
    for (double x : {2.0, 18.0})
        for (double y : {2.0, 18.0})
            for (double z = 31; z <= 51; z += 2) {
                s.x.push_back(x);
                s.y.push_back(y);
                s.z.push_back(z);
                s.value.push_back(z);
            }
    return s;
}

TEST(ClippedDiscretisation, AStraddlingBlockKeepsThePointsInsideItsUnit) {
    const BlockSet blocks = straddlingBlock();
    const std::array<int, 3> points{3, 3, 2};  // z offsets -2.5 (ORE) and +2.5 (COVER)
    const auto clipped = clipDiscretisation(blocks, {0}, points, flatLayers(), RunContext{});
    ASSERT_EQ(clipped.size(), 1u);
    const KeptPoints& kept = clipped.at(0);
    EXPECT_EQ(std::count(kept.begin(), kept.end(), '1'), 9);  // of 18
    for (const auto& d : keptOffsets({10, 10, 10}, points, kept)) EXPECT_LT(50 + d[2], kTopOre);

    // A block wholly inside ORE keeps every point.
    BlockSet inside = blocks;
    inside.z = {40};
    EXPECT_TRUE(clipDiscretisation(inside, {0}, points, flatLayers(), RunContext{}).empty());
    // No point inside the unit: the centre stands for the block.
    EXPECT_EQ(keptOffsets({10, 10, 10}, points, std::string(18, '0')).size(), 1u);
}

// The comparisons below are exact in double: the GPU's float would blur them.
const RunContext kCpu = [] {
    RunContext c;
    c.backend = Backend::Cpu;
    return c;
}();

// Ordinary kriging with every datum in the neighbourhood is linear in its right-hand side, so a
// block's estimate is the mean of the point estimates at its discretisation points: the reference.
double meanOfPointEstimates(const UnitSamples& samples, const variogram::VariogramModel& model,
                            const std::vector<std::array<double, 3>>& offsets) {
    kriging::KrigingData data;
    data.x = samples.x;
    data.y = samples.y;
    data.z = samples.z;
    data.names = {"grade"};
    data.values = {samples.value};
    kriging::KrigingTargets targets;
    for (const auto& d : offsets) {
        targets.x.push_back(10 + d[0]);
        targets.y.push_back(10 + d[1]);
        targets.z.push_back(50 + d[2]);
    }
    kriging::KrigingOptions o;
    o.model = model;
    o.search.ndmin = 1;
    o.search.ndmax = int(samples.size());
    const auto estimates = kriging::krige(data, targets, o, kCpu).estimate[0];
    double sum = 0;
    for (double v : estimates) sum += v;
    return sum / double(estimates.size());
}

TEST(ClippedDiscretisation, TheEstimateIsTheMeanOverThePartInsideTheUnit) {
    const BlockSet blocks = straddlingBlock();
    const UnitSamples samples = oreSamples();
    UnitEstimation settings;
    settings.model = variogram::VariogramModel::parse("0.01 nug + 0.99 gau(60)", "model");
    settings.hasModel = true;
    settings.passes = {{1, 1, int(samples.size())}};
    const auto estimate = [&](const std::unordered_map<std::size_t, KeptPoints>& clipped) {
        settings.clipped = clipped;
        BlockGrades grades(1);
        estimateUnit(blocks, {0}, samples, settings, grades, kCpu);
        return grades.grade[0];
    };
    const auto clipped = clipDiscretisation(blocks, {0}, settings.discretisation, flatLayers(), RunContext{});
    const double whole = estimate({}), part = estimate(clipped);
    const std::array<double, 3> size{10, 10, 10};
    EXPECT_NEAR(whole, meanOfPointEstimates(samples, settings.model, keptOffsets(size, settings.discretisation, KeptPoints(18, '1'))),
                1e-9 * whole);
    EXPECT_NEAR(part,
                meanOfPointEstimates(samples, settings.model, keptOffsets(size, settings.discretisation, clipped.at(0))),
                1e-9 * part);
    // The part inside ORE lies lower (its points at z = 47.5, the whole block's also at 52.5).
    EXPECT_LT(part, whole - 1);
    EXPECT_GE(part, 31);  // inside the range of ORE's data
    EXPECT_LE(part, 51);
}

}  // namespace
}  // namespace strata::blockmodel
