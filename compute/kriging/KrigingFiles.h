#pragma once
// File input of the krige and crossvalidate jobs: delimited text (CSV, TSV, ...) through
// io::readTable, GSLIB GeoEAS through io::readGeoEas.
#include <string>
#include <vector>

#include "strata/kriging/KrigeJob.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

KrigingData readKrigingData(const KrigingDataSource& source, const KrigingOptions& options, const std::string& stage);

// Targets from a point file: "x,y" or "x,y,z" (empty: the usual names); the secondary
// variable (ked / lvm) from `secondaryColumn` of the same file.
KrigingTargets readTargets(const std::string& path, const std::string& columns, const std::string& secondaryColumn,
                           bool needSecondary, const std::string& stage);

}  // namespace strata::kriging
