#pragma once
// A multivariate variogram model: the direct variogram of each variable and the cross variogram of
// each pair of variables (what GSLIB cokb3d reads and gstat's fit.lmc fits). It is a linear model
// of coregionalisation (LMC) when every direct and cross model has the same structures (types,
// ranges and anisotropies, in the same order); an LMC is valid (every cokriging matrix positive
// semi-definite) when the matrix of the nuggets and each structure's matrix of sills are.
#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "strata/variogram/VariogramModel.h"

namespace strata::variogram {

struct Coregionalisation {
    std::vector<std::string> variables;  // the primary first
    std::vector<VariogramModel> models;  // pair (i, j), i <= j, at pairIndex(i, j, variables.size())

    std::size_t size() const noexcept { return variables.size(); }
    // Index of pair (i, j) = (j, i) in the packed upper triangle, row by row: (0,0), (0,1), ... (0,n-1),
    // (1,1), ... GSLIB cokb3d reads its variograms in this order.
    static std::size_t pairIndex(std::size_t i, std::size_t j, std::size_t n) noexcept;
    static std::size_t pairCount(std::size_t n) noexcept { return n * (n + 1) / 2; }
    const VariogramModel& model(std::size_t i, std::size_t j) const;
    VariogramModel& model(std::size_t i, std::size_t j);

    // Every model has the same structure types, ranges, anisotropies and order.
    bool isLinear() const;
    // A linear model's coefficient matrices, n x n row-major: [0] the nuggets, [k] structure k's sills.
    std::vector<std::vector<double>> sillMatrices() const;
    // The smallest eigenvalue of each sill matrix (negative: the LMC is not valid).
    std::vector<double> sillMatrixMinEigenvalues() const;

    // Unique non-empty names, one model per pair, each model valid, direct models bounded or power;
    // a linear model's sill matrices positive semi-definite (relative tolerance 1e-9). Throws
    // ValidationError naming the pair or the structure.
    void validate(const std::string& stage) const;

    // Entries "NAME=MODEL" (direct variogram of NAME) and "A:B=MODEL" (cross variogram of A and B),
    // MODEL in VariogramModel::parse's syntax; every pair must be given exactly once.
    static Coregionalisation parse(const std::vector<std::string>& variables, const std::vector<std::string>& entries,
                                   const std::string& option = "model");
};

// {"variables": [...], "models": {"A": "...", "A:B": "...", ...}}
void to_json(nlohmann::json& j, const Coregionalisation& c);
void from_json(const nlohmann::json& j, Coregionalisation& c);

}  // namespace strata::variogram
