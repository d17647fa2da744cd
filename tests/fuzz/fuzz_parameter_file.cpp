// Fuzzes the GSLIB parameter-file parser and every accessor of its lines.
#include <cstddef>
#include <cstdint>
#include <string>

#include "FuzzCheck.h"
#include "strata/core/Error.h"
#include "strata/io/GslibParameterFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const auto par = strata::io::GslibParameterFile::parse(text, "fuzz.par");
        for (std::size_t i = 0; i <= par.lineCount(); ++i) {
            try {
                const auto& line = par.line(i);
                FUZZ_CHECK(i < par.lineCount());
                for (std::size_t k = 0; k <= line.tokenCount(); ++k) {
                    try {
                        (void)line.text(k, "value");
                        FUZZ_CHECK(k < line.tokenCount());
                        (void)line.number(k, "value");
                    } catch (const strata::ParseError&) {
                    }
                    try {
                        (void)line.integer(k, "value");
                    } catch (const strata::ParseError&) {
                    }
                }
            } catch (const strata::ParseError& e) {
                FUZZ_CHECK(i == par.lineCount());
                FUZZ_CHECK(e.file() == "fuzz.par");
            }
        }
    } catch (const strata::ParseError&) {
    }
    return 0;
}
