#include "strata/variogram/VariogramModel.h"
#include "strata/variogram/StructureCovariance.h"

#include <cmath>
#include <numbers>
#include <sstream>

#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::variogram {

namespace {
using formula::kZeroDistanceSquared;

struct TypeInfo {
    StructureType type;
    const char* name;
    int gslib;  // GSLIB code, 0 when GSLIB has none
};
constexpr TypeInfo kTypes[] = {
    {StructureType::Spherical, "sph", 1}, {StructureType::Exponential, "exp", 2},
    {StructureType::Gaussian, "gau", 3},  {StructureType::Power, "pow", 4},
    {StructureType::HoleEffect, "hol", 5}, {StructureType::Cubic, "cub", 0},
    {StructureType::Matern, "mat", 0},
};


[[noreturn]] void bad(const std::string& option, const std::string& why, std::string_view text) {
    throw ValidationError("variogram model", option, why + " (got '" + std::string(text) + "')");
}

StructureType typeFromName(const std::string& name, const std::string& option, std::string_view text) {
    for (const auto& t : kTypes)
        if (iequals(name, t.name)) return t.type;
    bad(option, "has an unknown structure type '" + name + "' (use nug, sph, exp, gau, pow, hol, cub, mat)", text);
}
}  // namespace

std::string typeName(StructureType type) {
    for (const auto& t : kTypes)
        if (t.type == type) return t.name;
    return "sph";
}

double VariogramModel::maxCovariance() const noexcept {
    double c = nugget;
    for (const auto& s : structures) c += s.type == StructureType::Power ? kPowerMax : s.sill;
    return c;
}

double VariogramModel::sill() const noexcept {
    double c = nugget;
    for (const auto& s : structures) c += s.sill;
    return c;
}

double VariogramModel::powerCovarianceConstant() const noexcept {
    return powerConstant == PowerConstant::Cova3 ? maxCovariance() : kPowerMax;
}

bool VariogramModel::isIndefinite() const noexcept {
    return powerConstant == PowerConstant::Cova3 && !isBounded() && structures.size() > 1;
}

bool VariogramModel::isBounded() const noexcept {
    for (const auto& s : structures)
        if (s.type == StructureType::Power) return false;
    return true;
}

double VariogramModel::covariance(double dx, double dy, double dz) const noexcept {
    return CovarianceEvaluator(*this).covariance(dx, dy, dz);
}

CovarianceEvaluator::CovarianceEvaluator(const VariogramModel& model)
    : model_(model), cmax_(model.maxCovariance()), powerConstant_(model.powerCovarianceConstant()) {
    for (const auto& s : model_.structures) metrics_.emplace_back(s.anisotropy);
}

double CovarianceEvaluator::covariance(double dx, double dy, double dz) const noexcept {
    // GSLIB tests "zero distance" with the first structure's anisotropic metric.
    if (metrics_.empty()) return dx * dx + dy * dy + dz * dz < kZeroDistanceSquared ? cmax_ : 0.0;
    double cov = 0;
    for (std::size_t i = 0; i < metrics_.size(); ++i) {
        const double h2 = metrics_[i].squaredDistance(dx, dy, dz);
        if (i == 0 && h2 < kZeroDistanceSquared) return cmax_;
        cov += structureCovariance(model_.structures[i], std::sqrt(h2), powerConstant_);
    }
    return cov;
}

double VariogramModel::variogram(double dx, double dy, double dz) const noexcept {
    return maxCovariance() - covariance(dx, dy, dz);
}

double VariogramModel::variogramAlong(double h, double ux, double uy, double uz) const noexcept {
    return variogram(h * ux, h * uy, h * uz);
}

void VariogramModel::validate(const std::string& stage) const {
    if (!(nugget >= 0)) throw ValidationError(stage, "nugget", "must be >= 0 (got " + std::to_string(nugget) + ")");
    for (std::size_t i = 0; i < structures.size(); ++i)
        if (!(structures[i].sill >= 0))
            throw ValidationError(stage, "structure " + std::to_string(i + 1), "sill must be >= 0");
    validateCross(stage);
    if (structures.empty() && nugget <= 0) throw ValidationError(stage, "model", "has neither a nugget nor a structure");
    if (!(sill() > 0))
        throw ValidationError(stage, "model", "has no variance: its nugget and sills are all 0 (got '" + toString() + "')");
}

