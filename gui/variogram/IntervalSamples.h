#pragma once
// Sample points for a variogram from drillhole intervals: the mid-point of every interval (found
// by desurvey along the hole) with the interval's value in one numeric column. Runs on a worker
// thread; rows without a collar or without a value are left out.
#include <memory>
#include <string>
#include <vector>

#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/jobs/Job.h"
#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::gui {

struct IntervalColumn {
    std::string table, column;
};

// Every numeric column of every interval table, in table order.
std::vector<IntervalColumn> numericIntervalColumns(const drillholes::DrillholeDatabase& database);

// Throws ValidationError when the table or column does not exist or no row has a value.
variogram::VariogramInput intervalSamples(const drillholes::DrillholeDatabase& database, const IntervalColumn& column,
                                          drillholes::DesurveyMethod method, const jobs::JobContext& context);

// The same samples with the hole and the mid depth of each (for the down-hole variogram).
struct DrillholeSamples {
    std::shared_ptr<const variogram::VariogramInput> input;
    std::vector<std::string> holes;
    std::vector<double> depth;
};
DrillholeSamples drillholeSamples(const drillholes::DrillholeDatabase& database, const IntervalColumn& column,
                                  drillholes::DesurveyMethod method, const jobs::JobContext& context);

}  // namespace strata::gui
