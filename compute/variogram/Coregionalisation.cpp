#include "strata/variogram/Coregionalisation.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <Eigen/Eigenvalues>
#include <nlohmann/json.hpp>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::variogram {

namespace {

std::string pairName(const Coregionalisation& c, std::size_t i, std::size_t j) {
    return i == j ? c.variables[i] : c.variables[i] + ":" + c.variables[j];
}

bool sameStructure(const Structure& a, const Structure& b) {
    const auto& p = a.anisotropy;
    const auto& q = b.anisotropy;
    return a.type == b.type && a.range == b.range && a.shape == b.shape && p.ang1 == q.ang1 && p.ang2 == q.ang2 &&
           p.ang3 == q.ang3 && p.ratio1 == q.ratio1 && p.ratio2 == q.ratio2;
}

std::size_t variableIndex(const std::vector<std::string>& variables, const std::string& name,
                          const std::string& option, const std::string& entry) {
    for (std::size_t i = 0; i < variables.size(); ++i)
        if (variables[i] == name) return i;
    throw ValidationError("coregionalisation", option,
                          "names an unknown variable '" + name + "' (got '" + entry + "'; variables: " +
                              join(variables, ",") + ")");
}

}  // namespace

std::size_t Coregionalisation::pairIndex(std::size_t i, std::size_t j, std::size_t n) noexcept {
    if (i > j) std::swap(i, j);
    return i * n - i * (i - 1) / 2 + (j - i);
}

const VariogramModel& Coregionalisation::model(std::size_t i, std::size_t j) const {
    return models.at(pairIndex(i, j, size()));
}

VariogramModel& Coregionalisation::model(std::size_t i, std::size_t j) { return models.at(pairIndex(i, j, size())); }

bool Coregionalisation::isLinear() const {
    if (models.empty()) return false;
    const auto& first = models.front().structures;
    return std::all_of(models.begin(), models.end(), [&](const VariogramModel& m) {
        if (m.structures.size() != first.size()) return false;
        for (std::size_t k = 0; k < first.size(); ++k)
            if (!sameStructure(m.structures[k], first[k])) return false;
        return true;
    });
}

std::vector<std::vector<double>> Coregionalisation::sillMatrices() const {
    if (!isLinear()) return {};
    const std::size_t n = size();
    std::vector<std::vector<double>> matrices(1 + models.front().structures.size(), std::vector<double>(n * n));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            const VariogramModel& m = model(i, j);
            matrices[0][i * n + j] = m.nugget;
            for (std::size_t k = 0; k < m.structures.size(); ++k) matrices[k + 1][i * n + j] = m.structures[k].sill;
        }
    return matrices;
}

std::vector<double> Coregionalisation::sillMatrixMinEigenvalues() const {
    std::vector<double> result;
    const auto n = Eigen::Index(size());
    for (const auto& values : sillMatrices()) {
        const Eigen::Map<const Eigen::MatrixXd> a(values.data(), n, n);
        result.push_back(Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(a, Eigen::EigenvaluesOnly).eigenvalues()(0));
    }
    return result;
}

void Coregionalisation::validate(const std::string& stage) const {
    if (variables.empty()) throw ValidationError(stage, "variables", "needs at least one variable");
    std::set<std::string> seen;
    for (const auto& v : variables) {
        if (v.empty()) throw ValidationError(stage, "variables", "has an empty name");
        if (!seen.insert(v).second) throw ValidationError(stage, "variables", "names '" + v + "' twice");
    }
    if (models.size() != pairCount(size()))
        throw ValidationError(stage, "model",
                              "needs " + std::to_string(pairCount(size())) + " models (every variable and pair), got " +
                                  std::to_string(models.size()));
    for (std::size_t i = 0; i < size(); ++i)
        for (std::size_t j = i; j < size(); ++j) {
            const std::string name = "model " + pairName(*this, i, j);
            if (i == j) model(i, j).validate(stage + ": " + name);
            else model(i, j).validateCross(stage + ": " + name);
        }
    const auto eigenvalues = sillMatrixMinEigenvalues();
    const auto matrices = sillMatrices();
    for (std::size_t k = 0; k < eigenvalues.size(); ++k) {
        double scale = 0;
        for (std::size_t i = 0; i < size(); ++i) scale = std::max(scale, std::abs(matrices[k][i * size() + i]));
        if (eigenvalues[k] < -1e-9 * std::max(scale, 1e-300))
            throw ValidationError(
                stage, k == 0 ? "nugget" : "structure " + std::to_string(k),
                "the coregionalisation matrix is not positive semi-definite (smallest eigenvalue " +
                    std::to_string(eigenvalues[k]) + "): each cross sill must satisfy |c_ij| <= sqrt(c_ii c_jj)");
    }
}

Coregionalisation Coregionalisation::parse(const std::vector<std::string>& variables,
                                           const std::vector<std::string>& entries, const std::string& option) {
    Coregionalisation c;
    c.variables = variables;
    c.models.resize(pairCount(variables.size()));
    std::vector<bool> given(c.models.size(), false);
    for (const std::string& entry : entries) {
        const auto equals = entry.find('=');
        if (equals == std::string::npos)
            throw ValidationError("coregionalisation", option,
                                  "must be NAME=MODEL or A:B=MODEL (got '" + entry + "')");
        const std::string key(trim(std::string_view(entry).substr(0, equals)));
        const std::string text = entry.substr(equals + 1);
        const auto colon = key.find(':');
        const std::size_t i = variableIndex(variables, std::string(trim(key.substr(0, colon))), option, entry);
        const std::size_t j =
            colon == std::string::npos ? i : variableIndex(variables, std::string(trim(key.substr(colon + 1))), option, entry);
        const std::size_t p = pairIndex(i, j, variables.size());
        if (given[p]) throw ValidationError("coregionalisation", option, "gives '" + key + "' twice");
        given[p] = true;
        c.models[p] = i == j ? VariogramModel::parse(text, option) : VariogramModel::parseCross(text, option);
    }
    for (std::size_t i = 0; i < variables.size(); ++i)
        for (std::size_t j = i; j < variables.size(); ++j)
            if (!given[pairIndex(i, j, variables.size())])
                throw ValidationError("coregionalisation", option, "has no model for '" + pairName(c, i, j) + "'");
    c.validate("coregionalisation");
    return c;
}

void to_json(nlohmann::json& j, const Coregionalisation& c) {
    nlohmann::json models = nlohmann::json::object();
    for (std::size_t a = 0; a < c.size(); ++a)
        for (std::size_t b = a; b < c.size(); ++b) models[pairName(c, a, b)] = c.model(a, b).toString();
    j = nlohmann::json{{"variables", c.variables}, {"models", models}};
}

void from_json(const nlohmann::json& j, Coregionalisation& c) {
    const auto variables = j.at("variables").get<std::vector<std::string>>();
    std::vector<std::string> entries;
    for (const auto& [key, value] : j.at("models").items()) entries.push_back(key + "=" + value.get<std::string>());
    c = Coregionalisation::parse(variables, entries, "models");
}

}  // namespace strata::variogram
