#pragma once
// The kriging engine. One call estimates every variable of `data` at every target: data that
// share their locations (several value columns, e.g. the depths of H stratum surfaces measured
// in the same drillholes) share one neighbourhood, one factorisation and one set of weights per
// target; only the final weighted sums are per variable. Columns whose missing values differ are
// split into groups, each with its own data locations and diagnostics.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/core/RunContext.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/kriging/NodeStatus.h"

namespace strata::kriging {

// The largest value magnitude a datum may have (float32's range, with room for weighted sums).
inline constexpr double kMaxDataMagnitude = 1e30;

struct KrigingData {
    std::vector<double> x, y, z;                // z may be empty (2-D data: z = 0)
    std::vector<std::string> names;             // one per value column
    std::vector<std::vector<double>> values;    // values[variable][datum]; NaN = missing
    std::vector<double> secondary;              // ExternalDrift: drift variable; LocalMean: the mean
    std::vector<double> drillhole;              // drillhole id per datum (numeric, as kt3d); empty: none

    std::size_t size() const noexcept { return x.size(); }
    double zAt(std::size_t i) const noexcept { return z.empty() ? 0.0 : z[i]; }
    // Throws ValidationError when arrays disagree in length or coordinates are not finite.
    void validate(const std::string& stage, const KrigingOptions& options) const;
};

struct KrigingTargets {
    std::optional<GridSpec> grid;   // a grid (nodes x fastest), or else the points below
    std::vector<double> x, y, z;    // z may be empty
    // ExternalDrift / LocalMean: the drift variable or the mean at each target; NaN leaves the
    // target unestimated (kt3d: a value outside the trimming limits).
    std::vector<double> secondary;
    // kt3d's cross-validation and jackknife: leave out the data that coincide with the target
    // and, when drillhole ids are given here and on the data, the data of the target's drillhole.
    bool excludeCoincidentData = false;
    std::vector<double> drillhole;

    std::size_t size() const noexcept { return grid ? grid->nodeCount() : x.size(); }
    double xAt(std::size_t i) const noexcept { return grid ? grid->nodeX(i) : x[i]; }
    double yAt(std::size_t i) const noexcept { return grid ? grid->nodeY(i) : y[i]; }
    double zAt(std::size_t i) const noexcept { return grid ? grid->nodeZ(i) : (z.empty() ? 0.0 : z[i]); }
};

// Per-target results shared by every variable of a group (one set of weights per target).
struct KrigingDiagnostics {
    std::vector<double> variance;     // kriging (estimation) variance; NaN where unestimated
    std::vector<NodeStatus> status;
    // Filled when KrigingOptions::diagnostics is on:
    std::vector<int> dataUsed;
    std::vector<double> lagrange;     // multiplier of the constant term, in variance units (variance = BV - sum w C - mu)
    std::vector<double> efficiency;   // KE = (BV - KV) / BV
    std::vector<double> slope;        // (BV - KV + |mu|) / (BV - KV + 2 |mu|)
    std::size_t unestimated = 0;
    std::size_t singular = 0;
    std::size_t negativeVariance = 0;
    std::size_t pseudoInverse = 0;    // estimated through the pseudo-inverse of a singular system (SingularRule)
};

struct CoincidentGroup {
    std::size_t first;                // index (input order) of the datum kept
    std::vector<std::size_t> others;  // indices merged into it or dropped
    double x, y, z;
};

struct CoincidentReport {
    CoincidentRule rule = CoincidentRule::Merge;
    double tolerance = 0;              // Euclidean distance below which data coincide
    std::vector<CoincidentGroup> groups;
    std::size_t removed() const noexcept;
    std::string describe(std::size_t maxGroups = 5) const;  // "3 coincident data at 2 locations: (1, 2, 0) x2, ..."
};

struct KrigingResult {
    std::vector<std::string> names;
    std::vector<std::vector<double>> estimate;  // estimate[variable][target]; NaN = unestimated
    std::vector<std::size_t> groupOf;           // group index of each variable
    std::vector<KrigingDiagnostics> groups;
    std::vector<CoincidentReport> coincident;   // per group
    double blockVariance = 0;                   // BV: C(0) for points, the mean block covariance otherwise
    std::string backend;                        // what ran, e.g. "cuda (warp solver, float)"
    std::vector<std::string> notes;             // for the user: fallbacks, merged data, singular nodes

    const KrigingDiagnostics& diagnostics(std::size_t variable) const { return groups[groupOf[variable]]; }
    const std::vector<double>& variance(std::size_t variable) const { return diagnostics(variable).variance; }
};

// Validates, merges coincident data, picks the backend (context.backend), and estimates.
// Throws ValidationError for bad options, CancelledError when cancelled, GpuError when CUDA
// was asked for and cannot run.
KrigingResult krige(const KrigingData& data, const KrigingTargets& targets, const KrigingOptions& options,
                    const RunContext& context);

}  // namespace strata::kriging
