#include "strata/io/DelimitedReader.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "GeoEasParser.h"
#include "NumberText.h"
#include "ParallelText.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/io/AtomicFile.h"

namespace strata::io {

namespace {

constexpr double kMissing = std::numeric_limits<double>::quiet_NaN();
constexpr char kWhitespace = ' ';  // the delimiter value meaning "runs of blanks and tabs"

std::string normalizedName(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        if (c == ' ' || c == '_' || c == '-' || c == '.' || c == '\t') continue;
        out += char(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

std::string quoted(std::string_view token) {
    return "'" + std::string(token.substr(0, 40)) + (token.size() > 40 ? "...'" : "'");
}

// One field of a record, pointing into the text (no copy).
struct Field {
    const char* begin;
    std::size_t size;
    std::size_t column;   // 1-based character column in its line
    bool escapedQuotes;   // a quoted field holding "" pairs: text() must unescape
    std::string_view view() const noexcept { return {begin, size}; }
    std::string text() const {
        if (!escapedQuotes) return std::string(begin, size);
        std::string s;
        s.reserve(size);
        for (std::size_t i = 0; i < size; ++i) {
            s += begin[i];
            if (begin[i] == '"' && i + 1 < size && begin[i + 1] == '"') ++i;
        }
        return s;
    }
};

// Walks records (logical rows: a quoted field may span lines), skipping blank lines, comment
// lines and rows whose fields are all empty.
class RecordScanner {
public:
    RecordScanner(std::string_view text, std::size_t firstLine, const std::string& source, char delimiter, char comment)
        : p_(text.data()), end_(text.data() + text.size()), lineStart_(p_), line_(firstLine), source_(source),
          delimiter_(delimiter), comment_(comment) {}

    bool next(std::vector<Field>& fields, std::size_t& recordLine) {
        while (p_ < end_) {
            const char* q = p_;
            while (q < end_ && (*q == ' ' || *q == '\t' || *q == '\r')) ++q;
            if (q == end_) {
                p_ = end_;
                return false;
            }
            if (*q == '\n' || (comment_ && *q == comment_)) {
                while (q < end_ && *q != '\n') ++q;
                newLineAfter(q);
                continue;
            }
            recordLine = line_;
            fields.clear();
            if (delimiter_ == kWhitespace)
                scanBlankSeparated(fields);
            else
                scanDelimited(fields);
            for (const Field& f : fields)
                if (f.size) return true;
        }
        return false;
    }

    // The text not yet scanned and the line it starts on.
    std::string_view rest() const noexcept { return {p_, std::size_t(end_ - p_)}; }
    std::size_t line() const noexcept { return line_; }

private:
    void newLineAfter(const char* q) {
        p_ = q < end_ ? q + 1 : end_;
        ++line_;
        lineStart_ = p_;
    }

    std::size_t columnOf(const char* q) const noexcept { return std::size_t(q - lineStart_) + 1; }

    // A quoted field starting at *q == '"'; returns the position after the closing quote.
    const char* scanQuoted(const char* q, std::vector<Field>& fields) {
        const std::size_t column = columnOf(q), line = line_;
        const char* b = q + 1;
        const char* c = b;
        bool escaped = false;
        while (true) {
            if (c >= end_) throw ParseError(source_, line, column, "unterminated quoted field (no closing '\"')");
            if (*c == '"') {
                if (c + 1 < end_ && c[1] == '"') {
                    escaped = true;
                    c += 2;
                    continue;
                }
                break;
            }
            if (*c == '\n') {
                ++line_;
                lineStart_ = c + 1;
            }
            ++c;
        }
        fields.push_back({b, std::size_t(c - b), column, escaped});
        return c + 1;
    }

    void scanDelimited(std::vector<Field>& fields) {
        const char d = delimiter_;
        const char* p = p_;
        while (true) {
            while (p < end_ && (*p == ' ' || (*p == '\t' && d != '\t'))) ++p;
            if (p < end_ && *p == '"') {
                p = scanQuoted(p, fields);
                while (p < end_ && *p != d && *p != '\n') ++p;  // stray text after the closing quote
            } else {
                const char* b = p;
                while (p < end_ && *p != d && *p != '\n') ++p;
                const char* e = p;
                while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r')) --e;
                fields.push_back({b, std::size_t(e - b), columnOf(b), false});
            }
            if (p < end_ && *p == d) {
                ++p;
                continue;
            }
            break;
        }
        newLineAfter(p);
    }

    void scanBlankSeparated(std::vector<Field>& fields) {
        const char* p = p_;
        while (true) {
            while (p < end_ && (*p == ' ' || *p == '\t' || *p == '\r')) ++p;
            if (p >= end_ || *p == '\n') break;
            if (*p == '"') {
                p = scanQuoted(p, fields);
                continue;
            }
            const char* b = p;
            while (p < end_ && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') ++p;
            fields.push_back({b, std::size_t(p - b), columnOf(b), false});
        }
        newLineAfter(p);
    }

    const char* p_;
    const char* end_;
    const char* lineStart_;
    std::size_t line_;
    const std::string& source_;
    char delimiter_;
    char comment_;
};

enum class Cell { Number, Missing, Bad };

// Turns cell text into a number, a missing value or a problem.
class CellReader {
public:
    CellReader(char decimalMark, const std::vector<std::string>& missingValues) : decimalComma_(decimalMark == ',') {
        for (const auto& code : missingValues) {
            double v;
            const auto t = trim(code);
            if (detail::parseNumber(t, v) && !std::isnan(v))
                numericCodes_.push_back(v);
            else
                textCodes_.emplace_back(t);
        }
    }

    Cell read(const Field& f, double& v) const {
        std::string_view s = f.view();
        if (s.empty()) return Cell::Missing;
        if (!parse(s, v)) {
            s = trim(s);  // a quoted field keeps its blanks
            if (s.empty()) return Cell::Missing;
            if (f.escapedQuotes || !parse(s, v)) {
                for (const auto& code : textCodes_)
                    if (iequals(s, code)) return Cell::Missing;
                return Cell::Bad;
            }
        }
        if (std::isnan(v)) return Cell::Missing;
        if (std::isinf(v)) return Cell::Bad;
        for (double code : numericCodes_)
            if (v == code) return Cell::Missing;
        return Cell::Number;
    }

    bool isMissingNumber(double v) const {
        if (std::isnan(v)) return true;
        for (double code : numericCodes_)
            if (v == code) return true;
        return false;
    }

private:
    bool parse(std::string_view s, double& v) const {
        if (!decimalComma_) return detail::parseNumber(s, v);
        char buffer[96];
        if (s.size() >= sizeof buffer) return false;
        for (std::size_t i = 0; i < s.size(); ++i) buffer[i] = s[i] == ',' ? '.' : s[i];
        return detail::parseNumber({buffer, s.size()}, v);
    }

    bool decimalComma_;
    std::vector<double> numericCodes_;
    std::vector<std::string> textCodes_;
};

// Sample records for sniffing: the first non-blank, non-comment lines, a quoted line break
// joining two lines into one record.
std::vector<std::string_view> sampleRecords(std::string_view text, char comment, std::size_t count) {
    std::vector<std::string_view> records;
    std::size_t i = 0;
    while (i < text.size() && records.size() < count) {
        const std::size_t begin = i;
        bool inQuotes = false;
        while (i < text.size() && (inQuotes || text[i] != '\n')) {
            if (text[i] == '"') inQuotes = !inQuotes;
            ++i;
        }
        const std::string_view record = text.substr(begin, i - begin);
        ++i;
        const std::string_view t = trim(record);
        if (t.empty() || (comment && t.front() == comment)) continue;
        records.push_back(record);
    }
    return records;
}

std::size_t countOutsideQuotes(std::string_view record, char c) {
    std::size_t n = 0;
    bool inQuotes = false;
    for (char ch : record) {
        if (ch == '"')
            inQuotes = !inQuotes;
        else if (ch == c && !inQuotes)
            ++n;
    }
    return n;
}

// The delimiter that splits the sample records most consistently: for each candidate, the
// share of records holding its most common (non-zero) count. A few short rows do not matter.
// Ties go to tab, then ';', then ',' (a ';' file may hold decimal commas). No candidate
// consistent in 60 % of the records: runs of blanks.
char sniffDelimiter(const std::vector<std::string_view>& records) {
    char best = kWhitespace;
    double bestShare = 0.6;
    for (char c : {'\t', ';', ','}) {
        std::vector<std::size_t> counts;
        for (auto record : records) counts.push_back(countOutsideQuotes(record, c));
        std::size_t mode = 0, modeFrequency = 0;
        for (std::size_t candidate : counts) {
            if (candidate == 0) continue;
            const auto frequency = std::size_t(std::count(counts.begin(), counts.end(), candidate));
            if (frequency > modeFrequency || (frequency == modeFrequency && candidate > mode)) {
                mode = candidate;
                modeFrequency = frequency;
            }
        }
        if (mode == 0) continue;
        const double share = double(modeFrequency) / double(records.size());
        if (share > bestShare + 1e-12 || (best == kWhitespace && share >= bestShare)) {
            best = c;
            bestShare = share;
        }
    }
    return best;
}

// With ';' files from spreadsheets in many locales write "1,5": a comma between digits in an
// unquoted field says so.
bool sniffDecimalComma(const std::vector<std::string_view>& lines) {
    for (auto line : lines)
        for (const auto& field : split(line, ';')) {
            const auto comma = field.find(',');
            if (comma == std::string::npos || field.find('.') != std::string::npos) continue;
            if (comma > 0 && comma + 1 < field.size() && std::isdigit(static_cast<unsigned char>(field[comma + 1])) &&
                std::isdigit(static_cast<unsigned char>(field[comma - 1])))
                return true;
        }
    return false;
}

// A header row is all text, or holds text where the next row holds a number.
bool looksLikeHeader(const std::vector<Field>& first, const std::vector<Field>* second, const CellReader& cells) {
    auto isText = [&](const Field& f) {
        double v;
        return cells.read(f, v) == Cell::Bad;
    };
    std::size_t texts = 0, nonEmpty = 0;
    for (const Field& f : first) {
        nonEmpty += f.size > 0;
        texts += f.size > 0 && isText(f);
    }
    if (texts > 0 && texts == nonEmpty) return true;
    if (!second) return false;
    double v;
    for (std::size_t j = 0; j < first.size() && j < second->size(); ++j)
        if (first[j].size && isText(first[j]) && cells.read((*second)[j], v) == Cell::Number) return true;
    return false;
}

struct ColumnState {
    bool forcedText = false, forcedNumeric = false;
    std::size_t numbers = 0, bad = 0;
    std::vector<TableProblem> badCells;  // the first maxProblems
};

// What pass 1 over one piece of the records found besides the numbers, which go straight into the
// table's columns at the piece's first row.
struct NumberPiece {
    std::size_t rows = 0;
    std::vector<ColumnState> state;  // counts and the first problems of the piece
    std::vector<TableProblem> rowProblems;
    std::size_t rowProblemCount = 0;
};

// Appends `from` to `to`, keeping at most `limit` elements.
void appendUpTo(std::vector<TableProblem>& to, const std::vector<TableProblem>& from, std::size_t limit) {
    const std::size_t n = std::min(from.size(), limit - std::min(limit, to.size()));
    to.insert(to.end(), from.begin(), from.begin() + std::ptrdiff_t(n));
}

std::string_view skipLines(std::string_view text, std::size_t count, std::size_t& line) {
    for (std::size_t k = 0; k < count && !text.empty(); ++k) {
        const std::size_t eol = text.find('\n');
        text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
        ++line;
    }
    return text;
}

std::string_view withoutBom(std::string_view text, const std::string& source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") return text.substr(3);
    if (text.substr(0, 2) == "\xFF\xFE" || text.substr(0, 2) == "\xFE\xFF")
        throw ParseError(source, 1, 1, "UTF-16 text is not supported: save the file as UTF-8");
    return text;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
ColumnSelector ColumnSelector::parse(std::string_view text) {
    ColumnSelector s;
    const auto t = trim(text);
    int index = 0;
    if (detail::parseInteger(t, index) && index > 0) {
        s.index = std::size_t(index);
        return s;
    }
    for (const auto& name : split(t, '|'))
        if (!name.empty()) s.names.push_back(name);
    return s;
}

ColumnSelector ColumnSelector::anyOf(std::vector<std::string> names) {
    ColumnSelector s;
    s.names = std::move(names);
    return s;
}

std::string ColumnSelector::describe() const {
    if (names.empty()) return index ? "field " + std::to_string(index) : std::string("(none)");
    return "'" + join(names, "|") + "'";
}

std::optional<std::size_t> Table::find(const ColumnSelector& selector) const {
    if (selector.names.empty()) {
        if (selector.index >= 1 && selector.index <= columns.size()) return selector.index - 1;
        return std::nullopt;
    }
    for (const auto& name : selector.names)
        for (std::size_t j = 0; j < columns.size(); ++j)
            if (iequals(columns[j].name, name)) return j;
    for (const auto& name : selector.names) {
        const std::string wanted = normalizedName(name);
        for (std::size_t j = 0; j < columns.size(); ++j)
            if (normalizedName(columns[j].name) == wanted) return j;
    }
    return std::nullopt;
}

std::vector<std::string> Table::columnNames() const {
    std::vector<std::string> names;
    for (const auto& c : columns) names.push_back(c.name);
    return names;
}

const TableColumn& Table::column(const std::string& name) const {
    if (auto j = find(ColumnSelector::anyOf({name}))) return columns[*j];
    throw ValidationError("table", name, "is not a column of " + source + " (columns: " + join(columnNames(), ", ") + ")");
}

std::string Table::describe(const TableProblem& problem) const {
    std::string s = source;
    if (problem.line) s += ":" + std::to_string(problem.line);
    if (problem.column) s += ":" + std::to_string(problem.column);
    return s + ": " + problem.message;
}

Table readTable(const std::string& path, const DelimitedOptions& options) {
    return parseTable(readTextFile(path), path, options);
}

namespace {

// One parse of a delimited text, in the steps of parseTable.
class TableParser {
public:
    TableParser(std::string_view text, const std::string& source, const DelimitedOptions& options)
        : source_(source), options_(options) {
        table_.source = source;
        text_ = skipLines(withoutBom(text, source), options.skipLines, firstLine_);
        settleMarks();
    }

    Table parse() {
        if (!readHeader()) return std::move(table_);
        readNumbers();
        readTexts(settleColumnTypes());
        gatherProblems();
        return std::move(table_);
    }

private:
    // The delimiter and decimal mark: the options', else sniffed from the first 50 records.
    void settleMarks() {
        const auto sample = sampleRecords(text_, options_.commentChar, 50);
        table_.delimiter = options_.delimiter ? options_.delimiter : sniffDelimiter(sample);
        table_.decimalMark = options_.decimalMark ? options_.decimalMark
                                                  : (table_.delimiter == ';' && sniffDecimalComma(sample) ? ',' : '.');
        if (table_.decimalMark == ',' && table_.delimiter == ',')
            throw ValidationError("table", "decimal mark", "cannot be ',' when ',' also separates the fields");
        cells_.emplace(table_.decimalMark, options_.missingValues);
    }

    // A scanner over the records after the header (all of them before the header is decided).
    RecordScanner records(bool afterHeader) const {
        RecordScanner scanner(text_, firstLine_, source_, table_.delimiter, options_.commentChar);
        std::vector<Field> header;
        std::size_t line = 0;
        if (afterHeader && table_.hasHeader) scanner.next(header, line);
        return scanner;
    }

    // The first two records decide whether the first is a header; names the columns. False for a
    // text without records.
    bool readHeader() {
        std::vector<Field> first, second;
        std::size_t secondLine = 0;
        RecordScanner probe = records(false);
        if (!probe.next(first, firstRecordLine_)) return false;
        const bool hasSecond = probe.next(second, secondLine);
        table_.hasHeader = options_.header == DelimitedOptions::Header::Yes ||
                           (options_.header == DelimitedOptions::Header::Auto &&
                            looksLikeHeader(first, hasSecond ? &second : nullptr, *cells_));
        table_.columns.resize(first.size());
        for (std::size_t j = 0; j < first.size(); ++j) {
            const std::string name = table_.hasHeader ? std::string(trim(first[j].text())) : std::string();
            table_.columns[j].name = name.empty() ? "column " + std::to_string(j + 1) : name;
        }
        state_.resize(first.size());
        for (const auto& s : options_.textColumns)
            if (auto j = table_.find(s)) state_[*j].forcedText = true;
        for (const auto& s : options_.numericColumns)
            if (auto j = table_.find(s)) state_[*j].forcedNumeric = true;
        return true;
    }

    // Pass 1: every cell as a number; cells that are not numbers are remembered as problems.
    // The records are cut into pieces at line ends and read side by side, then joined in order.
    void readNumbers() {
        const std::size_t ncols = table_.columns.size();
        const std::size_t expectedRows = std::size_t(std::count(text_.begin(), text_.end(), '\n')) + 1;
        // Every row holds a value for every column, so a very wide header over many short lines
        // would ask for more memory than any machine has: refuse it clearly instead.
        constexpr double kMaxCells = 2e9;
        if (double(ncols) * double(expectedRows) > kMaxCells)
            throw ParseError(source_, firstRecordLine_, 0,
                             std::to_string(ncols) + " columns over up to " + std::to_string(expectedRows) +
                                 " rows is more than the table reader holds (2e9 cells)");
        const auto pieces = recordPieces();
        // Each piece's rows go into the columns from the row after the lines of the pieces before
        // it; the gaps that blank and comment lines leave are closed afterwards.
        std::vector<std::size_t> firstRows(pieces.size());
        std::size_t lines = 0;
        for (std::size_t k = 0; k < pieces.size(); ++k) {
            firstRows[k] = lines;
            lines += pieces[k].lines;
        }
        for (auto& c : table_.columns) c.numbers.resize(lines);
        table_.rowLines.resize(lines);
        std::vector<NumberPiece> parsed(pieces.size());
        detail::forEachPieceInParallel(pieces.size(),
                                       [&](std::size_t k) { parsed[k] = readNumbers(pieces[k], firstRows[k]); });
        joinPieces(parsed, firstRows);
    }

    // The records after the header in pieces that start at a line start. A quoted field may hold
    // a line break, so a text with quotes is read in one piece.
    std::vector<detail::TextPiece> recordPieces() const {
        const RecordScanner scanner = records(true);
        const std::string_view rest = scanner.rest();
        if (rest.find('"') != std::string_view::npos)
            return {{rest, scanner.line(), std::size_t(std::count(rest.begin(), rest.end(), '\n')) + 1}};
        return detail::splitAtLineEnds(rest, scanner.line());
    }

    NumberPiece readNumbers(const detail::TextPiece& piece, std::size_t firstRow) {
        const std::size_t ncols = table_.columns.size();
        NumberPiece out;
        out.state.resize(ncols);
        RecordScanner scanner(piece.text, piece.firstLine, source_, table_.delimiter, options_.commentChar);
        std::vector<Field> fields;
        std::size_t line = 0;
        while (scanner.next(fields, line)) {
            const std::size_t row = firstRow + out.rows++;
            table_.rowLines[row] = line;
            if (fields.size() != ncols) noteRowWidth(out, fields.size(), line);
            const std::size_t n = std::min(ncols, fields.size());
            for (std::size_t j = 0; j < n; ++j) table_.columns[j].numbers[row] = readNumber(out, j, fields[j], line);
            for (std::size_t j = n; j < ncols; ++j) table_.columns[j].numbers[row] = kMissing;
        }
        return out;
    }

    // Closes the gaps between the pieces' rows and gathers their counts and problems in order.
    void joinPieces(const std::vector<NumberPiece>& pieces, const std::vector<std::size_t>& firstRows) {
        std::size_t rows = 0;
        for (std::size_t k = 0; k < pieces.size(); ++k) {
            auto close = [&](auto& values) {
                const auto from = values.begin() + std::ptrdiff_t(firstRows[k]);
                std::copy(from, from + std::ptrdiff_t(pieces[k].rows), values.begin() + std::ptrdiff_t(rows));
            };
            if (firstRows[k] != rows) {
                close(table_.rowLines);
                for (auto& c : table_.columns) close(c.numbers);
            }
            rows += pieces[k].rows;
        }
        table_.rowLines.resize(rows);
        for (auto& c : table_.columns) c.numbers.resize(rows);
        for (std::size_t j = 0; j < table_.columns.size(); ++j)
            for (const auto& p : pieces) {
                state_[j].numbers += p.state[j].numbers;
                state_[j].bad += p.state[j].bad;
                appendUpTo(state_[j].badCells, p.state[j].badCells, options_.maxProblems);
            }
        for (const auto& p : pieces) {
            appendUpTo(rowProblems_, p.rowProblems, options_.maxProblems);
            rowProblemCount_ += p.rowProblemCount;
        }
    }

    void noteRowWidth(NumberPiece& piece, std::size_t width, std::size_t line) const {
        const std::size_t ncols = table_.columns.size();
        if (piece.rowProblems.size() < options_.maxProblems)
            piece.rowProblems.push_back({line, 1, 0,
                                         "row has " + std::to_string(width) + " fields, expected " +
                                             std::to_string(ncols) +
                                             (width < ncols ? " (the rest read as missing)" : " (the rest ignored)")});
        ++piece.rowProblemCount;
    }

    // The cell's number, or NaN for a missing or bad cell (a bad one noted as a problem).
    double readNumber(NumberPiece& piece, std::size_t j, const Field& field, std::size_t line) const {
        double v;
        ColumnState& s = piece.state[j];
        switch (cells_->read(field, v)) {
            case Cell::Number: ++s.numbers; return v;
            case Cell::Missing: return kMissing;
            case Cell::Bad:
                if (s.badCells.size() < options_.maxProblems)
                    s.badCells.push_back({line, field.column, j + 1,
                                          "column '" + table_.columns[j].name + "': expected a number, found " +
                                              quoted(field.text())});
                ++s.bad;
                return kMissing;
        }
        return kMissing;
    }

    // Column types: numeric when most of the non-missing cells are numbers, unless forced.
    // Returns the text columns.
    std::vector<std::size_t> settleColumnTypes() {
        std::vector<std::size_t> textColumns;
        for (std::size_t j = 0; j < table_.columns.size(); ++j) {
            const ColumnState& s = state_[j];
            TableColumn& column = table_.columns[j];
            column.numeric = s.forcedNumeric || (!s.forcedText && s.numbers >= s.bad);
            if (column.numeric) continue;
            column.numbers = {};
            column.texts.reserve(table_.rowLines.size());
            textColumns.push_back(j);
        }
        return textColumns;
    }

    // Pass 2, only for text columns: keep their cells as written.
    void readTexts(const std::vector<std::size_t>& textColumns) {
        if (textColumns.empty()) return;
        RecordScanner scanner = records(true);
        std::vector<Field> fields;
        std::size_t line = 0;
        while (scanner.next(fields, line))
            for (std::size_t j : textColumns)
                table_.columns[j].texts.push_back(j < fields.size() ? fields[j].text() : std::string());
    }

    // Problems in file order; the first one thrown in strict mode.
    void gatherProblems() {
        table_.problems = std::move(rowProblems_);
        table_.problemCount = rowProblemCount_;
        for (std::size_t j = 0; j < table_.columns.size(); ++j)
            if (table_.columns[j].numeric) {
                table_.problemCount += state_[j].bad;
                table_.problems.insert(table_.problems.end(), state_[j].badCells.begin(), state_[j].badCells.end());
            }
        std::sort(table_.problems.begin(), table_.problems.end(), [](const TableProblem& a, const TableProblem& b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
        if (table_.problems.size() > options_.maxProblems) table_.problems.resize(options_.maxProblems);
        if (options_.strict && !table_.problems.empty()) {
            const TableProblem& p = table_.problems.front();
            throw ParseError(source_, p.line, p.column, p.message);
        }
    }

    const std::string& source_;
    const DelimitedOptions& options_;
    std::string_view text_;
    std::size_t firstLine_ = 1;
    std::size_t firstRecordLine_ = 0;
    std::optional<CellReader> cells_;
    Table table_;
    std::vector<ColumnState> state_;
    std::vector<TableProblem> rowProblems_;
    std::size_t rowProblemCount_ = 0;
};

}  // namespace

Table parseTable(std::string_view text, const std::string& source, const DelimitedOptions& options) {
    return TableParser(text, source, options).parse();
}

// ---------------------------------------------------------------------------------------------
PointColumns::PointColumns()
    : x(ColumnSelector::anyOf({"x", "east", "easting", "xcoord", "xcollar", "xlocation", "xloc", "xc", "lon", "longitude"})),
      y(ColumnSelector::anyOf({"y", "north", "northing", "ycoord", "ycollar", "ylocation", "yloc", "yc", "lat", "latitude"})),
      z(ColumnSelector::anyOf({"z", "elev", "elevation", "rl", "zcoord", "zcollar", "zlocation", "zloc", "zc"})) {}

PointColumns PointColumns::parse(std::string_view list) {
    const auto items = split(list, ',');
    if (items.size() < 2 || items[0].empty() || items[1].empty())
        throw ValidationError("read points", "columns", "expects x,y[,z],value... (got '" + std::string(list) + "')");
    PointColumns m;
    m.x = ColumnSelector::parse(items[0]);
    m.y = ColumnSelector::parse(items[1]);
    std::size_t firstValue = 2;
    if (items.size() >= 4) {
        firstValue = 3;
        if (items[2] == "-") {
            m.zWanted = false;
        } else {
            m.z = ColumnSelector::parse(items[2]);
            m.zRequired = true;
        }
    } else {
        m.zWanted = false;
    }
    for (std::size_t k = firstValue; k < items.size(); ++k) {
        if (items[k].empty())
            throw ValidationError("read points", "columns", "has an empty item (got '" + std::string(list) + "')");
        m.values.push_back(ColumnSelector::parse(items[k]));
    }
    return m;
}

namespace {

// A file without a header has no names to match: the default selectors map by position.
std::optional<std::size_t> findCoordinate(const Table& table, const ColumnSelector& selector, std::size_t position) {
    if (auto j = table.find(selector)) return j;
    if (!table.hasHeader && selector.index == 0 && position < table.columns.size()) return position;
    return std::nullopt;
}

std::size_t requireNumeric(const Table& table, std::optional<std::size_t> j, const ColumnSelector& selector, const char* role) {
    if (!j)
        throw ValidationError("read points", std::string(role) + " column",
                              "no column of " + table.source + " matches " + selector.describe() + " (columns: " +
                                  join(table.columnNames(), ", ") + ")");
    const TableColumn& c = table.columns[*j];
    if (!c.numeric) {
        std::string example;
        for (std::size_t r = 0; r < c.texts.size() && example.empty(); ++r)
            if (!trim(c.texts[r]).empty()) example = " such as '" + c.texts[r] + "' at line " + std::to_string(table.rowLines[r]);
        throw ValidationError("read points", std::string(role) + " column",
                              "'" + c.name + "' of " + table.source + " holds text" + example);
    }
    return *j;
}

}  // namespace

namespace {

// Builds the points; when `owned` is the table itself and no row is dropped, columns used once
// are moved instead of copied (a million-row read then holds one copy of the numbers, not two).
PointSet buildPoints(const Table& table, Table* owned, const PointColumns& mapping, PointReadReport* report) {
    if (table.columns.empty()) throw ParseError(table.source, 0, 0, "no data: the file holds no rows");
    const std::size_t xj = requireNumeric(table, findCoordinate(table, mapping.x, 0), mapping.x, "x");
    const std::size_t yj = requireNumeric(table, findCoordinate(table, mapping.y, 1), mapping.y, "y");
    std::optional<std::size_t> zj;
    if (mapping.zWanted) {
        const bool positional = !table.hasHeader && table.columns.size() >= 4;
        zj = positional ? findCoordinate(table, mapping.z, 2) : table.find(mapping.z);
        if (zj || mapping.zRequired) zj = requireNumeric(table, zj, mapping.z, "z");
    }
    // One column for two axes puts every point on a diagonal: a slip in the column list.
    const auto distinctAxes = [&](std::size_t a, std::size_t b, const char* axes) {
        if (a == b)
            throw ValidationError("read points", "columns",
                                  std::string(axes) + " are both column '" + table.columns[a].name + "' of " +
                                      table.source + ": each coordinate needs its own column");
    };
    distinctAxes(xj, yj, "x and y");
    if (zj) {
        distinctAxes(xj, *zj, "x and z");
        distinctAxes(yj, *zj, "y and z");
    }
    std::vector<std::size_t> valueColumns;
    if (mapping.values.empty()) {
        for (std::size_t j = 0; j < table.columns.size(); ++j)
            if (table.columns[j].numeric && j != xj && j != yj && (!zj || j != *zj)) valueColumns.push_back(j);
    } else {
        for (const auto& s : mapping.values) valueColumns.push_back(requireNumeric(table, table.find(s), s, "value"));
    }

    // Problems that touch the columns used; a problem elsewhere in the file does not matter here.
    std::vector<bool> used(table.columns.size() + 1, false);
    used[0] = true;  // whole-row problems
    used[xj + 1] = used[yj + 1] = true;
    if (zj) used[*zj + 1] = true;
    for (std::size_t j : valueColumns) used[j + 1] = true;
    PointReadReport local;
    PointReadReport& out = report ? *report : local;
    out = PointReadReport{};
    out.source = table.source;
    for (const auto& p : table.problems)
        if (p.field < used.size() && used[p.field]) out.problems.push_back(p);
    out.problemCount = out.problems.size() + (table.problemCount - table.problems.size());

    PointSet points;
    points.dimension = zj ? 3 : 2;
    const auto& xs0 = table.columns[xj].numbers;
    const auto& ys0 = table.columns[yj].numbers;
    bool complete = true;
    for (std::size_t r = 0; r < table.rowCount() && complete; ++r)
        complete = std::isfinite(xs0[r]) && std::isfinite(ys0[r]) && (!zj || std::isfinite(table.columns[*zj].numbers[r]));
    if (owned && complete) {
        std::vector<int> uses(table.columns.size(), 0);
        ++uses[xj];
        ++uses[yj];
        if (zj) ++uses[*zj];
        for (std::size_t j : valueColumns) ++uses[j];
        auto take = [&](std::size_t j) -> std::vector<double> {
            if (uses[j] == 1) return std::move(owned->columns[j].numbers);
            return owned->columns[j].numbers;
        };
        points.x = take(xj);
        points.y = take(yj);
        points.z = zj ? take(*zj) : std::vector<double>(points.x.size(), 0.0);
        for (std::size_t j : valueColumns) points.addColumn(owned->columns[j].name, take(j));
        if (!report && !out.problems.empty()) {
            const TableProblem& p = out.problems.front();
            throw ParseError(table.source, p.line, p.column, p.message);
        }
        return points;
    }
    points.reserve(table.rowCount());
    std::vector<std::vector<double>> values(valueColumns.size());
    for (auto& v : values) v.reserve(table.rowCount());
    const auto& xs = table.columns[xj].numbers;
    const auto& ys = table.columns[yj].numbers;
    const std::vector<double>* zs = zj ? &table.columns[*zj].numbers : nullptr;
    for (std::size_t r = 0; r < table.rowCount(); ++r) {
        const double z = zs ? (*zs)[r] : 0.0;
        if (!std::isfinite(xs[r]) || !std::isfinite(ys[r]) || !std::isfinite(z)) {
            const std::size_t j = !std::isfinite(xs[r]) ? xj : !std::isfinite(ys[r]) ? yj : *zj;
            out.problems.push_back({table.rowLines[r], 0, j + 1,
                                    "row dropped: no value for coordinate column '" + table.columns[j].name + "'"});
            ++out.problemCount;
            ++out.droppedRows;
            continue;
        }
        points.x.push_back(xs[r]);
        points.y.push_back(ys[r]);
        points.z.push_back(z);
        for (std::size_t k = 0; k < valueColumns.size(); ++k) values[k].push_back(table.columns[valueColumns[k]].numbers[r]);
    }
    for (std::size_t k = 0; k < valueColumns.size(); ++k) points.addColumn(table.columns[valueColumns[k]].name, std::move(values[k]));
    std::stable_sort(out.problems.begin(), out.problems.end(),
                     [](const TableProblem& a, const TableProblem& b) { return a.line < b.line; });
    if (!report && !out.problems.empty()) {
        const TableProblem& p = out.problems.front();
        throw ParseError(table.source, p.line, p.column, p.message);
    }
    return points;
}

}  // namespace

PointSet pointsFromTable(const Table& table, const PointColumns& mapping, PointReadReport* report) {
    return buildPoints(table, nullptr, mapping, report);
}

namespace {

Table tableFromGeoEas(std::string_view text, const std::string& path, const DelimitedOptions& options) {
    std::vector<std::size_t> rowLines;
    GeoEasFile file = detail::parseGeoEas(text, path, &rowLines);
    const CellReader cells('.', options.missingValues);
    Table table;
    table.source = path;
    table.delimiter = kWhitespace;
    table.hasHeader = true;
    table.rowLines = std::move(rowLines);
    for (std::size_t j = 0; j < file.names.size(); ++j) {
        TableColumn c;
        c.name = file.names[j].empty() ? "column " + std::to_string(j + 1) : file.names[j];
        c.numbers = std::move(file.columns[j]);
        // The same missing codes as for delimited files (GSLIB often writes -999).
        for (double& v : c.numbers)
            if (cells.isMissingNumber(v)) v = kMissing;
        table.columns.push_back(std::move(c));
    }
    return table;
}

}  // namespace

Table tableOf(const PointSet& points, const std::string& source) {
    Table table;
    table.source = source;
    table.hasHeader = true;
    const auto add = [&table](const std::string& name, const std::vector<double>& values) {
        TableColumn column;
        column.name = name;
        column.numbers.reserve(values.size());
        for (double v : values) column.numbers.push_back(std::isfinite(v) ? v : std::numeric_limits<double>::quiet_NaN());
        table.columns.push_back(std::move(column));
    };
    add("x", points.x);
    add("y", points.y);
    if (points.dimension == 3) add("z", points.z);
    for (std::size_t k = 0; k < points.values.size(); ++k) add(points.names[k], points.values[k]);
    table.rowLines.resize(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) table.rowLines[i] = i + 2;  // after the header
    return table;
}

Table readGeoEasTable(const std::string& path, const DelimitedOptions& options) {
    const std::string text = readTextFile(path);
    return tableFromGeoEas(withoutBom(text, path), path, options);
}

PointSet readPoints(const std::string& path, const PointColumns& mapping, const PointReadOptions& options,
                    PointReadReport* report) {
    const std::string text = readTextFile(path);
    const std::string_view body = withoutBom(text, path);
    const bool geoEas = options.format == PointFileFormat::GeoEas ||
                        (options.format == PointFileFormat::Auto && detail::looksLikeGeoEas(body));
    if (geoEas) {
        Table table = tableFromGeoEas(body, path, options.table);
        return buildPoints(table, &table, mapping, options.table.strict ? nullptr : report);
    }
    DelimitedOptions tableOptions = options.table;
    tableOptions.strict = false;  // only problems in the columns used count; pointsFromTable decides
    tableOptions.numericColumns.push_back(mapping.x);
    tableOptions.numericColumns.push_back(mapping.y);
    if (mapping.zWanted) tableOptions.numericColumns.push_back(mapping.z);
    tableOptions.numericColumns.insert(tableOptions.numericColumns.end(), mapping.values.begin(), mapping.values.end());
    Table table = parseTable(body, path, tableOptions);
    return buildPoints(table, &table, mapping, options.table.strict ? nullptr : report);
}

}  // namespace strata::io
