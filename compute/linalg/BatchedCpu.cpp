// The CPU side of Batched.h: Eigen per matrix, OpenMP over the batch (each matrix is independent,
// so the results do not depend on the number of threads).
#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>

#include "BunchKaufman.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg {
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
double conditionLimit(const BatchedOptions& options) {
    return options.conditionLimit > 0 ? options.conditionLimit : defaultConditionLimit(scalarTypeOf<T>());
}

// What one matrix of a batch came to.
struct Outcome {
    MatrixStatus status = MatrixStatus::Ok;
    double condition = 1.0;
};

// A matrix whose results are NaN.
Outcome failed(MatrixStatus status) { return {status, kInfinity}; }

// Computed: Ok, or IllConditioned when the estimate exceeds the limit.
template <class T>
Outcome judged(double condition, const BatchedOptions& options) {
    return {condition > conditionLimit<T>(options) ? MatrixStatus::IllConditioned : MatrixStatus::Ok, condition};
}

// The loop of every entry point: each matrix k of the batch through `one` (in parallel; each
// matrix is independent), which does its work and returns what it came to.
template <class One>
BatchedReport perMatrix(std::size_t batch, One one) {
    BatchedReport report;
    report.status.assign(batch, MatrixStatus::Ok);
    report.condition.assign(batch, 1.0);
    const long long count = static_cast<long long>(batch);
#pragma omp parallel for schedule(static)
    for (long long k = 0; k < count; ++k) {
        const Outcome outcome = one(std::size_t(k));
        report.status[std::size_t(k)] = outcome.status;
        report.condition[std::size_t(k)] = outcome.condition;
    }
    return report;
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

// A factor's solve: NaN and `broken` for a factor with a zero (LU) or non-positive (Cholesky)
// pivot, else the pivots' ratio as the condition (squared for Cholesky), as the GPU reports it.
template <class T>
Outcome solvableFactor(const ConstMatrixMap<T>& f, bool cholesky, const BatchedOptions& options) {
    double largest = 0, smallest = kInfinity;
    for (Eigen::Index i = 0; i < f.rows(); ++i) {
        const double d = cholesky ? double(std::real(f(i, i))) : double(std::abs(f(i, i)));
        if (!(d > 0) || !std::isfinite(d))
            return failed(cholesky ? MatrixStatus::NotPositiveDefinite : MatrixStatus::Singular);
        largest = std::max(largest, d);
        smallest = std::min(smallest, d);
    }
    const double ratio = largest / smallest;
    return judged<T>(cholesky ? ratio * ratio : ratio, options);
}

}  // namespace

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::luFactor(int n, std::size_t batch, T* a, int* pivots,
                                             const BatchedOptions& options) {
    checkShape(Operation::LuFactor, n, n, 1);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    return perMatrix(batch, [&](std::size_t k) {
        MatrixMap<T> map(a + k * nn, n, n);
        int* pk = pivots + k * std::size_t(n);
        if (!allFinite(map.data(), nn)) {
            for (int i = 0; i < n; ++i) pk[i] = i + 1;
            fillNaN(map.data(), nn);
            return failed(MatrixStatus::Singular);
        }
        const Eigen::PartialPivLU<Matrix<T>> lu(map);
        map = lu.matrixLU();
        permutationToPivots(lu.permutationP().indices(), n, pk);
        for (int i = 0; i < n; ++i)
            if (map(i, i) == T(0)) return failed(MatrixStatus::Singular);
        return judged<T>(1.0 / double(lu.rcond()), options);
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::luSolve(int n, std::size_t batch, const T* lu, const int* pivots, int nrhs, T* b,
                                            const BatchedOptions& options) {
    checkShape(Operation::LuSolve, n, n, nrhs);
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> f(lu + k * nn, n, n);
        MatrixMap<T> x(b + k * nb, n, nrhs);
        const Outcome outcome = solvableFactor<T>(f, false, options);
        if (outcome.status == MatrixStatus::Singular) {
            fillNaN(x.data(), nb);
            return outcome;
        }
        const int* pk = pivots + k * std::size_t(n);
        for (int i = 0; i < n; ++i)
            if (pk[i] - 1 != i) x.row(i).swap(x.row(pk[i] - 1));
        f.template triangularView<Eigen::UnitLower>().solveInPlace(x);
        f.template triangularView<Eigen::Upper>().solveInPlace(x);
        return outcome;
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::choleskyFactor(int n, std::size_t batch, T* a, const BatchedOptions& options) {
    checkShape(Operation::CholeskyFactor, n, n, 1);
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    return perMatrix(batch, [&](std::size_t k) {
        MatrixMap<T> map(a + k * nn, n, n);
        const Eigen::LLT<Matrix<T>> llt(map);
        if (!allFinite(map.data(), nn) || llt.info() != Eigen::Success) {
            fillNaN(map.data(), nn);
            return failed(MatrixStatus::NotPositiveDefinite);
        }
        map = llt.matrixL();
        return judged<T>(1.0 / double(llt.rcond()), options);
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::choleskySolve(int n, std::size_t batch, const T* l, int nrhs, T* b,
                                                  const BatchedOptions& options) {
    checkShape(Operation::CholeskySolve, n, n, nrhs);
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> f(l + k * nn, n, n);
        MatrixMap<T> x(b + k * nb, n, nrhs);
        const Outcome outcome = solvableFactor<T>(f, true, options);
        if (outcome.status == MatrixStatus::NotPositiveDefinite) {
            fillNaN(x.data(), nb);
            return outcome;
        }
        f.template triangularView<Eigen::Lower>().solveInPlace(x);
        f.template triangularView<Eigen::Lower>().adjoint().solveInPlace(x);
        return outcome;
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::qrFactor(int m, int n, std::size_t batch, const T* a, T* qt, T* r,
                                             const BatchedOptions& options) {
    checkShape(Operation::QrFactor, m, n, 1);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mm = std::size_t(m) * std::size_t(m);
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        MatrixMap<T> q(qt + k * mm, m, m), rk(r + k * mn, m, n);
        if (!allFinite(map.data(), mn)) {
            fillNaN(q.data(), mm);
            fillNaN(rk.data(), mn);
            return failed(MatrixStatus::Singular);
        }
        const Eigen::HouseholderQR<Matrix<T>> qr(map);
        q = Matrix<T>(qr.householderQ()).adjoint();
        rk = qr.matrixQR().template triangularView<Eigen::Upper>();
        const Eigen::JacobiSVD<Matrix<T>> s(rk.topRows(n));
        const double condition = conditionFromSingularValues(s.singularValues());
        return numericallySingular<T>(condition) ? Outcome{MatrixStatus::Singular, condition}
                                                 : judged<T>(condition, options);
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::leastSquares(int m, int n, std::size_t batch, const T* a, int nrhs, T* b,
                                                 const BatchedOptions& options) {
    checkShape(Operation::LeastSquares, m, n, nrhs);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mb = std::size_t(m) * std::size_t(nrhs);
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        MatrixMap<T> x(b + k * mb, m, nrhs);
        const Eigen::HouseholderQR<Matrix<T>> qr(map);
        const Matrix<T> rk = qr.matrixQR().topRows(n).template triangularView<Eigen::Upper>();
        const Eigen::JacobiSVD<Matrix<T>> s(rk);
        const double condition =
            allFinite(map.data(), mn) ? conditionFromSingularValues(s.singularValues()) : kInfinity;
        if (numericallySingular<T>(condition)) {
            fillNaN(x.data(), mb);
            return Outcome{MatrixStatus::Singular, condition};
        }
        const Matrix<T> solution = qr.solve(x);
        x.topRows(n) = solution;
        return judged<T>(condition, options);
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::svd(int m, int n, std::size_t batch, const T* a, Real<T>* s, T* u, T* v,
                                        const BatchedOptions& options) {
    checkShape(Operation::Svd, m, n, 1);
    const std::size_t mn = std::size_t(m) * std::size_t(n), nn = std::size_t(n) * std::size_t(n);
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        Eigen::Map<Eigen::Matrix<Real<T>, Eigen::Dynamic, 1>> sk(s + k * std::size_t(n), n);
        MatrixMap<T> uk(u + k * mn, m, n), vk(v + k * nn, n, n);
        if (!allFinite(map.data(), mn)) {
            fillNaN(sk.data(), std::size_t(n));
            fillNaN(uk.data(), mn);
            fillNaN(vk.data(), nn);
            return failed(MatrixStatus::Singular);
        }
        const Eigen::JacobiSVD<Matrix<T>> decomposition(map, Eigen::ComputeThinU | Eigen::ComputeThinV);
        sk = decomposition.singularValues();
        uk = decomposition.matrixU();
        vk = decomposition.matrixV();
        return judged<T>(conditionFromSingularValues(sk), options);
    });
}

template <>
template <class T>
BatchedReport Batched<Device::Cpu>::pinvSolve(int m, int n, std::size_t batch, const T* a, int nrhs, T* b,
                                              const BatchedOptions& options) {
    checkShape(Operation::PseudoInverseSolve, m, n, nrhs);
    const std::size_t mn = std::size_t(m) * std::size_t(n), mb = std::size_t(m) * std::size_t(nrhs);
    const double relative = options.pinvRelativeThreshold > 0
                                ? options.pinvRelativeThreshold
                                : double(m) * double(Eigen::NumTraits<Real<T>>::epsilon());
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * mn, m, n);
        MatrixMap<T> x(b + k * mb, m, nrhs);
        if (!allFinite(map.data(), mn)) {
            fillNaN(x.data(), mb);
            return failed(MatrixStatus::Singular);
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
        return Outcome{MatrixStatus::Ok, smallestKept > 0 ? double(sv(0)) / smallestKept : 1.0};
    });
}

template <class T>
BatchedReport cpu::ldltSolve(int n, std::size_t batch, const T* a, int nrhs, T* b, const BatchedOptions& options) {
    static_assert(!Eigen::NumTraits<T>::IsComplex, "LDL^T is offered for real types");
    checkShape(Operation::LdltSolve, n, n, nrhs);
    const std::size_t nn = std::size_t(n) * std::size_t(n), nb = std::size_t(n) * std::size_t(nrhs);
    return perMatrix(batch, [&](std::size_t k) {
        const ConstMatrixMap<T> map(a + k * nn, n, n);
        MatrixMap<T> x(b + k * nb, n, nrhs);
        if (!allFinite(map.data(), nn)) {
            fillNaN(x.data(), nb);
            return failed(MatrixStatus::Singular);
        }
        const detail::BunchKaufman<T> factors(map);
        if (factors.singular()) {
            fillNaN(x.data(), nb);
            return failed(MatrixStatus::Singular);
        }
        factors.solveInPlace(x);
        // The 1-norm condition number through the inverse (n solves; this is the reference path).
        Matrix<T> inverse = Matrix<T>::Identity(n, n);
        factors.solveInPlace(inverse);
        const double condition =
            double(map.cwiseAbs().colwise().sum().maxCoeff()) * double(inverse.cwiseAbs().colwise().sum().maxCoeff());
        if (!std::isfinite(condition)) {
            fillNaN(x.data(), nb);
            return failed(MatrixStatus::Singular);
        }
        return judged<T>(condition, options);
    });
}

#define STRATA_LINALG_CPU(T)                                                                                     \
    template BatchedReport Batched<Device::Cpu>::luFactor<T>(int, std::size_t, T*, int*, const BatchedOptions&); \
    template BatchedReport Batched<Device::Cpu>::luSolve<T>(int, std::size_t, const T*, const int*, int, T*,     \
                                                            const BatchedOptions&);                              \
    template BatchedReport Batched<Device::Cpu>::choleskyFactor<T>(int, std::size_t, T*, const BatchedOptions&); \
    template BatchedReport Batched<Device::Cpu>::choleskySolve<T>(int, std::size_t, const T*, int, T*,           \
                                                                  const BatchedOptions&);                        \
    template BatchedReport Batched<Device::Cpu>::qrFactor<T>(int, int, std::size_t, const T*, T*, T*,            \
                                                             const BatchedOptions&);                             \
    template BatchedReport Batched<Device::Cpu>::leastSquares<T>(int, int, std::size_t, const T*, int, T*,       \
                                                                 const BatchedOptions&);                         \
    template BatchedReport Batched<Device::Cpu>::svd<T>(int, int, std::size_t, const T*, Real<T>*, T*, T*,       \
                                                        const BatchedOptions&);                                  \
    template BatchedReport Batched<Device::Cpu>::pinvSolve<T>(int, int, std::size_t, const T*, int, T*,          \
                                                              const BatchedOptions&);

STRATA_LINALG_CPU(float)
STRATA_LINALG_CPU(double)
STRATA_LINALG_CPU(std::complex<float>)
template BatchedReport cpu::ldltSolve<float>(int, std::size_t, const float*, int, float*, const BatchedOptions&);
template BatchedReport cpu::ldltSolve<double>(int, std::size_t, const double*, int, double*, const BatchedOptions&);

}  // namespace strata::linalg
