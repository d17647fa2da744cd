#pragma once
// Polygonal (nearest-neighbour) declustering: each datum weighs as much as the part of the
// region that lies nearer to it than to any other datum (its Voronoi polygon in 2-D, polyhedron
// in 3-D, clipped to the region). The region is the data's bounding box, widened by `margin` on
// every side; an axis along which the data do not spread is left out (plan data are 2-D).
//
// The cells are measured by counting the nodes of a regular lattice over the region that fall
// nearest to each datum, as in Isaaks & Srivastava (1989, ch. 10) and GSLIB's nearest-neighbour
// practice: exact Voronoi clipping in 3-D would cost far more code for a weight that the lattice
// gives to a fraction of a per cent. Data at one location share their cell equally.
#include <cstddef>
#include <span>
#include <vector>

namespace strata {
class CancelToken;
}  // namespace strata

namespace strata::stats {

struct NearestDeclusteringOptions {
    double margin = 0;              // widening of the data's bounding box on every side [data units]
    std::size_t nodes = 1'000'000;  // lattice nodes over the region (the resolution of the cells)
    double trimMin = -1.0e21, trimMax = 1.0e21;  // values outside [trimMin, trimMax) are not used

    // Throws ValidationError("declustering", option, ...) naming the first bad option.
    void validate() const;
};

struct NearestDeclusteringResult {
    std::vector<double> weights;  // one per datum, averaging 1 over the data used; NaN for the others
    std::size_t used = 0;
    double equalWeightMean = 0;
    double declusteredMean = 0;
    double region = 0;  // the region's area (2-D) or volume (3-D)
    int dimension = 0;  // axes the data spread along (1 to 3)
};

// x, y, z and values have one entry per datum (z may be empty for 2-D data); a NaN value or
// coordinate leaves the datum out. Throws ValidationError for bad options, mismatched lengths,
// fewer than two data or data all at one location; CancelledError when `cancel` fires.
NearestDeclusteringResult declusterNearest(std::span<const double> x, std::span<const double> y,
                                           std::span<const double> z, std::span<const double> values,
                                           const NearestDeclusteringOptions& options = {},
                                           const CancelToken* cancel = nullptr);

}  // namespace strata::stats
