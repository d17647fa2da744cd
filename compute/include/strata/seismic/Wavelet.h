#pragma once
// Source wavelets sampled at the simulation step.
#include <cstddef>
#include <vector>

namespace strata::seismic {

// Ricker wavelet of peak frequency f (Hz), delayed by 1.5 / f so that it starts near zero.
std::vector<float> rickerWavelet(double peakFrequency, double dt, std::size_t samples);
double rickerDelay(double peakFrequency);

// A user wavelet: amplitudes at increasing times (s), at least two (SeismicFiles.h reads one).
struct SampledWavelet {
    std::vector<double> time, amplitude;
    bool empty() const noexcept { return time.empty(); }
};

// The user wavelet at the simulation step, linearly interpolated; zero outside its samples.
std::vector<float> resampleWavelet(const SampledWavelet& wavelet, double dt, std::size_t samples);

}  // namespace strata::seismic
