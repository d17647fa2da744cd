#include "strata/surfaces/SurfaceStack.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

#include <nlohmann/json.hpp>

#include "GroupEstimator.h"
#include "SurfaceQuantities.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/core/Progress.h"
#include "strata/core/RunContext.h"
#include "strata/core/Strings.h"
#include "strata/jobs/CommonOptions.h"
#include "strata/variogram/ExperimentalVariogram.h"
#include "strata/variogram/VariogramFit.h"

namespace strata::surfaces {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "surfaces";

bool brokenBound(double model, double bound, bool upper) {
    const double tolerance = 1e-6 * std::max(1.0, std::abs(bound));
    return upper ? model > bound + tolerance : model < bound - tolerance;
}

// The automatic model: spherical with a nugget, fitted (weighted least squares, gstat's default
// weights) to the pooled omnidirectional variograms of every quantity, each standardised by its
// variance; 12 lags up to half the data's diagonal. Without enough data: spherical, no nugget,
// range a third of the diagonal.
variogram::VariogramModel automaticModel(const std::vector<detail::Quantity>& quantities, std::string& note) {
    double x0 = HUGE_VAL, x1 = -HUGE_VAL, y0 = HUGE_VAL, y1 = -HUGE_VAL;
    for (const auto& q : quantities)
        for (std::size_t i = 0; i < q.x.size(); ++i) {
            x0 = std::min(x0, q.x[i]), x1 = std::max(x1, q.x[i]);
            y0 = std::min(y0, q.y[i]), y1 = std::max(y1, q.y[i]);
        }
    const double diagonal = x1 > x0 || y1 > y0 ? std::hypot(x1 - x0, y1 - y0) : 1.0;
    variogram::VariogramModel rule;
    variogram::Structure s;
    s.type = variogram::StructureType::Spherical;
    s.sill = 1.0;
    s.range = diagonal / 3.0;
    rule.structures.push_back(s);

    variogram::ExperimentalVariogramOptions lags;
    lags.lags.count = 12;
    lags.lags.separation = diagonal / 2.0 / 12.0;
    lags.lags.tolerance = lags.lags.separation / 2.0;
    lags.standardizeSills = true;
    std::vector<variogram::FitPoint> points;
    std::size_t used = 0;
    for (const auto& q : quantities) {
        if (q.x.size() < 10) continue;
        variogram::VariogramInput input;
        input.x = q.x;
        input.y = q.y;
        input.z.assign(q.x.size(), 0.0);
        input.names = {q.name};
        input.variables = {q.value};
        variogram::ComputeContext cpu;
        cpu.backend = Backend::Cpu;
        const auto experimental = variogram::computeExperimentalVariogram(input, lags, cpu);
        const auto p = variogram::fitPoints(experimental);
        points.insert(points.end(), p.begin(), p.end());
        ++used;
    }
    if (points.size() < 3) {
        note = "variogram auto: too few data to fit; " + rule.toString() + " (spherical, range a third of the diagonal)";
        return rule;
    }
    variogram::VariogramModel start = rule;
    start.nugget = 0.1;
    start.structures[0].sill = 0.9;
    start.structures[0].range = diagonal / 4.0;
    const variogram::FitResult fit = variogram::fitVariogramModel(points, start);
    note = "variogram auto: " + fit.model.toString() + ", fitted to the pooled standardised variograms of " +
           std::to_string(used) + " surfaces";
    for (const auto& w : fit.warnings) note += "; " + w;
    if (fit.model.sill() - fit.model.nugget < 0.05 * fit.model.sill())
        note += ". The contacts show no spatial correlation (a pure nugget): kriging returns their mean "
                "surfaces; an exact method (idw, or a model with a range) honours every hole instead";
    return fit.model;
}

// Data closer than this are one location (GSLIB's zero distance, sqrt(1e-5) in the model's
// metric, with a margin, in coordinate units).
double mergeToleranceOf(const variogram::VariogramModel& model) {
    double stretch = 1.0;
    if (!model.structures.empty()) {
        const Anisotropy& a = model.structures.front().anisotropy;
        stretch = std::max({1.0, 1.0 / a.ratio1, 1.0 / a.ratio2});
    }
    return 0.01 * stretch;
}

double varianceOf(const std::vector<double>& v) {
    if (v.size() < 2) return 1.0;
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
    double s = 0;
    for (double x : v) s += (x - mean) * (x - mean);
    s /= double(v.size());
    return s > 0 ? s : 1.0;
}

// n layers of zeros, made on all cores: filling a stack's layers (10 x 5 * 10^6 floats) on one
// thread took longer than its kriging on the GPU.
std::vector<std::vector<float>> zeroLayers(std::size_t n, std::size_t nodes) {
    std::vector<std::vector<float>> layers(n);
    ParallelOptions oneEach;
    oneEach.chunk = 1;
    parallelChunks(n, oneEach, [&](std::size_t begin, std::size_t end) {
        for (std::size_t k = begin; k < end; ++k) layers[k].assign(nodes, 0.0f);
    });
    return layers;
}

// A context whose progress maps onto [begin, end] of the caller's.
struct SubContext {
    SubContext(const RunContext& parent, double begin, double end) : sink(parent.slice(begin, end)), context(parent) {
        if (context.progress) context.progress = &sink;
    }
    Progress sink;
    RunContext context;
};

// Turns every broken bound into a datum at the bound, round after round. Global kriging passes
// through such data (they are exact); where a method smooths through them instead, a bound still
// broken pushes its datum beyond the bound by 1.5 times the excess, at most 3 standard
// deviations of the quantity's data.
void resolveBounds(std::vector<detail::Quantity>& quantities, const detail::EstimationSettings& settings,
                   const SurfaceOptions& options, double mergeTolerance, const RunContext& context) {
    for (int round = 0; round < options.boundIterations; ++round) {
        bool changed = false;
        for (const auto& group : detail::groupBySharedData(quantities, options.shareWeights)) {
            std::vector<double> px, py;
            std::vector<const detail::Quantity*> members;
            for (std::size_t q : group) {
                members.push_back(&quantities[q]);
                px.insert(px.end(), quantities[q].bx.begin(), quantities[q].bx.end());
                py.insert(py.end(), quantities[q].by.begin(), quantities[q].by.end());
            }
            if (px.empty()) continue;
            detail::EstimationSettings quiet = settings;
            quiet.variance = false;
            const detail::GroupEstimate e =
                detail::estimateGroup(members, nullptr, {}, nullptr, px, py, quiet, context.silenced());
            std::size_t offset = 0;
            for (std::size_t m = 0; m < group.size(); ++m) {
                detail::Quantity& q = quantities[group[m]];
                bool moved = false;
                for (std::size_t b = 0; b < q.bound.size(); ++b) {
                    const double estimate = e.points[m][offset + b];
                    if (!brokenBound(estimate, q.bound[b], q.upperBounds)) continue;
                    if (!q.active[b]) {
                        q.active[b] = true;
                        q.boundValue[b] = q.bound[b];
                    } else {
                        const double limit = 3.0 * std::sqrt(varianceOf(q.pickValue));
                        const double pushed = q.boundValue[b] - 1.5 * (estimate - q.bound[b]);
                        q.boundValue[b] = std::clamp(pushed, q.bound[b] - limit, q.bound[b] + limit);
                    }
                    moved = true;
                }
                offset += q.bound.size();
                if (moved) {
                    q.rebuild(mergeTolerance);
                    changed = true;
                }
            }
        }
        if (!changed) return;
    }
}

void summarise(SurfaceModel& model) {
    MisfitSummary s;
    double sum2 = 0, gridSum2 = 0;
    std::size_t gridCount = 0;
    for (const ContactMisfit& m : model.misfit) {
        if (m.kind == PickKind::BelowHoleEnd) {
            ++s.bounds;
            if (brokenBound(m.modelZ, m.contactZ, true)) ++s.boundsBroken;
            continue;
        }
        ++s.equalities;
        const double e = m.misfit();
        s.maxAbs = std::max(s.maxAbs, std::abs(e));
        sum2 += e * e;
        const double g = m.gridMisfit();
        if (std::isfinite(g)) {
            s.gridMaxAbs = std::max(s.gridMaxAbs, std::abs(g));
            gridSum2 += g * g;
            ++gridCount;
        }
    }
    if (s.equalities) s.rms = std::sqrt(sum2 / double(s.equalities));
    if (gridCount) s.gridRms = std::sqrt(gridSum2 / double(gridCount));
    model.misfitSummary = s;
}

}  // namespace

