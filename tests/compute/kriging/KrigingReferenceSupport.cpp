// Strata against GSLIB kt3d and R gstat on cluster.dat (see the reference README): estimates
// and variances to 1e-4 relative on every node without a distance tie at the 16th place.
// Instantiated for the CPU in KrigingReferenceTest.cpp and for CUDA in KrigingGpuTest.cpp.

#include <cmath>

#include "KrigingTestSupport.h"

namespace strata::kriging::test {
namespace {

// Relative, with a floor: kt3d computes in single precision, so estimates near zero carry an
// absolute rounding of about 1e-6.
double relativeError(double a, double b) { return std::abs(a - b) / std::max(std::abs(b), 1e-2); }

struct Comparison {
    int compared = 0, ties = 0;
    double worstEstimate = 0, worstVariance = 0;
};

Comparison compare(const KrigingResult& r, const std::vector<double>& est, const std::vector<double>& var,
                   const std::vector<bool>& tie) {
    Comparison c;
    for (std::size_t t = 0; t < est.size(); ++t) {
        if (tie[t]) {
            ++c.ties;
            continue;
        }
        ++c.compared;
        c.worstEstimate = std::max(c.worstEstimate, relativeError(r.estimate[0][t], est[t]));
        c.worstVariance = std::max(c.worstVariance, relativeError(r.variance(0)[t], var[t]));
    }
    return c;
}

TEST_P(Reference, Kt3dOrdinaryKriging) {
    const auto data = clusterData();
    const auto grid = clusterGrid();
    const auto r = krige(data, grid, clusterOptions(KrigingType::Ordinary), context(GetParam()));
    const auto ref = readCsv(referencePath("gslib/kt3d_cluster_ok.csv"));
    const auto c = compare(r, ref.at("est"), ref.at("var"), tieNodes(data, grid, 16, 25));
    EXPECT_GT(c.compared, 2000);
    EXPECT_LT(c.worstEstimate, 1e-4);
    EXPECT_LT(c.worstVariance, 1e-4);
}

TEST_P(Reference, Kt3dSimpleKriging) {
    const auto data = clusterData();
    const auto grid = clusterGrid();
    const auto r = krige(data, grid, clusterOptions(KrigingType::Simple), context(GetParam()));
    const auto ref = readCsv(referencePath("gslib/kt3d_cluster_sk.csv"));
    const auto c = compare(r, ref.at("est"), ref.at("var"), tieNodes(data, grid, 16, 25));
    EXPECT_GT(c.compared, 2000);
    EXPECT_LT(c.worstEstimate, 1e-4);
    EXPECT_LT(c.worstVariance, 1e-4);
}

TEST_P(Reference, Kt3dDataUsed) {
    const auto data = clusterData();
    const auto grid = clusterGrid();
    auto o = clusterOptions(KrigingType::Ordinary);
    o.diagnostics = true;
    const auto r = krige(data, grid, o, context(GetParam()));
    const auto ref = readCsv(referencePath("gslib/kt3d_cluster_ok.csv"));
    for (std::size_t t = 0; t < grid.size(); ++t) ASSERT_EQ(r.diagnostics(0).dataUsed[t], int(ref.at("nused")[t])) << t;
}

TEST_P(Reference, GstatOrdinaryAndSimpleKriging) {
    const auto data = clusterData();
    const auto grid = clusterGrid();
    const auto tie = tieNodes(data, grid, 16, 25);
    for (auto [type, file] : {std::pair{KrigingType::Ordinary, "gstat/ok_grid50.csv"},
                              std::pair{KrigingType::Simple, "gstat/sk_grid50.csv"}}) {
        const auto r = krige(data, grid, clusterOptions(type), context(GetParam()));
        const auto ref = readCsv(referencePath(file));
        const auto c = compare(r, ref.at("pred"), ref.at("var"), tie);
        EXPECT_GT(c.compared, 2000) << file;
        EXPECT_LT(c.worstEstimate, 1e-4) << file;
        EXPECT_LT(c.worstVariance, 1e-4) << file;
    }
}

TEST_P(Reference, GstatGlobalOrdinaryKriging) {
    const auto data = clusterData();
    const auto grid = clusterGrid();
    auto o = clusterOptions(KrigingType::Ordinary);
    o.search.global = true;
    const auto r = krige(data, grid, o, context(GetParam()));
    const auto ref = readCsv(referencePath("gstat/ok_grid50_global.csv"));
    const auto c = compare(r, ref.at("pred"), ref.at("var"), std::vector<bool>(grid.size(), false));
    EXPECT_EQ(c.compared, 2500);
    EXPECT_LT(c.worstEstimate, 1e-6);
    EXPECT_LT(c.worstVariance, 1e-6);
}


}  // namespace
}  // namespace strata::kriging::test
