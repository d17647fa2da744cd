// The surface stack on the synthetic layered model: surfaces close to the truth, never crossing,
// honouring the contacts, the pinch-out and the holes that end early; every method; isochores;
// shared weights equal separate solves.
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>

#include "strata/core/Error.h"
#include "strata/core/ThreadLimit.h"
#include "strata/drillholes/Contacts.h"
#include "strata/jobs/Job.h"
#include "strata/surfaces/SurfaceStack.h"
#include "strata/surfaces/SyntheticLayers.h"

using namespace strata;
using namespace strata::surfaces;

namespace {

jobs::JobContext cpuContext() {
    jobs::JobContext c;
    c.backend = Backend::Cpu;
    return c;
}

SurfacePicks picksOf(const SyntheticLayers& model) {
    drillholes::ContactOptions o;
    o.unitColumn = "UNIT";
    o.order = model.column.names();
    drillholes::ValidationReport report;
    const auto contacts = drillholes::pickContacts(model.database, model.database.intervals.front(), o, report);
    return picksFromContacts(model.database, contacts, model.column);
}

GridSpec gridOver(const SyntheticLayers& m, std::size_t nx, std::size_t ny) {
    GridSpec g;
    g.nx = nx;
    g.ny = ny;
    g.dx = m.options.width / double(nx - 1);
    g.dy = m.options.height / double(ny - 1);
    g.x0 = m.options.x0;
    g.y0 = m.options.y0;
    return g;
}

struct Errors {
    double rms = 0, max = 0;
};
// Errors against the truth over the nodes inside the holes' hull (15 % margin).
Errors errorsOf(const SurfaceModel& model, const SyntheticLayers& truth, std::size_t k) {
    const GridSpec& g = model.grid.spec;
    double sum = 0;
    std::size_t count = 0;
    Errors e;
    for (std::size_t i = 0; i < g.nodeCount(); ++i) {
        const double u = (g.nodeX(i) - truth.options.x0) / truth.options.width;
        const double v = (g.nodeY(i) - truth.options.y0) / truth.options.height;
        if (u < 0.15 || u > 0.85 || v < 0.15 || v > 0.85) continue;
        const double d = double(model.surface(k)[i]) - truth.surface(k, g.nodeX(i), g.nodeY(i));
        sum += d * d;
        e.max = std::max(e.max, std::abs(d));
        ++count;
    }
    e.rms = std::sqrt(sum / double(count));
    return e;
}

void expectNeverCrossing(const SurfaceModel& model, double minThickness = 0) {
    const std::size_t n = model.surfaceCount(), nodes = model.grid.spec.nodeCount();
    std::size_t bad = 0;
    for (std::size_t i = 0; i < nodes; ++i)
        for (std::size_t k = 0; k + 1 < n; ++k) {
            const double t = double(model.surface(k)[i]) - double(model.surface(k + 1)[i]);
            if (!(t >= 0) || (t > 0 && t < minThickness * (1 - 1e-5))) ++bad;
        }
    EXPECT_EQ(bad, 0u);
}

const SyntheticLayers& standardModel() {
    static const SyntheticLayers model = [] {
        SyntheticLayersOptions o;
        o.units = 5;
        o.holes = 120;
        o.seed = 21;
        return makeSyntheticLayers(o);
    }();
    return model;
}

}  // namespace

TEST(SyntheticLayers, HasAPinchOutAndHolesThatEndEarly) {
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    EXPECT_EQ(picks.surfaceCount(), 5u);
    EXPECT_GT(picks.count(1, PickKind::PinchOut), 20u);  // unit U2 is absent in the west: its top pinches out
    EXPECT_GT(picks.count(4, PickKind::BelowHoleEnd), 5u);
    EXPECT_EQ(picks.count(0, PickKind::Collar), 120u);
    EXPECT_EQ(picks.reordered, 0u);
    // Picks are the true surfaces (equalities) or lie above them (bounds).
    for (const auto& p : picks.picks) {
        const double truth = m.surface(p.surface, p.x, p.y);
        if (p.isBound()) {
            EXPECT_GT(p.z, truth) << p.holeId;
        } else {
            EXPECT_NEAR(p.z, truth, 1e-9) << p.holeId << " surface " << p.surface;
        }
    }
}

