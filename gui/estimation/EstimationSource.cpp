#include "estimation/EstimationSource.h"

#include <cmath>
#include <optional>
#include <set>

#include "strata/core/Error.h"
#include "variogram/IntervalSamples.h"

namespace strata::gui {

namespace {

constexpr std::size_t kMostCategoriesOfAUnitColumn = 40;
const std::string kUnitSeparator = " = ";

// "table.column = value" for every category of the text columns with few categories.
QStringList unitChoices(const drillholes::DrillholeDatabase& database) {
    QStringList units;
    for (const auto& table : database.intervals)
        for (const auto& column : table.text) {
            const std::set<std::string> categories(column.values.begin(), column.values.end());
            if (categories.size() > kMostCategoriesOfAUnitColumn + 1) continue;  // free text, not units
            for (const std::string& category : categories)
                if (!category.empty())
                    units << QString::fromStdString(table.name + "." + column.name + kUnitSeparator + category);
        }
    return units;
}

// Whether the sample at `depth` down `hole` lies in an interval of `unit` ("table.column = value").
class UnitLookup {
public:
    UnitLookup(const drillholes::DrillholeDatabase& database, const std::string& unit) {
        const std::size_t dot = unit.find('.'), equals = unit.find(kUnitSeparator);
        if (dot == std::string::npos || equals == std::string::npos || equals < dot)
            throw ValidationError("estimation", "unit", "'" + unit + "' is not 'table.column = value'");
        table_ = database.findTable(unit.substr(0, dot));
        column_ = table_ ? table_->findText(unit.substr(dot + 1, equals - dot - 1)) : nullptr;
        if (!column_) throw ValidationError("estimation", "unit", "no text column for '" + unit + "'");
        value_ = unit.substr(equals + kUnitSeparator.size());
    }
    bool contains(const std::string& hole, double depth) const {
        const auto rows = table_->rowsOf(hole);
        for (std::size_t r = rows.begin; r < rows.end; ++r)
            if (table_->from[r] <= depth && depth < table_->to[r]) return column_->values[r] == value_;
        return false;
    }

private:
    const drillholes::IntervalTable* table_ = nullptr;
    const drillholes::TextColumn* column_ = nullptr;
    std::string value_;
};

}  // namespace

std::vector<EstimationSource> drillholeSources(std::shared_ptr<const drillholes::DrillholeDatabase> database,
                                               drillholes::DesurveyMethod method) {
    std::vector<EstimationSource> sources;
    if (!database) return sources;
    const QStringList units = unitChoices(*database);
    for (const auto& table : database->intervals) {
        if (table.numeric.empty()) continue;
        EstimationSource source;
        source.name = QString::fromStdString(table.name);
        for (const auto& column : table.numeric) source.variables << QString::fromStdString(column.name);
        source.units = units;
        const std::string tableName = table.name;
        source.load = [database, method, tableName](const std::string& variable, const std::string& unit,
                                                    const jobs::JobContext& context) {
            const DrillholeSamples samples = drillholeSamples(*database, {tableName, variable}, method, context);
            const std::optional<UnitLookup> inUnit = unit.empty() ? std::nullopt : std::optional<UnitLookup>(std::in_place, *database, unit);
            PointSet points;
            points.dimension = 3;
            std::vector<double> values;
            for (std::size_t i = 0; i < samples.holes.size(); ++i) {
                if (inUnit && !inUnit->contains(samples.holes[i], samples.depth[i])) continue;
                points.x.push_back(samples.input->x[i]);
                points.y.push_back(samples.input->y[i]);
                points.z.push_back(samples.input->z[i]);
                values.push_back(samples.input->variables[0][i]);
            }
            if (values.empty()) throw ValidationError("estimation", "unit", "no sample of '" + variable + "' lies in " + unit);
            points.addColumn(variable, std::move(values));
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
    source.load = [points](const std::string& variable, const std::string&, const jobs::JobContext&) {
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