SurfaceMethod parseSurfaceMethod(const std::string& text, const std::string& option) {
    if (iequals(text, "ok") || iequals(text, "kriging")) return SurfaceMethod::Kriging;
    if (iequals(text, "aidw")) return SurfaceMethod::Aidw;
    if (iequals(text, "idw")) return SurfaceMethod::Idw;
    throw ValidationError(kStage, option, "must be ok, aidw or idw (got '" + text + "')");
}

const char* toString(SurfaceMethod method) {
    switch (method) {
        case SurfaceMethod::Kriging: return "ok";
        case SurfaceMethod::Aidw: return "aidw";
        case SurfaceMethod::Idw: return "idw";
    }
    return "ok";
}

void SurfaceOptions::validate() const {
    if (method == SurfaceMethod::Kriging && !iequals(trim(variogram), "auto"))
        variogram::VariogramModel::parse(variogram, "variogram");
    if (neighbours < 0) throw ValidationError(kStage, "neighbours", "must be >= 0 (0: global neighbourhood)");
    if (!(idwPower > 0 && idwPower <= 10)) throw ValidationError(kStage, "idw-power", "must be in (0, 10]");
    if (idwNeighbours < 0) throw ValidationError(kStage, "idw-neighbours", "must be >= 0 (0: all data)");
    if (!(minThickness >= 0) || !std::isfinite(minThickness))
        throw ValidationError(kStage, "min-thickness", "must be >= 0 (got " + std::to_string(minThickness) + ")");
    if (boundIterations < 0 || boundIterations > 100)
        throw ValidationError(kStage, "bound-iterations", "must be 0..100");
    if (variance && method != SurfaceMethod::Kriging)
        throw ValidationError(kStage, "variance", "needs kriging (method ok)");
    if (variance && isochores)
        throw ValidationError(kStage, "variance", "is given for surfaces, not for isochores (turn one off)");
}

