#include "strata/io/AtomicFile.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "strata/core/Error.h"

#ifdef _WIN32
#include <io.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

namespace strata::io {

namespace {

std::string systemMessage(int error) { return std::strerror(error); }

// A name unique within the process and, through the pid, across processes writing the same folder.
std::string temporaryName(const std::string& path) {
    static std::atomic<unsigned> counter{0};
#ifdef _WIN32
    const long pid = long(_getpid());
#else
    const long pid = long(::getpid());
#endif
    return path + ".tmp-" + std::to_string(pid) + "-" + std::to_string(counter++);
}

bool syncFile(std::FILE* file) {
#ifdef _WIN32
    return _commit(_fileno(file)) == 0;
#else
    return ::fsync(::fileno(file)) == 0;
#endif
}

// After a rename the directory entry itself must reach the disk for the save to survive a crash.
void syncDirectoryOf(const std::string& path) {
#ifndef _WIN32
    std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (dir.empty()) dir = ".";
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    (void)path;
#endif
}

}  // namespace

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)), tempPath_(temporaryName(path_)) {
    if (path_.empty()) throw IoError("(empty path)", "cannot write a file without a name");
    std::error_code ec;
    if (std::filesystem::is_directory(path_, ec)) throw IoError(path_, "is a folder, not a file");
    file_ = std::fopen(tempPath_.c_str(), "wb");
    if (!file_) throw IoError(path_, "cannot create a file in its folder: " + systemMessage(errno));
    std::setvbuf(file_, nullptr, _IOFBF, 1 << 20);
}

AtomicFile::~AtomicFile() {
    if (file_) std::fclose(file_);
    if (!committed_) std::remove(tempPath_.c_str());
}

void AtomicFile::write(std::string_view bytes) { write(bytes.data(), bytes.size()); }

void AtomicFile::write(const void* data, std::size_t size) {
    if (!file_) throw IoError(path_, "write after the file was closed");
    if (size && std::fwrite(data, 1, size, file_) != size)
        throw IoError(path_, "write failed: " + systemMessage(errno));
}

void AtomicFile::commit() {
    if (!file_) throw IoError(path_, "commit after the file was closed");
    const bool flushed = std::fflush(file_) == 0 && syncFile(file_);
    const int flushError = errno;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!flushed || !closed) throw IoError(path_, "could not save (flush failed): " + systemMessage(flushError));
    std::error_code ec;
    std::filesystem::rename(tempPath_, path_, ec);
    if (ec) throw IoError(path_, "could not replace the file: " + ec.message());
    committed_ = true;
    syncDirectoryOf(path_);
}

void writeFileAtomically(const std::string& path, std::string_view bytes) {
    AtomicFile file(path);
    file.write(bytes);
    file.commit();
}

std::string readWholeFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw IoError(path, "is a folder, not a file");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw IoError(path, "cannot open: " + systemMessage(errno));
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0) throw IoError(path, "cannot read its size");
    std::string data(std::size_t(size), '\0');
    in.seekg(0, std::ios::beg);
    if (size > 0 && !in.read(data.data(), size)) throw IoError(path, "read failed");
    return data;
}

}  // namespace strata::io
