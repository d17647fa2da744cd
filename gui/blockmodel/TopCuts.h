#pragma once
// Top cuts per unit before a block model: the grades of the assays in each unit (an assay is in
// the unit logged at its mid-depth), a cut at a percentile of them, and the share of the metal a
// cut removes (length-weighted, on the assays; the job cuts its composites, whose share differs a
// little).
#include <map>
#include <string>
#include <vector>

#include "strata/drillholes/DrillholeDatabase.h"

namespace strata::gui {

struct UnitGrades {
    std::vector<double> values, lengths;
};

// Assays of `assayTable`.`value` by the unit of `unitTable`.`unitColumn` at their mid-depth;
// assays without a value or a logged unit are left out.
std::map<std::string, UnitGrades> gradesByUnit(const drillholes::DrillholeDatabase& database, const std::string& unitTable,
                                               const std::string& unitColumn, const std::string& assayTable,
                                               const std::string& value);
// The `fraction` (0..1) quantile of the grades; NaN without grades.
double gradePercentile(const UnitGrades& grades, double fraction);
// Length x (grade - cut) over length x grade, for the grades above the cut: 0..1.
double metalRemoved(const UnitGrades& grades, double cut);

}  // namespace strata::gui
