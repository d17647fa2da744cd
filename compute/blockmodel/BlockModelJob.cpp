#include "strata/blockmodel/BlockModelJob.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "BlockModelFiles.h"
#include "BlockVtuFile.h"
#include "Classification.h"
#include "ClippedDiscretisation.h"
#include "DomainComposites.h"
#include "DomainEstimation.h"
#include "PlanLimitFile.h"
#include "SoftBoundaries.h"
#include "SubBlocks.h"
#include "UnitDensity.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Strings.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "strata/io/AtomicFile.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/surfaces/SurfacesJob.h"

namespace strata::blockmodel {

using jobs::Json;

namespace {

constexpr const char* kStage = BlockModelJob::type;

// A unit -> number map in JSON ({"ORE": 2.5}): top cuts, densities.
std::map<std::string, double> unitNumbersFromJson(const Json& v) {
    if (!v.is_object()) throw std::invalid_argument("must map units to numbers, {\"ORE\": 2.5} (got " + jobs::shownValue(v) + ")");
    std::map<std::string, double> m;
    for (const auto& [unit, number] : v.items()) {
        if (!number.is_number() || !std::isfinite(number.get<double>()))
            throw std::invalid_argument("'" + unit + "' must be a number (got " + jobs::shownValue(number) + ")");
        m[unit] = number.get<double>();
    }
    return m;
}

// A unit -> text map in JSON: models ({"ORE": "0.1 nug + 0.9 sph(50)"}), limit files.
std::map<std::string, std::string> unitTextsFromJson(const Json& v, const std::string& example, const char* what) {
    if (!v.is_object()) throw std::invalid_argument("must map units to " + std::string(what) + "s, " + example);
    std::map<std::string, std::string> m;
    for (const auto& [unit, text] : v.items()) {
        if (!text.is_string()) throw std::invalid_argument("'" + unit + "' must be a " + what + " text");
        m[unit] = text.get<std::string>();
    }
    return m;
}

const jobs::Schema<SearchPass>& passSchema() {
    static const auto s = jobs::Schema<SearchPass>("pass", "one search pass")
        .add("radius_factor", [](auto& p) -> auto& { return p.radiusFactor; }, "the model's ranges times this")
        .above(0)
        .add("ndmin", [](auto& p) -> auto& { return p.ndmin; }, "fewer composites found: left to the next pass")
        .min(1)
        .add("ndmax", [](auto& p) -> auto& { return p.ndmax; }, "nearest composites used")
        .min(1);
    return s;
}

const jobs::Schema<SoftBoundary>& softBoundarySchema() {
    static const auto s =
        jobs::Schema<SoftBoundary>("soft boundary", "composites a unit borrows from a neighbour near their contact")
            .add("unit", [](auto& b) -> auto& { return b.unit; }, "the estimated unit that borrows").required()
            .add("neighbour", [](auto& b) -> auto& { return b.neighbour; }, "the unit whose composites it borrows")
            .required()
            .add("distance", [](auto& b) -> auto& { return b.distance; },
                 "largest distance along the hole from a composite's mid-point to the unit's logged interval")
            .above(0).unit(jobs::kDataUnits);
    return s;
}

const jobs::Schema<ClassRule>& classSchema() {
    static const auto s = jobs::Schema<ClassRule>("class", "one resource class rule")
        .add("name", [](auto& c) -> auto& { return c.name; }, "the class, e.g. measured").required()
        .add("max_pass", [](auto& c) -> auto& { return c.maxPass; }, "estimated by this pass or an earlier one (0: any)")
        .min(0)
        .add("min_slope", [](auto& c) -> auto& { return c.minSlope; }, "slope of regression at least this (0: any)")
        .min(0)
        .add("max_distance", [](auto& c) -> auto& { return c.maxDistance; },
             "nearest composite within this distance (0: any)")
        .min(0).unit(jobs::kDataUnits);
    return s;
}

jobs::Schema<BlockModelJob> makeSchema() {
    using Job = BlockModelJob;
    jobs::Schema<Job> s(Job::type, Job::summary);
    s.add("collar", [](auto& j) -> auto& { return j.collar; }, "collar CSV: hole id, x, y, z[, depth]").required()
        .group("drillholes")
        .add("survey", [](auto& j) -> auto& { return j.survey; }, "survey CSV (empty: vertical holes)").group("drillholes")
        .add("intervals", [](auto& j) -> auto& { return j.intervals; }, "logged lithology: the interval table of the units")
        .required().group("drillholes")
        .add("unit_column", [](auto& j) -> auto& { return j.unitColumn; }, "its column naming the unit").required()
        .group("drillholes")
        .add("order", [](auto& j) -> auto& { return j.order; }, "the units from the top down").required()
        .group("drillholes")
        .add("assays", [](auto& j) -> auto& { return j.assays; }, "assay interval table").required().group("drillholes")
        .add("value", [](auto& j) -> auto& { return j.value; }, "its grade column").required().group("drillholes")
        .choice("dip_sign", [](auto& j) -> auto& { return j.dipSign; }, drillholes::dipSignChoices(),
                "sign of a downward dip in the survey (auto: read from the file)")
        .group("drillholes").advanced()
        .choice("desurvey_method", [](auto& j) -> auto& { return j.desurvey; }, drillholes::desurveyMethodChoices(),
                "how positions along the holes are computed")
        .group("drillholes").advanced()
        .custom(
            "columns", "column roles", [](const Job& j) { return Json(j.columns); },
            [](Job& j, const Json& v) { j.columns = drillholes::columnRolesFromJson(v); },
            "column of a role where the name is not one of its aliases, {\"holeid\": \"DHID\", ...}")
        .group("drillholes").advanced()
        .add("composite", [](auto& j) -> auto& { return j.composite; },
             "composite length inside each unit (0: the assays split at the contacts)")
        .min(0).unit(jobs::kDataUnits).group("preparation")
        .choice("declustering", [](auto& j) -> auto& { return j.declustering; },
                std::vector<std::pair<std::string, Declustering>>{{"cells", Declustering::Cells},
                                                                 {"nearest", Declustering::Nearest}},
                "declustering of each unit's composites: cells (GSLIB declus, the cell size giving the lowest mean) "
                "or nearest data (polygonal)")
        .group("preparation")
        .custom("caps", "unit numbers", [](const Job& j) { return Json(j.caps); },
                [](Job& j, const Json& v) { j.caps = unitNumbersFromJson(v); },
                "top cut per unit, {\"ORE\": 12.5}: higher grades are set to it")
        .group("preparation")
        .add("estimate", [](auto& j) -> auto& { return j.estimate; }, "the units estimated").required()
        .group("estimation")
        .add("model", [](auto& j) -> auto& { return j.model; },
             "variogram model of every estimated unit, krige's syntax (sets the search ellipsoid too)")
        .group("estimation")
        .custom("unit_models", "unit models", [](const Job& j) { return Json(j.unitModels); },
                [](Job& j, const Json& v) {
                    j.unitModels = unitTextsFromJson(v, "{\"ORE\": \"0.1 nug + 0.9 sph(50)\"}", "model");
                },
                "a unit's own model, {\"ORE\": \"0.1 nug + 0.9 sph(60)\"}")
        .group("estimation")
        .objects("soft_boundaries", [](auto& j) -> auto& { return j.softBoundaries; }, softBoundarySchema(),
                 "soft boundaries: a unit also estimated from a neighbour's composites near their contact (none: "
                 "every boundary hard)")
        .group("estimation")
        .custom("limits", "unit files", [](const Job& j) { return Json(j.limits); },
                [](Job& j, const Json& v) { j.limits = unitTextsFromJson(v, "{\"ORE\": \"limit.csv\"}", "file"); },
                "a unit's limit in plan, {\"ORE\": \"limit.csv\"}: a CSV of x,y vertices (a ring column starts "
                "parts and holes; with GDAL also a vector file of polygons); its blocks outside get class 'outside' "
                "and no grade, its composites outside inform nothing")
        .group("estimation")
        .choice("method", [](auto& j) -> auto& { return j.method; },
                std::vector<std::pair<std::string, EstimationMethod>>{
                    {"ok", EstimationMethod::Ordinary}, {"sk", EstimationMethod::Simple}, {"idw", EstimationMethod::Idw}},
                "ordinary or simple kriging (mean: the unit's composite mean), or inverse distance")
        .group("estimation")
        .objects("passes", [](auto& j) -> auto& { return j.passes; }, passSchema(),
                 "search passes, the blocks left by one going to the next (IDW too)")
        .group("estimation")
        .add("power", [](auto& j) -> auto& { return j.power; }, "IDW power").above(0).max(10).group("estimation")
        .add("discretisation", [](auto& j) -> auto& { return j.discretisation; },
             "points per block along x, y, z for block kriging")
        .min(1).group("estimation").advanced()
        .objects("classes", [](auto& j) -> auto& { return j.classes; }, classSchema(),
                 "resource classes, the first rule a block meets naming its class")
        .group("classification");
    jobs::addGrid(s, "blocks", [](auto& j) -> auto& { return j.blocks; },
                  "parent blocks NX,NY,NZ:X0,Y0,Z0:DX,DY,DZ (the first block's centre, the block size)")
        .required().group("blocks");
    s.add("sub_blocks", [](auto& j) -> auto& { return j.subBlocks; },
          "smallest sub-block x,y,z along unit contacts, each dividing the parent size (0: none)")
        .min(0).unit(jobs::kDataUnits).group("blocks")
        .custom("density", "unit numbers", [](const Job& j) { return Json(j.density); },
                [](Job& j, const Json& v) { j.density = unitNumbersFromJson(v); },
                "t/m^3 per unit, {\"ORE\": 2.7} (wins over the density column)")
        .group("blocks")
        .add("density_column", [](auto& j) -> auto& { return j.densityColumn; },
             "the assays' density column, t/m^3: each unit's blocks get its declustered composite mean")
        .group("blocks")
        .add("output", [](auto& j) -> auto& { return j.output; },
             "block CSV: x,y,z,dx,dy,dz,unit,<value>,variance,pass,slope,samples,distance,class,density,tonnes")
        .required().group("output")
        .add("report", [](auto& j) -> auto& { return j.report; },
             "grade-tonnage CSV: unit,cutoff,blocks,volume,tonnes,grade,class (class 'all', then each class present)")
        .group("output")
        .add("report_classes", [](auto& j) -> auto& { return j.reportClasses; },
             "grade-tonnage per unit and resource class CSV: unit,class,cutoff,blocks,volume,tonnes,grade (the "
             "report's rows, class second)")
        .group("output")
        .add("cutoffs", [](auto& j) -> auto& { return j.cutoffs; }, "grade cutoffs of the reports (default: 0)")
        .group("output")
        .add("vtk_output", [](auto& j) -> auto& { return j.vtkOutput; },
             "the blocks as a VTK unstructured grid (.vtu, one voxel per block, every column as cell data)")
        .group("output")
        .add("mine_output", [](auto& j) -> auto& { return j.mineOutput; },
             "mine-planning CSV: XC,YC,ZC,XINC,YINC,ZINC,UNIT,<VALUE>,CLASS,DENSITY")
        .group("output")
        .add("parent_output", [](auto& j) -> auto& { return j.parentOutput; },
             "the parent blocks as a grid (by extension: .dat GSLIB, .vti VTK, .csv, ...): grade and unit code")
        .group("output")
        .add("validation", [](auto& j) -> auto& { return j.validation; },
             "per unit: block mean against the declustered composite mean, CSV")
        .group("output")
        .add("swaths", [](auto& j) -> auto& { return j.swaths; },
             "swaths along x, y and z per unit (slices one parent block wide): block and composite means, CSV")
        .group("output")
        .add("composites_output", [](auto& j) -> auto& { return j.compositesOutput; },
             "the composites used, CSV: holeid,from,to,x,y,z,unit,<value> (top-cut),<value>_raw,weight (the "
             "unit's declustering weight)[,density]")
        .group("output");
    return s;
}

// The surfaces job whose units are the block model's domains (on the columns of the smallest blocks).
surfaces::SurfacesJob surfacesJobOf(const BlockModelJob& job, const GridSpec& columns) {
    surfaces::SurfacesJob surfaces;
    surfaces.collar = job.collar;
    surfaces.survey = job.survey;
    surfaces.intervals = job.intervals;
    surfaces.dipSign = job.dipSign;
    surfaces.columns = job.columns;
    surfaces.desurvey = job.desurvey;
    surfaces.unitColumn = job.unitColumn;
    for (const std::string& name : job.order) {
        surfaces::StratigraphicUnit unit;
        unit.name = name;
        surfaces.column.units.push_back(unit);
    }
    surfaces.grid = columns;
    return surfaces;
}

UnitSamples samplesAt(const DomainComposites& composites, const std::vector<std::size_t>& rows) {
    UnitSamples s;
    for (std::size_t i : rows) {
        s.x.push_back(composites.x[i]);
        s.y.push_back(composites.y[i]);
        s.z.push_back(composites.z[i]);
        s.value.push_back(composites.value[i]);
    }
    return s;
}

// What one estimated unit is estimated from and where, inside its limit.
struct Domain {
    std::vector<std::size_t> targets, outside;  // the unit's blocks inside and outside its limit
    UnitSamples own;                            // its composites: the checks compare the blocks with these
    std::vector<std::size_t> ownRows;           // their rows in the composites
    UnitSamples informing;                      // its own and the borrowed: the estimate
    std::size_t borrowed = 0;
};

Domain domainOf(const BlockModelJob& job, int unit, const BlockSet& blocks, const DomainComposites& composites,
                const drillholes::IntervalTable& lithology, const std::vector<std::string>& logged,
                const PlanPolygon* limit) {
    const std::string& name = job.order[std::size_t(unit)];
    const auto inLimit = [&](double x, double y) { return !limit || limit->contains(x, y); };
    Domain d;
    for (std::size_t b = 0; b < blocks.size(); ++b)
        if (blocks.unit[b] == unit) (inLimit(blocks.x[b], blocks.y[b]) ? d.targets : d.outside).push_back(b);
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < composites.size(); ++i)  // a NaN grade: a density alone
        if (composites.unit[i] == name && !std::isnan(composites.value[i]) && inLimit(composites.x[i], composites.y[i]))
            rows.push_back(i);
    d.own = samplesAt(composites, rows);
    d.ownRows = rows;
    for (const SoftBoundary& boundary : job.softBoundaries) {
        if (boundary.unit != name) continue;
        for (std::size_t i : borrowedComposites(composites, lithology, logged, boundary))
            if (inLimit(composites.x[i], composites.y[i])) {
                rows.push_back(i);
                ++d.borrowed;
            }
    }
    d.informing = d.borrowed > 0 ? samplesAt(composites, rows) : d.own;
    return d;
}

Json unitSummary(const std::string& name, const std::vector<std::size_t>& targets, const UnitSamples& samples,
                 const BlockGrades& grades, const UnitCheck& check, const std::vector<std::string>& notes) {
    std::size_t byPass[3] = {0, 0, 0};
    for (std::size_t b : targets)
        if (grades.pass[b] > 0) ++byPass[grades.pass[b] - 1];
    const auto number = [](double v) { return std::isnan(v) ? Json() : Json(v); };
    return Json{{"unit", name},
                {"composites", samples.size()},
                {"blocks", targets.size()},
                {"estimatedByPass", {byPass[0], byPass[1], byPass[2]}},
                {"compositeMean", number(check.compositeMean)},
                {"declusteredMean", number(check.declusteredMean)},
                {"blockMean", number(check.blockMean)},
                {"notes", notes}};
}

// The summary's grade-tonnage: every class together.
Json reportJson(const std::vector<GradeTonnageRow>& rows) {
    Json list = Json::array();
    for (const GradeTonnageRow& r : rows)
        if (r.cls == "all")
            list.push_back({{"unit", r.unit}, {"cutoff", r.cutoff}, {"blocks", r.blocks}, {"volume", r.volume},
                            {"tonnes", std::isnan(r.tonnes) ? Json() : Json(r.tonnes)},
                            {"grade", std::isnan(r.grade) ? Json() : Json(r.grade)}});
    return list;
}

// Wall-clock seconds of each step, for the summary.
struct StepClock {
    std::chrono::steady_clock::time_point last = std::chrono::steady_clock::now();
    Json seconds = Json::object();
    void lap(const char* step) {
        const auto now = std::chrono::steady_clock::now();
        seconds[step] = std::chrono::duration<double>(now - last).count();
        last = now;
    }
};

bool listed(const std::vector<std::string>& units, const std::string& unit) {
    return std::find(units.begin(), units.end(), unit) != units.end();
}

// A soft boundary lends to an estimated unit from another unit of the order, once per pair.
void checkSoftBoundaries(const BlockModelJob& job) {
    for (std::size_t k = 0; k < job.softBoundaries.size(); ++k) {
        const SoftBoundary& b = job.softBoundaries[k];
        const std::string key = "soft_boundaries[" + std::to_string(k + 1) + "]";
        for (const auto& [unit, field] : {std::pair{&b.unit, ".unit"}, {&b.neighbour, ".neighbour"}})
            if (!listed(job.order, *unit))
                throw ValidationError(kStage, key + field, "'" + *unit + "' is not in the order (" + join(job.order, ",") + ")");
        if (!listed(job.estimate, b.unit))
            throw ValidationError(kStage, key + ".unit", "'" + b.unit + "' is not estimated: only an estimated unit borrows");
        if (b.neighbour == b.unit)
            throw ValidationError(kStage, key + ".neighbour", "'" + b.unit + "' is the unit itself: a unit borrows from another");
        if (!(b.distance > 0))
            throw ValidationError(kStage, key + ".distance", "must be > 0 (got " + shortNumber(b.distance) + ")");
        for (std::size_t e = 0; e < k; ++e)
            if (job.softBoundaries[e].unit == b.unit && job.softBoundaries[e].neighbour == b.neighbour)
                throw ValidationError(kStage, key, "'" + b.unit + "' borrows from '" + b.neighbour + "' twice");
    }
}

// The plan limits by unit, read (small files) and checked: by validate() before any work, by execute() to use.
std::map<std::string, PlanPolygon> readLimits(const BlockModelJob& job) {
    std::map<std::string, PlanPolygon> limits;
    for (const auto& [unit, path] : job.limits) {
        if (!listed(job.order, unit))
            throw ValidationError(kStage, "limits", "'" + unit + "' is not in the order (" + join(job.order, ",") + ")");
        if (!listed(job.estimate, unit))
            throw ValidationError(kStage, "limits", "'" + unit + "' is not estimated: a limit bounds an estimate");
        try {
            limits[unit] = readPlanLimit(path);
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::Parse && e.kind() != ErrorKind::Io) throw;
            throw ValidationError(kStage, "limits", "of '" + unit + "': " + e.what());
        }
    }
    return limits;
}

