#pragma once
// The local kriging neighbourhood, built on the shared k-d tree (strata/search): the data inside
// the search ellipsoid (GSLIB radii and angles, inclusive), nearest first by anisotropic
// distance with ties broken by data index, then kt3d's limits in that order: at most
// maxPerOctant per octant (octants of the unrotated x, y, z axes, as GSLIB's srchsupr), at most
// maxPerDrillhole per drillhole, at most ndmax in all.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "NearestCellGrid.h"
#include "PreparedData.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/search/NeighbourSearch.h"

namespace strata::kriging {

class KrigingNeighbourhood {
public:
    KrigingNeighbourhood(const PreparedData& data, const SearchNeighbourhood& search);

    // Data left out of a query (cross-validation). leaveOut(datum) true = leave out. Left-out
    // data are as absent (Strata's cross-validation) unless keepOctantPlace: kt3d leaves them
    // out after its octant selection, so each still takes its place in its octant and in the
    // 8 * maxPerOctant data searched.
    struct Exclusion {
        std::function<bool(std::size_t datum)> leaveOut;
        bool keepOctantPlace = false;
    };

    // Carried from one target to the next by a thread that visits targets in order (grid
    // nodes): the k nearest are then found on a cell grid (NearestCellGrid) instead of the tree.
    using Cursor = NearestCellGrid::Cursor;

    // Fills `selected` with data indices, nearest first. `scratch` is per-thread storage.
    void find(double x, double y, double z, std::vector<std::uint32_t>& selected,
              std::vector<search::Neighbour>& scratch, const Exclusion* exclude = nullptr,
              Cursor* cursor = nullptr) const;

    static int octant(double dx, double dy, double dz) noexcept;  // 0..7, GSLIB's numbering minus one

private:
    const PreparedData& data_;
    SearchNeighbourhood search_;
    search::NeighbourSearch tree_;
    std::optional<NearestCellGrid> grid_;  // local neighbourhoods only
};

}  // namespace strata::kriging
