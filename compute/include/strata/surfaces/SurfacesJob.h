#pragma once
// The "surfaces" job: drillhole files -> contacts -> consistent stratum surfaces -> files.
//
// Inputs: the drillhole tables, the unit column and the stratigraphic column, a 2-D grid and the
// interpolation options; outputs (at least one): the surfaces CSV (x,y,ground,top_<unit 2>,...,
// top_<unit n> per node, then sd_<surface> with options.variance), a block model, the misfit per
// contact, each surface in a GIS / mine-planning format, a cross-section. See docs/surfaces.md.
//
// The options: `strata-cli run --describe surfaces` (declared in SurfacesJob.cpp).
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
    static constexpr bool usesGpu = true;
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
    std::string exportPrefix, exportFormat = "tif";
    std::vector<double> sectionX, sectionY;
    std::string sectionOut;

    void validate() const;        // inputs and outputs
    void validateInputs() const;  // what computeSurfaces needs (no output is required)
    static const jobs::Schema<SurfacesJob>& schema();
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
// The same on drillholes already read (readSurfaceDrillholes): the unit table is the first.
SurfacesOutcome computeSurfaces(const SurfacesJob& job, const drillholes::DrillholeDatabase& db,
                                const jobs::JobContext& context);
// Reads the job's drillholes, and `moreIntervals` after its unit table, and tells the user what
// the checks found. Throws ValidationError when no collar or not every table can be used.
drillholes::DrillholeDatabase readSurfaceDrillholes(const SurfacesJob& job, const jobs::JobContext& context,
                                                    const std::vector<std::string>& moreIntervals = {});

// Writers the job uses, for the GUI's save actions.
void writeSurfacesCsv(const std::string& path, const SurfaceModel& model);
void writeMisfitCsv(const std::string& path, const SurfaceModel& model);
void writeSectionCsv(const std::string& path, const CrossSection& section);
// One surface through the io writers; the format from the path's extension (.tif, .grd, .asc,
// .str/.dtm, .dxf, .obj, .vtp, .csv).
void exportSurface(const std::string& path, const SurfaceModel& model, std::size_t surface);

}  // namespace strata::surfaces
