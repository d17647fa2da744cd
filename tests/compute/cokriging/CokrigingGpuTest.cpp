// The CUDA backend of cokriging agrees with the CPU engine: every estimator, heterotopic data,
// octant limits, blocks, point targets, both precisions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <tuple>

#include "strata/cokriging/Cokriging.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"

namespace strata::cokriging::test {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// 3000 locations in a 200 x 200 x 40 box: the primary at 70 %, the secondary at 80 % (heterotopic),
// the secondary correlated with the primary; or both everywhere (isotopic).
kriging::KrigingData data(bool isotopic) {
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> u(0, 200), w(0, 40), noise(-0.5, 0.5), draw(0, 1);
    kriging::KrigingData d;
    d.names = {"p", "s"};
    d.values.resize(2);
    for (int i = 0; i < 3000; ++i) {
        const double x = u(rng), y = u(rng), z = w(rng);
        const double field = std::sin(x / 25) + std::cos(y / 35) + z / 40;
        d.x.push_back(x);
        d.y.push_back(y);
        d.z.push_back(z);
        const bool primary = isotopic || draw(rng) < 0.7;
        const bool secondary = isotopic || !primary || draw(rng) < 0.7;
        d.values[0].push_back(primary ? 2 + field + noise(rng) : kNaN);
        d.values[1].push_back(secondary ? 10 + 2 * field + 3 * noise(rng) : kNaN);
    }
    return d;
}

struct Case {
    const char* name;
    CokrigingType type;
    bool isotopic = false;
    int octant = 0;
    int block = 1;
    bool points = false;
};

class GpuAgreement : public ::testing::TestWithParam<std::tuple<Case, Precision>> {
protected:
    void SetUp() override {
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};

TEST_P(GpuAgreement, MatchesTheCpuEngine) {
    const auto& [c, precision] = GetParam();
    const kriging::KrigingData d = data(c.isotopic);
    kriging::KrigingTargets t;
    if (c.points) {
        std::mt19937 rng(5);
        std::uniform_real_distribution<double> u(-10, 210), w(-5, 45);
        for (int k = 0; k < 2000; ++k) {
            t.x.push_back(u(rng));
            t.y.push_back(u(rng));
            t.z.push_back(w(rng));
        }
    } else {
        t.grid = GridSpec::parse("40,40,4:2.5,2.5,5:5,5,10");
    }
    CokrigingOptions o;
    o.type = c.type;
    o.model = variogram::Coregionalisation::parse(
        {"p", "s"}, {"p=0.1 nug + 1 sph(60, 40, 15; 30, 0, 0) + 0.4 exp(120)",
                     "s=0.2 nug + 2 sph(60, 40, 15; 30, 0, 0) + 0.5 exp(120)",
                     "p:s=0.05 nug + 0.8 sph(60, 40, 15; 30, 0, 0) + 0.3 exp(120)"});
    if (c.type == CokrigingType::Simple || c.type == CokrigingType::Collocated) o.means = {2.1, 10.2};
    if (c.type == CokrigingType::Collocated) {
        o.correlation = 0.6;
        for (std::size_t n = 0; n < t.size(); ++n)
            t.secondary.push_back(n % 97 == 0 ? kNaN : 10 + 2 * (std::sin(t.xAt(n) / 25) + std::cos(t.yAt(n) / 35)));
    }
    o.search.radius = 50;
    o.search.radiusMinor = 40;
    o.search.radiusVertical = 20;
    o.search.ang1 = 30;
    o.search.ndmin = 3;
    o.search.ndmax = 16;
    o.search.maxPerOctant = c.octant;
    o.ndmaxSecondary = 8;
    o.block = {c.block, c.block, 1};
    o.precision = precision;
    RunContext cpu, gpu;
    cpu.backend = Backend::Cpu;
    gpu.backend = Backend::Cuda;
    const CokrigingResult a = cokrige(d, t, o, cpu);
    const CokrigingResult b = cokrige(d, t, o, gpu);
    ASSERT_NE(b.backend.find("cuda"), std::string::npos) << b.backend;
    const double tol = precision == Precision::Single ? 2e-5 : 1e-9;
    std::size_t differ = 0, compared = 0;
    double largest = 0;  // the largest relative difference, printed
    for (std::size_t n = 0; n < t.size(); ++n) {
        ASSERT_EQ(int(a.status[n]), int(b.status[n])) << n;
        if (a.status[n] != kriging::NodeStatus::Estimated) continue;
        ++compared;
        largest = std::max({largest, std::abs(a.estimate[n] - b.estimate[n]) / std::max(1.0, std::abs(a.estimate[n])),
                            std::abs(a.variance[n] - b.variance[n]) / std::max(1.0, a.variance[n])});
        const bool same = std::abs(a.estimate[n] - b.estimate[n]) <= tol * std::max(1.0, std::abs(a.estimate[n])) &&
                          std::abs(a.variance[n] - b.variance[n]) <= tol * std::max(1.0, a.variance[n]) &&
                          a.primaryUsed[n] == b.primaryUsed[n] && a.secondaryUsed[n] == b.secondaryUsed[n];
        if (!same) {
            ++differ;
            if (differ <= 3)
                ADD_FAILURE() << c.name << " target " << n << ": cpu " << a.estimate[n] << " / " << a.variance[n]
                              << " (" << a.primaryUsed[n] << "+" << a.secondaryUsed[n] << "), gpu " << b.estimate[n]
                              << " / " << b.variance[n] << " (" << b.primaryUsed[n] << "+" << b.secondaryUsed[n]
                              << ")";
        }
    }
    std::printf("%s: %zu targets compared, largest relative difference %.2e\n", c.name, compared, largest);
    EXPECT_GT(compared, t.size() / 2) << c.name;
    EXPECT_EQ(differ, 0u) << c.name << ": " << differ << " of " << compared << " differ";
}

const Case kCases[] = {
    {"ordinary", CokrigingType::Ordinary},
    {"ordinary_isotopic", CokrigingType::Ordinary, true},
    {"simple", CokrigingType::Simple},
    {"standardised", CokrigingType::Standardised},
    {"collocated", CokrigingType::Collocated},
    {"ordinary_octants", CokrigingType::Ordinary, false, 3},
    {"ordinary_blocks", CokrigingType::Ordinary, false, 0, 3},
    {"simple_points", CokrigingType::Simple, false, 0, 1, true},
};

std::string caseName(const ::testing::TestParamInfo<std::tuple<Case, Precision>>& info) {
    return std::string(std::get<0>(info.param).name) +
           (std::get<1>(info.param) == Precision::Single ? "_float" : "_double");
}

INSTANTIATE_TEST_SUITE_P(Cuda, GpuAgreement,
                         ::testing::Combine(::testing::ValuesIn(kCases),
                                            ::testing::Values(Precision::Double, Precision::Single)),
                         caseName);

// A required GPU that cannot run the options says why instead of running on the CPU.
TEST(CokrigingGpu, RequiredGpuRefusesCokb3dArithmetic) {
    if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    kriging::KrigingData d = data(true);
    kriging::KrigingTargets t;
    t.grid = GridSpec::parse("4,4,1:10,10,5:20,20,10");
    CokrigingOptions o;
    o.model = variogram::Coregionalisation::parse({"p", "s"}, {"p=1 sph(60)", "s=2 sph(60)", "p:s=0.5 sph(60)"});
    o.search.radius = 60;
    o.search.ndmax = 8;
    o.cokb3d.enabled = true;
    RunContext gpu;
    gpu.backend = Backend::Cuda;
    EXPECT_THROW(cokrige(d, t, o, gpu), GpuError);
}

}  // namespace
}  // namespace strata::cokriging::test
