#include "strata/kriging/KrigingOptions.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/jobs/CommonOptions.h"

namespace strata::kriging {

namespace {
constexpr const char* kDriftNames[DriftTermCount] = {"x", "y", "z", "xx", "yy", "zz", "xy", "xz", "yz"};

struct TypeName {
    KrigingType type;
    const char* name;
};
constexpr TypeName kTypeNames[] = {{KrigingType::Simple, "sk"},
                                   {KrigingType::Ordinary, "ok"},
                                   {KrigingType::Universal, "uk"},
                                   {KrigingType::LocalMean, "lvm"},
                                   {KrigingType::ExternalDrift, "ked"}};

std::string num(double v) {
    std::string s = std::to_string(v);
    while (s.size() > 1 && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}
}  // namespace

std::string toString(KrigingType type) {
    for (const auto& t : kTypeNames)
        if (t.type == type) return t.name;
    return "ok";
}

KrigingType parseKrigingType(const std::string& text, const std::string& option) {
    for (const auto& t : kTypeNames)
        if (iequals(text, t.name)) return t.type;
    if (iequals(text, "simple")) return KrigingType::Simple;
    if (iequals(text, "ordinary")) return KrigingType::Ordinary;
    if (iequals(text, "universal")) return KrigingType::Universal;
    if (iequals(text, "external-drift")) return KrigingType::ExternalDrift;
    if (iequals(text, "local-mean")) return KrigingType::LocalMean;
    throw ValidationError("kriging", option, "must be sk, ok, uk, ked or lvm (got '" + text + "')");
}

const char* driftTermName(int term) { return term >= 0 && term < DriftTermCount ? kDriftNames[term] : "?"; }

DriftTerms parseDriftTerms(const std::string& text, const std::string& option) {
    DriftTerms terms{};
    for (const std::string& part : split(text, ',')) {
        const std::string name = toLower(trim(part));
        if (name.empty()) continue;
        bool found = false;
        for (int t = 0; t < DriftTermCount; ++t)
            if (name == kDriftNames[t] || (t == DriftYZ && name == "zy")) {
                terms[std::size_t(t)] = true;
                found = true;
            }
        if (!found)
            throw ValidationError("kriging", option,
                                  "has an unknown drift term '" + name + "' (use x, y, z, xx, yy, zz, xy, xz, yz)");
    }
    return terms;
}

int KrigingOptions::driftCount() const noexcept {
    if (type != KrigingType::Universal && type != KrigingType::ExternalDrift) return 0;
    int n = 0;
    for (bool b : drift) n += b ? 1 : 0;
    return n;
}

int KrigingOptions::constraintCount() const noexcept {
    switch (type) {
        case KrigingType::Simple:
        case KrigingType::LocalMean: return 0;
        case KrigingType::Ordinary: return 1;
        case KrigingType::Universal: return 1 + driftCount();
        case KrigingType::ExternalDrift: return 2 + driftCount();
    }
    return 1;
}

void KrigingOptions::validate(const std::string& stage) const {
    model.validate(stage);
    if (type == KrigingType::Universal && driftCount() == 0)
        throw ValidationError(stage, "drift", "universal kriging needs at least one drift term (x, y, z, xx, ...)");
    if (type == KrigingType::Ordinary || type == KrigingType::Simple || type == KrigingType::LocalMean)
        for (bool b : drift)
            if (b)
                throw ValidationError(stage, "drift",
                                      "drift terms need type uk or ked (got type " + toString(type) + ")");
    if (type == KrigingType::Simple && !std::isfinite(mean))
        throw ValidationError(stage, "mean", "simple kriging needs the mean of the variable (--mean M), a finite number");
    const auto& s = search;
    if (s.global && model.isIndefinite())
        throw ValidationError(stage, "model",
                              "kt3d's power arithmetic nested with other structures is indefinite: use a local search");
    if (s.ndmin < 0) throw ValidationError(stage, "ndmin", "must be >= 0 (got " + std::to_string(s.ndmin) + ")");
    if (!s.global) {
        if (s.ndmax < 1) throw ValidationError(stage, "ndmax", "must be >= 1 (got " + std::to_string(s.ndmax) + ")");
        if (s.ndmax < s.ndmin)
            throw ValidationError(stage, "ndmax",
                                  "must be >= ndmin (got " + std::to_string(s.ndmax) + " < " + std::to_string(s.ndmin) + ")");
        if (!(s.radius >= 0) || !std::isfinite(s.radius))
            throw ValidationError(stage, "radius", "must be > 0, or 0 for no distance limit (got " + num(s.radius) + ")");
        if (!(s.radiusMinor >= 0) || !(s.radiusVertical >= 0))
            throw ValidationError(stage, "radius", "minor and vertical radii must be >= 0");
        if (s.maxPerOctant < 0) throw ValidationError(stage, "max-per-octant", "must be >= 0");
        if (s.maxPerDrillhole < 0) throw ValidationError(stage, "max-per-drillhole", "must be >= 0");
        if (gpuSolver == GpuSolver::BatchedCholesky && s.ndmax > 32)
            throw ValidationError(stage, "gpu_solver",
                                  "batched-cholesky solves up to ndmax 32 (one row per lane of a warp; got ndmax " +
                                      std::to_string(s.ndmax) + "): use auto, warp or cublas-lu");
    }
    for (int v : {block.nx, block.ny, block.nz})
        if (v < 1 || v > 64)
            throw ValidationError(stage, "block", "discretisation must be 1..64 points per axis (got " + std::to_string(v) + ")");
    // The block-to-block covariance averages every pair of points: 64 x 64 x 64 points would take
    // 7e10 covariances (hours); 4096 points (the GPU's limit too) take 1.7e7.
    constexpr long long kMaxBlockPoints = 4096;
    if (block.count() > kMaxBlockPoints)
        throw ValidationError(stage, "block",
                              "discretisation " + std::to_string(block.nx) + " x " + std::to_string(block.ny) + " x " +
                                  std::to_string(block.nz) + " gives " + std::to_string(block.count()) +
                                  " points per block: at most " + std::to_string(kMaxBlockPoints) +
                                  " (the block-to-block covariance averages every pair of them)");
    for (double b : blockSize)
        if (!(b >= 0)) throw ValidationError(stage, "block-size", "must be >= 0");
    if (!(singularThreshold >= 0 && singularThreshold <= kMaxSingularThreshold))
        throw ValidationError(stage, "singular_threshold",
                              "must be in [0, " + num(kMaxSingularThreshold) + "] (got " + num(singularThreshold) + ")");
    // A subset of the regular points: the GPU's limit on the points is checked on `block`.
    if (blockPoints.size() > std::size_t(block.count()))
        throw ValidationError(stage, "block",
                              "more kept discretisation points than the block's " + std::to_string(block.count()));
}

namespace {
const jobs::Schema<SearchNeighbourhood>& searchSchema() {
    using S = SearchNeighbourhood;
    static const auto s = jobs::Schema<S>("search", "the neighbourhood of a target: a GSLIB search ellipsoid or all data")
        .add("global", [](auto& n) -> auto& { return n.global; },
             "all data in one system, factorised once (radius and octants unused)")
        .add("radius", [](auto& n) -> auto& { return n.radius; }, "search radius along the major axis (0: no distance limit)")
        .min(0).unit(jobs::kDataUnits)
        .add("radius_minor", [](auto& n) -> auto& { return n.radiusMinor; }, "horizontal minor radius (0: the major radius)")
        .min(0).unit(jobs::kDataUnits)
        .add("radius_vertical", [](auto& n) -> auto& { return n.radiusVertical; }, "vertical radius (0: the minor radius)")
        .min(0).unit(jobs::kDataUnits)
        .list("angles", "GSLIB angles ang1, ang2, ang3 of the search ellipsoid (degrees)", [](auto& n) -> auto& { return n.ang1; },
              [](auto& n) -> auto& { return n.ang2; }, [](auto& n) -> auto& { return n.ang3; })
        .add("ndmin", [](auto& n) -> auto& { return n.ndmin; }, "fewer data found: the target is left unestimated").min(0)
        .add("ndmax", [](auto& n) -> auto& { return n.ndmax; }, "nearest data kept (by anisotropic distance)").min(1)
        .add("max_per_octant", [](auto& n) -> auto& { return n.maxPerOctant; }, "data kept per octant (0: no octant limit)")
        .min(0).advanced()
        .add("max_per_drillhole", [](auto& n) -> auto& { return n.maxPerDrillhole; },
             "data kept per drillhole (0: no limit; needs drillhole ids)").min(0).advanced();
    return s;
}

jobs::Json driftToJson(const DriftTerms& drift) {
    jobs::Json names = jobs::Json::array();
    for (int t = 0; t < DriftTermCount; ++t)
        if (drift[std::size_t(t)]) names.push_back(kDriftNames[t]);
    return names;
}

// ["x", "y"] or "x,y".
DriftTerms driftFromJson(const jobs::Json& j) {
    if (j.is_string()) return parseDriftTerms(j.get<std::string>(), "drift");
    std::string list;
    for (const auto& t : j) list += t.get<std::string>() + ",";
    return parseDriftTerms(list, "drift");
}
}  // namespace

const jobs::Schema<SearchNeighbourhood>& searchNeighbourhoodSchema() { return searchSchema(); }

const jobs::Schema<KrigingOptions>& krigingOptionsSchema() {
    using O = KrigingOptions;
    static const auto s = jobs::Schema<O>("kriging", "what a kriging run estimates and how")
        .choice("type", [](auto& o) -> auto& { return o.type; },
                std::vector<std::pair<std::string, KrigingType>>{
                    {"ok", KrigingType::Ordinary}, {"sk", KrigingType::Simple}, {"uk", KrigingType::Universal},
                    {"ked", KrigingType::ExternalDrift}, {"lvm", KrigingType::LocalMean}, {"ordinary", KrigingType::Ordinary},
                    {"simple", KrigingType::Simple}, {"universal", KrigingType::Universal},
                    {"external-drift", KrigingType::ExternalDrift}, {"local-mean", KrigingType::LocalMean}},
                "estimator: ordinary, simple (known mean), universal (drift terms), external drift, locally varying mean")
        .group("estimator")
        .add("mean", [](auto& o) -> auto& { return o.mean; }, "simple kriging's stationary mean (required for sk)")
        .group("estimator")
        .custom("drift", "drift terms", [](const O& o) { return driftToJson(o.drift); },
                [](O& o, const jobs::Json& v) { o.drift = driftFromJson(v); },
                "monomial drift terms of uk / ked: x, y, z, xx, yy, zz, xy, xz, yz").group("estimator")
        .add("estimate_trend", [](auto& o) -> auto& { return o.estimateTrend; },
             "estimate the trend (the mean) instead of the variable (kt3d itrend 1)").group("estimator").advanced()
        .custom("model", "variogram model", [](const O& o) { return jobs::Json(o.model); },
                [](O& o, const jobs::Json& v) { o.model = v.get<variogram::VariogramModel>(); },
                "the variogram model: \"0.2 nug + 0.8 sph(10)\" or its JSON form").required().group("model")
        .object("search", [](auto& o) -> auto& { return o.search; }, searchSchema(), "the search neighbourhood")
        .group("search")
        .list("block", "block discretisation points nx, ny, nz (1,1,1: point kriging)",
              [](auto& o) -> auto& { return o.block.nx; }, [](auto& o) -> auto& { return o.block.ny; },
              [](auto& o) -> auto& { return o.block.nz; }).min(1).max(64).group("support")
        .add("block_size", [](auto& o) -> auto& { return o.blockSize; },
             "block extent x, y, z (0: the grid's cell size)").min(0).unit(jobs::kDataUnits).group("support")
        .choice("coincident", [](auto& o) -> auto& { return o.coincident; },
                std::vector<std::pair<std::string, CoincidentRule>>{{"merge", CoincidentRule::Merge},
                                                                    {"first", CoincidentRule::KeepFirst},
                                                                    {"fail", CoincidentRule::Fail},
                                                                    {"keep", CoincidentRule::Keep},
                                                                    {"error", CoincidentRule::Fail}},
                "data at one place: merge (mean value), first, fail, or keep (kt3d: singular systems)")
        .group("data").advanced()
        .choice("singular", [](auto& o) -> auto& { return o.singular; },
                std::vector<std::pair<std::string, SingularRule>>{{"skip", SingularRule::Skip},
                                                                  {"pinv", SingularRule::PseudoInverse}},
                "a target whose kriging system is singular (coincident data kept, data collinear for the drift): "
                "skip (left unestimated, kt3d) or pinv (the system's minimum-norm solution)")
        .group("data").advanced()
        .add("singular_threshold", [](auto& o) -> auto& { return o.singularThreshold; },
             "pinv: singular values at or below this fraction of the largest are dropped (0: (n + p) x machine "
             "epsilon)").min(0).max(kMaxSingularThreshold).group("data").advanced()
        .choice("precision", [](auto& o) -> auto& { return o.precision; },
                jobs::precisionChoices(), "GPU arithmetic (the CPU computes in double)").group("GPU").advanced()
        .choice("gpu_solver", [](auto& o) -> auto& { return o.gpuSolver; },
                std::vector<std::pair<std::string, GpuSolver>>{
                    {"auto", GpuSolver::Auto}, {"warp", GpuSolver::Warp}, {"cublas-lu", GpuSolver::CublasLu},
                    {"cublas", GpuSolver::CublasLu}, {"batched-cholesky", GpuSolver::BatchedCholesky}},
                "GPU solver: fused warp kernel, cuBLAS batched LU, or batched Cholesky with the constraints by "
                "Schur complement (ndmax <= 32)").group("GPU").advanced()
        .add("diagnostics", [](auto& o) -> auto& { return o.diagnostics; },
             "also return data used, Lagrange multiplier, kriging efficiency and slope").group("output");
    return s;
}

void to_json(nlohmann::json& j, const KrigingOptions& o) { j = krigingOptionsSchema().write(o); }
void from_json(const nlohmann::json& j, KrigingOptions& o) { o = krigingOptionsSchema().read(j, "kriging"); }

}  // namespace strata::kriging
