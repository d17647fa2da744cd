#include "data/DataTable.h"

#include <deque>
#include <set>
#include <string_view>

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
        std::deque<std::vector<std::string>> units;  // a deque: the columns point into it as it grows
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
    // The unit each row's mid-depth lies in, by the other tables' unit columns.
    for (const auto& other : database->intervals) {
        if (&other == intervals) continue;
        for (const auto& column : other.text) {
            if (!isUnitColumn(column.values)) continue;
            auto& units = derived->units.emplace_back();
            for (std::size_t r = 0; r < intervals->size(); ++r) {
                const std::size_t at = other.rowAt(intervals->holeIds[r], 0.5 * (intervals->from[r] + intervals->to[r]));
                units.push_back(at < other.size() ? column.values[at] : std::string());
            }
            table.columns.push_back({fromStd(other.name + "." + column.name), nullptr, &units});
        }
    }
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

bool isUnitColumn(const std::vector<std::string>& values) {
    std::set<std::string_view> categories;
    for (const std::string& v : values)
        if (!v.empty() && categories.insert(v).second && categories.size() > kMostUnitCategories) return false;
    return !categories.empty();
}

std::vector<std::size_t> DataTable::unitColumns() const {
    std::vector<std::size_t> found;
    for (std::size_t c = 0; c < columns.size(); ++c)
        if (columns[c].texts && isUnitColumn(*columns[c].texts)) found.push_back(c);
    return found;
}

DataTable DataTable::rowsWhere(std::size_t column, const std::string& value) const {
    struct Copies {
        std::deque<std::vector<double>> numbers;
        std::deque<std::vector<std::string>> texts;
        std::vector<double> x, y, z, lengths;
    };
    auto copies = std::make_shared<Copies>();
    std::vector<std::size_t> kept;
    const std::vector<std::string>& key = *columns.at(column).texts;
    for (std::size_t r = 0; r < rows; ++r)
        if (key[r] == value) kept.push_back(r);
    const auto pick = [&](const auto& all, auto& out) {
        for (std::size_t r : kept) out.push_back(all[r]);
    };
    DataTable table;
    table.name = name;
    table.rows = kept.size();
    for (const Column& c : columns) {
        if (c.numbers) pick(*c.numbers, copies->numbers.emplace_back());
        else pick(*c.texts, copies->texts.emplace_back());
        table.columns.push_back({c.name, c.numbers ? &copies->numbers.back() : nullptr,
                                 c.texts ? &copies->texts.back() : nullptr});
    }
    // Columns that are also the coordinates or lengths keep pointing at one copy.
    const auto same = [&](const std::vector<double>* source, std::vector<double>& copy) -> const std::vector<double>* {
        if (!source) return nullptr;
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (columns[c].numbers == source) return table.columns[c].numbers;
        pick(*source, copy);
        return &copy;
    };
    table.x = same(x, copies->x);
    table.y = same(y, copies->y);
    table.z = same(z, copies->z);
    table.lengths = same(lengths, copies->lengths);
    table.owner = std::move(copies);
    return table;
}

}  // namespace strata::gui
