#pragma once
// nscore's transformation table file: one row a line, the value then its normal score, read as
// Fortran list-directed input reads them (further numbers on a line are ignored) and written as
// nscore writes them (f12.5,1x,f12.5).
#include <string>

#include "strata/simulation/NormalScores.h"

namespace strata::simulation {

// Throws IoError when the file cannot be read and ParseError(file, line, column) for a row that
// is not two numbers or that decreases in either column (backtr's "must be monotonic").
NormalScoreTable readTransformTable(const std::string& path);
std::string transformTableText(const NormalScoreTable& table);

}  // namespace strata::simulation
