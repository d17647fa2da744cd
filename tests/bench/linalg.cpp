// Batched small dense linear algebra on the GPU (Batched.h): own kernels against the vendor's
// batched routines, for LU (getrf), Cholesky (potrf), QR (as the least-squares solve, which both
// have) and SVD, in float, double and complex float, n = 8, 16, 32, 64, 128, batches 10^3..10^6
// (bounded by --max-mib per array). Matrices: Hermitian, entries uniform in [-1, 1] plus n on
// the diagonal (diagonally dominant, so positive definite and well conditioned; fixed seed).
// Times: the device time by CUDA events (median and spread of --reps runs after one warm-up),
// the transfers separately; matrices per second and GFLOP/s from the nominal real flop counts
// (LU 2n^3/3, Cholesky n^3/3, QR least squares 4n^3/3, SVD with U and V 21n^3 (Golub and Van
// Loan); complex 4x). Ends with the dispatch choice the measurements imply, beside the table in
// compute/linalg/BatchedDispatch.cpp.
//   strata-bench-linalg [--quick] [--ops lu,chol,qr,svd] [--types float,double,complex-float]
//                       [--sizes 8,16,...] [--batches 1000,...] [--reps 3] [--max-mib 1024]
#include "BenchSupport.h"

#include <algorithm>
#include <complex>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/linalg/Batched.h"

using namespace strata;
using namespace strata::linalg;

namespace {

struct Settings {
    bool quick = false;
    std::vector<std::string> ops = {"lu", "chol", "qr", "svd"};
    std::vector<std::string> types = {"float", "double", "complex-float"};
    std::vector<int> sizes;             // empty: 8, 16, 32, 64, 128 (quick: 8, 32, 128)
    std::vector<std::size_t> batches;   // empty: 10^3..10^6 (quick: 10^3, 10^4)
    int reps = 3;
    std::size_t maxMib = 1024;
};

std::vector<std::string> listOf(const char* text) {
    std::vector<std::string> items;
    std::stringstream list(text);
    for (std::string item; std::getline(list, item, ',');) items.push_back(item);
    return items;
}

constexpr const char* kUsage =
    "usage: strata-bench-linalg [--quick] [--ops lu,chol,qr,svd] [--types float,double,complex-float]\n"
    "                           [--sizes 8,16,...] [--batches 1000,...] [--reps 3] [--max-mib 1024]\n";

Settings parse(int argc, char** argv) {
    Settings s;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--quick")
            s.quick = true;
        else if (arg == "--ops" && hasValue)
            s.ops = listOf(argv[++i]);
        else if (arg == "--types" && hasValue)
            s.types = listOf(argv[++i]);
        else if (arg == "--sizes" && hasValue)
            for (const auto& n : listOf(argv[++i])) s.sizes.push_back(std::clamp(std::atoi(n.c_str()), 1, 128));
        else if (arg == "--batches" && hasValue)
            for (const auto& b : listOf(argv[++i])) s.batches.push_back(std::size_t(std::max(1, std::atoi(b.c_str()))));
        else if (arg == "--reps" && hasValue)
            s.reps = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--max-mib" && hasValue)
            s.maxMib = std::size_t(std::max(1, std::atoi(argv[++i])));
        else {
            std::cerr << kUsage;
            std::exit(2);
        }
    }
    for (const auto& op : s.ops)
        if (op != "lu" && op != "chol" && op != "qr" && op != "svd") {
            std::cerr << "unknown operation '" << op << "' (lu, chol, qr, svd)\n";
            std::exit(2);
        }
    for (const auto& type : s.types)
        if (type != "float" && type != "double" && type != "complex-float") {
            std::cerr << "unknown type '" << type << "' (float, double, complex-float)\n";
            std::exit(2);
        }
    if (s.quick) s.reps = 1;
    if (s.sizes.empty()) s.sizes = s.quick ? std::vector<int>{8, 32, 128} : std::vector<int>{8, 16, 32, 64, 128};
    if (s.batches.empty())
        s.batches = s.quick ? std::vector<std::size_t>{1000, 10000} : std::vector<std::size_t>{1000, 10000, 100000, 1000000};
    return s;
}

