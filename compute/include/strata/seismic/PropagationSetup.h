#pragma once
// Everything a backend needs to propagate waves on a velocity section, prepared once on the host and
// handed to the CPU or the CUDA backend unchanged: the operator, the time step, (v dt)^2 on the compute
// region (the model plus an absorbing zone of `width` cells on every side), the absorbing profiles,
// and the interior strip saved per step to reconstruct the source wavefield in reverse time.
//
// Scheme (second order in time, constant density):
//   u^{n+1} = 2 u^n - u^{n-1} + (v dt)^2 (Dxx + Dzz) u^n + dt^2 f^n / (dx dz) at the source node,
// i.e. u_tt = v^2 lap u + f(t) delta(x - xs): the analytic 2D Green's function is
//   U(w) = F(w) (-i / (4 v^2)) H0^(2)(w r / v).
// CPML (Komatitsch & Martin 2007 profiles, second-order form of Pasalic & McGarry 2010): in the zone
//   Dxx -> Dxx + dx(psi_x) + zeta_x,  psi_x = b psi_x + a dx(u),  zeta_x = b zeta_x + a (Dxx u + dx(psi_x)),
// with 4th-order centred first derivatives dx. Sponge (Cerjan 1985): both time levels are multiplied
// by exp(-(a j)^2) at depth j into the zone.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "strata/seismic/SecondDerivativeOperator.h"
#include "strata/seismic/VelocityModel.h"

namespace strata::seismic {

enum class BoundaryKind { Cpml, Sponge };
BoundaryKind parseBoundary(std::string_view text, const std::string& stage);
std::string toString(BoundaryKind kind);
int defaultBoundaryWidth(BoundaryKind kind);

// Largest stable leapfrog step (s) for the operator on a dx by dz grid with velocities up to vmax.
double stableTimeStep(const SecondDerivativeOperator& op, double maxVelocity, double dx, double dz);

// The recording interval `model` writes for a Ricker wavelet of peak frequency f: the largest of
// 4, 2, 1, 0.5, 0.25, 0.125 ms that samples 10 points per period of f (f_max ~ 2.5 f stays below
// Nyquist). Whole microseconds, as SEG-Y stores them.
double recordingInterval(double peakFrequency);

// Simulation steps per recording interval. requestedDt = 0 chooses the fewest steps with
// dt <= 0.9 * limit; otherwise requestedDt must be stable (ValidationError naming 'dt' with the limit,
// the Courant number and vmax) and divide the interval.
int substepsPerSample(double interval, double stableDt, double requestedDt, const std::string& stage);

struct PropagationSetup {
    SecondDerivativeOperator op;
    BoundaryKind boundary = BoundaryKind::Cpml;
    int width = 0;   // absorbing cells per side
    int nx = 0, nz = 0;  // interior nodes (the model)
    int cx = 0, cz = 0;  // compute region: interior plus `width` on every side
    double dx = 1, dz = 1, dt = 0;
    double x0 = 0, z0 = 0;  // position of interior node (0, 0)
    double peakFrequency = 0;

    std::vector<float> vdt2;  // (v dt)^2 on the compute region, index ix * cz + iz
    // CPML coefficients per compute column (x) and row (z); a = 0, b = 1 outside the zone.
    std::vector<float> cpmlAx, cpmlBx, cpmlAz, cpmlBz;
    // Sponge factors per column and row; 1 outside the zone.
    std::vector<float> spongeX, spongeZ;

    // Interior layers saved per step for boundary-saving reconstruction: the stencil radius for FD;
    // for recursive operators also the recursion's memory, since their derivative reaches every node
    // of a line and the zone is zero during reconstruction.
    int stripWidth = 0;
    std::vector<int> stripNodes;  // compute-region indices of the saved strip, in storage order

    std::size_t cells() const noexcept { return std::size_t(cx) * std::size_t(cz); }
    int index(int ix, int iz) const noexcept { return ix * cz + iz; }
    bool inZone(int ix, int iz) const noexcept {
        return ix < width || ix >= width + nx || iz < width || iz >= width + nz;
    }
    // Nearest compute-region node of a model position; ValidationError naming `what` when outside.
    int nodeOf(double x, double z, const std::string& stage, const std::string& what) const;
    // Interior (model) index ix * nz + iz of a compute-region node inside the interior.
    std::size_t interiorIndex(int computeIndex) const noexcept {
        const int ix = computeIndex / cz - width, iz = computeIndex % cz - width;
        return std::size_t(ix) * std::size_t(nz) + std::size_t(iz);
    }
};

// Builds the setup; dt must be stable (use stableTimeStep / substepsPerSample). Throws ValidationError
// naming `stage` for a too small model, a bad width or an unstable dt.
PropagationSetup makePropagationSetup(const VelocityModel& model, const SecondDerivativeOperator& op,
                                      BoundaryKind boundary, int width, double dt, double peakFrequency,
                                      const std::string& stage);

// A warning when the grid samples the shortest wavelength (slowest velocity at 2.5 times the
// Ricker peak frequency) with fewer points than the operator needs to keep dispersion small
// (about 10 / 6 / 5 / 4 points for FD2 / FD4 / FD6 / FD8 and beyond, 2.5 for the recursive
// operators); empty when the grid is fine enough.
std::string dispersionWarning(const VelocityModel& model, const SecondDerivativeOperator& op, double peakFrequency);

}  // namespace strata::seismic
