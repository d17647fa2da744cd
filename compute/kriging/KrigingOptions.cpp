#include "strata/kriging/KrigingOptions.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

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
    }
    for (int v : {block.nx, block.ny, block.nz})
        if (v < 1 || v > 64)
            throw ValidationError(stage, "block", "discretisation must be 1..64 points per axis (got " + std::to_string(v) + ")");
    for (double b : blockSize)
        if (!(b >= 0)) throw ValidationError(stage, "block-size", "must be >= 0");
}

namespace {
const char* ruleName(CoincidentRule r) {
    switch (r) {
        case CoincidentRule::Merge: return "merge";
        case CoincidentRule::KeepFirst: return "first";
        case CoincidentRule::Fail: return "fail";
        case CoincidentRule::Keep: return "keep";
    }
    return "merge";
}
CoincidentRule parseRule(const std::string& s) {
    if (iequals(s, "merge")) return CoincidentRule::Merge;
    if (iequals(s, "first")) return CoincidentRule::KeepFirst;
    if (iequals(s, "fail") || iequals(s, "error")) return CoincidentRule::Fail;
    if (iequals(s, "keep")) return CoincidentRule::Keep;
    throw ValidationError("kriging", "coincident", "must be merge, first, fail or keep (got '" + s + "')");
}
const char* solverName(GpuSolver s) {
    switch (s) {
        case GpuSolver::Auto: return "auto";
        case GpuSolver::Warp: return "warp";
        case GpuSolver::CublasLu: return "cublas-lu";
    }
    return "auto";
}
GpuSolver parseSolver(const std::string& s) {
    if (iequals(s, "auto")) return GpuSolver::Auto;
    if (iequals(s, "warp")) return GpuSolver::Warp;
    if (iequals(s, "cublas-lu") || iequals(s, "cublas")) return GpuSolver::CublasLu;
    throw ValidationError("kriging", "gpu-solver", "must be auto, warp or cublas-lu (got '" + s + "')");
}
}  // namespace

void to_json(nlohmann::json& j, const KrigingOptions& o) {
    nlohmann::json drift = nlohmann::json::array();
    for (int t = 0; t < DriftTermCount; ++t)
        if (o.drift[std::size_t(t)]) drift.push_back(kDriftNames[t]);
    const auto& s = o.search;
    j = nlohmann::json{
        {"type", toString(o.type)},
        {"drift", drift},
        {"estimate_trend", o.estimateTrend},
        {"model", o.model},
        {"search",
         {{"global", s.global},
          {"radius", s.radius},
          {"radius_minor", s.radiusMinor},
          {"radius_vertical", s.radiusVertical},
          {"angles", {s.ang1, s.ang2, s.ang3}},
          {"ndmin", s.ndmin},
          {"ndmax", s.ndmax},
          {"max_per_octant", s.maxPerOctant},
          {"max_per_drillhole", s.maxPerDrillhole}}},
        {"block", {o.block.nx, o.block.ny, o.block.nz}},
        {"block_size", o.blockSize},
        {"coincident", ruleName(o.coincident)},
        {"precision", o.precision == Precision::Double ? "double" : "float"},
        {"gpu_solver", solverName(o.gpuSolver)},
        {"diagnostics", o.diagnostics}};
    if (std::isfinite(o.mean)) j["mean"] = o.mean;
}

void from_json(const nlohmann::json& j, KrigingOptions& o) {
    o = KrigingOptions{};
    if (j.contains("type")) o.type = parseKrigingType(j.at("type").get<std::string>(), "type");
    o.mean = j.value("mean", std::numeric_limits<double>::quiet_NaN());
    if (j.contains("drift")) {
        const auto& d = j.at("drift");
        std::string list;
        if (d.is_string()) {
            list = d.get<std::string>();
        } else {
            for (const auto& t : d) list += t.get<std::string>() + ",";
        }
        o.drift = parseDriftTerms(list, "drift");
    }
    o.estimateTrend = j.value("estimate_trend", false);
    if (!j.contains("model")) throw ValidationError("kriging", "model", "is required");
    o.model = j.at("model").get<variogram::VariogramModel>();
    if (j.contains("search")) {
        const auto& s = j.at("search");
        auto& t = o.search;
        t.global = s.value("global", false);
        t.radius = s.value("radius", 0.0);
        t.radiusMinor = s.value("radius_minor", 0.0);
        t.radiusVertical = s.value("radius_vertical", 0.0);
        if (s.contains("angles")) {
            const auto a = s.at("angles").get<std::vector<double>>();
            if (a.size() != 3) throw ValidationError("kriging", "search.angles", "needs 3 angles (ang1, ang2, ang3)");
            t.ang1 = a[0];
            t.ang2 = a[1];
            t.ang3 = a[2];
        }
        t.ndmin = s.value("ndmin", 1);
        t.ndmax = s.value("ndmax", 16);
        t.maxPerOctant = s.value("max_per_octant", 0);
        t.maxPerDrillhole = s.value("max_per_drillhole", 0);
    }
    if (j.contains("block")) {
        const auto b = j.at("block").get<std::vector<int>>();
        if (b.size() != 3) throw ValidationError("kriging", "block", "needs 3 counts (nx, ny, nz)");
        o.block = {b[0], b[1], b[2]};
    }
    if (j.contains("block_size")) {
        const auto b = j.at("block_size").get<std::vector<double>>();
        if (b.size() != 3) throw ValidationError("kriging", "block_size", "needs 3 sizes (x, y, z)");
        o.blockSize = {b[0], b[1], b[2]};
    }
    if (j.contains("coincident")) o.coincident = parseRule(j.at("coincident").get<std::string>());
    if (j.contains("precision")) {
        const std::string p = j.at("precision").get<std::string>();
        if (iequals(p, "float")) o.precision = Precision::Float;
        else if (iequals(p, "double")) o.precision = Precision::Double;
        else throw ValidationError("kriging", "precision", "must be float or double (got '" + p + "')");
    }
    if (j.contains("gpu_solver")) o.gpuSolver = parseSolver(j.at("gpu_solver").get<std::string>());
    o.diagnostics = j.value("diagnostics", false);
}

}  // namespace strata::kriging
