#pragma once
// Time-dispersion transforms (Stork 2013; Dai, Xu & Hu 2014; Koene, Robertsson, Broggini & Andersson 2018).
//
// The second-order leapfrog propagates a component of angular frequency w exactly as the time-continuous
// (spatially discretised) wave equation propagates Omega(w) = (2 / dt) sin(w dt / 2): its only time error
// is that frequency warp, and it does not depend on the model or the spatial operator. Hence:
// - Forward transform, applied to a source before the simulation: S'(w) = S(Omega(w)). The simulated
//   field at w is then the time-continuous field at Omega(w).
// - Inverse transform, applied to the simulated traces afterwards: U'(Omega) = U(w(Omega)),
//   w(Omega) = (2 / dt) asin(Omega dt / 2). The result is the time-continuous response to S.
// Modelling applies both; migration applies the forward transform to the source and to the recorded data
// (both wavefields then carry the same warp, so the imaging condition pairs the right frequencies).
//
// The transforms work on traces sampled at `interval` (a multiple of the simulation step dt; the signal
// must be band-limited below the trace's Nyquist frequency), zero-padded to twice their length and
// evaluated with the exact discrete-time Fourier sums at the warped frequencies (double precision).
// Components whose warped frequency falls outside the representable band are dropped.
#include <cstddef>
#include <vector>

namespace strata {
class CancelToken;
}

namespace strata::seismic {

enum class TimeDispersionDirection {
    Forward,  // before the simulation (sources; data injected in migration)
    Inverse,  // after the simulation (recorded traces)
};

// One trace, O(samples^2) without any table: fine for a source series of a few thousand samples.
std::vector<float> timeDispersionTransform(const std::vector<float>& trace, double interval, double dt,
                                           TimeDispersionDirection direction);

// The same linear map for many traces of one length, as a samples x samples matrix (built once, applied
// with a matrix product).
class TimeDispersionTransform {
public:
    TimeDispersionTransform(std::size_t samples, double interval, double dt, TimeDispersionDirection direction);
    std::size_t samples() const noexcept { return samples_; }
    // `count` traces of samples() values each, one after another, transformed in place; blocks of 64
    // traces in parallel on all cores, `cancel` checked between blocks.
    void apply(float* traces, std::size_t count, const CancelToken* cancel = nullptr) const;

private:
    std::size_t samples_;
    std::vector<float> matrix_;  // column-major samples x samples
};

}  // namespace strata::seismic
