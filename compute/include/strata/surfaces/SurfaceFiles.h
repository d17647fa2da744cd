#pragma once
// The files of the surfaces capability that are not a job's: stratigraphic column files.
#include <string>

#include "strata/surfaces/StratigraphicColumn.h"

namespace strata::surfaces {

// Reads / writes a column file (the JSON above). Throws IoError or ParseError naming the file.
StratigraphicColumn readColumn(const std::string& path);
void writeColumn(const std::string& path, const StratigraphicColumn& column);

}  // namespace strata::surfaces
