#include "ParallelText.h"

#include <algorithm>
#include <exception>

#include <omp.h>

namespace strata::io::detail {

namespace {

// A chunk is a few hundred kB of text: it is still in the cache when it is written.
constexpr std::size_t kRowsPerChunk = 1u << 13;
constexpr std::size_t kMinBytesPerPiece = 1u << 20;  // below this, splitting costs more than it saves

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
// An exception cannot leave an OpenMP loop: the first (a full disk) stops the writing and is
// rethrown after the loop.
template <typename Sink>
void formatInOrder(std::size_t rows, const RowFormatter& formatRow, Sink sink) {
    const std::size_t chunks = (rows + kRowsPerChunk - 1) / kRowsPerChunk;
    std::exception_ptr error;
#pragma omp parallel if (chunks > 1)
    {
        std::string text;
#pragma omp for ordered schedule(dynamic, 1)
        for (std::ptrdiff_t c = 0; c < std::ptrdiff_t(chunks); ++c) {
            const std::size_t begin = std::size_t(c) * kRowsPerChunk;
            const std::exception_ptr formatError =
                caught([&] { formatChunk(text, begin, std::min(rows, begin + kRowsPerChunk), formatRow); });
#pragma omp ordered
            {
                if (!error) error = formatError;
                if (!error) error = caught([&] { sink(text); });
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

std::vector<TextPiece> splitAtLineEnds(std::string_view text, std::size_t firstLine) {
    const std::size_t wanted =
        std::clamp<std::size_t>(text.size() / kMinBytesPerPiece, 1, std::size_t(omp_get_max_threads()) * 4);
    std::vector<std::string_view> views;
    std::size_t begin = 0;
    for (std::size_t k = 1; k < wanted && begin < text.size(); ++k) {
        const std::size_t target = std::max(begin, text.size() * k / wanted);
        const std::size_t eol = text.find('\n', target);
        if (eol == std::string_view::npos) break;
        views.push_back(text.substr(begin, eol + 1 - begin));
        begin = eol + 1;
    }
    if (begin < text.size() || views.empty()) views.push_back(text.substr(begin));
    // Line numbers: the line ends of the pieces before, counted side by side.
    std::vector<std::size_t> lineEnds(views.size());
#pragma omp parallel for if (views.size() > 1)
    for (std::ptrdiff_t k = 0; k < std::ptrdiff_t(views.size()); ++k)
        lineEnds[std::size_t(k)] =
            std::size_t(std::count(views[std::size_t(k)].begin(), views[std::size_t(k)].end(), '\n'));
    std::vector<TextPiece> pieces(views.size());
    for (std::size_t k = 0; k < views.size(); ++k) {
        const bool unterminated = !views[k].empty() && views[k].back() != '\n';
        pieces[k] = {views[k], firstLine, lineEnds[k] + (unterminated ? 1 : 0)};
        firstLine += lineEnds[k];
    }
    return pieces;
}

void forEachPieceInParallel(std::size_t pieces, const std::function<void(std::size_t piece)>& parsePiece) {
    std::vector<std::exception_ptr> errors(pieces);
#pragma omp parallel for schedule(dynamic, 1) if (pieces > 1)
    for (std::ptrdiff_t k = 0; k < std::ptrdiff_t(pieces); ++k) {
        try {
            parsePiece(std::size_t(k));
        } catch (...) {
            errors[std::size_t(k)] = std::current_exception();
        }
    }
    for (const auto& error : errors)
        if (error) std::rethrow_exception(error);
}

}  // namespace strata::io::detail
