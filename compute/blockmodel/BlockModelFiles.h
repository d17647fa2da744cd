#pragma once
// The block model's files: the block CSV, the mine-planning CSV (XC, YC, ZC, XINC, YINC, ZINC),
// the parent-block grid (any grid format: GSLIB, VTK image data, ...), the grade-tonnage report,
// the validation and swath tables. Every file is saved atomically.
#include <map>
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
// `density`: t/m^3 per unit (blank where a unit has none).
void writeBlocks(const BlockModelJob& job, const BlockSet& blocks, const BlockGrades& grades,
                 const std::vector<std::string>& classes, const std::map<std::string, double>& density,
                 const CancelToken* cancel);
// XC,YC,ZC,XINC,YINC,ZINC,UNIT,<VALUE>,CLASS,DENSITY (the names mine-planning packages import).
void writeMineBlocks(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades, const std::vector<std::string>& classes,
                     const std::map<std::string, double>& density, const CancelToken* cancel);
// The parent blocks: the volume-weighted grade of their estimated (sub-)blocks and the unit code
// (column position + 1) of their largest part; blocks above the ground are missing.
void writeParentGrid(const std::string& path, const BlockModelJob& job, const BlockSet& blocks,
                     const BlockGrades& grades);
// unit,cutoff,blocks,volume,tonnes,grade,class: per unit and class ("all" first).
void writeReport(const std::string& path, const std::vector<GradeTonnageRow>& rows);
// The same rows as unit,class,cutoff,blocks,volume,tonnes,grade.
void writeClassReport(const std::string& path, const std::vector<GradeTonnageRow>& rows);
void writeValidation(const std::string& path, const std::vector<UnitCheck>& checks);
void writeSwaths(const std::string& path, const std::vector<SwathRow>& rows);
struct DomainComposites;
// holeid,from,to,x,y,z,unit,<value>,<value>_raw,weight[,density]: the composites used, the grade
// after the unit's top cut beside the raw one, and each composite's declustering weight.
void writeComposites(const std::string& path, const BlockModelJob& job, const DomainComposites& composites,
                     const std::vector<double>& weights);

}  // namespace strata::blockmodel
