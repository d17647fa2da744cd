#include "data/PointSourceReading.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>

#include "strata/core/Error.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/VectorReader.h"

namespace strata::gui {

namespace {

// Head of a file up to `lines` complete lines; enough for a preview without reading millions of rows.
std::string fileHead(const std::string& path, std::size_t lines) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw IoError(path, "cannot open the file");
    std::string text, line;
    for (std::size_t k = 0; k < lines && std::getline(in, line); ++k) text += line + "\n";
    return text;
}

std::string delimiterName(char delimiter) {
    switch (delimiter) {
        case '\t': return "tab";
        case ' ': return "space";
        default: return std::string(1, delimiter);
    }
}

std::string cellText(const io::TableColumn& column, std::size_t row) {
    if (!column.numeric) return column.texts[row];
    const double value = column.numbers[row];
    if (std::isnan(value)) return "";
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

TablePreview previewOf(const io::Table& table, std::size_t rows) {
    TablePreview preview;
    preview.header = table.columnNames();
    preview.delimiter = delimiterName(table.delimiter);
    preview.hasHeader = table.hasHeader;
    const std::size_t shown = std::min(rows, table.rowCount());
    for (std::size_t r = 0; r < shown; ++r) {
        std::vector<std::string> cells;
        for (const io::TableColumn& column : table.columns) cells.push_back(cellText(column, r));
        preview.rows.push_back(std::move(cells));
    }
    for (const io::TableProblem& problem : table.problems) preview.problems.push_back(table.describe(problem));
    return preview;
}

}  // namespace

std::string detectCoordinateColumn(const std::vector<std::string>& header, char axis) {
    static const std::vector<std::string> kX{"x", "east", "easting", "lon", "longitude"};
    static const std::vector<std::string> kY{"y", "north", "northing", "lat", "latitude"};
    static const std::vector<std::string> kZ{"z", "elev", "elevation", "rl", "height"};
    static const std::vector<std::string> kAffixes{"", "location", "loc", "coord", "coords", "coordinate", "collar",
                                                   "utm", "pos", "position", "c"};
    const std::vector<std::string>& cores = axis == 'x' ? kX : axis == 'y' ? kY : kZ;
    for (const std::string& name : header) {
        std::string key;
        for (unsigned char c : name)
            if (std::isalnum(c)) key += char(std::tolower(c));
        for (const std::string& core : cores)
            for (const std::string& affix : kAffixes)
                if (key == core + affix || key == affix + core) return name;
    }
    return {};
}

io::PointColumns pointColumnsOf(const PointSource& source) {
    io::PointColumns columns;
    const auto role = [&](const char* name) -> const std::string* {
        const auto it = source.columns.find(name);
        return it == source.columns.end() || it->second.empty() ? nullptr : &it->second;
    };
    if (const std::string* x = role("x")) columns.x = io::ColumnSelector::anyOf({*x});
    if (const std::string* y = role("y")) columns.y = io::ColumnSelector::anyOf({*y});
    if (const std::string* z = role("z")) {
        columns.z = io::ColumnSelector::anyOf({*z});
        columns.zRequired = true;
    }
    columns.zWanted = !source.twoD;
    if (source.twoD) columns.zRequired = false;
    for (const std::string& value : source.values) columns.values.push_back(io::ColumnSelector::anyOf({value}));
    return columns;
}

io::PointReadOptions readOptionsOf(const PointSource& source) {
    io::PointReadOptions options;
    options.format = source.format == "geoeas"      ? io::PointFileFormat::GeoEas
                     : source.format == "delimited" ? io::PointFileFormat::Delimited
                                                    : io::PointFileFormat::Auto;
    io::DelimitedOptions& table = options.table;
    if (source.delimiter == "tab")
        table.delimiter = '\t';
    else if (source.delimiter == "space")
        table.delimiter = ' ';
    else if (source.delimiter != "auto" && source.delimiter.size() == 1)
        table.delimiter = source.delimiter[0];
    table.header = source.header == "yes" ? io::DelimitedOptions::Header::Yes
                   : source.header == "no" ? io::DelimitedOptions::Header::No
                                           : io::DelimitedOptions::Header::Auto;
    if (source.decimal == "," || source.decimal == ".") table.decimalMark = source.decimal[0];
    table.skipLines = static_cast<std::size_t>(std::max(0, source.skipLines));
    if (source.missing) table.missingValues = *source.missing;
    return options;
}

namespace {
// The rows of `table` whose text column `column` reads `value`.
io::Table rowsWhere(const io::Table& table, const std::string& column, const std::string& value) {
    const io::TableColumn& key = table.column(column);
    io::Table kept;
    kept.source = table.source;
    kept.delimiter = table.delimiter;
    kept.decimalMark = table.decimalMark;
    kept.hasHeader = table.hasHeader;
    kept.problems = table.problems;
    kept.problemCount = table.problemCount;
    for (const io::TableColumn& c : table.columns) kept.columns.push_back({c.name, c.numeric, {}, {}});
    for (std::size_t r = 0; r < table.rowCount(); ++r) {
        if (key.texts.at(r) != value) continue;
        kept.rowLines.push_back(table.rowLines[r]);
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            if (table.columns[c].numeric) kept.columns[c].numbers.push_back(table.columns[c].numbers[r]);
            else kept.columns[c].texts.push_back(table.columns[c].texts[r]);
        }
    }
    return kept;
}

// The last file read for a `where` source: the data sets of one file's units (a block model's
// composites, one per unit) are read one after another, and each needs the same table.
std::shared_ptr<const io::Table> sharedTable(const PointSource& source, const io::DelimitedOptions& options) {
    static std::mutex mutex;
    static std::string lastKey;
    static std::shared_ptr<const io::Table> lastTable;
    std::error_code error;
    const auto size = std::filesystem::file_size(source.path, error);
    const auto time = std::filesystem::last_write_time(source.path, error);
    std::string key = source.path + '\n' + std::to_string(size) + '\n' +
                      std::to_string(time.time_since_epoch().count()) + '\n' + source.whereColumn + '\n' +
                      source.delimiter + '\n' + source.header + '\n' + source.decimal + '\n' +
                      std::to_string(source.skipLines);
    if (source.missing)
        for (const std::string& m : *source.missing) key += '\n' + m;
    std::lock_guard lock(mutex);
    if (error || key != lastKey) {
        lastTable = std::make_shared<const io::Table>(io::readTable(source.path, options));
        lastKey = error ? std::string() : key;
    }
    return lastTable;
}
}  // namespace

