#include "strata/surfaces/SurfacePicks.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "strata/core/Error.h"

namespace strata::surfaces {

const char* toString(PickKind kind) {
    switch (kind) {
        case PickKind::Collar: return "collar";
        case PickKind::Observed: return "observed";
        case PickKind::PinchOut: return "pinch-out";
        case PickKind::BelowHoleEnd: return "below-hole-end";
    }
    return "observed";
}

std::size_t SurfacePicks::count(std::size_t surface, PickKind kind) const {
    return std::size_t(std::count_if(picks.begin(), picks.end(), [&](const SurfacePick& p) {
        return p.surface == surface && p.kind == kind;
    }));
}

namespace {
PickKind kindOf(drillholes::ContactKind kind) {
    switch (kind) {
        case drillholes::ContactKind::Observed: return PickKind::Observed;
        case drillholes::ContactKind::PinchOut: return PickKind::PinchOut;
        case drillholes::ContactKind::BelowHoleEnd: return PickKind::BelowHoleEnd;
    }
    return PickKind::Observed;
}

// Restores the order of one hole's equalities (surfaces 1..n-1): z_k = max(z_j, j >= k).
std::size_t restoreOrder(std::vector<SurfacePick>& hole) {
    std::size_t moved = 0;
    double deepestAbove = -HUGE_VAL;
    for (auto it = hole.rbegin(); it != hole.rend(); ++it) {
        if (it->kind == PickKind::BelowHoleEnd || it->kind == PickKind::Collar) continue;
        if (it->z < deepestAbove) {
            it->z = deepestAbove;
            it->kind = PickKind::PinchOut;
            ++moved;
        }
        deepestAbove = std::max(deepestAbove, it->z);
    }
    return moved;
}
}  // namespace

SurfacePicks picksFromContacts(const drillholes::DrillholeDatabase& database,
                               const std::vector<drillholes::Contact>& contacts, const StratigraphicColumn& column) {
    column.validate();
    SurfacePicks out;
    out.surfaceNames = column.surfaceNames();
    const std::size_t surfaces = column.size();
    std::map<std::string, std::vector<const drillholes::Contact*>> byHole;
    for (const auto& c : contacts) {
        if (c.surface >= surfaces)
            throw ValidationError("surfaces", "contacts",
                                  "hole " + c.holeId + " has a contact of surface " + std::to_string(c.surface) +
                                      " but the column has " + std::to_string(surfaces) + " units");
        byHole[c.holeId].push_back(&c);
    }
    std::size_t noContacts = 0;
    for (const auto& collar : database.collars) {
        std::vector<SurfacePick> hole;
        hole.push_back(SurfacePick{collar.holeId, 0, collar.x, collar.y, collar.z, PickKind::Collar, collar.z});
        const auto it = byHole.find(collar.holeId);
        if (it == byHole.end()) {
            ++noContacts;
        } else {
            for (const drillholes::Contact* c : it->second) {
                if (c->surface == 0) continue;  // the top of the first unit is the ground, from the collar
                hole.push_back(SurfacePick{c->holeId, c->surface, c->x, c->y, c->z, kindOf(c->kind), c->z});
            }
            std::sort(hole.begin(), hole.end(),
                      [](const SurfacePick& a, const SurfacePick& b) { return a.surface < b.surface; });
            out.reordered += restoreOrder(hole);
        }
        for (auto& p : hole) {
            if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z)) continue;
            out.picks.push_back(std::move(p));
        }
    }
    if (noContacts > 0)
        out.notes.push_back(std::to_string(noContacts) +
                            " holes have no interval of an ordered unit: they give the ground only");
    if (out.reordered > 0)
        out.notes.push_back(std::to_string(out.reordered) +
                            " contacts lay below the top of an older unit (the log breaks the order): each was "
                            "moved up to that top, as a pinch-out");
    return out;
}

}  // namespace strata::surfaces
