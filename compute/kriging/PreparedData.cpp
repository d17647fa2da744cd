#include "PreparedData.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/variogram/StructureFormula.h"

namespace strata::kriging {

namespace {

struct CellKey {
    long long x, y, z;
    bool operator==(const CellKey&) const = default;
};
std::size_t findRoot(std::vector<std::size_t>& parent, std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
}

// CoincidentRule::Keep: every row becomes a datum; the groups are reported and remembered.
void keepAll(const KrigingData& data, const std::vector<std::size_t>& columns, const std::vector<std::size_t>& rows,
             std::vector<std::size_t>& parent, bool anyCoincident, PreparedData& out) {
    const std::size_t n = rows.size();
    out.values.assign(columns.size(), std::vector<double>(n));
    if (!data.secondary.empty()) out.secondary.resize(n);
    if (!data.drillhole.empty()) out.drillhole.resize(n);
    for (std::size_t r = 0; r < n; ++r) {
        const std::size_t i = rows[r];
        out.source.push_back(i);
        out.x.push_back(data.x[i]);
        out.y.push_back(data.y[i]);
        out.z.push_back(data.zAt(i));
        for (std::size_t c = 0; c < columns.size(); ++c) out.values[c][r] = data.values[columns[c]][i];
        if (!data.secondary.empty()) out.secondary[r] = data.secondary[i];
        if (!data.drillhole.empty()) out.drillhole[r] = data.drillhole[i];
    }
    if (!anyCoincident) return;
    out.coincidentGroup.assign(n, -1);
    std::vector<std::int32_t> groupOfRoot(n, -1);
    for (std::size_t r = 0; r < n; ++r) {
        const std::size_t root = findRoot(parent, r);
        if (root == r) continue;
        if (groupOfRoot[root] < 0) {
            groupOfRoot[root] = std::int32_t(out.report.groups.size());
            out.report.groups.push_back({rows[root], {}, out.x[root], out.y[root], out.z[root]});
            out.coincidentGroup[root] = groupOfRoot[root];
        }
        out.report.groups[std::size_t(groupOfRoot[root])].others.push_back(rows[r]);
        out.coincidentGroup[r] = groupOfRoot[root];
    }
}

}  // namespace

bool PreparedData::holdsCoincidentPair(std::span<const std::uint32_t> idx) const {
    if (coincidentGroup.empty()) return false;
    for (std::size_t a = 0; a < idx.size(); ++a) {
        const std::int32_t g = coincidentGroup[idx[a]];
        if (g < 0) continue;
        for (std::size_t b = 0; b < a; ++b)
            if (coincidentGroup[idx[b]] == g) return true;
    }
    return false;
}

std::size_t CoincidentReport::removed() const noexcept {
    std::size_t n = 0;
    for (const auto& g : groups) n += g.others.size();
    return n;
}

std::string CoincidentReport::describe(std::size_t maxGroups) const {
    if (groups.empty()) return "no coincident data";
    std::ostringstream out;
    out.precision(10);
    out << removed() + groups.size() << " coincident data at " << groups.size() << " location"
        << (groups.size() > 1 ? "s" : "") << " (closer than " << tolerance << "): ";
    for (std::size_t g = 0; g < groups.size() && g < maxGroups; ++g) {
        if (g) out << ", ";
        const auto& c = groups[g];
        out << "(" << c.x << ", " << c.y << ", " << c.z << ") data " << c.first + 1;
        for (std::size_t o : c.others) out << "+" << o + 1;
    }
    if (groups.size() > maxGroups) out << ", ...";
    switch (rule) {
        case CoincidentRule::Merge: out << "; merged into one datum each (mean value)"; break;
        case CoincidentRule::KeepFirst: out << "; the first of each kept"; break;
        case CoincidentRule::Fail: break;
        case CoincidentRule::Keep:
            out << "; all kept (a target with two of them in its neighbourhood has a singular system: left "
                   "unestimated, or solved by the pseudo-inverse under singular: pinv)";
            break;
    }
    return out.str();
}

std::vector<std::vector<std::size_t>> groupColumnsByMissing(const KrigingData& data) {
    std::vector<std::vector<std::size_t>> groups;
    std::vector<std::size_t> representative;
    for (std::size_t c = 0; c < data.values.size(); ++c) {
        bool placed = false;
        for (std::size_t g = 0; g < groups.size() && !placed; ++g) {
            const auto& a = data.values[representative[g]];
            const auto& b = data.values[c];
            bool same = true;
            for (std::size_t i = 0; i < a.size() && same; ++i) same = std::isnan(a[i]) == std::isnan(b[i]);
            if (same) {
                groups[g].push_back(c);
                placed = true;
            }
        }
        if (!placed) {
            groups.push_back({c});
            representative.push_back(c);
        }
    }
    return groups;
}

PreparedData prepareData(const KrigingData& data, const std::vector<std::size_t>& columns,
                         const KrigingOptions& options, const std::string& stage) {
    PreparedData out;
    out.dimension = data.z.empty() ? 2 : 3;
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < data.size(); ++i) {
        bool ok = true;
        for (std::size_t c : columns) ok = ok && !std::isnan(data.values[c][i]);
        if (ok) rows.push_back(i);
    }

