#include "strata/core/MemoryBudget.h"

#include <cmath>
#include <filesystem>
#include <sstream>

#include "strata/core/Error.h"

#ifndef _WIN32
#include <unistd.h>
#endif

namespace strata {

namespace {
std::string gigabytes(double bytes) {
    std::ostringstream out;
    out.precision(3);
    out << bytes / double(1ull << 30) << " GiB";
    return out.str();
}
}  // namespace

std::uint64_t physicalMemoryBytes() {
#ifndef _WIN32
    const long pages = ::sysconf(_SC_PHYS_PAGES), size = ::sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && size > 0) return std::uint64_t(pages) * std::uint64_t(size);
#endif
    return 0;
}

void requireMemory(double bytes, const std::string& stage, const std::string& option, const std::string& what) {
    const double available = double(physicalMemoryBytes());
    if (available <= 0 || bytes <= 0.8 * available) return;
    throw ValidationError(stage, option,
                          "needs about " + gigabytes(bytes) + " of memory (" + what + "); this machine has " +
                              gigabytes(available) + ": use a coarser grid, fewer nodes, or split the work");
}

void requireDiskSpace(double bytes, const std::string& path, const std::string& stage, const std::string& option,
                      const std::string& what) {
    std::filesystem::path folder = std::filesystem::path(path).parent_path();
    if (folder.empty()) folder = ".";
    std::error_code ec;
    const std::filesystem::space_info space = std::filesystem::space(folder, ec);
    if (ec || bytes <= double(space.available)) return;
    throw ValidationError(stage, option,
                          "'" + path + "' needs at least " + gigabytes(bytes) + " (" + what + "); its disk has " +
                              gigabytes(double(space.available)) + " free");
}

void requireCountAtMost(double count, double limit, const std::string& stage, const std::string& option,
                        const std::string& what, const std::string& advice) {
    if (!(count > limit)) return;
    std::ostringstream out;
    out.precision(4);
    out << "gives " << count << " " << what << " (at most " << limit << "): " << advice;
    throw ValidationError(stage, option, out.str());
}

}  // namespace strata
