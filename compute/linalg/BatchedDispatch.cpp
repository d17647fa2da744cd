// Names, shape rules and the one dispatch table of Batched.h.
#include <limits>

#include "strata/core/Error.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg {

std::string toString(MatrixStatus status) {
    switch (status) {
        case MatrixStatus::Ok: return "ok";
        case MatrixStatus::Singular: return "singular";
        case MatrixStatus::NotPositiveDefinite: return "not positive definite";
        case MatrixStatus::IllConditioned: return "ill-conditioned";
        case MatrixStatus::NotConverged: return "not converged";
    }
    return "unknown";
}

std::string toString(Implementation implementation) {
    switch (implementation) {
        case Implementation::Auto: return "auto";
        case Implementation::Own: return "own";
        case Implementation::Vendor: return "vendor";
    }
    return "unknown";
}

std::string toString(Operation operation) {
    switch (operation) {
        case Operation::LuFactor: return "lu";
        case Operation::LuSolve: return "lu-solve";
        case Operation::CholeskyFactor: return "cholesky";
        case Operation::CholeskySolve: return "cholesky-solve";
        case Operation::LdltSolve: return "ldlt-solve";
        case Operation::QrFactor: return "qr";
        case Operation::LeastSquares: return "least-squares";
        case Operation::Svd: return "svd";
        case Operation::PseudoInverseSolve: return "pinv-solve";
    }
    return "unknown";
}

std::string toString(ScalarType type) {
    switch (type) {
        case ScalarType::Float: return "float";
        case ScalarType::Double: return "double";
        case ScalarType::ComplexFloat: return "complex-float";
    }
    return "unknown";
}

std::size_t BatchedReport::count(MatrixStatus s) const {
    std::size_t c = 0;
    for (MatrixStatus v : status) c += v == s ? 1 : 0;
    return c;
}

double defaultConditionLimit(ScalarType type) {
    const double epsilon = type == ScalarType::Double ? std::numeric_limits<double>::epsilon()
                                                      : double(std::numeric_limits<float>::epsilon());
    return 0.1 / epsilon;
}

void checkShape(Operation operation, int m, int n, int nrhs) {
    constexpr int kLargest = 128;
    if (n < 1 || n > kLargest)
        throw ValidationError("linalg", "n", "must be in 1..128 (got " + std::to_string(n) + ")");
    const bool rectangular = operation == Operation::QrFactor || operation == Operation::LeastSquares ||
                             operation == Operation::Svd || operation == Operation::PseudoInverseSolve;
    if (rectangular && (m < n || m > kLargest))
        throw ValidationError("linalg", "m",
                              "must be in n..128 (got m " + std::to_string(m) + ", n " + std::to_string(n) + ")");
    if (!rectangular && m != n)
        throw ValidationError("linalg", "m",
                              "must equal n for " + toString(operation) + " (got " + std::to_string(m) + ")");
    if (nrhs < 1) throw ValidationError("linalg", "nrhs", "must be >= 1 (got " + std::to_string(nrhs) + ")");
}

// What the cuBLAS / cuSOLVER batched routines accept:
//   getrfBatched / getrsBatched (cuBLAS): any n, S/D/C;
//   potrfBatched / potrsBatched (cuSOLVER): any n, S/D/C, potrsBatched one right-hand side only;
//   gelsBatched (cuBLAS): m >= n, S/D/C (no rank check: we check R's diagonal afterwards);
//   gesvdjBatched (cuSOLVER): m, n <= 32; we use it for square matrices (its U is m x m).
// QR with an explicit Q^H (geqrfBatched leaves Householder vectors), the pseudo-inverse solve and
// LDL^T have no batched vendor routine here.
bool vendorSupports(Operation operation, ScalarType, int m, int n, int nrhs) {
    switch (operation) {
        case Operation::LuFactor:
        case Operation::LuSolve:
        case Operation::CholeskyFactor: return true;
        case Operation::CholeskySolve: return nrhs == 1;
        case Operation::LeastSquares: return m >= n;
        case Operation::Svd: return m == n && n <= 32;
        case Operation::LdltSolve:
        case Operation::QrFactor:
        case Operation::PseudoInverseSolve: return false;
    }
    return false;
}

// The dispatch table for Auto, from strata-bench-linalg (batches up to 10^5-10^6, the largest
// measured deciding; docs/developer.md has the figures). Our lane-per-row LU and Cholesky
// (SegmentKernels.cuh) win up to n = 32 (LU float 2.1-4x, Cholesky 6-20x over the vendor's) except
// the complex LU above 16, where a lane's row of 32 complex values costs more than cuBLAS's
// getrf; above 32 the vendor wins, one warp per matrix leaving the multiprocessors half idle. Our
// Givens least squares wins from 16 to 64 (real) and at 17..32 (complex); our Jacobi SVD wins up
// to 16 and above 32 (gesvdjBatched takes n <= 32 only), gesvdj between.
Implementation chooseImplementation(Operation operation, ScalarType type, int n) {
    const bool complex = type == ScalarType::ComplexFloat;
    switch (operation) {
        case Operation::LuFactor:
        case Operation::LuSolve: return n <= (complex ? 16 : 32) ? Implementation::Own : Implementation::Vendor;
        case Operation::CholeskyFactor:
        case Operation::CholeskySolve: return n <= 32 ? Implementation::Own : Implementation::Vendor;
        case Operation::Svd: return n <= 16 || n > 32 ? Implementation::Own : Implementation::Vendor;
        case Operation::LeastSquares:
            return (complex ? n > 16 && n <= 32 : n > 8 && n <= 64) ? Implementation::Own : Implementation::Vendor;
        case Operation::LdltSolve:
        case Operation::QrFactor:
        case Operation::PseudoInverseSolve: return Implementation::Own;
    }
    return Implementation::Own;
}

}  // namespace strata::linalg
