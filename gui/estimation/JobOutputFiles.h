#pragma once
// Reads back what estimation jobs wrote, so that the GUI holds exactly the job's numbers: grid
// CSV files (x, y[, z], then one column per layer; nodes x fastest, as io::writeGrid writes them
// in their shortest exact text) and point CSV files (cross-validation tables).
#include <string>

#include "strata/core/Grid.h"
#include "strata/core/PointSet.h"

namespace strata::gui {

// Throws IoError when the file's rows or coordinates do not match `spec`.
Grid readGridCsv(const std::string& path, const GridSpec& spec);
// The same for a file whose grid is not known beforehand (a result reopened with its project):
// the grid is read from its coordinate columns (x, y[, z], x fastest). A .dat / .gslib file is
// read as a GSLIB grid, which names its grid in its title.
Grid readGridFile(const std::string& path);
// Every column but x, y, z becomes a value column.
PointSet readPointCsv(const std::string& path);

}  // namespace strata::gui