void VariogramModel::validateCross(const std::string& stage) const {
    if (!std::isfinite(nugget)) throw ValidationError(stage, "nugget", "must be a finite number");
    for (std::size_t i = 0; i < structures.size(); ++i) {
        const Structure& s = structures[i];
        const std::string name = "structure " + std::to_string(i + 1);
        if (!std::isfinite(s.sill)) throw ValidationError(stage, name, "sill must be a finite number");
        if (s.type == StructureType::Power) {
            if (!(s.range > 0 && s.range < 2)) throw ValidationError(stage, name, "power exponent must be in (0, 2)");
        } else if (!(s.range > 0)) {
            throw ValidationError(stage, name, "range must be > 0 (got " + std::to_string(s.range) + ")");
        }
        if (!(s.anisotropy.ratio1 > 0) || !(s.anisotropy.ratio2 > 0))
            throw ValidationError(stage, name, "anisotropy ratios must be > 0");
        if (s.type == StructureType::Matern && !(s.shape > 0))
            throw ValidationError(stage, name, "Matern smoothness nu must be > 0");
    }
}

VariogramModel VariogramModel::parse(std::string_view text, const std::string& option) {
    VariogramModel model = parseTerms(text, option);
    model.validate("variogram model");
    return model;
}

VariogramModel VariogramModel::parseCross(std::string_view text, const std::string& option) {
    VariogramModel model = parseTerms(text, option);
    model.validateCross("variogram model");
    return model;
}

VariogramModel VariogramModel::parseTerms(std::string_view text, const std::string& option) {
    VariogramModel model;
    for (const std::string& term : split(text, '+')) {
        if (term.empty()) bad(option, "has an empty term", text);
        std::istringstream in(term);
        std::string sillText;
        in >> sillText;
        double sill;
        if (!parseDouble(sillText, sill)) bad(option, "term '" + term + "' must start with a sill", text);
        std::string rest;
        std::getline(in, rest);
        rest = std::string(trim(rest));
        const auto open = rest.find('(');
        const std::string name = std::string(trim(rest.substr(0, open)));
        if (iequals(name, "nug")) {
            if (open != std::string::npos) bad(option, "nug takes no parameters", text);
            model.nugget += sill;
            continue;
        }
        const auto close = rest.rfind(')');
        if (open == std::string::npos || close == std::string::npos || close < open)
            bad(option, "term '" + term + "' needs parameters in parentheses, e.g. sph(10)", text);
        Structure s;
        s.type = typeFromName(name, option, text);
        s.sill = sill;
        const std::string inside = rest.substr(open + 1, close - open - 1);
        const auto semicolon = inside.find(';');
        std::vector<double> ranges;
        for (const std::string& part : split(inside.substr(0, semicolon), ',')) {
            if (part.rfind("nu=", 0) == 0 || part.rfind("nu =", 0) == 0) {
                if (!parseDouble(part.substr(part.find('=') + 1), s.shape)) bad(option, "bad nu", text);
                continue;
            }
            double v;
            if (!parseDouble(part, v)) bad(option, "bad range '" + part + "'", text);
            ranges.push_back(v);
        }
        if (ranges.empty() || ranges.size() > 3) bad(option, "needs 1 to 3 ranges (major, minor, vertical)", text);
        s.range = ranges[0];
        s.anisotropy.ratio1 = ranges.size() > 1 ? ranges[1] / ranges[0] : 1.0;
        s.anisotropy.ratio2 = ranges.size() > 2 ? ranges[2] / ranges[0] : s.anisotropy.ratio1;
        if (ranges.size() == 2) s.anisotropy.ratio2 = 1.0;
        if (semicolon != std::string::npos) {
            const auto angles = parseNumberList(inside.substr(semicolon + 1), "variogram model", option);
            if (angles.size() > 3) bad(option, "takes at most 3 angles (ang1, ang2, ang3)", text);
            if (angles.size() > 0) s.anisotropy.ang1 = angles[0];
            if (angles.size() > 1) s.anisotropy.ang2 = angles[1];
            if (angles.size() > 2) s.anisotropy.ang3 = angles[2];
        }
        model.structures.push_back(s);
    }
    return model;
}

