#pragma once
// Inside the CUDA plugin: timing of the propagation kernels (2D batched sections through the production
// Propagator2d, and the 3D kernels of PropagationBenchmark.cu), with CUDA events after a warm-up.
#include "strata/seismic/WaveBackend.h"

namespace strata::seismic::gpu {

KernelTiming runKernelBenchmark(const KernelBenchmark& request);

}  // namespace strata::seismic::gpu
