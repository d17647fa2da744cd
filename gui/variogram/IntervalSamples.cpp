#include "variogram/IntervalSamples.h"

#include <cmath>

#include "strata/core/Error.h"

namespace strata::gui {

std::vector<IntervalColumn> numericIntervalColumns(const drillholes::DrillholeDatabase& database) {
    std::vector<IntervalColumn> columns;
    for (const auto& table : database.intervals)
        for (const auto& column : table.numeric) columns.push_back({table.name, column.name});
    return columns;
}

namespace {
variogram::VariogramInput collectSamples(const drillholes::DrillholeDatabase& database, const IntervalColumn& column,
                                         drillholes::DesurveyMethod method, const jobs::JobContext& context,
                                         std::vector<std::string>* holes, std::vector<double>* depth) {
    const std::string stage = "variogram samples";
    const drillholes::IntervalTable* table = database.findTable(column.table);
    if (!table) throw ValidationError(stage, "table", "no interval table named '" + column.table + "'");
    const drillholes::NumericColumn* values = table->findNumeric(column.column);
    if (!values)
        throw ValidationError(stage, "column", "table '" + column.table + "' has no numeric column '" + column.column + "'");
    context.report(0, "desurvey");
    const drillholes::IntervalPositions positions = drillholes::desurveyIntervals(database, *table, method);
    context.checkCancelled();

    variogram::VariogramInput input;
    input.names = {values->name};
    input.variables.resize(1);
    for (std::size_t row = 0; row < table->size(); ++row) {
        const double value = values->values[row];
        if (std::isnan(value) || std::isnan(positions.xMid[row])) continue;
        input.x.push_back(positions.xMid[row]);
        input.y.push_back(positions.yMid[row]);
        input.z.push_back(positions.zMid[row]);
        input.variables[0].push_back(value);
        if (holes) holes->push_back(table->holeIds[row]);
        if (depth) depth->push_back((table->from[row] + table->to[row]) / 2);
    }
    if (input.x.empty())
        throw ValidationError(stage, "column", "no interval of '" + column.table + "' has a value of '" + column.column + "'");
    context.report(1, "samples ready");
    return input;
}
}  // namespace

variogram::VariogramInput intervalSamples(const drillholes::DrillholeDatabase& database, const IntervalColumn& column,
                                          drillholes::DesurveyMethod method, const jobs::JobContext& context) {
    return collectSamples(database, column, method, context, nullptr, nullptr);
}

DrillholeSamples drillholeSamples(const drillholes::DrillholeDatabase& database, const IntervalColumn& column,
                                  drillholes::DesurveyMethod method, const jobs::JobContext& context) {
    DrillholeSamples samples;
    samples.input = std::make_shared<const variogram::VariogramInput>(
        collectSamples(database, column, method, context, &samples.holes, &samples.depth));
    return samples;
}

}  // namespace strata::gui
