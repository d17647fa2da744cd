#pragma once
// GeoEAS / GSLIB data files: a title line; a line whose first value is the number of
// variables N (GSLIB grid files add nx ny nz after it); N lines of names; then rows of N
// numbers separated by blanks, tabs or commas. Values are kept as written: GSLIB's
// missing-value codes (-999, trimming limits) are the caller's business.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace strata::io {

struct GeoEasFile {
    std::string title;
    std::vector<std::string> names;
    std::vector<std::vector<double>> columns;  // columns[variable][row]
    // {nx, ny, nz} when the header line is "N nx ny nz" (GSLIB grid files); empty otherwise.
    std::vector<std::size_t> gridSize = {};

    std::size_t rowCount() const noexcept { return columns.empty() ? 0 : columns.front().size(); }
};

// Throws IoError when the file cannot be read and ParseError(file, line, column, ...) when a
// header or value is malformed or a row does not hold exactly N values.
GeoEasFile readGeoEas(const std::string& path);
// The same from text in memory; `path` names the source in errors.
GeoEasFile parseGeoEas(std::string_view text, const std::string& path);

struct GeoEasWriteOptions {
    // NaN (missing) is written as this value: GSLIB programs know no NaN; -999 is what kt3d
    // writes for unestimated nodes. Readers must trim it (e.g. trimming limits -998, 1e21).
    double missingValue = -999.0;
};

// Writes atomically (temporary file + rename); numbers are written with the shortest text
// that reads back to the same double. Throws ValidationError for inconsistent columns and
// IoError naming `path` when the file cannot be written (the old file is then untouched).
void writeGeoEas(const std::string& path, const GeoEasFile& file, const GeoEasWriteOptions& options = {});

}  // namespace strata::io
