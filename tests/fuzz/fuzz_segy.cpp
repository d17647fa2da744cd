// Fuzzes the SEG-Y readers (headers and traces through segyio): a file is read into gathers or a
// section of the sizes its headers give, or refused with an error naming it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "FuzzCheck.h"
#include "FuzzFiles.h"
#include "strata/core/Error.h"
#include "strata/seismic/SegyIo.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string path = fuzzFile("input.segy", std::string_view(reinterpret_cast<const char*>(data), size));
    try {
        for (const auto& g : strata::seismic::readSegyGathers(path)) FUZZ_CHECK(g.traces.size() == g.samples * g.receiverCount());
    } catch (const strata::Error& e) {
        FUZZ_CHECK(std::string_view(e.what()).find(path) != std::string_view::npos);
    }
    try {
        const auto s = strata::seismic::readSegySection(path);
        FUZZ_CHECK(s.values.size() == s.nx * s.nz);
    } catch (const strata::Error& e) {
        FUZZ_CHECK(std::string_view(e.what()).find(path) != std::string_view::npos);
    }
    return 0;
}
