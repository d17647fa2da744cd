#include "VariogramData.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::variogram::detail {

namespace {

bool isIndicator(VariogramType t) {
    return t == VariogramType::ContinuousIndicator || t == VariogramType::CategoricalIndicator;
}

float toFloatValue(double v) {
    return std::isnan(v) ? -std::numeric_limits<float>::infinity() : float(v);
}

// gamv's variance of a variable: float squares summed in double, over values within the limits.
double gamvSill(const std::vector<float>& values, float tmin, float tmax) {
    std::size_t count = 0;
    double sum = 0, squares = 0;
    for (float v : values) {
        if (!(v >= tmin && v < tmax)) continue;
        ++count;
        sum += double(v);
        squares += double(v * v);
    }
    if (count == 0) return -999.0;
    const double mean = sum / double(count);
    return squares / double(count) - mean * mean;
}

}  // namespace

PreparedVariables prepareVariables(const VariogramInput& input, const std::vector<VariogramRequest>& requests,
                                   double trimMin, double trimMax, const std::string& stage) {
    const std::size_t n = input.x.size();
    const std::size_t nvar = input.variables.size();
    if (nvar == 0) throw ValidationError(stage, "variables", "at least one variable is needed");
    for (std::size_t v = 0; v < nvar; ++v)
        if (input.variables[v].size() != n)
            throw ValidationError(stage, "variables", "variable " + std::to_string(v + 1) + " has " +
                                                          std::to_string(input.variables[v].size()) +
                                                          " values for " + std::to_string(n) + " points");
    if (!(trimMin < trimMax))
        throw ValidationError(stage, "trimming limits", "tmin must be < tmax (got " + std::to_string(trimMin) +
                                                            " and " + std::to_string(trimMax) + ")");
    PreparedVariables p;
    p.trimMin = float(trimMin);
    p.trimMax = float(trimMax);
    for (std::size_t k = 0; k < requests.size(); ++k) {
        const auto& r = requests[k];
        if (r.tail >= nvar || r.head >= nvar)
            throw ValidationError(stage, "variogram " + std::to_string(k + 1),
                                  "tail and head must name one of the " + std::to_string(nvar) + " variables (got " +
                                      std::to_string(r.tail + 1) + " and " + std::to_string(r.head + 1) + ")");
        if (isIndicator(r.type) && trimMin > 0)
            throw ValidationError(stage, "trimming limits", "tmin > 0 interferes with indicator variograms");
        if (isIndicator(r.type) && trimMax <= 1)
            throw ValidationError(stage, "trimming limits", "tmax <= 1 interferes with indicator variograms");
    }

    // gamv keeps a datum when at least one of its variables lies within [tmin, tmax).
    p.rows.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        bool keep = false;
        for (std::size_t v = 0; v < nvar && !keep; ++v) {
            const float f = toFloatValue(input.variables[v][i]);
            keep = f >= p.trimMin && f < p.trimMax;
        }
        if (keep) p.rows.push_back(i);
    }
    p.names = input.names;
    p.names.resize(nvar);
    for (std::size_t v = 0; v < nvar; ++v) {
        if (p.names[v].empty()) p.names[v] = "Variable " + std::to_string(v + 1);
        std::vector<float> values(p.rows.size());
        const std::vector<double>& source = input.variables[v];
        ParallelOptions chunks;
        chunks.chunk = 16384;
        parallelChunks(p.rows.size(), chunks, [&](std::size_t begin, std::size_t end) {
            for (std::size_t k = begin; k < end; ++k) values[k] = toFloatValue(source[p.rows[k]]);
        });
        p.sills.push_back(gamvSill(values, p.trimMin, p.trimMax));
        p.values.push_back(std::move(values));
    }

    // Indicator variograms get their own variable, as gamv builds them. Unlike gamv (which gives
    // trimmed data the value tmin - 1e-20, i.e. tmin, and then counts them), trimmed data stay missing.
    int indicators = 0;
    for (const auto& r : requests) {
        if (!isIndicator(r.type)) {
            p.tail.push_back(r.tail);
            p.head.push_back(r.head);
            continue;
        }
        const std::vector<float>& source = p.values[r.tail];
        std::vector<float> ind(source.size());
        const float cut = float(r.cutoff);
        float ones = 0, total = 0;
        for (std::size_t k = 0; k < source.size(); ++k) {
            const float v = source[k];
            if (!(v > p.trimMin && v <= p.trimMax)) {
                ind[k] = -std::numeric_limits<float>::infinity();
                continue;
            }
            if (r.type == VariogramType::ContinuousIndicator)
                ind[k] = v < cut ? 0.0f : 1.0f;
            else
                ind[k] = int(v + 0.5f) == int(cut + 0.5f) ? 1.0f : 0.0f;
            ones += ind[k];
            total += 1.0f;
        }
        const float p1 = ones / (total > 1.0f ? total : 1.0f);
        char name[32];
        std::snprintf(name, sizeof name, "Indicator %2d", ++indicators);
        p.names.emplace_back(name);
        p.sills.push_back(double(p1 * (1.0f - p1)));
        p.values.push_back(std::move(ind));
        p.tail.push_back(p.values.size() - 1);
        p.head.push_back(p.values.size() - 1);
    }
    return p;
}