TEST(SurfaceStack, GlobalKrigingRecoversTheTruth) {
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    SurfaceOptions o;
    o.variance = true;
    const SurfaceModel model = buildSurfaces(picks, m.column, gridOver(m, 81, 65), o, cpuContext());
    ASSERT_EQ(model.grid.names.size(), 5u + 1u + 5u);
    EXPECT_EQ(model.grid.names[1], "top_U2");
    EXPECT_EQ(model.grid.names[5], "correction");
    EXPECT_EQ(model.grid.names[6], "sd_ground");
    for (std::size_t k = 0; k < 5; ++k) {
        const Errors e = errorsOf(model, m, k);
        std::cout << "  " << model.grid.names[k] << ": rms error " << e.rms << ", max " << e.max << '\n';
        EXPECT_LT(e.rms, 0.6) << "surface " << k;
        EXPECT_LT(e.max, 3.0) << "surface " << k;
    }
    expectNeverCrossing(model);
    // Honours the contacts: exact at the holes (no nugget), the grid within its resolution.
    EXPECT_LT(model.misfitSummary.maxAbs, 1e-6);
    EXPECT_LT(model.misfitSummary.gridRms, 0.3);
    EXPECT_EQ(model.misfitSummary.boundsBroken, 0u);
    EXPECT_GT(model.misfitSummary.bounds, 0u);
    // The kriging standard deviation vanishes at the data and grows away from them.
    for (std::size_t k = 6; k < 11; ++k)
        for (float v : model.grid.layers[k]) ASSERT_TRUE(v >= 0 && std::isfinite(v));
    // The pinch-out: unit U2 is absent well west of the pinch line (it is interpolated from two
    // surfaces, so a sliver may remain near the edge of the data), present well east of it.
    const GridSpec& g = model.grid.spec;
    std::size_t west = 0, westPresent = 0, east = 0, eastAbsent = 0;
    double westMax = 0;
    for (std::size_t i = 0; i < g.nodeCount(); ++i) {
        const double u = (g.nodeX(i) - m.options.x0) / m.options.width;
        const double v = (g.nodeY(i) - m.options.y0) / m.options.height;
        if (v < 0.1 || v > 0.9) continue;
        const double t = double(model.surface(1)[i]) - double(model.surface(2)[i]);
        if (u < 0.2) {
            ++west;
            westPresent += t > 0.5;
            westMax = std::max(westMax, t);
        }
        if (u > 0.6 && u < 0.9) {
            ++east;
            eastAbsent += t < 1.0;
        }
    }
    EXPECT_LT(double(westPresent), 0.01 * double(west));
    EXPECT_LT(westMax, 1.5);
    EXPECT_EQ(eastAbsent, 0u) << "of " << east;
    // One shared system: every surface whose holes are the same is in one group.
    EXPECT_GE(model.groups.size(), 2u);
    EXPECT_LE(model.groups.size(), 5u);
}

TEST(SurfaceStack, HolesEndingEarlyAreInequalitiesThatHold) {
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    SurfaceOptions o;
    o.boundIterations = 0;
    const SurfaceModel loose = buildSurfaces(picks, m.column, gridOver(m, 41, 33), o, cpuContext());
    o.boundIterations = 8;
    const SurfaceModel held = buildSurfaces(picks, m.column, gridOver(m, 41, 33), o, cpuContext());
    EXPECT_EQ(held.misfitSummary.boundsBroken, 0u);
    std::size_t added = 0;
    for (const auto& g : held.groups) added += g.boundData;
    // Without the active set some bounds break; with it none do and bound data were added.
    if (loose.misfitSummary.boundsBroken > 0) {
        EXPECT_GT(added, 0u);
    }
    for (const ContactMisfit& c : held.misfit) {
        if (c.kind == PickKind::BelowHoleEnd) {
            EXPECT_LE(c.modelZ, c.contactZ + 1e-6) << c.holeId;
        }
    }
}

