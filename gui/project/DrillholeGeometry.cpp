#include "project/DrillholeGeometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include <QCoreApplication>

#include "strata/core/Error.h"

namespace strata::gui {

namespace {

using drillholes::DrillholeDatabase;
using drillholes::HolePath;

// A straight hole needs two points; a curved one enough to look smooth. Every hole and interval
// is cut into pieces of at most 1/kPiecesPerHole of its hole's length, plus the survey stations.
constexpr int kPiecesPerHole = 24;

// Sorted depths from `from` to `to`: both ends, the survey stations between, and even steps.
std::vector<double> depthsAlong(double from, double to, double holeDepth,
                                std::span<const drillholes::SurveyStation> stations) {
    std::vector<double> depths{from, to};
    for (const auto& station : stations)
        if (station.at > from && station.at < to) depths.push_back(station.at);
    const double step = holeDepth / kPiecesPerHole;
    if (step > 0)
        for (double d = std::floor(from / step + 1) * step; d < to; d += step) depths.push_back(d);
    std::sort(depths.begin(), depths.end());
    depths.erase(std::unique(depths.begin(), depths.end(),
                             [](double a, double b) { return std::abs(a - b) < 1e-9; }),
                 depths.end());
    return depths;
}

void addPath(Polylines& lines, const HolePath& path, const std::vector<double>& depths,
             const std::array<double, 3>& origin) {
    std::vector<double> x(depths.size()), y(depths.size()), z(depths.size());
    path.at(depths, x.data(), y.data(), z.data());
    for (std::size_t i = 0; i < depths.size(); ++i) lines.addPoint({x[i], y[i], z[i]}, origin);
    lines.endLine();
}

struct Colouring {
    const drillholes::IntervalTable* table = nullptr;
    const drillholes::TextColumn* text = nullptr;
    const drillholes::NumericColumn* numeric = nullptr;
    std::map<std::string, int> categoryIndex;
};

Colouring findColouring(const DrillholeDatabase& database, const ColourBy& colourBy, DrillholeGeometry& geometry) {
    const std::string& tableName = colourBy.table;
    const std::string& columnName = colourBy.column;
    Colouring colouring;
    if (tableName.empty()) return colouring;
    colouring.table = database.findTable(tableName);
    if (!colouring.table) throw ValidationError("project view", "colour_by.table", "'" + tableName + "' is not an interval table of the project");
    colouring.text = colouring.table->findText(columnName);
    if (!colouring.text) colouring.numeric = colouring.table->findNumeric(columnName);
    if (!colouring.text && !colouring.numeric)
        throw ValidationError("project view", "colour_by.column",
                              "'" + columnName + "' is not a column of table '" + tableName + "'");
    geometry.colourTable = colouring.table->name;
    geometry.colourColumn = colouring.text ? colouring.text->name : colouring.numeric->name;
    geometry.categorical = colouring.text != nullptr;
    if (colouring.text) {
        std::map<std::string, int> present;  // sorted
        for (const std::string& value : colouring.text->values)
            if (!value.empty()) present.emplace(value, -1);
        auto addCategory = [&](const std::string& value, std::optional<std::array<double, 3>> rgb) {
            colouring.categoryIndex[value] = static_cast<int>(geometry.categories.size());
            geometry.categories.push_back(value);
            geometry.categoryColours.push_back(rgb);
        };
        for (const CategoryColour& listed : colourBy.categories)
            if (present.count(listed.value) && !colouring.categoryIndex.count(listed.value))
                addCategory(listed.value, listed.rgb);
        for (const auto& [value, unused] : present)
            if (!colouring.categoryIndex.count(value)) addCategory(value, std::nullopt);
    }
    return colouring;
}

void addIntervals(const Colouring& colouring, const std::string& holeId, const HolePath& path, double holeDepth,
                  std::span<const drillholes::SurveyStation> stations, DrillholeGeometry& geometry) {
    const auto rows = colouring.table->rowsOf(holeId);
    for (std::size_t row = rows.begin; row < rows.end; ++row) {
        addPath(geometry.intervals, path,
                depthsAlong(colouring.table->from[row], colouring.table->to[row], holeDepth, stations),
                geometry.origin);
        if (colouring.text) {
            const std::string& value = colouring.text->values[row];
            geometry.intervalCategory.push_back(value.empty() ? -1 : colouring.categoryIndex.at(value));
        } else {
            geometry.intervalValue.push_back(colouring.numeric->values[row]);
        }
    }
}

}  // namespace

void Polylines::addPoint(const drillholes::Point3& p, const std::array<double, 3>& origin) {
    x.push_back(p[0] - origin[0]);
    y.push_back(p[1] - origin[1]);
    z.push_back(p[2] - origin[2]);
}

std::array<double, 3> sceneOriginFor(const DrillholeDatabase& database) {
    if (database.collars.empty()) return {0, 0, 0};
    double lo[3] = {std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
                    std::numeric_limits<double>::max()};
    double hi[3] = {std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest(),
                    std::numeric_limits<double>::lowest()};
    for (const auto& collar : database.collars) {
        const double p[3] = {collar.x, collar.y, collar.z};
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], p[k]);
            hi[k] = std::max(hi[k], p[k]);
        }
    }
    std::array<double, 3> origin{};
    for (int k = 0; k < 3; ++k) origin[k] = std::round((lo[k] + hi[k]) / 2 / 100.0) * 100.0;
    return origin;
}

