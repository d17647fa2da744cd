// Fuzzes the drillhole reader: the input is split at 0x01 bytes into a collar, a survey and an
// interval table. Bad data never throws (problems go to the report), and every hole the
// database keeps has a collar.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "FuzzFiles.h"
#include "strata/core/Error.h"
#include "strata/drillholes/DrillholeDatabase.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string_view parts[3];
    for (auto& part : parts) {
        const std::size_t end = text.find('\x01');
        part = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    }
    strata::drillholes::DrillholeFiles files;
    files.collar = fuzzFile("collar.csv", parts[0]);
    files.survey = fuzzFile("survey.csv", parts[1]);
    files.intervals = {fuzzFile("assay.csv", parts[2])};
    strata::drillholes::ValidationReport report;
    try {
        const auto db = strata::drillholes::readDrillholes(files, report);
        for (const auto& t : db.intervals)
            for (std::size_t i = 0; i < t.size(); ++i) FUZZ_CHECK(t.from[i] < t.to[i]);
    } catch (const strata::Error& e) {
        // A table that cannot be read at all (no header, no hole id column) is an error.
        FUZZ_CHECK(e.kind() == strata::ErrorKind::Parse || e.kind() == strata::ErrorKind::Io ||
                   e.kind() == strata::ErrorKind::Validation);
    }
    return 0;
}
