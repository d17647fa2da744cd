#pragma once
// Experimental variograms with the semantics of GSLIB's gamv (Deutsch & Journel, gamv 2.905):
// the same lag classes (nlag + 2 rows, row 1 for h <= 1e-20), the same direction tests in single
// precision, the same tail/head conventions and the same omnidirectional pair doubling, so that
// a gamv parameter file gives gamv's numbers pair for pair. Conventions where values enter:
//   azimuth: degrees clockwise from north (+y); dip: degrees, negative downwards (GSLIB);
//   tolerances are half-angles; bandwidths are distances perpendicular to the direction.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "strata/core/Backend.h"

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata

namespace strata::variogram {

// GSLIB's ivtype codes; the negative ones (gamv 2.905) report sill - covariance and
// 1 - correlogram. CressieHawkins is Strata's: the robust estimator of Cressie & Hawkins (1980).
enum class VariogramType : int {
    Semivariogram = 1,
    CrossSemivariogram = 2,
    Covariance = 3,
    Correlogram = 4,
    GeneralRelative = 5,
    PairwiseRelative = 6,
    LogSemivariogram = 7,
    Semimadogram = 8,
    ContinuousIndicator = 9,
    CategoricalIndicator = 10,
    CressieHawkins = 11,
    CovarianceAsVariogram = -3,
    CorrelogramAsVariogram = -4,
};

// "semivariogram", "cross", "covariance", "correlogram", "general-relative",
// "pairwise-relative", "log", "madogram", "indicator", "categorical", "cressie" or a GSLIB code.
VariogramType parseVariogramType(const std::string& text, const std::string& option = "type");
std::string variogramTypeName(VariogramType type);  // the first of the names above
bool isVariogramType(int gslibCode) noexcept;

struct LagClasses {
    static constexpr int kMaxCount = 100000;  // every reader (job, parameter file) and the engine refuse more
    int count = 10;          // nlag: rows are 0 (h ~ 0), then lags 0, 1, ..., nlag times separation
    double separation = 1;   // xlag
    double tolerance = 0;    // xltol; <= 0 means separation / 2 (as gamv)
};

struct VariogramDirection {
    double azimuth = 0, azimuthTolerance = 90, horizontalBandwidth = 1e21;
    double dip = 0, dipTolerance = 90, verticalBandwidth = 1e21;

    // gamv counts each pair twice (both orders) when the azimuth tolerance is >= 90 degrees.
    bool omnidirectional() const noexcept { return azimuthTolerance >= 90; }
    static VariogramDirection omni() { return {}; }
};

// One variogram: variables by 0-based index into the input's variables.
struct VariogramRequest {
    std::size_t tail = 0, head = 0;
    VariogramType type = VariogramType::Semivariogram;
    double cutoff = 0;  // indicator types: the threshold (continuous) or category (categorical)
};

struct ExperimentalVariogramOptions {
    LagClasses lags;
    std::vector<VariogramDirection> directions{VariogramDirection::omni()};
    std::vector<VariogramRequest> variograms{VariogramRequest{}};
    double trimMin = -1.0e21, trimMax = 1.0e21;  // values outside are missing (NaN always is)
    bool standardizeSills = false;                // divide by the variance (types 1, 9, 10, 11)
    // Coordinates go to single precision as in gamv. Relative to the data centroid (default) they
    // keep their precision for UTM-sized coordinates; `false` reproduces gamv's own rounding of
    // the raw coordinates, as `strata-cli gamv` does.
    bool centroidOrigin = true;

    void validate(const std::string& stage, std::size_t variableCount) const;
};

// The data: coordinates (2-D data have z = 0) and variables, each as long as x.
struct VariogramInput {
    std::vector<double> x, y, z;
    std::vector<std::string> names;
    std::vector<std::vector<double>> variables;  // variables[v][point]; NaN = missing
};

struct LagRow {
    double distance = 0;  // mean distance of the pairs
    double value = 0;     // the "variogram" measure of the type
    std::uint64_t pairs = 0;
    double tailMean = 0, headMean = 0;
    double tailVariance = 0, headVariance = 0;  // correlograms only (gamv prints them then)
};

struct VariogramCurve {
    std::size_t direction = 0, variogram = 0;  // indices into the options
    std::vector<LagRow> rows;                  // nlag + 2 rows, as gamv
};

struct PairTimings {
    std::string backend;  // "cpu (16 threads)" or the GPU's name
    double prepareMs = 0, uploadMs = 0, kernelMs = 0, downloadMs = 0, totalMs = 0;
    std::uint64_t pairsTested = 0;  // pairs whose distance was computed (after tile culling)
    // CUDA only: where the kernel time goes (CUDA events; sort = Morton sort and tile boxes;
    // window = the window kernels) and the pairs of window entries (also in pairsTested).
    double sortMs = 0, cullMs = 0, histogramMs = 0, windowMs = 0;
    std::uint64_t pairsInWindows = 0;
};

struct ExperimentalVariogram {
    ExperimentalVariogramOptions options;
    std::vector<std::string> variableNames;  // with GSLIB-style "Indicator  1" names appended
    std::vector<std::size_t> tailVariable, headVariable;  // per variogram, into variableNames
    std::vector<double> sills;                            // variance per variable (gamv's sills)
    std::size_t dataUsed = 0;  // points kept (at least one variable within the trimming limits)
    std::vector<VariogramCurve> curves;  // direction-major: curves[d * nvarg + v]
    PairTimings timings;

    const VariogramCurve& curve(std::size_t direction, std::size_t variogram) const {
        return curves[direction * options.variograms.size() + variogram];
    }
};

struct ComputeContext {
    Backend backend = Backend::Auto;
    Progress* progress = nullptr;
    const CancelToken* cancel = nullptr;
    std::string* note = nullptr;  // receives the backend decision ("auto: no GPU ...")
};

// Throws ValidationError for bad options, GpuError when CUDA was demanded and is unusable,
// CancelledError when cancelled.
ExperimentalVariogram computeExperimentalVariogram(const VariogramInput& input,
                                                   const ExperimentalVariogramOptions& options,
                                                   const ComputeContext& context = {});

}  // namespace strata::variogram
