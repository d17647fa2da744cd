#pragma once
// Delimited text tables (CSV, TSV, semicolon files from spreadsheets, whitespace XYZ) and
// point files. One pass over the file held in memory; numbers are parsed in place with
// std::from_chars, never through a temporary string.
//
// Sniffed unless told: the delimiter (tab, ';', ',' or runs of blanks, in that order of
// preference when several split every sample line the same way), whether the first row is a
// header, and, with ';', a decimal comma. Handled: UTF-8 with or without BOM, CRLF, quoted
// fields ("a ""b"", c") that may hold delimiters, quotes and line breaks, comment lines,
// blank lines, missing-value codes.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "strata/core/PointSet.h"

namespace strata::io {

// Picks a column by 1-based field number or by case-insensitive name with aliases; names are
// compared ignoring blanks, '_', '-' and '.' ("X location" matches "xlocation").
struct ColumnSelector {
    std::vector<std::string> names;  // alternatives, the first found wins
    std::size_t index = 0;           // 1-based field number; used when names is empty

    // "3" -> field 3; "east|easting|x" -> those names.
    static ColumnSelector parse(std::string_view text);
    static ColumnSelector anyOf(std::vector<std::string> names);
    bool empty() const noexcept { return names.empty() && index == 0; }
    std::string describe() const;
};

struct DelimitedOptions {
    char delimiter = 0;  // 0: sniff; ' ' means runs of blanks and tabs
    enum class Header { Auto, Yes, No } header = Header::Auto;
    char decimalMark = 0;  // 0: '.', or ',' when the delimiter is ';' and the data use commas
    char commentChar = '#';  // lines starting with it (after blanks) are skipped; 0: none
    std::size_t skipLines = 0;  // lines skipped before the header/data (titles above a table)
    // Cells read as missing (NaN) besides blank cells: text codes compare case-insensitively,
    // numeric codes by value ("-999" also matches "-999.0").
    std::vector<std::string> missingValues = {"NA", "N/A", "NaN", "-999"};
    std::vector<ColumnSelector> textColumns;     // kept as text even when they look numeric
    std::vector<ColumnSelector> numericColumns;  // numeric even when most cells are not numbers
    bool strict = false;            // throw ParseError at the first problem
    std::size_t maxProblems = 1000; // problems kept in Table::problems (all are counted)
};

// Something wrong with one cell or row; the row is kept (bad cells become NaN).
struct TableProblem {
    std::size_t line = 0;    // 1-based line in the file
    std::size_t column = 0;  // 1-based character column in that line
    std::size_t field = 0;   // 1-based field number; 0 for a whole-row problem
    std::string message;     // "column 'CU': expected a number, found '<0.01'"
};

struct TableColumn {
    std::string name;
    bool numeric = true;
    std::vector<double> numbers;     // numeric columns: one per row, NaN = missing or bad
    std::vector<std::string> texts;  // text columns: one per row, "" = blank
};

struct Table {
    std::string source;     // file name used in messages
    char delimiter = ',';
    char decimalMark = '.';
    bool hasHeader = false; // false: columns are named "column 1", "column 2", ...
    std::vector<TableColumn> columns;
    std::vector<std::size_t> rowLines;  // 1-based file line of every row
    std::vector<TableProblem> problems; // in file order, at most maxProblems
    std::size_t problemCount = 0;       // all problems, including those not kept

    std::size_t rowCount() const noexcept { return rowLines.size(); }
    std::optional<std::size_t> find(const ColumnSelector& selector) const;
    // The column by case-insensitive name; throws ValidationError listing the columns.
    const TableColumn& column(const std::string& name) const;
    std::vector<std::string> columnNames() const;
    // "file:line:column: message"
    std::string describe(const TableProblem& problem) const;
};

Table readTable(const std::string& path, const DelimitedOptions& options = {});
// A GeoEAS file as a table of numeric columns, its missing-value codes (options.missingValues,
// -999 among them) read as missing, as for delimited files.
Table readGeoEasTable(const std::string& path, const DelimitedOptions& options = {});
// The same on text in memory; `source` names it in messages.
Table parseTable(std::string_view text, const std::string& source, const DelimitedOptions& options = {});

// Which columns make a point set. The defaults find the usual names:
//   x: x, east, easting, xcoord, xcollar, xlocation, xc, lon, longitude
//   y: y, north, northing, ycoord, ycollar, ylocation, yc, lat, latitude
//   z: z, elev, elevation, rl, zcoord, zcollar, zlocation, zc (optional: none found -> 2D)
// A file without a header maps by position: x, y, then z when it has 4 or more columns.
struct PointColumns {
    ColumnSelector x, y, z;
    bool zWanted = true;    // false: 2-D points even when a z column exists
    bool zRequired = false; // true: a missing z column is an error
    std::vector<ColumnSelector> values;  // empty: every numeric column not used for x, y, z

    PointColumns();
    // "x,y,value" (2-D), "x,y,z,value[,value...]", "-" in the z place for 2-D with several
    // values; each item as in ColumnSelector::parse.
    static PointColumns parse(std::string_view list);
};

enum class PointFileFormat { Auto, Delimited, GeoEas };

struct PointReadOptions {
    PointFileFormat format = PointFileFormat::Auto;  // Auto: GSLIB/GeoEAS when the content is
    DelimitedOptions table;                          // (title, count, names), otherwise delimited
};

// What a point read left out or could not read: bad cells (NaN in the result) and rows
// dropped for a missing coordinate.
struct PointReadReport {
    std::string source;
    std::vector<TableProblem> problems;
    std::size_t problemCount = 0;
    std::size_t droppedRows = 0;
};

// Reads points. Without a report to fill (report == nullptr) any problem throws ParseError,
// as with options.table.strict: a caller that cannot show problems must not lose them.
PointSet readPoints(const std::string& path, const PointColumns& mapping = {}, const PointReadOptions& options = {},
                    PointReadReport* report = nullptr);
// Builds points from a table already read.
PointSet pointsFromTable(const Table& table, const PointColumns& mapping, PointReadReport* report = nullptr);
// The table the point set's CSV (io::writePoints) reads back as, without the file: columns x, y
// [, z] and the values, non-finite values missing. `source` names it in messages.
Table tableOf(const PointSet& points, const std::string& source);

}  // namespace strata::io
