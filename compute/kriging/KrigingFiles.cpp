#include "KrigingFiles.h"

#include <cmath>
#include <filesystem>
#include <limits>
#include <map>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/DelimitedReader.h"
#include "strata/io/GridWriter.h"
#include "strata/io/PointWriter.h"

namespace strata::kriging {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

bool isGeoEasPath(const std::string& path) {
    const std::string ext = toLower(std::filesystem::path(path).extension().string());
    return ext == ".dat" || ext == ".gslib" || ext == ".geoeas" || ext == ".out";
}

// Columns of a file, whatever its format.
struct Columns {
    std::string source;
    std::vector<std::string> names;
    std::vector<std::vector<double>> numbers;
    std::vector<std::vector<std::string>> texts;  // empty for numeric columns

    std::size_t rows() const { return numbers.empty() ? 0 : numbers.front().size(); }

    std::size_t find(const std::string& item, const std::string& stage, const std::string& option) const {
        const io::ColumnSelector selector = io::ColumnSelector::parse(item);
        if (selector.names.empty() && selector.index >= 1 && selector.index <= names.size()) return selector.index - 1;
        for (const auto& alternative : selector.names)
            for (std::size_t k = 0; k < names.size(); ++k)
                if (iequals(trim(names[k]), trim(alternative))) return k;
        throw ValidationError(stage, option,
                              "'" + source + "' has no column '" + item + "' (columns: " + join(names, ", ") + ")");
    }
};

Columns columnsOf(io::Table t) {
    Columns c;
    c.source = t.source;
    for (auto& col : t.columns) {
        c.names.push_back(col.name);
        if (col.numeric) {
            c.numbers.push_back(std::move(col.numbers));
            c.texts.emplace_back();
        } else {
            c.numbers.emplace_back(col.texts.size(), kNaN);
            c.texts.push_back(std::move(col.texts));
        }
    }
    return c;
}

Columns readColumns(const std::string& path, const jobs::JobContext& context) {
    if (const auto held = context.pointsAt(path)) return columnsOf(io::tableOf(*held, path));
    // GeoEAS files keep GSLIB's missing-value code -999 as missing, as delimited files do.
    if (isGeoEasPath(path)) return columnsOf(io::readGeoEasTable(path));
    io::DelimitedOptions options;
    options.strict = true;
    return columnsOf(io::readTable(path, options));
}

const std::vector<double>& numeric(const Columns& c, std::size_t k, const std::string& stage, const std::string& option) {
    if (!c.texts[k].empty())
        throw ValidationError(stage, option, "column '" + c.names[k] + "' of '" + c.source + "' is not numeric");
    return c.numbers[k];
}

}  // namespace

KrigingData readKrigingData(const KrigingDataSource& source, const KrigingOptions& options, const std::string& stage,
                            const jobs::JobContext& context) {
    const Columns c = readColumns(source.file, context);
    const std::vector<std::string> items = split(source.columns, ',');
    if (items.size() < 3)
        throw ValidationError(stage, "columns", "needs x,y,value or x,y,z,value[,value...] (got '" + source.columns + "')");
    const bool threeD = items.size() >= 4 && trim(items[2]) != "-";
    KrigingData d;
    std::vector<std::size_t> axes{c.find(std::string(trim(items[0])), stage, "columns"),
                                  c.find(std::string(trim(items[1])), stage, "columns")};
    if (threeD) axes.push_back(c.find(std::string(trim(items[2])), stage, "columns"));
    // One column for two axes puts every datum on a diagonal: a slip in the column list.
    for (std::size_t a = 0; a < axes.size(); ++a)
        for (std::size_t b = 0; b < a; ++b)
            if (axes[a] == axes[b])
                throw ValidationError(stage, "columns",
                                      "two coordinates are both column '" + c.names[axes[a]] + "' of '" + source.file +
                                          "': each coordinate needs its own column");
    d.x = numeric(c, axes[0], stage, "columns");
    d.y = numeric(c, axes[1], stage, "columns");
    std::size_t first = 2;
    if (items.size() >= 4) {
        first = 3;
        if (threeD) d.z = numeric(c, axes[2], stage, "columns");
    }
    for (std::size_t k = first; k < items.size(); ++k) {
        const std::size_t col = c.find(std::string(trim(items[k])), stage, "columns");
        d.names.push_back(c.names[col]);
        d.values.push_back(numeric(c, col, stage, "columns"));
    }
    for (std::size_t i = 0; i < d.x.size(); ++i)
        if (std::isnan(d.x[i]) || std::isnan(d.y[i]) || (!d.z.empty() && std::isnan(d.z[i])))
            throw ValidationError(stage, "data", "'" + source.file + "' row " + std::to_string(i + 1) + " has no coordinates");
    if (d.x.empty()) throw ValidationError(stage, "data", "'" + source.file + "' holds no data rows");
    if (!source.drillholeColumn.empty()) {
        const std::size_t col = c.find(source.drillholeColumn, stage, "drillhole");
        if (c.texts[col].empty()) {
            d.drillhole = c.numbers[col];
        } else {
            std::map<std::string, double> ids;
            for (const auto& t : c.texts[col]) {
                auto [it, added] = ids.emplace(t, double(ids.size()));
                d.drillhole.push_back(it->second);
            }
        }
    }
    if (!source.secondaryColumn.empty())
        d.secondary = numeric(c, c.find(source.secondaryColumn, stage, "secondary"), stage, "secondary");
    else if (options.needsSecondary())
        throw ValidationError(stage, "secondary", "type " + toString(options.type) + " needs --secondary COLUMN");
    return d;
}

