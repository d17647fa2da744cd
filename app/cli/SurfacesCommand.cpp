// strata-cli surfaces: stratum surfaces of a layered deposit from drillhole logs, made
// consistent with the stratigraphic column, plus the block model and per-unit volumes.
#include <memory>
#include <string>
#include <vector>

#include "CliCommand.h"
#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/surfaces/SurfacesJob.h"

namespace strata::cli {
namespace {

struct SurfacesArgs {
    std::string collar, survey, intervals, dipSign = "auto", desurvey = "mincurv";
    std::vector<std::string> roles;  // ROLE=NAME
    std::string unitColumn, order, stratigraphy, grid;
    std::string method = "ok", variogram = "auto", precision = "float";
    double minThickness = 0, idwPower = 2, dz = 0, bottom = 0;
    int neighbours = 0, idwNeighbours = 16;
    bool isochores = false, variance = false, separate = false;
    std::string out, modelOut, misfitOut, exportPrefix, exportFormat = "tif", section, sectionOut;
    JobOptions job;
};

surfaces::StratigraphicColumn columnOf(const SurfacesArgs& a) {
    if (a.stratigraphy.empty()) {
        if (a.order.empty()) throw ValidationError("surfaces", "order", "is required (or give --stratigraphy FILE)");
        return surfaces::StratigraphicColumn::fromOrder(split(a.order, ','));
    }
    surfaces::StratigraphicColumn column = surfaces::readColumn(a.stratigraphy);
    if (!a.order.empty()) {
        const auto names = split(a.order, ',');
        bool same = names.size() == column.size();
        for (std::size_t i = 0; same && i < names.size(); ++i) same = iequals(trim(names[i]), column.units[i].name);
        if (!same)
            throw ValidationError("surfaces", "order",
                                  "'" + a.order + "' differs from the units of " + a.stratigraphy + " (" +
                                      join(column.names(), ",") + ")");
    }
    return column;
}

surfaces::SurfacesJob jobOf(const SurfacesArgs& a, const CLI::App& verb) {
    surfaces::SurfacesJob job;
    job.collar = a.collar;
    job.survey = a.survey;
    job.intervals = a.intervals;
    job.dipSign = drillholes::parseDipConvention(a.dipSign, "surfaces", "dip-sign");
    job.desurvey = drillholes::parseDesurveyMethod(a.desurvey, "surfaces", "desurvey");
    for (const auto& item : a.roles) {
        const auto eq = item.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
            throw ValidationError("surfaces", "column", "expects ROLE=NAME, e.g. holeid=DHID (got '" + item + "')");
        job.columns[item.substr(0, eq)] = item.substr(eq + 1);
    }
    job.unitColumn = a.unitColumn;
    job.column = columnOf(a);
    job.grid = GridSpec::parse(a.grid, "grid");
    job.options.method = surfaces::parseSurfaceMethod(a.method);
    job.options.variogram = a.variogram;
    job.options.neighbours = a.neighbours;
    job.options.idwPower = a.idwPower;
    job.options.idwNeighbours = a.idwNeighbours;
    job.options.isochores = a.isochores;
    job.options.minThickness = a.minThickness;
    job.options.precision = parsePrecision(a.precision, "surfaces");
    job.options.variance = a.variance;
    job.options.shareWeights = !a.separate;
    job.out = a.out;
    job.modelOut = a.modelOut;
    job.dz = a.dz;
    if (verb.count("--bottom")) job.bottom = a.bottom;
    job.misfitOut = a.misfitOut;
    if (!a.exportPrefix.empty()) {
        job.exportPrefix = a.exportPrefix;
        job.exportFormat = a.exportFormat;
    }
    if (!a.section.empty()) {
        const std::vector<double> xy = parseNumberList(a.section, "surfaces", "section");
        if (xy.size() < 4 || xy.size() % 2)
            throw ValidationError("surfaces", "section", "expects x1,y1,x2,y2[,...] (at least two vertices)");
        for (std::size_t i = 0; i < xy.size(); i += 2) {
            job.sectionX.push_back(xy[i]);
            job.sectionY.push_back(xy[i + 1]);
        }
        job.sectionOut = a.sectionOut;
    }
    job.validate();
    return job;
}

const Registration reg("surfaces", [](CLI::App& app) {
    auto args = std::make_shared<SurfacesArgs>();
    auto* verb = app.add_subcommand("surfaces",
                                    "stratum surfaces from drillholes: x,y,ground,top_<unit 2>,...,top_<unit n> per node");
    auto& a = *args;
    verb->add_option("--collar", a.collar, "collar CSV (hole id, x, y, z[, depth])")->required();
    verb->add_option("--survey", a.survey, "survey CSV (hole id, at, azimuth, dip); none: vertical holes");
    verb->add_option("--intervals", a.intervals, "interval CSV with the unit column (lithology)")->required();
    verb->add_option("--unit-column", a.unitColumn, "column of the interval table holding the unit")->required();
    verb->add_option("--order", a.order, "units from the top down, comma-separated: U1,U2,...,Un");
    verb->add_option("--stratigraphy", a.stratigraphy,
                     "stratigraphic column JSON (units with colour, base rule, density, sub-layers)");
    verb->add_option("--grid", a.grid, "surface grid NX,NY:X0,Y0:DX,DY (node centres)")->required();
    verb->add_option("--method", a.method, "ok (ordinary kriging), aidw or idw")->capture_default_str();
    verb->add_option("--variogram", a.variogram, "auto, or a model such as '0.1 nug + 0.9 sph(400)'")
        ->capture_default_str();
    verb->add_option("--neighbours", a.neighbours, "kriging: nearest data per node; 0 = global neighbourhood")
        ->capture_default_str();
    verb->add_option("--idw-power", a.idwPower, "IDW power")->capture_default_str();
    verb->add_option("--idw-neighbours", a.idwNeighbours, "IDW / AIDW: nearest data per node (0: all)")
        ->capture_default_str();
    verb->add_flag("--isochores", a.isochores, "interpolate unit thicknesses instead of elevations");
    verb->add_option("--min-thickness", a.minThickness, "thinner units are removed (pinch out)")->capture_default_str();
    verb->add_option("--precision", a.precision, "GPU arithmetic of global kriging: float or double")
        ->capture_default_str();
    verb->add_flag("--variance", a.variance, "also write sd_<surface> (kriging standard deviation) columns");
    verb->add_flag("--separate", a.separate, "solve every surface on its own (no shared weights; for comparisons)");
    verb->add_option("--dip-sign", a.dipSign, "dip convention of the survey: auto, down-negative or down-positive")
        ->capture_default_str();
    verb->add_option("--desurvey", a.desurvey, "desurvey method: mincurv, balanced or tangent")->capture_default_str();
    verb->add_option("--column", a.roles, "column of a role, ROLE=NAME (holeid, x, y, z, depth, at, ...); repeatable");
    verb->add_option("--out", a.out, "surfaces CSV");
    verb->add_option("--model-out", a.modelOut, "block model CSV (XC,YC,ZC,XINC,YINC,ZINC,unit; unit codes 1..n)");
    verb->add_option("--dz", a.dz, "block height of the block model");
    verb->add_option("--bottom", a.bottom, "model bottom elevation (default: the deepest end of a hole)");
    verb->add_option("--misfit-out", a.misfitOut, "per-contact misfit CSV");
    verb->add_option("--export-prefix", a.exportPrefix, "write each surface to <prefix><surface>.<format>");
    verb->add_option("--export-format", a.exportFormat, "tif, grd, asc, str, dxf, obj, vtp or csv")
        ->capture_default_str();
    verb->add_option("--section", a.section, "cross-section polyline x1,y1,x2,y2[,...]");
    verb->add_option("--section-out", a.sectionOut, "cross-section CSV (distance,x,y,<surfaces>,bottom)");
    addJobOptions(*verb, a.job);
    verb->callback([args, verb] { runOrDump(jobs::makeJob(jobOf(*args, *verb)), args->job); });
});

}  // namespace
}  // namespace strata::cli
