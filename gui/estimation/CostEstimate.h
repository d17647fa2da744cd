#pragma once
// What an estimation will cost before it runs: time from a per-node cost measured on this
// machine (the same job run on two small grids cut from the middle of the real one; the
// difference removes reading the data and starting up), memory from the node count and the
// layers the job writes and the GUI reads back.
#include <cstddef>
#include <functional>
#include <string>
#include <utility>

#include "strata/core/Grid.h"
#include "strata/jobs/Job.h"

namespace strata::gui {

struct PerNodeCost {
    double secondsPerNode = 0;
    double fixedSeconds = 0;  // reading the data, building the search, writing the file
    int ndmax = 0;            // data per node of the measured job
    double ndmaxExponent = 3; // time per node grows as ndmax^this (kriging 3: the solve; IDW 1)
    std::size_t nodesMeasured = 0;
    bool valid() const { return secondsPerNode > 0; }
};

struct CostEstimate {
    double seconds = 0;
    double peakBytes = 0;
};

// Time: fixed + nodes * per-node cost, the per-node cost scaled by (ndmax / measured ndmax)^e
// when the neighbourhood changed since the measurement (e = 3 for kriging: the factorisation
// dominates; 1 for IDW).
// Memory: the engine's results (estimate and variance in double, a status byte, the float grid
// it writes) or, whichever is larger, the GUI's read-back (the CSV table in double and the float
// grid), plus the data (coordinates and value in double, twice: the job's copy and the GUI's).
CostEstimate estimateCost(std::size_t nodes, std::size_t layers, std::size_t data, int ndmax, const PerNodeCost& measured);

// Two grids cut from the middle of `grid`: about `smallNodes` and 4 * `smallNodes` nodes.
std::pair<GridSpec, GridSpec> measurementGrids(const GridSpec& grid, std::size_t smallNodes = 1024);

// Worker thread: times `smallJob` (twice: the first run warms caches, threads and the GPU) and
// `largeJob`, the same job on the two measurement grids.
PerNodeCost measurePerNodeCost(const jobs::Json& smallJob, std::size_t smallNodes, const jobs::Json& largeJob,
                               std::size_t largeNodes, int ndmax, const jobs::JobContext& context);

// "12.3 s", "4 min 10 s", "1.2 h"; "340 MB", "2.1 GB".
std::string formatSeconds(double seconds);
std::string formatBytes(double bytes);

}  // namespace strata::gui
