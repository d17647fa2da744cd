#pragma once
// The standard normal distribution as GSLIB approximates it. The drop-ins (nscore, backtr) and the
// simulations that follow GSLIB use these rather than exact functions, so that their tables and
// tails reproduce GSLIB's to its printed precision.
namespace strata::simulation {

// GSLIB's gcum: Abramowitz & Stegun 26.2.17 (absolute error below 7.5e-8), evaluated in single
// precision as gcum is. Its value near 1 carries that rounding (1 - G(3.5) is good to about 3e-4
// relative), and the hyperbolic upper tail of the back-transform divides by it: matching GSLIB
// there needs GSLIB's rounding, not a better cdf.
double gslibNormalCdf(double x);

// GSLIB's gauinv: Kennedy & Gentle (1980, p. 95) rational approximation of the normal quantile,
// with the coefficients rounded to single precision as gauinv's DATA statement stores them,
// evaluated in double precision and returned in single precision as gauinv returns it (its sign
// test too: p within single precision of 0.5 gives -0). p below 1e-10 gives -1e10, above
// 1 - 1e-10 gives 1e10. Normal scores thus carry about 7 digits, as GSLIB's tables do.
double gslibNormalQuantile(double p);

}  // namespace strata::simulation
