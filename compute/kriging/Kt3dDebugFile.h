#pragma once
// kt3d's debugging file (the .par's "debugging level" and "file for debugging output"), with
// kt3d's layout and labels and every number in full precision (shortest exact text of the
// double) instead of kt3d's Fortran formats:
//   level 0: the file is created empty (kt3d opens it whatever the level).
//   level 1: at the end, "Estimated <n> blocks", "  average <mean>", "  variance <variance>" of
//            the estimates written to the output file.
//   level 2: first "Block Covariance: <BV>"; then for every estimated target
//              BLOCK: <ix> <iy> <iz> at <x> <y> <z>
//                Lagrange : <mu>                      (when the system has constraints)
//                BLOCK EST: x,y,z,vr,wt
//              <x> <y> <z> <value> <weight>           (one line per datum used, nearest first)
//                estimate, variance  <estimate> <variance>
//            ix, iy, iz are the 1-based node indices of the grid; in cross-validation and
//            jackknife modes the 1-based row of the file, then 0 0.
//   level 3: before each target's BLOCK (and for targets whose system is singular, followed by
//            " Singular Matrix <ix> <iy> <iz>"):
//              Estimating node index : <ix> <iy> <iz>
//                  r(<i>) = <r_i>  a= <a_i1> <a_i2> ... <a_in>   (one line per equation)
//            the bordered system [C F; F' 0] [w; mu] = [c0; f0] that the weights solve, with the
//            drift rows scaled as Strata scales them (docs/kriging.md), not kt3d's resc.
// Lagrange is the constant term's multiplier in variance units (variance = BV - sum w c0 - mu),
// as kt3d's s(na+1) * unbias. The targets are re-solved by the CPU engine, one after another,
// with the neighbours and solver of the CPU backend.
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include "strata/core/RunContext.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging {

// The estimated (non-NaN) values' count, mean and variance from one pass of sums, as kt3d reports
// them (level 1 above, and the job's summary); mean and variance are NaN without estimates.
struct EstimateMoments {
    std::size_t count = 0;
    double mean = std::numeric_limits<double>::quiet_NaN();
    double variance = std::numeric_limits<double>::quiet_NaN();
};
EstimateMoments estimateMoments(const std::vector<double>& estimates);

// The file's text; the job saves it together with its output (io::AtomicFile).
std::string kt3dDebugText(int level, const KrigingData& data, const KrigingTargets& targets, const KrigingOptions& options,
                          const KrigingResult& result, const RunContext& context);

}  // namespace strata::kriging
