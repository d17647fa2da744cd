#pragma once
// A resource estimate unit by unit ("blockmodel"): the units of the surface stack built from the
// logged lithology are the estimation domains; assays are split at the unit contacts, composited
// inside each unit (never across a contact) and top-cut per unit; each estimated unit's blocks
// are estimated from its own composites (hard boundaries), or also from those of named
// neighbouring units near the contact (soft boundaries), in up to three search passes of
// growing ellipsoids; a unit may be limited in plan by a polygon; parent blocks cut by a contact are split into sub-blocks; the report gives
// grade-tonnage per unit and cutoff. `strata-cli blockmodel` builds this job from flags.
//
// The options: `strata-cli run --describe blockmodel` (declared in BlockModelJob.cpp).
#include <array>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/jobs/Job.h"

namespace strata::blockmodel {

enum class EstimationMethod { Ordinary, Simple, Idw };

// How a unit's composites are declustered (the SK mean, the validation, the density, the weights
// written with the composites): GSLIB's cells, or each composite's nearest-data polygon.
enum class Declustering { Cells, Nearest };

// One search pass: the ellipsoid is the model's ranges times `radiusFactor`; a block with fewer
// than `ndmin` composites inside it is left to the next pass.
struct SearchPass {
    double radiusFactor = 1;
    int ndmin = 8;
    int ndmax = 24;
};

// A resource class: a block estimated by pass `maxPass` or earlier, with a slope of regression of
// at least `minSlope` (kriging) and its nearest composite within `maxDistance` (0: no limit).
struct ClassRule {
    std::string name;
    int maxPass = 0;
    double minSlope = 0;
    double maxDistance = 0;
};

// A soft boundary: `unit`'s blocks also use the composites of `neighbour` whose mid-point lies
// within `distance` of `unit`, measured along the hole to the nearest interval of `unit` logged
// in it (SoftBoundaries.h says why). Without one a unit's boundary is hard.
struct SoftBoundary {
    std::string unit, neighbour;
    double distance = 0;
};

// The class of the blocks of a limited unit that lie outside its polygon: not estimated, no grade.
inline constexpr const char* kOutsideClass = "outside";

struct BlockModelJob {
    static constexpr const char* type = "blockmodel";
    static constexpr bool usesGpu = true;
    static constexpr const char* summary = "a resource block model estimated unit by unit, with grade-tonnage";

    std::string collar, survey, intervals;  // intervals: the logged lithology
    std::string unitColumn;                 // the lithology column naming the unit
    std::vector<std::string> order;         // the units from the top down
    std::string assays;                     // the assay interval table
    std::string value;                      // its grade column
    std::vector<std::string> estimate;      // the units estimated
    std::string model;                      // variogram model of every estimated unit (krige's syntax)
    std::map<std::string, std::string> unitModels;  // a unit's own model
    std::vector<SoftBoundary> softBoundaries;  // none: hard boundaries
    // A unit's limit in plan: a CSV of x,y vertices, one closed ring. Its blocks outside are not
    // estimated (class kOutsideClass) and its composites outside do not inform it.
    std::map<std::string, std::string> limits;
    GridSpec blocks;                        // parent blocks: NX,NY,NZ:X0,Y0,Z0:DX,DY,DZ (centres)
    std::array<double, 3> subBlocks{0, 0, 0};  // smallest sub-block (x, y, z); 0: no sub-blocks
    double composite = 0;                   // composite length; 0: the assays as they are
    Declustering declustering = Declustering::Cells;
    std::map<std::string, double> caps;     // top cut per unit
    std::map<std::string, double> density;  // t/m^3 per unit (wins over the density column)
    std::string densityColumn;              // the assays' density column, t/m^3 (optional)
    EstimationMethod method = EstimationMethod::Ordinary;
    std::vector<SearchPass> passes{{1, 8, 24}, {2, 4, 24}, {4, 1, 24}};
    double power = 2;                       // IDW
    std::array<int, 3> discretisation{3, 3, 2};  // block kriging: points along x, y, z
    drillholes::DipConvention dipSign = drillholes::DipConvention::Auto;
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::map<std::string, std::string> columns;  // drillhole column roles
    // The first rule a block meets names its class.
    std::vector<ClassRule> classes{{"measured", 1, 0.8, 0}, {"indicated", 2, 0.5, 0}, {"inferred", 3, 0, 0}};
    std::string output;                     // BLOCKS.csv
    std::string report;                     // GT.csv (optional)
    std::string reportClasses;              // grade-tonnage per unit and class (optional)
    std::string vtkOutput;                  // the blocks as a VTK unstructured grid, .vtu (optional)
    std::vector<double> cutoffs;            // grade cutoffs of the report
    std::string mineOutput;                 // XC,YC,ZC,XINC,YINC,ZINC,... CSV (optional)
    std::string parentOutput;               // the parent-block grid, any grid format (optional)
    std::string validation;                 // per unit: block mean against declustered composites
    std::string swaths;                     // swath table along x, y, z per unit
    std::string compositesOutput;           // the composites used, with raw and capped grade and weight

    // The model of a unit: its own, else the common one; empty when neither is given.
    const std::string& modelOf(const std::string& unit) const;
    void validate() const;
    static const jobs::Schema<BlockModelJob>& schema();
};

void to_json(jobs::Json& j, const BlockModelJob& job);
void from_json(const jobs::Json& j, BlockModelJob& job);
jobs::Json execute(const BlockModelJob& job, const jobs::JobContext& context);

}  // namespace strata::blockmodel