const jobs::Schema<SurfaceOptions>& SurfaceOptions::schema() {
    static const auto s =
        jobs::Schema<SurfaceOptions>("surface options", "how the surfaces are interpolated and made consistent")
            .choice("method", [](auto& o) -> auto& { return o.method; },
                    std::vector<std::pair<std::string, SurfaceMethod>>{{"ok", SurfaceMethod::Kriging},
                                                                       {"kriging", SurfaceMethod::Kriging},
                                                                       {"aidw", SurfaceMethod::Aidw},
                                                                       {"idw", SurfaceMethod::Idw}},
                    "interpolation: ok (ordinary kriging), aidw (adaptive IDW) or idw")
            .group("method")
            .add("variogram", [](auto& o) -> auto& { return o.variogram; },
                 "kriging: auto (fitted to the pooled data), or a model such as '0.1 nug + 0.9 sph(400)'")
            .group("method")
            .add("neighbours", [](auto& o) -> auto& { return o.neighbours; },
                 "kriging: nearest data per node (0: global neighbourhood)")
            .min(0)
            .group("method")
            .add("idw_power", [](auto& o) -> auto& { return o.idwPower; }, "IDW: distance exponent")
            .above(0)
            .max(10)
            .formerly("idwPower")
            .group("method")
            .add("idw_neighbours", [](auto& o) -> auto& { return o.idwNeighbours; },
                 "IDW / AIDW: nearest data per node (0: all)")
            .min(0)
            .formerly("idwNeighbours")
            .group("method")
            .add("isochores", [](auto& o) -> auto& { return o.isochores; },
                 "interpolate unit thicknesses (often smoother) instead of surface elevations")
            .group("method")
            .add("min_thickness", [](auto& o) -> auto& { return o.minThickness; },
                 "units thinner than this are removed (they pinch out)")
            .min(0)
            .unit(jobs::kDataUnits)
            .formerly("minThickness")
            .group("consistency")
            .add("variance", [](auto& o) -> auto& { return o.variance; },
                 "kriging of elevations: also the standard deviation of each surface (sd_<surface>)")
            .group("output")
            .choice("precision", [](auto& o) -> auto& { return o.precision; },
                    jobs::precisionChoices(), "GPU arithmetic of the global kriging sums")
            .group("GPU")
            .advanced()
            .add("share_weights", [](auto& o) -> auto& { return o.shareWeights; },
                 "one kriging system for the surfaces whose data sit at the same holes (off: each its own, "
                 "for comparisons)")
            .formerly("shareWeights")
            .group("method")
            .advanced()
            .add("bound_iterations", [](auto& o) -> auto& { return o.boundIterations; },
                 "rounds that add the broken bounds of holes ending above a surface as data")
            .min(0)
            .max(100)
            .formerly("boundIterations")
            .group("consistency")
            .advanced();
    return s;
}

void to_json(nlohmann::json& j, const SurfaceOptions& o) { j = SurfaceOptions::schema().write(o); }

void from_json(const nlohmann::json& j, SurfaceOptions& o) { o = SurfaceOptions::schema().read(j, kStage); }

double ContactMisfit::misfit() const noexcept {
    return kind == PickKind::BelowHoleEnd ? std::max(0.0, modelZ - contactZ) : modelZ - contactZ;
}

