// The batched CPU path (2 to 8 systems of the same neighbour count at once, SIMD across the
// systems) against the one-target-at-a-time path it replaces, on the same prepared data: same
// status everywhere, estimates, variances and multipliers to 1e-12 relative.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <tuple>

#include "KrigingTestSupport.h"
#include "../../../compute/kriging/CpuKriging.h"
#include "../../../compute/kriging/LocalKrigingBatch.h"
#include "../../../compute/kriging/LocalKrigingSolver.h"

namespace strata::kriging::test {
namespace {

struct PathResult {
    std::vector<double> estimate;
    KrigingDiagnostics diagnostics;
};

PathResult runPath(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets, bool batched) {
    PathResult r;
    const std::size_t n = targets.size();
    r.estimate.assign(n, 0.0);
    auto& d = r.diagnostics;
    d.variance.assign(n, 0.0);
    d.status.assign(n, NodeStatus::TooFewData);
    d.dataUsed.assign(n, 0);
    d.lagrange.assign(n, 0.0);
    d.efficiency.assign(n, 0.0);
    d.slope.assign(n, 0.0);
    GroupOutput out;
    out.estimate = {r.estimate.data()};
    out.diagnostics = &d;
    RunControl control;
    control.batched = batched;
    krigeLocalCpu(setup, data, targets, nullptr, out, control);
    return r;
}

// |a - b| <= 1e-12 relative to the larger of |b| and `scale` (the field's magnitude; estimates
// and variances near zero are compared at that scale).
void expectClose(double a, double b, double scale, const std::string& what) {
    if (std::isnan(b)) {
        EXPECT_TRUE(std::isnan(a)) << what;
        return;
    }
    EXPECT_LE(std::abs(a - b), 1e-12 * std::max(std::abs(b), scale)) << what << ": " << a << " vs " << b;
}

enum class Case { Simple, Ordinary, OrdinaryAnisotropic, SimpleAnisotropic3D, Universal, OrdinaryBlock };

std::string caseName(Case c) {
    switch (c) {
        case Case::Simple: return "SK";
        case Case::Ordinary: return "OK";
        case Case::OrdinaryAnisotropic: return "OKAnisotropic";
        case Case::SimpleAnisotropic3D: return "SKAnisotropic3D";
        case Case::Universal: return "UKLinearDrift";
        case Case::OrdinaryBlock: return "OKBlock";
    }
    return "";
}

class BatchedPath : public ::testing::TestWithParam<std::tuple<int, Case>> {};

TEST_P(BatchedPath, GivesTheOneTargetPathsResults) {
    const auto [ndmax, c] = GetParam();
    const bool threeD = c == Case::SimpleAnisotropic3D;
    const bool anisotropic = c == Case::OrdinaryAnisotropic || c == Case::SimpleAnisotropic3D;
    // 3000 data in a 100 x 100 square: about 0.3 data per unit area; the radius holds about
    // 1.5 ndmax data inside the square, fewer near and beyond its edges (the grid overhangs the
    // data by 10), so that neighbour counts below ndmax and unestimated nodes occur too.
    const KrigingData data = randomData(3000, 100.0, threeD, 4242u + unsigned(ndmax));
    KrigingOptions o;
    o.type = (c == Case::Simple || c == Case::SimpleAnisotropic3D) ? KrigingType::Simple
             : c == Case::Universal                               ? KrigingType::Universal
                                                                  : KrigingType::Ordinary;
    o.mean = 0.3;
    if (c == Case::Universal) o.drift = parseDriftTerms("x,y", "drift");
    o.model = variogram::VariogramModel::parse(anisotropic ? "0.05 nug + 0.6 sph(30) + 0.35 exp(60)"
                                                           : "0.1 nug + 0.9 sph(25)");
    if (anisotropic)
        for (auto& s : o.model.structures) s.anisotropy = Anisotropy{30.0, threeD ? 10.0 : 0.0, 0.0, 0.5, 0.3};
    o.search.radius = std::sqrt(1.5 * ndmax / (0.3 * 3.14159)) * (anisotropic ? 1.6 : 1.0);
    if (anisotropic) {
        o.search.radiusMinor = 0.6 * o.search.radius;
        o.search.ang1 = 30;
    }
    if (threeD) o.search.radiusVertical = 30;
    o.search.ndmin = 6;
    o.search.ndmax = ndmax;
    o.diagnostics = true;
    if (c == Case::OrdinaryBlock) {
        o.block.nx = 3;
        o.block.ny = 2;
    }

    KrigingTargets targets;
    GridSpec g;
    g.nx = 60;
    g.ny = 60;
    g.dx = g.dy = 2.0;
    g.x0 = g.y0 = -10.0;
    if (threeD) {
        g.nz = 2;
        g.dz = 5;
        g.z0 = 5;
    }
    targets.grid = g;

    const PreparedData prepared = prepareData(data, {0}, o, "test");
    const KrigingSetup setup = setupFor(o, resolveBlockSize(targets, o, prepared.dimension), prepared);
    const PathResult batched = runPath(setup, prepared, targets, true);
    const PathResult single = runPath(setup, prepared, targets, false);

    std::size_t full = 0, partial = 0, unestimated = 0;
    for (std::size_t t = 0; t < targets.size(); ++t) {
        const auto& b = batched.diagnostics;
        const auto& s = single.diagnostics;
        const std::string at = "target " + std::to_string(t);
        ASSERT_EQ(int(b.status[t]), int(s.status[t])) << at;
        ASSERT_EQ(b.dataUsed[t], s.dataUsed[t]) << at;
        if (s.status[t] != NodeStatus::Estimated) {
            ++unestimated;
            continue;
        }
        (s.dataUsed[t] == ndmax ? full : partial)++;
        expectClose(batched.estimate[t], single.estimate[t], 1.0, at + " estimate");
        expectClose(b.variance[t], s.variance[t], setup.blockVariance(), at + " variance");
        expectClose(b.lagrange[t], s.lagrange[t], setup.blockVariance(), at + " multiplier");
        expectClose(b.efficiency[t], s.efficiency[t], 1.0, at + " efficiency");
        expectClose(b.slope[t], s.slope[t], 1.0, at + " slope");
    }
    // The case covers full batches, smaller neighbour counts and unestimated nodes.
    EXPECT_GT(full, targets.size() / 2);
    EXPECT_GT(partial, 20u);
    EXPECT_GT(unestimated, 0u);
}

INSTANTIATE_TEST_SUITE_P(NdmaxAndType, BatchedPath,
                         ::testing::Combine(::testing::Values(16, 32, 64),
                                            ::testing::Values(Case::Simple, Case::Ordinary, Case::OrdinaryAnisotropic,
                                                              Case::SimpleAnisotropic3D, Case::Universal,
                                                              Case::OrdinaryBlock)),
                         [](const auto& param) {
                             return "ndmax" + std::to_string(std::get<0>(param.param)) + "_" +
                                    caseName(std::get<1>(param.param));
                         });

TEST(BatchedPath, NamesItsVectorWidth) {
    const std::string isa = LocalKrigingBatch::isa();
    EXPECT_TRUE(isa == "AVX-512" || isa == "AVX2" || isa == "SSE2") << isa;
    EXPECT_EQ(LocalKrigingBatch::lanes(), isa == "AVX-512" ? 8 : isa == "AVX2" ? 4 : 2);
}

// The batch itself, not only through krigeLocalCpu (where a lane it could not solve would be
// solved again one at a time and hide it): regular targets come back Estimated, with the one-
// target solver's weights; a lane with two coincident neighbours comes back Singular.
TEST(BatchedPath, SolvesItsLanesAndFlagsASingularOne) {
    const KrigingData data = randomData(400, 50.0, false, 99u);
    KrigingOptions o;
    o.type = KrigingType::Ordinary;
    o.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(20)");
    o.search.radius = 30;
    o.search.ndmax = 12;
    KrigingTargets targets;
    PreparedData prepared = prepareData(data, {0}, o, "test");
    // A datum repeated (prepareData would merge a coincident one; the batch must catch it).
    prepared.x.push_back(prepared.x[5]);
    prepared.y.push_back(prepared.y[5]);
    for (auto& v : prepared.values) v.push_back(v[5]);
    const KrigingSetup setup = setupFor(o, resolveBlockSize(targets, o, prepared.dimension), prepared);
    const int lanes = LocalKrigingBatch::lanes();
    const int n = 12;
    std::vector<double> x0, y0, z0(std::size_t(lanes), 0.0), sec(std::size_t(lanes), std::nan(""));
    std::vector<std::uint32_t> idx;
    for (int l = 0; l < lanes; ++l) {
        x0.push_back(10.0 + 3.0 * l);
        y0.push_back(20.0 + 1.5 * l);
        for (int i = 0; i < n; ++i) idx.push_back(std::uint32_t(l * 17 + i * 3));  // distinct data
    }
    const int singular = lanes - 1;
    idx[std::size_t(singular * n)] = 5;
    idx[std::size_t(singular * n + 1)] = std::uint32_t(prepared.size() - 1);  // the copy of datum 5

    LocalKrigingBatch batch(setup, prepared);
    std::vector<NodeSolution> solutions(static_cast<std::size_t>(lanes));
    batch.solve(n, x0.data(), y0.data(), z0.data(), sec.data(), idx.data(), solutions.data());
    LocalKrigingSolver single(setup, prepared);
    for (int l = 0; l < lanes; ++l) {
        const std::span<const std::uint32_t> lane(idx.data() + std::size_t(l * n), std::size_t(n));
        NodeSolution reference;
        single.solve(x0[std::size_t(l)], y0[std::size_t(l)], 0.0, sec[std::size_t(l)], lane, reference);
        const NodeSolution& s = solutions[std::size_t(l)];
        if (l == singular) {
            EXPECT_EQ(int(s.status), int(NodeStatus::Singular));
            EXPECT_EQ(int(reference.status), int(NodeStatus::Singular));
            continue;
        }
        ASSERT_EQ(int(s.status), int(NodeStatus::Estimated)) << "lane " << l;
        ASSERT_EQ(int(reference.status), int(NodeStatus::Estimated)) << "lane " << l;
        double sum = 0;
        for (int i = 0; i < n; ++i) {
            EXPECT_NEAR(s.weights[std::size_t(i)], reference.weights[std::size_t(i)], 1e-12) << "lane " << l;
            sum += s.weights[std::size_t(i)];
        }
        EXPECT_NEAR(sum, 1.0, 1e-12);  // ordinary kriging's weights sum to one
        EXPECT_NEAR(s.variance, reference.variance, 1e-12 * std::max(1.0, reference.variance));
        EXPECT_NEAR(s.lagrange, reference.lagrange, 1e-12);
    }
}

}  // namespace
}  // namespace strata::kriging::test
