#pragma once
// Local kriging systems of the same size solved together, SIMD across the systems (8 on
// AVX-512, 4 on AVX2, 2 on SSE2: lanes()): every element of the systems is stored interleaved
// (element (i, j) of the 8 matrices in one 64-byte vector), so that the covariance assembly, the
// Cholesky factorisation of C, the triangular solves and the Schur complement of the
// unknown-mean constraints are each one vector operation for all the systems, with no
// horizontal step and no pivoting (C is SPD).
// The arithmetic is LocalKrigingSolver's (same elimination, same singularity test on the pivots),
// in another order of the sums: results agree with it to rounding (~1e-13 relative).
// Why a hand-written kernel instead of Eigen: docs/kriging.md ("CPU backend"), measured.
// The widest vectors of the CPU are chosen at run time (AVX-512, AVX2, SSE2).
#include <cstdint>
#include <vector>

#include <Eigen/Dense>

#include "KrigingSetup.h"
#include "LocalKrigingSolver.h"
#include "PreparedData.h"
#include "WhitenedDrift.h"

namespace strata::kriging {

class LocalKrigingBatch {
public:
    static constexpr int kMaxLanes = 8;
    // Systems per batch on this CPU (run-time choice of the widest vectors).
    static int lanes();
    // Above this neighbour count the interleaved systems (n^2 / 2 * 64 bytes) leave the L2
    // cache and the scalar path is as fast.
    static constexpr int kMaxData = 128;

    LocalKrigingBatch(const KrigingSetup& setup, const PreparedData& data);

    // Solves lanes() systems of n neighbours each (0 < n <= kMaxData, n > constraints()):
    // target l at (x0[l], y0[l], z0[l]) with the external drift value secondary[l] and the
    // neighbours idx[l * n .. l * n + n). out[l] is Estimated with weights, variance and
    // multiplier, or Singular: C or the drift terms failed LocalKrigingSolver's test
    // (the caller then asks LocalKrigingSolver, which applies the documented rules).
    void solve(int n, const double* x0, const double* y0, const double* z0, const double* secondary,
               const std::uint32_t* idx, NodeSolution* out);

    // Whether the kernels run on AVX-512, AVX2 or plain SSE2 vectors.
    static const char* isa();

private:
    const KrigingSetup& setup_;
    const PreparedData& data_;
    std::vector<double> params_;     // the kernel's model constants (see LocalKrigingBatch.cpp)
    // Interleaved work arrays: element * lanes() + lane.
    std::vector<double> offsets_;    // x, y, z offsets of the neighbours from the targets (3 n)
    std::vector<double> frames_;     // per structure: frame x, y, z of the neighbours (3 n)
    std::vector<double> factor_;     // C, then L, packed lower triangle by rows (n (n + 1) / 2)
    std::vector<double> rdiag_;      // 1 / L(i, i)
    std::vector<double> c0_, drift_; // right-hand sides: c0 (n), F (p columns of n)
    std::vector<double> solved_;     // L^-1 c0, then the weights (n); L^-1 F (p n)
    std::vector<double> schur_, projected_, f0_, mu_;  // S = U'U (p p), U'y (p), f0 (p), mu (p)
    std::vector<double> variance_;
    // p > 1: one lane's G = L^-1 F, L^-1 c0 and f0, and its QR (WhitenedDrift.h).
    Eigen::MatrixXd laneDrift_, laneProjected_;
    Eigen::VectorXd laneSolved_, laneF0_, laneMu_;
    WhitenedDrift whitened_;
};

}  // namespace strata::kriging
