#include "estimation/EstimationSource.h"

#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <tuple>

#include "data/DataTable.h"
#include "strata/core/Error.h"

namespace strata::gui {

namespace {

const std::string kUnitSeparator = " = ";


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
        const std::size_t r = table_->rowAt(hole, depth);
        return r < table_->size() && column_->values[r] == value_;
    }

private:
    const drillholes::IntervalTable* table_ = nullptr;
    const drillholes::TextColumn* column_ = nullptr;
    std::string value_;
};

}  // namespace

std::string unitName(const std::string& table, const std::string& column, const std::string& value) {
    return table + "." + column + kUnitSeparator + value;
}

QStringList unitChoices(const drillholes::DrillholeDatabase& database) {
    QStringList units;
    for (const auto& table : database.intervals)
        for (const auto& column : table.text) {
            if (!isUnitColumn(column.values)) continue;  // free text, not units
            const std::set<std::string> categories(column.values.begin(), column.values.end());
            for (const std::string& category : categories)
                if (!category.empty())
                    units << QString::fromStdString(unitName(table.name, column.name, category));
        }
    return units;
}

DrillholeSamples samplesInUnit(const DrillholeSamples& samples, const drillholes::DrillholeDatabase& database,
                               const std::string& unit) {
    const UnitLookup inUnit(database, unit);
    const variogram::VariogramInput& all = *samples.input;
    auto input = std::make_shared<variogram::VariogramInput>();
    input->names = all.names;
    input->variables.resize(all.variables.size());
    DrillholeSamples kept;
    for (std::size_t i = 0; i < samples.holes.size(); ++i) {
        if (!inUnit.contains(samples.holes[i], samples.depth[i])) continue;
        input->x.push_back(all.x[i]);
        input->y.push_back(all.y[i]);
        input->z.push_back(all.z[i]);
        for (std::size_t v = 0; v < all.variables.size(); ++v) input->variables[v].push_back(all.variables[v][i]);
        kept.holes.push_back(samples.holes[i]);
        kept.depth.push_back(samples.depth[i]);
    }
    if (kept.holes.empty())
        throw ValidationError("estimation", "unit", "no sample of '" + (all.names.empty() ? std::string() : all.names[0]) + "' lies in " + unit);
    kept.input = std::move(input);
    return kept;
}

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
            DrillholeSamples samples = drillholeSamples(*database, {tableName, variable}, method, context);
            if (!unit.empty()) samples = samplesInUnit(samples, *database, unit);
            PointSet points;
            points.dimension = 3;
            points.x = samples.input->x;
            points.y = samples.input->y;
            points.z = samples.input->z;
            points.addColumn(variable, samples.input->variables[0]);
            return points;
        };
        sources.push_back(std::move(source));
    }
    return sources;
}

PointSet loadVariables(const EstimationSource& source, const std::vector<std::string>& variables,
                       const std::string& unit, const jobs::JobContext& context) {
    if (variables.empty()) throw ValidationError("estimation", "variables", "none chosen");
    PointSet merged = source.load(variables.front(), unit, context);
    using Position = std::tuple<double, double, double>;
    const auto positionOf = [](const PointSet& p, std::size_t i) {
        return Position{p.x[i], p.y[i], p.z.empty() ? 0.0 : p.z[i]};
    };
    if (merged.z.empty()) merged.z.assign(merged.size(), 0.0);
    for (std::size_t v = 1; v < variables.size(); ++v) {
        context.checkCancelled();
        const PointSet other = source.load(variables[v], unit, context);
        // Rows not yet holding this variable, by position: the k-th sample at a position joins
        // the k-th row there.
        std::map<Position, std::vector<std::size_t>> free;
        for (std::size_t i = merged.size(); i-- > 0;) free[positionOf(merged, i)].push_back(i);
        std::vector<double> column(merged.size(), std::numeric_limits<double>::quiet_NaN());
        for (std::size_t i = 0; i < other.size(); ++i) {
            auto& rows = free[positionOf(other, i)];
            if (!rows.empty()) {
                column[rows.back()] = other.values[0][i];
                rows.pop_back();
                continue;
            }
            merged.x.push_back(other.x[i]);
            merged.y.push_back(other.y[i]);
            merged.z.push_back(other.z.empty() ? 0.0 : other.z[i]);
            for (auto& earlier : merged.values) earlier.push_back(std::numeric_limits<double>::quiet_NaN());
            column.push_back(other.values[0][i]);
        }
        merged.addColumn(variables[v], std::move(column));
    }
    return merged;
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
