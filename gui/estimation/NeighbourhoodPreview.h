#pragma once
// The kriging neighbourhood at one node, as the engine sees it: which data it uses and with
// which weights. Computed by the engine itself, not re-derived: the candidates are the data
// inside the search ellipsoid (the engine's NeighbourSearch; a global neighbourhood takes all
// data), and a one-node kriging run (strata::kriging::krige) estimates unit vectors as value
// columns, so that the estimate of column j is the weight of candidate j (kriging is linear in
// the values; all columns share one system). The engine applies ndmax, octants and coincident
// data itself; candidates it left out get weight 0.
#include <array>
#include <cstddef>
#include <vector>

#include <QMetaType>

#include "strata/core/PointSet.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/KrigingOptions.h"

namespace strata::gui {

struct NeighbourWeight {
    std::size_t datum = 0;  // index into the data given
    double weight = 0;
};

struct NeighbourhoodPreview {
    std::array<double, 3> node{};
    std::vector<NeighbourWeight> used;  // data with a non-zero weight, largest |weight| first
    std::size_t candidates = 0;         // data inside the search ellipsoid
    double estimate = 0, variance = 0;  // NaN when the node stays unestimated
    bool estimated = false;
};

// Largest number of candidates previewed (the weights take candidates^2 numbers in batches).
inline constexpr std::size_t kMaxPreviewCandidates = 20000;
inline constexpr std::size_t kMaxGlobalPreviewData = 3000;

// `data` holds one value column (the variable). Supported types: sk, ok, uk. Throws
// ValidationError otherwise or when too many candidates.
NeighbourhoodPreview previewNeighbourhood(const PointSet& data, const kriging::KrigingOptions& options,
                                          const std::array<double, 3>& node, const jobs::JobContext& context);

}  // namespace strata::gui

Q_DECLARE_METATYPE(strata::gui::NeighbourhoodPreview)