UnitEstimation settingsFor(const BlockModelJob& job, const std::string& unit) {
    UnitEstimation s;
    s.method = job.method;
    s.passes = job.passes;
    s.power = job.power;
    s.discretisation = job.discretisation;
    if (!job.modelOf(unit).empty()) {
        s.model = variogram::VariogramModel::parse(job.modelOf(unit), "model");
        s.hasModel = true;
    }
    return s;
}

}  // namespace

const std::string& BlockModelJob::modelOf(const std::string& unit) const {
    const auto own = unitModels.find(unit);
    return own == unitModels.end() ? model : own->second;
}

void BlockModelJob::validate() const {
    const auto inOrder = [&](const std::string& unit) { return std::find(order.begin(), order.end(), unit) != order.end(); };
    if (order.empty()) throw ValidationError(type, "order", "lists the units from the top down");
    try {  // the unit stack's rules on names: none twice, no commas or quotes (they head its files' columns)
        surfaces::StratigraphicColumn::fromOrder(order).validate();
    } catch (const ValidationError& e) {
        throw ValidationError(type, "order", e.what());
    }
    if (estimate.empty()) throw ValidationError(type, "estimate", "names the units to estimate");
    for (const std::string& unit : estimate) {
        if (!inOrder(unit)) throw ValidationError(type, "estimate", "'" + unit + "' is not in the order (" + join(order, ",") + ")");
        if (modelOf(unit).empty() && method != EstimationMethod::Idw)
            throw ValidationError(type, "model", "unit '" + unit + "' has no model (give --model MODEL or --model " + unit + "=MODEL)");
        if (!modelOf(unit).empty()) variogram::VariogramModel::parse(modelOf(unit), "model");
    }
    for (const auto* units : {&caps, &density})
        for (const auto& [unit, number] : *units)
            if (!inOrder(unit)) throw ValidationError(type, units == &caps ? "caps" : "density", "'" + unit + "' is not in the order");
    for (const auto& [unit, text] : unitModels)
        if (!inOrder(unit)) throw ValidationError(type, "unit_models", "'" + unit + "' is not in the order");
    if (!densityColumn.empty() && densityColumn == value)
        throw ValidationError(type, "density_column", "is the grade column '" + value + "'");
    for (const auto& [unit, rho] : density)
        if (!(rho > 0)) throw ValidationError(type, "density", "of '" + unit + "' must be > 0");
    checkSoftBoundaries(*this);
    readLimits(*this);
    if (passes.empty() || passes.size() > 3) throw ValidationError(type, "passes", "must hold 1 to 3 passes");
    // A pass that needs more composites than it may use estimates no block: refused, not run empty.
    for (std::size_t k = 0; k < passes.size(); ++k)
        if (passes[k].ndmax < passes[k].ndmin)
            throw ValidationError(type, "passes[" + std::to_string(k + 1) + "].ndmax",
                                  "must be >= ndmin (got " + std::to_string(passes[k].ndmax) + " < " +
                                      std::to_string(passes[k].ndmin) + ")");
    blocks.validate(type);
    if (!blocks.is3d()) throw ValidationError(type, "blocks", "must be 3-D: NX,NY,NZ:X0,Y0,Z0:DX,DY,DZ");
    const auto split = subdivisions(blocks, subBlocks);
    const double most = double(blocks.nodeCount()) * split[0] * split[1] * split[2];
    // Per block at most: centre, size, grade, variance, slope (doubles), unit, pass, samples (ints).
    requireMemory(most * (9 * sizeof(double) + 3 * sizeof(int)), type, "blocks",
                  shortNumber(most) + " (sub-)blocks at most");
    for (std::size_t i = 0; i < classes.size(); ++i) {
        if (classes[i].name.empty()) throw ValidationError(type, "classes", "every rule needs a name");
        if (classes[i].name == kOutsideClass)
            throw ValidationError(type, "classes", "name 'outside' is the class of blocks outside a unit's limit");
        for (std::size_t k = 0; k < i; ++k)
            if (classes[k].name == classes[i].name)
                throw ValidationError(type, "classes",
                                      "name '" + classes[i].name + "' twice (the report adds classes up)");
    }
    io::checkOutputPath(output, type, "output");
    for (const auto& [path, option] : {std::pair{&report, "report"}, {&reportClasses, "report_classes"},
                                       {&mineOutput, "mine_output"}, {&parentOutput, "parent_output"},
                                       {&validation, "validation"}, {&swaths, "swaths"}, {&vtkOutput, "vtk_output"},
                                       {&compositesOutput, "composites_output"}})
        if (!path->empty()) io::checkOutputPath(*path, type, option);
    std::vector<io::NamedPath> inputs{{"collar", collar}, {"survey", survey}, {"intervals", intervals}, {"assays", assays}};
    for (const auto& [unit, path] : limits) inputs.push_back({"limits", path});
    io::checkOutputsApart(type,
                          {{"output", output},
                           {"report", report},
                           {"report_classes", reportClasses},
                           {"vtk_output", vtkOutput},
                           {"mine_output", mineOutput},
                           {"parent_output", parentOutput},
                           {"validation", validation},
                           {"swaths", swaths},
                           {"composites_output", compositesOutput}},
                          inputs);
}

