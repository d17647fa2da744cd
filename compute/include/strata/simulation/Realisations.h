#pragma once
// What the sequential simulations (sgsim, sisim) share about realisations: the value of a node
// left unsimulated, each realisation's own random stream, and running realisations in parallel,
// one per thread, delivered in order. A realisation depends only on the seed and its number,
// never on the thread count or on which other realisations were asked for.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

#include "strata/core/RunContext.h"
#include "strata/simulation/AcornRandom.h"

namespace strata::simulation {

// GSLIB's UNEST: the value of a node left unsimulated.
inline constexpr float kUnsimulated = -99.0f;

// Nodes visited by several realisations at once, counted together for one progress fraction.
struct SharedProgress {
    std::atomic<std::size_t>* visited = nullptr;
    std::size_t total = 0;
};

// The seed of realisation `number`'s ACORN stream: `seed` for the first (so that its path starts
// as GSLIB's does), for the others a hash (splitmix64) of the seed and the number, odd and below
// 2^30.
std::int64_t realisationSeed(std::int64_t seed, std::size_t number) noexcept;
// Realisation `number`'s generator: seeded so, then warmed up with 1000 numbers, as GSLIB does.
AcornRandom realisationRandom(std::int64_t seed, std::size_t number);

// Called at every step of a realisation's path: every 4096 nodes (well under 200 ms of work) it
// checks cancellation and reports progress, this realisation's or, given `shared`, that of the
// nodes of every realisation counted together.
void checkpoint(std::size_t step, std::size_t pathSize, const RunContext& context, SharedProgress shared);

// One realisation into a grid of values (its number, the grid, the shared progress counter).
using SimulateRealisation = std::function<void(std::size_t number, std::span<float> grid, SharedProgress shared)>;
using DeliverRealisation = std::function<void(std::size_t number, std::span<const float> grid)>;

// Realisations first..first+count-1 of `nodes` values each, `threads` at a time (0: every core),
// each handed to `deliver` in order on the calling thread; memory: one grid per thread. Under MPI
// (context.processes()) each rank simulates its share of every round and rank 0 receives them all.
void simulateInParallel(std::size_t nodes, std::size_t first, std::size_t count, int threads, const RunContext& context,
                        const SimulateRealisation& simulate, const DeliverRealisation& deliver);

}  // namespace strata::simulation
