#pragma once
// Where the data of an estimation come from: a named source with numeric variables, loaded on
// a worker thread as a point set (x, y, z and one value column). Drillhole interval tables give
// their interval mid-points (desurveyed); point files give their rows.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <QString>
#include <QStringList>

#include "strata/core/PointSet.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/jobs/Job.h"
#include "variogram/IntervalSamples.h"

namespace strata::gui {

struct EstimationSource {
    QString name;
    QStringList variables;
    // Units the samples can be restricted to ("lithology.code = SAP": a category of an interval
    // table, looked up at each sample's depth); empty for point files.
    QStringList units;
    // Worker thread: the data of one variable (rows without a value left out), only the samples
    // inside `unit` (one of `units`) unless it is empty. Throws ValidationError when the
    // variable does not exist or has no value.
    std::function<PointSet(const std::string& variable, const std::string& unit, const jobs::JobContext& context)> load;
};

// Worker thread: the samples of several variables of `source` as one point set, a column per
// variable (the first variable's samples first, in its order): a sample of another variable at
// the same position (x, y, z equal) joins that row, any other becomes a row of its own, and a
// variable without a sample at a row holds NaN there (heterotopic data, as cokriging and the
// cross variograms take them).
PointSet loadVariables(const EstimationSource& source, const std::vector<std::string>& variables,
                       const std::string& unit, const jobs::JobContext& context);

// "table.column = value" for every category of the text columns with few categories (units).
QStringList unitChoices(const drillholes::DrillholeDatabase& database);
// The unit name of drillhole unit `table`.`column` = `value`, as unitChoices writes it.
std::string unitName(const std::string& table, const std::string& column, const std::string& value);
// The samples (points and their holes and depths) that lie in `unit` (one of unitChoices).
// Throws ValidationError for a unit that is not one, or when no sample lies in it.
DrillholeSamples samplesInUnit(const DrillholeSamples& samples, const drillholes::DrillholeDatabase& database,
                               const std::string& unit);

// One source per interval table with numeric columns.
std::vector<EstimationSource> drillholeSources(std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                               drillholes::DesurveyMethod method);
// A point file of the project, already read; the variables are its value columns.
EstimationSource pointSetSource(const QString& name, std::shared_ptr<const PointSet> points);

}  // namespace strata::gui
