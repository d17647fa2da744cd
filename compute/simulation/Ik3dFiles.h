#pragma once
// The text of ik3d's output and debugging files (formats in strata/simulation/Ik3dJob.h).
#include <string>
#include <vector>

#include "strata/simulation/IndicatorKriging.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

struct Ik3dOutputLayout {
    std::string dataTitle;  // the data file's title (ik3d keeps its first 40 characters)
    IndicatorKind kind = IndicatorKind::Continuous;
    std::vector<double> cutoffs;
    int nx = 1, ny = 1, nz = 1;
    bool withTrueValues = false;  // cross-validation and jackknife
};

// probabilities[target][cutoff] (NaN: unestimated, written -9.9999); trueValues per target when
// layout.withTrueValues (NaN: none in the file, written -9.9999 as ik3d does).
std::string ik3dOutputText(const Ik3dOutputLayout& layout, const std::vector<std::vector<double>>& probabilities,
                           const std::vector<double>& trueValues);

struct Ik3dDebugContent {
    IndicatorKind kind = IndicatorKind::Continuous;
    std::vector<double> cutoffs, globalProbabilities;
    std::vector<variogram::VariogramModel> models;
    OrderRelationTally tally;
};

// The variograms as ik3d echoes them and its summary of order-relation corrections.
std::string ik3dDebugText(const Ik3dDebugContent& content);

}  // namespace strata::simulation
