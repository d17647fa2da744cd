#include "blockmodel/BlockModelResult.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "strata/core/Error.h"

namespace strata::gui {

namespace {

const io::TableColumn* optionalColumn(const io::Table& table, const std::string& name) {
    for (const io::TableColumn& c : table.columns)
        if (c.name == name) return &c;
    return nullptr;
}

bool isGeometry(const std::string& name) {
    return name == "x" || name == "y" || name == "z" || name == "dx" || name == "dy" || name == "dz";
}

}  // namespace

BlockColumns::BlockColumns(const io::Table& table)
    : x(&table.column("x")),
      y(&table.column("y")),
      z(&table.column("z")),
      dx(&table.column("dx")),
      dy(&table.column("dy")),
      dz(&table.column("dz")),
      unit(&table.column("unit")),
      cls(optionalColumn(table, "class")),
      tonnes(optionalColumn(table, "tonnes")) {}

ResultItem blockModelItem(ResultItem item, const std::string& path) {
    io::DelimitedOptions options;
    options.delimiter = ',';
    options.header = io::DelimitedOptions::Header::Yes;
    options.missingValues.clear();  // a grade of -999 is a grade; blank cells are the missing ones
    options.textColumns = {io::ColumnSelector::anyOf({"unit"}), io::ColumnSelector::anyOf({"class"})};
    options.strict = true;
    auto table = std::make_shared<io::Table>(io::readTable(path, options));
    const BlockColumns columns(*table);  // throws for a missing column
    auto points = std::make_shared<PointSet>();
    points->dimension = 3;
    points->x = columns.x->numbers;
    points->y = columns.y->numbers;
    points->z = columns.z->numbers;
    for (const io::TableColumn& c : table->columns)
        if (c.numeric && c.name != "x" && c.name != "y" && c.name != "z") points->addColumn(c.name, c.numbers);
    item.kind = ResultKind::BlockModel;
    item.table = std::move(table);
    item.points = std::move(points);
    return item;
}

std::vector<std::string> blockValueColumns(const io::Table& table) {
    std::vector<std::string> names;
    for (const io::TableColumn& c : table.columns)
        if (c.numeric && !isGeometry(c.name)) names.push_back(c.name);
    return names;
}

std::vector<std::string> distinctTexts(const io::TableColumn& column) {
    std::vector<std::string> names;
    for (const std::string& t : column.texts)
        if (!t.empty() && std::find(names.begin(), names.end(), t) == names.end()) names.push_back(t);
    return names;
}

std::vector<GradeTonnageLine> gradeTonnage(const io::Table& table, const std::string& grade, std::vector<double> cutoffs) {
    const BlockColumns c(table);
    const io::TableColumn& g = table.column(grade);
    std::sort(cutoffs.begin(), cutoffs.end());
    struct Sums {
        std::size_t blocks = 0;
        double volume = 0, tonnes = 0, metal = 0, weighted = 0;
        bool tonnesKnown = true;
    };
    // (unit, class) -> one sum per cutoff.
    std::map<std::pair<std::string, std::string>, std::vector<Sums>> sums;
    std::vector<std::string> units;
    for (std::size_t b = 0; b < table.rowCount(); ++b) {
        const double v = g.numbers[b];
        if (!std::isfinite(v)) continue;
        const std::string& unit = c.unit->texts[b];
        if (std::find(units.begin(), units.end(), unit) == units.end()) units.push_back(unit);
        const double volume = c.dx->numbers[b] * c.dy->numbers[b] * c.dz->numbers[b];
        const double tonnes = c.tonnes ? c.tonnes->numbers[b] : std::numeric_limits<double>::quiet_NaN();
        for (const std::string& cls : {std::string("all"), c.cls ? c.cls->texts[b] : std::string()}) {
            if (cls.empty()) continue;
            auto& perCutoff = sums[{unit, cls}];
            perCutoff.resize(cutoffs.size());
            for (std::size_t k = 0; k < cutoffs.size(); ++k) {
                if (v < cutoffs[k]) continue;
                Sums& s = perCutoff[k];
                ++s.blocks;
                s.volume += volume;
                s.tonnesKnown = s.tonnesKnown && std::isfinite(tonnes);
                s.tonnes += std::isfinite(tonnes) ? tonnes : 0;
                s.metal += (std::isfinite(tonnes) ? tonnes : 0) * v;
                s.weighted += volume * v;
            }
        }
    }
    std::vector<GradeTonnageLine> lines;
    for (const std::string& unit : units)
        for (const auto& [key, perCutoff] : sums) {
            if (key.first != unit) continue;
            for (std::size_t k = 0; k < cutoffs.size(); ++k) {
                const Sums& s = perCutoff[k];
                GradeTonnageLine line{unit, key.second, cutoffs[k], s.blocks, s.volume,
                                      s.tonnesKnown ? s.tonnes : std::numeric_limits<double>::quiet_NaN(),
                                      std::numeric_limits<double>::quiet_NaN()};
                if (s.blocks > 0) line.grade = s.tonnesKnown && s.tonnes > 0 ? s.metal / s.tonnes : s.weighted / s.volume;
                lines.push_back(line);
            }
        }
    // "all" first within each unit, then the classes in name order (std::map's).
    std::stable_sort(lines.begin(), lines.end(), [&units](const GradeTonnageLine& a, const GradeTonnageLine& b) {
        const auto ua = std::find(units.begin(), units.end(), a.unit), ub = std::find(units.begin(), units.end(), b.unit);
        if (ua != ub) return ua < ub;
        return (a.cls == "all") > (b.cls == "all");
    });
    return lines;
}

}  // namespace strata::gui
