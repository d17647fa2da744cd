// Atomic saves: a save replaces its target only when complete; an abandoned, interrupted (signal)
// or killed save leaves the old file and no temporary; outputs are checked before any work.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>

#include "IoTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/AtomicFile.h"

namespace strata::iotest {
namespace {

namespace fs = std::filesystem;

std::size_t temporariesBeside(const fs::path& target) {
    std::size_t n = 0;
    for (const auto& e : fs::directory_iterator(target.parent_path()))
        if (e.path().filename().string().rfind(target.filename().string() + ".tmp-", 0) == 0) ++n;
    return n;
}

TEST(AtomicFile, AnAbandonedSaveLeavesTheOldFile) {
    const fs::path target = scratchDir("abandoned") / "out.csv";
    writeText(target, "old\n");
    {
        io::AtomicFile file(target.string());
        file.write("new, but never committed\n");
        EXPECT_EQ(temporariesBeside(target), 1u);
    }
    EXPECT_EQ(readText(target), "old\n");
    EXPECT_EQ(temporariesBeside(target), 0u);
    io::writeFileAtomically(target.string(), "new\n");
    EXPECT_EQ(readText(target), "new\n");
}

// A process ended by SIGTERM or SIGINT in the middle of a save: the handler removes the
// temporary, the target keeps its old contents, and the process still ends by the signal.
TEST(AtomicFile, SignalsRemoveTheTemporary) {
    for (int signal : {SIGTERM, SIGINT}) {
        const fs::path target = scratchDir("signal" + std::to_string(signal)) / "image.bin";
        writeText(target, "old\n");
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            io::removeTemporariesOnSignals();
            io::AtomicFile file(target.string());
            file.write(std::string(1 << 20, 'x'));
            std::raise(signal);
            ::_exit(0);  // not reached
        }
        int status = 0;
        ASSERT_EQ(::waitpid(child, &status, 0), child);
        EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == signal) << "status " << status;
        EXPECT_EQ(readText(target), "old\n");
        EXPECT_EQ(temporariesBeside(target), 0u);
    }
}

// A save killed outright (SIGKILL cannot be caught) leaves its temporary; the next save of the
// same target removes it, but not the temporary of a save still running in a live process.
TEST(AtomicFile, TheNextSaveRemovesTemporariesOfDeadProcesses) {
    const fs::path target = scratchDir("stale") / "shots.segy";
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        io::AtomicFile file(target.string());
        file.write("partial");
        ::kill(::getpid(), SIGKILL);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_EQ(temporariesBeside(target), 1u);
    io::AtomicFile live(target.string());  // this process's own save in progress
    io::writeFileAtomically(target.string(), "new\n");
    EXPECT_EQ(readText(target), "new\n");
    EXPECT_EQ(temporariesBeside(target), 1u);  // only the live one
}

// Text readers see lines whatever the line ends (old Mac files end lines with a CR alone), and a
// binary file is named as one instead of failing later on a column it seems to lack.
TEST(TextFile, LoneCarriageReturnsEndLinesAndNulBytesAreRefused) {
    const fs::path folder = scratchDir("text");
    writeText(folder / "mac.csv", "x,y,v\r1,2,3\r4,5,6\r\n7,8,9");
    EXPECT_EQ(io::readTextFile((folder / "mac.csv").string()), "x,y,v\n1,2,3\n4,5,6\r\n7,8,9");
    writeText(folder / "binary.csv", std::string("x,y\n1,") + '\0' + "2\n");
    try {
        io::readTextFile((folder / "binary.csv").string());
        FAIL() << "a NUL byte was accepted";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.line(), 2u);
        EXPECT_EQ(e.column(), 3u);
    }
}

TEST(AtomicFile, OutputsAreCheckedBeforeWork) {
    const fs::path folder = scratchDir("check");
    EXPECT_NO_THROW(io::checkOutputPath((folder / "new.csv").string(), "krige", "out"));
    auto message = [](const std::string& path) {
        try {
            io::checkOutputPath(path, "krige", "out");
        } catch (const ValidationError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_NE(message(folder.string()).find("is a folder, not a file"), std::string::npos);
    EXPECT_NE(message((folder / "missing" / "x.csv").string()).find("does not exist"), std::string::npos);
    EXPECT_NE(message("").find("needs a file name"), std::string::npos);
    writeText(folder / "data.csv", "x\n");
    EXPECT_NE(message((folder / "data.csv" / "x.csv").string()).find("is a file, not a folder"), std::string::npos);
}

// An output is never an input, nor another output, however the paths spell the one file.
TEST(AtomicFile, OutputsAreApartFromInputsAndEachOther) {
    const fs::path folder = scratchDir("apart");
    writeText(folder / "data.csv", "x\n");
    fs::create_symlink(folder / "data.csv", folder / "link.csv");
    auto message = [](const std::vector<io::NamedPath>& outputs, const std::vector<io::NamedPath>& inputs) {
        try {
            io::checkOutputsApart("krige", outputs, inputs);
        } catch (const ValidationError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string data = (folder / "data.csv").string();
    for (const std::string& same : {data, (folder / "." / "data.csv").string(), (folder / "link.csv").string()})
        EXPECT_NE(
            message({{"out", same}}, {{"data", data}}).find("option 'out' '" + same + "' is also the input 'data'"),
            std::string::npos)
            << same;
    const std::string fresh = (folder / "new.csv").string();
    EXPECT_NE(
        message({{"out", fresh}, {"curve", (folder / "sub" / ".." / "new.csv").string()}}, {}).find("option 'curve'"),
        std::string::npos);
    EXPECT_NE(message({{"out", fresh}, {"curve", fresh}}, {}).find("is also the output 'out'"), std::string::npos);
    EXPECT_EQ(message({{"out", fresh}, {"curve", ""}}, {{"data", data}, {"targets", ""}}), "");
}

// A FIFO waits for a writer when opened, and a save's rename would replace a device or a FIFO:
// both are refused, as inputs and as outputs, before anything is opened.
TEST(AtomicFile, FifosAreNeitherReadNorReplaced) {
    const fs::path folder = scratchDir("fifo");
    const fs::path fifo = folder / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_THROW(io::readTextFile(fifo.string()), IoError);
    EXPECT_THROW(io::checkOutputPath(fifo.string(), "krige", "out"), ValidationError);
    EXPECT_THROW(io::writeFileAtomically(fifo.string(), "x\n"), IoError);
    EXPECT_TRUE(fs::is_fifo(fifo));
    EXPECT_EQ(temporariesBeside(fifo), 0u);
}

}  // namespace
}  // namespace strata::iotest
