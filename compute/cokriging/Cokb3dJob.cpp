#include "strata/cokriging/Cokb3dJob.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <optional>
#include <sstream>

#include "CokrigingSystems.h"
#include "strata/core/Error.h"
#include "strata/core/MemoryBudget.h"
#include "strata/io/AtomicFile.h"
#include "strata/io/GeoEasReader.h"
#include "strata/io/GslibParameterFile.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::cokriging {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "cokb3d";

std::string variableName(std::size_t k) { return "var" + std::to_string(k + 1); }

// cokb3d rotates structure k of every pair with the primary's structure k (cova3 is called with
// irot = 1 whatever the pair): each pair keeps its own ranges and takes the primary's angles and
// anisotropy ratios.
void rotateAsCokb3d(variogram::Coregionalisation& c, const std::string& path, std::size_t fileLine) {
    const auto& primary = c.model(0, 0).structures;
    for (auto& m : c.models)
        for (std::size_t k = 0; k < m.structures.size(); ++k) {
            if (k >= primary.size())
                throw ParseError(path, fileLine, 1,
                                 "a variogram has more structures than the primary's: cokb3d rotates structure " +
                                     std::to_string(k + 1) + " with the primary's, which it does not have");
            m.structures[k].anisotropy = primary[k].anisotropy;
        }
}

struct ReadModel {
    variogram::VariogramModel model;
    std::size_t fileLine;
};

// The variograms after the means: "i j", "nst c0", then per structure "it cc ang1 ang2 ang3" and
// "a_hmax a_hmin a_vert", until the end of the file. A pair given one way round serves both
// (cokb3d fills the missing one from the other).
variogram::Coregionalisation readVariograms(const io::GslibParameterFile& par, std::size_t i, int nvr, int ktype) {
    const std::string& path = par.path();
    std::map<std::pair<int, int>, ReadModel> given;
    std::size_t firstLine = 0;
    while (i < par.lineCount()) {
        const auto& head = par.line(i++);
        if (!firstLine) firstLine = head.fileLine();
        const int a = head.integer(0, "variogram variable i"), b = head.integer(1, "variogram variable j");
        if (a < 1 || a > nvr || b < 1 || b > nvr)
            throw ParseError(path, head.fileLine(), 1, "variogram variables must be 1.." + std::to_string(nvr));
        const auto& l = par.line(i++);
        const int nst = l.integer(0, "nst");
        if (nst < 1 || nst > 4) throw ParseError(path, l.fileLine(), 1, "nst must be 1..4 (cokb3d's MAXNST)");
        variogram::VariogramModel m;
        m.powerConstant = variogram::PowerConstant::Cova3;
        m.nugget = l.number(1, "nugget c0");
        for (int s = 0; s < nst; ++s) {
            const auto& p = par.line(i++);
            const auto& q = par.line(i++);
            const int it = p.integer(0, "it");
            if (it == 4 && ktype == 0) throw ParseError(path, p.fileLine(), 1, "no power model with SK (cokb3d stops)");
            m.structures.push_back(variogram::structureFromGslib(it, p.number(1, "cc"), p.number(2, "ang1"),
                                                                 p.number(3, "ang2"), p.number(4, "ang3"),
                                                                 q.number(0, "a_hmax"), q.number(1, "a_hmin"),
                                                                 q.number(2, "a_vert"),
                                                                 path + ":" + std::to_string(p.fileLine())));
        }
        const auto key = std::minmax(a, b);
        if (auto it = given.find(key); it != given.end()) {
            if (it->second.model.toString() != m.toString())
                throw ParseError(path, head.fileLine(), 1,
                                 "variogram " + std::to_string(a) + " " + std::to_string(b) +
                                     " differs from the one given on line " + std::to_string(it->second.fileLine) +
                                     ": the cross variogram must be symmetric");
            continue;
        }
        given.emplace(key, ReadModel{m, head.fileLine()});
    }
    variogram::Coregionalisation c;
    for (int v = 0; v < nvr; ++v) c.variables.push_back(variableName(std::size_t(v)));
    c.models.resize(variogram::Coregionalisation::pairCount(std::size_t(nvr)));
    for (int a = 1; a <= nvr; ++a)
        for (int b = a; b <= nvr; ++b) {
            auto it = given.find({a, b});
            if (it == given.end())
                throw ParseError(path, par.lineCount() ? par.line(par.lineCount() - 1).fileLine() : 0, 1,
                                 "needs the variogram between variables " + std::to_string(a) + " and " + std::to_string(b));
            c.model(std::size_t(a - 1), std::size_t(b - 1)) = it->second.model;
        }
    rotateAsCokb3d(c, path, firstLine);
    return c;
}
}  // namespace

