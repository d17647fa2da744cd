#pragma once
// Cell declustering with GSLIB's declus semantics (Deutsch, Computers & Geosciences 15(3), 1989;
// GSLIB 2nd ed. program declus): for each of ncell + 1 cell sizes from cmin to cmax (the y and z
// sizes are the x size times the anisotropy factors), the data are binned in cells from a lower
// origin 0.01 below the data's minimum, shifted `offsets` times by min(size / offsets, half the
// data extent); each datum gets 1 / (data in its cell), normalised to sum to one per origin and
// summed over the origins. The cell size whose weighted mean is the smallest (or the largest,
// `maximiseMean`) wins, starting from the equal-weight mean at "cell size 0": when no cell size
// lowers (raises) the mean, every weight stays 1. Weights are scaled to average 1 over the data
// used, as declus writes them. The arithmetic is double precision (declus uses single).
#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata

namespace strata::stats {

struct CellDeclusteringOptions {
    int cellSizes = 24;       // ncell: ncell + 1 sizes are tried, cmin and cmax included
    double minCellSize = 1;   // cmin (x size)
    double maxCellSize = 25;  // cmax
    int offsets = 5;          // noff: origins tried per cell size
    double anisotropyY = 1;   // y size = x size * anisotropyY
    double anisotropyZ = 1;   // z size = x size * anisotropyZ
    bool maximiseMean = false;  // iminmax = 1: the cell size with the largest declustered mean
    double trimMin = -1.0e21, trimMax = 1.0e21;  // values outside [trimMin, trimMax) are not used

    // Throws ValidationError("declustering", option, ...) naming the first bad option.
    void validate() const;
};

struct DeclusteredMean {
    double cellSize = 0;  // 0: equal weights
    double mean = 0;
};

struct CellDeclusteringResult {
    std::vector<double> weights;  // one per datum; NaN for data not used (missing or trimmed)
    std::size_t used = 0;         // data with a weight
    double equalWeightMean = 0;
    double declusteredMean = 0;   // of the chosen cell size
    double bestCellSize = 0;      // 0 when no cell size beat equal weights
    std::vector<DeclusteredMean> curve;  // (0, equal-weight mean), then every cell size tried
};

// x, y, z and values have one entry per datum (z may be empty for 2-D data). A NaN value or
// coordinate leaves the datum out. Throws ValidationError for bad options, mismatched lengths
// or fewer than two data; CancelledError when `cancel` fires (checked between origins).
CellDeclusteringResult declusterCells(std::span<const double> x, std::span<const double> y, std::span<const double> z,
                                      std::span<const double> values, const CellDeclusteringOptions& options,
                                      const CancelToken* cancel = nullptr, Progress* progress = nullptr);

}  // namespace strata::stats
