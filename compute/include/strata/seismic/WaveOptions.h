#pragma once
// Options shared by forward modelling and RTM, and their translation into a PropagationSetup.
#include <string>
#include <vector>

#include "strata/seismic/PropagationSetup.h"
#include "strata/seismic/VelocityModel.h"
#include "strata/seismic/Wavelet.h"

namespace strata::seismic {

struct WaveOptions {
    std::string operatorName = "fd8";  // see parseOperator()
    BoundaryKind boundary = BoundaryKind::Cpml;
    int boundaryWidth = 0;        // absorbing cells per side; 0: 20 for CPML, 50 for the sponge
    double peakFrequency = 10;    // Hz, Ricker peak (also sets the band rational:auto designs for)
    double dt = 0;                // simulation step (s); 0: automatic (0.9 of the stability limit)
    SampledWavelet wavelet;       // the user's wavelet; empty: Ricker
    // Remove the leapfrog's time dispersion with the time-dispersion transforms (TimeDispersion.h):
    // modelling transforms the source before and the traces after the simulation; migration transforms
    // the source and the recorded data before injecting them.
    bool timeDispersionCorrection = false;

    void validate(const std::string& stage) const;
};

// The operator for a model: parses operatorName; rational:auto designs for the model's band
// (f_max = 2.5 f_peak, the smallest velocity, the larger spacing).
SecondDerivativeOperator operatorFor(const WaveOptions& options, const VelocityModel& model, const std::string& stage);

// Source time function at the simulation step, `steps` samples: Ricker or the user wavelet.
std::vector<float> sourceWavelet(const WaveOptions& options, double dt, int steps);

}  // namespace strata::seismic
