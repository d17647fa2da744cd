#include "DomainComposites.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/drillholes/Compositing.h"

namespace strata::blockmodel {

namespace {

constexpr const char* kStage = "blockmodel";
constexpr const char* kUnitColumn = "UNIT";

const drillholes::NumericColumn& numericColumn(const drillholes::IntervalTable& assays, const std::string& name,
                                               const char* option) {
    const auto* column = assays.findNumeric(name);
    if (!column) throw ValidationError(kStage, option, "'" + name + "' is not a numeric column of " + assays.name);
    return *column;
}

// The assays cut at every lithology contact: one row per overlap of an assay with a logged unit,
// with the grade and density columns (`columns`).
drillholes::IntervalTable splitAtContacts(const drillholes::IntervalTable& lithology,
                                          const std::vector<std::string>& units,
                                          const drillholes::IntervalTable& assays,
                                          const std::vector<const drillholes::NumericColumn*>& columns,
                                          std::size_t& outside) {
    drillholes::IntervalTable pieces;
    pieces.name = assays.name + "_in_units";
    for (const auto* column : columns) pieces.numeric.push_back({column->name, {}});
    pieces.text.push_back({kUnitColumn, {}});
    for (std::size_t a = 0; a < assays.size(); ++a) {
        const auto logged = lithology.rowsOf(assays.holeIds[a]);
        double covered = 0;
        for (std::size_t l = logged.begin; l < logged.end; ++l) {
            const double from = std::max(assays.from[a], lithology.from[l]);
            const double to = std::min(assays.to[a], lithology.to[l]);
            if (!(to > from) || units[l].empty()) continue;
            const std::size_t row = pieces.addRow(assays.holeIds[a], from, to, assays.sourceLines[a]);
            for (std::size_t c = 0; c < columns.size(); ++c) pieces.numeric[c].values[row] = columns[c]->values[a];
            pieces.text[0].values[row] = units[l];
            covered += to - from;
        }
        if (covered < assays.to[a] - assays.from[a] - 1e-9) ++outside;
    }
    pieces.indexRows();
    return pieces;
}

}  // namespace

std::vector<std::string> loggedUnits(const drillholes::IntervalTable& lithology, const std::string& column) {
    if (const auto* text = lithology.findText(column)) return text->values;
    // A numeric unit column gives its numbers as text.
    if (const auto* numbers = lithology.findNumeric(column)) {
        std::vector<std::string> units;
        for (double v : numbers->values) units.push_back(std::isnan(v) ? std::string() : shortNumber(v));
        return units;
    }
    throw ValidationError(kStage, "unit_column", "'" + column + "' is not a column of " + lithology.name);
}

void checkAssayColumns(const drillholes::IntervalTable& assays, const DomainCompositeOptions& options) {
    numericColumn(assays, options.value, "value");
    if (!options.density.empty()) numericColumn(assays, options.density, "density_column");
}

DomainComposites domainComposites(const drillholes::DrillholeDatabase& database,
                                  const drillholes::IntervalTable& lithology, const drillholes::IntervalTable& assays,
                                  const DomainCompositeOptions& options, const CancelToken* cancel) {
    DomainComposites out;
    std::vector<const drillholes::NumericColumn*> columns{&numericColumn(assays, options.value, "value")};
    if (!options.density.empty()) columns.push_back(&numericColumn(assays, options.density, "density_column"));
    drillholes::IntervalTable samples =
        splitAtContacts(lithology, loggedUnits(lithology, options.unitColumn), assays, columns, out.outsideUnits);
    if (options.length > 0) {
        drillholes::CompositeOptions composite;
        composite.length = options.length;
        composite.domainColumn = kUnitColumn;
        for (const auto& column : samples.numeric) composite.columns.push_back(column.name);
        samples = drillholes::compositeIntervals(database, samples, composite, cancel);
    }
    const auto positions = drillholes::desurveyIntervals(database, samples, options.desurvey, cancel);
    const auto& grades = *samples.findNumeric(options.value);
    const auto* densities = options.density.empty() ? nullptr : samples.findNumeric(options.density);
    const auto& units = *samples.findText(kUnitColumn);
    const double kNaN = std::numeric_limits<double>::quiet_NaN();
    for (std::size_t r = 0; r < samples.size(); ++r) {
        const double grade = grades.values[r];
        const double density = densities ? densities->values[r] : kNaN;
        if ((std::isnan(grade) && std::isnan(density)) || std::isnan(positions.xMid[r])) continue;
        out.holeId.push_back(samples.holeIds[r]);
        out.unit.push_back(units.values[r]);
        out.from.push_back(samples.from[r]);
        out.to.push_back(samples.to[r]);
        out.x.push_back(positions.xMid[r]);
        out.y.push_back(positions.yMid[r]);
        out.z.push_back(positions.zMid[r]);
        out.raw.push_back(grade);
        out.density.push_back(density);
        double value = grade;
        if (const auto cap = options.caps.find(units.values[r]); cap != options.caps.end() && grade > cap->second) {
            value = cap->second;
            ++out.capped;
        }
        out.value.push_back(value);
    }
    return out;
}

}  // namespace strata::blockmodel
