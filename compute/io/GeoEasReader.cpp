#include "strata/io/GeoEasReader.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <span>

#include "GeoEasParser.h"
#include "NumberText.h"
#include "ParallelText.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/RowWriter.h"

namespace strata::io {

namespace {

bool isBlank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
bool isSeparator(char c) noexcept { return isBlank(c) || c == ','; }

std::string quoted(std::string_view token) {
    return "'" + std::string(token.substr(0, 40)) + (token.size() > 40 ? "...'" : "'");
}

// Walks the text line by line, tracking the 1-based line number for error messages.
class LineCursor {
public:
    explicit LineCursor(std::string_view text) : rest_(text) {
        if (rest_.substr(0, 3) == "\xEF\xBB\xBF") rest_.remove_prefix(3);
    }
    bool next(std::string_view& line) {
        if (rest_.empty()) return false;
        const std::size_t eol = rest_.find('\n');
        line = rest_.substr(0, eol);
        rest_ = eol == std::string_view::npos ? std::string_view() : rest_.substr(eol + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        ++number_;
        return true;
    }
    std::size_t number() const noexcept { return number_; }
    std::string_view rest() const noexcept { return rest_; }

private:
    std::string_view rest_;
    std::size_t number_ = 0;
};

// Splits a header line into its blank- or comma-separated tokens.
std::vector<std::string_view> tokens(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        if (isSeparator(line[i])) {
            ++i;
            continue;
        }
        const std::size_t b = i;
        while (i < line.size() && !isSeparator(line[i])) ++i;
        out.push_back(line.substr(b, i - b));
    }
    return out;
}

void readHeader(LineCursor& cursor, const std::string& path, GeoEasFile& file) {
    std::string_view line;
    if (!cursor.next(line)) throw ParseError(path, 1, 0, "empty file: expected a GeoEAS title line");
    file.title = std::string(trim(line));
    if (!cursor.next(line)) throw ParseError(path, 2, 0, "expected the number of variables, found the end of the file");
    const auto head = tokens(line);
    int count = 0;
    if (head.empty() || !detail::parseInteger(head[0], count) || count < 1)
        throw ParseError(path, 2, head.empty() ? 1 : std::size_t(head[0].data() - line.data()) + 1,
                         "expected the number of variables (a positive integer), found " +
                             (head.empty() ? std::string("an empty line") : quoted(head[0])));
    // GSLIB grid files write "nvar nx ny nz"; any other trailing text is a comment.
    if (head.size() >= 4) {
        std::vector<std::size_t> size;
        for (std::size_t k = 1; k < 4; ++k) {
            int n = 0;
            if (detail::parseInteger(head[k], n) && n > 0) size.push_back(std::size_t(n));
        }
        if (size.size() == 3) file.gridSize = size;
    }
    for (int k = 0; k < count; ++k) {
        if (!cursor.next(line))
            throw ParseError(path, cursor.number() + 1, 0,
                             "expected " + std::to_string(count) + " variable names, found " + std::to_string(k));
        file.names.emplace_back(trim(line));
    }
}

// Parses one piece of the data lines into `file.columns` and `lines` from row `firstRow` on;
// returns the number of rows it held.
std::size_t parseRows(const detail::TextPiece& piece, std::size_t firstRow, GeoEasFile& file,
                      std::vector<std::size_t>& lines, const std::string& path) {
    const std::size_t nvar = file.names.size();
    std::size_t row = firstRow;
    std::string_view rest = piece.text;
    for (std::size_t number = piece.firstLine; !rest.empty(); ++number) {
        const std::size_t eol = rest.find('\n');
        std::string_view line = rest.substr(0, eol);
        rest = eol == std::string_view::npos ? std::string_view() : rest.substr(eol + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        std::size_t i = 0, found = 0;
        const std::size_t n = line.size();
        while (true) {
            while (i < n && isSeparator(line[i])) ++i;
            if (i >= n) break;
            const std::size_t b = i;
            while (i < n && !isSeparator(line[i])) ++i;
            const std::string_view token = line.substr(b, i - b);
            if (found == nvar)
                throw ParseError(
                    path, number, b + 1,
                    "expected " + std::to_string(nvar) + " values (one per variable), found more: " + quoted(token));
            double v;
            if (!detail::parseNumber(token, v) || std::isinf(v))
                throw ParseError(path, number, b + 1,
                                 "expected a number for '" + file.names[found] + "', found " + quoted(token));
            file.columns[found++][row] = v;
        }
        if (found == 0) continue;  // blank line
        if (found < nvar)
            throw ParseError(
                path, number, n + 1,
                "expected " + std::to_string(nvar) + " values (one per variable), found " + std::to_string(found));
        lines[row++] = number;
    }
    return row - firstRow;
}

}  // namespace

namespace detail {

// The data lines are cut into pieces at line ends and parsed side by side, each piece's rows
// placed in the columns from the row after the lines of the pieces before it; the gaps that blank
// lines leave are closed afterwards. The first error of the first bad piece is the file's first.
GeoEasFile parseGeoEas(std::string_view text, const std::string& path, std::vector<std::size_t>* rowLines) {
    GeoEasFile file;
    LineCursor cursor(text);
    readHeader(cursor, path, file);
    const auto pieces = splitAtLineEnds(cursor.rest(), cursor.number() + 1);
    std::vector<std::size_t> firstRows(pieces.size()), rows(pieces.size());
    std::size_t lineCount = 0;
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        firstRows[k] = lineCount;
        lineCount += pieces[k].lines;
    }
    file.columns.assign(file.names.size(), std::vector<double>(lineCount));
    std::vector<std::size_t> lines(lineCount);
    forEachPieceInParallel(pieces.size(),
                           [&](std::size_t k) { rows[k] = parseRows(pieces[k], firstRows[k], file, lines, path); });

