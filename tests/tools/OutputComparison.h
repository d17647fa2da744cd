// An output file of strata-cli against a reference file (GSLIB, gstat, hand-checked values),
// field by field under a stated tolerance: the comparer of the reference cases
// (tests/reference/reference_cases.tsv) and of CLI contracts that compare two outputs.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace strata::compare {

// A number passes when |ours - reference| <= max(relative * |reference|, absolute)
// + lastPlaceUnits * (one unit in the last decimal place the reference prints; it covers a
// reference rounded to few decimals, as GSLIB writes).
struct Tolerance {
    double relative = 0;
    double absolute = 0;
    double lastPlaceUnits = 0;
};

// Lines before the data: a fixed count, or a GeoEAS header (title, variable count, one name a line).
struct HeaderLines {
    bool geoEas = false;
    std::size_t count = 0;
};

struct RowRange {
    std::size_t first = 1;  // 1-based data rows, both ends included
    std::size_t last = 0;
};

struct ComparisonRule {
    bool exactBytes = false;  // the whole files equal, byte for byte; nothing below applies
    HeaderLines outputHeader;
    HeaderLines referenceHeader;
    std::vector<std::size_t> outputColumns;     // 1-based; empty: every column
    std::vector<std::size_t> referenceColumns;  // paired with outputColumns; empty: the same numbers
    std::set<std::size_t> exactColumns;         // output columns whose text must be equal (counts)
    std::optional<RowRange> referenceRows;      // the reference's data rows this output matches
    std::set<std::size_t> skippedRows;          // data rows (output numbering) left out, with why elsewhere
    bool dropReferenceTextLines = false;        // titles in the reference's data that the output lacks
    std::string missingInReference;             // a reference field meaning "no value" ("NA") ...
    std::string missingInOutput;                // ... which the output must write so ("-999")
    Tolerance tolerance;
};

// A file's name (as messages show it) and its lines.
struct NamedText {
    std::string name;
    std::vector<std::string> lines;
};

struct ComparisonResult {
    bool passed = false;
    std::string message;  // the first mismatch, or a one-line summary
};

ComparisonResult compareTexts(const NamedText& output, const NamedText& reference, const ComparisonRule& rule);

// Compares two files as they are on disk (exactBytes reads them unsplit).
ComparisonResult compareFiles(const std::string& outputPath, const std::string& referencePath,
                              const ComparisonRule& rule);

}  // namespace strata::compare
