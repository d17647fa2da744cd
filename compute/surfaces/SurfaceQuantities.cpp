#include "SurfaceQuantities.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "strata/core/Error.h"

namespace strata::surfaces::detail {

void Quantity::addDatum(double px, double py, double v) {
    x.push_back(px);
    y.push_back(py);
    value.push_back(v);
}

void Quantity::normalise(double tolerance) {
    const std::size_t n = x.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return x[a] != x[b] ? x[a] < x[b] : y[a] < y[b];
    });
    // Data within `tolerance` of a kept datum join it (x-sorted window scan).
    std::vector<double> nx, ny, sum;
    std::vector<std::size_t> count;
    const double t2 = tolerance * tolerance;
    std::size_t first = 0;
    for (std::size_t i : order) {
        while (first < nx.size() && x[i] - nx[first] > tolerance) ++first;
        std::size_t join = nx.size();
        for (std::size_t k = first; k < nx.size(); ++k) {
            const double dx = x[i] - nx[k], dy = y[i] - ny[k];
            if (dx * dx + dy * dy <= t2) {
                join = k;
                break;
            }
        }
        if (join == nx.size()) {
            nx.push_back(x[i]);
            ny.push_back(y[i]);
            sum.push_back(value[i]);
            count.push_back(1);
        } else {
            sum[join] += value[i];
            ++count[join];
            ++merged;
        }
    }
    x = std::move(nx);
    y = std::move(ny);
    value.resize(x.size());
    for (std::size_t k = 0; k < x.size(); ++k) value[k] = sum[k] / double(count[k]);
    // Canonical order for grouping: exactly by (x, y).
    std::vector<std::size_t> idx(x.size());
    std::iota(idx.begin(), idx.end(), 0);
    std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
        return x[a] != x[b] ? x[a] < x[b] : y[a] < y[b];
    });
    std::vector<double> sx(idx.size()), sy(idx.size()), sv(idx.size());
    for (std::size_t k = 0; k < idx.size(); ++k) {
        sx[k] = x[idx[k]];
        sy[k] = y[idx[k]];
        sv[k] = value[idx[k]];
    }
    x = std::move(sx);
    y = std::move(sy);
    value = std::move(sv);
}

std::vector<Quantity> quantitiesFromPicks(const SurfacePicks& picks, const std::vector<std::string>& unitNames,
                                          bool isochores, double mergeTolerance) {
    const std::size_t n = picks.surfaceCount();
    std::vector<Quantity> q(n);
    // Picks of each hole by surface.
    std::map<std::string, std::vector<const SurfacePick*>> holes;
    for (const auto& p : picks.picks) {
        auto& v = holes[p.holeId];
        if (v.size() < n) v.resize(n, nullptr);
        v[p.surface] = &p;
    }
    if (!isochores) {
        for (std::size_t k = 0; k < n; ++k) q[k].name = picks.surfaceNames[k];
        for (const auto& p : picks.picks) {
            Quantity& t = q[p.surface];
            if (p.isBound()) {
                t.bx.push_back(p.x);
                t.by.push_back(p.y);
                t.bound.push_back(p.z);
            } else {
                t.addDatum(p.x, p.y, p.z);
            }
        }
    } else {
        q[0].name = picks.surfaceNames[0];
        for (std::size_t k = 1; k < n; ++k) {
            q[k].name = "thickness_" + unitNames[k - 1];
            q[k].upperBounds = false;
        }
        for (const auto& [hole, s] : holes) {
            if (s[0]) q[0].addDatum(s[0]->x, s[0]->y, s[0]->z);
            for (std::size_t k = 1; k < n; ++k) {
                const SurfacePick* top = s[k - 1];
                const SurfacePick* base = s[k];
                if (!top || !base || top->isBound()) continue;
                const double mx = 0.5 * (top->x + base->x), my = 0.5 * (top->y + base->y);
                if (base->isBound()) {
                    q[k].bx.push_back(mx);
                    q[k].by.push_back(my);
                    q[k].bound.push_back(top->z - base->z);
                } else {
                    q[k].addDatum(mx, my, top->z - base->z);
                }
            }
        }
    }
    for (auto& t : q) {
        t.normalise(mergeTolerance);
        t.active.assign(t.bound.size(), false);
    }
    return q;
}

std::vector<std::vector<std::size_t>> groupBySharedData(const std::vector<Quantity>& quantities, bool share) {
    std::vector<std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < quantities.size(); ++i) {
        bool placed = false;
        if (share)
            for (auto& g : groups) {
                const Quantity& a = quantities[g.front()];
                if (a.x == quantities[i].x && a.y == quantities[i].y) {
                    g.push_back(i);
                    placed = true;
                    break;
                }
            }
        if (!placed) groups.push_back({i});
    }
    return groups;
}

PickLocations pickLocations(const SurfacePicks& picks) {
    PickLocations out;
    std::map<std::pair<double, double>, std::size_t> index;
    for (const auto& p : picks.picks) {
        const auto [it, inserted] = index.try_emplace({p.x, p.y}, out.x.size());
        if (inserted) {
            out.x.push_back(p.x);
            out.y.push_back(p.y);
        }
        out.ofPick.push_back(it->second);
    }
    return out;
}

}  // namespace strata::surfaces::detail
