// Fuzzes the delimited table reader and the point builder: any input either parses into a
// consistent table or fails with a strata::Error; never a crash, a hang or another exception.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    // The first byte picks the options, the rest is the file.
    const std::uint8_t knobs = data[0];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    strata::io::DelimitedOptions options;
    static const char delimiters[] = {0, ',', ';', '\t', ' ', '|', 0, 0};
    options.delimiter = delimiters[knobs & 7];
    options.header = static_cast<strata::io::DelimitedOptions::Header>((knobs >> 3) % 3);
    options.strict = (knobs & 0x40) != 0;
    options.maxProblems = (knobs & 0x80) ? 2 : 1000;
    if (options.delimiter != ',' && (knobs & 0x20)) options.decimalMark = ',';
    try {
        const strata::io::Table table = strata::io::parseTable(text, "fuzz.csv", options);
        const std::size_t rows = table.rowCount();
        for (const auto& column : table.columns)
            FUZZ_CHECK(column.numeric ? column.numbers.size() == rows && column.texts.empty()
                                      : column.texts.size() == rows && column.numbers.empty());
        FUZZ_CHECK(table.problems.size() <= options.maxProblems);
        FUZZ_CHECK(table.problems.size() <= table.problemCount);
        for (std::size_t r = 1; r < rows; ++r) FUZZ_CHECK(table.rowLines[r] > table.rowLines[r - 1]);
        for (std::size_t k = 1; k < table.problems.size(); ++k) FUZZ_CHECK(table.problems[k].line >= table.problems[k - 1].line);
        strata::io::PointReadReport report;
        const strata::PointSet points = strata::io::pointsFromTable(table, {}, &report);
        FUZZ_CHECK(points.size() + report.droppedRows == rows);
        for (const auto& column : points.values) FUZZ_CHECK(column.size() == points.size());
    } catch (const strata::Error&) {
    }
    return 0;
}
