#pragma once
// The "surfaces" job: drillhole files -> contacts -> consistent stratum surfaces -> files.
//
// JSON parameters (see docs/surfaces.md):
//   collar, survey (optional: vertical holes), intervals, dipSign, columns, desurvey
//   unitColumn                 the interval table's unit (lithology) column
//   column                     the stratigraphic column ({"units": [...]}, or a list of names)
//   grid                       "NX,NY:X0,Y0:DX,DY" (nodes; x fastest)
//   options                    SurfaceOptions (method, variogram, minThickness, isochores, ...)
//   out                        surfaces CSV: x,y,ground,top_<unit 2>,...,top_<unit n> per node
//                              (then sd_<surface> columns with options.variance)
//   modelOut, dz               block model CSV (XC,YC,ZC,XINC,YINC,ZINC,unit), unit codes 1..n
//   bottom                     model bottom elevation; null: the deepest end of a hole
//   misfitOut                  per-contact misfit CSV
//   exportPrefix, exportFormat each surface as <prefix><surface>.<format>: tif, grd, asc (GDAL
//                              builds), str (Surpac .str + .dtm), dxf, obj, vtp, csv
//   sectionX, sectionY, sectionOut  a cross-section along a polyline, as CSV
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/drillholes/Desurvey.h"
#include "strata/drillholes/DrillholeDatabase.h"
#include "strata/jobs/Job.h"
#include "strata/surfaces/LayerModel.h"
#include "strata/surfaces/StratigraphicColumn.h"
#include "strata/surfaces/SurfaceStack.h"

namespace strata::surfaces {

struct SurfacesJob {
    static constexpr const char* type = "surfaces";
    static constexpr const char* summary = "stratum surfaces, layer volumes and block model from drillhole contacts";

    std::string collar, survey, intervals;
    drillholes::DipConvention dipSign = drillholes::DipConvention::Auto;
    std::map<std::string, std::string> columns;
    drillholes::DesurveyMethod desurvey = drillholes::DesurveyMethod::MinimumCurvature;
    std::string unitColumn;
    StratigraphicColumn column;
    GridSpec grid;
    SurfaceOptions options;
    std::string out;
    std::string modelOut;
    double dz = 0;
    double bottom = std::numeric_limits<double>::quiet_NaN();
    std::string misfitOut;
    std::string exportPrefix, exportFormat;
    std::vector<double> sectionX, sectionY;
    std::string sectionOut;

    void validate() const;        // inputs and outputs
    void validateInputs() const;  // what computeSurfaces needs (no output is required)
};

void to_json(jobs::Json& j, const SurfacesJob& job);
void from_json(const jobs::Json& j, SurfacesJob& job);
jobs::Json execute(const SurfacesJob& job, const jobs::JobContext& context);

// What the job computes before it writes any file (the GUI keeps it in memory): the picks, the
// consistent surfaces and the model bottom (job.bottom, or the deeper of the deepest hole end
// and defaultBottom). execute() is computeSurfaces() followed by the writers and a summary.
struct SurfacesOutcome {
    SurfacePicks picks;
    SurfaceModel model;
    double bottom = std::numeric_limits<double>::quiet_NaN();
    std::size_t holes = 0;
};
SurfacesOutcome computeSurfaces(const SurfacesJob& job, const jobs::JobContext& context);

// Writers the job uses, for the GUI's save actions.
void writeSurfacesCsv(const std::string& path, const SurfaceModel& model);
void writeMisfitCsv(const std::string& path, const SurfaceModel& model);
void writeSectionCsv(const std::string& path, const CrossSection& section);
// One surface through the io writers; the format from the path's extension (.tif, .grd, .asc,
// .str/.dtm, .dxf, .obj, .vtp, .csv).
void exportSurface(const std::string& path, const SurfaceModel& model, std::size_t surface);

}  // namespace strata::surfaces
