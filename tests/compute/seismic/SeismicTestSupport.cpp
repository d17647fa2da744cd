#include "SeismicTestSupport.h"

#include <cmath>
#include <stdexcept>
#include <complex>

namespace strata::seismic::test {

namespace {
constexpr double kPi = 3.14159265358979323846;
using Complex = std::complex<double>;

// Direct DFT (the sequences here are a few thousand samples; clarity over speed).
std::vector<Complex> dft(const std::vector<double>& x, int sign) {
    const std::size_t n = x.size();
    std::vector<Complex> out(n);
    for (std::size_t k = 0; k < n; ++k) {
        Complex s = 0;
        for (std::size_t j = 0; j < n; ++j) s += x[j] * std::polar(1.0, sign * 2.0 * kPi * double((k * j) % n) / double(n));
        out[k] = s;
    }
    return out;
}
}  // namespace

std::vector<double> greensFunctionTrace(const std::vector<float>& f, double dt, double c, double r, double maxFrequency) {
    const std::size_t nt = f.size();
    std::size_t n = 1;
    while (n < 4 * nt) n <<= 1;  // zero padding keeps the causal tail from wrapping around
    const std::size_t kmax = std::min(n / 2 - 1, std::size_t(maxFrequency * double(n) * dt) + 1);
    std::vector<Complex> spectrum(kmax + 1, Complex(0));
    for (std::size_t k = 1; k <= kmax; ++k) {
        // Twiddles by rotation: exact enough in double for a few thousand terms.
        const Complex step = std::polar(1.0, -2.0 * kPi * double(k) / double(n));
        Complex twiddle = 1, s = 0;
        for (std::size_t j = 0; j < nt; ++j, twiddle *= step) s += double(f[j]) * twiddle;
        const double omega = 2.0 * kPi * double(k) / (double(n) * dt);
        const double x = omega * r / c;
        const Complex hankel2(std::cyl_bessel_j(0.0, x), -std::cyl_neumann(0.0, x));
        spectrum[k] = s * Complex(0, -1.0 / (4.0 * c * c)) * hankel2;  // H0 is singular at w = 0: no DC
    }
    std::vector<double> u(nt, 0.0);
    for (std::size_t k = 1; k <= kmax; ++k) {
        const Complex step = std::polar(1.0, 2.0 * kPi * double(k) / double(n));
        Complex twiddle = 2.0 * spectrum[k] / double(n);
        for (std::size_t t = 0; t < nt; ++t, twiddle *= step) u[t] += twiddle.real();
    }
    return u;
}

double relativeMisfit(const std::vector<float>& a, const std::vector<double>& b) {
    // Traces of different lengths come from runs with different time steps: comparing them is a test bug.
    if (a.size() != b.size()) throw std::invalid_argument("relativeMisfit: traces of different lengths");
    double num = 0, den = 0;
    for (std::size_t i = 0; i < b.size(); ++i) {
        num += (a[i] - b[i]) * (a[i] - b[i]);
        den += b[i] * b[i];
    }
    return std::sqrt(num / den);
}

int correlationLag(const std::vector<float>& a, const std::vector<double>& b, int maxLag) {
    int best = 0;
    double bestValue = -1e300;
    for (int lag = -maxLag; lag <= maxLag; ++lag) {
        double s = 0;
        for (int i = 0; i < int(b.size()); ++i) {
            const int j = i + lag;
            if (j >= 0 && j < int(a.size())) s += a[std::size_t(j)] * b[std::size_t(i)];
        }
        if (s > bestValue) bestValue = s, best = lag;
    }
    return best;
}

VelocityModel constantModel(std::size_t nx, std::size_t nz, double h, float velocity) {
    VelocityModel m;
    m.nx = nx;
    m.nz = nz;
    m.dx = m.dz = h;
    m.velocity.assign(nx * nz, velocity);
    return m;
}

VelocityModel layeredModel(std::size_t nx, std::size_t nz, double h, float v1, float v2, double interface) {
    VelocityModel m = constantModel(nx, nz, h, v1);
    for (std::size_t ix = 0; ix < nx; ++ix)
        for (std::size_t iz = 0; iz < nz; ++iz)
            if (double(iz) * h >= interface) m.velocity[ix * nz + iz] = v2;
    return m;
}

std::vector<double> envelope(const std::vector<double>& x) {
    const std::size_t n = x.size();
    std::vector<Complex> spec = dft(x, -1);
    // Analytic signal: keep DC and Nyquist, double positive frequencies, drop negative ones.
    for (std::size_t k = 1; k < n; ++k) {
        if (2 * k < n) spec[k] *= 2.0;
        else if (2 * k > n) spec[k] = 0;
    }
    std::vector<double> env(n);
    for (std::size_t t = 0; t < n; ++t) {
        Complex s = 0;
        for (std::size_t k = 0; k < n; ++k) s += spec[k] * std::polar(1.0, 2.0 * kPi * double((k * t) % n) / double(n));
        env[t] = std::abs(s) / double(n);
    }
    return env;
}

}  // namespace strata::seismic::test