Cokb3dJob readCokb3dParameters(const std::string& path) {
    const io::GslibParameterFile par = io::GslibParameterFile::read(path);
    Cokb3dJob job;
    std::size_t i = 0;
    job.dataFile = par.line(i++).text(0, "data file");
    int nvr;
    {
        const auto& l = par.line(i++);
        nvr = l.integer(0, "number of variables");
        if (nvr > 4) throw ParseError(path, l.fileLine(), 1, "can not use more than 3 secondary variables");
        if (nvr < 2) throw ParseError(path, l.fileLine(), 1, "cokriging needs the primary and at least one secondary");
    }
    {
        const auto& l = par.line(i++);
        job.columnX = l.integer(0, "x column");
        job.columnY = l.integer(1, "y column");
        job.columnZ = l.integer(2, "z column");
        job.variableColumns.clear();
        for (int v = 0; v < nvr; ++v) job.variableColumns.push_back(l.integer(std::size_t(3 + v), "variable column"));
    }
    {
        const auto& l = par.line(i++);
        job.trimMin = l.number(0, "tmin");
        job.trimMax = l.number(1, "tmax");
    }
    {
        const auto& l = par.line(i++);
        if (l.integer(0, "co-located cokriging flag") == 1)
            throw ParseError(path, l.fileLine(), 1,
                             "cokb3d's co-located cokriging flag does not work (cokb3d stops); use 'strata-cli cokrige "
                             "--type collocated'");
    }
    par.line(i++).text(0, "file with gridded covariate");
    par.line(i++).integer(0, "column for covariate");
    job.debugLevel = par.line(i++).integer(0, "debugging level");
    job.debugFile = par.line(i++).text(0, "debugging file");
    job.outputFile = par.line(i++).text(0, "output file");
    job.grid = par.grid(i);
    i += 3;
    CokrigingOptions& o = job.cokriging;
    {
        const auto& l = par.line(i++);
        o.block = {std::max(1, l.integer(0, "nxdis")), std::max(1, l.integer(1, "nydis")), std::max(1, l.integer(2, "nzdis"))};
    }
    {
        const auto& l = par.line(i++);
        o.search.ndmin = l.integer(0, "ndmin");
        o.search.ndmax = l.integer(1, "ndmaxp");
        o.ndmaxSecondary = l.integer(2, "ndmaxs");
        if (o.search.ndmin <= 0) throw ParseError(path, l.fileLine(), 1, "NDMIN too small");
    }
    {
        const auto& l = par.line(i++);
        o.search.radius = l.number(0, "primary radius");
        o.search.radiusMinor = l.number(1, "primary radius1");
        o.search.radiusVertical = l.number(2, "primary radius2");
        if (!(o.search.radius >= 1e-6)) throw ParseError(path, l.fileLine(), 1, "radius must be greater than zero");
    }
    {
        const auto& l = par.line(i++);
        for (std::size_t k = 0; k < 3; ++k) job.secondaryRadii[k] = l.number(k, "secondary radius");
        if (!(job.secondaryRadii[0] >= 1e-6)) throw ParseError(path, l.fileLine(), 1, "radius must be greater than zero");
    }
    {
        const auto& l = par.line(i++);
        o.search.ang1 = l.number(0, "sang1");
        o.search.ang2 = l.number(1, "sang2");
        o.search.ang3 = l.number(2, "sang3");
    }
    int ktype;
    {
        const auto& l = par.line(i++);
        ktype = l.integer(0, "ktype");
        if (ktype < 0 || ktype > 2)
            throw ParseError(path, l.fileLine(), 1, "invalid kriging type: 0 (SK), 1 (OK, standardised) or 2 (OK, traditional)");
        o.type = ktype == 0 ? CokrigingType::Simple : ktype == 1 ? CokrigingType::Standardised : CokrigingType::Ordinary;
    }
    {
        const auto& l = par.line(i++);
        o.means.clear();
        for (int v = 0; v < nvr; ++v) o.means.push_back(l.number(std::size_t(v), "mean"));
    }
    o.model = readVariograms(par, i, nvr, ktype);
    job.validate();
    return job;
}

