#pragma once
// Compositing: regular-length intervals down each hole, length-weighted, within domains.
//
// Per hole, the rows are split into runs of consecutive rows with the same domain value (all
// rows when no domain column is given). Each run is cut from its first FROM into pieces of the
// composite length; the last piece of a run is usually shorter. A piece shorter than
// `minimumFraction * length` is handled by `shortPiece`:
//   MergeIntoPrevious (default) - appended to the composite above it in the same run, which
//       becomes longer than `length` (a run shorter than the minimum stays one composite);
//   Drop - discarded;
//   Distribute - the run is cut into round(run / length) (at least 1) equal composites instead.
// A piece at least `minimumFraction * length` long stays a (short) composite of its own.
// Values are length-weighted means over the assayed length only: a missing value (NaN) neither
// counts as zero nor dilutes the mean. Gaps between rows inside a run are unassayed length.
// A composite with no assayed length in any composited column is not written.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "strata/drillholes/DrillholeDatabase.h"

namespace strata {
class CancelToken;
}

namespace strata::drillholes {

enum class ShortPieceRule { MergeIntoPrevious, Drop, Distribute };
// "merge", "drop", "distribute"; throws ValidationError(stage, option) otherwise.
ShortPieceRule parseShortPieceRule(std::string_view text, const std::string& stage = "composite",
                                   const std::string& option = "short");
const char* toString(ShortPieceRule rule);

struct CompositeOptions {
    double length = 0;
    std::string domainColumn;          // text or numeric column; empty: no domains
    std::vector<std::string> columns;  // numeric columns to composite; empty: all numeric columns
    double minimumFraction = 0.5;      // of `length`
    ShortPieceRule shortPiece = ShortPieceRule::MergeIntoPrevious;

    // Throws ValidationError("composite", option, ...) for a bad length or fraction.
    void validate() const;
};

// The composites as an interval table named "<table>_composites": HOLEID, FROM, TO, the domain
// column (when given, as text), the composited columns, and for each of them the assayed
// length "<column>_LENGTH". Rows are in hole order. Throws ValidationError naming a column that
// the table does not have; CancelledError when `cancel` is cancelled (checked every 256 holes).
IntervalTable compositeIntervals(const DrillholeDatabase& database, const IntervalTable& table,
                                 const CompositeOptions& options, const CancelToken* cancel = nullptr);

}  // namespace strata::drillholes
