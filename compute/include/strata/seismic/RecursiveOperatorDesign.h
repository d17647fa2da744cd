#pragma once
// Design of recursive (rational) second-derivative operators: choose b1 and a_1..a_N so that
// R(theta) / theta^2 - 1 has the smallest maximum on [0, band * pi]. The consistency constraint
// sum n^2 a_n = 1 + 2 b1 is built in (otherwise low wavenumbers travel at a biased velocity).
//
// Method: the rational minimax problem is solved by differential correction (Loeb): with the
// denominator of the previous iterate frozen as a weight, the error is linear in the unknowns and
// the weighted linear Chebyshev problem is solved by Lawson's iteratively reweighted least squares
// (Eigen). A few outer iterations converge; the result is checked for stability.
#include "strata/seismic/SecondDerivativeOperator.h"

namespace strata::seismic {

struct RecursiveOperatorDesign {
    SecondDerivativeOperator op;
    double maxRelativeError = 0;  // max |R / theta^2 - 1| on the band
    double band = 0;              // upper end of the band, fraction of pi
};

// terms: N in 1..8; band: fraction of Nyquist in (0, 0.95]. Throws ValidationError on bad input or when
// no stable operator results.
RecursiveOperatorDesign designRecursiveOperator(int terms, double band);

// The band (fraction of pi) that a grid needs: theta_max = 2 pi h fmax / vmin, with fmax the highest
// frequency that matters (about 2.5 times a Ricker wavelet's peak). Clamped to [0.2, 0.9].
double requiredBand(double spacing, double maxFrequency, double minVelocity);

}  // namespace strata::seismic
