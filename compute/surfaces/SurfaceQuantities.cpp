#include "SurfaceQuantities.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "strata/core/Error.h"

namespace strata::surfaces::detail {

std::size_t Quantity::boundData() const {
    return std::size_t(std::count(active.begin(), active.end(), true));
}

void Quantity::rebuild(double tolerance) {
    std::vector<double> ax = pickX, ay = pickY, av = pickValue;
    std::vector<bool> ae(pickX.size(), false);
    for (std::size_t b = 0; b < bound.size(); ++b)
        if (active[b]) {
            ax.push_back(bx[b]);
            ay.push_back(by[b]);
            av.push_back(boundValue[b]);
            ae.push_back(true);
        }
    const std::size_t n = ax.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return ax[a] != ax[b] ? ax[a] < ax[b] : ay[a] < ay[b];
    });
    // Data within `tolerance` of a kept datum join it (x-sorted window scan); the kept data stay
    // in (x, y) order, the canonical order that groups compare.
    x.clear();
    y.clear();
    value.clear();
    exact.clear();
    merged = 0;
    std::vector<std::size_t> count;
    const double t2 = tolerance * tolerance;
    std::size_t first = 0;
    for (std::size_t i : order) {
        while (first < x.size() && ax[i] - x[first] > tolerance) ++first;
        std::size_t join = x.size();
        for (std::size_t k = first; k < x.size(); ++k) {
            const double dx = ax[i] - x[k], dy = ay[i] - y[k];
            if (dx * dx + dy * dy <= t2) {
                join = k;
                break;
            }
        }
        if (join == x.size()) {
            x.push_back(ax[i]);
            y.push_back(ay[i]);
            value.push_back(av[i]);
            exact.push_back(ae[i]);
            count.push_back(1);
        } else {
            value[join] += av[i];
            exact[join] = exact[join] || ae[i];
            ++count[join];
            ++merged;
        }
    }
    for (std::size_t k = 0; k < x.size(); ++k) value[k] /= double(count[k]);
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
                t.pickX.push_back(p.x);
                t.pickY.push_back(p.y);
                t.pickValue.push_back(p.z);
            }
        }
    } else {
        q[0].name = picks.surfaceNames[0];
        for (std::size_t k = 1; k < n; ++k) {
            q[k].name = "thickness_" + unitNames[k - 1];
            q[k].upperBounds = false;
        }
        for (const auto& [hole, s] : holes) {
            if (s[0]) {
                q[0].pickX.push_back(s[0]->x);
                q[0].pickY.push_back(s[0]->y);
                q[0].pickValue.push_back(s[0]->z);
            }
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
                    q[k].pickX.push_back(mx);
                    q[k].pickY.push_back(my);
                    q[k].pickValue.push_back(top->z - base->z);
                }
            }
        }
    }
    for (auto& t : q) {
        t.active.assign(t.bound.size(), false);
        t.boundValue = t.bound;
        t.rebuild(mergeTolerance);
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
                if (a.x == quantities[i].x && a.y == quantities[i].y && a.exact == quantities[i].exact) {
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
