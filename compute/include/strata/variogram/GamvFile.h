#pragma once
// GSLIB gamv as a drop-in: its parameter file, its GeoEAS data columns and its output format.
// File names in a parameter file are relative to the current directory, as gamv reads them.
#include <string>
#include <vector>

#include "strata/variogram/ExperimentalVariogram.h"

namespace strata::variogram {

struct GamvParameters {
    std::string dataFile;
    int columnX = 0, columnY = 0, columnZ = 0;  // 1-based GeoEAS columns; 0: the coordinate is 0
    std::vector<int> variableColumns;           // the nvar variables; requests refer to them 1..nvar
    std::string outputFile;
    // Lags, directions, variograms, limits, sills; gamv's own rounding of the raw coordinates.
    ExperimentalVariogramOptions options = [] {
        ExperimentalVariogramOptions o;
        o.centroidOrigin = false;
        return o;
    }();
};

// Reads a gamv parameter file. Throws IoError when unreadable and ParseError naming the file,
// line and column of a malformed or out-of-range parameter.
GamvParameters readGamvParameters(const std::string& path);

// Reads the data a parameter file names (GeoEAS) into the variogram input, with gamv's
// single-precision coordinates (options.centroidOrigin = false). Throws IoError / ParseError,
// and ValidationError when a column number exceeds the file's columns.
VariogramInput readGamvData(const GamvParameters& parameters);

// gamv's output: per variogram and direction a title line, then nlag + 2 rows
// (lag, distance, value, pairs, tail mean, head mean[, tail variance, head variance]).
std::string formatGamvOutput(const ExperimentalVariogram& result);
// Writes it atomically; throws IoError naming the path.
void writeGamvOutput(const std::string& path, const ExperimentalVariogram& result);

}  // namespace strata::variogram
