#include "strata/simulation/CcdfTails.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "TableLookup.h"
#include "strata/core/Error.h"
#include "strata/simulation/Realisations.h"

namespace strata::simulation {

namespace {
using detail::powerInterpolate;

// GSLIB's locate on an ascending column, 1-based: the number of values below x, or n when x is
// at or above the last one.
int locate(const std::vector<double>& column, double x) {
    if (x >= column.back()) return int(column.size());
    return int(std::lower_bound(column.begin(), column.end(), x) - column.begin());
}

// 1-based access to the table, as beyond indexes it; an index beyond either end (which beyond
// would read outside its arrays) is held at that end.
double at(const std::vector<double>& column, int i) {
    return column[std::size_t(std::clamp(i, 1, int(column.size())) - 1)];
}

double lowerTail(const std::vector<double>& cutoffs, const std::vector<double>& ccdf, const CcdfTails& t, double p) {
    const double z1 = cutoffs.front(), p1 = ccdf.front();
    if (t.lower == CcdfInterpolation::Linear) return powerInterpolate(0.0, p1, t.zmin, z1, p, 1.0);
    if (t.lower == CcdfInterpolation::Power) return powerInterpolate(0.0, p1, t.zmin, z1, p, 1.0 / t.lowerParameter);
    // Tabulated: p rescaled from [0, ccdf_1] to [0, the table's cdf at the first cutoff].
    const auto& cut = t.table.values;
    const auto& cdf = t.table.cdf;
    const int n = int(cut.size());
    const int upper = locate(cut, z1);
    if (upper <= 0 || upper >= n) return powerInterpolate(0.0, cdf.front(), t.zmin, cut.front(), p, 1.0);
    const double scaled = p1 > 0 ? p * at(cdf, upper) / p1 : 0.0;  // p <= p1: 0 when p1 is 0
    const int i = locate(cdf, scaled);
    if (i <= 0 || i >= n) return powerInterpolate(0.0, cdf.front(), t.zmin, cut.front(), p, 1.0);
    return powerInterpolate(at(cdf, i), at(cdf, i + 1), at(cut, i), at(cut, i + 1), scaled, 1.0);
}

double middle(const std::vector<double>& cutoffs, const std::vector<double>& ccdf, const CcdfTails& t, double p) {
    const int low = locate(ccdf, p), high = low + 1;
    const double zl = at(cutoffs, low), zh = at(cutoffs, high), pl = at(ccdf, low), ph = at(ccdf, high);
    if (t.middle == CcdfInterpolation::Linear) return powerInterpolate(pl, ph, zl, zh, p, 1.0);
    if (t.middle == CcdfInterpolation::Power) return powerInterpolate(pl, ph, zl, zh, p, 1.0 / t.middleParameter);
    // Tabulated: the table's values between the two cutoffs, p rescaled to their cdf.
    const auto& cut = t.table.values;
    const auto& cdf = t.table.cdf;
    const int n = int(cut.size());
    int ilow = locate(cut, zl), iupp = locate(cut, zh);
    if (ilow < 1 || at(cut, ilow) < zl) ++ilow;
    if (at(cut, iupp) > zh) --iupp;
    if (ilow <= 0 || ilow >= n || iupp <= 0 || iupp >= n || iupp <= ilow)
        return powerInterpolate(pl, ph, zl, zh, p, 1.0);
    const double scaled = powerInterpolate(pl, ph, at(cdf, ilow), at(cdf, iupp), p, 1.0);
    int i = locate(cdf, scaled);
    if (at(cut, i) < zl) ++i;
    // beyond checks i against the table and then overwrites that result with this one.
    i = std::clamp(i, 1, n - 1);
    return powerInterpolate(at(cdf, i), at(cdf, i + 1), at(cut, i), at(cut, i + 1), scaled, 1.0);
}

double upperTail(const std::vector<double>& cutoffs, const std::vector<double>& ccdf, const CcdfTails& t, double p) {
    const double zn = cutoffs.back(), pn = ccdf.back();
    switch (t.upper) {
        case CcdfInterpolation::Linear: return powerInterpolate(pn, 1.0, zn, t.zmax, p, 1.0);
        case CcdfInterpolation::Power: return powerInterpolate(pn, 1.0, zn, t.zmax, p, 1.0 / t.upperParameter);
        case CcdfInterpolation::Hyperbolic: {
            const double lambda = std::pow(zn, t.upperParameter) * (1.0 - pn);
            return std::pow(lambda / (1.0 - p), 1.0 / t.upperParameter);
        }
        case CcdfInterpolation::Tabulated: break;
    }
    // Tabulated: p rescaled from [ccdf_n, 1] to [the table's cdf above the last cutoff, 1].
    const auto& cut = t.table.values;
    const auto& cdf = t.table.cdf;
    const int n = int(cut.size());
    int ilow = locate(cut, zn);
    if (at(cut, ilow) < zn) ++ilow;
    if (ilow <= 0 || ilow >= n) return powerInterpolate(pn, 1.0, zn, t.zmax, p, 1.0);
    const double scaled = powerInterpolate(pn, 1.0, at(cdf, ilow), 1.0, p, 1.0);
    int i = locate(cdf, scaled);
    if (at(cut, i) < zn) ++i;
    if (i >= n) return powerInterpolate(pn, 1.0, zn, t.zmax, p, 1.0);
    return powerInterpolate(at(cdf, i), at(cdf, i + 1), at(cut, i), at(cut, i + 1), scaled, 1.0);
}
}  // namespace

TabulatedCdf tabulatedCdf(std::vector<double> values, std::vector<double> weights) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    const double total = std::accumulate(weights.begin(), weights.end(), 0.0);
    TabulatedCdf t;
    double below = 0;
    for (std::size_t k : order) {
        const double upTo = below + weights[k] / total;
        t.values.push_back(values[k]);
        t.cdf.push_back(0.5 * (below + upTo));
        below = upTo;
    }
    return t;
}

