#pragma once
// The checks a reviewer asks for, per estimated unit: the blocks' global mean against the
// declustered composite mean, and swaths (slices along x, y and z) of block and composite means.
#include <limits>
#include <string>
#include <vector>

namespace strata::blockmodel {

struct BlockSet;
struct BlockGrades;
struct UnitSamples;

struct UnitCheck {
    std::string unit;
    std::size_t composites = 0;
    double compositeMean = std::numeric_limits<double>::quiet_NaN();    // equal weights
    double declusteredMean = std::numeric_limits<double>::quiet_NaN();  // cell declustering
    double declusteringCell = 0;                                        // 0: equal weights kept
    double blockMean = std::numeric_limits<double>::quiet_NaN();        // volume-weighted
    double volume = 0;                                                  // of the estimated blocks
};

struct SwathRow {
    std::string unit;
    char axis = 'x';
    double centre = 0;  // of the slice
    std::size_t blocks = 0, composites = 0;
    double blockMean = std::numeric_limits<double>::quiet_NaN();
    double compositeMean = std::numeric_limits<double>::quiet_NaN();  // declustered weights
};

// The declustered mean of a unit's composites (GSLIB declus: cell sizes from `minCell` to
// `maxCell`, the smallest mean kept) and the weights found, one per composite.
double declusteredMean(const UnitSamples& samples, double minCell, double maxCell, std::vector<double>& weights,
                       double& cell);

UnitCheck checkUnit(const std::string& name, int unit, const BlockSet& blocks, const BlockGrades& grades,
                    const UnitSamples& samples, const std::vector<double>& weights, double cell);

// Slices `width` wide along each axis over the unit's blocks.
std::vector<SwathRow> swaths(const std::string& name, int unit, const BlockSet& blocks, const BlockGrades& grades,
                             const UnitSamples& samples, const std::vector<double>& weights, const double width[3]);

}  // namespace strata::blockmodel
