#pragma once
// Second-derivative operators along one grid axis, in units of h^-2.
//
// Explicit (FD order 2M):  D u[j] = c0 u[j] + sum_{m=1..M} c_m (u[j+m] + u[j-m])
// Recursive ("rational", minimal dispersion): a constant-coefficient tridiagonal system per line
//   b1 D[j-1] + D[j] + b1 D[j+1] = a0 u[j] + sum_{n=1..N} a_n (u[j+n] + u[j-n]),  a0 = -2 sum a_n,
// solved by a forward and a backward first-order recursion with ratio r (see recursionRatio()).
// Both have the symbol R(theta) ~ theta^2 (theta = k h); the leapfrog time step is stable for
// c dt / h <= 2 / sqrt(dims * max R).
#include <string>
#include <string_view>
#include <vector>

namespace strata::seismic {

struct SecondDerivativeOperator {
    enum class Kind { Explicit, Recursive };

    Kind kind = Kind::Explicit;
    std::string name;                 // "fd8", "rational", "rational:4:0.70"
    std::vector<double> coefficients;  // explicit: c0..cM; recursive: a0..aN
    double b1 = 0;                     // recursive only: off-diagonal of the tridiagonal system

    bool isRecursive() const noexcept { return kind == Kind::Recursive; }
    // Stencil half-width: M for explicit, N (right-hand side) for recursive.
    int radius() const noexcept { return int(coefficients.size()) - 1; }
    // R(theta), theta in [0, pi]; approximates theta^2.
    double symbol(double theta) const;
    double maxSymbol() const;
    // Largest stable Courant number c dt / h of the leapfrog scheme in `dims` dimensions.
    double stabilityLimit(int dims) const;
    // |r| < 1 of the factorisation (1 + 2 b1 cos) = (b1 / r)(1 + r e^{i theta})(1 + r e^{-i theta}).
    double recursionRatio() const;
    // Number of samples after which a recursion started from zero agrees with the full solve to
    // `tolerance` (|r|^n < tolerance); 0 for explicit operators.
    int recursionMemory(double tolerance = 1e-7) const;
    // Largest theta / pi below which the relative phase-velocity error |sqrt(R)/theta - 1| stays under
    // `tolerance` (the usable band as a fraction of Nyquist).
    double accurateBand(double tolerance = 1e-3) const;
    // Throws ValidationError naming `stage` when the operator is unstable or inconsistent.
    void validate(const std::string& stage) const;
};

// FD second derivative of even order 2..16 (Fornberg's central coefficients).
SecondDerivativeOperator explicitOperator(int order);
// The checked recursive designs: "rational" (= minimax N = 4, band 0.7 pi), "rational-n3" (minimax N = 3,
// band 0.8 pi) and "compact8" (Taylor 8th order, Lele 1992).
SecondDerivativeOperator recursiveOperator(std::string_view design);
// Parses an --operator value: fd2..fd16, rational, rational-n3, compact8, rational:N:BAND (design one
// with N terms for a band of BAND * pi, see RecursiveOperatorDesign.h) or rational:auto (N = 4 for
// `autoBand`, the band the grid needs). Errors name `stage` and option 'operator'.
SecondDerivativeOperator parseOperator(std::string_view text, const std::string& stage, double autoBand = 0.7);
// The names parseOperator() accepts, for help texts.
std::string operatorNamesHelp();

// Applies the operator (scaled by 1/h^2) to one line of n samples, u[j * stride] for j < n, into d;
// samples beyond the ends count as zero, and the recursion starts from zero at both ends. The CPU
// propagator uses it along z; tests use it to measure dispersion.
void applyToLine(const SecondDerivativeOperator& op, double h, const float* u, float* d, int n, int stride = 1);

}  // namespace strata::seismic
