#pragma once
// Test matrices and error measures shared by the CPU and GPU tests of Batched.h. Matrices are
// column-major, one after another, as the library takes them. Errors are computed in complex
// double whatever the type, so that measuring adds no error of its own.
#include <Eigen/Dense>

#include <complex>
#include <cstddef>
#include <limits>
#include <vector>

#include "strata/linalg/Batched.h"

namespace strata::linalg::test {

using Wide = Eigen::MatrixXcd;

enum class Family {
    Random,           // entries uniform in [-1, 1] (complex: both parts)
    Graded,           // U diag(s) V^H, s graded geometrically to a condition number of 1e6 (double) or 1e3 (float)
    Spd,              // M M^H + n I
    Kriging,          // spherical covariance of random points in the unit cube (range 0.6, sill 1)
    KrigingOrdinary,  // the same bordered by OK's Lagrange row and column (n - 1 points), saddle point
};

template <class T>
double epsilonOf() {
    return double(std::numeric_limits<Real<T>>::epsilon());
}

// The condition number Graded aims at for the type.
template <class T>
double gradedCondition() {
    return std::is_same_v<Real<T>, double> ? 1e6 : 1e3;
}

template <class T>
std::vector<T> makeMatrices(Family family, int m, int n, std::size_t batch, unsigned seed);
template <class T>
std::vector<T> makeRandom(std::size_t count, unsigned seed);

template <class T>
Wide widen(const T* data, int rows, int cols);
template <class T>
Wide widen(const std::vector<T>& data, std::size_t k, int rows, int cols) {
    return widen(data.data() + k * std::size_t(rows) * std::size_t(cols), rows, cols);
}

// P from LAPACK's 1-based swaps, as a matrix: P A = L U.
Wide permutationFromPivots(const int* pivots, int n);

double relative(const Wide& difference, const Wide& reference);
// max |Q^H Q - I| over the entries: each entry is a dot product of two columns, whose rounding
// grows with their length, where the Frobenius norm would add a factor n over the n^2 entries.
double orthogonalityError(const Wide& q);
// ||A x - b|| / (||A|| ||x|| + ||b||): the normwise backward error of a solve.
double backwardError(const Wide& a, const Wide& x, const Wide& b);
// ||A^H (A x - b)|| / (||A|| (||A|| ||x|| + ||b||)): the least-squares optimality, scaled.
double leastSquaresError(const Wide& a, const Wide& x, const Wide& b);

}  // namespace strata::linalg::test
