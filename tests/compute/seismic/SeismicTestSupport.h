#pragma once
// Helpers for the seismic tests: analytic references and small models.
#include <vector>

#include "strata/seismic/VelocityModel.h"

namespace strata::seismic::test {

// The 2D Green's function response at distance r in a medium of velocity c to the source time function
// f (sampled at dt, u_tt = c^2 lap u + f delta): U(w) = F(w) (-i / (4 c^2)) H0^(2)(w r / c), numpy's FFT
// sign convention, evaluated in double precision with a zero-padded discrete Fourier transform up to
// maxFrequency (Hz; the wavelet must carry nothing above it).
std::vector<double> greensFunctionTrace(const std::vector<float>& f, double dt, double c, double r, double maxFrequency);

// Relative L2 misfit ||a - b|| / ||b||.
double relativeMisfit(const std::vector<float>& a, const std::vector<double>& b);
// Lag (samples) of the cross-correlation maximum of a against b, searched within +-maxLag.
int correlationLag(const std::vector<float>& a, const std::vector<double>& b, int maxLag);

VelocityModel constantModel(std::size_t nx, std::size_t nz, double h, float velocity);
// Two layers: v1 above depth `interface` (m), v2 from it down.
VelocityModel layeredModel(std::size_t nx, std::size_t nz, double h, float v1, float v2, double interface);

// Envelope of a real sequence (magnitude of its analytic signal, DFT based).
std::vector<double> envelope(const std::vector<double>& x);

}  // namespace strata::seismic::test
