#pragma once
// File input of the krige and crossvalidate jobs: delimited text (CSV, TSV, ...) through
// io::readTable, GSLIB GeoEAS through io::readGeoEas, or a point set held in memory.
#include <string>
#include <utility>
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

// Named per-target layers (estimate, variance, diagnostics) written to `output`: a grid's as
// float32 layers (io::writeGrid, any grid format by extension), points' as columns beside x, y[, z]
// (io::writePoints); the result is delivered to the context too.
using TargetLayers = std::vector<std::pair<std::string, const std::vector<double>*>>;
void writeTargetLayers(const std::string& output, const KrigingTargets& targets, const TargetLayers& layers,
                       const jobs::JobContext& context);

}  // namespace strata::kriging
