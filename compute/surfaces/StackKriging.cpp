#include "strata/surfaces/StackKriging.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <Eigen/Dense>

#include "PlanarCovariance.h"
#include "strata/core/Backend.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/core/Strings.h"
#include "strata/core/RunContext.h"

namespace strata::surfaces {

namespace {
using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}
using RowMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
constexpr double kFloatTolerance = 1e-4;  // of the data's spread, for the float dual sums
}  // namespace

GlobalStackKriging::GlobalStackKriging(std::span<const double> x, std::span<const double> y,
                                       const std::vector<std::vector<double>>& values,
                                       const variogram::VariogramModel& model, bool withVariance,
                                       const std::vector<bool>& exact)
    : model_(model), signalModel_(model) {
    const auto start = Clock::now();
    const std::size_t n = x.size();
    if (n == 0 || y.size() != n) throw ValidationError("surfaces", "data", "kriging needs at least one datum");
    signalModel_.nugget = 0;
    for (std::size_t i = 0; i < n; ++i) {
        cx_ += x[i] / double(n);
        cy_ += y[i] / double(n);
    }
    x_.resize(n);
    y_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        x_[i] = x[i] - cx_;
        y_[i] = y[i] - cy_;
    }
    const std::size_t h = values.size();
    if (!exact.empty() && exact.size() != n) throw ValidationError("surfaces", "data", "one exact flag per datum");
    const PlanarCovariance dataCov = PlanarCovariance::make(model_, true);
    const double signalAtZero = model_.maxCovariance() - model_.nugget;
    Eigen::MatrixXd k(n + 1, n + 1);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < i; ++j) k(i, j) = k(j, i) = dataCov(x_[i] - x_[j], y_[i] - y_[j]);
        k(i, i) = !exact.empty() && exact[i] && signalAtZero > 0 ? signalAtZero : dataCov(0.0, 0.0);
        k(i, n) = k(n, i) = 1.0;
    }
    k(n, n) = 0.0;
    const Eigen::PartialPivLU<Eigen::MatrixXd> lu(k);
    if (!(lu.rcond() > 1e-14))
        throw ValidationError("surfaces", "kriging",
                              "the global kriging matrix of " + std::to_string(n) +
                                  " data is singular (coincident data, or a model without structure)");

    offsets_.assign(h, 0.0);
    std::vector<double> spread(h, 0.0);
    Eigen::MatrixXd rhs = Eigen::MatrixXd::Zero(Eigen::Index(n + 1), Eigen::Index(h));
    for (std::size_t s = 0; s < h; ++s) {
        if (values[s].size() != n) throw ValidationError("surfaces", "data", "a value column has the wrong length");
        double mean = 0;
        for (double v : values[s]) {
            if (!std::isfinite(v)) throw ValidationError("surfaces", "data", "a contact elevation is not finite");
            mean += v / double(n);
        }
        double var = 0;
        for (std::size_t i = 0; i < n; ++i) {
            rhs(Eigen::Index(i), Eigen::Index(s)) = values[s][i] - mean;
            var += (values[s][i] - mean) * (values[s][i] - mean) / double(n);
        }
        offsets_[s] = mean;
        spread[s] = std::sqrt(var);
    }
    const Eigen::MatrixXd w = lu.solve(rhs);
    weights_.resize((n + 1) * h);
    for (std::size_t i = 0; i <= n; ++i)
        for (std::size_t s = 0; s < h; ++s) weights_[i * h + s] = w(Eigen::Index(i), Eigen::Index(s));
    if (withVariance) {
        const Eigen::MatrixXd inv = lu.inverse();
        inverse_.assign(inv.data(), inv.data() + inv.size());  // symmetric: layout does not matter
    }
    signalSill_ = signalModel_.maxCovariance();

    // Rounding of float dual sums: each of the n + 1 terms carries a relative error of 2^-24.
    for (std::size_t s = 0; s < h; ++s) {
        double terms = std::abs(w(Eigen::Index(n), Eigen::Index(s)));
        for (std::size_t i = 0; i < n; ++i) terms += signalSill_ * std::abs(w(Eigen::Index(i), Eigen::Index(s)));
        const double bound = std::ldexp(1.0, -24) * (std::sqrt(double(n)) + 1) * terms;
        const double relative = bound == 0 ? 0.0 : (spread[s] > 0 ? bound / spread[s] : HUGE_VAL);
        floatRelativeError_ = std::max(floatRelativeError_, relative);
    }
    factorMs_ = msSince(start);
}

void GlobalStackKriging::estimatePoints(std::span<const double> x, std::span<const double> y,
                                        double* const* estimate, double* variance) const {
    if (variance && inverse_.empty())
        throw ValidationError("surfaces", "variance", "was not prepared (construct with withVariance)");
    const std::size_t n = x_.size(), h = offsets_.size();
    const PlanarCovariance cov = PlanarCovariance::make(signalModel_, false);
    const Eigen::Map<const RowMatrix> w(weights_.data(), Eigen::Index(n + 1), Eigen::Index(h));
    Eigen::VectorXd k(n + 1);
    for (std::size_t p = 0; p < x.size(); ++p) {
        const double px = x[p] - cx_, py = y[p] - cy_;
        for (std::size_t i = 0; i < n; ++i) k(Eigen::Index(i)) = cov(px - x_[i], py - y_[i]);
        k(Eigen::Index(n)) = 1.0;
        const Eigen::VectorXd e = w.transpose() * k;
        for (std::size_t s = 0; s < h; ++s) estimate[s][p] = e(Eigen::Index(s)) + offsets_[s];
        if (variance) {
            const Eigen::Map<const Eigen::MatrixXd> inv(inverse_.data(), Eigen::Index(n + 1), Eigen::Index(n + 1));
            variance[p] = std::max(0.0, signalSill_ - k.dot(inv * k));
        }
    }
}