void Cokb3dJob::validate() const {
    if (dataFile.empty()) throw ValidationError(kStage, "data file", "is required");
    if (outputFile.empty()) throw ValidationError(kStage, "output file", "is required");
    if (variableColumns.size() != cokriging.model.size())
        throw ValidationError(kStage, "variable columns",
                              "gives " + std::to_string(variableColumns.size()) + " columns for " +
                                  std::to_string(cokriging.model.size()) + " variables");
    for (int c : variableColumns)
        if (c < 1) throw ValidationError(kStage, "variable columns", "must be >= 1");
    if (debugLevel < 0) throw ValidationError(kStage, "debugging level", "must be >= 0");
    if (cokriging.search.global) throw ValidationError(kStage, "search", "cokb3d always searches locally");
    if (!(cokriging.search.radius > 0)) throw ValidationError(kStage, "search", "radius must be greater than zero");
    if (cokriging.type == CokrigingType::Collocated)
        throw ValidationError(kStage, "type", "cokb3d's types are simple (0), standardised (1) and ordinary (2)");
    if (cokriging.means.size() != cokriging.model.size())
        throw ValidationError(kStage, "means", "cokb3d reads one mean per variable");
    grid.validate(kStage);
    // Per node: the results in doubles and the output's text (26 bytes a row), held whole.
    const std::string what = std::to_string(grid.nodeCount()) + " nodes";
    requireMemory(double(grid.nodeCount()) * (41 + 26), kStage, "grid", what);
    requireDiskSpace(double(grid.nodeCount()) * 26, outputFile, kStage, "output file", what);
    CokrigingOptions asRun = cokriging;
    asRun.cokb3d.enabled = true;
    asRun.validate(kStage);
    io::checkOutputPath(outputFile, kStage, "output file");
    if (!debugFile.empty()) io::checkOutputPath(debugFile, kStage, "debugging file");
    io::checkOutputsApart(kStage, {{"output file", outputFile}, {"debugging file", debugFile}}, {{"data file", dataFile}});
}

