#pragma once
// One batch of 2D wavefields on the GPU: the device copy of a PropagationSetup and the kernel launches
// of a leapfrog step (explicit FD or recursive), shared by modelling, migration and the benchmark.
#include <cstddef>
#include <string>
#include <vector>

#include "CudaCheck.h"
#include "WaveLayout2d.cuh"
#include "strata/seismic/PropagationSetup.h"

namespace strata::seismic::gpu {

// Two levels and the CPML memory of `batch` shots; each array holds batch * shotStride floats.
struct Wavefields {
    cuda::DeviceBuffer<float> a, b, psiX, psiZ, zetaX, zetaZ;
    float* cur = nullptr;
    float* old = nullptr;
};

// Kernel generations and shapes, kept side by side so that the benchmark can measure them against each
// other. Production uses the default.
enum class KernelVariant {
    Fast,    // FD: loads issued a column ahead; recursive: Dxx by the x chunk scan, then the z line scan per warp
             // with the update, its loads prefetched into shared memory (ScanKernels2d.cuh)
    Legacy,  // FD: plain register queue; recursive: overlapping segments (WaveKernels2d.cuh)
    ZThenX,  // recursive, the previous production: Dzz by the z line scan, then the x chunk scan with the update
    XOnly,   // benchmark only: the first kernel of Fast alone
    ZOnly,   // benchmark only: the second kernel of Fast alone
};
KernelVariant parseKernelVariant(const std::string& name);  // "" = Fast

class Propagator2d {
public:
    Propagator2d(const PropagationSetup& setup, int batch, cudaStream_t stream,
                 KernelVariant variant = KernelVariant::Fast);

    const Layout2d& layout() const noexcept { return layout_; }
    int batch() const noexcept { return batch_; }
    std::size_t shotFloats() const noexcept { return std::size_t(layout_.shotStride); }
    // Device bytes per shot of one Wavefields (with CPML memory when the boundary needs it) and of the
    // operator's scratch.
    static std::size_t fieldBytesPerShot(const PropagationSetup& setup);
    static Layout2d layoutFor(const PropagationSetup& setup);

    void allocate(Wavefields& fields) const;  // zeroed
    // One level: interiorOnly = reverse reconstruction (interior nodes, no absorption). Swaps cur/old.
    void step(Wavefields& fields, bool interiorOnly);
    void zeroZone(float* field) const;
    // Padded offset within a shot of a compute-region node index (ix * cz + iz).
    long long offsetOf(int computeIndex) const noexcept {
        return layout_.at(computeIndex / layout_.cz, computeIndex % layout_.cz);
    }

private:
    const PropagationSetup& setup_;
    int batch_;
    cudaStream_t stream_;
    Layout2d layout_;
    OperatorConstants op_{};
    cuda::DeviceBuffer<float> vdt2_, ax_, bx_, az_, bz_, gx_, gz_;
    cuda::DeviceBuffer<float> axisDerivative_;  // recursive: the first kernel's derivative (Dxx, or Dzz) for the second
    int recursionShared_ = 0, updateShared_ = 0;
    KernelVariant variant_;
    int scanWarps_ = 0;    // columns per block of the z scan (0: the column does not fit shared memory)
    int updateWarps_ = 0;  // columns per block of the z scan with the update (0: too long, ZThenX then)
    int scanWarm_ = 0;   // warm-up chunks of the x scan
};

}  // namespace strata::seismic::gpu
