#pragma once
// The CPU time stepper: one leapfrog level of a wavefield on the compute region, with CPML or sponge,
// parallel over grid columns (OpenMP). Arrays are padded by `halo` zeros so stencils need no bounds
// checks; node indices passed in and out are compute-region indices (PropagationSetup::index).
#include <cstddef>
#include <vector>

#include "strata/seismic/PropagationSetup.h"

namespace strata::seismic {

struct CpuWavefield {
    std::vector<float> cur, old;                  // levels n and n - 1 (padded)
    std::vector<float> psiX, psiZ, zetaX, zetaZ;  // CPML memory (padded; empty for the sponge)
};

enum class StepRegion {
    Everything,    // the whole compute region with its absorbing boundary
    InteriorOnly,  // interior nodes only, no absorption: reverse-time reconstruction
};

class CpuWaveStepper {
public:
    explicit CpuWaveStepper(const PropagationSetup& setup);

    CpuWavefield makeWavefield() const;
    // new = 2 cur - old + (v dt)^2 L cur (+ boundary terms), stored over old; then cur and old swap.
    void step(CpuWavefield& field, StepRegion region);
    void add(CpuWavefield& field, int node, float amplitude) const { field.cur[padded(node)] += amplitude; }
    float value(const CpuWavefield& field, int node) const { return field.cur[padded(node)]; }
    void zeroZone(CpuWavefield& field) const;

    std::size_t stripSize() const noexcept { return setup_.stripNodes.size(); }
    void saveStrip(const CpuWavefield& field, float* out) const;
    void restoreStrip(CpuWavefield& field, const float* in) const;

    // Full state (both levels and CPML memory) for checkpointing.
    std::size_t stateSize() const noexcept;
    void saveState(const CpuWavefield& field, float* out) const;
    void loadState(CpuWavefield& field, const float* in) const;

    // The current level on the interior, ix * nz + iz.
    void copyInterior(const CpuWavefield& field, float* out) const;

private:
    std::size_t padded(int node) const noexcept {
        return std::size_t(node / setup_.cz + halo_) * std::size_t(pz_) + std::size_t(node % setup_.cz + halo_);
    }
    void updateCpmlMemory(CpuWavefield& field) const;
    void recursiveLaplacianX(const std::vector<float>& u);

    // Below this many cells a step takes well under a millisecond: threads would cost more than they save.
    static constexpr std::size_t kParallelCells = std::size_t(1) << 16;

    const PropagationSetup& setup_;
    bool parallel_ = true;
    int halo_ = 0, pz_ = 0, px_ = 0;
    std::vector<float> coefX_, coefZ_;  // operator coefficients scaled by 1/h^2
    std::vector<float> lapX_;           // recursive: Dxx of the current level (compute region)
};

}  // namespace strata::seismic
