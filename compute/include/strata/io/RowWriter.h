#pragma once
// Text outputs of many rows (CSV, GSLIB files) formatted on every core: the rows are formatted in
// chunks of a few thousand, one chunk per thread at a time, and the chunks are written in row
// order as they are done, so the bytes are those of a one-row-after-another loop.
#include <cstddef>
#include <functional>
#include <string>

#include "strata/io/AtomicFile.h"

namespace strata::io {

// Appends row `row` (its text and line end, or nothing for a row left out) to `out`. Called on
// several threads at once: it must only read shared data.
using RowFormatter = std::function<void(std::string& out, std::size_t row)>;

// Formats rows [0, rows) with `formatRow` on all threads and writes them to `file` in row order;
// one chunk of text per thread is held. Throws what `file.write` throws (IoError).
void writeRowsInParallel(AtomicFile& file, std::size_t rows, const RowFormatter& formatRow);

// The same into a string (outputs that are returned as text).
void appendRowsInParallel(std::string& out, std::size_t rows, const RowFormatter& formatRow);

}  // namespace strata::io
