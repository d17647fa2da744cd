#pragma once
// The k nearest data of a target, found on a uniform cell grid with a bound carried over from
// the previous target: the k nearest data of the previous target all lie within
// d_k(previous) + |target - previous| of this one (triangle inequality), so one pass over the
// cells that cover that ball finds them. Grid nodes visited in order (and nearby point targets)
// need no tree descent and no ordered insertion; the k-d tree of strata/search answers the
// first target of a run and any target the bound does not serve (a jump, a sparse region).
//
// The answer is exactly the k-d tree's: distances are computed in the same frame with the same
// arithmetic as search::NeighbourSearch (data shifted to their centroid, mapped by the search
// metric, squared differences summed in axis order), the radius is inclusive and ties are broken
// by data index. Measured (CPU time, 10^5 data, 10^5 grid nodes in order, k = 16 / 32 / 64):
// 1.24 / 2.47 / 5.15 us per node for the tree, 0.71 / 1.47 / 2.95 us here (docs/kriging.md),
// before the candidates were ordered by vectorised ranking (NearestCellGrid.cpp, rankNearest).
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "strata/core/Anisotropy.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::kriging {

class NearestCellGrid {
public:
    NearestCellGrid(std::span<const double> x, std::span<const double> y, std::span<const double> z, int dimension,
                    const AnisotropicMetric& metric);

    // What a run of queries carries from one target to the next (one per thread).
    struct Cursor {
        bool valid = false;
        bool full = false;   // the previous query found k data
        double kthSquared = 0;
        double q[3] = {0, 0, 0};  // the previous target in the frame
    };

    // The k nearest data within `radius` (inclusive), nearest first, ties by index, into `out`.
    // Returns false, leaving `out` unspecified, when the cursor gives no bound that pays; the
    // caller then asks the tree and calls remember().
    bool nearest(double x, double y, double z, std::size_t k, double radius, Cursor& cursor,
                 std::vector<search::Neighbour>& out) const;
    // Records a query answered elsewhere (by the tree) as the start of the next bound.
    void remember(double x, double y, double z, std::size_t k, const std::vector<search::Neighbour>& found,
                  Cursor& cursor) const;

private:
    void toFrame(double x, double y, double z, double* q) const noexcept;

    int dimension_;
    int frameDim_;
    AnisotropicMetric metric_;
    double centroid_[3] = {0, 0, 0};
    double lo_[3] = {0, 0, 0};
    double cell_ = 1;
    std::int64_t count_[3] = {1, 1, 1};
    std::vector<std::uint32_t> start_;  // first point of each cell (cells x fastest), one past the end last
    std::vector<double> fx_, fy_, fz_;  // frame coordinates, sorted by cell
    std::vector<std::uint32_t> index_;  // data index of each sorted point
};

}  // namespace strata::kriging
