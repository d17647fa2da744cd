#pragma once
// A project's point source (ProjectFile's PointSource, options as text) turned into the engine
// reader's options, the read itself, and the preview the import dialog shows: the first rows
// of a file as the reader would split them. No Qt: the project loader calls this on a worker thread.
#include <cstddef>
#include <string>
#include <vector>

#include "project/ProjectFile.h"
#include "strata/core/PointSet.h"
#include "strata/io/DelimitedReader.h"

namespace strata::gui {

io::PointColumns pointColumnsOf(const PointSource& source);
io::PointReadOptions readOptionsOf(const PointSource& source);

// Reads the source (GDAL vector sources through io::readVectorPoints; problems of text files
// go to `report`). Throws IoError / ParseError / ValidationError as the readers do.
PointSet readPointSource(const PointSource& source, io::PointReadReport& report);

struct TablePreview {
    std::vector<std::string> header;             // column names as the reader sees them
    std::vector<std::vector<std::string>> rows;  // cells as text, at most the rows asked for
    std::string delimiter;                       // what was used: "," ";" "tab" "space" (GSLIB: "GSLIB")
    bool hasHeader = false;
    std::vector<std::string> problems;           // "file:line:column: message" of the rows shown
};

// The first `rows` data rows of a delimited or GSLIB file, read with the source's options
// (the file is read only as far as needed). GDAL sources have no preview here (empty result).
TablePreview previewPointSource(const PointSource& source, std::size_t rows);

// The header column that holds coordinate `axis` ('x', 'y' or 'z'), empty if none: a name such
// as x, east(ing), north(ing), elev(ation), alone or with a prefix or suffix such as location,
// loc, coord or collar (GSLIB's Xlocation), compared without case, blanks or punctuation.
std::string detectCoordinateColumn(const std::vector<std::string>& header, char axis);

// The first `rows` data rows of any delimited table (drillhole tables: no column mapping).
TablePreview previewTable(const std::string& path, const io::DelimitedOptions& options, std::size_t rows);

}  // namespace strata::gui
