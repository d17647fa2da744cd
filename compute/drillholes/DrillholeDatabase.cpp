#include "strata/drillholes/DrillholeDatabase.h"

#include <algorithm>
#include <limits>
#include <numeric>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::drillholes {

namespace {

template <class T>
void permute(std::vector<T>& values, const std::vector<std::size_t>& order) {
    std::vector<T> sorted;
    sorted.reserve(values.size());
    for (std::size_t i : order) sorted.push_back(std::move(values[i]));
    values = std::move(sorted);
}

}  // namespace

const NumericColumn* IntervalTable::findNumeric(std::string_view column) const {
    for (const auto& c : numeric)
        if (iequals(c.name, column)) return &c;
    return nullptr;
}

const TextColumn* IntervalTable::findText(std::string_view column) const {
    for (const auto& c : text)
        if (iequals(c.name, column)) return &c;
    return nullptr;
}

std::size_t IntervalTable::addRow(std::string holeId, double fromDepth, double toDepth, std::size_t sourceLine) {
    holeIds.push_back(std::move(holeId));
    from.push_back(fromDepth);
    to.push_back(toDepth);
    sourceLines.push_back(sourceLine);
    for (auto& c : numeric) c.values.resize(holeIds.size(), std::numeric_limits<double>::quiet_NaN());
    for (auto& c : text) c.values.resize(holeIds.size());
    return holeIds.size() - 1;
}

IntervalTable::RowRange IntervalTable::rowsOf(std::string_view holeId) const {
    auto it = holeRows_.find(std::string(holeId));
    return it == holeRows_.end() ? RowRange{} : it->second;
}

std::size_t IntervalTable::rowAt(std::string_view holeId, double depth) const {
    const RowRange rows = rowsOf(holeId);
    // Sorted by FROM: the last interval starting at or above `depth` is the only candidate.
    const auto first = from.begin() + std::ptrdiff_t(rows.begin), last = from.begin() + std::ptrdiff_t(rows.end);
    const auto after = std::upper_bound(first, last, depth);
    if (after == first) return size();
    const std::size_t r = std::size_t(after - from.begin()) - 1;
    return depth < to[r] ? r : size();
}

void IntervalTable::indexRows() {
    holeRows_.clear();
    for (std::size_t i = 0; i < size();) {
        std::size_t j = i;
        while (j < size() && holeIds[j] == holeIds[i]) ++j;
        holeRows_[holeIds[i]] = {i, j};
        i = j;
    }
}

DipConvention parseDipConvention(std::string_view text, const std::string& stage, const std::string& option) {
    const std::string t = toLower(trim(text));
    if (t == "auto") return DipConvention::Auto;
    if (t == "down-negative" || t == "negative") return DipConvention::DownNegative;
    if (t == "down-positive" || t == "positive") return DipConvention::DownPositive;
    throw ValidationError(stage, option, "must be auto, down-negative or down-positive (got '" + std::string(text) + "')");
}

const char* toString(DipConvention convention) {
    switch (convention) {
        case DipConvention::Auto: return "auto";
        case DipConvention::DownNegative: return "down-negative";
        case DipConvention::DownPositive: return "down-positive";
    }
    return "auto";
}

void DrillholeDatabase::reindex() {
    collarIndex_.clear();
    for (std::size_t i = 0; i < collars.size(); ++i) collarIndex_.emplace(collars[i].holeId, i);
    // Holes without a collar sort after all collared holes, by id.
    const auto holeRank = [this](const std::string& id) {
        auto it = collarIndex_.find(id);
        return it == collarIndex_.end() ? std::numeric_limits<std::size_t>::max() : it->second;
    };

    std::vector<std::size_t> rank(surveys.size());
    for (std::size_t i = 0; i < surveys.size(); ++i) rank[i] = holeRank(surveys[i].holeId);
    std::vector<std::size_t> order(surveys.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (rank[a] != rank[b]) return rank[a] < rank[b];
        if (surveys[a].holeId != surveys[b].holeId) return surveys[a].holeId < surveys[b].holeId;
        return surveys[a].at < surveys[b].at;
    });
    permute(surveys, order);
    surveyRows_.clear();
    for (std::size_t i = 0; i < surveys.size();) {
        std::size_t j = i;
        while (j < surveys.size() && surveys[j].holeId == surveys[i].holeId) ++j;
        surveyRows_[surveys[i].holeId] = {i, j};
        i = j;
    }

    for (IntervalTable& table : intervals) {
        rank.assign(table.size(), 0);
        for (std::size_t i = 0; i < table.size(); ++i) rank[i] = holeRank(table.holeIds[i]);
        order.resize(table.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            if (rank[a] != rank[b]) return rank[a] < rank[b];
            if (table.holeIds[a] != table.holeIds[b]) return table.holeIds[a] < table.holeIds[b];
            return table.from[a] < table.from[b];
        });
        if (!std::is_sorted(order.begin(), order.end())) {
            permute(table.holeIds, order);
            permute(table.from, order);
            permute(table.to, order);
            permute(table.sourceLines, order);
            for (auto& c : table.numeric) permute(c.values, order);
            for (auto& c : table.text) permute(c.values, order);
        }
        table.indexRows();
    }
}

const Collar* DrillholeDatabase::findCollar(std::string_view holeId) const {
    auto it = collarIndex_.find(std::string(holeId));
    return it == collarIndex_.end() ? nullptr : &collars[it->second];
}

std::span<const SurveyStation> DrillholeDatabase::surveyOf(std::string_view holeId) const {
    auto it = surveyRows_.find(std::string(holeId));
    if (it == surveyRows_.end()) return {};
    return std::span<const SurveyStation>(surveys).subspan(it->second.first, it->second.second - it->second.first);
}

const IntervalTable* DrillholeDatabase::findTable(std::string_view name) const {
    for (const auto& t : intervals)
        if (iequals(t.name, name)) return &t;
    return nullptr;
}

double DrillholeDatabase::holeDepth(std::string_view holeId) const {
    if (const Collar* c = findCollar(holeId); c && std::isfinite(c->depth)) return c->depth;
    double deepest = 0;
    for (const IntervalTable& t : intervals) {
        const auto rows = t.rowsOf(holeId);
        for (std::size_t r = rows.begin; r < rows.end; ++r) deepest = std::max(deepest, t.to[r]);
    }
    if (deepest > 0) return deepest;
    for (const SurveyStation& s : surveyOf(holeId)) deepest = std::max(deepest, s.at);
    return deepest;
}

}  // namespace strata::drillholes
