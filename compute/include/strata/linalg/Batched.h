#pragma once
// Batched small dense linear algebra: many independent matrices (10^3..10^6 of them, n from 4 to
// 128) factorised and solved at once, in float, double and complex float. Matrices are
// column-major and stored one after another (m * n each); right-hand sides are m x nrhs,
// column-major, one block after another. Every call returns a status and a condition estimate per
// matrix: a result that holds NaN always carries a status other than Ok.
//
// Three places run the same operations behind this one header:
//   Batched<Device::Cpu> (OnCpu)  Eigen, parallel over the batch (OpenMP), the reference of the tests;
//   Batched<Device::Gpu> (OnGpu)  the CUDA plugin ("batched-linalg" engine), own kernels or
//                                 cuBLAS/cuSOLVER batched routines, on host arrays (upload, run,
//                                 download, timed by CUDA events);
//   BatchedCudaEngine::run on device pointers, for estimators that keep their data on the GPU.
// BatchedSolve.h (the kriging benchmark's two solvers) stays as it was.
#include <complex>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace strata::linalg {

enum class MatrixStatus : std::uint8_t {
    Ok = 0,
    Singular,             // a zero pivot, non-finite input, or (QR, least squares) rank deficient in the
                          // type's precision (sigma_min <= epsilon sigma_max): solutions of this matrix are NaN
    NotPositiveDefinite,  // Cholesky met a pivot <= 0: the results of this matrix are NaN
    IllConditioned,       // computed, but the condition estimate exceeds BatchedOptions::conditionLimit
    NotConverged,         // the SVD's sweeps did not converge: the results of this matrix are NaN
};
std::string toString(MatrixStatus status);

enum class Implementation { Auto, Own, Vendor };
std::string toString(Implementation implementation);

enum class Operation {
    LuFactor,
    LuSolve,
    CholeskyFactor,
    CholeskySolve,
    LdltSolve,
    QrFactor,
    LeastSquares,
    Svd,
    PseudoInverseSolve
};
std::string toString(Operation operation);

enum class ScalarType { Float, Double, ComplexFloat };
std::string toString(ScalarType type);

template <class T>
constexpr ScalarType scalarTypeOf() {
    if constexpr (std::is_same_v<T, float>)
        return ScalarType::Float;
    else if constexpr (std::is_same_v<T, double>)
        return ScalarType::Double;
    else {
        static_assert(std::is_same_v<T, std::complex<float>>, "float, double or std::complex<float>");
        return ScalarType::ComplexFloat;
    }
}

template <class T>
struct RealOf {
    using type = T;
};
template <class T>
struct RealOf<std::complex<T>> {
    using type = T;
};
template <class T>
using Real = typename RealOf<T>::type;

struct BatchedOptions {
    Implementation implementation = Implementation::Auto;  // GPU only: own kernels, vendor, or the dispatch table
    double conditionLimit = 0;         // IllConditioned above this estimate; 0: 0.1 / epsilon of the type
    double pinvRelativeThreshold = 0;  // pseudo-inverse: singular values <= this * sigma_max are dropped;
                                       // 0: max(m, n) * epsilon of the type
    int maxSweeps = 30;                // SVD: one-sided Jacobi sweeps before NotConverged
};

struct BatchedTimings {
    double uploadMs = 0;
    double computeMs = 0;  // on the device, CUDA events
    double downloadMs = 0;
};

struct BatchedReport {
    std::vector<MatrixStatus> status;  // one per matrix
    // One per matrix. LU, Cholesky, LDL^T: the 1-norm estimate on the CPU (Eigen's rcond), the ratio of
    // the largest to the smallest pivot magnitude on the GPU (squared for Cholesky; a lower bound of the
    // 2-norm condition number). QR, SVD, pseudo-inverse: sigma_max / sigma_min (|r_max| / |r_min| for QR
    // on the GPU). Infinity for a singular matrix.
    std::vector<double> condition;
    Implementation implementation = Implementation::Own;  // what ran (never Auto); Own on the CPU
    BatchedTimings timings;                               // zero on the CPU
    std::size_t count(MatrixStatus s) const;
};

// The dispatch table: which implementation `Auto` runs for an operation, a type and a size, and the
// sizes the vendor routines accept (vendorSupports). Kept in BatchedDispatch.cpp.
Implementation chooseImplementation(Operation operation, ScalarType type, int n);
bool vendorSupports(Operation operation, ScalarType type, int m, int n, int nrhs = 1);
double defaultConditionLimit(ScalarType type);

// Where the entry points of Batched run.
enum class Device {
    Cpu,  // Eigen, parallel over the batch (OpenMP)
    Gpu,  // the CUDA plugin on host arrays (GpuError without a GPU)
};

