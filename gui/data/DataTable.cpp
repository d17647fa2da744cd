#include "data/DataTable.h"

namespace strata::gui {

namespace {
QString fromStd(const std::string& text) { return QString::fromStdString(text); }
}  // namespace

DataTable DataTable::fromPoints(const QString& name, std::shared_ptr<const PointSet> points) {
    DataTable table;
    table.name = name;
    table.rows = points->size();
    table.columns.push_back({QStringLiteral("X"), &points->x, nullptr});
    table.columns.push_back({QStringLiteral("Y"), &points->y, nullptr});
    if (points->dimension == 3) table.columns.push_back({QStringLiteral("Z"), &points->z, nullptr});
    for (std::size_t c = 0; c < points->names.size(); ++c) table.columns.push_back({fromStd(points->names[c]), &points->values[c], nullptr});
    table.x = &points->x;
    table.y = &points->y;
    if (points->dimension == 3) table.z = &points->z;
    table.owner = std::move(points);
    return table;
}

DataTable DataTable::fromIntervals(std::shared_ptr<const drillholes::DrillholeDatabase> database, const std::string& name,
                                   drillholes::DesurveyMethod method) {
    DataTable table;
    const drillholes::IntervalTable* intervals = database->findTable(name);
    if (!intervals) return table;
    // Mid-points (for declustering) and lengths (for weighting), owned with the database.
    struct Derived {
        std::shared_ptr<const drillholes::DrillholeDatabase> database;
        drillholes::IntervalPositions positions;
        std::vector<double> lengths;
    };
    auto derived = std::make_shared<Derived>();
    derived->positions = drillholes::desurveyIntervals(*database, *intervals, method);
    for (std::size_t r = 0; r < intervals->size(); ++r) derived->lengths.push_back(intervals->to[r] - intervals->from[r]);
    table.x = &derived->positions.xMid;
    table.y = &derived->positions.yMid;
    table.z = &derived->positions.zMid;
    table.lengths = &derived->lengths;
    table.name = fromStd(intervals->name);
    table.rows = intervals->size();
    table.columns.push_back({QStringLiteral("HOLEID"), nullptr, &intervals->holeIds});
    table.columns.push_back({QStringLiteral("FROM"), &intervals->from, nullptr});
    table.columns.push_back({QStringLiteral("TO"), &intervals->to, nullptr});
    for (const auto& column : intervals->numeric) table.columns.push_back({fromStd(column.name), &column.values, nullptr});
    for (const auto& column : intervals->text) table.columns.push_back({fromStd(column.name), nullptr, &column.values});
    derived->database = std::move(database);
    table.owner = std::move(derived);
    return table;
}

DataTable DataTable::fromCollars(std::shared_ptr<const drillholes::DrillholeDatabase> database) {
    // Collars are structs: copy them into columns once (thousands of rows at most).
    struct Columns {
        std::shared_ptr<const drillholes::DrillholeDatabase> database;
        std::vector<std::string> ids;
        std::vector<double> x, y, z, depth;
    };
    auto columns = std::make_shared<Columns>();
    for (const auto& collar : database->collars) {
        columns->ids.push_back(collar.holeId);
        columns->x.push_back(collar.x);
        columns->y.push_back(collar.y);
        columns->z.push_back(collar.z);
        columns->depth.push_back(collar.depth);
    }
    columns->database = std::move(database);
    DataTable table;
    table.name = QStringLiteral("collars");
    table.rows = columns->ids.size();
    table.columns = {{QStringLiteral("HOLEID"), nullptr, &columns->ids},
                     {QStringLiteral("X"), &columns->x, nullptr},
                     {QStringLiteral("Y"), &columns->y, nullptr},
                     {QStringLiteral("Z"), &columns->z, nullptr},
                     {QStringLiteral("DEPTH"), &columns->depth, nullptr}};
    table.x = &columns->x;
    table.y = &columns->y;
    table.z = &columns->z;
    table.owner = std::move(columns);
    return table;
}

std::vector<std::size_t> DataTable::numericColumns() const {
    std::vector<std::size_t> numeric;
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (columns[c].isNumeric()) numeric.push_back(c);
    return numeric;
}

}  // namespace strata::gui
