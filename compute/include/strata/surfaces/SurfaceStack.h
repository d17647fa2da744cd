#pragma once
// Stratum surfaces from drillholes, all H surfaces of a column in one pass, made consistent.
//
//  1. Quantities. Elevation mode: the H surfaces themselves. Isochore mode: the ground and the
//     vertical thickness of every unit but the last (S_k - S_{k+1} in a hole where both are
//     known), often smoother than the surfaces; S_{k+1} = S_k - max(0, t_k) afterwards.
//  2. Inequalities. A hole that ended above a surface says the surface lies deeper (its
//     thickness is larger). They are honoured by active sets: estimate, find the bounds that are
//     broken, add them as data at the bound, estimate again (at most `boundIterations` times).
//  3. Sharing. Quantities whose data sit at the same places (the same holes; for inclined holes
//     also the same x, y) form one group: one kriging matrix, one set of weights per node, applied
//     to all of them. Groups with other data fall back to their own system.
//  4. Methods. Ordinary kriging with a global neighbourhood (GlobalStackKriging: CPU or GPU), or
//     with a local one (the kriging engine, strata/kriging), or IDW / AIDW (strata/idw).
//  5. Consistency (ConsistencyRules) on the grid and at the contacts, with a report; the misfit
//     of every contact: the model at the contact's x, y (estimated there) and the grid
//     interpolated bilinearly there, each minus the contact.
//
// The variogram is one model for the whole column (sharing weights needs one): "auto" (nugget +
// spherical fitted to the pooled omnidirectional variograms of all quantities, each standardised
// by its variance; ordinary kriging estimates do not depend on the sill, and each quantity's
// variance scales the model back for its standard deviation), or a model string
// (strata::variogram::VariogramModel), the same for every quantity.
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "strata/core/Grid.h"
#include "strata/core/RunContext.h"
#include "strata/surfaces/ConsistencyRules.h"
#include "strata/surfaces/StackKriging.h"
#include "strata/surfaces/StratigraphicColumn.h"
#include "strata/surfaces/SurfacePicks.h"

namespace strata::jobs {
template <class T>
class Schema;
}

namespace strata::surfaces {

enum class SurfaceMethod { Kriging, Aidw, Idw };
// "ok" (also "kriging"), "aidw", "idw".
SurfaceMethod parseSurfaceMethod(const std::string& text, const std::string& option = "method");
const char* toString(SurfaceMethod method);  // "ok", "aidw", "idw"

struct SurfaceOptions {
    SurfaceMethod method = SurfaceMethod::Kriging;
    std::string variogram = "auto";  // "auto" or a model, e.g. "0.05 nug + 0.95 sph(400)"
    int neighbours = 0;       // kriging: 0 = global neighbourhood; else the nearest data per node
    double idwPower = 2.0;    // IDW power
    int idwNeighbours = 16;   // IDW / AIDW: nearest data per node (0: all)
    bool isochores = false;   // interpolate unit thicknesses instead of elevations
    double minThickness = 0;  // thinner units are removed (ConsistencyRules)
    Precision precision = Precision::Single;  // GPU arithmetic of the global kriging sums
    bool variance = false;    // kriging: also the standard deviation of each surface ("sd_<name>")
    bool shareWeights = true; // false: every quantity its own system (for comparisons)
    int boundIterations = 8;  // active-set rounds for the inequalities

    // Throws ValidationError("surfaces", option, ...).
    void validate() const;

    // Its JSON keys (the surfaces job's "options"; `strata-cli run --describe surfaces`).
    static const jobs::Schema<SurfaceOptions>& schema();
};

void to_json(nlohmann::json& j, const SurfaceOptions& o);
void from_json(const nlohmann::json& j, SurfaceOptions& o);

// One row of the per-hole misfit table.
struct ContactMisfit {
    std::string holeId;
    std::size_t surface = 0;
    PickKind kind = PickKind::Observed;
    double x = 0, y = 0;
    double contactZ = 0;  // the pick (BelowHoleEnd: the bound, the surface must be below it)
    double modelZ = 0;    // the consistent model at (x, y), estimated there
    double gridZ = 0;     // the consistent grid at (x, y), bilinear; NaN outside the grid
    // model - contact; for a bound: how far the model lies above it (> 0: broken), else 0.
    double misfit() const noexcept;
    double gridMisfit() const noexcept;
};

struct MisfitSummary {
    std::size_t equalities = 0, bounds = 0;
    double maxAbs = 0, rms = 0;          // model at the contacts (equalities)
    double gridMaxAbs = 0, gridRms = 0;  // bilinear grid at the contacts inside the grid
    std::size_t boundsBroken = 0;        // model above a bound by more than 1e-6 of the spread
};

struct SurfaceGroupInfo {
    std::vector<std::string> quantities;  // names interpolated together
    std::size_t data = 0;
    std::size_t boundData = 0;            // data added from broken bounds
    StackKrigingTimings timings;          // global kriging only
};

// Where buildSurfaces spends its time on the host, besides the estimation (milliseconds).
struct SurfaceHostTimings {
    double picks = 0;       // data from the picks, the automatic model, the bounds' rounds
    double estimation = 0;  // the groups' estimation (grid and picks), allocation of the layers included
    double rules = 0;       // consistency rules on the grid and at the picks
    double misfit = 0;      // the model at every contact, the summary
};

struct SurfaceModel {
    StratigraphicColumn column;
    // Layers: the surfaces ("ground", "top_<unit>", ...) in column order, then "correction"
    // (largest change of the consistency rules at each node), then "sd_<surface>" when asked.
    Grid grid;
    std::vector<ContactMisfit> misfit;
    MisfitSummary misfitSummary;
    CorrectionReport gridCorrections;     // on the grid
    CorrectionReport contactCorrections;  // at the contacts
    std::size_t negativeThicknesses = 0;  // isochores clamped at 0 (grid nodes)
    std::vector<SurfaceGroupInfo> groups;
    std::string variogram;                // the model used (kriging)
    std::string backend;
    double seconds = 0;
    SurfaceHostTimings hostTimings;
    std::vector<std::string> notes;

    std::size_t surfaceCount() const noexcept { return column.size(); }
    const std::vector<float>& surface(std::size_t k) const { return grid.layers[k]; }
};

// Builds the consistent surfaces of `column` on the nodes of a 2-D grid (nz = 1).
// Throws ValidationError (bad options, a surface without data), CancelledError, GpuError.
SurfaceModel buildSurfaces(const SurfacePicks& picks, const StratigraphicColumn& column, const GridSpec& grid,
                           const SurfaceOptions& options, const RunContext& context);

// Bilinear interpolation of a node-centred 2-D layer; NaN outside the nodes' hull or where a
// corner is NaN.
double sampleBilinear(const GridSpec& grid, const std::vector<float>& layer, double x, double y);

}  // namespace strata::surfaces
