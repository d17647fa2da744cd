#pragma once
// Inverse distance weighting (IDW) and adaptive IDW (AIDW; Lu & Wong 2008, as ported to GPUs by
// Mei, Xu & Xu 2017) on the CPU (all cores) and on CUDA.
//
// IDW:  z*(t) = sum w_i z_i / sum w_i,  w_i = d(t, x_i)^-p, over all data, the K nearest, or the
//       data inside a search ellipsoid; the distance may be anisotropic (GSLIB angles).
// AIDW: the power varies per target. With n data over the area A of their bounding box (or a given
//       area; in 3-D the volume V), r_exp = 1 / (2 sqrt(n / A)) (2-D) or 0.55396 / (n / V)^(1/3)
//       (3-D: the mean nearest-neighbour distance of a Poisson process, Gamma(4/3) (3 / (4 pi))^(1/3)),
//       r_obs = mean distance to the k nearest data, R = r_obs / r_exp, mu = 0 / 1 below Rmin /
//       above Rmax and 0.5 - 0.5 cos(pi / Rmax (R - Rmin)) between, and the power alpha follows
//       mu through triangular memberships over five levels (adaptivePower below).
//
// Numerics (both backends): coordinates are shifted to the data centroid, mapped into the
// anisotropy's frame and scaled by the largest extent of the data; values are centred and scaled
// to [-1, 1]; sums accumulate in double. A weight is 2^y with y = -p/2 log2(d^2) clamped to
// [-126, 100], so a datum closer than 2^(-100/p) data extents (a coincident one, in practice)
// outweighs every other and a target on a datum returns the datum (the mean of coincident data).
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "strata/core/Anisotropy.h"
#include "strata/core/RunContext.h"
#include "strata/core/Backend.h"
#include "strata/core/Grid.h"
#include "strata/core/Precision.h"
#include "strata/core/PointSet.h"

namespace strata::idw {


// Where estimates are wanted: the nodes of a grid (x fastest) or a list of points.
struct Targets {
    std::optional<GridSpec> grid;
    std::vector<double> x, y, z;  // when there is no grid; z may be empty (2-D)

    std::size_t size() const noexcept { return grid ? grid->nodeCount() : x.size(); }
    double xAt(std::size_t i) const noexcept { return grid ? grid->nodeX(i) : x[i]; }
    double yAt(std::size_t i) const noexcept { return grid ? grid->nodeY(i) : y[i]; }
    double zAt(std::size_t i) const noexcept { return grid ? grid->nodeZ(i) : (z.empty() ? 0.0 : z[i]); }
};

struct IdwParams {
    double power = 2.0;          // p in (0, 10]
    std::size_t neighbours = 0;  // 0: every datum (within the radius, if any); else the K nearest
    double radius = 0.0;         // > 0: only data inside the search ellipsoid of this major semi-axis
    Anisotropy anisotropy;       // shapes the distance of the weights and of the search

    void validate(const std::string& stage) const;
};

struct AidwParams {
    std::size_t k = 10;                                  // neighbours that give r_obs
    std::array<double, 5> alphaLevels{1, 2, 3, 4, 5};    // a1..a5, each in (0, 10]
    double rMin = 0.0, rMax = 2.0;                       // 0 <= Rmin < Rmax
    double area = 0.0;                                   // > 0: area (3-D: volume) instead of the bounding box's
    std::size_t neighbours = 0;                          // 0: every datum weighted; else the K nearest

    void validate(const std::string& stage) const;
};

// GPU kernels, selectable for benchmarks; Auto picks the fastest measured (blocked8-int on an
// H100; docs/idw.md).
enum class WeightsKernel {
    Auto,
    NaiveSoA,   // one target per thread, data read from global memory, structure of arrays
    NaiveAoS,   // the same with an aligned array of structures (float4: x, y, z, value)
    TiledSoA,   // data staged through shared memory in tiles, structure of arrays
    TiledAoS,   // shared-memory tiles of float4
    Blocked4,       // tiles of float4, 4 targets per thread, half of the logarithms on the FMA pipe
    Blocked8,       // the same with 8 targets per thread
    Blocked8Mufu,   // 8 targets per thread, every logarithm on the MUFU
    Blocked8Poly2,  // 8 targets per thread, 2 of the 8 logarithms on the FMA pipe
    Blocked8Poly6,  // 8 targets per thread, 6 of the 8 logarithms on the FMA pipe
    Blocked8Exp2,   // 8 targets per thread, 2 of the 8 powers 2^y on the FMA pipe
    Blocked8Exp3,
    Blocked8Exp4,
    Blocked8Exp5,
    Blocked8Exp6,
    Blocked8Log1Exp3,  // 1 logarithm and 3 powers of the 8 on the FMA pipe
    Blocked8Log2Exp3,
    Blocked8Int,       // targets with an integer power 1..5: r^p, r = rsqrt(d^2); the others blocked8-log1-exp3
};

// Every GPU weights kernel but Auto, in the benchmark's order.
std::span<const WeightsKernel> allWeightsKernels();
enum class KnnKernel {
    Auto,
    Grid,        // cell grid built on the GPU, one query per thread, rings of cells
    WarpGrid,    // the same cells, one query per warp, the list in the warp's registers
    BruteForce,  // every datum tested for every target (the published AIDW kernels)
};

struct ComputeOptions {
    Precision precision = Precision::Single;
    WeightsKernel weightsKernel = WeightsKernel::Auto;
    KnnKernel knnKernel = KnnKernel::Auto;
};

// GPU phases, measured with CUDA events; the CPU fills totalMs only.
struct Timings {
    double uploadMs = 0, knnMs = 0, weightsMs = 0, downloadMs = 0, totalMs = 0;
};

struct Result {
    std::vector<double> estimate;  // per target; NaN: no datum in the search neighbourhood
    std::vector<double> alpha;     // AIDW: the power used at each target
    std::vector<int> used;         // per target, the data its estimate weighted
    Backend backend = Backend::Cpu;
    std::size_t dataUsed = 0;      // data with a value
    std::size_t dataDropped = 0;   // data without a value (NaN), left out
    std::size_t unestimated = 0;   // targets with no estimate
    Timings timings;
};

// `values` holds one value per datum of `data` (NaN: left out). The backend comes from
// context.backend; `auto` runs on the GPU when one is usable and says why not otherwise.
Result interpolateIdw(const PointSet& data, std::span<const double> values, const Targets& targets,
                      const IdwParams& params, const ComputeOptions& options, const RunContext& context);
Result interpolateAidw(const PointSet& data, std::span<const double> values, const Targets& targets,
                       const AidwParams& params, const ComputeOptions& options, const RunContext& context);

// The AIDW steps, as the engine computes them.
// r_exp for n data over `measure` (an area in 2-D, a volume in 3-D).
double expectedNearestDistance(std::size_t n, double measure, int dimension);
// mu(R), then alpha(mu), for R = r_obs / r_exp.
double adaptivePower(double ratio, const AidwParams& params);

std::string toString(WeightsKernel kernel);
std::string toString(KnnKernel kernel);

}  // namespace strata::idw