namespace {
struct Cokb3dInput {
    kriging::KrigingData data;
    std::string title;
};

Cokb3dInput readData(const Cokb3dJob& job) {
    const io::GeoEasFile f = io::readGeoEas(job.dataFile);
    auto check = [&](int c, const std::string& what) {
        if (c < 0 || std::size_t(c) > f.names.size())
            throw ValidationError(kStage, what,
                                  "column " + std::to_string(c) + " is out of range: '" + job.dataFile + "' has " +
                                      std::to_string(f.names.size()) + " variables");
    };
    check(job.columnX, "x column");
    check(job.columnY, "y column");
    check(job.columnZ, "z column");
    for (int c : job.variableColumns) check(c, "variable column");
    Cokb3dInput in;
    in.title = f.title;
    kriging::KrigingData& d = in.data;
    d.values.resize(job.variableColumns.size());
    for (int c : job.variableColumns) d.names.push_back(f.names[std::size_t(c - 1)]);
    auto cell = [&](int c, std::size_t r, double fallback) { return c > 0 ? f.columns[std::size_t(c - 1)][r] : fallback; };
    for (std::size_t r = 0; r < f.rowCount(); ++r) {
        d.x.push_back(cell(job.columnX, r, job.grid.x0));
        d.y.push_back(cell(job.columnY, r, job.grid.y0));
        d.z.push_back(cell(job.columnZ, r, job.grid.z0));
        for (std::size_t v = 0; v < job.variableColumns.size(); ++v) {
            const double z = cell(job.variableColumns[v], r, kNaN);
            d.values[v].push_back(z >= job.trimMin && z < job.trimMax ? z : kNaN);
        }
    }
    return in;
}

std::string fortranF124(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%12.4f", v);
    std::string s(buf);
    return s.size() > 12 ? std::string(12, '*') : s;
}

std::string cokb3dOutput(const Cokb3dJob& job, const std::string& title, const CokrigingResult& r) {
    std::string t = title.substr(0, 40);
    t.resize(40, ' ');
    std::ostringstream out;
    char head[64];
    std::snprintf(head, sizeof head, " %4d %4zu %4zu %4zu", 2, job.grid.nx, job.grid.ny, job.grid.nz);
    out << "COKB3D with:" << t << "\n" << head << "\nestimate\nestimation variance\n";
    for (std::size_t n = 0; n < r.estimate.size(); ++n) {
        const bool ok = r.status[n] == kriging::NodeStatus::Estimated;
        out << fortranF124(ok ? r.estimate[n] : -999.0) << ' ' << fortranF124(ok ? r.variance[n] : -999.0) << '\n';
    }
    return out.str();
}

// The shortest text that reads back as the same double.
std::string exact(double v) {
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : std::string("nan");
}

// cokb3d's variograms as its debugging file echoes them (formats 103-111), one per pair i <= j.
void writeVariograms(std::ostringstream& out, const variogram::Coregionalisation& c) {
    char line[256];
    for (std::size_t a = 0; a < c.size(); ++a)
        for (std::size_t b = a; b < c.size(); ++b) {
            const auto& m = c.model(a, b);
            std::snprintf(line, sizeof line, "\n USER input variogram for variables %2zu and %2zu\n", a + 1, b + 1);
            out << line;
            std::snprintf(line, sizeof line, "      number of structures=%2zu nugget effect=%12.4f\n", m.structures.size(),
                          m.nugget);
            out << line;
            auto row = [&](const char* label, auto value) {
                out << label;
                for (const auto& s : m.structures) {
                    std::snprintf(line, sizeof line, "%12.4f", double(value(s)));
                    out << line;
                }
                out << '\n';
            };
            out << "      types of structures: ";
            for (const auto& s : m.structures) {
                const int it = s.type == variogram::StructureType::Spherical     ? 1
                               : s.type == variogram::StructureType::Exponential ? 2
                               : s.type == variogram::StructureType::Gaussian    ? 3
                               : s.type == variogram::StructureType::Power       ? 4
                                                                                 : 5;
                std::snprintf(line, sizeof line, "%2d", it);
                out << line;
            }
            out << '\n';
            row("      aa values:           ", [](const auto& s) { return s.range; });
            row("      cc values:           ", [](const auto& s) { return s.sill; });
            row("      ang1 values:         ", [](const auto& s) { return s.anisotropy.ang1; });
            row("      ang2 values:         ", [](const auto& s) { return s.anisotropy.ang2; });
            row("      ang3 values:         ", [](const auto& s) { return s.anisotropy.ang3; });
            row("      anis1 values:        ", [](const auto& s) { return s.anisotropy.ratio1; });
            row("      anis2 values:        ", [](const auto& s) { return s.anisotropy.ratio2; });
        }
}

// One node as cokb3d writes it: the matrix (level 3), the singular warning (every level), the
// multipliers, data and weights (level 2), the estimate and variance (level 4). The data's values
// are cokb3d's vra (secondaries shifted by m1 - mi unless ktype 2); numbers in full precision.
void writeNode(std::ostringstream& out, const Cokb3dJob& job, const CokrigingOptions& o, std::size_t t,
               const NodeSystem& n) {
    const GridSpec& g = job.grid;
    const std::size_t ix = t % g.nx + 1, iy = (t / g.nx) % g.ny + 1, iz = t / (g.nx * g.ny) + 1;
    const std::string node = std::to_string(ix) + " " + std::to_string(iy) + " " + std::to_string(iz);
    const bool built = n.a.size() > 0;
    if (job.debugLevel >= 3 && built)
        for (Eigen::Index i = 0; i < n.a.rows(); ++i) {
            char label[32];
            std::snprintf(label, sizeof label, "    r(%2d) = ", int(i + 1));
            out << label << exact(n.b(i)) << "  a=";
            for (Eigen::Index j = 0; j < n.a.cols(); ++j) out << ' ' << exact(n.a(i, j));
            out << '\n';
        }
    if (n.status == kriging::NodeStatus::Singular) {
        out << " WARNING COKB3D: singular matrix\n         for block " << node << '\n';
        return;
    }
    if (n.status != kriging::NodeStatus::Estimated) return;
    const std::size_t na = n.value.size();
    if (job.debugLevel >= 2) {
        out << "        \n BLOCK: " << node << " at " << exact(g.nodeX(t)) << ' ' << exact(g.nodeY(t)) << ' '
            << exact(g.nodeZ(t)) << "\n     at " << exact(g.nodeX(t)) << ' ' << exact(g.nodeY(t)) << ' '
            << exact(g.nodeZ(t)) << "\n  \n";
        for (Eigen::Index k = Eigen::Index(na); k < n.solution.size(); ++k)
            out << "   Lagrange multiplier: " << exact(n.solution(k)) << '\n';
        out << "   BLOCK EST: x,y,z,vr,wt \n";
        const double shift = o.type == CokrigingType::Simple ? o.means[0] : 0.0;
        for (std::size_t i = 0; i < na; ++i)
            out << exact(n.x[i]) << ' ' << exact(n.y[i]) << ' ' << exact(n.z[i]) << ' ' << exact(n.value[i] + shift) << ' '
                << exact(n.solution(Eigen::Index(i))) << '\n';
    }
    if (job.debugLevel >= 4) out << "  estimate, variance  " << exact(n.estimate) << ' ' << exact(n.variance) << '\n';
}

// cokb3d's debugging file: the variograms, the title, the block covariance, each node (levels 2
// and up, and singular warnings at every level) and, at level 1 and up, the statistics of the
// estimates (docs/cokriging.md).
std::string cokb3dDebug(const Cokb3dJob& job, const CokrigingOptions& options, const kriging::KrigingData& data,
                        const kriging::KrigingTargets& targets, const std::string& title, const CokrigingResult& r) {
    std::ostringstream out;
    writeVariograms(out, options.model);
    out << "\nDEBUGGING COKB3D with:" << title.substr(0, 40) << "\n Block average covariance " << exact(r.blockVariance)
        << '\n';
    if (job.debugLevel >= 2 || r.singular > 0) {
        CokrigingOptions o = options;
        o.means = r.means;
        visitNodeSystems(data, targets, o, [&](std::size_t t, const NodeSystem& n) { writeNode(out, job, o, t, n); });
    }
    std::size_t nk = 0;
    double uk = 0, vk = 0;
    for (std::size_t n = 0; n < r.estimate.size(); ++n)
        if (r.status[n] == kriging::NodeStatus::Estimated) ++nk, uk += r.estimate[n], vk += r.estimate[n] * r.estimate[n];
    if (nk > 0 && job.debugLevel > 0) {
        vk = (vk - uk * uk / double(nk)) / double(nk);
        uk /= double(nk);
        out << "\n Estimated  " << nk << "  blocks \n   average  " << exact(uk) << "\n   variance " << exact(vk) << '\n';
    }
    return out.str();
}
}  // namespace

