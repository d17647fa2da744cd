// Batched<Device::Gpu> of Batched.h: host arrays handed to the plugin's "batched-linalg" engine,
// which uploads, runs and downloads them.
#include "strata/core/Backend.h"
#include "strata/linalg/Batched.h"

namespace strata::linalg {
namespace {

template <class T>
BatchedReport runOnEngine(BatchedCall call, const BatchedOptions& options) {
    call.type = scalarTypeOf<T>();
    call.deviceMemory = false;
    checkShape(call.operation, call.m, call.n, call.nrhs);
    BatchedReport report;
    report.status.assign(call.batch, MatrixStatus::Ok);
    report.condition.assign(call.batch, 1.0);
    call.status = report.status.data();
    call.condition = report.condition.data();
    if (call.batch == 0) return report;
    auto& engine = cudaEngineAs<BatchedCudaEngine>("batched-linalg");
    report.implementation = engine.run(call, options, report.timings);
    return report;
}

template <class T>
void* erase(const T* p) {
    return const_cast<T*>(p);
}

// The fields every call has: the operation, its shape and the input matrices.
template <class T>
BatchedCall callOf(Operation operation, int m, int n, int nrhs, std::size_t batch, const T* a) {
    BatchedCall call;
    call.operation = operation;
    call.m = m;
    call.n = n;
    call.nrhs = nrhs;
    call.batch = batch;
    call.a = erase(a);
    return call;
}

}  // namespace

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::luFactor(int n, std::size_t batch, T* a, int* pivots,
                                             const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::LuFactor, n, n, 1, batch, a);
    call.pivots = pivots;
    return runOnEngine<T>(call, options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::luSolve(int n, std::size_t batch, const T* lu, const int* pivots, int nrhs, T* b,
                                            const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::LuSolve, n, n, nrhs, batch, lu);
    call.pivots = const_cast<int*>(pivots);
    call.b = b;
    return runOnEngine<T>(call, options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::choleskyFactor(int n, std::size_t batch, T* a, const BatchedOptions& options) {
    return runOnEngine<T>(callOf(Operation::CholeskyFactor, n, n, 1, batch, a), options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::choleskySolve(int n, std::size_t batch, const T* l, int nrhs, T* b,
                                                  const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::CholeskySolve, n, n, nrhs, batch, l);
    call.b = b;
    return runOnEngine<T>(call, options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::qrFactor(int m, int n, std::size_t batch, const T* a, T* qt, T* r,
                                             const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::QrFactor, m, n, 1, batch, a);
    call.q = qt;
    call.r = r;
    return runOnEngine<T>(call, options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::leastSquares(int m, int n, std::size_t batch, const T* a, int nrhs, T* b,
                                                 const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::LeastSquares, m, n, nrhs, batch, a);
    call.b = b;
    return runOnEngine<T>(call, options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::svd(int m, int n, std::size_t batch, const T* a, Real<T>* s, T* u, T* v,
                                        const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::Svd, m, n, 1, batch, a);
    call.r = s;
    call.q = u;
    call.v = v;
    return runOnEngine<T>(call, options);
}

template <>
template <class T>
BatchedReport Batched<Device::Gpu>::pinvSolve(int m, int n, std::size_t batch, const T* a, int nrhs, T* b,
                                              const BatchedOptions& options) {
    BatchedCall call = callOf(Operation::PseudoInverseSolve, m, n, nrhs, batch, a);
    call.b = b;
    return runOnEngine<T>(call, options);
}

#define STRATA_LINALG_GPU(T)                                                                                     \
    template BatchedReport Batched<Device::Gpu>::luFactor<T>(int, std::size_t, T*, int*, const BatchedOptions&); \
    template BatchedReport Batched<Device::Gpu>::luSolve<T>(int, std::size_t, const T*, const int*, int, T*,     \
                                                            const BatchedOptions&);                              \
    template BatchedReport Batched<Device::Gpu>::choleskyFactor<T>(int, std::size_t, T*, const BatchedOptions&); \
    template BatchedReport Batched<Device::Gpu>::choleskySolve<T>(int, std::size_t, const T*, int, T*,           \
                                                                  const BatchedOptions&);                        \
    template BatchedReport Batched<Device::Gpu>::qrFactor<T>(int, int, std::size_t, const T*, T*, T*,            \
                                                             const BatchedOptions&);                             \
    template BatchedReport Batched<Device::Gpu>::leastSquares<T>(int, int, std::size_t, const T*, int, T*,       \
                                                                 const BatchedOptions&);                         \
    template BatchedReport Batched<Device::Gpu>::svd<T>(int, int, std::size_t, const T*, Real<T>*, T*, T*,       \
                                                        const BatchedOptions&);                                  \
    template BatchedReport Batched<Device::Gpu>::pinvSolve<T>(int, int, std::size_t, const T*, int, T*,          \
                                                              const BatchedOptions&);

STRATA_LINALG_GPU(float)
STRATA_LINALG_GPU(double)
STRATA_LINALG_GPU(std::complex<float>)

}  // namespace strata::linalg
