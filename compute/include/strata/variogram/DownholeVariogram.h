#pragma once
// Down-hole variograms: pairs of samples of the same drillhole only, the lag measured along the
// hole. Samples are close along holes, so the first lags show the nugget effect that horizontal
// variograms (holes far apart) cannot: fit it here and lock it when fitting the directions.
// Lag classes, measures and output rows are those of the experimental variogram (gamv's rows).
#include <string>
#include <vector>

#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram {

struct DownholeInput {
    std::vector<std::string> holes;  // hole identifier of each sample
    // Position along the hole (e.g. the sample's mid depth). When empty, the lag is the 3-D
    // distance between the two samples (the along-hole distance for straight holes).
    std::vector<double> depth;
    std::vector<double> x, y, z;  // used when depth is empty
    std::vector<double> values;   // NaN = missing
    std::string name = "value";
};

struct DownholeOptions {
    LagClasses lags;
    VariogramType type = VariogramType::Semivariogram;
    double cutoff = 0;  // indicator types
    double trimMin = -1.0e21, trimMax = 1.0e21;
    bool standardizeSills = false;
};

struct DownholeVariogram {
    std::vector<LagRow> rows;  // nlag + 2 rows; row 0 holds the pairs of a sample with itself
    std::size_t holes = 0, samples = 0;
    double sill = 0;  // variance of the samples used
};

// Throws ValidationError for inconsistent input or options, CancelledError when cancelled.
DownholeVariogram computeDownholeVariogram(const DownholeInput& input, const DownholeOptions& options,
                                           const CancelToken* cancel = nullptr, Progress* progress = nullptr);

}  // namespace strata::variogram
