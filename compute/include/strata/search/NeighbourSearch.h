#pragma once
// Neighbour search over scattered data, shared by kriging, IDW and AIDW: a k-d tree (nanoflann)
// over the data's coordinates, shifted to their centroid and mapped into the frame of an
// AnisotropicMetric (GSLIB rotation and range ratios). In that frame the search ellipsoid is a
// sphere whose radius is the ellipsoid's major semi-axis, so an isotropic query there is exact.
//
// Conventions:
//  - Distances are squared and measured in the metric's frame: |M (p - q)|^2, which is the
//    Euclidean squared distance for the default (isotropic) metric and, for an anisotropic one,
//    the squared distance in units of the major axis (a datum on the ellipsoid's surface of
//    major semi-axis R is at distance R).
//  - Radii are inclusive: a datum exactly at the radius is inside.
//  - Ties are broken by data index: neighbours are ordered by (squared distance, index), so of
//    several data at the same distance the lower index comes first and, at the k-th place, wins.
//    GSLIB keeps whichever its super-block scan met first and gstat the order of its own tree,
//    so on lattices with many equal distances (cluster.dat) the three may pick different data.
//  - In 2-D (dimension 2) z is ignored: data and queries lie in the plane z = 0.
//
// Queries are const and thread-safe; build one NeighbourSearch and query it from many threads.
#include <cstddef>
#include <limits>
#include <memory>
#include <span>
#include <vector>

#include "strata/core/Anisotropy.h"
#include "strata/core/PointSet.h"

namespace strata::search {

struct Neighbour {
    std::size_t index = 0;         // position of the datum in the data given to the search
    double squaredDistance = 0.0;  // in the metric's frame
};

inline constexpr double unlimitedRadius = std::numeric_limits<double>::infinity();

class NeighbourSearch {
public:
    // Throws ValidationError when a coordinate is not finite or dimension is not 2 or 3.
    explicit NeighbourSearch(const PointSet& data, const AnisotropicMetric& metric = {});
    NeighbourSearch(std::span<const double> x, std::span<const double> y, std::span<const double> z, int dimension,
                    const AnisotropicMetric& metric = {});
    ~NeighbourSearch();
    NeighbourSearch(NeighbourSearch&&) noexcept;
    NeighbourSearch& operator=(NeighbourSearch&&) noexcept;

    std::size_t size() const noexcept;
    int dimension() const noexcept;

    // The k nearest data to (x, y, z) no farther than maxDistance, nearest first. Fewer than k
    // when the data or the radius hold fewer. `out` is overwritten.
    void nearest(double x, double y, double z, std::size_t k, std::vector<Neighbour>& out,
                 double maxDistance = unlimitedRadius) const;

    // Every datum no farther than radius from (x, y, z), nearest first. `out` is overwritten.
    void withinRadius(double x, double y, double z, double radius, std::vector<Neighbour>& out) const;

    // Squared distance between datum i and (x, y, z), computed exactly as the queries compute it.
    double squaredDistance(std::size_t i, double x, double y, double z) const noexcept;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace strata::search
