// The CPU side of Batched.h: Eigen per matrix, OpenMP over the batch (each matrix is independent,
// so the results do not depend on the number of threads).
#include <Eigen/Dense>

#include <cmath>
#include <limits>

#include "BunchKaufman.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg::cpu {
namespace {

template <class T>
using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic>;
template <class T>
using MatrixMap = Eigen::Map<Matrix<T>>;
template <class T>
using ConstMatrixMap = Eigen::Map<const Matrix<T>>;

constexpr double kInfinity = std::numeric_limits<double>::infinity();

template <class T>
T notANumber() {
    return T(std::numeric_limits<Real<T>>::quiet_NaN());
}

template <class T>
BatchedReport makeReport(std::size_t batch) {
    BatchedReport report;
    report.status.assign(batch, MatrixStatus::Ok);
    report.condition.assign(batch, 1.0);
    return report;
}

template <class T>
double conditionLimit(const BatchedOptions& options) {
    return options.conditionLimit > 0 ? options.conditionLimit : defaultConditionLimit(scalarTypeOf<T>());
}

// Ok, or IllConditioned when the estimate exceeds the limit.
template <class T>
MatrixStatus byCondition(double condition, const BatchedOptions& options) {
    return condition > conditionLimit<T>(options) ? MatrixStatus::IllConditioned : MatrixStatus::Ok;
}

template <class Body>
void forEachMatrix(std::size_t batch, Body body) {
    const long long count = static_cast<long long>(batch);
#pragma omp parallel for schedule(static)
    for (long long k = 0; k < count; ++k) body(std::size_t(k));
}

// Eigen's permutation (row i of A goes to row indices(i) of P A) as LAPACK's sequence of swaps.
void permutationToPivots(const Eigen::PartialPivLU<Matrix<double>>::PermutationType::IndicesType& indices, int n,
                         int* pivots) {
    const auto count = std::size_t(n);
    std::vector<int> target(count), current(count), position(count);
    for (int i = 0; i < n; ++i) target[std::size_t(indices(i))] = i;
    for (int i = 0; i < n; ++i) current[std::size_t(i)] = position[std::size_t(i)] = i;
    for (int i = 0; i < n; ++i) {
        const int j = position[std::size_t(target[std::size_t(i)])];
        pivots[i] = j + 1;
        std::swap(current[std::size_t(i)], current[std::size_t(j)]);
        position[std::size_t(current[std::size_t(i)])] = i;
        position[std::size_t(current[std::size_t(j)])] = j;
    }
}

template <class T>
bool allFinite(const T* values, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i)
        if (!std::isfinite(std::abs(values[i]))) return false;
    return true;
}

template <class T>
void fillNaN(T* values, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) values[i] = notANumber<T>();
}

// Rank deficient in the type's precision: the smallest singular value is below epsilon times the
// largest, so a least-squares solution would be noise (QR and least squares call it Singular).
template <class T>
bool numericallySingular(double condition) {
    return !(condition * double(Eigen::NumTraits<Real<T>>::epsilon()) < 1);
}

// The 2-norm condition number from decreasing singular values; infinity when the last is zero.
template <class Vector>
double conditionFromSingularValues(const Vector& s) {
    const double smallest = double(s(s.size() - 1));
    return smallest > 0 ? double(s(0)) / smallest : kInfinity;
}

}  // namespace

template <class T>
BatchedReport luFactor(int n, std::size_t batch, T* a, int* pivots, const BatchedOptions& options) {
    checkShape(Operation::LuFactor, n, n, 1);
    auto report = makeReport<T>(batch);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    forEachMatrix(batch, [&](std::size_t k) {
        T* ak = a + k * nn;
        int* pk = pivots + k * std::size_t(n);
        if (!allFinite(ak, nn)) {
            for (int i = 0; i < n; ++i) pk[i] = i + 1;
            fillNaN(ak, nn);
            report.status[k] = MatrixStatus::Singular;
            report.condition[k] = kInfinity;
            return;
        }
        MatrixMap<T> map(ak, n, n);
        const Eigen::PartialPivLU<Matrix<T>> lu(map);
        map = lu.matrixLU();
        permutationToPivots(lu.permutationP().indices(), n, pk);
        bool singular = false;
        for (int i = 0; i < n; ++i) singular = singular || map(i, i) == T(0);
        const double condition = singular ? kInfinity : 1.0 / double(lu.rcond());
        report.condition[k] = condition;
        report.status[k] = singular ? MatrixStatus::Singular : byCondition<T>(condition, options);
    });
    return report;
}

template <class T>
void luSolve(int n, std::size_t batch, const T* lu, const int* pivots, int nrhs, T* b) {
    checkShape(Operation::LuSolve, n, n, nrhs);
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> f(lu + k * nn, n, n);
        MatrixMap<T> x(b + k * nb, n, nrhs);
        bool singular = false;
        for (int i = 0; i < n; ++i) singular = singular || f(i, i) == T(0) || !std::isfinite(std::abs(f(i, i)));
        if (singular) {
            fillNaN(x.data(), nb);
            return;
        }
        const int* pk = pivots + k * std::size_t(n);
        for (int i = 0; i < n; ++i)
            if (pk[i] - 1 != i) x.row(i).swap(x.row(pk[i] - 1));
        f.template triangularView<Eigen::UnitLower>().solveInPlace(x);
        f.template triangularView<Eigen::Upper>().solveInPlace(x);
    });
}

