#include "strata/surfaces/SurfacesJob.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>

#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/core/Strings.h"
#include "strata/drillholes/Contacts.h"
#include "strata/drillholes/DrillholeJobs.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GridWriter.h"
#include "strata/io/SurfaceWriter.h"
#include "strata/io/TriangleMesh.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::surfaces {

namespace {
using jobs::Json;
const std::string kStage = "surfaces";

void appendNumber(std::string& out, double v) {
    if (!std::isfinite(v)) return;  // an empty cell
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, r.ptr);
}

std::string lowerExtension(const std::string& path) {
    return toLower(std::filesystem::path(path).extension().string());
}

// Passes problems to the user: every error, the first few warnings, then a count.
void tellProblems(const drillholes::ValidationReport& report, const std::string& what,
                  const jobs::JobContext& context) {
    constexpr std::size_t kWarningsShown = 5;
    std::size_t warnings = 0;
    for (const auto& p : report.problems) {
        if (p.severity == drillholes::Severity::Note) continue;
        if (p.severity == drillholes::Severity::Warning && ++warnings > kWarningsShown) continue;
        context.info(drillholes::format(p));
    }
    if (warnings > kWarningsShown)
        context.info(kStage + ": " + std::to_string(warnings - kWarningsShown) + " more warnings " + what +
                     " (strata-cli desurvey / contacts list them all)");
}

}  // namespace

drillholes::DrillholeDatabase readSurfaceDrillholes(const SurfacesJob& job, const jobs::JobContext& context,
                                                    const std::vector<std::string>& moreIntervals) {
    drillholes::DrillholeFiles files;
    files.collar = job.collar;
    files.survey = job.survey;
    files.intervals = {job.intervals};
    files.intervals.insert(files.intervals.end(), moreIntervals.begin(), moreIntervals.end());
    files.dipConvention = job.dipSign;
    files.columns = job.columns;
    drillholes::ValidationReport report;
    drillholes::DrillholeDatabase db = drillholes::readDrillholes(files, report);
    tellProblems(report, "in the input", context);
    context.info(kStage + ": " + std::to_string(db.collars.size()) + " holes; " +
                 std::to_string(report.count(drillholes::Severity::Error)) + " errors, " +
                 std::to_string(report.count(drillholes::Severity::Warning)) + " warnings, " +
                 std::to_string(report.count(drillholes::Severity::Note)) + " notes in the input");
    if (db.collars.empty()) throw ValidationError(kStage, "collar", "no usable collar in '" + job.collar + "'");
    // A survey table that was named but gave nothing would make every hole vertical in silence.
    if (!job.survey.empty() && db.surveys.empty())
        throw ValidationError(kStage, "survey",
                              "no survey station could be read from '" + job.survey +
                                  "' (see above); leave the survey out for vertical holes");
    if (db.intervals.size() != files.intervals.size())
        throw ValidationError(kStage, "intervals", "the interval tables '" + join(files.intervals, "', '") +
                                                       "' could not all be used");
    return db;
}

namespace {

// The deepest point any hole reaches, for the model's bottom.
double deepestHoleEnd(const drillholes::DrillholeDatabase& db, drillholes::DesurveyMethod method) {
    double lowest = HUGE_VAL;
    for (const auto& collar : db.collars) {
        const double depth = db.holeDepth(collar.holeId);
        lowest = std::min(lowest, drillholes::makeHolePath(db, collar, method).at(depth)[2]);
    }
    return lowest;
}

Json correctionsJson(const CorrectionReport& r) {
    Json surfaces = Json::array();
    for (const auto& s : r.surfaces)
        surfaces.push_back({{"surface", s.surface},
                            {"locations", s.locations},
                            {"maxShift", s.maxShift},
                            {"meanShift", s.locations ? s.sumShift / double(s.locations) : 0.0}});
    return Json{{"locations", r.locations},
                {"corrected", r.correctedLocations},
                {"thinUnitsRemoved", r.thinUnitsRemoved},
                {"skipped", r.skipped},
                {"surfaces", surfaces}};
}
}  // namespace

