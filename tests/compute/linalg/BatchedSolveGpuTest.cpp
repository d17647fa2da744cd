#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "strata/core/Backend.h"
#include "strata/linalg/BatchedSolve.h"

namespace strata::linalg {
namespace {

// Covariance-like SPD systems: exp(-|i - j| / 8) + 0.1 I with random right-hand sides.
void makeSystems(int n, std::size_t batch, std::vector<double>& a, std::vector<double>& b) {
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> u(-1, 1);
    a.resize(batch * std::size_t(n * n));
    b.resize(batch * std::size_t(n));
    for (std::size_t k = 0; k < batch; ++k) {
        const double scale = 1 + 0.1 * double(k % 7);
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < n; ++i)
                a[k * std::size_t(n * n) + std::size_t(j * n + i)] = scale * std::exp(-std::abs(i - j) / 8.0) + (i == j ? 0.1 : 0.0);
        for (int i = 0; i < n; ++i) b[k * std::size_t(n) + std::size_t(i)] = u(rng);
    }
}

TEST(BatchedSolveGpu, BothMethodsMatchEigen) {
    if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    auto& engine = cudaEngineAs<CudaEngine>("linalg");
    for (int n : {5, 33, 65}) {
        const std::size_t batch = 1000;
        std::vector<double> a, b;
        makeSystems(n, batch, a, b);
        std::vector<double> reference = b;
        ASSERT_EQ(solveBatchedCpu(n, batch, a.data(), reference.data(), true), 0u);
        for (auto method : {BatchedMethod::WarpCholesky, BatchedMethod::CublasLu}) {
            std::vector<double> x = b;
            EXPECT_EQ(engine.solveBatched(method, n, batch, a.data(), x.data()).failed, 0u);
            for (std::size_t i = 0; i < x.size(); ++i) ASSERT_NEAR(x[i], reference[i], 1e-9) << toString(method) << " n " << n;
            std::vector<float> af(a.begin(), a.end()), xf(b.begin(), b.end());
            EXPECT_EQ(engine.solveBatched(method, n, batch, af.data(), xf.data()).failed, 0u);
            for (std::size_t i = 0; i < xf.size(); ++i)
                ASSERT_NEAR(xf[i], reference[i], 1e-3 * std::max(1.0, std::abs(reference[i]))) << toString(method);
        }
    }
}

TEST(BatchedSolveGpu, ReportsFailedFactorisations) {
    if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    std::vector<double> a = {1, 2, 2, 1}, b = {1, 1};  // indefinite: Cholesky fails, LU does not
    auto& engine = cudaEngineAs<CudaEngine>("linalg");
    auto x = b;
    EXPECT_EQ(engine.solveBatched(BatchedMethod::WarpCholesky, 2, 1, a.data(), x.data()).failed, 1u);
    EXPECT_TRUE(std::isnan(x[0]));
    x = b;
    EXPECT_EQ(engine.solveBatched(BatchedMethod::CublasLu, 2, 1, a.data(), x.data()).failed, 0u);
    EXPECT_NEAR(x[0], 1.0 / 3.0, 1e-12);
}

}  // namespace
}  // namespace strata::linalg