template <class T>
BatchedReport choleskyFactor(int n, std::size_t batch, T* a, const BatchedOptions& options) {
    checkShape(Operation::CholeskyFactor, n, n, 1);
    auto report = makeReport<T>(batch);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    forEachMatrix(batch, [&](std::size_t k) {
        MatrixMap<T> map(a + k * nn, n, n);
        const Eigen::LLT<Matrix<T>> llt(map);
        if (!allFinite(map.data(), nn) || llt.info() != Eigen::Success) {
            fillNaN(map.data(), nn);
            report.status[k] = MatrixStatus::NotPositiveDefinite;
            report.condition[k] = kInfinity;
            return;
        }
        const double condition = 1.0 / double(llt.rcond());
        map = llt.matrixL();
        report.condition[k] = condition;
        report.status[k] = byCondition<T>(condition, options);
    });
    return report;
}

template <class T>
void choleskySolve(int n, std::size_t batch, const T* l, int nrhs, T* b) {
    checkShape(Operation::CholeskySolve, n, n, nrhs);
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> f(l + k * nn, n, n);
        MatrixMap<T> x(b + k * nb, n, nrhs);
        bool broken = false;
        for (int i = 0; i < n; ++i) broken = broken || !(std::real(f(i, i)) > 0);
        if (broken) {
            fillNaN(x.data(), nb);
            return;
        }
        f.template triangularView<Eigen::Lower>().solveInPlace(x);
        f.template triangularView<Eigen::Lower>().adjoint().solveInPlace(x);
    });
}

template <class T>
BatchedReport ldltSolve(int n, std::size_t batch, const T* a, int nrhs, T* b, const BatchedOptions& options) {
    static_assert(!Eigen::NumTraits<T>::IsComplex, "LDL^T is offered for real types");
    checkShape(Operation::LdltSolve, n, n, nrhs);
    auto report = makeReport<T>(batch);
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * nn, n, n);
        MatrixMap<T> x(b + k * nb, n, nrhs);
        if (!allFinite(map.data(), nn)) {
            fillNaN(x.data(), nb);
            report.status[k] = MatrixStatus::Singular;
            report.condition[k] = kInfinity;
            return;
        }
        const detail::BunchKaufman<T> factors(map);
        if (factors.singular()) {
            fillNaN(x.data(), nb);
            report.status[k] = MatrixStatus::Singular;
            report.condition[k] = kInfinity;
            return;
        }
        factors.solveInPlace(x);
        // The 1-norm condition number through the inverse (n solves; this is the reference path).
        Matrix<T> inverse = Matrix<T>::Identity(n, n);
        factors.solveInPlace(inverse);
        const double condition =
            double(map.cwiseAbs().colwise().sum().maxCoeff()) * double(inverse.cwiseAbs().colwise().sum().maxCoeff());
        report.condition[k] = std::isfinite(condition) ? condition : kInfinity;
        report.status[k] = std::isfinite(condition) ? byCondition<T>(condition, options) : MatrixStatus::Singular;
        if (!std::isfinite(condition)) fillNaN(x.data(), nb);
    });
    return report;
}

template <class T>
BatchedReport qrFactor(int m, int n, std::size_t batch, const T* a, T* qt, T* r, const BatchedOptions& options) {
    checkShape(Operation::QrFactor, m, n, 1);
    auto report = makeReport<T>(batch);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mm = std::size_t(m) * std::size_t(m);
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        MatrixMap<T> q(qt + k * mm, m, m), rk(r + k * mn, m, n);
        if (!allFinite(map.data(), mn)) {
            fillNaN(q.data(), mm);
            fillNaN(rk.data(), mn);
            report.status[k] = MatrixStatus::Singular;
            report.condition[k] = kInfinity;
            return;
        }
        const Eigen::HouseholderQR<Matrix<T>> qr(map);
        q = Matrix<T>(qr.householderQ()).adjoint();
        rk = qr.matrixQR().template triangularView<Eigen::Upper>();
        const Eigen::JacobiSVD<Matrix<T>> s(rk.topRows(n));
        const double condition = conditionFromSingularValues(s.singularValues());
        report.condition[k] = condition;
        report.status[k] =
            numericallySingular<T>(condition) ? MatrixStatus::Singular : byCondition<T>(condition, options);
    });
    return report;
}

