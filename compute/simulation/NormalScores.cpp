#include "strata/simulation/NormalScores.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "TableLookup.h"
#include "strata/core/Error.h"
#include "strata/simulation/GslibNormal.h"

namespace strata::simulation {

namespace {
const char* const kStage = "normal scores";

void checkData(std::span<const double> values, std::span<const double> weights) {
    if (values.size() < 2)
        throw ValidationError(kStage, "data", "needs at least two data (got " + std::to_string(values.size()) + ")");
    if (!weights.empty() && weights.size() != values.size())
        throw ValidationError(kStage, "weights", "must have one entry per value");
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i]))
            throw ValidationError(kStage, "data", "datum " + std::to_string(i + 1) + " is not a finite number");
        if (!weights.empty() && !(weights[i] > 0 && std::isfinite(weights[i])))
            throw ValidationError(kStage, "weights", "the weight of datum " + std::to_string(i + 1) + " must be > 0");
    }
}

// The data's ranks (stable: equal values keep their input order) and the table they make.
NormalScoreTable tableOf(std::span<const double> values, std::span<const double> weights,
                         std::vector<std::size_t>& order) {
    checkData(values, weights);
    order.resize(values.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    const auto weight = [&](std::size_t i) { return weights.empty() ? 1.0 : weights[i]; };
    double total = 0;
    for (std::size_t i = 0; i < values.size(); ++i) total += weight(i);
    // nscore's order of operations: the factor 1/total, then running sums.
    const double factor = 1.0 / total;
    NormalScoreTable table;
    double below = 0, upTo = 0;
    for (std::size_t i : order) {
        upTo += factor * weight(i);
        table.values.push_back(values[i]);
        table.scores.push_back(gslibNormalQuantile((upTo + below) / 2.0));
        below = upTo;
    }
    return table;
}
}  // namespace

void NormalScoreTable::validate(const char* stage, const char* option) const {
    if (values.size() != scores.size()) throw ValidationError(stage, option, "the two columns differ in length");
    if (values.size() < 2) throw ValidationError(stage, option, "needs at least two rows");
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i]) || !std::isfinite(scores[i]))
            throw ValidationError(stage, option, "row " + std::to_string(i + 1) + " is not finite");
        if (i > 0 && (values[i] < values[i - 1] || scores[i] < scores[i - 1]))
            throw ValidationError(stage, option,
                                  "must increase: row " + std::to_string(i + 1) + " is below row " + std::to_string(i));
    }
}

NormalScoreTable buildNormalScoreTable(std::span<const double> values, std::span<const double> weights) {
    std::vector<std::size_t> order;
    return tableOf(values, weights, order);
}

std::vector<double> normalScoresOfData(std::span<const double> values, std::span<const double> weights) {
    std::vector<std::size_t> order;
    const NormalScoreTable table = tableOf(values, weights, order);
    std::vector<double> scores(values.size());
    for (std::size_t k = 0; k < order.size(); ++k) scores[order[k]] = table.scores[k];
    return scores;
}

double normalScore(const NormalScoreTable& table, double value) {
    const std::size_t j = detail::segmentBelow(table.values, value);
    return detail::powerInterpolate(table.values[j], table.values[j + 1], table.scores[j], table.scores[j + 1], value,
                                    1.0);
}

}  // namespace strata::simulation