jobs::Json execute(const Cokb3dJob& job, const jobs::JobContext& context) {
    const Cokb3dInput in = context.timed(Phase::Read, [&] { return readData(job); });
    kriging::KrigingTargets targets;
    targets.grid = job.grid;
    CokrigingOptions options = job.cokriging;
    options.cokb3d.enabled = true;
    for (auto& m : options.model.models) m.powerConstant = variogram::PowerConstant::Cova3;
    const CokrigingResult r = context.timed(Phase::Compute, [&] { return cokrige(in.data, targets, options, context); });
    const auto writing = context.phase(Phase::Write);
    std::optional<io::AtomicFile> debug;
    if (!job.debugFile.empty()) {
        debug.emplace(job.debugFile);
        debug->write(cokb3dDebug(job, options, in.data, targets, in.title, r));
    }
    io::AtomicFile out(job.outputFile);
    out.write(cokb3dOutput(job, in.title, r));
    out.commit();
    if (debug) debug->commit();
    return jobs::Json{{"output", job.outputFile},
                      {"targets", targets.size()},
                      {"unestimated", r.unestimated},
                      {"type", toString(job.cokriging.type)},
                      {"notes", r.notes}};
}

namespace {
const jobs::Schema<Cokb3dJob>& columnsSchema() {
    static const auto s = jobs::Schema<Cokb3dJob>("columns", "columns of the data file (1-based; 0: none)")
        .add("x", [](auto& j) -> auto& { return j.columnX; }, "x column").min(0)
        .add("y", [](auto& j) -> auto& { return j.columnY; }, "y column").min(0)
        .add("z", [](auto& j) -> auto& { return j.columnZ; }, "z column").min(0)
        .add("variables", [](auto& j) -> auto& { return j.variableColumns; }, "primary, then secondary columns (2 to 4)")
        .min(1);
    return s;
}

auto self = [](auto& j) -> auto& { return j; };
}  // namespace

