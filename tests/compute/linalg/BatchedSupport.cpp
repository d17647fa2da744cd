#include "BatchedSupport.h"

#include <cmath>
#include <random>

namespace strata::linalg::test {
namespace {

template <class T>
T draw(std::mt19937& rng) {
    std::uniform_real_distribution<double> u(-1, 1);
    if constexpr (std::is_same_v<T, std::complex<float>>) {
        const double re = u(rng);
        return T(float(re), float(u(rng)));
    } else {
        return T(u(rng));
    }
}

Wide randomWide(int rows, int cols, std::mt19937& rng, bool complex) {
    std::uniform_real_distribution<double> u(-1, 1);
    Wide w(rows, cols);
    for (int j = 0; j < cols; ++j)
        for (int i = 0; i < rows; ++i) {
            const double re = u(rng);
            w(i, j) = {re, complex ? u(rng) : 0.0};
        }
    return w;
}

double spherical(double h, double range) {
    if (h >= range) return 0.0;
    const double r = h / range;
    return 1.0 - 1.5 * r + 0.5 * r * r * r;
}

Wide krigingMatrix(int n, bool ordinary, std::mt19937& rng) {
    const int points = ordinary ? n - 1 : n;
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<Eigen::Vector3d> p(static_cast<std::size_t>(points));
    for (auto& v : p) v = {u(rng), u(rng), u(rng)};
    Wide a = Wide::Zero(n, n);
    for (int i = 0; i < points; ++i)
        for (int j = 0; j < points; ++j) a(i, j) = spherical((p[std::size_t(i)] - p[std::size_t(j)]).norm(), 0.6);
    if (ordinary)
        for (int i = 0; i < points; ++i) a(i, n - 1) = a(n - 1, i) = 1.0;
    return a;
}

template <class T>
Wide makeOne(Family family, int m, int n, std::mt19937& rng) {
    const bool complex = std::is_same_v<T, std::complex<float>>;
    switch (family) {
        case Family::Random: return randomWide(m, n, rng, complex);
        case Family::Graded: {
            const Eigen::HouseholderQR<Wide> qu(randomWide(m, m, rng, complex)), qv(randomWide(n, n, rng, complex));
            const Wide u = Wide(qu.householderQ()).leftCols(n), v = qv.householderQ();
            Eigen::VectorXd s(n);
            for (int i = 0; i < n; ++i) s(i) = std::pow(gradedCondition<T>(), -double(i) / std::max(1, n - 1));
            return u * s.asDiagonal() * v.adjoint();
        }
        case Family::Spd: {
            const Wide g = randomWide(n, n, rng, complex);
            return g * g.adjoint() + double(n) * Wide::Identity(n, n);
        }
        case Family::Kriging: return krigingMatrix(n, false, rng);
        case Family::KrigingOrdinary: return krigingMatrix(n, true, rng);
    }
    return {};
}

template <class T>
T narrow(std::complex<double> v) {
    if constexpr (std::is_same_v<T, std::complex<float>>)
        return T(float(v.real()), float(v.imag()));
    else
        return T(v.real());
}

}  // namespace

template <class T>
std::vector<T> makeMatrices(Family family, int m, int n, std::size_t batch, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<T> out(batch * std::size_t(m) * std::size_t(n));
    for (std::size_t k = 0; k < batch; ++k) {
        const Wide w = makeOne<T>(family, m, n, rng);
        for (int j = 0; j < n; ++j)
            for (int i = 0; i < m; ++i) out[k * std::size_t(m * n) + std::size_t(j * m + i)] = narrow<T>(w(i, j));
    }
    return out;
}

template <class T>
std::vector<T> makeRandom(std::size_t count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<T> out(count);
    for (T& v : out) v = draw<T>(rng);
    return out;
}

template <class T>
Wide widen(const T* data, int rows, int cols) {
    Wide w(rows, cols);
    for (int j = 0; j < cols; ++j)
        for (int i = 0; i < rows; ++i) w(i, j) = std::complex<double>(data[std::size_t(j * rows + i)]);
    return w;
}

Wide permutationFromPivots(const int* pivots, int n) {
    Wide p = Wide::Identity(n, n);
    for (int i = 0; i < n; ++i) p.row(i).swap(p.row(pivots[i] - 1));
    return p;
}

double relative(const Wide& difference, const Wide& reference) { return difference.norm() / reference.norm(); }

double orthogonalityError(const Wide& q) {
    return (q.adjoint() * q - Wide::Identity(q.cols(), q.cols())).cwiseAbs().maxCoeff();
}

double backwardError(const Wide& a, const Wide& x, const Wide& b) {
    return (a * x - b).norm() / (a.norm() * x.norm() + b.norm());
}

double leastSquaresError(const Wide& a, const Wide& x, const Wide& b) {
    return (a.adjoint() * (a * x - b)).norm() / (a.norm() * (a.norm() * x.norm() + b.norm()));
}

#define STRATA_LINALG_TEST_SUPPORT(T)                                                 \
    template std::vector<T> makeMatrices<T>(Family, int, int, std::size_t, unsigned); \
    template std::vector<T> makeRandom<T>(std::size_t, unsigned);                     \
    template Wide widen<T>(const T*, int, int);

STRATA_LINALG_TEST_SUPPORT(float)
STRATA_LINALG_TEST_SUPPORT(double)
STRATA_LINALG_TEST_SUPPORT(std::complex<float>)

}  // namespace strata::linalg::test
