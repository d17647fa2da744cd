#pragma once
// Fitting a nested anisotropic model to experimental variograms by weighted least squares,
// several directions at once: sills are shared by all directions, each structure has its own
// ranges (major range and the ratios minor/major, vertical/major along its own axes; the axes'
// angles are the user's, e.g. from a variogram map, and are not fitted).
//
// The nugget and sills enter linearly: for given ranges they are solved exactly (bounded least
// squares), and Levenberg-Marquardt searches the ranges only (in log space, within bounds). The
// search starts from the given model and from automatic starts built from the data (plateau and
// the lag where it is reached), so poor starting values do not matter.
#include <array>
#include <limits>
#include <string>
#include <vector>

#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::variogram {

// gstat's fit.method codes in brackets.
enum class FitWeights {
    PairsOverDistanceSquared,  // N_j / h_j^2 (7, gstat's default)
    Pairs,                     // N_j (1)
    PairsOverModelSquared,     // N_j / gamma(h_j)^2 with the model's gamma (2, Cressie)
    Equal,                     // 1 (6, ordinary least squares)
};
// "npairs-over-h2" (also "gstat", "7"), "npairs" ("1"), "npairs-over-gamma2" ("cressie", "2"), "equal" ("ols", "6").
FitWeights parseFitWeights(const std::string& text, const std::string& option = "weights");
std::string fitWeightsName(FitWeights weights);

struct FitPoint {
    double distance = 0, value = 0, pairs = 0;
    std::array<double, 3> direction{0, 1, 0};  // unit vector of the lag (x, y, z)
};

// The experimental points of one variogram, every direction: rows with pairs and h > 0.
std::vector<FitPoint> fitPoints(const ExperimentalVariogram& variogram, std::size_t index = 0);
// Unit vector of a gamv direction (azimuth clockwise from north, dip negative downwards).
std::array<double, 3> directionVector(double azimuth, double dip);

struct ParameterBound {
    std::string name;
    double lower = -std::numeric_limits<double>::infinity();  // infinite: no bound
    double upper = std::numeric_limits<double>::infinity();
};

struct FitOptions {
    FitWeights weights = FitWeights::PairsOverDistanceSquared;
    // Parameters kept at their starting value: "nugget", "sill<k>", "range<k>", "ratio1_<k>"
    // (minor/major), "ratio2_<k>" (vertical/major), "nu<k>" (Matern), k from 1.
    std::vector<std::string> locked;
    std::vector<ParameterBound> bounds;  // same names; defaults: sills >= 0, ranges > 0
    bool automaticStart = true;          // also search from starts built from the data
    int maxIterations = 200;

    void validate(const std::string& stage) const;
};

struct FitResult {
    VariogramModel model;
    double objective = 0;  // the weighted sum of squared residuals at the result
    int iterations = 0;
    bool converged = false;
    std::vector<std::string> freeParameters;
    std::vector<std::string> warnings;  // not converged, ill-posed, at a bound, not resolved
};

// `start` gives the structures (types, angles) and starting values. Throws ValidationError when
// there is nothing to fit (no points, no structure, unknown parameter names).
FitResult fitVariogramModel(const std::vector<FitPoint>& points, const VariogramModel& start,
                            const FitOptions& options = {});

}  // namespace strata::variogram