double ContactMisfit::gridMisfit() const noexcept {
    if (!std::isfinite(gridZ)) return kNaN;
    return kind == PickKind::BelowHoleEnd ? std::max(0.0, gridZ - contactZ) : gridZ - contactZ;
}

double sampleBilinear(const GridSpec& g, const std::vector<float>& layer, double x, double y) {
    auto locate = [](double f, std::size_t n, std::size_t& i, double& t) {
        const double eps = 1e-9;
        if (!(f >= -eps && f <= double(n - 1) + eps)) return false;
        if (n == 1) {
            i = 0;
            t = 0;
            return true;
        }
        i = std::min<std::size_t>(std::size_t(std::max(0.0, std::floor(f))), n - 2);
        t = std::clamp(f - double(i), 0.0, 1.0);
        return true;
    };
    std::size_t ix, iy;
    double tx, ty;
    if (!locate((x - g.x0) / g.dx, g.nx, ix, tx) || !locate((y - g.y0) / g.dy, g.ny, iy, ty)) return kNaN;
    const std::size_t ix1 = g.nx > 1 ? ix + 1 : ix, iy1 = g.ny > 1 ? iy + 1 : iy;
    const double v00 = layer[iy * g.nx + ix], v10 = layer[iy * g.nx + ix1];
    const double v01 = layer[iy1 * g.nx + ix], v11 = layer[iy1 * g.nx + ix1];
    return (1 - ty) * ((1 - tx) * v00 + tx * v10) + ty * ((1 - tx) * v01 + tx * v11);
}