void SurfacesJob::validateInputs() const {
    if (collar.empty()) throw ValidationError(kStage, "collar", "is required");
    if (intervals.empty()) throw ValidationError(kStage, "intervals", "is required");
    if (unitColumn.empty()) throw ValidationError(kStage, "unit-column", "is required");
    column.validate();
    grid.validate(kStage);
    if (grid.nz != 1) throw ValidationError(kStage, "grid", "must be 2-D: NX,NY:X0,Y0:DX,DY");
    options.validate();
}

void SurfacesJob::validate() const {
    validateInputs();
    if (out.empty() && modelOut.empty() && misfitOut.empty() && exportPrefix.empty() && sectionOut.empty())
        throw ValidationError(kStage, "out", "is required (where the surfaces go)");
    if (!modelOut.empty() && !(dz > 0)) throw ValidationError(kStage, "dz", "must be > 0 with --model-out");
    if (!exportPrefix.empty()) {
        static const std::vector<std::string> formats = {"tif", "grd", "asc", "str", "dxf", "obj", "vtp", "csv"};
        if (std::find(formats.begin(), formats.end(), toLower(exportFormat)) == formats.end())
            throw ValidationError(kStage, "export-format",
                                  "must be tif, grd, asc, str, dxf, obj, vtp or csv (got '" + exportFormat + "')");
    }
    if (sectionX.size() != sectionY.size() || (!sectionOut.empty() && sectionX.size() < 2))
        throw ValidationError(kStage, "section", "needs at least two x,y vertices");
    // Per node and surface: the kriged depth and its corrections, in doubles.
    const double surfaces = double(column.units.size() + 1);
    requireMemory(double(grid.nodeCount()) * surfaces * 3 * sizeof(double), kStage, "grid",
                  std::to_string(grid.nodeCount()) + " nodes x " + std::to_string(int(surfaces)) +
                      " surfaces x 3 doubles");
    for (const auto& [path, option] : {std::pair{&out, "out"}, {&modelOut, "model-out"}, {&misfitOut, "misfit-out"},
                                       {&sectionOut, "section-out"}})
        if (!path->empty()) io::checkOutputPath(*path, kStage, option);
    if (!exportPrefix.empty()) io::checkOutputPath(exportPrefix + "." + toLower(exportFormat), kStage, "export");
    io::checkOutputsApart(
        kStage, {{"out", out}, {"model-out", modelOut}, {"misfit-out", misfitOut}, {"section-out", sectionOut}},
        {{"collar", collar}, {"survey", survey}, {"intervals", intervals}});
}

