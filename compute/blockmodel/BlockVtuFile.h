#pragma once
// The blocks as a VTK unstructured grid (XML .vtu, raw appended little-endian data): one voxel
// per block or sub-block, with every numeric column of the block CSV as cell data and the unit and
// class as integer codes (unit: position in the column + 1; class: position in the rules + 1, 0
// for none), their names listed in a comment of the file. Paraview and VTK open it as it is.
#include <map>
#include <string>
#include <vector>

#include "strata/blockmodel/BlockModelJob.h"

namespace strata::blockmodel {

struct BlockSet;
struct BlockGrades;

// `density`: t/m^3 per unit (NaN where a unit has none).
void writeBlocksVtu(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                    const BlockGrades& grades, const std::vector<std::string>& classes,
                    const std::map<std::string, double>& density);

}  // namespace strata::blockmodel
