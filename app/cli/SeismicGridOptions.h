#pragma once
// Velocity-grid flags shared by `strata-cli model` and `strata-cli rtm`.
#include <CLI/CLI.hpp>

#include "strata/seismic/SeismicJobs.h"

namespace strata::cli {

inline void addVelocityGridOptions(CLI::App& verb, seismic::VelocityInput& grid) {
    verb.add_option("--velocity", grid.velocity,
                    "velocity section: raw float32 (with --nx --nz --dx --dz [--z-fastest]) or .segy/.sgy");
    verb.add_option("--strata", grid.strata,
                    "stratum section (JSON: units with interval velocities, their surfaces along the line) "
                    "instead of --velocity");
    verb.add_option("--nx", grid.nx, "nodes along x");
    verb.add_option("--nz", grid.nz, "nodes along z (depth)");
    verb.add_option("--dx", grid.dx, "node spacing along x (m)");
    verb.add_option("--dz", grid.dz, "node spacing along z (m)");
    verb.add_flag("--z-fastest", grid.zFastest, "the raw file stores z fastest (default: x fastest)");
    verb.add_option("--velocity-unit", grid.velocityUnit, "auto, m/s or km/s (auto: below 20 means km/s)")
        ->capture_default_str();
}

inline void addWaveOptions(CLI::App& verb, seismic::WaveJobOptions& wave) {
    verb.add_option("--freq", wave.freq, "Ricker peak frequency (Hz)")->required();
    verb.add_option("--operator", wave.op, "fd2|fd4|...|fd16|rational|rational-n3|compact8|rational:N:BAND|rational:auto")
        ->capture_default_str();
    verb.add_option("--boundary", wave.boundary, "cpml or sponge")->capture_default_str();
    verb.add_option("--boundary-width", wave.boundaryWidth, "absorbing cells per side (0: 20 CPML, 50 sponge)");
    verb.add_option("--dt", wave.dt, "simulation time step (s); checked against the stability limit; default automatic");
    verb.add_option("--wavelet", wave.wavelet, "source wavelet file: two columns, time (s) and amplitude (default Ricker)");
    verb.add_flag("--time-dispersion-correction", wave.timeDispersionCorrection,
                  "remove the time stepping's dispersion (time-dispersion transforms of source and traces)");
}

}  // namespace strata::cli
