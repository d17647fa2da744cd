#pragma once
// The samples of the estimation domains: assays split at the logged unit contacts, each piece
// taking the unit of the lithology interval it lies in, composited inside each unit (a composite
// never straddles a contact), placed along the holes and top-cut per unit. A density column is
// composited beside the grade (length-weighted over the values present).
#include <map>
#include <string>
#include <vector>

#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"

namespace strata {
class CancelToken;
}

namespace strata::blockmodel {

struct DomainComposites {
    std::vector<std::string> holeId, unit;
    std::vector<double> from, to;      // along the hole
    std::vector<double> x, y, z;       // mid-point
    std::vector<double> raw;           // the composited grade
    std::vector<double> value;         // after the unit's top cut; NaN where only the density is known
    std::vector<double> density;       // the composited density column; NaN where missing or not asked for
    std::size_t capped = 0;            // composites the top cut lowered
    std::size_t outsideUnits = 0;      // assay pieces where no unit is logged (left out)

    std::size_t size() const noexcept { return unit.size(); }
};

struct DomainCompositeOptions {
    std::string unitColumn;              // of the lithology table
    std::string value;                   // of the assay table
    double length = 0;                   // 0: the pieces as they are
    std::map<std::string, double> caps;  // unit -> top cut
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::string density;  // of the assay table, composited like the grade (empty: none)
};

// The unit logged on each row of `lithology` as text ("" where none is logged); throws
// ValidationError naming unit_column when `column` is not one of its columns.
std::vector<std::string> loggedUnits(const drillholes::IntervalTable& lithology, const std::string& column);

// Throws ValidationError naming the option of a column that is not a numeric column of `assays`
// (checked once the tables are read, before any work).
void checkAssayColumns(const drillholes::IntervalTable& assays, const DomainCompositeOptions& options);

// Throws ValidationError naming a missing column.
DomainComposites domainComposites(const drillholes::DrillholeDatabase& database,
                                  const drillholes::IntervalTable& lithology, const drillholes::IntervalTable& assays,
                                  const DomainCompositeOptions& options, const CancelToken* cancel);

}  // namespace strata::blockmodel
