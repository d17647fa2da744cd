#include "strata/simulation/IndicatorKriging.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "strata/core/Error.h"

namespace strata::simulation {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
const std::string kStage = "indicator kriging";
constexpr double kRoundOff = 1e-9;

void tallyChanges(const std::vector<double>& before, const std::vector<double>& after, OrderRelationTally& tally) {
    ++tally.distributions;
    for (std::size_t c = 0; c < before.size(); ++c) {
        // A change of round-off size (a probability of 1 + 1e-15 clamped to 1) is no order-relation
        // problem: ik3d counts those of its single precision, which makes its counts noise-bound.
        const double change = std::abs(before[c] - after[c]);
        if (change <= kRoundOff) continue;
        ++tally.count[c];
        tally.sum[c] += change;
        tally.max[c] = std::max(tally.max[c], change);
    }
}

void validateOptions(const IndicatorData& data, const IndicatorKrigingOptions& o) {
    const std::size_t n = o.cutoffs.size();
    if (n == 0) throw ValidationError(kStage, "cutoffs", "at least one cutoff or category is needed");
    if (o.globalProbabilities.size() != n)
        throw ValidationError(kStage, "global_probabilities",
                              "one per cutoff: " + std::to_string(n) + " cutoffs, " +
                                  std::to_string(o.globalProbabilities.size()) + " probabilities");
    if (o.models.size() != n)
        throw ValidationError(kStage, "models",
                              "one variogram per cutoff: " + std::to_string(n) + " cutoffs, " +
                                  std::to_string(o.models.size()) + " models");
    if (o.medianCutoff && *o.medianCutoff >= n) throw ValidationError(kStage, "median_cutoff", "is not a cutoff");
    if (data.indicators.size() != n)
        throw ValidationError(kStage, "data", "one indicator column per cutoff is needed");
}

kriging::KrigingOptions cutoffKrigingOptions(const IndicatorKrigingOptions& o, std::size_t model) {
    kriging::KrigingOptions k;
    // Residuals from the global probabilities: their simple kriging mean is 0.
    k.type = o.ordinary ? kriging::KrigingType::Ordinary : kriging::KrigingType::Simple;
    k.mean = 0.0;
    k.model = o.models[model];
    k.model.powerConstant = variogram::PowerConstant::Cova3;
    k.search = o.search;
    // ik3d keeps coincident data: a neighbourhood holding two is singular, the node unestimated.
    k.coincident = kriging::CoincidentRule::Keep;
    k.diagnostics = true;  // the data used: ik3d falls back on the global probability where none
    k.precision = Precision::Double;
    return k;
}

kriging::KrigingData residuals(const IndicatorData& data, const IndicatorKrigingOptions& o,
                               const std::vector<std::size_t>& cutoffs) {
    kriging::KrigingData k;
    k.x = data.x;
    k.y = data.y;
    k.z = data.z;
    k.drillhole = data.drillhole;
    for (std::size_t c : cutoffs) {
        k.names.push_back("cutoff " + std::to_string(c + 1));
        std::vector<double> r(data.indicators[c]);
        for (double& v : r) v -= o.globalProbabilities[c];  // NaN stays NaN: not used at this cutoff
        k.values.push_back(std::move(r));
    }
    return k;
}

// The targets whose neighbourhood holds a single datum under ordinary kriging: the kriging engine
// leaves them out (no more data than unknown-mean terms), ik3d gives that datum the weight 1.
std::vector<std::size_t> loneDatumTargets(const kriging::KrigingDiagnostics& d, const IndicatorKrigingOptions& o) {
    std::vector<std::size_t> lone;
    if (!o.ordinary || o.search.ndmin > 1) return lone;
    for (std::size_t t = 0; t < d.status.size(); ++t)
        if (d.status[t] == kriging::NodeStatus::TooFewData && d.dataUsed[t] == 1) lone.push_back(t);
    return lone;
}

// The lone datum's value at those targets: simple kriging (mean 0) of the same neighbourhood with
// a covariance that is flat over any distance the search reaches, so that its one weight is 1
// (to 1e-12) and the estimate the datum's residual.
kriging::KrigingResult loneDatumValues(const kriging::KrigingData& data, const kriging::KrigingTargets& targets,
                                       const std::vector<std::size_t>& lone, const kriging::KrigingOptions& options,
                                       const RunContext& context) {
    kriging::KrigingTargets points;
    points.excludeCoincidentData = targets.excludeCoincidentData;
    for (std::size_t t : lone) {
        points.x.push_back(targets.xAt(t));
        points.y.push_back(targets.yAt(t));
        points.z.push_back(targets.zAt(t));
        if (!targets.drillhole.empty()) points.drillhole.push_back(targets.drillhole[t]);
    }
    kriging::KrigingOptions flat = options;
    flat.type = kriging::KrigingType::Simple;
    const double reach = std::max({options.search.radius, options.search.minorRadius(), options.search.verticalRadius()});
    flat.model = variogram::VariogramModel::parse("1 sph(" + std::to_string(reach * 1.0e12) + ")");
    return kriging::krige(data, points, flat, context.silenced());
}

// The probability at every target for the cutoffs krigged together; NaN where ik3d leaves the
// target unestimated (too few data, a singular system).
void krigeCutoffs(const IndicatorData& data, const kriging::KrigingTargets& targets, const IndicatorKrigingOptions& o,
                  const std::vector<std::size_t>& cutoffs, std::size_t model, const RunContext& context,
                  std::vector<std::vector<double>>& uncorrected, std::vector<std::string>& notes) {
    const kriging::KrigingData residualData = residuals(data, o, cutoffs);
    const kriging::KrigingOptions options = cutoffKrigingOptions(o, model);
    const kriging::KrigingResult r = kriging::krige(residualData, targets, options, context);
    for (const std::string& note : r.notes)  // full IK krigs once per cutoff: each note once
        if (std::find(notes.begin(), notes.end(), note) == notes.end()) notes.push_back(note);
    std::map<std::size_t, std::pair<std::vector<std::size_t>, std::optional<kriging::KrigingResult>>> loneByGroup;
    for (std::size_t k = 0; k < cutoffs.size(); ++k) {
        const std::size_t c = cutoffs[k];
        const kriging::KrigingDiagnostics& d = r.diagnostics(k);
        for (std::size_t t = 0; t < targets.size(); ++t) {
            const double e = r.estimate[k][t];
            // ik3d: no datum at this cutoff (possible with ndmin 0) gives the global probability.
            const bool noData = d.status[t] == kriging::NodeStatus::TooFewData && d.dataUsed[t] == 0 &&
                                o.search.ndmin == 0;
            uncorrected[t][c] = noData ? o.globalProbabilities[c] : std::isnan(e) ? kNaN : e + o.globalProbabilities[c];
        }
        // One extra run per group of cutoffs sharing their data (median IK: one for all).
        auto& [lone, single] = loneByGroup[r.groupOf[k]];
        if (!single) {
            lone = loneDatumTargets(d, o);
            single = lone.empty() ? kriging::KrigingResult{} : loneDatumValues(residualData, targets, lone, options, context);
        }
        for (std::size_t j = 0; j < lone.size(); ++j)
            uncorrected[lone[j]][c] = single->estimate[k][j] + o.globalProbabilities[c];
    }
}
}  // namespace

