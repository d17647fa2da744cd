// Fuzzes the GeoEAS reader: a consistent file or a ParseError with a location.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "strata/core/Error.h"
#include "strata/io/GeoEasReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const strata::io::GeoEasFile file = strata::io::parseGeoEas(text, "fuzz.dat");
        FUZZ_CHECK(!file.names.empty());
        FUZZ_CHECK(file.columns.size() == file.names.size());
        for (const auto& column : file.columns) FUZZ_CHECK(column.size() == file.rowCount());
        FUZZ_CHECK(file.gridSize.empty() || file.gridSize.size() == 3);
    } catch (const strata::ParseError& e) {
        FUZZ_CHECK(e.file() == "fuzz.dat");
    }
    return 0;
}
