#pragma once
// A Strata project file (*.strata): JSON naming the project's data sources with paths RELATIVE
// to the project file, how to read them, and how the view starts. Plain C++ (no Qt), so that the
// command line can read projects the same way.
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
//     "view": {
//       "colour_by": {"table": "lithology", "column": "Lithology",
//                     "categories": [{"value": "SOIL", "colour": "#6b4226"}, ...]},  // optional
//       "vertical_exaggeration": 2
//     }
//   }
// Listed categories keep their colour and come first in the legend, in the listed order (a
// weathering profile from top to bottom, say); other values follow in sorted order.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"

namespace strata::gui {

struct CategoryColour {
    std::string value;
    std::array<double, 3> rgb{};  // 0..1
};

struct ColourBy {
    std::string table;   // interval table name (file stem)
    std::string column;  // a text column (categories) or a numeric one (colour ramp)
    std::vector<CategoryColour> categories;
};

struct ProjectFile {
    std::string path;  // the project file itself, as given
    std::string name;
    std::string description;
    std::optional<drillholes::DrillholeFiles> drillholes;  // paths already resolved
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::optional<ColourBy> colourBy;
    double verticalExaggeration = 1.0;
};

// Reads and checks a project file; relative data paths are resolved against its folder.
// Throws IoError (unreadable), ParseError (not JSON) or ValidationError (naming the key).
ProjectFile readProjectFile(const std::string& path);

}  // namespace strata::gui
