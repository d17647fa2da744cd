#include "strata/simulation/SequentialGaussian.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "../kriging/KrigingNeighbourhood.h"
#include "../kriging/PreparedData.h"
#include "ConditionalKriging.h"
#include "DataOnNodes.h"
#include "RandomPath.h"
#include "SimulatedNodeSearch.h"
#include "strata/core/Error.h"
#include "strata/core/Parallel.h"
#include "strata/simulation/AcornRandom.h"
#include "strata/simulation/GslibNormal.h"

namespace strata::simulation {

namespace {
// A node frozen by a datum on it (two-part search): neither simulated nor a simulated neighbour
// until the datum's score is put there at the end (sgsim's 10 UNEST).
constexpr float kFrozen = 10 * kUnsimulated;
// Nodes between cancellation checks and progress reports (well under 200 ms of work).
constexpr std::size_t kCheckEvery = 4096;
// The most node offsets of the lookup table (about 24 bytes each while it is built).
constexpr double kMaxTableOffsets = 2.0e7;
// GSLIB warms ACORN up with 1000 numbers after seeding it.
constexpr int kWarmUp = 1000;

kriging::PreparedData preparedData(const ConditioningData& d) {
    kriging::PreparedData p;
    p.x = d.x;
    p.y = d.y;
    p.z = d.z;
    p.values = {d.score};
    p.dimension = 3;
    return p;
}

void checkData(const ConditioningData& d) {
    if (d.x.size() != d.size() || d.y.size() != d.size() || d.z.size() != d.size())
        throw ValidationError("sgsim", "data", "coordinates and scores differ in length");
    for (std::size_t i = 0; i < d.size(); ++i)
        if (!std::isfinite(d.x[i]) || !std::isfinite(d.y[i]) || !std::isfinite(d.z[i]) || !std::isfinite(d.score[i]))
            throw ValidationError("sgsim", "data", "datum " + std::to_string(i + 1) + " is not finite");
}

// A node's neighbours as offsets from it, with their scores: the input of the kriging.
struct Neighbours {
    std::vector<double> dx, dy, dz, value;
    void clear() {
        dx.clear();
        dy.clear();
        dz.clear();
        value.clear();
    }
    void add(double x, double y, double z, double v) {
        dx.push_back(x);
        dy.push_back(y);
        dz.push_back(z);
        value.push_back(v);
    }
    int size() const { return int(value.size()); }
};
}  // namespace

void SequentialGaussianOptions::validate(const std::string& stage) const {
    grid.validate(stage);
    model.validate(stage);
    if (search.global) throw ValidationError(stage, "search", "sgsim searches locally");
    if (!(search.radius > 0)) throw ValidationError(stage, "radius", "must be greater than zero");
    if (search.ndmin < 0) throw ValidationError(stage, "ndmin", "must be >= 0");
    if (!assignDataToNodes && search.ndmax < 1)
        throw ValidationError(stage, "ndmax", "must be >= 1 with the two-part search (assign_data_to_nodes off)");
    if (nodmax < 0) throw ValidationError(stage, "nodmax", "must be >= 0");
    if (search.ndmax + nodmax > 1000)
        throw ValidationError(stage, "nodmax", "ndmax + nodmax must be at most 1000 (a kriging system per node)");
    if (multigridLevels < 0) throw ValidationError(stage, "multigrid_levels", "must be >= 0");
    for (int m : covarianceTable)
        if (m < 1 || m > 1001) throw ValidationError(stage, "covariance_table", "each size must be in 1..1001");
    // The lookup table's offsets are sorted once: bounded so that its memory stays small.
    double offsets = 1;
    const std::size_t counts[3] = {grid.nx, grid.ny, grid.nz};
    for (int k = 0; k < 3; ++k)
        offsets *= 2.0 * std::min<double>((covarianceTable[k] - 1) / 2, double(counts[k]) - 1) + 1;
    if (offsets > kMaxTableOffsets)
        throw ValidationError(stage, "covariance_table",
                              "spans " + std::to_string(std::int64_t(offsets)) + " node offsets, more than " +
                                  std::to_string(std::int64_t(kMaxTableOffsets)) + ": make it smaller");
    if (seed <= 0 || seed >= (std::int64_t(1) << 30))
        throw ValidationError(stage, "seed", "must be in 1..2^30-1 (got " + std::to_string(seed) + ")");
    if (grid.nodeCount() >= (std::size_t(1) << 32)) throw ValidationError(stage, "grid", "has more than 2^32 nodes");
}

struct SequentialGaussianSimulation::Impl {
    SequentialGaussianOptions options;
    ConditioningData data;
    kriging::PreparedData prepared;  // the data search's view of the data
    std::optional<kriging::KrigingNeighbourhood> dataSearch;
    NodeData onNodes;
    SimulatedNodeSearch nodeSearch;

    Impl(ConditioningData d, SequentialGaussianOptions o)
        : options(std::move(o)),
          data(std::move(d)),
          prepared(preparedData(data)),
          onNodes(options.assignDataToNodes ? assignDataToNodes(options.grid, data) : dataAtNodes(options.grid, data)),
          nodeSearch(options.grid, options.model, options.search, options.covarianceTable, options.nodmax) {
        if (!options.assignDataToNodes && data.size() > 0) dataSearch.emplace(prepared, options.search);
    }

    void placeData(std::span<float> scores) const {
        std::fill(scores.begin(), scores.end(), kUnsimulated);
        for (const auto& [node, datum] : onNodes)
            scores[node] = options.assignDataToNodes ? float(data.score[datum]) : kFrozen;
    }

