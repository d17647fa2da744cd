#include "strata/seismic/Wavelet.h"

#include <cmath>


namespace strata::seismic {

double rickerDelay(double peakFrequency) { return 1.5 / peakFrequency; }

std::vector<float> rickerWavelet(double peakFrequency, double dt, std::size_t samples) {
    constexpr double pi = 3.14159265358979323846;
    std::vector<float> w(samples);
    const double t0 = rickerDelay(peakFrequency);
    for (std::size_t n = 0; n < samples; ++n) {
        const double a = pi * peakFrequency * (double(n) * dt - t0);
        w[n] = float((1.0 - 2.0 * a * a) * std::exp(-a * a));
    }
    return w;
}

std::vector<float> resampleWavelet(const SampledWavelet& wavelet, double dt, std::size_t samples) {
    const std::vector<double>& t = wavelet.time;
    const std::vector<double>& a = wavelet.amplitude;
    std::vector<float> w(samples, 0.0f);
    std::size_t j = 0;
    for (std::size_t n = 0; n < samples; ++n) {
        const double time = double(n) * dt;
        if (time < t.front() || time > t.back()) continue;
        while (j + 1 < t.size() && t[j + 1] < time) ++j;
        const double f = (time - t[j]) / (t[j + 1] - t[j]);
        w[n] = float(a[j] + f * (a[j + 1] - a[j]));
    }
    return w;
}

}  // namespace strata::seismic
