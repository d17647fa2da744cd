#include "OutputComparison.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <sstream>

#include "TextFields.h"

namespace strata::compare {
namespace {

// The first mismatch ends the comparison: thrown by the checks below, caught by compareTexts.
struct Mismatch {
    std::string message;
};

struct DataRow {
    std::size_t lineNumber;  // 1-based, in the file
    const std::string* text;
};

struct Tally {
    std::size_t rows = 0;
    std::size_t values = 0;
    std::size_t skipped = 0;
};

std::string where(const NamedText& file, std::size_t lineNumber) {
    return file.name + " line " + std::to_string(lineNumber);
}

std::size_t headerLineCount(const NamedText& file, const HeaderLines& header) {
    if (!header.geoEas) return header.count;
    // GeoEAS: a title, then the number of variables (first field of line 2), then one name a line.
    const auto count = file.lines.size() < 2 ? std::nullopt : parseNumber(splitFields(file.lines[1]).front());
    if (!count || *count < 1 || *count != std::floor(*count))
        throw Mismatch{where(file, 2) + ": expected the GeoEAS variable count"};
    return 2 + static_cast<std::size_t>(*count);
}

std::vector<DataRow> dataRows(const NamedText& file, const HeaderLines& header) {
    std::vector<DataRow> rows;
    for (std::size_t i = headerLineCount(file, header); i < file.lines.size(); ++i)
        if (file.lines[i].find_first_not_of(" \t\r") != std::string::npos) rows.push_back({i + 1, &file.lines[i]});
    return rows;
}

std::vector<DataRow> selectedRows(std::vector<DataRow> rows, const std::optional<RowRange>& range,
                                  const NamedText& file) {
    if (!range) return rows;
    if (range->first < 1 || range->last < range->first || range->last > rows.size())
        throw Mismatch{file.name + ": rows " + std::to_string(range->first) + "-" + std::to_string(range->last) +
                       " asked for, it has " + std::to_string(rows.size()) + " data rows"};
    return {rows.begin() + static_cast<std::ptrdiff_t>(range->first - 1),
            rows.begin() + static_cast<std::ptrdiff_t>(range->last)};
}

std::string describe(const Tolerance& t) {
    std::ostringstream s;
    s << "relative " << t.relative << ", absolute " << t.absolute;
    if (t.lastPlaceUnits > 0) s << ", " << t.lastPlaceUnits << " unit(s) in the reference's last place";
    return s.str();
}

double allowedDifference(double reference, const std::string& referenceText, const Tolerance& t) {
    return std::max(t.relative * std::abs(reference), t.absolute) + t.lastPlaceUnits * lastPlaceUnit(referenceText);
}

// What is wrong with our field against the reference's, or nothing.
std::optional<std::string> fieldProblem(const std::string& ours, const std::string& theirs, bool exactText,
                                        const ComparisonRule& rule) {
    if (exactText) return ours == theirs ? std::nullopt : std::optional<std::string>("(compared as exact text)");
    if (!rule.missingInReference.empty() && theirs == rule.missingInReference)
        return ours == rule.missingInOutput
                   ? std::nullopt
                   : std::optional<std::string>("(a missing value must be written " + rule.missingInOutput + ")");
    const auto a = parseNumber(ours);
    const auto b = parseNumber(theirs);
    if (!a || !b) return "(not a number)";
    const double allowed = allowedDifference(*b, theirs, rule.tolerance);
    // The slack lets a difference of exactly the allowed amount (as decimal text) pass in binary.
    if (std::abs(*a - *b) <= allowed * (1 + 1e-9)) return std::nullopt;
    std::ostringstream s;
    s << "(difference " << std::abs(*a - *b) << " > allowed " << allowed << ": " << describe(rule.tolerance) << ")";
    return s.str();
}

bool isTextLine(const std::vector<std::string>& fields, const std::vector<std::size_t>& columns,
                const ComparisonRule& rule) {
    return std::any_of(columns.begin(), columns.end(), [&](std::size_t c) {
        return c <= fields.size() && fields[c - 1] != rule.missingInReference && !parseNumber(fields[c - 1]);
    });
}

std::vector<std::size_t> everyColumn(std::size_t count) {
    std::vector<std::size_t> columns(count);
    for (std::size_t c = 0; c < count; ++c) columns[c] = c + 1;
    return columns;
}

const std::string& fieldAt(const std::vector<std::string>& fields, std::size_t column, const NamedText& file,
                           const DataRow& row) {
    if (column > fields.size())
        throw Mismatch{where(file, row.lineNumber) + ": no column " + std::to_string(column) + " in '" + *row.text +
                       "'"};
    return fields[column - 1];
}

void compareRow(const DataRow& ours, const DataRow& theirs, const NamedText& output, const NamedText& reference,
                const ComparisonRule& rule, Tally& tally) {
    const auto a = splitFields(*ours.text);
    const auto b = splitFields(*theirs.text);
    const auto outColumns = rule.outputColumns.empty() ? everyColumn(std::max(a.size(), b.size())) : rule.outputColumns;
    const auto refColumns = rule.referenceColumns.empty() ? outColumns : rule.referenceColumns;
    if (isTextLine(b, refColumns, rule)) {  // a title inside the data (gamv's "direction" lines)
        if (*ours.text != *theirs.text)
            throw Mismatch{where(output, ours.lineNumber) + ": '" + *ours.text + "' but " +
                           where(reference, theirs.lineNumber) + " has the text line '" + *theirs.text + "'"};
        ++tally.rows;
        return;
    }
    for (std::size_t k = 0; k < outColumns.size(); ++k) {
        const auto& x = fieldAt(a, outColumns[k], output, ours);
        const auto& y = fieldAt(b, refColumns[k], reference, theirs);
        if (const auto problem = fieldProblem(x, y, rule.exactColumns.count(outColumns[k]) > 0, rule))
            throw Mismatch{where(output, ours.lineNumber) + ", column " + std::to_string(outColumns[k]) + ": " + x +
                           " but " + where(reference, theirs.lineNumber) + ", column " + std::to_string(refColumns[k]) +
                           ": " + y + " " + *problem};
        ++tally.values;
    }
    ++tally.rows;
}

std::string summary(const NamedText& output, const NamedText& reference, const ComparisonRule& rule,
                    const Tally& tally) {
    std::ostringstream s;
    s << output.name << " matches " << reference.name << ": " << tally.values << " values in " << tally.rows << " rows";
    if (tally.skipped > 0) s << " (" << tally.skipped << " rows skipped)";
    s << ", " << describe(rule.tolerance);
    return s.str();
}

std::vector<DataRow> withoutTextLines(std::vector<DataRow> rows, const ComparisonRule& rule) {
    std::erase_if(rows, [&](const DataRow& row) {
        const auto fields = splitFields(*row.text);
        const auto& columns = rule.referenceColumns.empty() ? rule.outputColumns : rule.referenceColumns;
        return isTextLine(fields, columns.empty() ? everyColumn(fields.size()) : columns, rule);
    });
    return rows;
}

ComparisonResult compareRows(const NamedText& output, const NamedText& reference, const ComparisonRule& rule) {
    const auto ours = dataRows(output, rule.outputHeader);
    auto theirs = dataRows(reference, rule.referenceHeader);
    if (rule.dropReferenceTextLines) theirs = withoutTextLines(std::move(theirs), rule);
    theirs = selectedRows(std::move(theirs), rule.referenceRows, reference);
    if (ours.size() != theirs.size())
        throw Mismatch{output.name + " has " + std::to_string(ours.size()) + " data rows, " + reference.name + " has " +
                       std::to_string(theirs.size())};
    if (!rule.outputColumns.empty() && !rule.referenceColumns.empty() &&
        rule.outputColumns.size() != rule.referenceColumns.size())
        throw Mismatch{"the output and reference column lists differ in length"};
    Tally tally;
    for (std::size_t i = 0; i < ours.size(); ++i) {
        if (rule.skippedRows.count(i + 1) > 0) {
            ++tally.skipped;
            continue;
        }
        compareRow(ours[i], theirs[i], output, reference, rule, tally);
    }
    return {true, summary(output, reference, rule, tally)};
}

std::string readWhole(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Mismatch{path + ": cannot be read"};
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

ComparisonResult compareBytes(const NamedText& output, const NamedText& reference) {
    const std::size_t n = std::min(output.lines.size(), reference.lines.size());
    for (std::size_t i = 0; i < n; ++i)
        if (output.lines[i] != reference.lines[i])
            return {false, where(output, i + 1) + ": '" + output.lines[i] + "' but " + where(reference, i + 1) + ": '" +
                               reference.lines[i] + "' (compared byte for byte)"};
    if (output.lines.size() == reference.lines.size())
        return {false, output.name + " and " + reference.name + " differ in line endings (compared byte for byte)"};
    return {false, output.name + " has " + std::to_string(output.lines.size()) + " lines, " + reference.name + " has " +
                       std::to_string(reference.lines.size()) + " (compared byte for byte)"};
}

}  // namespace

ComparisonResult compareTexts(const NamedText& output, const NamedText& reference, const ComparisonRule& rule) {
    try {
        return compareRows(output, reference, rule);
    } catch (const Mismatch& m) {
        return {false, m.message};
    }
}

ComparisonResult compareFiles(const std::string& outputPath, const std::string& referencePath,
                              const ComparisonRule& rule) {
    try {
        const auto ours = readWhole(outputPath);
        const auto theirs = readWhole(referencePath);
        const NamedText output{outputPath, linesOf(ours)};
        const NamedText reference{referencePath, linesOf(theirs)};
        if (!rule.exactBytes) return compareTexts(output, reference, rule);
        if (ours == theirs)
            return {true, outputPath + " equals " + referencePath + " byte for byte (" + std::to_string(ours.size()) +
                              " bytes)"};
        return compareBytes(output, reference);
    } catch (const Mismatch& m) {
        return {false, m.message};
    }
}

}  // namespace strata::compare