bool CcdfTails::needsTable() const noexcept {
    return lower == CcdfInterpolation::Tabulated || middle == CcdfInterpolation::Tabulated ||
           upper == CcdfInterpolation::Tabulated;
}

void CcdfTails::validate(const std::string& stage, IndicatorKind kind, const std::vector<double>& cutoffs) const {
    if (kind == IndicatorKind::Categorical) return;  // categories have no tails
    if (!(zmin < zmax)) throw ValidationError(stage, "tails.zmin", "must be below zmax");
    if (zmin > cutoffs.front()) throw ValidationError(stage, "tails.zmin", "must not be above the first threshold");
    if (zmax < cutoffs.back()) throw ValidationError(stage, "tails.zmax", "must not be below the last threshold");
    const std::pair<CcdfInterpolation, double> parts[] = {
        {lower, lowerParameter}, {middle, middleParameter}, {upper, upperParameter}};
    const char* names[] = {"tails.lower_parameter", "tails.middle_parameter", "tails.upper_parameter"};
    for (int k = 0; k < 3; ++k) {
        const auto [option, parameter] = parts[k];
        if ((option == CcdfInterpolation::Power || option == CcdfInterpolation::Hyperbolic) && !(parameter > 0))
            throw ValidationError(stage, names[k], "must be greater than zero");
        if (option == CcdfInterpolation::Hyperbolic && k != 2)
            throw ValidationError(stage, names[k], "only the upper tail can be hyperbolic");
    }
    if (upper == CcdfInterpolation::Hyperbolic && !(cutoffs.back() > 0))
        throw ValidationError(stage, "tails.upper", "a hyperbolic tail needs a last threshold above 0");
}

double ccdfQuantile(IndicatorKind kind, const std::vector<double>& cutoffs, const std::vector<double>& ccdf,
                    const CcdfTails& tails, double p) {
    if (kind == IndicatorKind::Categorical) {
        double cumulative = 0;
        for (std::size_t c = 0; c < cutoffs.size(); ++c) {
            cumulative += ccdf[c];
            if (p <= cumulative) return cutoffs[c];
        }
        return kUnsimulated;  // a pdf summing below p (all zero): sisim leaves the node unsimulated
    }
    double z;
    if (p <= ccdf.front())
        z = lowerTail(cutoffs, ccdf, tails, p);
    else if (p >= ccdf.back())
        z = upperTail(cutoffs, ccdf, tails, p);
    else
        z = middle(cutoffs, ccdf, tails, p);
    return std::clamp(z, tails.zmin, tails.zmax);
}

}  // namespace strata::simulation