namespace {
// "bottom": an elevation, or absent / null for the deepest end of a hole.
Json bottomToJson(const SurfacesJob& job) { return std::isnan(job.bottom) ? Json() : Json(job.bottom); }

void bottomFromJson(SurfacesJob& job, const Json& v) {
    if (v.is_null()) {
        job.bottom = std::numeric_limits<double>::quiet_NaN();
        return;
    }
    if (!v.is_number()) throw std::invalid_argument("must be an elevation or null (got " + v.dump() + ")");
    job.bottom = v.get<double>();
}

jobs::Schema<SurfacesJob> makeSchema() {
    jobs::Schema<SurfacesJob> s(SurfacesJob::type, SurfacesJob::summary);
    s.add("collar", [](auto& j) -> auto& { return j.collar; }, "collar table (hole id, x, y, z[, depth])")
        .group("drillholes")
        .add("survey", [](auto& j) -> auto& { return j.survey; },
             "survey table (hole id, at, azimuth, dip); empty: vertical holes")
        .group("drillholes")
        .add("intervals", [](auto& j) -> auto& { return j.intervals; }, "interval table holding the unit column")
        .group("drillholes")
        .custom(
            "columns", "column roles", [](const SurfacesJob& j) { return Json(j.columns); },
            [](SurfacesJob& j, const Json& v) { j.columns = drillholes::columnRolesFromJson(v); },
                "the tables' column of a role, {\"holeid\": \"DHID\", \"x\": \"EAST\", ...} (roles not named: "
                "found by their usual names)")
        .group("drillholes")
        .advanced()
        .choice("dip_sign", [](auto& j) -> auto& { return j.dipSign; }, drillholes::dipSignChoices(),
                "sign of the survey's dips for holes going down (auto: from the data)")
        .formerly("dipSign")
        .group("drillholes")
        .advanced()
        .choice("desurvey", [](auto& j) -> auto& { return j.desurvey; }, drillholes::desurveyMethodChoices(),
                "hole path between survey stations: mincurv (minimum curvature), balanced (balanced tangent) or "
                "tangent")
        .group("drillholes")
        .advanced()
        .add("unit_column", [](auto& j) -> auto& { return j.unitColumn; },
             "column of the interval table holding the unit (lithology)")
        .formerly("unitColumn")
        .group("units")
        .object("column", [](auto& j) -> auto& { return j.column; }, StratigraphicColumn::schema(),
                "the stratigraphic column: the units top first, their base rules, colours and densities")
        .group("units");
    jobs::addGrid(s, "grid", [](auto& j) -> auto& { return j.grid; },
                  "2-D grid of the surfaces (node centres, x fastest)")
        .required()
        .group("grid");
    s.object("options", [](auto& j) -> auto& { return j.options; }, SurfaceOptions::schema(),
             "how the surfaces are interpolated and made consistent")
        .group("method")
        .add("output", [](auto& j) -> auto& { return j.out; },
             "surfaces CSV: x,y,ground,top_<unit 2>,...,top_<unit n> per node")
        .formerly("out")
        .group("output")
        .add("misfit_output", [](auto& j) -> auto& { return j.misfitOut; },
             "misfit CSV: the model and the grid at every contact, minus the contact")
        .formerly("misfitOut")
        .group("output")
        .add("model_output", [](auto& j) -> auto& { return j.modelOut; },
             "block model CSV (XC,YC,ZC,XINC,YINC,ZINC,unit; unit codes 1..n)")
        .formerly("modelOut")
        .group("block model")
        .add("dz", [](auto& j) -> auto& { return j.dz; }, "block height of the block model (> 0 with model_output)")
        .min(0)
        .unit(jobs::kDataUnits)
        .group("block model")
        .custom("bottom", "number", bottomToJson, bottomFromJson,
                "bottom elevation of the model (absent or null: the deepest end of a hole)")
        .unit(jobs::kDataUnits)
        .group("block model")
        .add("export_prefix", [](auto& j) -> auto& { return j.exportPrefix; },
             "write each surface to <prefix><surface>.<format>")
        .formerly("exportPrefix")
        .group("export")
        .add("export_format", [](auto& j) -> auto& { return j.exportFormat; },
             "format of the exported surfaces: tif, grd, asc (GDAL builds), str (Surpac .str + .dtm), dxf, obj, vtp "
             "or csv")
        .formerly("exportFormat")
        .group("export")
        .add("section_x", [](auto& j) -> auto& { return j.sectionX; }, "x of the cross-section polyline's vertices")
        .unit(jobs::kDataUnits)
        .formerly("sectionX")
        .group("section")
        .add("section_y", [](auto& j) -> auto& { return j.sectionY; }, "y of the cross-section polyline's vertices")
        .unit(jobs::kDataUnits)
        .formerly("sectionY")
        .group("section")
        .add("section_output", [](auto& j) -> auto& { return j.sectionOut; },
             "cross-section CSV along the polyline (distance,x,y,<surfaces>,bottom)")
        .formerly("sectionOut")
        .group("section");
    return s;
}
}  // namespace

const jobs::Schema<SurfacesJob>& SurfacesJob::schema() {
    static const jobs::Schema<SurfacesJob> s = makeSchema();
    return s;
}

