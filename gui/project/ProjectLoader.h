#pragma once
// Opening a project: the job that runs on a worker thread. It reads the project file, reads the
// drillhole tables through the engine (readDrillholes), and desurveys them into geometry for the
// view. No VTK and no widgets here: the GUI thread turns the result into actors.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "project/DrillholeGeometry.h"
#include "project/ProjectFile.h"
#include "results/ResultItem.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/drillholes/ValidationReport.h"
#include "strata/io/DelimitedReader.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

// A point source read into memory, with what its reader left out or could not read.
struct LoadedPoints {
    std::string name;  // the PointSource's name
    std::shared_ptr<const PointSet> points;
    io::PointReadReport report;
};

// A result a finished job of the project wrote, read back from its file.
struct RestoredResult {
    std::string jobId;
    ResultItem item;  // without an id: the catalog gives it one
};

struct LoadedProject {
    ProjectFile project;
    std::vector<LoadedPoints> points;  // one per point source, in project order
    std::shared_ptr<const drillholes::DrillholeDatabase> database;  // null without drillholes
    drillholes::ValidationReport report;                            // problems met while reading
    std::optional<DrillholeGeometry> geometry;
};

// Reads the project file at `path`, then loads it as below. Point sources are read too; a point
// file that cannot be read is an error naming it (the user fixes the path or the mapping). The
// results of its jobs are not read here: see restoreResults.
LoadedProject loadProject(const std::string& path, const jobs::JobContext& context);

// Loads a project described in memory (Import drillholes builds one). Without a "colour_by", the
// intervals are coloured by the first text column of the first interval table that has one (else
// by its first numeric column). Throws IoError when the collar table gave no hole at all (nothing
// to show), naming the reading problems that explain why; other problems stay in the report.
LoadedProject loadProject(ProjectFile project, const jobs::JobContext& context);

// The results of the project's finished jobs, read back from their files (several at once), a
// job of its own run once the project is on screen: a project with many large results shows
// its data first. A result missing or unreadable is a warning in the report, not an error.
struct RestoredResults {
    std::vector<RestoredResult> results;  // in the project's order
    drillholes::ValidationReport report;
};
RestoredResults restoreResults(const ProjectFile& project, const jobs::JobContext& context);

}  // namespace strata::gui