// The entry points, one contract for both devices, each defined per device (BatchedCpu.cpp,
// BatchedGpu.cpp: specialisations of these member templates, declared below the struct,
// instantiated for float, double and std::complex<float>). Shape rules: 1 <= n <= 128, n <= m <= 128 (QR,
// least squares, SVD, pseudo-inverse), nrhs >= 1; else ValidationError("linalg", ...).
template <Device D>
struct Batched {
    // getrf: A = P L U in place (unit L below the diagonal, U on and above), pivots[k * n + i]
    // the 1-based row swapped with row i (LAPACK's ipiv).
    template <class T>
    static BatchedReport luFactor(int n, std::size_t batch, T* a, int* pivots, const BatchedOptions& options = {});
    // getrs: solves A X = B with the factors of luFactor; a matrix with a zero pivot gets NaN and
    // status Singular. The condition is the pivots' ratio (a lower bound).
    template <class T>
    static BatchedReport luSolve(int n, std::size_t batch, const T* lu, const int* pivots, int nrhs, T* b,
                                 const BatchedOptions& options = {});
    // potrf: A = L L^H (lower triangle; the strict upper triangle is set to zero).
    template <class T>
    static BatchedReport choleskyFactor(int n, std::size_t batch, T* a, const BatchedOptions& options = {});
    // potrs: solves with the L of choleskyFactor; a matrix with a non-positive pivot gets NaN and
    // status NotPositiveDefinite. The condition is the pivots' ratio, squared (a lower bound).
    template <class T>
    static BatchedReport choleskySolve(int n, std::size_t batch, const T* l, int nrhs, T* b,
                                       const BatchedOptions& options = {});
    // A = Q R: qt (m x m) = Q^H, r (m x n) upper trapezoidal.
    template <class T>
    static BatchedReport qrFactor(int m, int n, std::size_t batch, const T* a, T* qt, T* r,
                                  const BatchedOptions& options = {});
    // min ||A x - b|| for m >= n; b is m x nrhs, the solution is written in its first n rows.
    template <class T>
    static BatchedReport leastSquares(int m, int n, std::size_t batch, const T* a, int nrhs, T* b,
                                      const BatchedOptions& options = {});
    // Thin SVD A = U diag(s) V^H: s n values in decreasing order, u m x n, v n x n.
    template <class T>
    static BatchedReport svd(int m, int n, std::size_t batch, const T* a, Real<T>* s, T* u, T* v,
                             const BatchedOptions& options = {});
    // x = A^+ b through the SVD, singular values <= pinvRelativeThreshold * sigma_max dropped; b
    // is m x nrhs, x written in its first n rows. Rank-deficient matrices are Ok (their
    // minimum-norm solution).
    template <class T>
    static BatchedReport pinvSolve(int m, int n, std::size_t batch, const T* a, int nrhs, T* b,
                                   const BatchedOptions& options = {});
};

// Each device defines the entry points as its specialisations of these members (BatchedCpu.cpp,
// BatchedGpu.cpp); the language asks for them to be declared before any use.
#define STRATA_BATCHED_ENTRY_POINTS_OF(D)                                                                         \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::luFactor(int, std::size_t, T*, int*, const BatchedOptions&);                        \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::luSolve(int, std::size_t, const T*, const int*, int, T*, const BatchedOptions&);    \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::choleskyFactor(int, std::size_t, T*, const BatchedOptions&);                        \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::choleskySolve(int, std::size_t, const T*, int, T*, const BatchedOptions&);          \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::qrFactor(int, int, std::size_t, const T*, T*, T*, const BatchedOptions&);           \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::leastSquares(int, int, std::size_t, const T*, int, T*, const BatchedOptions&);      \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::svd(int, int, std::size_t, const T*, Real<T>*, T*, T*, const BatchedOptions&);      \
    template <>                                                                                                   \
    template <class T>                                                                                            \
    BatchedReport Batched<D>::pinvSolve(int, int, std::size_t, const T*, int, T*, const BatchedOptions&);
STRATA_BATCHED_ENTRY_POINTS_OF(Device::Cpu)
STRATA_BATCHED_ENTRY_POINTS_OF(Device::Gpu)
#undef STRATA_BATCHED_ENTRY_POINTS_OF

using OnCpu = Batched<Device::Cpu>;
using OnGpu = Batched<Device::Gpu>;

namespace cpu {
// Symmetric indefinite factor and solve in one call (P A P^T = L D L^T, Bunch-Kaufman pivoting,
// 1 x 1 and 2 x 2 blocks in D), real types, CPU only; factors kriging's saddle-point systems with
// Lagrange rows and zero diagonals. The condition estimate is the 1-norm one, through the inverse.
template <class T>
BatchedReport ldltSolve(int n, std::size_t batch, const T* a, int nrhs, T* b, const BatchedOptions& options = {});
}  // namespace cpu

// The CUDA plugin's interface, one call for every operation and type (type-erased so that the
// plugin exports one virtual function). Pointers are device pointers when deviceMemory is true,
// else host arrays that the engine uploads and downloads; status and condition are always arrays
// of `batch` (in the same memory as the matrices).
struct BatchedCall {
    Operation operation = Operation::LuFactor;
    ScalarType type = ScalarType::Double;
    int m = 0, n = 0, nrhs = 0;
    std::size_t batch = 0;
    void* a = nullptr;      // matrices; factors out (LU, Cholesky) in place
    int* pivots = nullptr;  // LU: n per matrix, 1-based
    void* b = nullptr;      // right-hand sides in, solutions out
    void* q = nullptr;      // QR: Q^H (m x m); SVD: U (m x n)
    void* r = nullptr;      // QR: R (m x n); SVD: the singular values (n reals)
    void* v = nullptr;      // SVD: V (n x n)
    MatrixStatus* status = nullptr;
    double* condition = nullptr;
    bool deviceMemory = false;
};

class BatchedCudaEngine {
public:
    virtual ~BatchedCudaEngine() = default;
    // Runs options.implementation (Auto resolved by the dispatch table); returns what ran and the
    // timings. Own kernels cover every operation except LdltSolve; vendor routines those for which
    // vendorSupports() holds. Throws ValidationError for a combination that cannot run.
    virtual Implementation run(const BatchedCall& call, const BatchedOptions& options, BatchedTimings& timings) = 0;
};

// Shape checks shared by every entry point (ValidationError naming the option).
void checkShape(Operation operation, int m, int n, int nrhs);

}  // namespace strata::linalg
