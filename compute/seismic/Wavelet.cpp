#include "strata/seismic/Wavelet.h"

#include <cmath>
#include <fstream>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

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

std::vector<float> readWavelet(const std::string& path, double dt, std::size_t samples) {
    std::ifstream in(path);
    if (!in) throw IoError(path, "cannot open the wavelet file");
    std::vector<double> t, a;
    std::string line;
    std::size_t lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::string_view text = trim(std::string_view(line).substr(0, line.find('#')));
        if (text.empty()) continue;
        std::istringstream fields{std::string(text)};
        std::string ts, as, extra;
        fields >> ts >> as;
        double tv = 0, av = 0;
        if (!parseDouble(ts, tv) || !parseDouble(as, av) || (fields >> extra))
            throw ParseError(path, lineNo, 1, "expected two numbers: time (s) and amplitude");
        if (!t.empty() && !(tv > t.back())) throw ParseError(path, lineNo, 1, "times must increase");
        t.push_back(tv);
        a.push_back(av);
    }
    if (t.size() < 2) throw ParseError(path, lineNo, 0, "a wavelet needs at least two samples");
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
