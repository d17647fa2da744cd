#include "strata/simulation/SequentialIndicator.h"

#include <algorithm>
#include <cmath>

#include "../kriging/KrigingNeighbourhood.h"
#include "DataOnNodes.h"
#include "IndicatorWeights.h"
#include "NodeNeighbours.h"
#include "RandomPath.h"
#include "SimulatedNodeSearch.h"
#include "strata/core/Error.h"
#include "strata/simulation/AcornRandom.h"

namespace strata::simulation {

namespace {
// How far a global pdf may sum from 1 (probabilities written with two or three decimals).
constexpr double kPdfSumTolerance = 0.005;

ConditioningData asConditioningData(const IndicatorConditioningData& d) {
    // sisim reads values in single precision: the nodes hold them so.
    ConditioningData c{d.x, d.y, d.z, {}};
    for (double v : d.value) c.score.push_back(double(float(v)));
    return c;
}

// sisim's node search: the node table ordered by the model of cutoff max(ncut / 2, 1) (1-based),
// no octants.
SimulatedNodeSearch nodeSearchOf(const SequentialIndicatorOptions& o,
                                 const std::vector<variogram::VariogramModel>& models) {
    kriging::SearchNeighbourhood search = o.search;
    search.maxPerOctant = 0;
    const std::size_t ordering = std::max<std::size_t>(o.cutoffs.size() / 2, 1) - 1;
    return SimulatedNodeSearch(o.grid, models[ordering], search, o.covarianceTable, o.nodmax);
}

// The models per cutoff as sisim holds them: median IK puts the chosen cutoff's model first.
std::vector<variogram::VariogramModel> effectiveModels(const SequentialIndicatorOptions& o) {
    std::vector<variogram::VariogramModel> models = o.models;
    if (o.medianCutoff) models.front() = o.models[*o.medianCutoff];
    for (auto& m : models) m.powerConstant = variogram::PowerConstant::Cova3;
    return models;
}

}  // namespace

std::string cutoffsProblem(IndicatorKind kind, const std::vector<double>& cutoffs) {
    if (cutoffs.empty()) return "at least one threshold or category is needed";
    if (cutoffs.size() > kMaxIndicatorCutoffs)
        return "at most " + std::to_string(kMaxIndicatorCutoffs) + " thresholds or categories (sisim's limit), got " +
               std::to_string(cutoffs.size());
    for (std::size_t c = 1; c < cutoffs.size(); ++c) {
        if (kind == IndicatorKind::Continuous && !(cutoffs[c] > cutoffs[c - 1]))
            return "the thresholds must increase (threshold " + std::to_string(c + 1) + " is not above threshold " +
                   std::to_string(c) + ")";
        if (kind == IndicatorKind::Categorical && std::count(cutoffs.begin(), cutoffs.begin() + long(c), cutoffs[c]))
            return "category " + std::to_string(c + 1) + " repeats an earlier category";
    }
    return {};
}

std::string probabilitiesProblem(IndicatorKind kind, const std::vector<double>& p) {
    for (std::size_t c = 0; c < p.size(); ++c)
        if (!(p[c] >= 0 && p[c] <= 1)) return "probability " + std::to_string(c + 1) + " is not within [0, 1]";
    if (kind == IndicatorKind::Continuous) {
        for (std::size_t c = 1; c < p.size(); ++c)
            if (p[c] < p[c - 1]) return "the global cdf must not decrease (value " + std::to_string(c + 1) + ")";
        return {};
    }
    double sum = 0;
    for (double v : p) sum += v;
    if (std::abs(sum - 1.0) > kPdfSumTolerance)
        return "the global pdf must sum to 1 (it sums to " + std::to_string(sum) + ")";
    return {};
}

void SequentialIndicatorOptions::validate(const std::string& stage) const {
    grid.validate(stage);
    const std::size_t n = cutoffs.size();
    if (const std::string why = cutoffsProblem(kind, cutoffs); !why.empty())
        throw ValidationError(stage, "cutoffs", why);
    if (globalProbabilities.size() != n)
        throw ValidationError(stage, "global_probabilities",
                              "one per cutoff: " + std::to_string(n) + " cutoffs, " +
                                  std::to_string(globalProbabilities.size()) + " given");
    if (models.size() != n)
        throw ValidationError(
            stage, "models",
            "one per cutoff: " + std::to_string(n) + " cutoffs, " + std::to_string(models.size()) + " models");
    if (const std::string why = probabilitiesProblem(kind, globalProbabilities); !why.empty())
        throw ValidationError(stage, "global_probabilities", why);
    tails.validate(stage, kind, cutoffs);
    for (std::size_t k = 0; k < n; ++k) models[k].validate(stage + ": models[" + std::to_string(k + 1) + "]");
    if (medianCutoff && *medianCutoff >= n) throw ValidationError(stage, "median_cutoff", "is not a cutoff");
    if (search.global) throw ValidationError(stage, "search", "sisim searches locally");
    if (!(search.radius > 0)) throw ValidationError(stage, "radius", "must be greater than zero");
    if (!assignDataToNodes && search.ndmax < 0) throw ValidationError(stage, "ndmax", "must be >= 0");
    if (nodmax < 0) throw ValidationError(stage, "nodmax", "must be >= 0");
    if (search.ndmax + nodmax > 1000)
        throw ValidationError(stage, "nodmax", "ndmax + nodmax must be at most 1000 (a kriging system per node)");
    if (multigridLevels < 0) throw ValidationError(stage, "multigrid_levels", "must be >= 0");
    for (int m : covarianceTable)
        if (m < 1 || m > 1001) throw ValidationError(stage, "covariance_table", "each size must be in 1..1001");
    if (seed <= 0 || seed >= (std::int64_t(1) << 30))
        throw ValidationError(stage, "seed", "must be in 1..2^30-1 (got " + std::to_string(seed) + ")");
    if (grid.nodeCount() >= (std::size_t(1) << 32)) throw ValidationError(stage, "grid", "has more than 2^32 nodes");
}

namespace {
// One thread's working storage for a realisation.
struct NodeWork {
    std::vector<IndicatorWeights> weights;  // one per model kriged
    NodeNeighbours neighbours;
    std::vector<std::uint32_t> selected, nodes;
    std::vector<search::Neighbour> scratch;
    std::vector<double> ccdf;
};
}  // namespace

struct SequentialIndicatorSimulation::Impl {
    SequentialIndicatorOptions options;
    std::vector<variogram::VariogramModel> models;
    std::vector<double> cutoffs;  // in single precision, as sisim compares them
    // The global distribution drawn from where a node has no neighbour: a pdf divided by its sum
    // (sisim draws from it as given, and leaves a node unsimulated when p is above its sum).
    std::vector<double> globalDistribution;
    ConditioningData data;
    std::vector<bool> onNode;  // sstrat 0: data on a node, left out of the data search
    kriging::PreparedData prepared;
    std::optional<kriging::KrigingNeighbourhood> dataSearch;
    NodeData onNodes;
    SimulatedNodeSearch nodeSearch;