TEST(SurfaceStack, SharedWeightsEqualSeparateSolves) {
    // Every hole reaches every surface: one hole set, one kriging system for all of them.
    SyntheticLayersOptions options;
    options.units = 5;
    options.holes = 80;
    options.seed = 4;
    options.shortHoleFraction = 0;
    const SyntheticLayers m = makeSyntheticLayers(options);
    const SurfacePicks picks = picksOf(m);
    SurfaceOptions o;
    const GridSpec grid = gridOver(m, 31, 27);
    const SurfaceModel shared = buildSurfaces(picks, m.column, grid, o, cpuContext());
    o.shareWeights = false;
    const SurfaceModel separate = buildSurfaces(picks, m.column, grid, o, cpuContext());
    EXPECT_EQ(separate.groups.size(), 5u);
    ASSERT_EQ(shared.groups.size(), 1u);
    EXPECT_EQ(shared.groups[0].quantities.size(), 5u);
    for (std::size_t k = 0; k < 5; ++k)
        for (std::size_t i = 0; i < grid.nodeCount(); ++i)
            ASSERT_NEAR(shared.surface(k)[i], separate.surface(k)[i], 2e-4) << k << " " << i;
}

TEST(SurfaceStack, IsochoresLocalKrigingIdwAndAidwAllGiveValidModels) {
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    const GridSpec grid = gridOver(m, 41, 33);
    struct Case {
        const char* name;
        SurfaceOptions options;
        double rms;
    };
    std::vector<Case> cases(4);
    cases[0].name = "isochores";
    cases[0].options.isochores = true;
    cases[0].rms = 1.0;
    cases[1].name = "local kriging";
    cases[1].options.neighbours = 16;
    cases[1].options.variogram = "1 sph(500)";
    cases[1].rms = 1.0;
    cases[2].name = "idw";
    cases[2].options.method = SurfaceMethod::Idw;
    cases[2].rms = 2.5;
    cases[3].name = "aidw";
    cases[3].options.method = SurfaceMethod::Aidw;
    cases[3].rms = 2.5;
    for (const Case& c : cases) {
        const SurfaceModel model = buildSurfaces(picks, m.column, grid, c.options, cpuContext());
        expectNeverCrossing(model);
        for (std::size_t k = 0; k < 5; ++k) EXPECT_LT(errorsOf(model, m, k).rms, c.rms) << c.name << " surface " << k;
        // Exact interpolators: the model passes through the contacts.
        EXPECT_LT(model.misfitSummary.maxAbs, 1e-3) << c.name;
        EXPECT_EQ(model.misfitSummary.boundsBroken, 0u) << c.name;
    }
}

TEST(SurfaceStack, NuggetSmoothsWithinToleranceAndMinimumThicknessHolds) {
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    SurfaceOptions o;
    o.variogram = "0.02 nug + 1 sph(600)";
    o.minThickness = 1.5;
    const SurfaceModel model = buildSurfaces(picks, m.column, gridOver(m, 41, 33), o, cpuContext());
    expectNeverCrossing(model, 1.5);
    EXPECT_GT(model.gridCorrections.thinUnitsRemoved, 0u);  // the thin edge of the pinch-out
    // Within a few nugget standard deviations of the surfaces' spread at the contacts.
    EXPECT_GT(model.misfitSummary.rms, 0.0);
    EXPECT_LT(model.misfitSummary.rms, 1.0);
}

