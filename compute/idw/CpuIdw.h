#pragma once
// The CPU engine: every core, the k-d tree of compute/search for neighbourhoods, vectorized
// loops over all data.
#include "strata/idw/IdwProblem.h"
#include "strata/core/RunContext.h"

namespace strata::idw {

// Same contract as CudaEngine::run.
Timings runCpu(const Problem& problem, double* estimate, double* alpha, int* used, const RunContext& context);

}  // namespace strata::idw