    std::size_t total = 0;
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        if (firstRows[k] != total) {
            auto close = [&](auto& values) {
                const auto from = values.begin() + std::ptrdiff_t(firstRows[k]);
                std::copy(from, from + std::ptrdiff_t(rows[k]), values.begin() + std::ptrdiff_t(total));
            };
            close(lines);
            for (auto& c : file.columns) close(c);
        }
        total += rows[k];
    }
    for (auto& c : file.columns) c.resize(total);
    if (rowLines) {
        lines.resize(total);
        *rowLines = std::move(lines);
    }
    return file;
}

bool looksLikeGeoEas(std::string_view text) {
    LineCursor cursor(text);
    std::string_view line;
    if (!cursor.next(line) || !cursor.next(line)) return false;
    const auto head = tokens(line);
    int count = 0;
    if (head.empty() || !detail::parseInteger(head[0], count) || count < 1 || count > 100000) return false;
    // After the count: nothing, GSLIB's grid size "nx ny nz", or a comment starting with a word
    // (GSLIB reads the first integer only). Other numbers make it a row of a table.
    if (head.size() > 1) {
        std::size_t numbers = 0;
        for (std::size_t k = 1; k < head.size(); ++k) {
            double v;
            numbers += detail::parseNumber(head[k], v) ? 1 : 0;
        }
        double second;
        const bool gridSize = head.size() == 4 && numbers == 3;
        const bool comment = !detail::parseNumber(head[1], second);
        if (!gridSize && !comment) return false;
    }
    bool someNameIsText = false;
    for (int k = 0; k < count; ++k) {
        if (!cursor.next(line)) return false;
        double v;
        const std::string_view name = trim(line);
        if (name.empty() || !detail::parseNumber(name, v)) someNameIsText = true;
    }
    if (!someNameIsText) return false;
    while (cursor.next(line)) {
        const auto row = tokens(line);
        if (row.empty()) continue;
        // More values than variables: still GeoEAS, which the parser then refuses naming the place.
        if (row.size() < std::size_t(count)) return false;
        for (auto t : std::span(row).first(std::size_t(count))) {
            double v;
            if (!detail::parseNumber(t, v)) return false;
        }
        return true;
    }
    return true;  // header only: still GeoEAS
}

}  // namespace detail

GeoEasFile parseGeoEas(std::string_view text, const std::string& path) { return detail::parseGeoEas(text, path, nullptr); }

GeoEasFile readGeoEas(const std::string& path) { return parseGeoEas(readTextFile(path), path); }

void writeGeoEas(const std::string& path, const GeoEasFile& file, const GeoEasWriteOptions& options) {
    if (file.names.size() != file.columns.size())
        throw ValidationError("GeoEAS writer", path,
                              "has " + std::to_string(file.names.size()) + " names for " + std::to_string(file.columns.size()) + " columns");
    if (file.names.empty()) throw ValidationError("GeoEAS writer", path, "has no columns to write");
    const std::size_t rows = file.rowCount();
    for (std::size_t k = 0; k < file.columns.size(); ++k)
        if (file.columns[k].size() != rows)
            throw ValidationError("GeoEAS writer", path,
                                  "column '" + file.names[k] + "' has " + std::to_string(file.columns[k].size()) +
                                      " values, the first column " + std::to_string(rows));
    if (!file.gridSize.empty() && file.gridSize.size() != 3)
        throw ValidationError("GeoEAS writer", path, "gridSize must hold nx, ny, nz");

    AtomicFile out(path);
    std::string buffer;
    auto oneLine = [](const std::string& s) {
        std::string t = s;
        std::replace(t.begin(), t.end(), '\n', ' ');
        std::replace(t.begin(), t.end(), '\r', ' ');
        return t;
    };
    buffer += oneLine(file.title.empty() ? std::string("Strata") : file.title);
    buffer += '\n';
    buffer += std::to_string(file.names.size());
    for (std::size_t n : file.gridSize) buffer += ' ' + std::to_string(n);
    buffer += '\n';
    for (const auto& name : file.names) buffer += oneLine(name) + '\n';
    out.write(buffer);
    writeRowsInParallel(out, rows, [&](std::string& line, std::size_t r) {
        for (std::size_t k = 0; k < file.columns.size(); ++k) {
            if (k) line += ' ';
            const double v = file.columns[k][r];
            detail::appendNumber(line, std::isnan(v) ? options.missingValue : v);
        }
        line += '\n';
    });
    out.commit();
}

}  // namespace strata::io
