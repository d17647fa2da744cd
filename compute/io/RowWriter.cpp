#include "strata/io/RowWriter.h"

#include <algorithm>
#include <atomic>
#include <exception>

namespace strata::io {

namespace {

// A chunk is a few hundred kB of text: it is still in the cache when it is written.
constexpr std::size_t kRowsPerChunk = 1u << 13;

void formatChunk(std::string& out, std::size_t begin, std::size_t end, const RowFormatter& formatRow) {
    out.clear();
    for (std::size_t row = begin; row < end; ++row) {
        formatRow(out, row);
        // Room for the whole chunk at the first row's length, so the text is not moved as it grows.
        if (row == begin) out.reserve(out.size() * (end - begin) * 9 / 8);
    }
}

// The exception `step` throws, or none.
template <typename Step>
std::exception_ptr caught(Step step) noexcept {
    try {
        step();
        return {};
    } catch (...) {
        return std::current_exception();
    }
}

// Each thread formats a chunk, then hands it to `sink` in chunk order while the next chunks are
// being formatted: one parallel loop, no pause between batches, the text of one chunk per thread.
// An exception cannot leave an OpenMP loop: the first (a full disk) stops the work (the chunks
// still to come are not formatted) and is rethrown after the loop.
template <typename Sink>
void formatInOrder(std::size_t rows, const RowFormatter& formatRow, Sink sink) {
    const std::size_t chunks = (rows + kRowsPerChunk - 1) / kRowsPerChunk;
    std::exception_ptr error;
    std::atomic<bool> failed = false;
#pragma omp parallel if (chunks > 1)
    {
        std::string text;
#pragma omp for ordered schedule(dynamic, 1)
        for (std::ptrdiff_t c = 0; c < std::ptrdiff_t(chunks); ++c) {
            const std::size_t begin = std::size_t(c) * kRowsPerChunk;
            const std::exception_ptr formatError =
                failed ? nullptr
                       : caught([&] { formatChunk(text, begin, std::min(rows, begin + kRowsPerChunk), formatRow); });
#pragma omp ordered
            {
                if (!error) error = formatError;
                if (!error) error = caught([&] { sink(text); });
                if (error) failed = true;
            }
        }
    }
    if (error) std::rethrow_exception(error);
}

}  // namespace

void writeRowsInParallel(AtomicFile& file, std::size_t rows, const RowFormatter& formatRow) {
    formatInOrder(rows, formatRow, [&](const std::string& chunk) { file.write(chunk); });
}

void appendRowsInParallel(std::string& out, std::size_t rows, const RowFormatter& formatRow) {
    formatInOrder(rows, formatRow, [&](const std::string& chunk) { out += chunk; });
}

}  // namespace strata::io