DrillholeGeometry buildDrillholeGeometry(const DrillholeDatabase& database, drillholes::DesurveyMethod method,
                                         const ColourBy& colourBy, const std::array<double, 3>& origin,
                                         const jobs::JobContext& context) {
    DrillholeGeometry geometry;
    geometry.origin = origin;
    const Colouring colouring = findColouring(database, colourBy, geometry);

    const std::string message =
        QCoreApplication::translate("strata::gui::DrillholeGeometry", "Desurveying drillholes").toStdString();
    std::size_t drawnIntervals = 0;
    const std::size_t holes = database.collars.size();
    for (std::size_t i = 0; i < holes; ++i) {
        if (i % 16 == 0) {
            context.checkCancelled();
            context.report(double(i) / double(holes), message);
        }
        const drillholes::Collar& collar = database.collars[i];
        geometry.holeIds.push_back(collar.holeId);
        geometry.collarX.push_back(collar.x - origin[0]);
        geometry.collarY.push_back(collar.y - origin[1]);
        geometry.collarZ.push_back(collar.z - origin[2]);

        const HolePath path = drillholes::makeHolePath(database, collar, method);
        const auto stations = database.surveyOf(collar.holeId);
        const double depth = database.holeDepth(collar.holeId);
        addPath(geometry.traces, path, depthsAlong(0.0, depth, depth, stations), origin);
        if (colouring.table) {
            drawnIntervals += colouring.table->rowsOf(collar.holeId).size();
            addIntervals(colouring, collar.holeId, path, depth, stations, geometry);
        }
    }
    if (colouring.table) geometry.skippedIntervals = colouring.table->size() - drawnIntervals;
    if (colouring.numeric) {
        // Robust limits: the 2nd and 98th percentiles, so that a few high grades do not wash the
        // ramp out; values beyond take the end colours.
        std::vector<double> finite;
        for (double v : geometry.intervalValue)
            if (std::isfinite(v)) finite.push_back(v);
        std::sort(finite.begin(), finite.end());
        const auto at = [&finite](double p) { return finite[std::size_t(std::llround(p * double(finite.size() - 1)))]; };
        geometry.valueMin = finite.empty() ? 0 : at(0.02);
        geometry.valueMax = finite.empty() ? 0 : at(0.98);
    }
    context.report(1.0, message);
    return geometry;
}

}  // namespace strata::gui