    Impl(const IndicatorConditioningData& d, SequentialIndicatorOptions o)
        : options(std::move(o)),
          models(effectiveModels(options)),
          globalDistribution(correctOrderRelations(options.globalProbabilities, options.kind)),
          data(asConditioningData(d)),
          prepared(preparedData(data)),
          onNodes(options.assignDataToNodes ? assignDataToNodes(options.grid, data) : dataAtNodes(options.grid, data)),
          nodeSearch(nodeSearchOf(options, models)) {
        for (double c : options.cutoffs) cutoffs.push_back(double(float(c)));
        for (std::size_t i = 0; i < data.size(); ++i) onNode.push_back(isOnNode(options.grid, data, i));
        if (!options.assignDataToNodes && data.size() > 0) {
            kriging::SearchNeighbourhood search = options.search;
            search.ndmin = 0;
            dataSearch.emplace(prepared, search);
        }
    }

    void placeData(std::span<float> values) const {
        std::fill(values.begin(), values.end(), kUnsimulated);
        for (const auto& [node, datum] : onNodes) values[node] = float(data.score[datum]);
    }

    // The neighbours of node (ix, iy, iz): the data off the nodes (two-part search), then the
    // informed nodes. False when the searches found nothing (sisim then draws from the global
    // distribution; a datum on a node counts here, as in sisim, though it is left out).
    bool findNeighbours(std::span<const float> values, int ix, int iy, int iz, NodeWork& w) const {
        const GridSpec& g = options.grid;
        const double x = g.x0 + ix * g.dx, y = g.y0 + iy * g.dy, z = g.z0 + iz * g.dz;
        NodeNeighbours& n = w.neighbours;
        n.clear();
        w.selected.clear();
        if (dataSearch) dataSearch->find(x, y, z, w.selected, w.scratch);
        for (std::uint32_t i : w.selected)
            if (!onNode[i]) n.add(data.x[i] - x, data.y[i] - y, data.z[i] - z, data.score[i]);
        nodeSearch.find(values, ix, iy, iz, w.nodes);
        for (std::uint32_t m : w.nodes) {
            const int jx = int(m % g.nx), jy = int((m / g.nx) % g.ny), jz = int(m / (g.nx * g.ny));
            n.add((jx - ix) * g.dx, (jy - iy) * g.dy, (jz - iz) * g.dz, values[m]);
        }
        return !w.selected.empty() || !w.nodes.empty();
    }

