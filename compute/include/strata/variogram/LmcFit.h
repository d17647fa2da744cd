#pragma once
// Fitting a linear model of coregionalisation (LMC) to the experimental direct and cross
// variograms of n variables (2 to 4): every model has the structures of one start model (types,
// ranges, anisotropies); the fit finds each structure's n x n matrix of sills (and the nugget
// matrix when the start model has a nugget term), every matrix positive semi-definite.
//
// Criterion (Goulard & Voltz 1992): the weighted sum of squared residuals over the n x n entries
// of the variogram matrix at every lag, so a cross variogram counts twice (as gamma_ij and
// gamma_ji). Weights: FitWeights, each variogram's own (its pairs, its distances); not
// npairs-over-gamma2, which would divide by cross variograms that may vanish.
//
// Methods:
// - GoulardVoltz: for fixed ranges, the constrained least-squares optimum. When the unconstrained
//   fit of every variogram already gives positive semi-definite matrices it is the answer;
//   otherwise the sill matrices are updated one structure at a time (Goulard & Voltz's
//   iteration), each update the least-squares matrix for that structure projected onto the
//   positive semi-definite cone (negative eigenvalues set to 0; with weights that differ between
//   variograms, the weighted projection, found by projected gradient).
// - ProjectOnce: gstat's fit.lmc: each variogram fitted on its own (direct sills >= 0), then each
//   structure's matrix projected once. Not a least-squares optimum when a matrix is projected.
// With fitRanges, Levenberg-Marquardt searches the structures' shared major ranges (power: the
// exponent; anisotropy ratios and angles kept) with the sills solved as above at every step.
#include <string>
#include <vector>

#include "strata/variogram/Coregionalisation.h"
#include "strata/variogram/VariogramFit.h"

namespace strata::variogram {

enum class LmcMethod { GoulardVoltz, ProjectOnce };
// "goulard-voltz" or "project-once" (also "gstat").
LmcMethod parseLmcMethod(const std::string& text, const std::string& option = "lmc_method");
std::string lmcMethodName(LmcMethod method);

struct LmcFitOptions {
    FitWeights weights = FitWeights::PairsOverDistanceSquared;
    LmcMethod method = LmcMethod::GoulardVoltz;
    bool fitRanges = false;   // also fit the shared ranges (default: kept, as gstat's fit.lmc)
    int maxIterations = 200;  // Levenberg-Marquardt iterations over the ranges
    int maxSweeps = 100000;   // Goulard-Voltz sweeps over the structures

    void validate(const std::string& stage) const;
};

struct LmcFitResult {
    Coregionalisation model;  // linear: every model has the start model's structures
    double objective = 0;     // the weighted sum of squared residuals (criterion above)
    int iterations = 0;       // Goulard-Voltz sweeps (all Levenberg-Marquardt steps together)
    bool converged = false;
    std::vector<std::string> warnings;  // a matrix projected, a structure at 0, not converged
};

// The experimental variograms an LMC fit from data fits: the direct semivariogram of each of
// `columns` (variables of the input, the primary first) and the cross semivariogram of each pair,
// in Coregionalisation::pairIndex order, with the lags, directions, trimming and sills of
// `options` (its variograms are replaced).
ExperimentalVariogramOptions lmcVariograms(const std::vector<std::size_t>& columns,
                                           ExperimentalVariogramOptions options);
// The fit points of each variogram of `variogram` (computed with lmcVariograms' options for the
// variables `names`), packed as fitLinearModelOfCoregionalisation takes them. Throws
// ValidationError (`stage`, "lags") naming a variogram without a pair.
std::vector<std::vector<FitPoint>> lmcFitPoints(const ExperimentalVariogram& variogram,
                                                const std::vector<std::string>& names, const std::string& stage);

// `points[pairIndex(i, j, n)]`: the experimental points of the variogram of variables i and j
// (direct when i == j). `start` gives the structures; its sills are not used. The nugget matrix is
// fitted when `start` has a nugget term (nugget > 0), otherwise it is 0. Throws ValidationError
// naming the variogram or the option when there is nothing to fit.
LmcFitResult fitLinearModelOfCoregionalisation(const std::vector<std::string>& variables,
                                               const std::vector<std::vector<FitPoint>>& points,
                                               const VariogramModel& start, const LmcFitOptions& options = {});

}  // namespace strata::variogram