PointSet readPointSource(const PointSource& source, io::PointReadReport& report) {
    if (source.format == "gdal") return io::readVectorPoints(source.path, source.layer);
    if (source.whereColumn.empty()) return io::readPoints(source.path, pointColumnsOf(source), readOptionsOf(source), &report);
    io::DelimitedOptions options = readOptionsOf(source).table;
    options.textColumns.push_back(io::ColumnSelector::anyOf({source.whereColumn}));
    const io::Table rows = rowsWhere(*sharedTable(source, options), source.whereColumn, source.whereEquals);
    if (rows.rowCount() == 0)
        throw ValidationError("points", "where", "no row of '" + source.path + "' has " + source.whereColumn + " = '" +
                                                     source.whereEquals + "'");
    return io::pointsFromTable(rows, pointColumnsOf(source), &report);
}

TablePreview previewPointSource(const PointSource& source, std::size_t rows) {
    if (source.format == "gdal") return {};
    const io::PointReadOptions options = readOptionsOf(source);
    // Room for a title, a header (GSLIB: one line per variable) and comment lines.
    const std::string head = fileHead(source.path, rows + options.table.skipLines + 200);
    const bool geoEas = source.format == "geoeas" || (source.format == "auto" && head.size() > 0 && [&] {
                            try {
                                const io::GeoEasFile file = io::parseGeoEas(head, source.path);
                                return !file.names.empty() && file.rowCount() > 0;
                            } catch (const Error&) {
                                return false;
                            }
                        }());
    if (geoEas) {
        const io::GeoEasFile file = io::parseGeoEas(head, source.path);
        TablePreview preview;
        preview.header = file.names;
        preview.delimiter = "GSLIB";
        preview.hasHeader = true;
        for (std::size_t r = 0; r < std::min(rows, file.rowCount()); ++r) {
            std::vector<std::string> cells;
            for (const auto& column : file.columns) {
                char text[32];
                std::snprintf(text, sizeof text, "%.10g", column[r]);
                cells.emplace_back(text);
            }
            preview.rows.push_back(std::move(cells));
        }
        return preview;
    }
    return previewOf(io::parseTable(head, source.path, options.table), rows);
}

TablePreview previewTable(const std::string& path, const io::DelimitedOptions& options, std::size_t rows) {
    return previewOf(io::parseTable(fileHead(path, rows + options.skipLines + 50), path, options), rows);
}

}  // namespace strata::gui