template <class T>
BatchedReport leastSquares(int m, int n, std::size_t batch, const T* a, int nrhs, T* b, const BatchedOptions& options) {
    checkShape(Operation::LeastSquares, m, n, nrhs);
    auto report = makeReport<T>(batch);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mb = std::size_t(m) * std::size_t(nrhs);
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        MatrixMap<T> x(b + k * mb, m, nrhs);
        const Eigen::HouseholderQR<Matrix<T>> qr(map);
        const Matrix<T> rk = qr.matrixQR().topRows(n).template triangularView<Eigen::Upper>();
        const Eigen::JacobiSVD<Matrix<T>> s(rk);
        const double condition =
            allFinite(map.data(), mn) ? conditionFromSingularValues(s.singularValues()) : kInfinity;
        report.condition[k] = condition;
        if (numericallySingular<T>(condition)) {
            fillNaN(x.data(), mb);
            report.status[k] = MatrixStatus::Singular;
            return;
        }
        const Matrix<T> solution = qr.solve(x);
        x.topRows(n) = solution;
        report.status[k] = byCondition<T>(condition, options);
    });
    return report;
}

template <class T>
BatchedReport svd(int m, int n, std::size_t batch, const T* a, Real<T>* s, T* u, T* v, const BatchedOptions& options) {
    checkShape(Operation::Svd, m, n, 1);
    auto report = makeReport<T>(batch);
    const std::size_t mn = std::size_t(m) * std::size_t(n), nn = std::size_t(n) * std::size_t(n);
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        Eigen::Map<Eigen::Matrix<Real<T>, Eigen::Dynamic, 1>> sk(s + k * std::size_t(n), n);
        MatrixMap<T> uk(u + k * mn, m, n), vk(v + k * nn, n, n);
        if (!allFinite(map.data(), mn)) {
            fillNaN(sk.data(), std::size_t(n));
            fillNaN(uk.data(), mn);
            fillNaN(vk.data(), nn);
            report.status[k] = MatrixStatus::Singular;
            report.condition[k] = kInfinity;
            return;
        }
        const Eigen::JacobiSVD<Matrix<T>> decomposition(map, Eigen::ComputeThinU | Eigen::ComputeThinV);
        sk = decomposition.singularValues();
        uk = decomposition.matrixU();
        vk = decomposition.matrixV();
        const double condition = conditionFromSingularValues(sk);
        report.condition[k] = condition;
        report.status[k] = byCondition<T>(condition, options);
    });
    return report;
}

template <class T>
BatchedReport pinvSolve(int m, int n, std::size_t batch, const T* a, int nrhs, T* b, const BatchedOptions& options) {
    checkShape(Operation::PseudoInverseSolve, m, n, nrhs);
    auto report = makeReport<T>(batch);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mb = std::size_t(m) * std::size_t(nrhs);
    const double relative = options.pinvRelativeThreshold > 0
                                ? options.pinvRelativeThreshold
                                : double(m) * double(Eigen::NumTraits<Real<T>>::epsilon());
    forEachMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        MatrixMap<T> x(b + k * mb, m, nrhs);
        if (!allFinite(map.data(), mn)) {
            fillNaN(x.data(), mb);
            report.status[k] = MatrixStatus::Singular;
            report.condition[k] = kInfinity;
            return;
        }
        const Eigen::JacobiSVD<Matrix<T>> decomposition(map, Eigen::ComputeThinU | Eigen::ComputeThinV);
        const auto& sv = decomposition.singularValues();
        const double cut = relative * double(sv(0));
        Matrix<T> projected = decomposition.matrixU().adjoint() * x;
        double smallestKept = double(sv(0));
        for (int i = 0; i < n; ++i) {
            if (double(sv(i)) > cut && sv(i) > 0) {
                projected.row(i) /= sv(i);
                smallestKept = double(sv(i));
            } else {
                projected.row(i).setZero();
            }
        }
        x.topRows(n) = decomposition.matrixV() * projected;
        const double condition = smallestKept > 0 ? double(sv(0)) / smallestKept : 1.0;
        report.condition[k] = condition;
        report.status[k] = MatrixStatus::Ok;
    });
    return report;
}

#define STRATA_LINALG_CPU_COMMON(T)                                                                          \
    template BatchedReport luFactor<T>(int, std::size_t, T*, int*, const BatchedOptions&);                   \
    template void luSolve<T>(int, std::size_t, const T*, const int*, int, T*);                               \
    template BatchedReport choleskyFactor<T>(int, std::size_t, T*, const BatchedOptions&);                   \
    template void choleskySolve<T>(int, std::size_t, const T*, int, T*);                                     \
    template BatchedReport qrFactor<T>(int, int, std::size_t, const T*, T*, T*, const BatchedOptions&);      \
    template BatchedReport leastSquares<T>(int, int, std::size_t, const T*, int, T*, const BatchedOptions&); \
    template BatchedReport svd<T>(int, int, std::size_t, const T*, Real<T>*, T*, T*, const BatchedOptions&); \
    template BatchedReport pinvSolve<T>(int, int, std::size_t, const T*, int, T*, const BatchedOptions&);

STRATA_LINALG_CPU_COMMON(float)
STRATA_LINALG_CPU_COMMON(double)
STRATA_LINALG_CPU_COMMON(std::complex<float>)
template BatchedReport ldltSolve<float>(int, std::size_t, const float*, int, float*, const BatchedOptions&);
template BatchedReport ldltSolve<double>(int, std::size_t, const double*, int, double*, const BatchedOptions&);

}  // namespace strata::linalg::cpu
