#include "strata/io/GslibDataText.h"

#include <cstdio>

#include "GeoEasParser.h"
#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/RowWriter.h"

namespace strata::io {

namespace {
std::vector<std::string_view> splitLines(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t eol = text.find('\n');
        std::string_view line = text.substr(0, eol);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
    }
    return lines;
}

std::string withoutTrailingBlanks(std::string_view line) {
    const std::size_t end = line.find_last_not_of(' ');
    return std::string(end == std::string_view::npos ? std::string_view() : line.substr(0, end + 1));
}

// Fortran '(a40)': the first 40 characters, padded with blanks.
std::string a40(std::string_view text) {
    std::string s(text.substr(0, 40));
    s.resize(40, ' ');
    return s;
}
}  // namespace

GslibDataText readGslibDataText(const std::string& path) {
    const std::string text = readTextFile(path);
    GslibDataText out;
    out.data = detail::parseGeoEas(text, path, &out.rowLines);
    const auto lines = splitLines(text);
    out.titleLine = std::string(lines.at(0));
    for (std::size_t k = 0; k < out.data.names.size(); ++k) out.nameLines.emplace_back(lines.at(2 + k));
    out.rows.resize(out.rowLines.size());
#pragma omp parallel for
    for (std::ptrdiff_t r = 0; r < std::ptrdiff_t(out.rows.size()); ++r)
        out.rows[std::size_t(r)] = withoutTrailingBlanks(lines[out.rowLines[std::size_t(r)] - 1]);
    return out;
}

std::string appendGslibColumn(const GslibDataText& input, const GslibAppendedColumn& column) {
    if (column.cells.size() != input.rows.size())
        throw ValidationError("GSLIB output", column.name,
                              "has " + std::to_string(column.cells.size()) + " values for " +
                                  std::to_string(input.rows.size()) + " rows");
    std::string out = column.titlePrefix + a40(input.titleLine) + "\n";
    char count[32];
    std::snprintf(count, sizeof count, "%*zu\n", column.countWidth, input.nameLines.size() + 1);
    out += count;
    for (const auto& name : input.nameLines) out += a40(name) + "\n";
    out += column.name + "\n";
    appendRowsInParallel(out, input.rows.size(), [&](std::string& text, std::size_t r) {
        text += input.rows[r];
        text += ' ';
        text += column.cells[r];
        text += '\n';
    });
    return out;
}

std::string fortranFixed(double value, int width, int decimals) {
    char buf[512];
    std::snprintf(buf, sizeof buf, "%*.*f", width, decimals, value);
    std::string s(buf);
    return s.size() > std::size_t(width) ? std::string(std::size_t(width), '*') : s;
}

}  // namespace strata::io