TEST(SurfaceStack, RejectsBadInput) {
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    SurfaceOptions o;
    GridSpec threeD = gridOver(m, 5, 5);
    threeD.nz = 2;
    EXPECT_THROW(buildSurfaces(picks, m.column, threeD, o, cpuContext()), ValidationError);
    StratigraphicColumn other = StratigraphicColumn::fromOrder({"A", "B"});
    EXPECT_THROW(buildSurfaces(picks, other, gridOver(m, 5, 5), o, cpuContext()), ValidationError);
    o.variance = true;
    o.method = SurfaceMethod::Idw;
    EXPECT_THROW(buildSurfaces(picks, m.column, gridOver(m, 5, 5), o, cpuContext()), ValidationError);
}

TEST(SurfaceStack, BilinearSampling) {
    GridSpec g;
    g.nx = 3;
    g.ny = 2;
    g.x0 = 10;
    g.y0 = 20;
    g.dx = 2;
    g.dy = 4;
    const std::vector<float> layer{0, 2, 4, 8, 10, 12};  // 2 per step in x, 8 per step in y
    EXPECT_DOUBLE_EQ(sampleBilinear(g, layer, 11, 22), 5.0);
    EXPECT_DOUBLE_EQ(sampleBilinear(g, layer, 14, 24), 12.0);
    EXPECT_TRUE(std::isnan(sampleBilinear(g, layer, 9.9, 22)));
    EXPECT_TRUE(std::isnan(sampleBilinear(g, layer, 12, 24.5)));
}

TEST(SurfaceStack, OneThreadAndAllThreadsGiveTheSameBits) {
    // A grid of several chunks of the consistency rules, a nugget and a minimum thickness so that
    // the rules move surfaces: every layer, misfit and correction total must match exactly.
    const SyntheticLayers& m = standardModel();
    const SurfacePicks picks = picksOf(m);
    SurfaceOptions o;
    o.variogram = "0.02 nug + 1 sph(600)";
    o.minThickness = 1.5;
    const GridSpec grid = gridOver(m, 211, 173);
    const SurfaceModel all = buildSurfaces(picks, m.column, grid, o, cpuContext());
    const SurfaceModel one = [&] {
        const ThreadLimit oneThread(1);
        return buildSurfaces(picks, m.column, grid, o, cpuContext());
    }();
    ASSERT_EQ(all.grid.layers.size(), one.grid.layers.size());
    for (std::size_t k = 0; k < all.grid.layers.size(); ++k)
        EXPECT_TRUE(all.grid.layers[k] == one.grid.layers[k]) << all.grid.names[k];
    ASSERT_EQ(all.misfit.size(), one.misfit.size());
    for (std::size_t i = 0; i < all.misfit.size(); ++i) {
        EXPECT_EQ(all.misfit[i].modelZ, one.misfit[i].modelZ) << i;
        EXPECT_EQ(all.misfit[i].gridZ, one.misfit[i].gridZ) << i;
    }
    const auto expectSameReport = [](const CorrectionReport& a, const CorrectionReport& b) {
        EXPECT_EQ(a.correctedLocations, b.correctedLocations);
        EXPECT_EQ(a.thinUnitsRemoved, b.thinUnitsRemoved);
        ASSERT_EQ(a.surfaces.size(), b.surfaces.size());
        for (std::size_t k = 0; k < a.surfaces.size(); ++k) {
            EXPECT_EQ(a.surfaces[k].sumShift, b.surfaces[k].sumShift) << k;
            EXPECT_EQ(a.surfaces[k].maxShift, b.surfaces[k].maxShift) << k;
            EXPECT_EQ(a.surfaces[k].maxAt, b.surfaces[k].maxAt) << k;
        }
    };
    expectSameReport(all.gridCorrections, one.gridCorrections);
    expectSameReport(all.contactCorrections, one.contactCorrections);
    EXPECT_GT(all.gridCorrections.correctedLocations, 0u);
}
