#pragma once
// A loaded table as columns of numbers or text, shared with the data it came from (a point set,
// an interval table of a drillhole database) so that views never copy millions of values.
#include <memory>
#include <string>
#include <vector>

#include <QString>

#include "strata/core/PointSet.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"

namespace strata::gui {

struct DataTable {
    struct Column {
        QString name;
        const std::vector<double>* numbers = nullptr;     // numeric column (NaN = missing)
        const std::vector<std::string>* texts = nullptr;  // text column
        bool isNumeric() const { return numbers != nullptr; }
    };

    QString name;
    std::shared_ptr<const void> owner;  // keeps the columns alive
    std::vector<Column> columns;
    std::size_t rows = 0;
    // Coordinates of each row, when the rows are points (cell declustering needs them).
    const std::vector<double>* x = nullptr;
    const std::vector<double>* y = nullptr;
    const std::vector<double>* z = nullptr;
    // Interval rows: each row's length (TO - FROM), which weights its statistics.
    const std::vector<double>* lengths = nullptr;

    // X, Y (and Z for 3-D sets), then the value columns.
    static DataTable fromPoints(const QString& name, std::shared_ptr<const PointSet> points);
    // HOLEID, FROM, TO, then the numeric and text columns, with the intervals' desurveyed
    // mid-points as coordinates and their lengths, then the unit columns of the other interval
    // tables at each row's mid-depth ("lithology.LITH"). Empty when there is no such table.
    static DataTable fromIntervals(std::shared_ptr<const drillholes::DrillholeDatabase> database, const std::string& table,
                                   drillholes::DesurveyMethod method = drillholes::DesurveyMethod::MinimumCurvature);
    // Collars: HOLEID, X, Y, Z, DEPTH.
    static DataTable fromCollars(std::shared_ptr<const drillholes::DrillholeDatabase> database);

    std::vector<std::size_t> numericColumns() const;
    // Text columns that hold units (few categories), e.g. to restrict statistics to one.
    std::vector<std::size_t> unitColumns() const;
    // The rows whose text column `column` reads `value`, with their coordinates and lengths (copied).
    DataTable rowsWhere(std::size_t column, const std::string& value) const;
};

// Whether a text column holds units (lithology, domains): at most this many distinct non-blank values.
constexpr std::size_t kMostUnitCategories = 40;
bool isUnitColumn(const std::vector<std::string>& values);

}  // namespace strata::gui