    // Coincident data: cova3's zero-distance rule in the first structure's frame. Candidates
    // come from a sorted list of grid cells 16 times the Euclidean bound of that distance: a
    // datum needs to look into a neighbouring cell only when it lies that close to the face.
    const Anisotropy aniso =
        options.model.structures.empty() ? Anisotropy{} : options.model.structures.front().anisotropy;
    const AnisotropicMetric metric(aniso);
    const double tol2 = variogram::formula::kZeroDistanceSquared;
    const double reach = std::sqrt(tol2) * std::max({1.0, aniso.ratio1, aniso.ratio2});
    const double cell = 16 * reach;
    out.report.rule = options.coincident;
    out.report.tolerance = std::sqrt(tol2);
    auto cellOf = [&](double v) { return (long long)std::floor(v / cell); };
    std::vector<std::pair<CellKey, std::size_t>> sorted(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::size_t i = rows[r];
        sorted[r] = {CellKey{cellOf(data.x[i]), cellOf(data.y[i]), cellOf(data.zAt(i))}, r};
    }
    auto lessKey = [](const CellKey& a, const CellKey& b) {
        return a.x != b.x ? a.x < b.x : a.y != b.y ? a.y < b.y : a.z < b.z;
    };
    std::sort(sorted.begin(), sorted.end(), [&](const auto& a, const auto& b) {
        return lessKey(a.first, b.first) || (a.first == b.first && a.second < b.second);
    });
    std::vector<std::size_t> parent(rows.size());
    std::iota(parent.begin(), parent.end(), 0);
    bool anyCoincident = false;
    auto compare = [&](std::size_t r, std::size_t s) {
        const std::size_t i = rows[r], j = rows[s];
        if (metric.squaredDistance(data.x[j] - data.x[i], data.y[j] - data.y[i], data.zAt(j) - data.zAt(i)) < tol2) {
            const std::size_t a = findRoot(parent, r), b = findRoot(parent, s);
            if (a != b) parent[std::max(a, b)] = std::min(a, b);
            anyCoincident = true;
        }
    };
    for (std::size_t k = 0; k < sorted.size(); ++k) {
        const auto [key, r] = sorted[k];
        // the same cell: the following entries with this key
        for (std::size_t m = k + 1; m < sorted.size() && sorted[m].first == key; ++m) compare(r, sorted[m].second);
        // neighbouring cells with a larger key, only across faces the datum is near
        const std::size_t i = rows[r];
        const double p[3] = {data.x[i], data.y[i], data.zAt(i)};
        const long long c[3] = {key.x, key.y, key.z};
        int range[3][2];
        for (int a = 0; a < 3; ++a) {
            range[a][0] = p[a] - reach < double(c[a]) * cell ? -1 : 0;
            range[a][1] = p[a] + reach >= double(c[a] + 1) * cell ? 1 : 0;
        }
        for (int dx = range[0][0]; dx <= range[0][1]; ++dx)
            for (int dy = range[1][0]; dy <= range[1][1]; ++dy)
                for (int dz = range[2][0]; dz <= range[2][1]; ++dz) {
                    const CellKey other{c[0] + dx, c[1] + dy, c[2] + dz};
                    if (!lessKey(key, other)) continue;  // each pair of cells once
                    auto it = std::lower_bound(sorted.begin(), sorted.end(), other,
                                               [&](const auto& e, const CellKey& v) { return lessKey(e.first, v); });
                    for (; it != sorted.end() && it->first == other; ++it) compare(r, it->second);
                }
    }

    if (options.coincident == CoincidentRule::Keep) {
        keepAll(data, columns, rows, parent, anyCoincident, out);
        return out;
    }

    std::vector<std::size_t> slot(rows.size(), 0);
    std::vector<std::size_t> count;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::size_t root = anyCoincident ? findRoot(parent, r) : r;
        if (root == r) {
            slot[r] = out.x.size();
            const std::size_t i = rows[r];
            out.source.push_back(i);
            out.x.push_back(data.x[i]);
            out.y.push_back(data.y[i]);
            out.z.push_back(data.zAt(i));
            count.push_back(1);
        } else {
            slot[r] = slot[root];
        }
    }
    const std::size_t kept = out.x.size();
    out.values.assign(columns.size(), std::vector<double>(kept, 0.0));
    if (!data.secondary.empty()) out.secondary.assign(kept, 0.0);
    if (!data.drillhole.empty()) out.drillhole.resize(kept);
    std::vector<CoincidentGroup> groupOfSlot;
    std::vector<long long> groupIndex(kept, -1);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::size_t i = rows[r], s = slot[r];
        const bool first = out.source[s] == i;
        if (!first) {
            ++count[s];
            if (groupIndex[s] < 0) {
                groupIndex[s] = (long long)out.report.groups.size();
                out.report.groups.push_back({out.source[s], {}, out.x[s], out.y[s], out.z[s]});
            }
            out.report.groups[std::size_t(groupIndex[s])].others.push_back(i);
        }
        if (!first && options.coincident != CoincidentRule::Merge) continue;
        for (std::size_t c = 0; c < columns.size(); ++c) out.values[c][s] += data.values[columns[c]][i];
        if (!data.secondary.empty()) out.secondary[s] += data.secondary[i];
        if (first && !data.drillhole.empty()) out.drillhole[s] = data.drillhole[i];
    }
    if (options.coincident == CoincidentRule::Merge)
        for (std::size_t s = 0; s < kept; ++s) {
            if (count[s] == 1) continue;
            for (auto& col : out.values) col[s] /= double(count[s]);
            if (!out.secondary.empty()) out.secondary[s] /= double(count[s]);
        }
    if (options.coincident == CoincidentRule::Fail && !out.report.groups.empty())
        throw ValidationError(stage, "coincident", out.report.describe() +
                                                       "; they make the kriging system singular (use merge or first)");
    return out;
}

}  // namespace strata::kriging
