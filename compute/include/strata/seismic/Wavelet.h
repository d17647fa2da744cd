#pragma once
// Source wavelets sampled at the simulation step.
#include <cstddef>
#include <string>
#include <vector>

namespace strata::seismic {

// Ricker wavelet of peak frequency f (Hz), delayed by 1.5 / f so that it starts near zero.
std::vector<float> rickerWavelet(double peakFrequency, double dt, std::size_t samples);
double rickerDelay(double peakFrequency);

// A user wavelet: a text file with two columns per line, time (s) and amplitude ('#' starts a comment),
// times increasing. Resampled linearly to dt; zero after its last sample. ParseError names file:line.
std::vector<float> readWavelet(const std::string& path, double dt, std::size_t samples);

}  // namespace strata::seismic
