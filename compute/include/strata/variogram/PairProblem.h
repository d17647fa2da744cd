#pragma once
// The pair loop of an experimental variogram, prepared for a backend: data already filtered and
// in single precision (as gamv computes), gamv's per-direction constants, the lag classes as
// thresholds on the squared distance, and the sums a backend returns. The CPU backend and the
// CUDA backend (libstrata_cuda.so, engine "variogram") take the same problem and must return the
// same pair counts; both classify pairs with the same code (compute/variogram/PairGeometry.h).
#include <cstddef>
#include <cstdint>
#include <string>

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata

namespace strata::variogram {

struct PairTimings;

// gamv's constants of one direction, single precision, plus flags for tests every pair passes.
struct DirectionConstants {
    float uvxazm = 0, uvyazm = 1, csatol = 0, bandwh = 0;
    float uvzdec = 0, uvhdec = 1, csdtol = 0, bandwd = 0;
    int omni = 0;                // pairs count twice (azimuth tolerance >= 90 degrees)
    int azimuthTrivial = 0;      // csatol <= 0: every pair passes the azimuth test
    int horizontalBandTrivial = 0;
    int dipTrivial = 0;          // csdtol <= 0
    int verticalBandTrivial = 0;
    int signFromAzimuth = 0;     // flat data, trivial dip tests, uvhdec > 0: tail/head follow dcazm
    // For culling whole tiles of pairs: half-angles (radians) of the cones widened by a safety
    // margin; >= pi/2 means no culling.
    float cullHalfAzimuth = 4, cullHalfDip = 4;
};

struct VariogramConstants {
    int type = 1;       // VariogramType as int
    int tailValue = 0;  // index into PairProblem::values
    int headValue = 0;
};

// Quantities summed per lag row, in this order (gamv's np, dis, gam, hm, tm, hv, tv).
enum PairQuantity : int {
    kPairs = 0,
    kDistance = 1,
    kMeasure = 2,
    kTailSum = 3,
    kHeadSum = 4,
    kTailSquares = 5,
    kHeadSquares = 6,
    kQuantityCount = 7
};

struct PairProblem {
    std::size_t pointCount = 0;
    const float* x = nullptr;  // single precision, relative to the chosen origin
    const float* y = nullptr;
    const float* z = nullptr;
    float lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};  // bounding box of (x, y, z)
    std::size_t valueCount = 0;
    const float* values = nullptr;  // values[v * pointCount + i]; missing values are -infinity
    float trimMin = 0, trimMax = 0;

    // Lag rows: 0 holds h <= 1e-20; row k >= 1 is centred on (k - 1) * separation. A pair with
    // squared distance hs (single precision) belongs to row k >= 1 when
    // lowerHs[k] <= hs <= upperHs[k] and hs > zeroHs: exactly gamv's tests on sqrt(hs).
    int rowCount = 0;
    const float* lowerHs = nullptr;
    const float* upperHs = nullptr;
    float zeroHs = 0;
    float maxHs = 0;  // gamv's dismxs: pairs farther apart are skipped
    float separation = 1, tolerance = 0.5f;

    int directionCount = 0;
    const DirectionConstants* directions = nullptr;
    int variogramCount = 0;
    const VariogramConstants* variograms = nullptr;
    bool hasSquares = false;  // some variogram is a correlogram (sums of squares wanted)

    std::size_t recordCount() const noexcept {
        return std::size_t(directionCount) * std::size_t(variogramCount) * std::size_t(rowCount);
    }
    // Index of the record of (direction, variogram, row) in the sums.
    std::size_t record(int direction, int variogram, int row) const noexcept {
        return (std::size_t(direction) * std::size_t(variogramCount) + std::size_t(variogram)) *
                   std::size_t(rowCount) + std::size_t(row);
    }
};

// The CUDA backend. `sums` holds recordCount() * kQuantityCount doubles, zeroed by the caller;
// the engine adds the pairs i < j (self pairs are the caller's). Throws GpuError on CUDA
// failures (out of memory included) and CancelledError when cancelled between chunks.
class CudaEngine {
public:
    virtual ~CudaEngine() = default;
    // Why this problem cannot run on the GPU ("" when it can): lag rows x variograms too many
    // for the per-thread histograms in shared memory.
    virtual std::string unsupportedReason(const PairProblem& problem) const = 0;
    virtual void accumulatePairs(const PairProblem& problem, double* sums, PairTimings& timings,
                                 const CancelToken* cancel, Progress* progress) = 0;
};

// The CPU backend (all cores; tiles of nearby points, whole tiles of pairs skipped when no pair
// in them can be in range or in a direction's cone).
void accumulatePairsCpu(const PairProblem& problem, double* sums, PairTimings& timings, const CancelToken* cancel,
                        Progress* progress);

}  // namespace strata::variogram