std::vector<double> indicatorsOf(double value, const std::vector<double>& cutoffs, IndicatorKind kind) {
    std::vector<double> i(cutoffs.size(), 0.0);
    for (std::size_t c = 0; c < cutoffs.size(); ++c) i[c] = indicatorOf(value, cutoffs[c], kind);
    return i;
}

std::vector<double> correctOrderRelations(const std::vector<double>& probabilities, IndicatorKind kind,
                                          OrderRelationTally* tally) {
    const std::size_t n = probabilities.size();
    std::vector<double> up(n), out(n);
    for (std::size_t c = 0; c < n; ++c) up[c] = std::clamp(probabilities[c], 0.0, 1.0);
    if (kind == IndicatorKind::Categorical) {
        double sum = 0;
        for (double p : up) sum += p;
        if (sum <= 0) sum = 1;
        for (std::size_t c = 0; c < n; ++c) out[c] = up[c] / sum;
    } else {
        std::vector<double> down(up);
        for (std::size_t c = 1; c < n; ++c) up[c] = std::max(up[c], up[c - 1]);
        for (std::size_t c = n; c-- > 1;) down[c - 1] = std::min(down[c - 1], down[c]);
        for (std::size_t c = 0; c < n; ++c) out[c] = 0.5 * (up[c] + down[c]);
    }
    if (tally) tallyChanges(probabilities, out, *tally);
    return out;
}

std::size_t nearestCutoff(const std::vector<double>& cutoffs, double value) {
    std::size_t best = 0;
    for (std::size_t c = 1; c < cutoffs.size(); ++c)
        if (std::abs(value - cutoffs[c]) < std::abs(value - cutoffs[best])) best = c;
    return best;
}

IndicatorKrigingResult krigeIndicators(const IndicatorData& data, const kriging::KrigingTargets& targets,
                                       const IndicatorKrigingOptions& options, const RunContext& context) {
    validateOptions(data, options);
    const std::size_t ncut = options.cutoffs.size();
    IndicatorKrigingResult result;
    result.tally = OrderRelationTally(ncut);
    std::vector<std::vector<double>> uncorrected(targets.size(), std::vector<double>(ncut, kNaN));
    if (options.medianCutoff) {
        std::vector<std::size_t> all(ncut);
        for (std::size_t c = 0; c < ncut; ++c) all[c] = c;
        krigeCutoffs(data, targets, options, all, *options.medianCutoff, context, uncorrected, result.notes);
    } else {
        for (std::size_t c = 0; c < ncut; ++c) {
            RunContext step = context;
            Progress progress = context.slice(double(c) / double(ncut), double(c + 1) / double(ncut));
            if (context.progress) step.progress = &progress;
            krigeCutoffs(data, targets, options, {c}, c, step, uncorrected, result.notes);
        }
    }
    result.probabilities.resize(targets.size());
    for (std::size_t t = 0; t < targets.size(); ++t) {
        const auto& p = uncorrected[t];
        // One cutoff left unestimated leaves the whole distribution unestimated, as in ik3d.
        if (std::any_of(p.begin(), p.end(), [](double v) { return std::isnan(v); }))
            result.probabilities[t].assign(ncut, kNaN);
        else
            result.probabilities[t] = correctOrderRelations(p, options.kind, &result.tally);
    }
    return result;
}

}  // namespace strata::simulation
