// The parts of SegyIo.h that do not need segyio, and the stand-ins used when it is missing.
#include <cctype>

#include "strata/core/Error.h"
#include "strata/core/Version.h"
#include "strata/seismic/SegyIo.h"

namespace strata::seismic {

bool isSegyPath(const std::string& path) {
    const auto dot = path.find_last_of('.');
    if (dot == std::string::npos) return false;
    std::string ext = path.substr(dot + 1);
    for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
    return ext == "segy" || ext == "sgy";
}

#if !STRATA_WITH_SEGYIO
namespace {
[[noreturn]] void unavailable(const std::string& path) {
    throw IoError(path, "SEG-Y support is not built in (segyio was not found; install libsegyio-dev and rebuild); "
                        "use raw float32 instead");
}
}  // namespace

bool segyAvailable() noexcept { return false; }
void writeSegyGathers(const std::string& path, const std::vector<ShotGather>&) { unavailable(path); }
std::vector<ShotGather> readSegyGathers(const std::string& path) { unavailable(path); }
void writeSegySection(const std::string& path, const std::vector<float>&, std::size_t, std::size_t, double, double) {
    unavailable(path);
}
SegySection readSegySection(const std::string& path) { unavailable(path); }
#endif

}  // namespace strata::seismic
