// Every GPU operation of Batched.h, own kernels and vendor routines, on the matrices of the CPU
// tests: the same definitions (factor residuals, orthogonality, backward errors) within
// 10 n epsilon, and agreement with the CPU reference within 10 n epsilon times the condition
// number (the forward error bound of a backward stable solve).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "BatchedSupport.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg {
namespace {

using test::Family;
using test::Wide;

constexpr double kSlack = 10;
constexpr std::size_t kBatch = 67;  // a few blocks of warps and a partial last block
const int kSizes[] = {3, 4, 8, 12, 16, 17, 32, 33, 64, 128};

// Below n = 8 the bound stays at 8: rounding from the sweeps of an iterative method (our Jacobi
// SVD, gesvdj) does not shrink with n (gesvdj's 3 x 3 double residuals reach 8e-15 = 12 eps).
template <class T>
double bound(int n) {
    return kSlack * std::max(n, 8) * test::epsilonOf<T>();
}

template <class T>
class BatchedGpu : public ::testing::Test {
protected:
    void SetUp() override {
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};
using Types = ::testing::Types<float, double, std::complex<float>>;
TYPED_TEST_SUITE(BatchedGpu, Types);

BatchedOptions with(Implementation implementation) {
    BatchedOptions options;
    options.implementation = implementation;
    return options;
}

std::vector<Implementation> implementationsFor(Operation op, ScalarType type, int m, int n, int nrhs = 1) {
    std::vector<Implementation> list = {Implementation::Own};
    if (vendorSupports(op, type, m, n, nrhs)) list.push_back(Implementation::Vendor);
    return list;
}

template <class T>
void expectClose(const Wide& gpu, const Wide& cpu, double condition, int n, const std::string& what) {
    EXPECT_LT(test::relative(gpu - cpu, cpu), bound<T>(n) * std::max(1.0, condition)) << what;
}

TYPED_TEST(BatchedGpu, LuMatchesTheCpu) {
    using T = TypeParam;
    const ScalarType type = scalarTypeOf<T>();
    for (int n : kSizes)
        for (Implementation impl : implementationsFor(Operation::LuFactor, type, n, n)) {
            const std::string what = toString(impl) + " n " + std::to_string(n);
            const auto a = test::makeMatrices<T>(Family::Random, n, n, kBatch, unsigned(n));
            const auto b = test::makeRandom<T>(kBatch * std::size_t(n * 2), 3);
            auto cpuLu = a, gpuLu = a;
            std::vector<int> cpuPivots(kBatch * std::size_t(n)), gpuPivots(cpuPivots.size());
            const auto cpuReport = OnCpu::luFactor(n, kBatch, cpuLu.data(), cpuPivots.data());
            const auto gpuReport = OnGpu::luFactor(n, kBatch, gpuLu.data(), gpuPivots.data(), with(impl));
            EXPECT_EQ(gpuReport.implementation, impl);
            auto cpuX = b, gpuX = b;
            OnCpu::luSolve(n, kBatch, cpuLu.data(), cpuPivots.data(), 2, cpuX.data());
            OnGpu::luSolve(n, kBatch, gpuLu.data(), gpuPivots.data(), 2, gpuX.data(), with(impl));
            for (std::size_t k = 0; k < kBatch; ++k) {
                ASSERT_EQ(gpuReport.status[k], cpuReport.status[k]) << what;
                const Wide ak = test::widen(a, k, n, n), f = test::widen(gpuLu, k, n, n);
                const Wide p = test::permutationFromPivots(gpuPivots.data() + k * std::size_t(n), n);
                const Wide l = Wide(f.triangularView<Eigen::UnitLower>()), u = Wide(f.triangularView<Eigen::Upper>());
                EXPECT_LT(test::relative(p * ak - l * u, ak), bound<T>(n)) << what;
                EXPECT_LT(test::backwardError(ak, test::widen(gpuX, k, n, 2), test::widen(b, k, n, 2)), bound<T>(n))
                    << what;
                expectClose<T>(test::widen(gpuX, k, n, 2), test::widen(cpuX, k, n, 2), cpuReport.condition[k], n, what);
            }
        }
}

TYPED_TEST(BatchedGpu, CholeskyMatchesTheCpu) {
    using T = TypeParam;
    const ScalarType type = scalarTypeOf<T>();
    for (int n : kSizes)
        for (Implementation impl : implementationsFor(Operation::CholeskySolve, type, n, n, 1)) {
            const std::string what = toString(impl) + " n " + std::to_string(n);
            const auto a = test::makeMatrices<T>(Family::Spd, n, n, kBatch, unsigned(n) + 1);
            const auto b = test::makeRandom<T>(kBatch * std::size_t(n), 4);
            auto cpuL = a, gpuL = a;
            const auto cpuReport = OnCpu::choleskyFactor(n, kBatch, cpuL.data());
            const auto gpuReport = OnGpu::choleskyFactor(n, kBatch, gpuL.data(), with(impl));
            auto cpuX = b, gpuX = b;
            OnCpu::choleskySolve(n, kBatch, cpuL.data(), 1, cpuX.data());
            OnGpu::choleskySolve(n, kBatch, gpuL.data(), 1, gpuX.data(), with(impl));
            for (std::size_t k = 0; k < kBatch; ++k) {
                ASSERT_EQ(gpuReport.status[k], MatrixStatus::Ok) << what;
                const Wide ak = test::widen(a, k, n, n), lk = test::widen(gpuL, k, n, n);
                EXPECT_EQ(Wide(lk.triangularView<Eigen::StrictlyUpper>()).norm(), 0.0) << what;
                EXPECT_LT(test::relative(ak - lk * lk.adjoint(), ak), bound<T>(n)) << what;
                expectClose<T>(lk, test::widen(cpuL, k, n, n), cpuReport.condition[k], n, what);
                expectClose<T>(test::widen(gpuX, k, n, 1), test::widen(cpuX, k, n, 1), cpuReport.condition[k], n, what);
            }
        }
}

TYPED_TEST(BatchedGpu, QrAndLeastSquaresMatchTheCpu) {
    using T = TypeParam;
    const ScalarType type = scalarTypeOf<T>();
    for (int n : kSizes)
        for (int m : {n, std::min(128, n + 5)}) {
            const std::string shape = "m " + std::to_string(m) + " n " + std::to_string(n);
            const auto a = test::makeMatrices<T>(Family::Graded, m, n, kBatch, unsigned(m * n));
            std::vector<T> qt(kBatch * std::size_t(m * m)), r(kBatch * std::size_t(m * n));
            const auto report = OnGpu::qrFactor(m, n, kBatch, a.data(), qt.data(), r.data(), with(Implementation::Own));
            const auto b = test::makeRandom<T>(kBatch * std::size_t(m * 2), 5);
            auto cpuX = b;
            const auto cpuReport = OnCpu::leastSquares(m, n, kBatch, a.data(), 2, cpuX.data());
            for (std::size_t k = 0; k < kBatch; ++k) {
                ASSERT_EQ(report.status[k], MatrixStatus::Ok) << shape;
                const Wide ak = test::widen(a, k, m, n), q = test::widen(qt, k, m, m).adjoint();
                const Wide rk = test::widen(r, k, m, n);
                EXPECT_EQ(Wide(rk.triangularView<Eigen::StrictlyLower>()).norm(), 0.0) << shape;
                EXPECT_LT(test::relative(ak - q * rk, ak), bound<T>(m)) << shape;
                EXPECT_LT(test::orthogonalityError(q), bound<T>(m)) << shape;
            }
            for (Implementation impl : implementationsFor(Operation::LeastSquares, type, m, n, 2)) {
                const std::string what = toString(impl) + " " + shape;
                auto x = b;
                const auto ls = OnGpu::leastSquares(m, n, kBatch, a.data(), 2, x.data(), with(impl));
                for (std::size_t k = 0; k < kBatch; ++k) {
                    ASSERT_NE(ls.status[k], MatrixStatus::Singular) << what;
                    const Wide ak = test::widen(a, k, m, n), xk = test::widen(x, k, m, 2).topRows(n);
                    EXPECT_LT(test::leastSquaresError(ak, xk, test::widen(b, k, m, 2)), bound<T>(m)) << what;
                    expectClose<T>(xk, test::widen(cpuX, k, m, 2).topRows(n), cpuReport.condition[k], m, what);
                }
            }
        }
}

TYPED_TEST(BatchedGpu, SvdMatchesTheCpu) {
    using T = TypeParam;
    const ScalarType type = scalarTypeOf<T>();
    for (int n : kSizes)
        for (int m : {n, std::min(128, n + 3)})
            for (Implementation impl : implementationsFor(Operation::Svd, type, m, n)) {
                const std::string what = toString(impl) + " m " + std::to_string(m) + " n " + std::to_string(n);
                const auto a = test::makeMatrices<T>(Family::Graded, m, n, kBatch, unsigned(n) + 6);
                std::vector<Real<T>> s(kBatch * std::size_t(n)), cpuS(s.size());
                std::vector<T> u(kBatch * std::size_t(m * n)), v(kBatch * std::size_t(n * n));
                std::vector<T> cpuU(u.size()), cpuV(v.size());
                const auto report = OnGpu::svd(m, n, kBatch, a.data(), s.data(), u.data(), v.data(), with(impl));
                OnCpu::svd(m, n, kBatch, a.data(), cpuS.data(), cpuU.data(), cpuV.data());
                for (std::size_t k = 0; k < kBatch; ++k) {
                    ASSERT_EQ(report.status[k], MatrixStatus::Ok) << what;
                    Eigen::VectorXd sk(n);
                    for (int i = 0; i < n; ++i) sk(i) = double(s[k * std::size_t(n) + std::size_t(i)]);
                    for (int i = 0; i < n; ++i)
                        EXPECT_NEAR(sk(i), double(cpuS[k * std::size_t(n) + std::size_t(i)]), bound<T>(m) * sk(0))
                            << what;
                    const Wide ak = test::widen(a, k, m, n), uk = test::widen(u, k, m, n), vk = test::widen(v, k, n, n);
                    EXPECT_LT(test::relative(ak - uk * sk.asDiagonal() * vk.adjoint(), ak), bound<T>(m)) << what;
                    EXPECT_LT(test::orthogonalityError(uk), bound<T>(m) * test::gradedCondition<T>()) << what;
                    EXPECT_LT(test::orthogonalityError(vk), bound<T>(n)) << what;
                    EXPECT_NEAR(report.condition[k] / test::gradedCondition<T>(), 1.0, 0.05) << what;
                }
            }
}

// Coincident points: duplicated rows and columns, rank n - 1; the GPU's minimum-norm solution
// against the CPU's.
TYPED_TEST(BatchedGpu, PseudoInverseMatchesTheCpu) {
    using T = TypeParam;
    for (int n : kSizes) {
        auto a = test::makeMatrices<T>(Family::Kriging, n, n, kBatch, unsigned(n) + 7);
        for (std::size_t k = 0; k < kBatch; ++k) {
            T* ak = a.data() + k * std::size_t(n * n);
            for (int j = 0; j < n; ++j) ak[std::size_t(j * n + 1)] = ak[std::size_t(j * n)];
            for (int i = 0; i < n; ++i) ak[std::size_t(n + i)] = ak[std::size_t(i)];
        }
        const auto b = test::makeRandom<T>(kBatch * std::size_t(n), 8);
        BatchedOptions options = with(Implementation::Own);
        options.pinvRelativeThreshold = std::is_same_v<Real<T>, double> ? 1e-10 : 1e-4;
        auto x = b, cpuX = b;
        const auto report = OnGpu::pinvSolve(n, n, kBatch, a.data(), 1, x.data(), options);
        const auto cpuReport = OnCpu::pinvSolve(n, n, kBatch, a.data(), 1, cpuX.data(), options);
        for (std::size_t k = 0; k < kBatch; ++k) {
            ASSERT_EQ(report.status[k], MatrixStatus::Ok) << "n " << n;
            expectClose<T>(test::widen(x, k, n, 1), test::widen(cpuX, k, n, 1), cpuReport.condition[k], n,
                           "n " + std::to_string(n));
        }
    }
}

TEST(BatchedGpuStatus, SingularIndefiniteAndNonFinite) {
    if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    // [[1 2][2 4]] singular, [[1 2][2 1]] indefinite, [[1 NaN][0 1]] not finite.
    const std::vector<double> a = {1, 2, 2, 4, 1, 2, 2, 1, 1, 0, std::nan(""), 1};
    for (Implementation impl : {Implementation::Own, Implementation::Vendor}) {
        auto lu = a;
        std::vector<int> pivots(6);
        const auto report = OnGpu::luFactor(2, 3, lu.data(), pivots.data(), with(impl));
        EXPECT_EQ(report.status[0], MatrixStatus::Singular) << toString(impl);
        EXPECT_EQ(report.status[1], MatrixStatus::Ok) << toString(impl);
        EXPECT_EQ(report.status[2], MatrixStatus::Singular) << toString(impl);
        std::vector<double> x = {1, 1, 1, 1, 1, 1};
        OnGpu::luSolve(2, 3, lu.data(), pivots.data(), 1, x.data(), with(impl));
        EXPECT_TRUE(std::isnan(x[0])) << toString(impl);
        EXPECT_NEAR(x[2], 1.0 / 3.0, 1e-15) << toString(impl);
        EXPECT_TRUE(std::isnan(x[4])) << toString(impl);

        auto l = a;
        const auto chol = OnGpu::choleskyFactor(2, 3, l.data(), with(impl));
        EXPECT_EQ(chol.status[0], MatrixStatus::NotPositiveDefinite) << toString(impl);
        EXPECT_EQ(chol.status[1], MatrixStatus::NotPositiveDefinite) << toString(impl);
        EXPECT_TRUE(std::isnan(l[4])) << toString(impl);
    }
    const std::vector<double> deficient = {1, 1, 1, 2, 2, 2};
    for (Implementation impl : {Implementation::Own, Implementation::Vendor}) {
        std::vector<double> b = {1, 2, 3};
        const auto ls = OnGpu::leastSquares(3, 2, 1, deficient.data(), 1, b.data(), with(impl));
        EXPECT_EQ(ls.status[0], MatrixStatus::Singular) << toString(impl);
        EXPECT_TRUE(std::isnan(b[0])) << toString(impl);
    }
}

TEST(BatchedGpuStatus, AutoFollowsTheDispatchTableAndVendorRefusesWhatItCannot) {
    if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    const int n = 40;
    auto a = test::makeMatrices<double>(Family::Random, n, n, 4, 1);
    std::vector<double> s(4 * n), u(4 * n * n), v(4 * n * n);
    EXPECT_THROW(OnGpu::svd(n, n, 4, a.data(), s.data(), u.data(), v.data(), with(Implementation::Vendor)),
                 ValidationError);
    const auto report = OnGpu::svd(n, n, 4, a.data(), s.data(), u.data(), v.data());
    EXPECT_EQ(report.implementation, Implementation::Own);  // gesvdjBatched stops at n = 32
    std::vector<int> pivots(4 * n);
    EXPECT_EQ(OnGpu::luFactor(n, 4, a.data(), pivots.data()).implementation,
              chooseImplementation(Operation::LuFactor, ScalarType::Double, n));
}

}  // namespace
}  // namespace strata::linalg
