#pragma once
// The data files of GSLIB programs that copy their input and append one column (nscore, backtr,
// declus): they copy the title and the names as Fortran's '(a40)' reads and writes them (the first
// 40 characters, padded with blanks), write the new variable count, and copy each data row as
// written, trailing blanks removed, before the new value.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "strata/io/GeoEasReader.h"

namespace strata::io {

struct GslibDataText {
    GeoEasFile data;
    std::vector<std::size_t> rowLines;  // the file line of each row, for messages
    std::string titleLine;              // as written
    std::vector<std::string> nameLines;
    std::vector<std::string> rows;  // each data row as written, trailing blanks removed
};

// Throws IoError when the file cannot be read, ParseError(file, line, column) when it is not a
// GeoEAS file of one row a line.
GslibDataText readGslibDataText(const std::string& path);

struct GslibAppendedColumn {
    std::string titlePrefix;         // "Normal Score Transform:" (nscore), "" (declus)
    int countWidth = 2;              // the Fortran I width of the variable count: 2 (nscore, backtr), 3 (declus)
    std::string name;                // the new variable's name
    std::vector<std::string> cells;  // one per row, as the program formats it
};

// The output file's text: the input with the column appended, as those programs write it.
std::string appendGslibColumn(const GslibDataText& input, const GslibAppendedColumn& column);

// Fortran's Fw.d edit descriptor: right-aligned in `width`, asterisks when it does not fit.
std::string fortranFixed(double value, int width, int decimals);

}  // namespace strata::io
