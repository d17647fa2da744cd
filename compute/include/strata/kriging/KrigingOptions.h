#pragma once
// What a kriging run estimates and how: the estimator (simple, ordinary, universal, with an
// external drift, simple with a locally varying mean), the covariance model, the neighbourhood
// (a GSLIB search ellipsoid or all data), point or block support, and how coincident data and
// the GPU's arithmetic are handled. Angles and ranges follow GSLIB (see strata/core/Anisotropy.h).
#include <array>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "strata/core/Precision.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::jobs {
template <class T>
class Schema;
}

namespace strata::kriging {

enum class KrigingType {
    Simple,         // known stationary mean (kt3d ktype 0)
    Ordinary,       // unknown constant mean (kt3d ktype 1, no drift terms)
    Universal,      // unknown mean plus polynomial drift terms (kt3d ktype 1 with drift terms)
    LocalMean,      // simple kriging of residuals from a locally varying mean (kt3d ktype 2)
    ExternalDrift,  // unknown mean linear in an external variable, plus optional drift terms (kt3d ktype 3)
};
std::string toString(KrigingType type);                                    // "sk", "ok", "uk", "lvm", "ked"
KrigingType parseKrigingType(const std::string& text, const std::string& option);

// kt3d's monomial drift terms, in kt3d's order.
enum DriftTerm { DriftX, DriftY, DriftZ, DriftXX, DriftYY, DriftZZ, DriftXY, DriftXZ, DriftYZ, DriftTermCount };
using DriftTerms = std::array<bool, DriftTermCount>;
const char* driftTermName(int term);  // "x", "y", "z", "xx", "yy", "zz", "xy", "xz", "yz"
// "x,y,xx" -> terms; errors name `option`.
DriftTerms parseDriftTerms(const std::string& text, const std::string& option);

struct SearchNeighbourhood {
    bool global = false;        // all data in one system, factorised once (radius and octants unused)
    double radius = 0;          // search radius along the major axis (GSLIB radius); 0: no distance limit
    double radiusMinor = 0;     // horizontal minor axis; 0 -> radius
    double radiusVertical = 0;  // vertical axis; 0 -> radiusMinor
    double ang1 = 0, ang2 = 0, ang3 = 0;  // GSLIB angles of the search ellipsoid
    int ndmin = 1;              // fewer data found -> node left unestimated
    int ndmax = 16;             // nearest data kept (by anisotropic distance)
    int maxPerOctant = 0;       // 0: no octant limit (GSLIB noct)
    int maxPerDrillhole = 0;    // 0: no limit; needs drillhole ids on the data

    double minorRadius() const noexcept { return radiusMinor > 0 ? radiusMinor : radius; }
    double verticalRadius() const noexcept { return radiusVertical > 0 ? radiusVertical : minorRadius(); }
};

// Block support: nx * ny * nz discretisation points per block (1 1 1 = point kriging).
struct BlockDiscretisation {
    int nx = 1, ny = 1, nz = 1;
    int count() const noexcept { return nx * ny * nz; }
    bool isPoint() const noexcept { return count() == 1; }
};

// Data closer than the covariance model can tell apart make identical rows in the kriging
// matrix. Merge (default): one datum at the first one's location with the mean of the values;
// KeepFirst: the first in input order; Fail: stop with an error naming them; Keep: keep every
// datum, as kt3d does, so that a target whose neighbourhood holds two coincident data has a
// singular system and is left unestimated (the GSLIB drop-ins use this rule).
enum class CoincidentRule { Merge, KeepFirst, Fail, Keep };

// A target whose kriging system is singular (coincident data kept, data collinear for the drift
// terms, a model too smooth for data this close). Skip: left unestimated, as kt3d does.
// PseudoInverse: the minimum-norm solution of the whole bordered system [C F; F' 0] [w; mu] =
// [c0; f0], through its SVD with the singular values at or below singularThreshold times the
// largest dropped; two coincident data then share equally the weight one merged datum would have.
enum class SingularRule { Skip, PseudoInverse };
// The largest singularThreshold accepted: above it the pseudo-inverse would drop directions that
// carry the data rather than round-off.
inline constexpr double kMaxSingularThreshold = 1e-2;


// GPU solver: Warp = search, assembly, Cholesky and solve fused in one kernel, one warp per
// node; CublasLu = search and assembly kernels feeding cuBLAS getrfBatched/getrsBatched;
// BatchedCholesky = the same search and assembly feeding a batched Cholesky of the covariance
// block with a row per lane and the constraints by Schur complement (ndmax <= 32).
enum class GpuSolver { Auto, Warp, CublasLu, BatchedCholesky };

struct KrigingOptions {
    KrigingType type = KrigingType::Ordinary;
    double mean = std::numeric_limits<double>::quiet_NaN();  // simple kriging's mean (required for sk)
    DriftTerms drift{};         // Universal / ExternalDrift
    bool estimateTrend = false; // estimate the mean (trend) instead of the variable (kt3d itrend 1)
    variogram::VariogramModel model;
    SearchNeighbourhood search;
    BlockDiscretisation block;
    // Block extent (x, y, z); 0 takes the grid's cell size (targets given as points: point support).
    std::array<double, 3> blockSize{0, 0, 0};
    // A part of every block: the discretisation points kept, as offsets from the block centre (a
    // subset of block's regular points, e.g. those inside the block's domain); empty: them all.
    // Set by code (the block model), never read from a job's options.
    std::vector<std::array<double, 3>> blockPoints;
    CoincidentRule coincident = CoincidentRule::Merge;
    SingularRule singular = SingularRule::Skip;
    double singularThreshold = 0;  // relative; 0: linalg's default, (n + p) x epsilon
    Precision precision = Precision::Single;
    GpuSolver gpuSolver = GpuSolver::Auto;
    bool diagnostics = false;  // also return data used, Lagrange multiplier, efficiency, slope

    int driftCount() const noexcept;  // monomial terms switched on
    // Unknown-mean functions in the system: 0 (SK), 1 (OK), 1 + terms (+1 for an external drift).
    int constraintCount() const noexcept;
    bool needsSecondary() const noexcept { return type == KrigingType::LocalMean || type == KrigingType::ExternalDrift; }
    // Throws ValidationError naming `stage` and the option.
    void validate(const std::string& stage) const;
};

// The options' declaration (KrigingOptions.cpp), nested in the krige, crossvalidate and kt3d jobs.
const jobs::Schema<KrigingOptions>& krigingOptionsSchema();
// The search's declaration alone (nested in the cokriging options too).
const jobs::Schema<SearchNeighbourhood>& searchNeighbourhoodSchema();
void to_json(nlohmann::json& j, const KrigingOptions& o);
void from_json(const nlohmann::json& j, KrigingOptions& o);

}  // namespace strata::kriging
