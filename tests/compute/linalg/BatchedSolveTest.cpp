#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "strata/linalg/BatchedSolve.h"

namespace strata::linalg {
namespace {

TEST(BatchedSolveCpu, SolvesSpdAndGeneralSystems) {
    const int n = 5;
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> u(-1, 1);
    std::vector<double> a(2 * 25), b(2 * 5), x(2 * 5);
    for (int k = 0; k < 2; ++k) {
        // SPD: M M' + n I
        double m[25];
        for (double& v : m) v = u(rng);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                double s = i == j ? n : 0.0;
                for (int l = 0; l < n; ++l) s += m[i * n + l] * m[j * n + l];
                a[std::size_t(k * 25 + j * n + i)] = s;
            }
        for (int i = 0; i < n; ++i) x[std::size_t(k * 5 + i)] = u(rng);
        for (int i = 0; i < n; ++i) {
            double s = 0;
            for (int j = 0; j < n; ++j) s += a[std::size_t(k * 25 + j * n + i)] * x[std::size_t(k * 5 + j)];
            b[std::size_t(k * 5 + i)] = s;
        }
    }
    auto spd = b;
    EXPECT_EQ(solveBatchedCpu(n, 2, a.data(), spd.data(), true), 0u);
    auto lu = b;
    EXPECT_EQ(solveBatchedCpu(n, 2, a.data(), lu.data(), false), 0u);
    for (std::size_t i = 0; i < x.size(); ++i) {
        EXPECT_NEAR(spd[i], x[i], 1e-12);
        EXPECT_NEAR(lu[i], x[i], 1e-12);
    }
}

TEST(BatchedSolveCpu, ReportsSingularSystems) {
    std::vector<double> a(4, 1.0), b = {1, 1};  // [[1 1][1 1]]
    EXPECT_EQ(solveBatchedCpu(2, 1, a.data(), b.data(), false), 1u);
    EXPECT_TRUE(std::isnan(b[0]));
}

}  // namespace
}  // namespace strata::linalg