    // The data near (x, y, z), false when fewer than ndmin (the node is then left unsimulated).
    bool addData(double x, double y, double z, Neighbours& n, std::vector<std::uint32_t>& selected,
                 std::vector<search::Neighbour>& scratch) const {
        if (options.assignDataToNodes) return true;
        selected.clear();
        if (dataSearch) dataSearch->find(x, y, z, selected, scratch);
        if (int(selected.size()) < options.search.ndmin) return false;
        for (std::uint32_t i : selected) n.add(data.x[i] - x, data.y[i] - y, data.z[i] - z, data.score[i]);
        return true;
    }
};

SequentialGaussianSimulation::SequentialGaussianSimulation(ConditioningData data, SequentialGaussianOptions options) {
    options.validate("sgsim");
    checkData(data);
    impl_ = std::make_unique<Impl>(std::move(data), std::move(options));
}

SequentialGaussianSimulation::~SequentialGaussianSimulation() = default;
SequentialGaussianSimulation::SequentialGaussianSimulation(SequentialGaussianSimulation&&) noexcept = default;

const SequentialGaussianOptions& SequentialGaussianSimulation::options() const noexcept { return impl_->options; }

std::int64_t SequentialGaussianSimulation::realisationSeed(std::size_t number) const noexcept {
    if (number == 0) return impl_->options.seed;
    // splitmix64 of the seed and the number, folded into ACORN's odd seeds below 2^30.
    std::uint64_t z = std::uint64_t(impl_->options.seed) * 0x9E3779B97F4A7C15ull + std::uint64_t(number);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return std::int64_t((z & ((std::uint64_t(1) << 30) - 1)) | 1u);
}

void SequentialGaussianSimulation::simulate(std::size_t number, std::span<float> scores, const RunContext& context,
                                            SharedProgress shared) const {
    const Impl& s = *impl_;
    const GridSpec& g = s.options.grid;
    if (scores.size() != g.nodeCount()) throw ValidationError("sgsim", "scores", "must hold one value per node");
    AcornRandom random(realisationSeed(number));
    random.discard(kWarmUp);
    const std::vector<std::uint32_t> path = randomPath(g, s.options.multigridLevels, random);
    s.placeData(scores);

    ConditionalKriging kriging(s.options.model, s.options.kriging);
    Neighbours n;
    std::vector<std::uint32_t> selected, nodes;
    std::vector<search::Neighbour> scratch;
    for (std::size_t step = 0; step < path.size(); ++step) {
        if (step % kCheckEvery == kCheckEvery - 1) {
            context.checkCancelled();
            if (shared.visited)
                context.report(double(shared.visited->fetch_add(kCheckEvery) + kCheckEvery) / double(shared.total));
            else
                context.report(double(step + 1) / double(path.size()));
        }
        const std::uint32_t node = path[step];
        if (scores[node] != kUnsimulated) continue;
        const int ix = int(node % g.nx), iy = int((node / g.nx) % g.ny), iz = int(node / (g.nx * g.ny));
        const double x = g.x0 + ix * g.dx, y = g.y0 + iy * g.dy, z = g.z0 + iz * g.dz;
        n.clear();
        if (!s.addData(x, y, z, n, selected, scratch)) continue;
        s.nodeSearch.find(scores, ix, iy, iz, nodes);
        for (std::uint32_t m : nodes) {
            const int jx = int(m % g.nx), jy = int((m / g.nx) % g.ny), jz = int(m / (g.nx * g.ny));
            n.add((jx - ix) * g.dx, (jy - iy) * g.dy, (jz - iz) * g.dz, scores[m]);
        }
        const ConditionalMoments moments =
            kriging.solve(n.dx.data(), n.dy.data(), n.dz.data(), n.value.data(), n.size());
        const double normal = gslibNormalQuantile(random.next());
        scores[node] = float(normal * moments.stdev + moments.mean);
    }
    if (!s.options.assignDataToNodes)
        for (const auto& [node, datum] : s.onNodes) scores[node] = float(s.data.score[datum]);
}

void simulateRealisations(const SequentialGaussianSimulation& simulation, std::size_t first, std::size_t count,
                          int threads, const RunContext& context,
                          const std::function<void(std::size_t, std::span<const float>)>& deliver) {
    const std::size_t nodes = simulation.options().grid.nodeCount();
    const std::size_t team = std::min<std::size_t>(threads > 0 ? std::size_t(threads) : std::size_t(hardwareThreads()),
                                                   std::max<std::size_t>(count, 1));
    // A round gives each rank `team` realisations (one process: the round is its team); each
    // realisation's seed is its number, so where it is simulated does not change it.
    const distributed::Ranks& ranks = context.processes();
    const std::size_t round = team * std::size_t(ranks.count());
    std::vector<float> grids(round * nodes);
    const auto grid = [&](std::size_t k) { return std::span(grids).subspan(k * nodes, nodes); };
    std::atomic<std::size_t> visited{0};
    const SharedProgress shared{&visited, nodes * count};
    for (std::size_t batch = 0; batch < count; batch += round) {
        const std::size_t size = std::min(round, count - batch);
        const distributed::Range mine = ranks.myShare(size, team);
        ParallelOptions parallel;
        parallel.chunk = 1;
        parallel.cancel = context.cancel;
        parallelChunks(mine.size(), parallel, [&](std::size_t begin, std::size_t end) {
            for (std::size_t k = mine.begin + begin; k < mine.begin + end; ++k)
                simulation.simulate(first + batch + k, grid(k), context, shared);
        });
        distributed::shareUnits(ranks, std::span(grids).first(size * nodes), team * nodes);
        for (std::size_t k = 0; k < size; ++k) deliver(first + batch + k, grid(k));
    }
    context.report(1.0);
}

}  // namespace strata::simulation