template <class T>
T draw(std::mt19937& rng) {
    std::uniform_real_distribution<float> u(-1, 1);
    if constexpr (std::is_same_v<T, std::complex<float>>) {
        const float re = u(rng);
        return {re, u(rng)};
    } else {
        return T(u(rng));
    }
}

template <class T>
std::vector<T> makeMatrices(int n, std::size_t batch) {
    std::mt19937 rng(20260101);
    std::vector<T> a(batch * std::size_t(n) * std::size_t(n));
    for (std::size_t k = 0; k < batch; ++k) {
        T* ak = a.data() + k * std::size_t(n) * std::size_t(n);
        for (int j = 0; j < n; ++j) {
            for (int i = 0; i < j; ++i) {
                const T v = draw<T>(rng);
                ak[i + j * n] = v;
                if constexpr (std::is_same_v<T, std::complex<float>>)
                    ak[j + i * n] = std::conj(v);
                else
                    ak[j + i * n] = v;
            }
            ak[j + j * n] = T(float(n));
        }
    }
    return a;
}

Operation operationOf(const std::string& op) {
    if (op == "lu") return Operation::LuFactor;
    if (op == "chol") return Operation::CholeskyFactor;
    if (op == "qr") return Operation::LeastSquares;
    return Operation::Svd;
}

double nominalFlops(Operation op, int n, bool complex) {
    const double n3 = double(n) * n * n;
    double f = 0;
    switch (op) {
        case Operation::LuFactor: f = 2 * n3 / 3; break;
        case Operation::CholeskyFactor: f = n3 / 3; break;
        case Operation::LeastSquares: f = 4 * n3 / 3; break;
        default: f = 21 * n3; break;
    }
    return complex ? 4 * f : f;
}

// One run of the operation on the whole batch; returns its timings.
template <class T>
BatchedTimings runOnce(Operation op, int n, std::size_t batch, const std::vector<T>& a, Implementation impl) {
    BatchedOptions options;
    options.implementation = impl;
    const std::size_t nn = std::size_t(n) * std::size_t(n);
    switch (op) {
        case Operation::LuFactor: {
            auto f = a;
            std::vector<int> pivots(batch * std::size_t(n));
            return OnGpu::luFactor(n, batch, f.data(), pivots.data(), options).timings;
        }
        case Operation::CholeskyFactor: {
            auto f = a;
            return OnGpu::choleskyFactor(n, batch, f.data(), options).timings;
        }
        case Operation::LeastSquares: {
            std::vector<T> b(batch * std::size_t(n), T(1));
            return OnGpu::leastSquares(n, n, batch, a.data(), 1, b.data(), options).timings;
        }
        default: {
            std::vector<Real<T>> s(batch * std::size_t(n));
            std::vector<T> u(batch * nn), v(batch * nn);
            return OnGpu::svd(n, n, batch, a.data(), s.data(), u.data(), v.data(), options).timings;
        }
    }
}

struct Row {
    double computeMs = 0;
    double matricesPerSecond = 0;
};

using Key = std::tuple<std::string, ScalarType, int>;

