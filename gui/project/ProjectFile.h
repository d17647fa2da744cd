#pragma once
// A Strata project file (*.strata): JSON naming the project's data sources with paths RELATIVE
// to the project file, how to read them, the stratigraphic column, the variogram models, the jobs
// that were run with the files they wrote, and how the view starts. Plain C++ (no Qt), so that the
// command line can read projects the same way. Every section is optional; the key names below are
// a contract (other tools read them): add keys, never rename them.
//
//   {
//     "format": "strata-project", "version": 1,
//     "name": "...", "description": "...",
//     "drillholes": {
//       "collar": "collar.csv", "survey": "survey.csv", "intervals": ["lithology.csv", "assay.csv"],
//       "columns": {"holeid": "Hole_ID", "x": "X", ...},     // role -> column (see DrillholeFiles)
//       "dip_convention": "down-negative",                   // auto | down-negative | down-positive
//       "desurvey": "mincurv"                                // mincurv | balanced | tangent
//     },
//     "points": [                                            // point files (CSV/XYZ, GSLIB, GDAL vector)
//       {"name": "assays", "path": "data/assays.csv",
//        "format": "auto",                                   // auto | delimited | geoeas | gdal
//        "layer": "",                                        // GDAL: layer name; empty: the first
//        "delimiter": "auto",                                // auto | "," | ";" | "tab" | "space" | any one character
//        "header": "auto",                                   // auto | yes | no
//        "decimal": "auto",                                  // auto | "." | ","
//        "skip_lines": 0,
//        "missing": ["NA", "-999"],                          // absent: the reader's defaults
//        "columns": {"x": "EAST", "y": "NORTH", "z": "RL"},  // absent roles: found by the usual names
//        "two_d": false,                                     // true: ignore any z column
//        "values": ["CU", "AU"]}                             // absent or empty: every numeric column
//     ],
//     "stratigraphic_column": {"units": [...]},              // strata::surfaces::StratigraphicColumn
//     "variograms": [
//       {"name": "Ni omni", "source": "drillholes", "table": "assay", "variable": "Ni",
//        "model": {"nugget": ..., "structures": [...]},     // strata::variogram::VariogramModel
//        "lags": {"count": 12, "separation": 10, "tolerance": 5},
//        "directions": [{"azimuth": 0, "azimuth_tolerance": 90, "bandwidth": 1e21,
//                        "dip": 0, "dip_tolerance": 90, "vertical_bandwidth": 1e21}]}
//     ],
//     "coregionalisations": [                                // LMC fits of the variogram panel
//       {"name": "assay.ni", "source": "drillholes", "table": "assay", "variable": "ni", "unit": "",
//        "lmc_method": "goulard-voltz", "fit_ranges": false,  // the fit job's options, as chosen
//        "model": {"variables": ["ni", "co"],                 // the primary first
//                  "models": {"ni": {...}, "ni:co": {...}, "co": {...}}},  // VariogramModel each
//        "objective": 0.5, "iterations": 3, "converged": true, "warnings": [],
//        "experimental": [                                   // per variogram, packed as the models
//          [{"label": "omnidirectional", "direction": [0, 1, 0],
//            "points": [[distance, value, pairs], ...]}]]}   // per direction
//     ],
//     "jobs": [
//       {"id": "job-1", "name": "OK of Ni", "job": {"type": "krige", "params": {...}},
//        "status": "done",                                   // pending | running | done | failed | cancelled
//        "message": "", "started": "2026-11-22T16:40:00Z", "finished": "...",
//        "summary": {...},                                   // what the job returned
//        "results": [{"name": "Ni estimate", "path": "out/ni.tif", "kind": "grid"}]}
//     ],
//     "view": {
//       "colour_by": {"table": "lithology", "column": "Lithology",
//                     "categories": [{"value": "SOIL", "colour": "#6b4226"}, ...]},  // optional
//       "vertical_exaggeration": 2
//     }
//   }
// Listed categories keep their colour and come first in the legend, in the listed order (a
// weathering profile from top to bottom, say); other values follow in sorted order.
// In memory every file path is resolved (the project's folder joined with the stored path);
// writeProjectFile stores them relative to the folder it writes into.
#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/surfaces/StratigraphicColumn.h"
#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/LmcFit.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::gui {

struct CategoryColour {
    std::string value;
    std::array<double, 3> rgb{};  // 0..1
};

// How numeric values are coloured: a colour map by its key (gui/qa/ColourScale), linear or
// logarithmic, between limits (none: the values' 2nd and 98th percentiles), optionally hiding the
// values outside them.
struct ColourRamp {
    std::string map = "viridis";
    bool logarithmic = false;
    std::optional<double> low, high;
    bool hideOutside = false;
    bool operator==(const ColourRamp&) const = default;
};

struct ColourBy {
    std::string table;   // interval table name (file stem)
    std::string column;  // a text column (categories) or a numeric one (colour ramp)
    std::vector<CategoryColour> categories;
    ColourRamp ramp;                            // numeric columns
    std::vector<std::string> hiddenCategories;  // text columns: intervals of these are not drawn
};