LagRow finishRow(const double* s, VariogramType type, bool omni, double tailSill, double headSill, bool standardize,
                 bool sameVariable) {
    LagRow r;
    const double np = s[kPairs];
    if (np <= 0) return r;
    r.pairs = std::uint64_t(np + 0.5);
    r.distance = s[kDistance] / np;
    double gam = s[kMeasure] / np;
    double hm = s[kTailSum] / np, tm = s[kHeadSum] / np;
    double hv = s[kTailSquares] / np, tv = s[kHeadSquares] / np;
    const int it = int(type);
    const bool scale = standardize && sameVariable && tailSill > 0;
    if (scale && (it == 1 || it == 9 || it == 10)) gam /= tailSill;
    switch (it) {
        case 1:
        case 2: gam *= 0.5; break;
        case 3:
        case -3:
            gam -= hm * tm;
            if (it < 0) gam = (tailSill < 0 || headSill < 0) ? -999.0 : std::sqrt(tailSill) * std::sqrt(headSill) - gam;
            break;
        case 4:
        case -4: {
            hv = std::sqrt(std::max(hv - hm * hm, 0.0));
            tv = std::sqrt(std::max(tv - tm * tm, 0.0));
            gam = hv * tv < double(kEpsilon) ? 0.0 : (gam - hm * tm) / (hv * tv);
            if (it < 0) gam = 1.0 - gam;
            hv *= hv;
            tv *= tv;
            break;
        }
        case 5: {
            // gamv holds the squared lag mean in a REAL.
            float htave = float(0.5 * (hm + tm));
            htave = htave * htave;
            gam = htave < kEpsilon ? 0.0 : gam / double(htave);
            break;
        }
        case 11: {
            const double distinctPairs = omni ? np / 2 : np;
            gam = 0.5 * std::pow(gam, 4) / (0.457 + 0.494 / distinctPairs);
            if (scale) gam /= tailSill;
            break;
        }
        default: gam *= 0.5; break;  // 6, 7, 8, 9, 10
    }
    r.value = gam;
    r.tailMean = hm;
    r.headMean = tm;
    if (it == 4 || it == -4) {
        r.tailVariance = hv;
        r.headVariance = tv;
    }
    return r;
}

void requirePairGeometry(const VariogramInput& input, const std::vector<std::size_t>& rows, const std::string& stage) {
    constexpr double kLargestCoordinate = 1e30;
    const auto zOf = [&](std::size_t r) { return input.z.empty() ? 0.0 : input.z[r]; };
    bool spread = false;
    for (std::size_t r : rows) {
        for (double c : {input.x[r], input.y[r], zOf(r)})
            if (!(std::abs(c) <= kLargestCoordinate))
                throw ValidationError(stage, "coordinates",
                                      "point " + std::to_string(r + 1) +
                                          " has a coordinate that is missing or beyond +-1e30 (is it a "
                                          "missing-value code?)");
        const std::size_t first = rows.front();
        spread = spread || input.x[r] != input.x[first] || input.y[r] != input.y[first] || zOf(r) != zOf(first);
    }
    if (!rows.empty() && !spread)
        throw ValidationError(stage, "data",
                              "all " + std::to_string(rows.size()) +
                                  " data with a value are at one location: no pair has a non-zero distance");
}

}  // namespace strata::variogram::detail
