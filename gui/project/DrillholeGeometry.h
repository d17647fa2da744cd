#pragma once
// What the 3D view draws of a drillhole database, computed on a worker thread from the engine's
// desurvey (HolePath) so that the GUI thread only copies numbers into VTK arrays.
// Coordinates are relative to `origin` (see SceneView::setSceneOrigin).
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "project/ProjectFile.h"
#include "strata/core/Progress.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

// Many polylines in one set of arrays: line i has points [offsets[i], offsets[i + 1]).
struct Polylines {
    std::vector<double> x, y, z;
    std::vector<std::size_t> offsets{0};

    std::size_t lineCount() const { return offsets.size() - 1; }
    std::size_t pointCount() const { return x.size(); }
    void addPoint(const drillholes::Point3& p, const std::array<double, 3>& origin);
    void endLine() { offsets.push_back(x.size()); }
};

struct DrillholeGeometry {
    std::array<double, 3> origin{0, 0, 0};  // real-world coordinates of the scene's (0, 0, 0)
    std::vector<std::string> holeIds;       // one per collar
    std::vector<double> collarX, collarY, collarZ;
    Polylines traces;     // the whole path of every hole, one line per collar

    // Intervals of the colouring table, one line per row that has a collar; empty without one.
    Polylines intervals;
    std::string colourTable, colourColumn;
    bool categorical = false;
    std::vector<std::string> categories;  // listed ones first (ColourBy), then sorted; categorical only
    std::vector<std::optional<std::array<double, 3>>> categoryColours;  // given by the project, or none
    std::vector<int> intervalCategory;    // index into categories, -1 = missing; categorical only
    std::vector<double> intervalValue;    // NaN = missing; numeric only
    double valueMin = 0, valueMax = 0;    // numeric only: the colour ramp's ends (2nd and 98th percentiles)

    std::size_t skippedIntervals = 0;  // rows of holes without a collar
};

// A scene origin near the middle of the collars, rounded to 100 units so it reads well.
std::array<double, 3> sceneOriginFor(const drillholes::DrillholeDatabase& database);

// Traces and coloured intervals of `database`; `colourBy.table` may be empty (no colouring).
// Polls context's cancel token between holes; throws ValidationError when the named table or
// column does not exist.
DrillholeGeometry buildDrillholeGeometry(const drillholes::DrillholeDatabase& database,
                                         drillholes::DesurveyMethod method, const ColourBy& colourBy,
                                         const std::array<double, 3>& origin, const jobs::JobContext& context);

}  // namespace strata::gui