    // The local distribution before order relations, cutoff by cutoff (median IK: the first
    // cutoff's weights for all); a singular system gives 0, as in sisim.
    void krigeCcdf(NodeWork& w) const {
        const NodeNeighbours& n = w.neighbours;
        bool solved = true;
        for (std::size_t c = 0; c < cutoffs.size(); ++c) {
            IndicatorWeights& weights = w.weights[options.medianCutoff ? 0 : c];
            if (c == 0 || !options.medianCutoff)
                solved = weights.solve(n.dx.data(), n.dy.data(), n.dz.data(), n.size());
            if (!solved) {
                w.ccdf[c] = 0.0;
                continue;
            }
            double estimate = 0, sum = 0;
            for (int k = 0; k < n.size(); ++k) {
                const double wk = weights.weights()[k];
                estimate += wk * indicatorOf(n.value[k], cutoffs[c], options.kind);
                sum += wk;
            }
            w.ccdf[c] = estimate + (1.0 - sum) * options.globalProbabilities[c];
        }
    }
};

SequentialIndicatorSimulation::SequentialIndicatorSimulation(IndicatorConditioningData data,
                                                             SequentialIndicatorOptions options) {
    options.validate("sisim");
    if (options.kind == IndicatorKind::Continuous && options.tails.needsTable() && options.tails.table.values.empty())
        throw ValidationError("sisim", "tails", "a tabulated interpolation needs a table of at least one value");
    if (data.x.size() != data.size() || data.y.size() != data.size() || data.z.size() != data.size())
        throw ValidationError("sisim", "data", "coordinates and values differ in length");
    for (std::size_t i = 0; i < data.size(); ++i)
        if (!std::isfinite(data.x[i]) || !std::isfinite(data.y[i]) || !std::isfinite(data.z[i]) ||
            !std::isfinite(data.value[i]))
            throw ValidationError("sisim", "data", "datum " + std::to_string(i + 1) + " is not finite");
    impl_ = std::make_unique<Impl>(data, std::move(options));
}

SequentialIndicatorSimulation::~SequentialIndicatorSimulation() = default;
SequentialIndicatorSimulation::SequentialIndicatorSimulation(SequentialIndicatorSimulation&&) noexcept = default;

const SequentialIndicatorOptions& SequentialIndicatorSimulation::options() const noexcept { return impl_->options; }

void SequentialIndicatorSimulation::simulate(std::size_t number, std::span<float> values, const RunContext& context,
                                             SharedProgress shared) const {
    const Impl& s = *impl_;
    const SequentialIndicatorOptions& o = s.options;
    const GridSpec& g = o.grid;
    if (values.size() != g.nodeCount()) throw ValidationError("sisim", "values", "must hold one value per node");
    AcornRandom random = realisationRandom(o.seed, number);
    const std::vector<std::uint32_t> path = randomPath(g, o.multigridLevels, random);
    s.placeData(values);

    const std::size_t ncut = s.cutoffs.size();
    NodeWork w;
    for (std::size_t m = 0; m < (o.medianCutoff ? 1 : ncut); ++m) w.weights.emplace_back(s.models[m], o.ordinary);
    w.ccdf.resize(ncut);
    for (std::size_t step = 0; step < path.size(); ++step) {
        checkpoint(step, path.size(), context, shared);
        const std::uint32_t node = path[step];
        if (values[node] != kUnsimulated) continue;
        const int ix = int(node % g.nx), iy = int((node / g.nx) % g.ny), iz = int(node / (g.nx * g.ny));
        const bool informed = s.findNeighbours(values, ix, iy, iz, w);
        const double p = random.next();
        if (!informed) {
            values[node] = float(ccdfQuantile(o.kind, s.cutoffs, s.globalDistribution, o.tails, p));
            continue;
        }
        s.krigeCcdf(w);
        values[node] = float(ccdfQuantile(o.kind, s.cutoffs, correctOrderRelations(w.ccdf, o.kind), o.tails, p));
    }
}

void simulateRealisations(const SequentialIndicatorSimulation& simulation, std::size_t first, std::size_t count,
                          int threads, const RunContext& context, const DeliverRealisation& deliver) {
    simulateInParallel(
        simulation.options().grid.nodeCount(), first, count, threads, context,
        [&](std::size_t number, std::span<float> grid, SharedProgress shared) {
            simulation.simulate(number, grid, context, shared);
        },
        deliver);
}

}  // namespace strata::simulation
