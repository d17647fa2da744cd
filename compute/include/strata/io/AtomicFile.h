#pragma once
// Atomic saves: every writer of compute/io writes into a temporary file beside the target,
// flushes and fsyncs it, then renames it over the target. A failed or abandoned write leaves
// the old file untouched and throws IoError naming the target path.
#include <cstdio>
#include <string>
#include <string_view>

namespace strata::io {

class AtomicFile {
public:
    // Creates the temporary file; throws IoError(path, ...) when the folder is not writable.
    explicit AtomicFile(std::string path);
    ~AtomicFile();  // removes the temporary file unless commit() succeeded
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(std::string_view bytes);
    void write(const void* data, std::size_t size);
    // Flush, fsync, rename over the target. Throws IoError on any failure.
    void commit();

    const std::string& path() const noexcept { return path_; }

private:
    std::string path_;
    std::string tempPath_;
    std::FILE* file_ = nullptr;
    bool committed_ = false;
};

// Writes `bytes` to `path` atomically.
void writeFileAtomically(const std::string& path, std::string_view bytes);

// Reads a whole file into memory; throws IoError naming the path when it cannot.
std::string readWholeFile(const std::string& path);

}  // namespace strata::io
