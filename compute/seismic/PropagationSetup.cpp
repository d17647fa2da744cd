#include "strata/seismic/PropagationSetup.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"

namespace strata::seismic {

namespace {

constexpr double kPi = 3.14159265358979323846;

std::string format(double value, int digits = 4) {
    std::ostringstream s;
    s.precision(digits);
    s << value;
    return s.str();
}

// CPML coefficients at depth `j` cells (1..width) into the zone (Komatitsch & Martin 2007):
// d = d0 (j/width)^2, alpha = pi f (1 - j/width), b = exp(-(d + alpha) dt), a = d (b - 1) / (d + alpha).
void cpmlCoefficients(int j, int width, double spacing, double vmax, double peakFrequency, double dt, float& a,
                      float& b) {
    if (j <= 0) {
        a = 0.0f;
        b = 1.0f;
        return;
    }
    const double reflection = std::pow(10.0, -std::min(6.0, 2.0 + width / 10.0));  // 1e-3 at 10, 1e-4 at 20 cells
    const double thickness = width * spacing;
    const double d0 = -3.0 * vmax * std::log(reflection) / (2.0 * thickness);
    const double x = double(j) / width;
    const double d = d0 * x * x;
    const double alpha = kPi * peakFrequency * (1.0 - x);
    const double bb = std::exp(-(d + alpha) * dt);
    b = float(bb);
    a = d + alpha > 0 ? float(d * (bb - 1.0) / (d + alpha)) : 0.0f;
}

// Cerjan's sponge with a * width = 0.3 (his 20-cell design: a = 0.015), gentler when wider.
float spongeFactor(int j, int width) {
    if (j <= 0) return 1.0f;
    const double a = 0.3 / width;
    return float(std::exp(-(a * j) * (a * j)));
}

// Depth into the zone of coordinate i in a compute axis of `interior` nodes plus `width` each side.
int zoneDepth(int i, int width, int interior) {
    if (i < width) return width - i;
    if (i >= width + interior) return i - (width + interior) + 1;
    return 0;
}

}  // namespace

BoundaryKind parseBoundary(std::string_view text, const std::string& stage) {
    const std::string t = toLower(trim(text));
    if (t == "cpml" || t == "pml") return BoundaryKind::Cpml;
    if (t == "sponge" || t == "cerjan") return BoundaryKind::Sponge;
    throw ValidationError(stage, "boundary", "must be cpml or sponge (got '" + std::string(text) + "')");
}

std::string toString(BoundaryKind kind) { return kind == BoundaryKind::Cpml ? "cpml" : "sponge"; }

int defaultBoundaryWidth(BoundaryKind kind) { return kind == BoundaryKind::Cpml ? 20 : 50; }

double stableTimeStep(const SecondDerivativeOperator& op, double maxVelocity, double dx, double dz) {
    return 2.0 / (maxVelocity * std::sqrt(op.maxSymbol() * (1.0 / (dx * dx) + 1.0 / (dz * dz))));
}

double recordingInterval(double peakFrequency) {
    const double wanted = 1.0 / (10.0 * peakFrequency);
    for (double ms : {4.0, 2.0, 1.0, 0.5, 0.25})
        if (ms * 1e-3 <= wanted) return ms * 1e-3;
    return std::max(1e-6, std::floor(wanted * 1e6) * 1e-6);
}

int substepsPerSample(double interval, double stableDt, double requestedDt, const std::string& stage) {
    if (requestedDt <= 0) return std::max(1, int(std::ceil(interval / (0.9 * stableDt) - 1e-9)));
    if (requestedDt > stableDt)
        throw ValidationError(stage, "dt",
                              "= " + format(requestedDt * 1e3) + " ms exceeds the stability limit " +
                                  format(stableDt * 1e3) + " ms of this operator and grid (Courant number " +
                                  format(requestedDt / stableDt, 3) + " times the limit); use a smaller dt or leave it "
                                  "out for an automatic choice");
    const double ratio = interval / requestedDt;
    if (std::abs(ratio - std::round(ratio)) > 1e-6 * ratio)
        throw ValidationError(stage, "dt",
                              "= " + format(requestedDt * 1e3) + " ms must divide the sample interval " +
                                  format(interval * 1e3) + " ms");
    return int(std::round(ratio));
}

int PropagationSetup::nodeOf(double x, double z, const std::string& stage, const std::string& what) const {
    const double fx = (x - x0) / dx, fz = (z - z0) / dz;
    const long ix = std::lround(fx), iz = std::lround(fz);
    if (!std::isfinite(fx) || !std::isfinite(fz) || ix < 0 || iz < 0 || ix >= nx || iz >= nz)
        throw ValidationError(stage, what,
                              "position (" + format(x, 8) + ", " + format(z, 8) + ") m lies outside the model (x " +
                                  format(x0, 8) + ".." + format(x0 + (nx - 1) * dx, 8) + ", z " + format(z0, 8) + ".." +
                                  format(z0 + (nz - 1) * dz, 8) + ")");
    return index(int(ix) + width, int(iz) + width);
}

std::string dispersionWarning(const VelocityModel& model, const SecondDerivativeOperator& op, double peakFrequency) {
    const double shortest = model.minVelocity() / (2.5 * peakFrequency);
    const double points = shortest / std::max(model.dx, model.dz);
    const int m = op.radius();
    const double needed = op.isRecursive() ? 2.5 : m <= 1 ? 10 : m == 2 ? 6 : m == 3 ? 5 : 4;
    if (!(points < needed)) return {};
    return "warning: the shortest wavelength (" + format(shortest) + " m: " + format(model.minVelocity()) + " m/s at " +
           format(2.5 * peakFrequency) + " Hz, 2.5 x the peak frequency) spans " + format(points) +
           " grid cells; " + op.name + " needs about " + format(needed) +
           " to keep numerical dispersion small: use a finer grid, a lower --freq, or a recursive operator";
}

PropagationSetup makePropagationSetup(const VelocityModel& model, const SecondDerivativeOperator& op,
                                      BoundaryKind boundary, int width, double dt, double peakFrequency,
                                      const std::string& stage) {
    model.validate(stage);
    op.validate(stage);
    if (width < 4 || width > 400)
        throw ValidationError(stage, "boundary-width", "must be 4..400 cells (got " + std::to_string(width) + ")");
    PropagationSetup s;
    s.op = op;
    s.boundary = boundary;
    s.width = width;
    s.nx = int(model.nx);
    s.nz = int(model.nz);
    s.cx = s.nx + 2 * width;
    s.cz = s.nz + 2 * width;
    s.dx = model.dx;
    s.dz = model.dz;
    s.x0 = model.x0;
    s.z0 = model.z0;
    s.dt = dt;
    s.peakFrequency = peakFrequency;

    const double vmax = model.maxVelocity();
    const double limit = stableTimeStep(op, vmax, s.dx, s.dz);
    if (!(dt > 0) || dt > limit)
        throw ValidationError(stage, "dt",
                              "= " + format(dt * 1e3) + " ms exceeds the stability limit " + format(limit * 1e3) +
                                  " ms of " + op.name + " for vmax " + format(vmax) + " m/s");

    // A model narrower than two strips is saved whole (every node is a strip node).
    s.stripWidth = op.radius() + (op.isRecursive() ? op.recursionMemory(1e-7) : 0);

    // (v dt)^2 on the compute region; the zone repeats the nearest interior velocity.
    s.vdt2.resize(s.cells());
    for (int ix = 0; ix < s.cx; ++ix) {
        const int mx = std::clamp(ix - width, 0, s.nx - 1);
        for (int iz = 0; iz < s.cz; ++iz) {
            const int mz = std::clamp(iz - width, 0, s.nz - 1);
            const double v = model.velocity[model.index(std::size_t(mx), std::size_t(mz))];
            s.vdt2[std::size_t(s.index(ix, iz))] = float(v * dt * v * dt);
        }
    }

    const auto profile = [&](int count, int interior, double spacing, std::vector<float>& a, std::vector<float>& b,
                             std::vector<float>& g) {
        a.resize(std::size_t(count));
        b.resize(std::size_t(count));
        g.resize(std::size_t(count));
        for (int i = 0; i < count; ++i) {
            const int j = zoneDepth(i, width, interior);
            if (boundary == BoundaryKind::Cpml) {
                cpmlCoefficients(j, width, spacing, vmax, peakFrequency, dt, a[std::size_t(i)], b[std::size_t(i)]);
                g[std::size_t(i)] = 1.0f;
            } else {
                a[std::size_t(i)] = 0.0f;
                b[std::size_t(i)] = 1.0f;
                g[std::size_t(i)] = spongeFactor(j, width);
            }
        }
    };
    profile(s.cx, s.nx, s.dx, s.cpmlAx, s.cpmlBx, s.spongeX);
    profile(s.cz, s.nz, s.dz, s.cpmlAz, s.cpmlBz, s.spongeZ);

    // Strip: interior nodes within stripWidth of the interior edge, column by column, z fastest.
    const int w = s.stripWidth;
    for (int mx = 0; mx < s.nx; ++mx)
        for (int mz = 0; mz < s.nz; ++mz)
            if (mx < w || mx >= s.nx - w || mz < w || mz >= s.nz - w)
                s.stripNodes.push_back(s.index(mx + width, mz + width));
    return s;
}

}  // namespace strata::seismic
