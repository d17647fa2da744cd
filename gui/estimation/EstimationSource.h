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
    // Worker thread: the data of one variable (rows without a value left out). Throws
    // ValidationError when the variable does not exist or has no value.
    std::function<PointSet(const std::string& variable, const jobs::JobContext& context)> load;
};

// One source per interval table with numeric columns.
std::vector<EstimationSource> drillholeSources(std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                               drillholes::DesurveyMethod method);
// A point file read with the engine's reader; the variables are its value columns.
EstimationSource pointFileSource(const QString& name, const std::string& path, const PointSet& header);

// A file name made of letters, digits, '-' and '_' from `text` ("assay: Ni" -> "assay_Ni").
QString fileStem(const QString& text);

}  // namespace strata::gui
