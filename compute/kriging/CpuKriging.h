#pragma once
// The CPU backend: local neighbourhoods (all cores, chunks of targets, one solver per chunk)
// and the global neighbourhood (one factorisation for every target and every variable).
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "KrigingNeighbourhood.h"
#include "KrigingSetup.h"
#include "PreparedData.h"
#include "strata/distributed/Ranks.h"
#include "strata/kriging/Kriging.h"

namespace strata {
class CancelToken;
class Progress;
}  // namespace strata

namespace strata::kriging {

// Where one group's results go: estimate[k] for the group's k-th column, diagnostics arrays
// sized to the targets (the optional ones empty when not wanted).
struct GroupOutput {
    std::vector<double*> estimate;
    KrigingDiagnostics* diagnostics = nullptr;
    // Counts the estimated targets whose weights amplify data errors (KrigingVariance.h).
    std::atomic<std::size_t>* amplifying = nullptr;
    // Counts the targets whose singular system the pseudo-inverse solved (SingularRule).
    std::atomic<std::size_t>* pseudoInverse = nullptr;
};

struct RunControl {
    const CancelToken* cancel = nullptr;
    Progress* progress = nullptr;
    // Local neighbourhoods: solve targets with the same neighbour count several at a time
    // (LocalKrigingBatch); false: one at a time (LocalKrigingSolver), what the tests compare with.
    bool batched = true;
    PhaseTimings* timings = nullptr;  // building the search counts as preparing
};

// The neighbours of target t, nearest first, with the target's exclusions (cross-validation:
// data at the target's location and of its drillhole). `cursor` may be null.
void targetNeighbours(const KrigingNeighbourhood& neighbourhood, const PreparedData& data,
                      const KrigingTargets& targets, std::size_t t, std::vector<std::uint32_t>& idx,
                      std::vector<search::Neighbour>& scratch, KrigingNeighbourhood::Cursor* cursor);

// Targets a thread takes at a time; batches form within a chunk, so its edges shape the results' bits.
constexpr std::size_t kTargetChunk = 256;

// Estimates the targets listed in `only` (all when null).
void krigeLocalCpu(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
                   const std::vector<std::size_t>* only, const GroupOutput& out, const RunControl& control);

// krigeLocalCpu over this rank's share of the targets (whole chunks), then every rank's results
// on every rank: the same bits as one process computing them all.
void krigeLocalOnRanks(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
                       const GroupOutput& out, const RunControl& control, const distributed::Ranks& ranks);

void krigeGlobalCpu(const KrigingSetup& setup, const PreparedData& data, const KrigingTargets& targets,
                    const GroupOutput& out, const RunControl& control);

// The largest number of data a global neighbourhood accepts (memory of the dense system).
std::size_t maxGlobalData();

}  // namespace strata::kriging