const jobs::Schema<BlockModelJob>& BlockModelJob::schema() {
    static const jobs::Schema<BlockModelJob> s = makeSchema();
    return s;
}

void to_json(Json& j, const BlockModelJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, BlockModelJob& job) { jobs::readParams(j, job); }

Json execute(const BlockModelJob& job, const jobs::JobContext& context) {
    PhaseSequence phases(context.timings);
    phases.enter(Phase::Prepare);
    job.validate();
    phases.enter(Phase::Read);
    StepClock clock;
    const std::array<int, 3> split = subdivisions(job.blocks, job.subBlocks);
    const surfaces::SurfacesJob surfacesJob = surfacesJobOf(job, columnGrid(job.blocks, split));
    // One read of the drillholes: the lithology for the surfaces, the assays beside it.
    const drillholes::DrillholeDatabase db = surfaces::readSurfaceDrillholes(surfacesJob, context, {job.assays});
    const DomainCompositeOptions prep{job.unitColumn, job.value, job.composite, job.caps, job.desurvey,
                                      job.densityColumn};
    checkAssayColumns(db.intervals[1], prep);
    clock.lap("read");
    phases.enter(Phase::Compute);
    context.report(0.05, "unit surfaces");
    const surfaces::SurfaceModel surfaces = surfaces::computeSurfaces(surfacesJob, db, context).model;
    clock.lap("surfaces");
    context.checkCancelled();
    const BlockSet blocks = buildBlocks(job.blocks, split, surfaces);
    clock.lap("blocks");
    context.report(0.2, "composites");
    const DomainComposites composites = domainComposites(db, db.intervals[0], db.intervals[1], prep, context.cancel);
    clock.lap("composites");
    // Declustering cells from the narrower block side to half the model's wider extent.
    const double width[3] = {job.blocks.dx, job.blocks.dy, job.blocks.dz};
    const DeclusteringSettings declustering{
        job.declustering, std::min(width[0], width[1]),
        0.5 * std::max(double(job.blocks.nx) * width[0], double(job.blocks.ny) * width[1])};
    const auto density = unitDensities(job.order, job.density, composites, declustering);

    const std::vector<std::string> logged =
        job.softBoundaries.empty() ? std::vector<std::string>() : loggedUnits(db.intervals[0], job.unitColumn);
    const std::map<std::string, PlanPolygon> limits = context.timed(Phase::Read, [&] { return readLimits(job); });
    std::vector<std::size_t> outside;  // blocks outside their unit's limit

    BlockGrades grades(blocks.size());
    // Each composite's declustering weight within its unit, as the estimation used it.
    std::vector<double> compositeWeights(composites.size(), std::numeric_limits<double>::quiet_NaN());
    Json units = Json::array();
    std::vector<UnitCheck> checks;
    std::vector<SwathRow> swathRows;
    for (std::size_t e = 0; e < job.estimate.size(); ++e) {
        const std::string& name = job.estimate[e];
        const int unit = int(std::find(job.order.begin(), job.order.end(), name) - job.order.begin());
        const auto limit = limits.find(name);
        Domain domain = domainOf(job, unit, blocks, composites, db.intervals[0], logged,
                                 limit == limits.end() ? nullptr : &limit->second);
        outside.insert(outside.end(), domain.outside.begin(), domain.outside.end());
        const std::vector<std::size_t>& targets = domain.targets;
        const UnitSamples& samples = domain.own;
        std::vector<double> weights;
        double cell = 0;
        // Simple kriging's mean is the unit's own, borrowed composites or not.
        domain.own.declusteredMean = declusteredMean(domain.own, declustering, weights, cell);
        domain.informing.declusteredMean = domain.own.declusteredMean;
        for (std::size_t k = 0; k < weights.size(); ++k) compositeWeights[domain.ownRows[k]] = weights[k];
        Progress progress = context.slice(0.25 + 0.7 * double(e) / double(job.estimate.size()),
                                          0.25 + 0.7 * double(e + 1) / double(job.estimate.size()), name + ": ");
        RunContext unitContext = context;
        if (context.progress) unitContext.progress = &progress;
        UnitEstimation settings = settingsFor(job, name);
        if (job.method != EstimationMethod::Idw)
            settings.clipped = clipDiscretisation(blocks, targets, job.discretisation, surfaces, context);
        const auto notes = estimateUnit(blocks, targets, domain.informing, settings, grades, unitContext);
        for (const std::string& note : notes) context.info(std::string(kStage) + ": " + name + ": " + note);
        checks.push_back(checkUnit(name, unit, blocks, grades, samples, weights, cell));
        if (!job.swaths.empty()) {
            const auto rows = swaths(name, unit, blocks, grades, samples, weights, width);
            swathRows.insert(swathRows.end(), rows.begin(), rows.end());
        }
        units.push_back(unitSummary(name, targets, samples, grades, checks.back(), notes));
        units.back()["clippedBlocks"] = settings.clipped.size();
        units.back()["borrowedComposites"] = domain.borrowed;
        units.back()["blocksOutsideLimit"] = domain.outside.size();
    }
    clock.lap("estimation");
    phases.enter(Phase::Write);
    std::vector<std::string> classes = classify(grades, job.classes);
    for (std::size_t b : outside) classes[b] = kOutsideClass;
    writeBlocks(job, blocks, grades, classes, density, context.cancel);
    if (!job.mineOutput.empty()) writeMineBlocks(job.mineOutput, job, blocks, grades, classes, density, context.cancel);
    if (!job.parentOutput.empty()) writeParentGrid(job.parentOutput, job, blocks, grades);
    if (!job.validation.empty()) writeValidation(job.validation, checks);
    if (!job.swaths.empty()) writeSwaths(job.swaths, swathRows);
    if (!job.compositesOutput.empty()) {
        std::vector<std::string> others;  // units not estimated: declustered for the file alone
        for (const std::string& unit : job.order)
            if (std::find(job.estimate.begin(), job.estimate.end(), unit) == job.estimate.end()) others.push_back(unit);
        declusterUnits(composites, others, declustering, compositeWeights);
        writeComposites(job.compositesOutput, job, composites, compositeWeights);
    }
    std::vector<std::string> ruleOrder;
    for (const ClassRule& rule : job.classes) ruleOrder.push_back(rule.name);
    const auto rows = gradeTonnageByClass(blocks, grades, classes, ruleOrder, job.order, job.estimate,
                                          job.cutoffs.empty() ? std::vector<double>{0.0} : job.cutoffs, density);
    if (!job.report.empty()) writeReport(job.report, rows);
    if (!job.reportClasses.empty()) writeClassReport(job.reportClasses, rows);
    if (!job.vtkOutput.empty()) writeBlocksVtu(job.vtkOutput, job, blocks, grades, classes, density);
    clock.lap("writing");
    context.report(1.0, "done");
    return Json{{"blocks", blocks.size()},
                {"parentBlocks", blocks.parents},
                {"splitParents", blocks.split},
                {"composites", composites.size()},
                {"capped", composites.capped},
                {"assayPiecesOutsideUnits", composites.outsideUnits},
                {"units", units},
                {"density", density},
                {"gradeTonnage", reportJson(rows)},
                {"seconds", clock.seconds},
                {"output", job.output}};
}

STRATA_REGISTER_JOB(BlockModelJob);

}  // namespace strata::blockmodel