StackKrigingTimings GlobalStackKriging::estimateGridCpu(const GridSpec& grid, float* const* estimate, float* variance,
                                                        const RunContext& context) const {
    if (variance && inverse_.empty())
        throw ValidationError("surfaces", "variance", "was not prepared (construct with withVariance)");
    const auto start = Clock::now();
    const std::size_t n = x_.size(), h = offsets_.size();
    const PlanarCovariance cov = PlanarCovariance::make(signalModel_, false);
    const Eigen::Map<const RowMatrix> w(weights_.data(), Eigen::Index(n + 1), Eigen::Index(h));
    const Eigen::Map<const Eigen::MatrixXd> inv(inverse_.data(), inverse_.empty() ? 0 : Eigen::Index(n + 1),
                                                inverse_.empty() ? 0 : Eigen::Index(n + 1));
    const std::size_t nodes = grid.nx * grid.ny;
    ParallelOptions parallel;
    parallel.chunk = 1024;
    parallel.cancel = context.cancel;
    parallel.progress = context.progress;
    parallel.message = "kriging the surfaces";
    std::size_t chunks = 0;
    parallelChunks(nodes, parallel, [&](std::size_t begin, std::size_t end) {
        const Eigen::Index m = Eigen::Index(end - begin);
        RowMatrix kc(m, Eigen::Index(n + 1));
        for (std::size_t node = begin; node < end; ++node) {
            const double px = grid.nodeX(node) - cx_, py = grid.nodeY(node) - cy_;
            double* row = kc.row(Eigen::Index(node - begin)).data();
            for (std::size_t i = 0; i < n; ++i) row[i] = cov(px - x_[i], py - y_[i]);
            row[n] = 1.0;
        }
        const RowMatrix e = kc * w;
        for (std::size_t s = 0; s < h; ++s)
            for (Eigen::Index r = 0; r < m; ++r)
                estimate[s][begin + std::size_t(r)] = float(e(r, Eigen::Index(s)) + offsets_[s]);
        if (variance) {
            const RowMatrix q = kc * inv;
            for (Eigen::Index r = 0; r < m; ++r)
                variance[begin + std::size_t(r)] = float(std::max(0.0, signalSill_ - kc.row(r).dot(q.row(r))));
        }
    });
    chunks = (nodes + parallel.chunk - 1) / parallel.chunk;
    StackKrigingTimings t;
    t.backend = "cpu (double, " + std::to_string(hardwareThreads()) + " threads)";
    t.factorMs = factorMs_;
    t.kernelMs = t.totalMs = msSince(start);
    t.chunks = chunks;
    return t;
}

GpuStackInput GlobalStackKriging::gpuInput(bool withVariance) const {
    GpuStackInput in;
    in.dataCount = x_.size();
    in.x = x_.data();
    in.y = y_.data();
    in.surfaces = offsets_.size();
    in.weights = weights_.data();
    in.offsets = offsets_.data();
    in.inverse = withVariance && !inverse_.empty() ? inverse_.data() : nullptr;
    in.signalSill = signalSill_;
    in.centreX = cx_;
    in.centreY = cy_;
    in.model = &signalModel_;
    return in;
}

StackKrigingTimings GlobalStackKriging::estimateGrid(const GridSpec& grid, float* const* estimate, float* variance,
                                                     Precision precision, const RunContext& context) const {
    const BackendDecision decision = resolveBackend(context.backend, "surfaces");
    if (!decision.note.empty()) context.info(decision.note);
    if (decision.backend == Backend::Cpu) return estimateGridCpu(grid, estimate, variance, context);
    auto& engine = cudaEngineAs<CudaEngine>("surfaces");
    if (const std::string why = engine.unsupportedReason(signalModel_); !why.empty()) {
        context.info("surfaces: " + why + "; kriging on the CPU");
        return estimateGridCpu(grid, estimate, variance, context);
    }
    if (precision == Precision::Single && floatRelativeError_ > kFloatTolerance) {
        context.info("surfaces: float sums could lose " + std::to_string(floatRelativeError_) +
                     " of the data's spread (ill-conditioned kriging matrix); the GPU computes in double");
        precision = Precision::Double;
    }
    if (variance && inverse_.empty())
        throw ValidationError("surfaces", "variance", "was not prepared (construct with withVariance)");
    const auto start = Clock::now();
    StackKrigingTimings t = engine.estimateGrid(gpuInput(variance != nullptr), grid, precision, estimate, variance,
                                                context.cancel, context.progress);
    t.factorMs = factorMs_;
    t.totalMs = msSince(start);
    return t;
}

}  // namespace strata::surfaces
