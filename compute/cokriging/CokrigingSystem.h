#pragma once
// The one place a cokriging system is solved, so that a batched (GPU) solver can take its place:
// the systems with Lagrange rows are symmetric but indefinite, hence LU with partial pivoting.
#include <Eigen/Dense>

namespace strata::cokriging {

// Solves a x = b (a square, n >= 1; b one column per target sharing the matrix: one column for a
// local neighbourhood, many for the global one). Returns false, leaving x unspecified, when a
// pivot of the LU factorisation is below `pivotTolerance` in magnitude (a singular system).
bool solveCokrigingSystem(const Eigen::MatrixXd& a, const Eigen::MatrixXd& b, Eigen::MatrixXd& x,
                          double pivotTolerance);

}  // namespace strata::cokriging
