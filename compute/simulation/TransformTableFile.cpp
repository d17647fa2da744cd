#include "strata/simulation/TransformTableFile.h"

#include <charconv>
#include <cmath>
#include <string_view>

#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GslibDataText.h"

namespace strata::simulation {

namespace {
bool isSeparator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '\r'; }

// The next number of `line` from `at`; throws ParseError naming the line and column.
double nextNumber(std::string_view line, std::size_t& at, const std::string& path, std::size_t lineNumber,
                  const char* what) {
    while (at < line.size() && isSeparator(line[at])) ++at;
    const std::size_t begin = at;
    while (at < line.size() && !isSeparator(line[at])) ++at;
    std::string_view token = line.substr(begin, at - begin);
    if (!token.empty() && token.front() == '+') token.remove_prefix(1);
    double v = 0;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
    if (token.empty() || ec != std::errc() || end != token.data() + token.size() || !std::isfinite(v))
        throw ParseError(
            path, lineNumber, begin + 1,
            std::string("expected a number for the ") + what + ", found '" + std::string(token.substr(0, 40)) + "'");
    return v;
}
}  // namespace

NormalScoreTable readTransformTable(const std::string& path) {
    const std::string text = io::readTextFile(path);
    NormalScoreTable table;
    std::size_t lineNumber = 0, begin = 0;
    while (begin < text.size()) {
        const std::size_t eol = std::min(text.find('\n', begin), text.size());
        const std::string_view line(text.data() + begin, eol - begin);
        begin = eol + 1;
        ++lineNumber;
        if (line.find_first_not_of(" \t,\r") == std::string_view::npos) continue;
        std::size_t at = 0;
        const double value = nextNumber(line, at, path, lineNumber, "value");
        const double score = nextNumber(line, at, path, lineNumber, "normal score");
        if (!table.values.empty() && (value < table.values.back() || score < table.scores.back()))
            throw ParseError(path, lineNumber, 1,
                             "the transformation table must increase in both columns (backtr's rule)");
        table.values.push_back(value);
        table.scores.push_back(score);
    }
    if (table.size() < 2)
        throw ParseError(path, lineNumber, 1,
                         "a transformation table needs at least two rows, found " + std::to_string(table.size()));
    return table;
}

std::string transformTableText(const NormalScoreTable& table) {
    std::string out;
    for (std::size_t k = 0; k < table.size(); ++k)
        out += io::fortranFixed(table.values[k], 12, 5) + " " + io::fortranFixed(table.scores[k], 12, 5) + "\n";
    return out;
}

}  // namespace strata::simulation
