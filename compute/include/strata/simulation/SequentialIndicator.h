#pragma once
// Sequential indicator simulation of a regular grid, as GSLIB's sisim does it. Per realisation:
// the data on their nodes and the random path (coarse multiple-grid levels first), then at every
// node not yet informed, one cumulative probability p drawn and
//   - the neighbours: the nearest data not on a node (two-part search only) and the previously
//     simulated nodes (and data moved to nodes) found by the covariance-ordered node table;
//   - the local distribution: each cutoff's indicators kriged (simple kriging with the global
//     probabilities as means, or ordinary kriging; median IK: one set of weights for all),
//     p_c = sum w_i i_i + (1 - sum w_i) F_c, corrected for order relations as ik3d does;
//     no neighbour at all: the global distribution;
//   - the value of cumulative probability p in it (CcdfTails.h: the tails and the middle).
// The parts shared with sgsim: RandomPath, DataOnNodes, SimulatedNodeSearch, the data search
// and Realisations.h (each realisation's own random stream, realisations in parallel).
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "strata/core/Grid.h"
#include "strata/core/RunContext.h"
#include "strata/kriging/KrigingOptions.h"
#include "strata/simulation/CcdfTails.h"
#include "strata/simulation/IndicatorKriging.h"
#include "strata/simulation/Realisations.h"
#include "strata/variogram/VariogramModel.h"

namespace strata::simulation {

struct SequentialIndicatorOptions {
    GridSpec grid;
    IndicatorKind kind = IndicatorKind::Continuous;
    std::vector<double> cutoffs;                    // thresholds ascending, or category codes
    std::vector<double> globalProbabilities;        // the global cdf (pdf) at each cutoff (category)
    std::vector<variogram::VariogramModel> models;  // one per cutoff, of its indicator
    std::optional<std::size_t> medianCutoff;        // median IK: this cutoff's model for every cutoff
    bool ordinary = false;                          // sisim's ktype 1; false: simple kriging
    // The search ellipsoid (radius > 0), ndmax (data, two-part search) and maxPerOctant (data
    // only, as sisim: its node search has no octants). ndmin is not used: sisim simulates every node.
    kriging::SearchNeighbourhood search;
    int nodmax = 12;                                 // previously simulated nodes used
    bool assignDataToNodes = true;                   // sisim's sstrat 1
    int multigridLevels = 0;                         // sisim's nmult when mults is 1; 0: no multiple-grid search
    std::array<int, 3> covarianceTable{51, 51, 11};  // sisim's mxctx, mxcty, mxctz
    CcdfTails tails;
    std::int64_t seed = 69069;

    // Throws ValidationError naming `stage` and the option.
    void validate(const std::string& stage) const;
};

// The most thresholds or categories: sisim's order-relation routine holds 100.
inline constexpr std::size_t kMaxIndicatorCutoffs = 100;

// Why cutoffs or global probabilities cannot serve sisim, empty when they can: thresholds must
// increase, a global cdf lie in [0, 1] and not decrease, a global pdf lie in [0, 1] and sum to 1
// (within 0.005).
std::string cutoffsProblem(IndicatorKind kind, const std::vector<double>& cutoffs);
std::string probabilitiesProblem(IndicatorKind kind, const std::vector<double>& probabilities);

// Hard conditioning data: locations and values (categories as their codes).
struct IndicatorConditioningData {
    std::vector<double> x, y, z, value;
    std::size_t size() const noexcept { return value.size(); }
};

class SequentialIndicatorSimulation {
public:
    SequentialIndicatorSimulation(IndicatorConditioningData data, SequentialIndicatorOptions options);
    ~SequentialIndicatorSimulation();
    SequentialIndicatorSimulation(SequentialIndicatorSimulation&&) noexcept;

    const SequentialIndicatorOptions& options() const noexcept;
    // Realisation `number` (0-based) into `values` (grid.nodeCount(), x fastest; a category drawn
    // from a pdf that sums below the draw stays kUnsimulated, as in sisim).
    void simulate(std::size_t number, std::span<float> values, const RunContext& context,
                  SharedProgress shared = {}) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Realisations first..first+count-1, `threads` at a time (0: every core), delivered in order.
void simulateRealisations(const SequentialIndicatorSimulation& simulation, std::size_t first, std::size_t count,
                          int threads, const RunContext& context, const DeliverRealisation& deliver);

}  // namespace strata::simulation
