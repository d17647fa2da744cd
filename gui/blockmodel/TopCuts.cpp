#include "blockmodel/TopCuts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace strata::gui {

std::map<std::string, UnitGrades> gradesByUnit(const drillholes::DrillholeDatabase& database, const std::string& unitTable,
                                               const std::string& unitColumn, const std::string& assayTable,
                                               const std::string& value) {
    std::map<std::string, UnitGrades> byUnit;
    const drillholes::IntervalTable* units = database.findTable(unitTable);
    const drillholes::IntervalTable* assays = database.findTable(assayTable);
    const drillholes::TextColumn* unit = units ? units->findText(unitColumn) : nullptr;
    const drillholes::NumericColumn* grade = assays ? assays->findNumeric(value) : nullptr;
    if (!unit || !grade) return byUnit;
    for (std::size_t r = 0; r < assays->size(); ++r) {
        const double v = grade->values[r];
        if (!std::isfinite(v)) continue;
        const double mid = 0.5 * (assays->from[r] + assays->to[r]);
        const auto rows = units->rowsOf(assays->holeIds[r]);
        for (std::size_t u = rows.begin; u < rows.end; ++u)
            if (units->from[u] <= mid && mid < units->to[u]) {
                if (unit->values[u].empty()) break;
                UnitGrades& g = byUnit[unit->values[u]];
                g.values.push_back(v);
                g.lengths.push_back(assays->to[r] - assays->from[r]);
                break;
            }
    }
    return byUnit;
}

double gradePercentile(const UnitGrades& grades, double fraction) {
    if (grades.values.empty()) return std::numeric_limits<double>::quiet_NaN();
    std::vector<double> sorted = grades.values;
    const auto k = std::ptrdiff_t(std::llround(std::clamp(fraction, 0.0, 1.0) * double(sorted.size() - 1)));
    std::nth_element(sorted.begin(), sorted.begin() + k, sorted.end());
    return sorted[std::size_t(k)];
}

double metalRemoved(const UnitGrades& grades, double cut) {
    double metal = 0, removed = 0;
    for (std::size_t i = 0; i < grades.values.size(); ++i) {
        metal += grades.lengths[i] * grades.values[i];
        if (grades.values[i] > cut) removed += grades.lengths[i] * (grades.values[i] - cut);
    }
    return metal > 0 ? removed / metal : 0;
}

}  // namespace strata::gui
