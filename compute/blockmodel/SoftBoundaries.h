#pragma once
// Soft boundaries: a unit borrows the composites of a named neighbouring unit that lie within a
// distance of their contact. The distance is measured along the hole, from the composite's
// mid-point (where it informs the estimate) to the nearest interval of the borrowing unit logged
// in the same hole. That contact is the one the composite's own unit comes from (the log, not
// the surfaces interpolated between holes), it costs one pass over the hole's intervals, and it
// is never shorter than the true distance to the contact: an inclined hole borrows less, not more.
// A hole that never meets the borrowing unit lends nothing.
#include <cstddef>
#include <string>
#include <vector>

#include "DomainComposites.h"
#include "strata/blockmodel/BlockModelJob.h"

namespace strata::blockmodel {

// The rows of `composites` (of `boundary.neighbour`, with a grade) that `boundary` lends to
// `boundary.unit`; `logged` is loggedUnits(lithology, the unit column).
std::vector<std::size_t> borrowedComposites(const DomainComposites& composites,
                                            const drillholes::IntervalTable& lithology,
                                            const std::vector<std::string>& logged, const SoftBoundary& boundary);

}  // namespace strata::blockmodel
