#include "strata/io/AtomicFile.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <mutex>
#include <filesystem>
#include <fstream>

#include "strata/core/Error.h"

#ifdef _WIN32
#include <io.h>
#else
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace strata::io {

namespace {

std::string systemMessage(int error) { return std::strerror(error); }

long processId() {
#ifdef _WIN32
    return long(_getpid());
#else
    return long(::getpid());
#endif
}

// A name unique within the process and, through the pid, across processes writing the same folder.
std::string temporaryName(const std::string& path) {
    static std::atomic<unsigned> counter{0};
    return path + ".tmp-" + std::to_string(processId()) + "-" + std::to_string(counter++);
}

// The temporaries of saves in progress, in a fixed table that a signal handler can read without
// locks or allocation: a slot is claimed and released with an atomic flag.
constexpr int kSlots = 64;
constexpr std::size_t kPathBytes = 4096;
struct TemporarySlot {
    std::atomic<bool> used{false};
    std::atomic<bool> ready{false};
    char path[kPathBytes];
};
TemporarySlot savesInProgress[kSlots];

int claimSlot(const std::string& path) {
    if (path.size() >= kPathBytes) return -1;
    for (int i = 0; i < kSlots; ++i) {
        bool expected = false;
        if (savesInProgress[i].used.compare_exchange_strong(expected, true)) {
            std::memcpy(savesInProgress[i].path, path.c_str(), path.size() + 1);
            savesInProgress[i].ready.store(true);
            return i;
        }
    }
    return -1;  // more than 64 saves at once: this one is not cleaned up on a signal
}

void releaseSlot(int slot) {
    if (slot < 0) return;
    savesInProgress[slot].ready.store(false);
    savesInProgress[slot].used.store(false);
}

#ifndef _WIN32
void removeTemporariesAndExit(int signal) {
    for (TemporarySlot& slot : savesInProgress)
        if (slot.ready.load()) ::unlink(slot.path);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

bool processAlive(long pid) { return ::kill(pid_t(pid), 0) == 0 || errno != ESRCH; }
#else
bool processAlive(long) { return true; }
#endif

// Temporaries of this target left by a process that no longer runs (killed outright).
void removeStaleTemporaries(const std::string& path) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const std::string prefix = target.filename().string() + ".tmp-";
    std::error_code ec;
    fs::path folder = target.parent_path();
    if (folder.empty()) folder = ".";
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const std::string rest = name.substr(prefix.size());
        const auto dash = rest.find('-');
        if (dash == std::string::npos || dash == 0 || rest.find_first_not_of("0123456789-") != std::string::npos) continue;
        const long pid = std::stol(rest.substr(0, dash));
        if (!processAlive(pid)) fs::remove(it->path(), ec);
    }
}

bool syncFile(std::FILE* file) {
#ifdef _WIN32
    return _commit(_fileno(file)) == 0;
#else
    return ::fsync(::fileno(file)) == 0;
#endif
}

// A FIFO, a device or a socket is no file to read whole (opening a FIFO waits for a writer) nor one
// to save over (the rename would replace the node): empty when `path` is absent, a folder or a file.
std::string specialFileKind(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    switch (fs::status(path, ec).type()) {
        case fs::file_type::fifo: return "a FIFO (named pipe)";
        case fs::file_type::character: return "a character device";
        case fs::file_type::block: return "a block device";
        case fs::file_type::socket: return "a socket";
        default: return "";
    }
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

AtomicFile::AtomicFile(std::string path, Writer writer) : path_(std::move(path)), tempPath_(temporaryName(path_)) {
    if (path_.empty()) throw IoError("(empty path)", "cannot write a file without a name");
    std::error_code ec;
    if (std::filesystem::is_directory(path_, ec)) throw IoError(path_, "is a folder, not a file");
    if (const std::string kind = specialFileKind(path_); !kind.empty())
        throw IoError(path_, "is " + kind + ", not a regular file: saving would replace it");
    removeStaleTemporaries(path_);
    file_ = std::fopen(tempPath_.c_str(), "wb");
    if (!file_) throw IoError(path_, "cannot create a file in its folder: " + systemMessage(errno));
    slot_ = claimSlot(tempPath_);
    if (writer == Writer::ByName) {
        std::fclose(file_);  // created (the folder is writable); the other writer opens it by name
        file_ = nullptr;
    } else {
        std::setvbuf(file_, nullptr, _IOFBF, 1 << 20);
    }
}

AtomicFile::~AtomicFile() {
    if (file_) std::fclose(file_);
    if (!committed_) std::remove(tempPath_.c_str());
    releaseSlot(slot_);
}

void AtomicFile::write(std::string_view bytes) { write(bytes.data(), bytes.size()); }

void AtomicFile::write(const void* data, std::size_t size) {
    if (!file_) throw IoError(path_, "write after the file was closed");
    if (size && std::fwrite(data, 1, size, file_) != size)
        throw IoError(path_, "write failed: " + systemMessage(errno));
}

void AtomicFile::commit() {
    if (committed_) throw IoError(path_, "committed twice");
    if (!file_) {  // Writer::ByName: the other writer closed it; reopen to sync it
        file_ = std::fopen(tempPath_.c_str(), "rb+");
        if (!file_) throw IoError(path_, "its temporary file is gone: " + systemMessage(errno));
    }
    const bool flushed = std::fflush(file_) == 0 && syncFile(file_);
    const int flushError = errno;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!flushed || !closed) throw IoError(path_, "could not save (flush failed): " + systemMessage(flushError));
    std::error_code ec;
    std::filesystem::rename(tempPath_, path_, ec);
    if (ec) throw IoError(path_, "could not replace the file: " + ec.message());
    committed_ = true;
    releaseSlot(slot_);
    slot_ = -1;
    syncDirectoryOf(path_);
}

void writeFileAtomically(const std::string& path, std::string_view bytes) {
    AtomicFile file(path);
    file.write(bytes);
    file.commit();
}

void removeTemporariesOnSignals() {
#ifndef _WIN32
    static std::once_flag once;
    std::call_once(once, [] {
        std::signal(SIGINT, removeTemporariesAndExit);
        std::signal(SIGTERM, removeTemporariesAndExit);
    });
#endif
}

std::string readTextFile(const std::string& path) {
    std::string text = readWholeFile(path);
    if (const auto nul = text.find('\0'); nul != std::string::npos) {
        const std::size_t line = 1 + std::size_t(std::count(text.begin(), text.begin() + long(nul), '\n'));
        const std::size_t lineStart = text.rfind('\n', nul);
        const std::size_t column = nul - (lineStart == std::string::npos ? 0 : lineStart + 1) + 1;
        throw ParseError(path, line, column, "holds a NUL byte: this is a binary file, not a text table");
    }
    for (std::size_t i = text.find('\r'); i != std::string::npos; i = text.find('\r', i + 1))
        if (i + 1 == text.size() || text[i + 1] != '\n') text[i] = '\n';
    return text;
}

void checkOutputPath(const std::string& path, const std::string& stage, const std::string& option) {
    namespace fs = std::filesystem;
    if (path.empty()) throw ValidationError(stage, option, "needs a file name");
    std::error_code ec;
    if (fs::is_directory(path, ec)) throw ValidationError(stage, option, "'" + path + "' is a folder, not a file");
    if (const std::string kind = specialFileKind(path); !kind.empty())
        throw ValidationError(stage, option,
                              "'" + path + "' is " + kind + ", not a regular file: saving would replace it");
    fs::path folder = fs::path(path).parent_path();
    if (folder.empty()) folder = ".";
    if (fs::exists(folder, ec) && !fs::is_directory(folder, ec))
        throw ValidationError(
            stage, option,
            "'" + folder.string() + "' is a file, not a folder: '" + path + "' cannot be saved inside it");
    if (!fs::is_directory(folder, ec))
        throw ValidationError(stage, option, "the folder '" + folder.string() + "' of '" + path + "' does not exist");
#ifndef _WIN32
    if (::access(folder.c_str(), W_OK) != 0)
        throw ValidationError(stage, option, "the folder '" + folder.string() + "' is not writable (" +
                                                 systemMessage(errno) + "): '" + path + "' cannot be saved there");
    if (fs::exists(path, ec) && ::access(path.c_str(), W_OK) != 0)
        throw ValidationError(stage, option, "'" + path + "' exists and is not writable");
#endif
}

bool sameFile(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(a, ec) && fs::exists(b, ec)) return fs::equivalent(a, b, ec);
    const fs::path ca = fs::weakly_canonical(fs::absolute(a, ec), ec);
    const fs::path cb = fs::weakly_canonical(fs::absolute(b, ec), ec);
    return ca == cb;
}

void checkOutputsApart(const std::string& stage, const std::vector<NamedPath>& outputs,
                       const std::vector<NamedPath>& inputs) {
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const NamedPath& out = outputs[i];
        if (out.path.empty()) continue;
        for (const NamedPath& in : inputs)
            if (!in.path.empty() && sameFile(out.path, in.path))
                throw ValidationError(stage, out.option,
                                      "'" + out.path + "' is also the input '" + in.option +
                                          "': writing it would destroy the data it reads");
        for (std::size_t j = 0; j < i; ++j)
            if (!outputs[j].path.empty() && sameFile(out.path, outputs[j].path))
                throw ValidationError(
                    stage, out.option,
                    "'" + out.path + "' is also the output '" + outputs[j].option + "': one would overwrite the other");
    }
}

std::string readWholeFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw IoError(path, "is a folder, not a file");
    if (const std::string kind = specialFileKind(path); !kind.empty())
        throw IoError(path, "is " + kind + ", not a regular file: it cannot be read as a whole");
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
