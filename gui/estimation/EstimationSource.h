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

// One source per interval table with numeric columns.
std::vector<EstimationSource> drillholeSources(std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                               drillholes::DesurveyMethod method);
// A point file of the project, already read; the variables are its value columns.
EstimationSource pointSetSource(const QString& name, std::shared_ptr<const PointSet> points);

}  // namespace strata::gui