const jobs::Schema<Cokb3dJob>& Cokb3dJob::schema() {
    static const auto s = [] {
        jobs::Schema<Cokb3dJob> schema(type, summary);
        schema.add("data_file", [](auto& j) -> auto& { return j.dataFile; }, "GeoEAS data file").required().group("input")
            .object("columns", self, columnsSchema(), "its columns").group("input")
            .list("trimming_limits", "values outside [tmin, tmax) are missing", [](auto& j) -> auto& { return j.trimMin; },
                  [](auto& j) -> auto& { return j.trimMax; }).group("input")
            .add("debug_level", [](auto& j) -> auto& { return j.debugLevel; }, "cokb3d's debugging level").min(0)
            .group("output").advanced()
            .add("debug_file", [](auto& j) -> auto& { return j.debugFile; }, "cokb3d's debugging file (written when named)")
            .group("output").advanced()
            .add("output", [](auto& j) -> auto& { return j.outputFile; }, "output file (cokb3d's layout and format)")
            .required().group("output");
        jobs::addGrid(schema, "grid", [](auto& j) -> auto& { return j.grid; }, "the grid (nx, xmn, xsiz... of the parameter file)")
            .required();
        schema.add("secondary_radii", [](auto& j) -> auto& { return j.secondaryRadii; },
                   "cokb3d's secondary search radii: read and, as cokb3d, not used").min(0).advanced()
            .object("cokriging", [](auto& j) -> auto& { return j.cokriging; }, cokrigingOptionsSchema(),
                    "estimator (ktype), means, model, search")
            .required();
        return schema;
    }();
    return s;
}

void to_json(jobs::Json& j, const Cokb3dJob& job) { jobs::writeParams(j, job); }
void from_json(const jobs::Json& j, Cokb3dJob& job) { jobs::readParams(j, job); }

STRATA_REGISTER_JOB(Cokb3dJob);

}  // namespace strata::cokriging
