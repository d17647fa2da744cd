#pragma once
// Batched small dense solves: many independent n x n systems A_k x_k = b_k (kriging systems,
// one per grid node). The CPU reference uses Eigen; the CUDA engine ("linalg" in
// libstrata_cuda.so) offers two methods so that callers and benchmarks can pick by measurement:
//   WarpCholesky: one warp per system, the matrix in shared memory, Cholesky (SPD systems);
//   CublasLu:     cuBLAS getrfBatched + getrsBatched (LU with partial pivoting, any nonsingular).
// Matrices are column-major, stored one after another (n * n each); right-hand sides n each.
#include <cstddef>
#include <string>

namespace strata::linalg {

enum class BatchedMethod { WarpCholesky, CublasLu };
std::string toString(BatchedMethod method);

// Solves in place with Eigen (LLT when spd, else partial-pivoting LU); returns the number of
// systems that failed (their right-hand sides are set to NaN).
std::size_t solveBatchedCpu(int n, std::size_t batch, const double* matrices, double* rhs, bool spd);

struct BatchedSolveTimings {
    double uploadMs = 0;
    double solveMs = 0;     // factorisation + solve on the device, CUDA events, after a warm-up
    double downloadMs = 0;
    std::size_t failed = 0; // systems whose factorisation broke down (right-hand side set to NaN)
};

class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    virtual BatchedSolveTimings solveBatched(BatchedMethod method, int n, std::size_t batch, const float* matrices,
                                             float* rhs) = 0;
    virtual BatchedSolveTimings solveBatched(BatchedMethod method, int n, std::size_t batch, const double* matrices,
                                             double* rhs) = 0;
};

}  // namespace strata::linalg
