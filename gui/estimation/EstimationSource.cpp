#include "estimation/EstimationSource.h"

#include <cmath>

#include "strata/core/Error.h"
#include "variogram/IntervalSamples.h"

namespace strata::gui {

std::vector<EstimationSource> drillholeSources(std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                               drillholes::DesurveyMethod method) {
    std::vector<EstimationSource> sources;
    if (!database) return sources;
    for (const auto& table : database->intervals) {
        if (table.numeric.empty()) continue;
        EstimationSource source;
        source.name = QString::fromStdString(table.name);
        for (const auto& column : table.numeric) source.variables << QString::fromStdString(column.name);
        const std::string tableName = table.name;
        source.load = [database, method, tableName](const std::string& variable, const jobs::JobContext& context) {
            variogram::VariogramInput samples = intervalSamples(*database, {tableName, variable}, method, context);
            PointSet points;
            points.dimension = 3;
            points.x = std::move(samples.x);
            points.y = std::move(samples.y);
            points.z = std::move(samples.z);
            points.addColumn(variable, std::move(samples.variables[0]));
            return points;
        };
        sources.push_back(std::move(source));
    }
    return sources;
}

EstimationSource pointSetSource(const QString& name, std::shared_ptr<const PointSet> points) {
    EstimationSource source;
    source.name = name;
    for (const auto& column : points->names) source.variables << QString::fromStdString(column);
    source.load = [points](const std::string& variable, const jobs::JobContext&) {
        const PointSet& all = *points;
        const auto& values = all.column(variable);
        PointSet kept;
        kept.dimension = all.dimension;
        kept.crs = all.crs;
        std::vector<double> column;
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (std::isnan(values[i])) continue;
            kept.x.push_back(all.x[i]);
            kept.y.push_back(all.y[i]);
            kept.z.push_back(all.z.empty() ? 0.0 : all.z[i]);
            column.push_back(values[i]);
        }
        if (column.empty()) throw ValidationError("data", variable, "has no value in this point file");
        kept.addColumn(variable, std::move(column));
        return kept;
    };
    return source;
}

}  // namespace strata::gui
