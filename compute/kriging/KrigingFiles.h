#pragma once
// File input of the krige and crossvalidate jobs: delimited text (CSV, TSV, ...) through
// io::readTable, GSLIB GeoEAS through io::readGeoEas, or a point set held in memory.
#include <string>
#include <vector>

#include "strata/kriging/KrigeJob.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

// The data from the source's file, or from the point set the caller holds for that path
// (JobContext::points: the GUI's data, not written and read again).
KrigingData readKrigingData(const KrigingDataSource& source, const KrigingOptions& options, const std::string& stage,
                            const jobs::JobContext& context);

// Targets from a point file: "x,y" or "x,y,z" (empty: the usual names); the secondary
// variable (ked / lvm) from `secondaryColumn` of the same file.
KrigingTargets readTargets(const std::string& path, const std::string& columns, const std::string& secondaryColumn,
                           bool needSecondary, const std::string& stage, const jobs::JobContext& context);

}  // namespace strata::kriging
