#pragma once
// Text formatting and parsing on every core (private to compute/io). Writers format their rows
// in chunks, one chunk per thread, and write the chunks in order, so the bytes are those of a
// serial loop; readers split a text at line ends and parse the pieces side by side.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "strata/io/AtomicFile.h"

namespace strata::io::detail {

// Appends row `row` (its text and line end, or nothing for a row left out) to `out`.
using RowFormatter = std::function<void(std::string& out, std::size_t row)>;

// Formats rows [0, rows) with `formatRow` on all threads, in chunks of a few thousand rows, and
// writes the chunks to `file` in row order as they are done: one chunk of text per thread is held.
void writeRowsInParallel(AtomicFile& file, std::size_t rows, const RowFormatter& formatRow);

// The same into a string (outputs that are returned as text).
void appendRowsInParallel(std::string& out, std::size_t rows, const RowFormatter& formatRow);

// A piece of a text that starts at a line start, its 1-based line number in the whole text and
// the number of lines it holds (an upper bound on its rows: readers can place each piece's rows
// in the final arrays before reading it).
struct TextPiece {
    std::string_view text;
    std::size_t firstLine = 1;
    std::size_t lines = 0;
};

// Splits `text` (whose first line is line `firstLine`) into about one piece per thread (fewer for
// small texts), each ending just after a '\n' except the last; the pieces cover the text in order.
std::vector<TextPiece> splitAtLineEnds(std::string_view text, std::size_t firstLine);

// Runs `parsePiece(k)` for every piece k on all threads. Exceptions are caught per piece and the
// one of the lowest piece is rethrown once all have finished: the first error of the text.
void forEachPieceInParallel(std::size_t pieces, const std::function<void(std::size_t piece)>& parsePiece);

}  // namespace strata::io::detail
