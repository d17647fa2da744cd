#pragma once
// The normal-score transform as GSLIB's nscore computes it: the data sorted by value, each given
// the cumulative probability halfway between the weight below it and the weight up to it,
// p_k = (F_{k-1} + F_k) / 2 with F the declustering weights' running sum over their total, and
// the normal quantile of p_k (GSLIB's approximation, GslibNormal.h) as its score. Equal values
// keep their input order and get increasing scores: the table has one row per datum. (nscore
// breaks ties by random despiking before this, see docs/simulation.md; the drop-in does that.)
#include <cstddef>
#include <span>
#include <vector>

namespace strata::simulation {

// The transformation table: `values` ascending, `scores` their normal scores (ascending too).
struct NormalScoreTable {
    std::vector<double> values;
    std::vector<double> scores;

    std::size_t size() const noexcept { return values.size(); }
    // Throws ValidationError(stage, option, ...) unless it has two rows or more, both columns
    // equally long, finite and non-decreasing (what backtr demands of a table it reads).
    void validate(const char* stage, const char* option) const;
};

// The table of `values` with `weights` (empty: all 1). Throws ValidationError for fewer than two
// data, mismatched lengths, a value or weight that is not finite, or a weight <= 0.
NormalScoreTable buildNormalScoreTable(std::span<const double> values, std::span<const double> weights = {});

// Each datum's own score in the table built from the same data (tied values get distinct scores).
std::vector<double> normalScoresOfData(std::span<const double> values, std::span<const double> weights = {});

// The score of any value, as nscore looks it up: linear between the two table rows around it
// (the lower of equal rows), linear extrapolation of the first or last segment beyond the table.
double normalScore(const NormalScoreTable& table, double value);

}  // namespace strata::simulation
