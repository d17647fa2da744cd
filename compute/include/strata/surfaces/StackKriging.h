#pragma once
// Global ordinary kriging of a stack of surfaces that share their data locations: the
// surfaces of H strata picked in the same drillholes. One kriging matrix is built and factorised
// for all of them (Li & Dong's Experiments 2 and 4); the estimates use the dual form
//   z*_h(x0) = sum_i C(x0 - x_i) w_ih + mu_h,   [C 1; 1' 0] [w_h; mu_h] = [z_h; 0],
// so that one covariance vector per node serves every surface: a (nodes x n) by (n x H) product.
// The kriging variance k' K^-1 k is the same for all surfaces of the stack and optional.
//
// Conventions:
//  - Data-to-data covariances follow GSLIB (the nugget at zero distance); data-to-node
//    covariances leave the nugget out: with a nugget the surfaces are smooth and pass within
//    about the nugget's standard deviation of the contacts instead of jumping to them (the
//    nugget is read as the error of a contact pick). The variance is that of the smooth surface.
//  - Coordinates are shifted to the data centroid before any arithmetic; values are centred per
//    surface. Data closer than GSLIB's zero distance must be merged before (see mergeCoincident).
//  - The CPU computes in double. The GPU computes the dual sums in float (the seed's Experiment
//    6) unless floatRelativeError() says float would lose more than 1e-4 of the data's spread
//    (an ill-conditioned system: a Gaussian model without nugget, nearly coincident holes) or
//    double is asked for; the variance is always a double product (DGEMM), because k' K^-1 k
//    cancels against C(0) near the data.
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/core/RunContext.h"
#include "strata/core/Precision.h"
#include "strata/variogram/VariogramModel.h"

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata
namespace strata::surfaces {


struct StackKrigingTimings {
    std::string backend;    // "cpu (double, 16 threads)", "cuda (float)", ...
    std::string device;     // GPU name, or empty
    double factorMs = 0;    // building and factorising the kriging matrix (CPU, double)
    double kernelMs = 0;    // estimates on the device (CUDA events), or the CPU loop
    double varianceMs = 0;  // variance products (included in kernelMs on the CPU)
    double transferMs = 0;  // results device -> host (CUDA events)
    double totalMs = 0;     // wall clock of the grid estimation
    std::size_t chunks = 0;
};

// Plain host arrays handed to the CUDA engine.
struct GpuStackInput {
    std::size_t dataCount = 0;
    const double* x = nullptr;  // centred data coordinates
    const double* y = nullptr;
    std::size_t surfaces = 0;
    const double* weights = nullptr;  // (dataCount + 1) x surfaces, row-major: w_ih, last row mu_h
    const double* offsets = nullptr;  // per surface: added to every estimate (the centring)
    const double* inverse = nullptr;  // (dataCount + 1)^2, the inverse of [C 1; 1' 0]; null: no variance
    double signalSill = 0;            // C(0) without the nugget
    double centreX = 0, centreY = 0;  // subtracted from the grid's coordinates
    const variogram::VariogramModel* model = nullptr;
};

class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    // Why this model cannot run on the GPU ("" when it can).
    virtual std::string unsupportedReason(const variogram::VariogramModel& model) const = 0;
    // Estimates every surface at every node of a 2-D grid (x fastest): estimate[h][node]; the
    // variance (when input.inverse and variance are set) into variance[node]. Streams the nodes
    // in chunks sized to free device memory. Throws GpuError, CancelledError.
    virtual StackKrigingTimings estimateGrid(const GpuStackInput& input, const GridSpec& grid, Precision precision,
                                             float* const* estimate, float* variance, const CancelToken* cancel,
                                             Progress* progress) = 0;
};

class GlobalStackKriging {
public:
    // x, y: data locations shared by every surface; values[h][i]. Throws ValidationError when the
    // kriging matrix is singular or a value is not finite.
    // withVariance keeps the inverse of the kriging matrix for variances ((n + 1)^2 doubles).
    // exact (empty, or one flag per datum) marks data without pick error: the nugget leaves their
    // diagonal, so the surface passes through them (the ends of holes that stop above a surface).
    GlobalStackKriging(std::span<const double> x, std::span<const double> y,
                       const std::vector<std::vector<double>>& values, const variogram::VariogramModel& model,
                       bool withVariance = false, const std::vector<bool>& exact = {});

    std::size_t dataCount() const noexcept { return x_.size(); }
    std::size_t surfaceCount() const noexcept { return offsets_.size(); }
    double factorMs() const noexcept { return factorMs_; }

    bool hasVariance() const noexcept { return !inverse_.empty(); }

    // Estimates (double) at points: estimate[h][p]; variance[p] when not null (needs hasVariance()).
    void estimatePoints(std::span<const double> x, std::span<const double> y, double* const* estimate,
                        double* variance) const;

    // Estimates on a 2-D grid's nodes (float layers, nodeCount() each), on the backend that
    // context.backend resolves to; precision applies to the GPU. variance may be null (it must be
    // null unless hasVariance()).
    StackKrigingTimings estimateGrid(const GridSpec& grid, float* const* estimate, float* variance,
                                     Precision precision, const RunContext& context) const;
    // The same, forced onto the CPU.
    StackKrigingTimings estimateGridCpu(const GridSpec& grid, float* const* estimate, float* variance,
                                        const RunContext& context) const;

    // Largest rounding error of float dual sums, relative to the spread of the surface's data:
    // 2^-24 (sqrt(n) + 1) (C(0) sum_i |w_ih| + |mu_h|) / sd_h, over the surfaces.
    double floatRelativeError() const noexcept { return floatRelativeError_; }
    GpuStackInput gpuInput(bool withVariance) const;

private:
    std::vector<double> x_, y_;  // centred
    double cx_ = 0, cy_ = 0;
    std::vector<double> weights_;  // (n + 1) x H row-major
    std::vector<double> offsets_;
    std::vector<double> inverse_;  // (n + 1)^2
    double signalSill_ = 0;
    double floatRelativeError_ = 0;
    double factorMs_ = 0;
    variogram::VariogramModel model_;
    variogram::VariogramModel signalModel_;  // nugget removed: data-to-node covariances
};

}  // namespace strata::surfaces