void to_json(Json& j, const SurfacesJob& job) { jobs::writeParams(j, job); }
void from_json(const Json& j, SurfacesJob& job) { jobs::readParams(j, job); }

void writeSurfacesCsv(const std::string& path, const SurfaceModel& model) {
    io::GridWriteOptions options;
    options.layers = model.column.surfaceNames();
    for (const auto& name : model.grid.names)
        if (name.rfind("sd_", 0) == 0) options.layers.push_back(name);
    io::writeGrid(path, model.grid, io::GridFormat::Csv, options);
}

void writeMisfitCsv(const std::string& path, const SurfaceModel& model) {
    const std::vector<std::string> names = model.column.surfaceNames();
    std::string text = "hole,surface,kind,x,y,contact_z,model_z,grid_z,misfit,grid_misfit\n";
    for (const ContactMisfit& m : model.misfit) {
        text += m.holeId + ',' + names[m.surface] + ',' + toString(m.kind);
        for (double v : {m.x, m.y, m.contactZ, m.modelZ, m.gridZ, m.misfit(), m.gridMisfit()}) {
            text += ',';
            appendNumber(text, v);
        }
        text += '\n';
    }
    io::writeFileAtomically(path, text);
}

void writeSectionCsv(const std::string& path, const CrossSection& section) {
    std::string text = "distance,x,y";
    for (const auto& name : section.names) text += ',' + name;
    text += '\n';
    for (std::size_t p = 0; p < section.x.size(); ++p) {
        for (double v : {section.distance[p], section.x[p], section.y[p]}) {
            appendNumber(text, v);
            text += ',';
        }
        for (std::size_t k = 0; k < section.z.size(); ++k) {
            appendNumber(text, section.z[k][p]);
            text += k + 1 < section.z.size() ? ',' : '\n';
        }
    }
    io::writeFileAtomically(path, text);
}

void exportSurface(const std::string& path, const SurfaceModel& model, std::size_t surface) {
    const std::string name = model.column.surfaceNames().at(surface);
    const std::string ext = lowerExtension(path);
    if (ext == ".str" || ext == ".dtm" || ext == ".dxf" || ext == ".obj" || ext == ".vtp") {
        io::SurfaceWriteOptions options;
        options.name = name;
        io::writeSurface(path, io::triangulateGridLayer(model.grid, name), options);
        return;
    }
    io::GridWriteOptions options;
    options.layers = {name};
    io::writeGrid(path, model.grid, options);
}

SurfacesOutcome computeSurfaces(const SurfacesJob& job, const jobs::JobContext& context) {
    job.validateInputs();
    const drillholes::DrillholeDatabase db =
        context.timed(Phase::Read, [&] { return readSurfaceDrillholes(job, context); });
    return computeSurfaces(job, db, context);
}

SurfacesOutcome computeSurfaces(const SurfacesJob& job, const drillholes::DrillholeDatabase& db,
                                const jobs::JobContext& context) {
    context.checkCancelled();
    const auto computing = context.phase(Phase::Compute);
    drillholes::ContactOptions contactOptions;
    contactOptions.unitColumn = job.unitColumn;
    contactOptions.order = job.column.names();
    contactOptions.method = job.desurvey;
    drillholes::ValidationReport picking;
    const auto contacts = drillholes::pickContacts(db, db.intervals.front(), contactOptions, picking);
    tellProblems(picking, "about the unit order", context);
    SurfacesOutcome outcome;
    outcome.picks = picksFromContacts(db, contacts, job.column);
    outcome.model = buildSurfaces(outcome.picks, job.column, job.grid, job.options, context);
    outcome.bottom = job.bottom;
    if (std::isnan(outcome.bottom))
        outcome.bottom = std::min(deepestHoleEnd(db, job.desurvey), defaultBottom(outcome.model));
    outcome.holes = db.collars.size();
    return outcome;
}

