#include "strata/simulation/Realisations.h"

#include <algorithm>
#include <span>
#include <vector>

#include "strata/core/Parallel.h"

namespace strata::simulation {

namespace {
// Nodes between cancellation checks and progress reports.
constexpr std::size_t kCheckEvery = 4096;
// GSLIB warms ACORN up with 1000 numbers after seeding it.
constexpr int kWarmUp = 1000;
}  // namespace

std::int64_t realisationSeed(std::int64_t seed, std::size_t number) noexcept {
    if (number == 0) return seed;
    // splitmix64 of the seed and the number, folded into ACORN's odd seeds below 2^30.
    std::uint64_t z = std::uint64_t(seed) * 0x9E3779B97F4A7C15ull + std::uint64_t(number);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return std::int64_t((z & ((std::uint64_t(1) << 30) - 1)) | 1u);
}

AcornRandom realisationRandom(std::int64_t seed, std::size_t number) {
    AcornRandom random(realisationSeed(seed, number));
    random.discard(kWarmUp);
    return random;
}

void checkpoint(std::size_t step, std::size_t pathSize, const RunContext& context, SharedProgress shared) {
    if (step % kCheckEvery != kCheckEvery - 1) return;
    context.checkCancelled();
    if (shared.visited)
        context.report(double(shared.visited->fetch_add(kCheckEvery) + kCheckEvery) / double(shared.total));
    else
        context.report(double(step + 1) / double(pathSize));
}

void simulateInParallel(std::size_t nodes, std::size_t first, std::size_t count, int threads, const RunContext& context,
                        const SimulateRealisation& simulate, const DeliverRealisation& deliver) {
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
            for (std::size_t k = mine.begin + begin; k < mine.begin + end; ++k) simulate(first + batch + k, grid(k), shared);
        });
        distributed::shareUnits(ranks, std::span(grids).first(size * nodes), team * nodes);
        for (std::size_t k = 0; k < size; ++k) deliver(first + batch + k, grid(k));
    }
    context.report(1.0);
}

}  // namespace strata::simulation
