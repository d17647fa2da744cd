// The CPU side of Batched.h against the definitions: factor residuals, orthogonality, solve
// backward errors within small multiples of n * epsilon, on random, graded (condition 1e6 in
// double, 1e3 in float) and kriging matrices, and the statuses of singular, indefinite and
// rank-deficient matrices.
#include <gtest/gtest.h>

#include <cmath>

#include "BatchedSupport.h"
#include "strata/core/Error.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg {
namespace {

using test::Family;
using test::Wide;

// Backward errors of these algorithms grow like n * epsilon times a small constant (Higham,
// Accuracy and Stability of Numerical Algorithms, 9.3, 10.1, 19.3); 10 leaves room for the
// constant without hiding an algorithmic error, which shows up orders of magnitude above.
constexpr double kSlack = 10;

template <class T>
double bound(int n) {
    return kSlack * n * test::epsilonOf<T>();
}

template <class T>
class BatchedCpu : public ::testing::Test {};
using Types = ::testing::Types<float, double, std::complex<float>>;
TYPED_TEST_SUITE(BatchedCpu, Types);

constexpr std::size_t kBatch = 6;
const int kSizes[] = {4, 17, 33, 128};

TYPED_TEST(BatchedCpu, LuFactorsAndSolves) {
    using T = TypeParam;
    for (Family family : {Family::Random, Family::Graded, Family::KrigingOrdinary})
        for (int n : kSizes) {
            const auto a = test::makeMatrices<T>(family, n, n, kBatch, unsigned(n));
            auto lu = a;
            std::vector<int> pivots(kBatch * std::size_t(n));
            const auto report = OnCpu::luFactor(n, kBatch, lu.data(), pivots.data());
            const int nrhs = 3;
            const auto b = test::makeRandom<T>(kBatch * std::size_t(n * nrhs), 7);
            auto x = b;
            OnCpu::luSolve(n, kBatch, lu.data(), pivots.data(), nrhs, x.data());
            for (std::size_t k = 0; k < kBatch; ++k) {
                ASSERT_EQ(report.status[k], MatrixStatus::Ok) << "n " << n;
                const Wide ak = test::widen(a, k, n, n), f = test::widen(lu, k, n, n);
                const Wide l = Wide(f.triangularView<Eigen::UnitLower>()), u = Wide(f.triangularView<Eigen::Upper>());
                const Wide p = test::permutationFromPivots(pivots.data() + k * std::size_t(n), n);
                EXPECT_LT(test::relative(p * ak - l * u, ak), bound<T>(n)) << "n " << n;
                EXPECT_LT(test::backwardError(ak, test::widen(x, k, n, nrhs), test::widen(b, k, n, nrhs)), bound<T>(n));
                EXPECT_GE(report.condition[k], 1.0);
            }
        }
}

TYPED_TEST(BatchedCpu, CholeskyFactorsAndSolves) {
    using T = TypeParam;
    for (Family family : {Family::Spd, Family::Kriging})
        for (int n : kSizes) {
            const auto a = test::makeMatrices<T>(family, n, n, kBatch, unsigned(n) + 1);
            auto l = a;
            const auto report = OnCpu::choleskyFactor(n, kBatch, l.data());
            const auto b = test::makeRandom<T>(kBatch * std::size_t(n * 2), 8);
            auto x = b;
            OnCpu::choleskySolve(n, kBatch, l.data(), 2, x.data());
            for (std::size_t k = 0; k < kBatch; ++k) {
                ASSERT_NE(report.status[k], MatrixStatus::NotPositiveDefinite) << "n " << n;
                const Wide ak = test::widen(a, k, n, n), lk = test::widen(l, k, n, n);
                EXPECT_EQ(Wide(lk.triangularView<Eigen::StrictlyUpper>()).norm(), 0.0);
                EXPECT_LT(test::relative(ak - lk * lk.adjoint(), ak), bound<T>(n)) << "n " << n;
                EXPECT_LT(test::backwardError(ak, test::widen(x, k, n, 2), test::widen(b, k, n, 2)), bound<T>(n));
            }
        }
}

TYPED_TEST(BatchedCpu, QrFactorsAndSolvesLeastSquares) {
    using T = TypeParam;
    for (Family family : {Family::Random, Family::Graded})
        for (int n : kSizes)
            for (int m : {n, std::min(128, n + 5)}) {
                const auto a = test::makeMatrices<T>(family, m, n, kBatch, unsigned(m * n));
                std::vector<T> qt(kBatch * std::size_t(m * m)), r(kBatch * std::size_t(m * n));
                const auto report = OnCpu::qrFactor(m, n, kBatch, a.data(), qt.data(), r.data());
                const auto b = test::makeRandom<T>(kBatch * std::size_t(m), 9);
                auto x = b;
                const auto ls = OnCpu::leastSquares(m, n, kBatch, a.data(), 1, x.data());
                for (std::size_t k = 0; k < kBatch; ++k) {
                    ASSERT_EQ(report.status[k], MatrixStatus::Ok);
                    ASSERT_EQ(ls.status[k], MatrixStatus::Ok);
                    const Wide ak = test::widen(a, k, m, n), q = test::widen(qt, k, m, m).adjoint();
                    const Wide rk = test::widen(r, k, m, n);
                    EXPECT_EQ(Wide(rk.triangularView<Eigen::StrictlyLower>()).norm(), 0.0);
                    EXPECT_LT(test::relative(ak - q * rk, ak), bound<T>(m)) << "m " << m << " n " << n;
                    EXPECT_LT(test::orthogonalityError(q), bound<T>(m));
                    const Wide xk = test::widen(x, k, m, 1).topRows(n);
                    EXPECT_LT(test::leastSquaresError(ak, xk, test::widen(b, k, m, 1)), bound<T>(m));
                }
            }
}

TYPED_TEST(BatchedCpu, SvdReconstructs) {
    using T = TypeParam;
    for (Family family : {Family::Random, Family::Graded, Family::Kriging})
        for (int n : kSizes) {
            const int m = family == Family::Kriging ? n : std::min(128, n + 3);
            const auto a = test::makeMatrices<T>(family, m, n, kBatch, unsigned(n) + 2);
            std::vector<Real<T>> s(kBatch * std::size_t(n));
            std::vector<T> u(kBatch * std::size_t(m * n)), v(kBatch * std::size_t(n * n));
            const auto report = OnCpu::svd(m, n, kBatch, a.data(), s.data(), u.data(), v.data());
            for (std::size_t k = 0; k < kBatch; ++k) {
                ASSERT_EQ(report.status[k], MatrixStatus::Ok);
                Eigen::VectorXd sk(n);
                for (int i = 0; i < n; ++i) sk(i) = double(s[k * std::size_t(n) + std::size_t(i)]);
                for (int i = 1; i < n; ++i) EXPECT_GE(sk(i - 1), sk(i));
                const Wide ak = test::widen(a, k, m, n), uk = test::widen(u, k, m, n), vk = test::widen(v, k, n, n);
                EXPECT_LT(test::relative(ak - uk * sk.asDiagonal() * vk.adjoint(), ak), bound<T>(m));
                EXPECT_LT(test::orthogonalityError(uk), bound<T>(m));
                EXPECT_LT(test::orthogonalityError(vk), bound<T>(n));
                if (family == Family::Graded) {
                    EXPECT_NEAR(report.condition[k] / test::gradedCondition<T>(), 1.0, 0.01);
                }
            }
        }
}

TEST(BatchedCpuLdlt, SolvesOrdinaryKrigingSaddlePoints) {
    for (int n : kSizes) {
        const auto a = test::makeMatrices<double>(Family::KrigingOrdinary, n, n, kBatch, unsigned(n) + 3);
        const auto b = test::makeRandom<double>(kBatch * std::size_t(n), 10);
        auto x = b;
        const auto report = cpu::ldltSolve(n, kBatch, a.data(), 1, x.data());
        auto xf = std::vector<float>(b.begin(), b.end());
        const std::vector<float> af(a.begin(), a.end());
        const auto reportFloat = cpu::ldltSolve(n, kBatch, af.data(), 1, xf.data());
        for (std::size_t k = 0; k < kBatch; ++k) {
            ASSERT_EQ(report.status[k], MatrixStatus::Ok);
            EXPECT_LT(test::backwardError(test::widen(a, k, n, n), test::widen(x, k, n, 1), test::widen(b, k, n, 1)),
                      bound<double>(n));
            ASSERT_NE(reportFloat.status[k], MatrixStatus::Singular);
            EXPECT_LT(test::backwardError(test::widen(af, k, n, n), test::widen(xf, k, n, 1), test::widen(b, k, n, 1)),
                      bound<float>(n));
        }
    }
}

// A zero diagonal needs Bunch-Kaufman's 2 x 2 pivots (a diagonal-only LDL^T stops at once):
// [0 1; 1 0] x = (1, 2) gives x = (2, 1); [0 1 0; 1 0 1; 0 1 0] is singular (rows 1 and 3 equal).
TEST(BatchedCpuLdlt, TwoByTwoPivots) {
    const std::vector<double> a = {0, 1, 1, 0};
    std::vector<double> x = {1, 2};
    const auto report = cpu::ldltSolve(2, 1, a.data(), 1, x.data());
    EXPECT_EQ(report.status[0], MatrixStatus::Ok);
    EXPECT_NEAR(x[0], 2.0, 1e-15);
    EXPECT_NEAR(x[1], 1.0, 1e-15);
    EXPECT_NEAR(report.condition[0], 1.0, 1e-15);
    const std::vector<double> singular = {0, 1, 0, 1, 0, 1, 0, 1, 0};
    std::vector<double> y = {1, 1, 1};
    EXPECT_EQ(cpu::ldltSolve(3, 1, singular.data(), 1, y.data()).status[0], MatrixStatus::Singular);
    EXPECT_TRUE(std::isnan(y[0]));
}

TEST(BatchedCpuStatus, SingularIndefiniteAndIllConditioned) {
    // [[1 2][2 4]] is singular; [[1 2][2 1]] indefinite; diag(1, 1e-6) has condition 1e6.
    std::vector<double> a = {1, 2, 2, 4, 1, 2, 2, 1, 1, 0, 0, 1e-6};
    auto lu = a;
    std::vector<int> pivots(6);
    const auto luReport = OnCpu::luFactor(2, 3, lu.data(), pivots.data());
    EXPECT_EQ(luReport.status[0], MatrixStatus::Singular);
    EXPECT_TRUE(std::isinf(luReport.condition[0]));
    EXPECT_EQ(luReport.status[1], MatrixStatus::Ok);
    std::vector<double> x = {1, 1, 1, 1, 1, 1};
    const auto solved = OnCpu::luSolve(2, 3, lu.data(), pivots.data(), 1, x.data());
    EXPECT_TRUE(std::isnan(x[0]) && std::isnan(x[1]));
    EXPECT_NEAR(x[2], 1.0 / 3.0, 1e-15);
    EXPECT_NEAR(x[5], 1e6, 1e-6);
    // A solve reports its factor as the GPU does: the zero pivot, and the pivots' ratio.
    EXPECT_EQ(solved.status[0], MatrixStatus::Singular);
    EXPECT_TRUE(std::isinf(solved.condition[0]));
    EXPECT_EQ(solved.status[1], MatrixStatus::Ok);
    EXPECT_NEAR(solved.condition[2], 1e6, 1e-6);

    auto l = a;
    const auto chol = OnCpu::choleskyFactor(2, 3, l.data());
    EXPECT_EQ(chol.status[0], MatrixStatus::NotPositiveDefinite);
    EXPECT_EQ(chol.status[1], MatrixStatus::NotPositiveDefinite);
    EXPECT_TRUE(std::isnan(l[4]));
    EXPECT_EQ(chol.status[2], MatrixStatus::Ok);
    std::vector<double> y = {1, 1, 1, 1, 1, 1};
    const auto cholSolved = OnCpu::choleskySolve(2, 3, l.data(), 1, y.data());
    EXPECT_EQ(cholSolved.status[0], MatrixStatus::NotPositiveDefinite);
    EXPECT_TRUE(std::isnan(y[0]));
    EXPECT_EQ(cholSolved.status[2], MatrixStatus::Ok);
    EXPECT_NEAR(cholSolved.condition[2], 1e6, 1e-6);  // (1 / 1e-3)^2
    EXPECT_NEAR(y[5], 1e6, 1e-6);

    BatchedOptions strict;
    strict.conditionLimit = 1e3;
    auto lu2 = a;
    const auto flagged = OnCpu::luFactor(2, 3, lu2.data(), pivots.data(), strict);
    EXPECT_EQ(flagged.status[2], MatrixStatus::IllConditioned);
    EXPECT_NEAR(flagged.condition[2], 1e6, 1);

    std::vector<double> ldltRhs = {1, 1, 1, 1, 1, 1};
    const auto ldlt = cpu::ldltSolve(2, 3, a.data(), 1, ldltRhs.data());
    EXPECT_EQ(ldlt.status[0], MatrixStatus::Singular);
    EXPECT_TRUE(std::isnan(ldltRhs[0]));
    EXPECT_EQ(ldlt.status[1], MatrixStatus::Ok);  // indefinite is fine for LDL^T
    EXPECT_NEAR(ldltRhs[2], 1.0 / 3.0, 1e-15);

    std::vector<double> nonFinite = {1, std::nan(""), 0, 1};
    EXPECT_EQ(OnCpu::luFactor(2, 1, nonFinite.data(), pivots.data()).status[0], MatrixStatus::Singular);
}

// Coincident data points give duplicated rows and columns: the kriging matrix is rank deficient.
// The pseudo-inverse solve must give the minimum-norm least-squares solution, which Eigen's
// complete orthogonal decomposition computes independently.
TYPED_TEST(BatchedCpu, PseudoInverseOfRankDeficientMatrices) {
    using T = TypeParam;
    for (int n : {4, 17, 33}) {
        auto a = test::makeMatrices<T>(Family::Kriging, n, n, kBatch, unsigned(n) + 4);
        for (std::size_t k = 0; k < kBatch; ++k) {
            T* ak = a.data() + k * std::size_t(n * n);
            for (int j = 0; j < n; ++j) ak[std::size_t(j * n + 1)] = ak[std::size_t(j * n)];  // row 1 = row 0
            for (int i = 0; i < n; ++i) ak[std::size_t(n + i)] = ak[std::size_t(i)];          // column 1 = column 0
        }
        const auto b = test::makeRandom<T>(kBatch * std::size_t(n), 11);
        auto x = b;
        BatchedOptions options;
        options.pinvRelativeThreshold = std::is_same_v<Real<T>, double> ? 1e-10 : 1e-4;
        const auto report = OnCpu::pinvSolve(n, n, kBatch, a.data(), 1, x.data(), options);
        auto lu = a;
        std::vector<int> pivots(kBatch * std::size_t(n));
        const auto luReport = OnCpu::luFactor(n, kBatch, lu.data(), pivots.data());
        for (std::size_t k = 0; k < kBatch; ++k) {
            EXPECT_EQ(report.status[k], MatrixStatus::Ok);
            EXPECT_NE(luReport.status[k], MatrixStatus::Ok)
                << "the duplicated row makes LU singular or ill-conditioned";
            const Wide ak = test::widen(a, k, n, n);
            const Wide expected = Eigen::CompleteOrthogonalDecomposition<Wide>(ak).solve(test::widen(b, k, n, 1));
            const Wide xk = test::widen(x, k, n, 1);
            const double tolerance = std::is_same_v<Real<T>, double> ? 1e-8 : 2e-2;
            EXPECT_LT(test::relative(xk - expected, expected), tolerance) << "n " << n;
        }
    }
}

TEST(BatchedCpuStatus, RankDeficientLeastSquaresIsSingular) {
    std::vector<double> a = {1, 1, 1, 2, 2, 2};  // 3 x 2, second column twice the first
    std::vector<double> b = {1, 2, 3};
    const auto report = OnCpu::leastSquares(3, 2, 1, a.data(), 1, b.data());
    EXPECT_EQ(report.status[0], MatrixStatus::Singular);
    EXPECT_TRUE(std::isnan(b[0]));
}

TEST(BatchedCpuShape, RejectsBadShapes) {
    std::vector<double> a(4);
    std::vector<int> pivots(2);
    EXPECT_THROW(OnCpu::luFactor(0, 1, a.data(), pivots.data()), ValidationError);
    EXPECT_THROW(OnCpu::luFactor(129, 0, a.data(), pivots.data()), ValidationError);
    std::vector<double> q(4), r(4);
    EXPECT_THROW(OnCpu::qrFactor(1, 2, 1, a.data(), q.data(), r.data()), ValidationError);
    EXPECT_THROW(OnCpu::luSolve(2, 1, a.data(), pivots.data(), 0, a.data()), ValidationError);
}

TEST(BatchedDispatch, VendorLimitsAndTable) {
    EXPECT_TRUE(vendorSupports(Operation::Svd, ScalarType::Double, 32, 32));
    EXPECT_FALSE(vendorSupports(Operation::Svd, ScalarType::Double, 33, 33));
    EXPECT_FALSE(vendorSupports(Operation::CholeskySolve, ScalarType::Float, 8, 8, 2));
    EXPECT_FALSE(vendorSupports(Operation::QrFactor, ScalarType::Float, 8, 8));
    for (Operation op : {Operation::LuFactor, Operation::CholeskyFactor, Operation::QrFactor, Operation::Svd})
        for (int n : {4, 32, 33, 128}) EXPECT_NE(chooseImplementation(op, ScalarType::Float, n), Implementation::Auto);
}

}  // namespace
}  // namespace strata::linalg