// A point file and how to read it (the options of strata::io::readPoints, as text so that the
// project file stays readable; gui/data/PointSourceReading turns them into reader options).
struct PointSource {
    std::string name;  // unique within the project; shown in the tree
    std::string path;  // resolved
    std::string format = "auto";
    std::string layer;
    std::string delimiter = "auto";
    std::string header = "auto";
    std::string decimal = "auto";
    int skipLines = 0;
    std::optional<std::vector<std::string>> missing;
    std::map<std::string, std::string> columns;  // "x", "y", "z" -> column name
    bool twoD = false;
    std::vector<std::string> values;
    // Only the rows whose text column `whereColumn` reads `whereEquals` (delimited files; empty:
    // every row): e.g. one unit's composites of a file that holds every unit's.
    std::string whereColumn, whereEquals;
    std::string colourColumn;  // the value column the 3D view colours by (empty: the first)
    ColourRamp colourRamp;
};

// A variogram model with the data it was fitted to and the experimental settings it was seen with.
struct ProjectVariogram {
    std::string name;
    std::string source;  // "drillholes" or the name of a point source
    std::string table;   // drillholes: the interval table; empty for point sources
    std::string variable;
    std::string unit;  // drillholes: the unit the samples were restricted to ("lithology.LITH = ORE"); empty: all
    variogram::VariogramModel model;
    variogram::LagClasses lags;
    std::vector<variogram::VariogramDirection> directions{variogram::VariogramDirection::omni()};
};

// The experimental points of one direction of a variogram, as a fit saw them.
struct SavedDirection {
    std::string label;                          // "omnidirectional", "azimuth 45° ± 22.5°"
    std::array<double, 3> direction{0, 1, 0};   // unit vector the model is drawn along
    std::vector<variogram::FitPoint> points;    // each with `direction` as its own
};

// A linear model of coregionalisation fitted in the variogram panel, kept under its primary's
// variogram (name, source, table, variable and unit as in ProjectVariogram), with what the fit
// showed: the model, the experimental points of every direct and cross variogram and the fit's
// report. The points are kept, not recomputed, so that the panel shows again what was fitted.
struct ProjectCoregionalisation {
    std::string name;
    std::string source, table, variable, unit;
    std::string method = "goulard-voltz";  // the fit job's lmc_method
    bool fitRanges = false;                // the fit job's fit_ranges
    variogram::LmcFitResult fit;           // fit.model.variables: the primary first
    // Per variogram, packed as Coregionalisation::pairIndex; per direction.
    std::vector<std::vector<SavedDirection>> experimental;
};

enum class JobStatus { Pending, Running, Done, Failed, Cancelled };
const char* toString(JobStatus status);
JobStatus parseJobStatus(const std::string& text, const std::string& key);

struct JobResultFile {
    std::string name;
    std::string path;  // resolved
    std::string kind;  // grid | points | surfaces | table | image | other
};

struct ProjectJob {
    std::string id;  // unique within the project ("job-1", ...)
    std::string name;
    nlohmann::json job;  // {"type": ..., "params": ...} as strata-cli run reads it
    JobStatus status = JobStatus::Pending;
    std::string message;            // why it failed, or a one-line summary
    std::string started, finished;  // ISO 8601 UTC; empty when not known
    nlohmann::json summary;         // what the job returned (null when it did not finish)
    std::vector<JobResultFile> results;
};

struct ProjectFile {
    std::string path;  // the project file itself, as given
    std::string name;
    std::string description;
    std::optional<drillholes::DrillholeFiles> drillholes;  // paths already resolved
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::vector<PointSource> points;
    std::optional<surfaces::StratigraphicColumn> stratigraphicColumn;
    std::vector<ProjectVariogram> variograms;
    std::vector<ProjectCoregionalisation> coregionalisations;
    std::vector<ProjectJob> jobs;
    std::optional<ColourBy> colourBy;
    double verticalExaggeration = 1.0;
    std::string shownResult;  // the result last shown in the result viewer (a result's name); empty: none
};

// Reads and checks a project file; relative data paths are resolved against its folder.
// Throws IoError (unreadable), ParseError (not JSON) or ValidationError (naming the key).
ProjectFile readProjectFile(const std::string& path);
// The same on JSON text; `path` names the file in messages and gives the folder paths are relative to.
ProjectFile parseProjectFile(const std::string& text, const std::string& path);

// The JSON of `project` with file paths relative to `folder` (absolute where no relative path
// exists, on another drive say).
nlohmann::json projectToJson(const ProjectFile& project, const std::string& folder);

// Writes `project` to `path` atomically (temporary file beside it, fsync, rename): a failure at
// any point leaves the previous file as it was and throws IoError. `afterTempWritten`, when
// given, runs once the bytes are in the temporary file and before the rename; an exception from
// it abandons the save (tests interrupt a save there).
void writeProjectFile(const ProjectFile& project, const std::string& path,
                      const std::function<void()>& afterTempWritten = {});

// The job (`{"type", "params"}`) of the project's last finished job of one of `types`, if any.
std::optional<nlohmann::json> lastFinishedJob(const ProjectFile& project, const std::vector<std::string>& types);

// A data file the project refers to, by what it is (for "where did it go?" questions).
struct DataFileReference {
    std::string role;    // "collar", "survey", "intervals", "points 'assays'", "result 'Ni estimate'"
    std::string* path;   // into the project
};
std::vector<DataFileReference> dataFiles(ProjectFile& project);
// The data files that do not exist.
std::vector<DataFileReference> missingDataFiles(ProjectFile& project);
// Points the missing file `oldPath` at `newPath`; other missing files are looked for in the
// folder of `newPath` by file name (a moved data folder is usually moved whole), and the ones
// found there are fixed as well. Returns how many references changed.
std::size_t relocateDataFile(ProjectFile& project, const std::string& oldPath, const std::string& newPath);

}  // namespace strata::gui