KrigingTargets readTargets(const std::string& path, const std::string& columns, const std::string& secondaryColumn,
                           bool needSecondary, const std::string& stage, const jobs::JobContext& context) {
    const Columns c = readColumns(path, context);
    KrigingTargets t;
    std::vector<std::string> items = columns.empty() ? std::vector<std::string>{} : split(columns, ',');
    auto pick = [&](std::size_t k, const char* names) -> std::string { return k < items.size() ? items[k] : names; };
    if (!items.empty() && items.size() != 2 && items.size() != 3)
        throw ValidationError(stage, "target-columns", "must be x,y or x,y,z (got '" + columns + "')");
    t.x = numeric(c, c.find(pick(0, "x|east|easting|xcoord|xlocation"), stage, "target-columns"), stage, "target-columns");
    t.y = numeric(c, c.find(pick(1, "y|north|northing|ycoord|ylocation"), stage, "target-columns"), stage, "target-columns");
    if (items.size() == 3) {
        t.z = numeric(c, c.find(items[2], stage, "target-columns"), stage, "target-columns");
    } else if (items.empty()) {
        try {
            t.z = numeric(c, c.find("z|elev|elevation|zcoord|zlocation", stage, "target-columns"), stage, "target-columns");
        } catch (const ValidationError&) {
            t.z.clear();  // 2-D targets
        }
    }
    if (t.x.empty()) throw ValidationError(stage, "targets", "'" + path + "' holds no target rows");
    for (std::size_t i = 0; i < t.x.size(); ++i)
        if (!std::isfinite(t.x[i]) || !std::isfinite(t.y[i]) || (!t.z.empty() && !std::isfinite(t.z[i])))
            throw ValidationError(stage, "targets",
                                  "'" + path + "' row " + std::to_string(i + 1) + " has no coordinates");
    if (needSecondary) {
        if (secondaryColumn.empty())
            throw ValidationError(stage, "secondary", "the targets need the secondary variable (--secondary COLUMN)");
        t.secondary = numeric(c, c.find(secondaryColumn, stage, "secondary"), stage, "secondary");
    }
    return t;
}

void writeTargetLayers(const std::string& output, const KrigingTargets& targets, const TargetLayers& layers,
                       const jobs::JobContext& context) {
    const std::size_t n = targets.size();
    if (targets.grid) {
        Grid out;
        out.spec = *targets.grid;
        for (const auto& [name, values] : layers) {
            auto& layer = out.addLayer(name);
            for (std::size_t t = 0; t < n; ++t) layer[t] = float((*values)[t]);
        }
        io::writeGrid(output, out);
        context.deliver(std::move(out));
    } else {
        PointSet out;
        out.dimension = targets.z.empty() ? 2 : 3;
        out.x = targets.x;
        out.y = targets.y;
        out.z = targets.z.empty() ? std::vector<double>(n, 0.0) : targets.z;
        for (const auto& [name, values] : layers) out.addColumn(name, *values);
        io::writePoints(output, out);
        context.deliver(std::move(out));
    }
}

}  // namespace strata::kriging