std::string VariogramModel::toString() const {
    std::ostringstream out;
    out.precision(10);
    bool first = true;
    if (nugget != 0 || structures.empty()) {
        out << nugget << " nug";
        first = false;
    }
    for (const auto& s : structures) {
        if (!first) out << " + ";
        first = false;
        out << s.sill << ' ' << typeName(s.type) << '(' << s.range;
        const auto& a = s.anisotropy;
        if (!a.isotropic()) out << ", " << s.range * a.ratio1 << ", " << s.range * a.ratio2;
        if (s.type == StructureType::Matern) out << ", nu=" << s.shape;
        if (a.ang1 != 0 || a.ang2 != 0 || a.ang3 != 0) out << "; " << a.ang1 << ", " << a.ang2 << ", " << a.ang3;
        out << ')';
    }
    return out.str();
}

Structure structureFromGslib(int it, double cc, double ang1, double ang2, double ang3, double aHmax, double aHmin,
                             double aVert, const std::string& stage) {
    Structure s;
    bool known = false;
    for (const auto& t : kTypes)
        if (t.gslib == it && it != 0) {
            s.type = t.type;
            known = true;
        }
    if (!known) throw ValidationError(stage, "it", "structure type must be 1..5 (got " + std::to_string(it) + ")");
    s.sill = cc;
    s.range = aHmax;
    // kt3d: anis = a_hmin / max(a_hmax, EPSLON), for the power model too (a_hmax is then its exponent).
    s.anisotropy = Anisotropy{ang1, ang2, ang3, aHmax > 0 ? aHmin / aHmax : 1.0, aHmax > 0 ? aVert / aHmax : 1.0};
    return s;
}

void to_json(nlohmann::json& j, const VariogramModel& m) {
    j = nlohmann::json{{"nugget", m.nugget}, {"structures", nlohmann::json::array()}};
    for (const auto& s : m.structures) {
        const auto& a = s.anisotropy;
        nlohmann::json js{{"type", typeName(s.type)}, {"sill", s.sill}, {"range", s.range},
                          {"ang1", a.ang1},           {"ang2", a.ang2}, {"ang3", a.ang3},
                          {"ratio1", a.ratio1},       {"ratio2", a.ratio2}};
        if (s.type == StructureType::Matern) js["nu"] = s.shape;
        j["structures"].push_back(js);
    }
    if (m.powerConstant == PowerConstant::Cova3) j["power_constant"] = "cova3";
}

void from_json(const nlohmann::json& j, VariogramModel& m) {
    if (j.is_string()) {
        m = VariogramModel::parse(j.get<std::string>());
        return;
    }
    m = VariogramModel{};
    m.nugget = j.value("nugget", 0.0);
    for (const auto& js : j.value("structures", nlohmann::json::array())) {
        Structure s;
        const std::string type = js.at("type").get<std::string>();
        s.type = typeFromName(type, "structures.type", type);
        s.sill = js.at("sill").get<double>();
        s.range = js.at("range").get<double>();
        s.anisotropy = Anisotropy{js.value("ang1", 0.0), js.value("ang2", 0.0), js.value("ang3", 0.0),
                                  js.value("ratio1", 1.0), js.value("ratio2", 1.0)};
        s.shape = js.value("nu", 0.5);
        m.structures.push_back(s);
    }
    const std::string power = j.value("power_constant", std::string("pmx"));
    if (power != "pmx" && power != "cova3")
        throw ValidationError("variogram model", "power_constant", "must be 'pmx' or 'cova3' (got '" + power + "')");
    m.powerConstant = power == "cova3" ? PowerConstant::Cova3 : PowerConstant::Pmx;
    m.validate("variogram model");
}

}  // namespace strata::variogram
