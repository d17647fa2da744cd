// SEG-Y reading of files whose binary header is damaged: a clear error naming the file, never an
// abort inside segyio (a fuzzer found format code 261 aborting segyio 1.8's trace reader).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "strata/core/Error.h"
#include "strata/seismic/SegyIo.h"

using namespace strata::seismic;

namespace {

std::string writtenSection(const std::string& name) {
    const std::string path = (std::filesystem::temp_directory_path() / name).string();
    writeSegySection(path, std::vector<float>(12, 1.5f), 3, 4, 10.0, 5.0);
    return path;
}

// Overwrites the two bytes of a binary header field at its 1-based SEG-Y byte position.
void patchField(const std::string& path, int bytePosition, unsigned char high, unsigned char low) {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(bytePosition - 1);
    f.put(char(high));
    f.put(char(low));
}

// A build without segyio refuses SEG-Y with an error; the checks below need segyio.
bool withoutSegyio() {
    if (segyAvailable()) return false;
    EXPECT_THROW(readSegySection("any.segy"), strata::Error);
    return true;
}

std::string readError(const std::string& path) {
    try {
        readSegySection(path);
    } catch (const strata::Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(SegyIo, SectionRoundTrip) {
    if (withoutSegyio()) return;
    const SegySection s = readSegySection(writtenSection("strata-segy-roundtrip.segy"));
    EXPECT_EQ(s.nx, 3u);
    EXPECT_EQ(s.nz, 4u);
    EXPECT_DOUBLE_EQ(s.dz, 5.0);
    EXPECT_EQ(s.values, std::vector<float>(12, 1.5f));
}

TEST(SegyIo, RefusesFormatCodesItCannotRead) {
    if (withoutSegyio()) return;
    const std::string path = writtenSection("strata-segy-format.segy");
    patchField(path, 3225, 0x01, 0x05);  // 261: IEEE with segyio's little-endian flag bit
    EXPECT_NE(readError(path).find("sample format code 261 is not supported"), std::string::npos) << readError(path);
    patchField(path, 3225, 0x05, 0x00);  // IEEE written little-endian
    EXPECT_NE(readError(path).find("little-endian"), std::string::npos) << readError(path);
    patchField(path, 3225, 0x00, 0x08);  // 1-byte integers
    EXPECT_NE(readError(path).find(path), std::string::npos);
}

TEST(SegyIo, RefusesNegativeExtendedHeaderCount) {
    if (withoutSegyio()) return;
    const std::string path = writtenSection("strata-segy-extended.segy");
    patchField(path, 3505, 0xff, 0xff);
    EXPECT_NE(readError(path).find("negative number of extended text headers"), std::string::npos) << readError(path);
}
