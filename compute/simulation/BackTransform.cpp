#include "strata/simulation/BackTransform.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "TableLookup.h"
#include "strata/core/Error.h"
#include "strata/simulation/GslibNormal.h"

namespace strata::simulation {

namespace {
const char* const kStage = "back-transform";

std::string text(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

double lowerTail(const NormalScoreTable& t, double score, const BackTransformOptions& o) {
    const double power = o.lowerTail == LowerTail::Linear ? 1.0 : 1.0 / o.lowerPower;
    return detail::powerInterpolate(0.0, gslibNormalCdf(t.scores.front()), o.zmin, t.values.front(),
                                    gslibNormalCdf(score), power);
}

double upperTail(const NormalScoreTable& t, double score, const BackTransformOptions& o) {
    const double last = t.values.back();
    if (o.upperTail == UpperTail::Hyperbolic) {
        const double beyond = 1.0 - gslibNormalCdf(score);
        // G(y) rounds to 1 beyond about y = 5.4 in single precision: the tail has reached zmax.
        if (beyond <= 0) return o.zmax;
        const double lambda = std::pow(last, o.upperParameter) * (1.0 - gslibNormalCdf(t.scores.back()));
        return std::pow(lambda / beyond, 1.0 / o.upperParameter);
    }
    const double power = o.upperTail == UpperTail::Linear ? 1.0 : 1.0 / o.upperParameter;
    return detail::powerInterpolate(gslibNormalCdf(t.scores.back()), 1.0, last, o.zmax, gslibNormalCdf(score), power);
}
}  // namespace

void BackTransformOptions::validate(const NormalScoreTable& table) const {
    table.validate(kStage, "table");
    if (lowerTail == LowerTail::Power && !(lowerPower > 0 && std::isfinite(lowerPower)))
        throw ValidationError(kStage, "lower tail", "the power must be > 0 (got " + text(lowerPower) + ")");
    if (upperTail == UpperTail::Power && !(upperParameter > 0 && std::isfinite(upperParameter)))
        throw ValidationError(kStage, "upper tail", "the power must be > 0 (got " + text(upperParameter) + ")");
    if (upperTail == UpperTail::Hyperbolic && !(upperParameter >= 1 && std::isfinite(upperParameter)))
        throw ValidationError(kStage, "upper tail",
                              "the hyperbolic exponent must be >= 1 (got " + text(upperParameter) + ")");
    if (upperTail == UpperTail::Hyperbolic && !(table.values.back() > 0))
        throw ValidationError(kStage, "upper tail",
                              "a hyperbolic tail needs a last table value > 0 (got " + text(table.values.back()) + ")");
    if (!std::isfinite(zmin) || !std::isfinite(zmax))
        throw ValidationError(kStage, "zmin/zmax", "must be finite numbers");
    if (zmin > table.values.front())
        throw ValidationError(
            kStage, "zmin",
            "must be no larger than the table's first value (" + text(zmin) + " > " + text(table.values.front()) + ")");
    if (zmax < table.values.back())
        throw ValidationError(
            kStage, "zmax",
            "must be no less than the table's last value (" + text(zmax) + " < " + text(table.values.back()) + ")");
}

double backTransform(const NormalScoreTable& table, double score, const BackTransformOptions& options) {
    double z;
    if (score <= table.scores.front())
        z = lowerTail(table, score, options);
    else if (score >= table.scores.back())
        z = upperTail(table, score, options);
    else {
        const std::size_t j = detail::segmentBelow(table.scores, score);
        z = detail::powerInterpolate(table.scores[j], table.scores[j + 1], table.values[j], table.values[j + 1], score,
                                     1.0);
    }
    return std::clamp(z, options.zmin, options.zmax);
}

std::vector<double> backTransform(const NormalScoreTable& table, std::span<const double> scores,
                                  const BackTransformOptions& options) {
    std::vector<double> values(scores.size());
    std::transform(scores.begin(), scores.end(), values.begin(),
                   [&](double y) { return backTransform(table, y, options); });
    return values;
}

}  // namespace strata::simulation