template <class T>
void benchType(const Settings& settings, const std::string& opName,
               std::map<Key, std::map<Implementation, Row>>& best) {
    const Operation op = operationOf(opName);
    const ScalarType type = scalarTypeOf<T>();
    if (std::find(settings.types.begin(), settings.types.end(), toString(type)) == settings.types.end()) return;
    for (int n : settings.sizes)
        for (std::size_t batch : settings.batches) {
            const std::size_t bytes = batch * std::size_t(n) * std::size_t(n) * sizeof(T);
            if (bytes > settings.maxMib << 20) continue;
            const auto a = makeMatrices<T>(n, batch);
            for (Implementation impl : {Implementation::Own, Implementation::Vendor}) {
                if (impl == Implementation::Vendor && !vendorSupports(op, type, n, n)) continue;
                std::vector<double> compute, upload, download;
                try {
                    runOnce(op, n, batch, a, impl);  // warm-up
                    for (int r = 0; r < settings.reps; ++r) {
                        const BatchedTimings t = runOnce(op, n, batch, a, impl);
                        compute.push_back(t.computeMs);
                        upload.push_back(t.uploadMs);
                        download.push_back(t.downloadMs);
                    }
                } catch (const Error& e) {
                    std::printf("%-5s %-13s %4d %8zu %-6s  failed: %s\n", opName.c_str(), toString(type).c_str(), n,
                                batch, toString(impl).c_str(), e.what());
                    continue;
                }
                const auto c = bench::stats(compute), up = bench::stats(upload), down = bench::stats(download);
                const double perSecond = double(batch) / (c.median * 1e-3);
                const double gflops = nominalFlops(op, n, type == ScalarType::ComplexFloat) * perSecond * 1e-9;
                std::printf("%-5s %-13s %4d %8zu %-6s %10.3f (%.3f..%.3f) %9.3f %9.3f %12.4g %9.1f\n", opName.c_str(),
                            toString(type).c_str(), n, batch, toString(impl).c_str(), c.median, c.min, c.max, up.median,
                            down.median, perSecond, gflops);
                std::fflush(stdout);
                best[{opName, type, n}][impl] = {c.median, perSecond};  // the largest batch measured wins
            }
        }
}

}  // namespace

int main(int argc, char** argv) {
    const Settings settings = parse(argc, argv);
    std::cout << "strata-bench-linalg; CPU: " << bench::cpuName();
    if (!gpuStatus().usable) {
        std::cout << "; no GPU (" << gpuStatus().reason << ")\n";
        return 1;
    }
    std::cout << "; GPU: " << gpuStatus().devices.front().name << "; reps " << settings.reps
              << (settings.quick ? " (quick)" : "") << "\n";
    std::printf("%-5s %-13s %4s %8s %-6s %28s %9s %9s %12s %9s\n", "op", "type", "n", "batch", "impl",
                "device ms median (min..max)", "up ms", "down ms", "matrices/s", "GFLOP/s");
    std::map<Key, std::map<Implementation, Row>> best;
    for (const auto& op : settings.ops) {
        benchType<float>(settings, op, best);
        benchType<double>(settings, op, best);
        benchType<std::complex<float>>(settings, op, best);
    }
    std::cout << "\nDispatch implied by the largest batch measured (compute/linalg/BatchedDispatch.cpp):\n";
    std::printf("%-5s %-13s %4s %-8s %-8s %s\n", "op", "type", "n", "faster", "table", "own/vendor time");
    for (const auto& [key, rows] : best) {
        const auto& [op, type, n] = key;
        const auto own = rows.find(Implementation::Own), vendor = rows.find(Implementation::Vendor);
        Implementation faster = Implementation::Own;
        double ratio = 0;
        if (own != rows.end() && vendor != rows.end()) {
            ratio = own->second.computeMs / vendor->second.computeMs;
            faster = ratio <= 1 ? Implementation::Own : Implementation::Vendor;
        } else if (own == rows.end()) {
            faster = Implementation::Vendor;
        }
        const Implementation table = chooseImplementation(operationOf(op), type, n);
        std::printf("%-5s %-13s %4d %-8s %-8s %s%s\n", op.c_str(), toString(type).c_str(), n, toString(faster).c_str(),
                    toString(table).c_str(), ratio > 0 ? std::to_string(ratio).c_str() : "-",
                    faster != table ? "   <- differs" : "");
    }
    return 0;
}
