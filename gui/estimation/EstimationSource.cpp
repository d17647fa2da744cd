#include "estimation/EstimationSource.h"

#include <cmath>

#include <QRegularExpression>

#include "strata/io/DelimitedReader.h"
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

EstimationSource pointFileSource(const QString& name, const std::string& path, const PointSet& header) {
    EstimationSource source;
    source.name = name;
    for (const auto& column : header.names) source.variables << QString::fromStdString(column);
    source.load = [path](const std::string& variable, const jobs::JobContext&) {
        const PointSet all = io::readPoints(path);
        PointSet points;
        points.dimension = all.dimension;
        points.crs = all.crs;
        const auto& values = all.column(variable);
        std::vector<double> kept;
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (std::isnan(values[i])) continue;
            points.x.push_back(all.x[i]);
            points.y.push_back(all.y[i]);
            points.z.push_back(all.z.empty() ? 0.0 : all.z[i]);
            kept.push_back(values[i]);
        }
        points.addColumn(variable, std::move(kept));
        return points;
    };
    return source;
}

QString fileStem(const QString& text) {
    QString stem = text;
    stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("_"));
    while (stem.startsWith(u'_')) stem.remove(0, 1);
    while (stem.endsWith(u'_')) stem.chop(1);
    return stem.isEmpty() ? QStringLiteral("result") : stem;
}

}  // namespace strata::gui
