#pragma once
// Sequential Gaussian simulation of a regular grid in normal-score space, as GSLIB's sgsim does
// it. The work falls in four parts, kept apart so that another backend can take over any of them:
//   1. the realisation's set-up: the data placed on their nodes and the random path, coarse
//      multiple-grid levels first (RandomPath.h, DataOnNodes.h);
//   2. per node, the neighbours: the nearest data (two-part search) and the previously simulated
//      nodes found by the covariance-ordered lookup table (SimulatedNodeSearch.h);
//   3. the kriging system of those neighbours, assembled and solved (ConditionalKriging.h);
//   4. the draw: the conditional mean plus the conditional standard deviation times a normal
//      number.
// Realisations are independent: each has its own path and random stream, seeded from the
// options' seed and its own number, so a realisation does not depend on how many threads ran
// it or on which other realisations were asked for.
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/core/RunContext.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/simulation/Realisations.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

// sgsim's ktype 0 and 1 (ordinary kriging falls back to simple below four neighbours, as sgsim).
enum class SimulationKriging { Simple, Ordinary };

struct SequentialGaussianOptions {
    GridSpec grid;
    variogram::VariogramModel model;  // of the normal scores (a total sill of 1 expected)
    SimulationKriging kriging = SimulationKriging::Simple;
    // The search ellipsoid (radius > 0), ndmin, ndmax (data) and maxPerOctant (sgsim's noct, for
    // data and simulated nodes alike). ndmin: a node with fewer data found is left unsimulated.
    kriging::SearchNeighbourhood search;
    int nodmax = 12;                // previously simulated nodes used
    bool assignDataToNodes = true;  // sgsim's sstrat 1: data moved to their nearest nodes
    int multigridLevels = 3;        // sgsim's nmult; 0: no multiple-grid search (mults 0)
    // sgsim's mxctx, mxcty, mxctz: the lookup table of node offsets spans (m - 1) / 2 each way.
    std::array<int, 3> covarianceTable{71, 61, 17};
    std::int64_t seed = 69069;

    // Throws ValidationError naming `stage` and the option.
    void validate(const std::string& stage) const;
};

// Conditioning data in normal scores.
struct ConditioningData {
    std::vector<double> x, y, z, score;
    std::size_t size() const noexcept { return score.size(); }
};

class SequentialGaussianSimulation {
public:
    // Validates the options and the data (finite coordinates and scores) and builds what every
    // realisation shares: the data search, the data's nodes and the node lookup table.
    SequentialGaussianSimulation(ConditioningData data, SequentialGaussianOptions options);
    ~SequentialGaussianSimulation();
    SequentialGaussianSimulation(SequentialGaussianSimulation&&) noexcept;

    const SequentialGaussianOptions& options() const noexcept;
    // Realisation `number` (0-based) into `scores` (grid.nodeCount() values, x fastest, then y,
    // then z). Checks cancellation every few thousand nodes and reports progress then: the
    // fraction of this realisation's path, or, given `shared`, of the nodes of several
    // realisations counted together.
    void simulate(std::size_t number, std::span<float> scores, const RunContext& context,
                  SharedProgress shared = {}) const;
    // The seed of realisation `number`'s ACORN stream (Realisations.h's realisationSeed).
    std::int64_t realisationSeed(std::size_t number) const noexcept;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Realisations first..first+count-1, `threads` at a time (0: every core), each handed to
// `deliver` in order on the calling thread; memory: one grid per thread. Progress over all nodes.
void simulateRealisations(const SequentialGaussianSimulation& simulation, std::size_t first, std::size_t count,
                          int threads, const RunContext& context,
                          const std::function<void(std::size_t number, std::span<const float> scores)>& deliver);

}  // namespace strata::simulation
