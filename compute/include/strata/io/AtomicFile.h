#pragma once
// Atomic saves: every writer writes into a temporary file beside the target, flushes and fsyncs
// it, then renames it over the target. A failed, abandoned or interrupted write leaves the old
// file untouched and throws IoError naming the target path.
//
// Temporaries are named "<target>.tmp-<pid>-<n>". They are removed when the save is abandoned,
// when the process ends on SIGINT or SIGTERM (removeTemporariesOnSignals), and, for a process
// that was killed outright, by the next save to the same target.
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace strata::io {

class AtomicFile {
public:
    // Stream: write() appends to the temporary file. ByName: another library writes the file
    // by its name (temporaryPath(), e.g. segyio); commit() then syncs and renames it.
    enum class Writer { Stream, ByName };

    // Creates the temporary file; throws IoError(path, ...) when the folder is not writable.
    explicit AtomicFile(std::string path, Writer writer = Writer::Stream);
    ~AtomicFile();  // removes the temporary file unless commit() succeeded
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(std::string_view bytes);
    void write(const void* data, std::size_t size);
    // Flush, fsync, rename over the target. Throws IoError on any failure.
    void commit();

    const std::string& path() const noexcept { return path_; }
    const std::string& temporaryPath() const noexcept { return tempPath_; }

private:
    std::string path_;
    std::string tempPath_;
    std::FILE* file_ = nullptr;
    bool committed_ = false;
    int slot_ = -1;  // in the table the signal handler reads
};

// Writes `bytes` to `path` atomically.
void writeFileAtomically(const std::string& path, std::string_view bytes);

// Installs SIGINT and SIGTERM handlers that remove every temporary file of saves in progress,
// then end the process as the signal would have. Call once at start-up (strata-cli, strata).
void removeTemporariesOnSignals();

// Reads a whole file into memory; throws IoError naming the path when it cannot.
std::string readWholeFile(const std::string& path);
// The same for a text table or parameter file: a NUL byte is refused as a binary file (naming
// its line and column), and old Mac line ends (a CR alone) become LF, so that every reader sees
// lines.
std::string readTextFile(const std::string& path);

// Checks before any work that `path` can be written: not empty, not a folder, its folder exists
// and is writable, and an existing file there is writable. Throws ValidationError naming `stage`
// and `option` (the flag or key that gave the path).
void checkOutputPath(const std::string& path, const std::string& stage, const std::string& option);

// Whether two paths name one file: the same file where both exist (hard and symbolic links),
// else the same absolute path once the links of its existing part are resolved ("./", "a/../").
bool sameFile(const std::string& a, const std::string& b);

// A path a job reads or writes, and the option that gave it.
struct NamedPath {
    std::string option;
    std::string path;
};

// Checks before any work that no output is one of the inputs (the run would destroy its own data)
// and that no two outputs are one file (the last would silently replace the other). Paths are
// compared as the files they name (links, "./", "a/../a"); empty paths (options not given) are
// skipped. Throws ValidationError naming `stage` and the output's option.
void checkOutputsApart(const std::string& stage, const std::vector<NamedPath>& outputs,
                       const std::vector<NamedPath>& inputs);

}  // namespace strata::io