Json execute(const SurfacesJob& job, const jobs::JobContext& context) {
    const SurfacesOutcome outcome = computeSurfaces(job, context);
    const SurfaceModel& model = outcome.model;
    const SurfacePicks& picks = outcome.picks;
    LayerModelOptions layer;
    layer.bottom = outcome.bottom;

    // The block model and the section can still be refused (a block height too small for the
    // model's depth, a bottom above the ground): both are made before any file is written.
    std::optional<Grid> blocks;
    std::optional<CrossSection> section;
    {
        const auto computing = context.phase(Phase::Compute);
        if (!job.modelOut.empty()) blocks = blockModel(model, job.dz, layer);
        if (!job.sectionOut.empty()) section = crossSection(model, job.sectionX, job.sectionY, 0, layer);
    }

    const auto writing = context.phase(Phase::Write);
    Json outputs = Json::array();
    if (!job.out.empty()) {
        writeSurfacesCsv(job.out, model);
        outputs.push_back(job.out);
    }
    if (!job.misfitOut.empty()) {
        writeMisfitCsv(job.misfitOut, model);
        outputs.push_back(job.misfitOut);
    }
    if (blocks) {
        io::writeGrid(job.modelOut, *blocks, io::GridFormat::BlockModelCsv);
        outputs.push_back(job.modelOut);
    }
    if (!job.exportPrefix.empty()) {
        const std::vector<std::string> names = job.column.surfaceNames();
        for (std::size_t k = 0; k < names.size(); ++k) {
            const std::string path = job.exportPrefix + names[k] + "." + toLower(job.exportFormat);
            exportSurface(path, model, k);
            outputs.push_back(path);
        }
    }
    if (section) {
        writeSectionCsv(job.sectionOut, *section);
        outputs.push_back(job.sectionOut);
    }

    Json picksJson = Json::array();
    for (std::size_t k = 0; k < picks.surfaceCount(); ++k)
        picksJson.push_back({{"surface", picks.surfaceNames[k]},
                             {"collar", picks.count(k, PickKind::Collar)},
                             {"observed", picks.count(k, PickKind::Observed)},
                             {"pinchOut", picks.count(k, PickKind::PinchOut)},
                             {"belowHoleEnd", picks.count(k, PickKind::BelowHoleEnd)}});
    Json groups = Json::array();
    for (const auto& g : model.groups)
        groups.push_back({{"quantities", g.quantities},
                          {"data", g.data},
                          {"boundData", g.boundData},
                          {"backend", g.timings.backend},
                          {"ms", g.timings.totalMs}});
    Json volumes = Json::array();
    for (const auto& v : unitVolumes(model, layer)) {
        Json u{{"unit", v.unit}, {"volume", v.volume}, {"area", v.area}, {"meanThickness", v.meanThickness}};
        u["tonnage"] = std::isnan(v.tonnage) ? Json(nullptr) : Json(v.tonnage);
        volumes.push_back(u);
    }
    const MisfitSummary& m = model.misfitSummary;
    return Json{{"holes", outcome.holes},
                {"picks", picksJson},
                {"reordered", picks.reordered},
                {"grid", job.grid.toString()},
                {"method", toString(job.options.method)},
                {"variogram", model.variogram},
                {"backend", model.backend},
                {"groups", groups},
                {"corrections", correctionsJson(model.gridCorrections)},
                {"misfit",
                 {{"equalities", m.equalities},
                  {"bounds", m.bounds},
                  {"maxAbs", m.maxAbs},
                  {"rms", m.rms},
                  {"gridMaxAbs", m.gridMaxAbs},
                  {"gridRms", m.gridRms},
                  {"boundsBroken", m.boundsBroken}}},
                {"bottom", layer.bottom},
                {"volumes", volumes},
                {"seconds", model.seconds},
                {"outputs", outputs}};
}

STRATA_REGISTER_JOB(SurfacesJob);

}  // namespace strata::surfaces
