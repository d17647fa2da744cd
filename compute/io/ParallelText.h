#pragma once
// Text parsing on every core (private to compute/io): readers split a text at line ends and parse
// the pieces side by side. (Writers: strata/io/RowWriter.h.)
#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

namespace strata::io::detail {

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
