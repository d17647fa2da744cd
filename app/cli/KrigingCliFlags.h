#pragma once
// The kriging flags shared by `strata-cli krige` and `strata-cli crossvalidate`.
#include "CliCommand.h"
#include "strata/kriging/KrigeJob.h"

namespace strata::cli {

// `gridFlags`: also the flags that only make sense for estimation onto targets (trend, block
// kriging, GPU arithmetic, diagnostics).
inline void addKrigingFlags(CLI::App& v, kriging::KrigingFlags& f, bool gridFlags) {
    v.add_option("--model", f.model, "variogram model, e.g. \"0.2 nug + 0.8 sph(10)\", or a model JSON file")->required();
    v.add_option("--type", f.type, "sk, ok, uk, ked or lvm")->capture_default_str();
    v.add_option("--mean", f.mean, "simple kriging mean");
    v.add_option("--drift", f.drift, "drift terms for uk/ked: x,y,z,xx,yy,zz,xy,xz,yz");
    if (gridFlags) v.add_flag("--trend", f.trend, "estimate the trend (mean) instead of the variable");
    v.add_flag("--global", f.global, "use all data (one factorisation serves every target)");
    v.add_option("--radius", f.radius, "search radii: R or Rmajor,Rminor,Rvertical (default: no distance limit)");
    v.add_option("--angles", f.angles, "search ellipsoid angles ang1,ang2,ang3 (GSLIB)");
    v.add_option("--ndmin", f.ndmin, "minimum data")->capture_default_str();
    v.add_option("--ndmax", f.ndmax, "maximum data")->capture_default_str();
    v.add_option("--max-per-octant", f.maxPerOctant, "maximum data per octant (0: no limit)");
    v.add_option("--max-per-drillhole", f.maxPerDrillhole, "maximum data per drillhole (0: no limit)");
    if (gridFlags) {
        v.add_option("--block", f.block, "block discretisation nx,ny,nz (block kriging)");
        v.add_option("--block-size", f.blockSize, "block size x,y,z (default: the grid cell)");
    }
    v.add_option("--coincident", f.coincident, "coincident data: merge, first, fail or keep")->capture_default_str();
    if (gridFlags) {
        v.add_option("--precision", f.precision, "GPU arithmetic: float or double")->capture_default_str();
        v.add_option("--gpu-solver", f.gpuSolver, "auto, warp or cublas-lu")->capture_default_str();
        v.add_flag("--diagnostics", f.diagnostics, "also write nused, lagrange, efficiency, slope");
    }
}

}  // namespace strata::cli
