#pragma once
// The checks a reviewer asks for, per estimated unit: the blocks' global mean against the
// declustered composite mean, and swaths (slices along x, y and z) of block and composite means.
#include <limits>
#include <string>
#include <vector>

#include "strata/blockmodel/BlockModelJob.h"

namespace strata::blockmodel {

struct BlockSet;
struct BlockGrades;
struct UnitSamples;

struct UnitCheck {
    std::string unit;
    std::size_t composites = 0;
    double compositeMean = std::numeric_limits<double>::quiet_NaN();    // equal weights
    double declusteredMean = std::numeric_limits<double>::quiet_NaN();  // the job's declustering
    double declusteringCell = 0;  // the cell size chosen; 0: equal weights kept, or nearest-data polygons
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

struct DeclusteringSettings {
    Declustering method = Declustering::Cells;
    double minCell = 0, maxCell = 0;  // the cell sizes tried (cells)
};

// The declustered mean of a unit's composites and the weights found, one per composite (averaging
// 1). Cells: GSLIB declus with cell sizes from minCell to maxCell, the smallest mean kept, `cell`
// the size chosen. Nearest: the composites' nearest-data polygons over their extent, `cell` 0.
double declusteredMean(const UnitSamples& samples, const DeclusteringSettings& settings, std::vector<double>& weights,
                       double& cell);

struct DomainComposites;
// The composites of `unit` with a value in `column` (the grade or the density, one per composite)
// as samples of that value; `rows`, when given, receives their positions in `composites`.
UnitSamples unitSamples(const DomainComposites& composites, const std::string& unit, const std::vector<double>& column,
                        std::vector<std::size_t>* rows = nullptr);
// Sets the declustering weight of each composite of `units` within its unit in `weights` (one per
// composite), as declusteredMean gives them; composites without a grade, or alone in their unit,
// are left as they are.
void declusterUnits(const DomainComposites& composites, const std::vector<std::string>& units,
                    const DeclusteringSettings& settings, std::vector<double>& weights);

UnitCheck checkUnit(const std::string& name, int unit, const BlockSet& blocks, const BlockGrades& grades,
                    const UnitSamples& samples, const std::vector<double>& weights, double cell);

// Slices `width` wide along each axis over the unit's blocks.
std::vector<SwathRow> swaths(const std::string& name, int unit, const BlockSet& blocks, const BlockGrades& grades,
                             const UnitSamples& samples, const std::vector<double>& weights, const double width[3]);

}  // namespace strata::blockmodel
