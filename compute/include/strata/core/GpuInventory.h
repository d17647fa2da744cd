#pragma once
// The GPUs as the NVIDIA driver lists them, through NVML (libnvidia-ml.so.1, part of the driver),
// without loading the CUDA plugin, its runtime and libraries, or creating a context: what
// `strata-cli info` prints. Measured on an H200 machine (strata-bench-startup): NVML answers in
// 22 ms, where loading the plugin and querying the devices through the CUDA runtime takes 0.31 s.
#include <string>
#include <vector>

#include "strata/core/Backend.h"

namespace strata {

struct GpuInventory {
    std::vector<GpuDevice> devices;  // multiprocessors left 0: NVML does not report them
    std::string driverVersion;
    std::string reason;              // why no device is listed (empty when some are)
};

// STRATA_NO_CUDA=1 hides the GPUs here as in gpuStatus().
GpuInventory gpuInventory();

}  // namespace strata
