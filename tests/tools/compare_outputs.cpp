// strata-compare-outputs OUTPUT REFERENCE [rule options]: compares a strata-cli output with a
// reference file under the rule the options state (OutputComparison.h). Exit 0 with a one-line
// summary, 1 with the first mismatch, 2 for bad options.
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "OutputComparison.h"

namespace {

using strata::compare::ComparisonRule;
using strata::compare::HeaderLines;
using strata::compare::RowRange;

std::size_t positiveNumber(const std::string& text) {
    std::size_t used = 0;
    const unsigned long value = std::stoul(text, &used);
    if (used != text.size() || value == 0) throw std::invalid_argument("'" + text + "' is not a number >= 1");
    return value;
}

RowRange rangeOf(const std::string& text) {
    const auto dash = text.find('-');
    if (dash == std::string::npos) return {positiveNumber(text), positiveNumber(text)};
    return {positiveNumber(text.substr(0, dash)), positiveNumber(text.substr(dash + 1))};
}

// "1,2,5-7" -> 1 2 5 6 7, in that order.
std::vector<std::size_t> columnList(const std::string& text) {
    std::vector<std::size_t> columns;
    for (std::size_t start = 0; start <= text.size();) {
        const auto comma = std::min(text.find(',', start), text.size());
        const auto range = rangeOf(text.substr(start, comma - start));
        for (std::size_t c = range.first; c <= range.last; ++c) columns.push_back(c);
        start = comma + 1;
    }
    return columns;
}

HeaderLines headerOf(const std::string& text) {
    if (text == "geoeas") return {true, 0};
    return {false, text == "0" ? 0 : positiveNumber(text)};
}

// Row numbers, whitespace-separated; '#' starts a comment (the file says why the rows are left out).
std::set<std::size_t> rowsListedIn(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::invalid_argument(path + ": cannot be read");
    std::set<std::size_t> rows;
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line.substr(0, line.find('#')));
        for (std::string word; words >> word;) rows.insert(positiveNumber(word));
    }
    return rows;
}

struct Options {
    std::string output, reference, skip = "0", refSkip, columns, refColumns, exactColumns, refRows, skipRows, missing;
    ComparisonRule rule;
};

void declare(CLI::App& app, Options& o) {
    app.add_option("output", o.output, "the file strata-cli wrote")->required();
    app.add_option("reference", o.reference, "the reference file")->required();
    app.add_flag("--exact", o.rule.exactBytes, "the files must be equal byte for byte");
    app.add_option("--skip", o.skip, "header lines of the output: a count or 'geoeas'");
    app.add_option("--ref-skip", o.refSkip, "header lines of the reference (default: as --skip)");
    app.add_option("--columns", o.columns, "output columns compared, 1-based ('1,2,5-7'; default all)");
    app.add_option("--ref-columns", o.refColumns, "the reference columns paired with them (default: the same)");
    app.add_option("--exact-columns", o.exactColumns, "output columns whose text must be equal (counts)");
    app.add_option("--ref-rows", o.refRows, "the reference's data rows compared ('141-156'; default all)");
    app.add_option("--skip-rows", o.skipRows, "a file listing data rows left out of the comparison");
    app.add_flag("--ref-drop-text", o.rule.dropReferenceTextLines,
                 "leave out the reference's text lines (titles between blocks) that the output lacks");
    app.add_option("--missing", o.missing, "REF=OURS: a missing value in the reference and how ours writes it");
    app.add_option("--relative", o.rule.tolerance.relative, "allowed difference relative to |reference|");
    app.add_option("--absolute", o.rule.tolerance.absolute, "allowed difference when larger than the relative one");
    app.add_option("--last-place", o.rule.tolerance.lastPlaceUnits,
                   "units in the reference's last printed place added to the allowed difference");
}

void completeRule(Options& o) {
    auto& r = o.rule;
    r.outputHeader = headerOf(o.skip);
    r.referenceHeader = headerOf(o.refSkip.empty() ? o.skip : o.refSkip);
    if (!o.columns.empty()) r.outputColumns = columnList(o.columns);
    if (!o.refColumns.empty()) r.referenceColumns = columnList(o.refColumns);
    if (!o.exactColumns.empty())
        for (auto c : columnList(o.exactColumns)) r.exactColumns.insert(c);
    if (!o.refRows.empty()) r.referenceRows = rangeOf(o.refRows);
    if (!o.skipRows.empty()) r.skippedRows = rowsListedIn(o.skipRows);
    if (!o.missing.empty()) {
        const auto equals = o.missing.find('=');
        if (equals == std::string::npos) throw std::invalid_argument("--missing needs REF=OURS");
        r.missingInReference = o.missing.substr(0, equals);
        r.missingInOutput = o.missing.substr(equals + 1);
    }
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Compares a strata-cli output with a reference file, field by field."};
    Options options;
    declare(app, options);
    try {
        app.parse(argc, argv);
        completeRule(options);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 2;  // --help is not an error
    } catch (const std::exception& e) {
        std::cerr << "strata-compare-outputs: " << e.what() << "\n";
        return 2;
    }
    const auto result = strata::compare::compareFiles(options.output, options.reference, options.rule);
    (result.passed ? std::cout : std::cerr) << result.message << "\n";
    return result.passed ? 0 : 1;
}
