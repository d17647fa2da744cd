#include "strata/seismic/TimeDispersion.h"

#include <Eigen/Dense>
#include <cmath>
#include <complex>

#include "strata/core/Error.h"
#include "strata/core/Parallel.h"

namespace strata::seismic {

namespace {

constexpr double kPi = 3.14159265358979323846;

// The output frequencies w_k = 2 pi k / (M interval), k = 0..M/2, of a zero-padded length M = 2 n, and
// for each the frequency at which the input spectrum is read (negative: dropped).
struct FrequencyMap {
    std::size_t padded = 0;
    std::vector<double> out, in, weight;  // weight: 1/M for k = 0 and M/2, 2/M otherwise
};

FrequencyMap frequencyMap(std::size_t samples, double interval, double dt, TimeDispersionDirection direction) {
    if (!(interval > 0) || !(dt > 0) || dt > interval * (1 + 1e-9))
        throw ValidationError("time-dispersion", "dt", "needs 0 < dt <= the trace interval");
    FrequencyMap map;
    map.padded = 2 * samples;
    const double nyquist = kPi / interval;
    const std::size_t half = map.padded / 2;
    for (std::size_t k = 0; k <= half; ++k) {
        const double w = 2.0 * kPi * double(k) / (double(map.padded) * interval);
        double source = -1;
        if (direction == TimeDispersionDirection::Forward) {
            source = 2.0 / dt * std::sin(0.5 * w * dt);  // Omega(w) <= w: always representable
        } else {
            const double s = 0.5 * w * dt;
            if (s < 1.0) source = 2.0 / dt * std::asin(s);
            if (source > nyquist * (1 + 1e-12)) source = -1;
        }
        map.out.push_back(w);
        map.in.push_back(source);
        map.weight.push_back((k == 0 || k == half ? 1.0 : 2.0) / double(map.padded));
    }
    return map;
}

}  // namespace

std::vector<float> timeDispersionTransform(const std::vector<float>& trace, double interval, double dt,
                                           TimeDispersionDirection direction) {
    const std::size_t n = trace.size();
    std::vector<float> result(n, 0.0f);
    if (n == 0) return result;
    const FrequencyMap map = frequencyMap(n, interval, dt, direction);
    std::vector<double> out(n, 0.0);
    for (std::size_t k = 0; k < map.out.size(); ++k) {
        if (map.in[k] < 0) continue;
        // X(source) = sum_j x_j exp(-i source j interval), by rotation (exact enough in double).
        const std::complex<double> step = std::polar(1.0, -map.in[k] * interval);
        std::complex<double> twiddle = 1, spectrum = 0;
        for (std::size_t j = 0; j < n; ++j, twiddle *= step) spectrum += double(trace[j]) * twiddle;
        // Real part of the inverse DFT term: weight * Re(X exp(i w_k t)).
        const std::complex<double> back = std::polar(1.0, map.out[k] * interval);
        std::complex<double> phase = spectrum * map.weight[k];
        for (std::size_t t = 0; t < n; ++t, phase *= back) out[t] += phase.real();
    }
    for (std::size_t t = 0; t < n; ++t) result[t] = float(out[t]);
    return result;
}

TimeDispersionTransform::TimeDispersionTransform(std::size_t samples, double interval, double dt,
                                                 TimeDispersionDirection direction)
    : samples_(samples) {
    const FrequencyMap map = frequencyMap(samples, interval, dt, direction);
    const Eigen::Index n = Eigen::Index(samples), m = Eigen::Index(map.out.size());
    // A = Cout W Cin^T + Sout W Sin^T: y_t = sum_k weight_k Re(X(source_k) exp(i w_k t)).
    Eigen::MatrixXd cosOut(n, m), sinOut(n, m), cosIn(n, m), sinIn(n, m);
    for (Eigen::Index k = 0; k < m; ++k) {
        const double weight = map.in[std::size_t(k)] < 0 ? 0.0 : map.weight[std::size_t(k)];
        for (Eigen::Index t = 0; t < n; ++t) {
            const double time = double(t) * interval;
            cosOut(t, k) = weight * std::cos(map.out[std::size_t(k)] * time);
            sinOut(t, k) = weight * std::sin(map.out[std::size_t(k)] * time);
            const double source = std::max(0.0, map.in[std::size_t(k)]);
            cosIn(t, k) = std::cos(source * time);
            sinIn(t, k) = std::sin(source * time);
        }
    }
    const Eigen::MatrixXd a = cosOut * cosIn.transpose() + sinOut * sinIn.transpose();
    matrix_.resize(samples * samples);
    Eigen::Map<Eigen::MatrixXf>(matrix_.data(), n, n) = a.cast<float>();
}

void TimeDispersionTransform::apply(float* traces, std::size_t count, const CancelToken* cancel) const {
    if (count == 0 || samples_ == 0) return;
    const Eigen::Index n = Eigen::Index(samples_);
    const Eigen::Map<const Eigen::MatrixXf> a(matrix_.data(), n, n);
    ParallelOptions options;
    options.chunk = 64;
    options.cancel = cancel;
    parallelChunks(count, options, [&](std::size_t begin, std::size_t end) {
        Eigen::Map<Eigen::MatrixXf> block(traces + begin * samples_, n, Eigen::Index(end - begin));
        const Eigen::MatrixXf result = a * block;
        block = result;
    });
}

}  // namespace strata::seismic
