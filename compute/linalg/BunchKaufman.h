#pragma once
// Symmetric indefinite factorisation with Bunch-Kaufman pivoting (LAPACK's sytf2, lower, on a
// full symmetric copy): P A P^T = L D L^T with L unit lower triangular and D block diagonal with
// 1 x 1 and 2 x 2 blocks. Eigen's LDLT pivots on the diagonal only and cannot factor a matrix
// whose diagonal is zero where it pivots (the [0 1; 1 0] of a constraint), which the 2 x 2 blocks
// handle; kriging's saddle-point systems (a zero block for the Lagrange rows) are the case.
#include <Eigen/Dense>

#include <cmath>
#include <vector>

namespace strata::linalg::detail {

template <class Real>
class BunchKaufman {
public:
    using Matrix = Eigen::Matrix<Real, Eigen::Dynamic, Eigen::Dynamic>;

    explicit BunchKaufman(const Matrix& a) : n_(int(a.rows())), work_(a), l_(Matrix::Identity(a.rows(), a.rows())) {
        factor();
    }

    bool singular() const { return singular_; }

    // Solves A X = B in place.
    template <class Rhs>
    void solveInPlace(Rhs& x) const {
        for (const Step& s : steps_)
            if (s.swapWith != s.last) x.row(s.last).swap(x.row(s.swapWith));
        l_.template triangularView<Eigen::UnitLower>().solveInPlace(x);
        for (const Step& s : steps_) {
            if (s.size == 1) {
                x.row(s.first) /= work_(s.first, s.first);
            } else {
                const Eigen::Matrix<Real, 2, 2> d = work_.template block<2, 2>(s.first, s.first);
                const Eigen::Matrix<Real, 2, 2> inverse = d.inverse();
                const Matrix rows = x.middleRows(s.first, 2);
                x.middleRows(s.first, 2) = inverse * rows;
            }
        }
        l_.transpose().template triangularView<Eigen::UnitUpper>().solveInPlace(x);
        for (auto s = steps_.rbegin(); s != steps_.rend(); ++s)
            if (s->swapWith != s->last) x.row(s->last).swap(x.row(s->swapWith));
    }

private:
    struct Step {
        int first, size, last, swapWith;  // the pivot block starts at `first`; row `last` swapped with `swapWith`
    };

    void swapSymmetric(int k, int p, int q) {
        // Rows and columns p and q of the trailing matrix (from k), and the rows of L computed so far.
        work_.row(p).swap(work_.row(q));
        work_.col(p).swap(work_.col(q));
        l_.row(p).head(k).swap(l_.row(q).head(k));
    }

    void factor() {
        const Real alpha = (Real(1) + std::sqrt(Real(17))) / Real(8);
        int k = 0;
        while (k < n_) {
            const Real absakk = std::abs(work_(k, k));
            int imax = k;
            Real colmax = 0;
            if (k + 1 < n_) {
                Eigen::Index below = 0;
                colmax = work_.col(k).tail(n_ - k - 1).cwiseAbs().maxCoeff(&below);
                imax = k + 1 + int(below);
            }
            if (std::max(absakk, colmax) == Real(0)) {
                singular_ = true;
                steps_.push_back({k, 1, k, k});
                ++k;
                continue;
            }
            int kp = k, size = 1;
            if (absakk < alpha * colmax) {
                Real rowmax = 0;
                for (int j = k; j < n_; ++j)
                    if (j != imax) rowmax = std::max(rowmax, std::abs(work_(imax, j)));
                if (absakk >= alpha * colmax * (colmax / rowmax)) {
                    kp = k;
                } else if (std::abs(work_(imax, imax)) >= alpha * rowmax) {
                    kp = imax;
                } else {
                    kp = imax;
                    size = 2;
                }
            }
            const int last = k + size - 1;
            if (kp != last) swapSymmetric(k, last, kp);
            steps_.push_back({k, size, last, kp});
            if (size == 1)
                eliminateOne(k);
            else
                eliminateTwo(k);
            k += size;
        }
    }

    void eliminateOne(int k) {
        const Real d = work_(k, k);
        const int rest = n_ - k - 1;
        if (d == Real(0)) {
            singular_ = true;
            return;
        }
        if (rest == 0) return;
        const Eigen::Matrix<Real, Eigen::Dynamic, 1> column = work_.col(k).tail(rest);
        l_.col(k).tail(rest) = column / d;
        work_.bottomRightCorner(rest, rest).noalias() -= column * column.transpose() / d;
    }

    void eliminateTwo(int k) {
        const Eigen::Matrix<Real, 2, 2> d = work_.template block<2, 2>(k, k);
        const Real determinant = d(0, 0) * d(1, 1) - d(0, 1) * d(1, 0);
        const int rest = n_ - k - 2;
        if (determinant == Real(0)) {
            singular_ = true;
            return;
        }
        if (rest == 0) return;
        const Matrix columns = work_.block(k + 2, k, rest, 2);
        const Matrix lBlock = columns * d.inverse();
        l_.block(k + 2, k, rest, 2) = lBlock;
        work_.bottomRightCorner(rest, rest).noalias() -= lBlock * columns.transpose();
    }

    int n_;
    Matrix work_;  // D on its block diagonal at the end
    Matrix l_;
    std::vector<Step> steps_;
    bool singular_ = false;
};

}  // namespace strata::linalg::detail
