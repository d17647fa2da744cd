#include "KrigingNeighbourhood.h"

#include <algorithm>

#include "strata/core/Error.h"

namespace strata::kriging {

namespace {
AnisotropicMetric searchMetric(const SearchNeighbourhood& s) {
    return AnisotropicMetric(
        Anisotropy{s.ang1, s.ang2, s.ang3, s.minorRadius() / s.radius, s.verticalRadius() / s.radius});
}
}  // namespace

KrigingNeighbourhood::KrigingNeighbourhood(const PreparedData& data, const SearchNeighbourhood& search)
    : data_(data),
      search_(search),
      tree_(data.x, data.y, data.z, data.dimension, search.global ? AnisotropicMetric{} : searchMetric(search)) {
    if (!search.global) grid_.emplace(data.x, data.y, data.z, data.dimension, searchMetric(search));
    if (search.maxPerDrillhole > 0 && data.drillhole.empty())
        throw ValidationError("kriging", "max-per-drillhole", "needs a drillhole column in the data");
}

int KrigingNeighbourhood::octant(double dx, double dy, double dz) noexcept {
    int q = 3;
    if (dx <= 0 && dy > 0) q = 0;
    if (dx > 0 && dy >= 0) q = 1;
    if (dx < 0 && dy <= 0) q = 2;
    return dz < 0 ? q + 4 : q;
}

void KrigingNeighbourhood::find(double x, double y, double z, std::vector<std::uint32_t>& selected,
                                std::vector<search::Neighbour>& scratch, const Exclusion* exclude,
                                Cursor* cursor) const {
    selected.clear();
    const std::size_t ndmax = std::size_t(search_.ndmax);
    const bool limits = search_.maxPerOctant > 0 || search_.maxPerDrillhole > 0;
    if (!limits && !exclude) {
        if (!(cursor && grid_ && grid_->nearest(x, y, z, ndmax, search_.radius, *cursor, scratch))) {
            tree_.nearest(x, y, z, ndmax, scratch, search_.radius);
            if (cursor && grid_) grid_->remember(x, y, z, ndmax, scratch, *cursor);
        }
        for (const auto& n : scratch) selected.push_back(std::uint32_t(n.index));
        return;
    }
    tree_.withinRadius(x, y, z, search_.radius, scratch);
    int perOctant[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    const bool octants = search_.maxPerOctant > 0;
    const int octantCap = 8 * search_.maxPerOctant;  // srchsupr stops after 8 * noct data
    int octantTaken = 0;
    std::vector<std::pair<double, int>> holes;  // (drillhole id, data taken); few, linear search
    const bool threeD = data_.dimension == 3;
    for (const auto& n : scratch) {
        const std::size_t i = n.index;
        int q = 0;
        if (octants) {
            q = octant(data_.x[i] - x, data_.y[i] - y, threeD ? data_.z[i] - z : 0.0);
            if (perOctant[q] >= search_.maxPerOctant) continue;
        }
        if (exclude && exclude->leaveOut(i)) {
            if (octants && exclude->keepOctantPlace) {
                ++perOctant[q];
                if (++octantTaken == octantCap) break;
            }
            continue;
        }
        std::pair<double, int>* hole = nullptr;
        if (search_.maxPerDrillhole > 0) {
            const double id = data_.drillhole[i];
            auto it = std::find_if(holes.begin(), holes.end(), [&](const auto& h) { return h.first == id; });
            if (it == holes.end()) {
                holes.emplace_back(id, 0);
                it = holes.end() - 1;
            }
            if (it->second >= search_.maxPerDrillhole) continue;
            hole = &*it;
        }
        if (hole) ++hole->second;
        selected.push_back(std::uint32_t(i));
        if (selected.size() == ndmax) break;
        if (octants) {
            ++perOctant[q];
            if (++octantTaken == octantCap) break;
        }
    }
}

}  // namespace strata::kriging
