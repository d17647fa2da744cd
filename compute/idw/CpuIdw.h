#pragma once
// The CPU engine: every core, the k-d tree of compute/search for neighbourhoods, vectorized
// loops over all data.
#include "strata/idw/IdwProblem.h"
#include "strata/core/RunContext.h"

namespace strata::idw {

// CudaEngine::run's contract, over the targets in `share` (this rank's; all of them in one process).
Timings runCpu(const Problem& problem, distributed::Range share, double* estimate, double* alpha, int* used,
               const RunContext& context);

}  // namespace strata::idw
