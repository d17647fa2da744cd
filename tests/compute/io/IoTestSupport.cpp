#include "IoTestSupport.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

namespace strata::iotest {

std::string referencePath(const std::string& name) { return std::string(STRATA_REFERENCE_DIR) + "/gslib/" + name; }

std::filesystem::path scratchDir(const std::string& testName) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("strata-io-" + std::to_string(::getpid())) / testName;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

void writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

namespace {
// Removes this process's scratch folders when the test program ends.
struct ScratchCleanup {
    ~ScratchCleanup() {
        std::error_code ec;
        std::filesystem::remove_all(std::filesystem::temp_directory_path() / ("strata-io-" + std::to_string(::getpid())), ec);
    }
} cleanup;
}  // namespace

}  // namespace strata::iotest