SurfaceModel buildSurfaces(const SurfacePicks& picks, const StratigraphicColumn& column, const GridSpec& grid,
                           const SurfaceOptions& options, const RunContext& context) {
    const auto start = std::chrono::steady_clock::now();
    auto lapStart = start;
    const auto lapMs = [&lapStart] {  // milliseconds since the previous lap
        const auto now = std::chrono::steady_clock::now();
        const double ms = std::chrono::duration<double, std::milli>(now - lapStart).count();
        lapStart = now;
        return ms;
    };
    options.validate();
    column.validate();
    grid.validate(kStage);
    if (grid.nz != 1) throw ValidationError(kStage, "grid", "must be 2-D (nz = 1) for surfaces");
    if (picks.surfaceCount() != column.size())
        throw ValidationError(kStage, "picks",
                              "hold " + std::to_string(picks.surfaceCount()) + " surfaces for a column of " +
                                  std::to_string(column.size()) + " units");
    if (picks.picks.empty()) throw ValidationError(kStage, "picks", "there are no drillholes with collars");
    const std::size_t n = column.size();
    const std::size_t nodes = grid.nx * grid.ny;

    SurfaceModel model;
    model.column = column;
    model.notes = picks.notes;
    detail::EstimationSettings settings;
    settings.method = options.method;
    settings.neighbours = options.neighbours;
    settings.idwPower = options.idwPower;
    settings.idwNeighbours = options.idwNeighbours;
    settings.precision = options.precision;
    settings.variance = options.variance;
    const bool kriging = options.method == SurfaceMethod::Kriging;
    const bool autoModel = iequals(trim(options.variogram), "auto");
    if (kriging && !autoModel) settings.model = variogram::VariogramModel::parse(options.variogram, "variogram");
    const double mergeTolerance = mergeToleranceOf(settings.model);
    std::vector<detail::Quantity> quantities = detail::quantitiesFromPicks(picks, column.names(), options.isochores,
                                                                           mergeTolerance);
    if (kriging && autoModel) {
        std::string note;
        settings.model = automaticModel(quantities, note);
        model.notes.push_back(note);
    }
    if (kriging) model.variogram = settings.model.toString();
    std::size_t merged = 0;
    for (const auto& q : quantities) merged += q.merged;
    if (merged > 0)
        model.notes.push_back(std::to_string(merged) + " data closer than " + std::to_string(mergeTolerance) +
                              " to another datum of the same surface were merged into it (their mean)");
    context.report(0.0, "surfaces: resolving the holes that end above a surface");
    resolveBounds(quantities, settings, options, mergeTolerance, context);

    // Final estimation, group by group, on the grid and at the picks' locations.
    const detail::PickLocations locations = detail::pickLocations(picks);
    model.hostTimings.picks = lapMs();
    std::vector<std::vector<float>> layers = zeroLayers(n, nodes);
    std::vector<std::vector<double>> points(n);
    std::vector<std::vector<float>> deviation;
    const auto groups = detail::groupBySharedData(quantities, options.shareWeights);
    if (options.method == SurfaceMethod::Kriging && options.shareWeights && groups.size() > 1)
        model.notes.push_back(std::to_string(n) + " surfaces in " + std::to_string(groups.size()) +
                              " groups of shared data: each group has its own kriging matrix");
    std::set<std::string> backends;
    std::vector<float> variance(options.variance ? nodes : 0);
    if (options.variance) deviation = zeroLayers(n, nodes);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        SubContext sub(context, 0.05 + 0.85 * double(g) / double(groups.size()),
                       0.05 + 0.85 * double(g + 1) / double(groups.size()));
        std::vector<const detail::Quantity*> members;
        std::vector<float*> out;
        for (std::size_t q : groups[g]) {
            members.push_back(&quantities[q]);
            out.push_back(layers[q].data());
        }
        detail::GroupEstimate e = detail::estimateGroup(members, &grid, out, options.variance ? variance.data() : nullptr,
                                                        locations.x, locations.y, settings, sub.context);
        SurfaceGroupInfo info;
        info.data = members.front()->x.size();
        for (std::size_t m = 0; m < groups[g].size(); ++m) {
            const std::size_t q = groups[g][m];
            points[q] = std::move(e.points[m]);
            info.quantities.push_back(quantities[q].name);
            info.boundData += quantities[q].boundData();
            if (options.variance) {
                const double scale = autoModel ? varianceOf(quantities[q].value) : 1.0;
                std::transform(variance.begin(), variance.end(), deviation[q].begin(),
                               [scale](float v) { return float(std::sqrt(double(v) * scale)); });
            }
        }
        info.timings = e.timings;
        backends.insert(e.timings.backend);
        model.groups.push_back(std::move(info));
    }
    model.backend = join(std::vector<std::string>(backends.begin(), backends.end()), ", ");

    if (options.isochores) {
        // S_k = S_{k-1} - max(0, t_k), on the grid and at the picks.
        for (std::size_t k = 1; k < n; ++k) {
            for (std::size_t i = 0; i < nodes; ++i) {
                const float t = layers[k][i];
                if (t < 0) ++model.negativeThicknesses;
                layers[k][i] = layers[k - 1][i] - std::max(0.0f, t);
            }
            for (std::size_t p = 0; p < points[k].size(); ++p)
                points[k][p] = points[k - 1][p] - std::max(0.0, points[k][p]);
        }
        if (model.negativeThicknesses > 0)
            model.notes.push_back(std::to_string(model.negativeThicknesses) +
                                  " node thicknesses were negative and set to 0 (the unit pinches out)");
    }

    model.hostTimings.estimation = lapMs();
    context.report(0.9, "surfaces: consistency rules");
    const ConsistencyRules rules(column, options.minThickness);
    std::vector<float> correction(nodes);
    {
        std::vector<float*> ptr;
        for (auto& l : layers) ptr.push_back(l.data());
        rules.applyAll(ptr, nodes, model.gridCorrections, correction.data());
        std::vector<double*> pp;
        for (auto& p : points) pp.push_back(p.data());
        rules.applyAll(pp, locations.x.size(), model.contactCorrections);
    }

    model.grid.spec = grid;
    const std::vector<std::string> names = column.surfaceNames();
    for (std::size_t k = 0; k < n; ++k) {
        model.grid.names.push_back(names[k]);
        model.grid.layers.push_back(std::move(layers[k]));
    }
    model.grid.names.push_back("correction");
    model.grid.layers.push_back(std::move(correction));
    for (std::size_t k = 0; k < deviation.size(); ++k) {
        model.grid.names.push_back("sd_" + names[k]);
        model.grid.layers.push_back(std::move(deviation[k]));
    }

    model.hostTimings.rules = lapMs();
    model.misfit.reserve(picks.picks.size());
    for (std::size_t i = 0; i < picks.picks.size(); ++i) {
        const SurfacePick& p = picks.picks[i];
        ContactMisfit m;
        m.holeId = p.holeId;
        m.surface = p.surface;
        m.kind = p.kind;
        m.x = p.x;
        m.y = p.y;
        m.contactZ = p.z;
        m.modelZ = points[p.surface][locations.ofPick[i]];
        m.gridZ = sampleBilinear(grid, model.grid.layers[p.surface], p.x, p.y);
        model.misfit.push_back(m);
    }
    summarise(model);
    model.hostTimings.misfit = lapMs();
    if (model.gridCorrections.correctedLocations > 0)
        model.notes.push_back("consistency rules moved surfaces at " +
                              std::to_string(model.gridCorrections.correctedLocations) + " of " +
                              std::to_string(nodes) + " nodes");
    for (const auto& note : model.notes) context.info("surfaces: " + note);
    model.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    context.report(1.0, "surfaces: done");
    return model;
}

}  // namespace strata::surfaces
