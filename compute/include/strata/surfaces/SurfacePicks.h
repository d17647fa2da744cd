#pragma once
// The data of a surface stack: for every surface of a stratigraphic column, where the drillholes
// say it lies. Surface 0 (the ground) comes from the collars; surface k >= 1 (the top of unit k)
// from the contacts that the drillholes engine picks (strata/drillholes/Contacts.h):
//   Collar       - the ground at a collar;
//   Observed     - the top of the unit logged in the hole;
//   PinchOut     - the unit is absent: its top equals the top of the next unit present below;
//   BelowHoleEnd - the hole ended above the surface: an inequality, the surface lies deeper
//                  than z (the end of the log).
// In one hole the equalities must not cross. Where the log breaks the order (an older unit
// above a younger one), the top of unit k is taken as the shallowest top of unit k or any older
// unit: the unit pinches out at the older unit's top. Each such change is counted and noted.
#include <cstddef>
#include <string>
#include <vector>

#include "strata/drillholes/Contacts.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/surfaces/StratigraphicColumn.h"

namespace strata::surfaces {

enum class PickKind { Collar, Observed, PinchOut, BelowHoleEnd };
const char* toString(PickKind kind);  // "collar", "observed", "pinch-out", "below-hole-end"

struct SurfacePick {
    std::string holeId;
    std::size_t surface = 0;
    double x = 0, y = 0, z = 0;  // z: elevation of the contact; BelowHoleEnd: the surface is below z
    PickKind kind = PickKind::Observed;
    double loggedZ = 0;          // z before the order was restored (equals z when unchanged)
    bool isBound() const noexcept { return kind == PickKind::BelowHoleEnd; }
};

struct SurfacePicks {
    std::vector<std::string> surfaceNames;  // StratigraphicColumn::surfaceNames()
    std::vector<SurfacePick> picks;         // by hole, then surface
    std::size_t reordered = 0;              // equalities moved to restore the order in a hole
    std::vector<std::string> notes;

    std::size_t surfaceCount() const noexcept { return surfaceNames.size(); }
    std::size_t count(std::size_t surface, PickKind kind) const;
};

// The picks of `column` from collars and contacts (contacts of surface k = top of column unit k;
// the contacts' unit order must be the column's).
SurfacePicks picksFromContacts(const drillholes::DrillholeDatabase& database,
                               const std::vector<drillholes::Contact>& contacts, const StratigraphicColumn& column);

}  // namespace strata::surfaces
