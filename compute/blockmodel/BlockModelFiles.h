#pragma once
// The block model's files: the block CSV, the mine-planning CSV (XC, YC, ZC, XINC, YINC, ZINC),
// the parent-block grid (any grid format: GSLIB, VTK image data, ...), the grade-tonnage report,
// the validation and swath tables. Every file is saved atomically.
#include <string>
#include <vector>

#include "GradeTonnage.h"
#include "Validation.h"
#include "strata/blockmodel/BlockModelJob.h"

namespace strata {
class CancelToken;
}

namespace strata::blockmodel {

struct BlockSet;
struct BlockGrades;

// x,y,z,dx,dy,dz,unit,<value>,variance,pass,slope,samples,distance,class,density,tonnes
void writeBlocks(const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
                 const std::vector<std::string>& classes, const CancelToken* cancel);
// XC,YC,ZC,XINC,YINC,ZINC,UNIT,<VALUE>,CLASS,DENSITY (the names mine-planning packages import).
void writeMineBlocks(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades, const std::vector<std::string>& classes, const CancelToken* cancel);
// The parent blocks: the volume-weighted grade of their estimated (sub-)blocks and the unit code
// (column position + 1) of their largest part; blocks above the ground are missing.
void writeParentGrid(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades);
void writeReport(const std::string& path, const std::vector<GradeTonnageRow>& rows);
// unit,class,cutoff,blocks,volume,tonnes,grade: per unit and class ("all" first).
void writeClassReport(const std::string& path, const std::vector<GradeTonnageRow>& rows);
void writeValidation(const std::string& path, const std::vector<UnitCheck>& checks);
void writeSwaths(const std::string& path, const std::vector<SwathRow>& rows);

}  // namespace strata::blockmodel
