// Second-derivative operators: coefficients, symbols, stability limits, the rational design tool, and
// the measured dispersion of the implemented operators against their symbols.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "strata/core/Error.h"
#include "strata/seismic/RecursiveOperatorDesign.h"
#include "strata/seismic/SecondDerivativeOperator.h"

using namespace strata;
using namespace strata::seismic;

namespace {
constexpr double kPi = 3.14159265358979323846;
}

TEST(SecondDerivativeOperator, ExplicitCoefficientsAreExactOnPolynomials) {
    // A central FD of order 2M differentiates x^(2k), k <= M, exactly: sum_m c_m m^(2k) = (k == 1).
    for (int order = 2; order <= 16; order += 2) {
        const SecondDerivativeOperator op = explicitOperator(order);
        ASSERT_EQ(op.radius(), order / 2);
        double sum0 = op.coefficients[0];
        for (int m = 1; m <= op.radius(); ++m) sum0 += 2 * op.coefficients[std::size_t(m)];
        EXPECT_NEAR(sum0, 0.0, 1e-12) << op.name;
        for (int k = 1; k <= op.radius(); ++k) {
            double moment = 0, scale = 0;
            for (int m = 1; m <= op.radius(); ++m) {
                moment += 2 * op.coefficients[std::size_t(m)] * std::pow(m, 2 * k);
                scale += 2 * std::abs(op.coefficients[std::size_t(m)]) * std::pow(m, 2 * k);
            }
            // D x^2 = 2 exactly; D x^(2k) at 0 vanishes for 1 < k <= M.
            EXPECT_NEAR(moment, k == 1 ? 2.0 : 0.0, 1e-13 * scale) << op.name << " k=" << k;
        }
    }
}

TEST(SecondDerivativeOperator, SymbolMaximaAndStabilityLimitsMatchTheTable) {
    struct Row { int order; double rmax, cfl2, cfl3; };
    const Row rows[] = {{2, 4.000, .7071, .5774}, {4, 5.333, .6124, .5000}, {6, 6.044, .5752, .4697},
                        {8, 6.502, .5546, .4529}, {10, 6.827, .5413, .4419}, {12, 7.073, .5318, .4342},
                        {16, 7.427, .5189, .4237}};
    for (const Row& r : rows) {
        const SecondDerivativeOperator op = explicitOperator(r.order);
        EXPECT_NEAR(op.maxSymbol(), r.rmax, 6e-4) << op.name;
        EXPECT_NEAR(op.stabilityLimit(2), r.cfl2, 6e-5) << op.name;
        EXPECT_NEAR(op.stabilityLimit(3), r.cfl3, 6e-5) << op.name;
    }
    const SecondDerivativeOperator n4 = recursiveOperator("rational");
    EXPECT_NEAR(n4.maxSymbol(), 8.278, 1e-3);
    EXPECT_NEAR(n4.stabilityLimit(2), .4915, 1e-4);
    EXPECT_NEAR(n4.stabilityLimit(3), .4013, 1e-4);
    const SecondDerivativeOperator n3 = recursiveOperator("rational-n3");
    EXPECT_NEAR(n3.maxSymbol(), 8.338, 1e-3);
    EXPECT_NEAR(n3.stabilityLimit(2), .4898, 1e-4);
}

TEST(SecondDerivativeOperator, AccurateBandsMatchTheTable) {
    // Band (fraction of Nyquist) with phase-velocity error < 1e-3.
    const std::pair<int, double> rows[] = {{2, 0.05}, {4, 0.21}, {6, 0.33}, {8, 0.42}, {10, 0.48}, {12, 0.53}, {16, 0.60}};
    for (auto [order, band] : rows) EXPECT_NEAR(explicitOperator(order).accurateBand(), band, 0.011) << order;
    // The rational operators reach well beyond FD16.
    EXPECT_GT(recursiveOperator("rational").accurateBand(), 0.70);
}

TEST(SecondDerivativeOperator, RecursiveDesignsAreConsistentAndStable) {
    for (const char* name : {"rational", "rational-n3", "compact8"}) {
        const SecondDerivativeOperator op = recursiveOperator(name);
        double moment = 0;
        for (int n = 1; n <= op.radius(); ++n) moment += double(n * n) * op.coefficients[std::size_t(n)];
        EXPECT_NEAR(moment, 1.0 + 2.0 * op.b1, 2e-9) << name;
        EXPECT_NO_THROW(op.validate("test")) << name;
        EXPECT_LT(std::abs(op.recursionRatio()), 0.45) << name;
    }
    // r for b1 = 0.349: the recursion forgets its start after ~18 samples (|r|^18 < 1e-7).
    EXPECT_NEAR(recursiveOperator("rational").recursionRatio(), 0.4067, 1e-3);
    EXPECT_LE(recursiveOperator("rational").recursionMemory(1e-7), 18);
}

TEST(RecursiveOperatorDesign, ReproducesTheCheckedMinimaxDesigns) {
    const RecursiveOperatorDesign n3 = designRecursiveOperator(3, 0.8);
    EXPECT_NEAR(n3.maxRelativeError, 1.25e-3, 0.03e-3);
    EXPECT_NEAR(n3.op.b1, 0.3395002070, 2e-4);
    EXPECT_NEAR(n3.op.coefficients[1], 0.6837880256, 5e-4);
    const RecursiveOperatorDesign n4 = designRecursiveOperator(4, 0.7);
    EXPECT_NEAR(n4.maxRelativeError, 5.5e-5, 0.3e-5);
    EXPECT_NEAR(n4.op.b1, 0.3489145057, 2e-4);
    // Designed error equals the measured error of the symbol on the band.
    double worst = 0;
    for (int i = 1; i <= 700; ++i) {
        const double t = 0.7 * kPi * i / 700;
        worst = std::max(worst, std::abs(n4.op.symbol(t) / (t * t) - 1));
    }
    EXPECT_NEAR(worst, n4.maxRelativeError, 2e-6);
}

TEST(RecursiveOperatorDesign, RejectsBadInputNamingTheOption) {
    EXPECT_THROW(designRecursiveOperator(0, 0.7), ValidationError);
    EXPECT_THROW(designRecursiveOperator(4, 1.2), ValidationError);
    try {
        parseOperator("fd7", "rtm");
        FAIL();
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("option 'operator'"), std::string::npos) << e.what();
    }
    EXPECT_THROW(parseOperator("rational:4", "rtm"), ValidationError);
    EXPECT_EQ(parseOperator("FD12", "rtm").radius(), 6);
    EXPECT_TRUE(parseOperator("rational:3:0.75", "rtm").isRecursive());
}

TEST(SecondDerivativeOperator, MeasuredDispersionMatchesTheSymbol) {
    // Apply the implemented line operator (the one the propagator uses) to sin(k x) on a long line and
    // compare with -R(kh)/h^2 sin(kx) away from the ends (where the recursion has forgotten its start).
    const int n = 400;
    const double h = 2.0;
    for (const char* name : {"fd2", "fd4", "fd8", "fd16", "rational", "compact8"}) {
        const SecondDerivativeOperator op = parseOperator(name, "test");
        for (double band : {0.1, 0.3, 0.5, 0.7, 0.9}) {
            const double theta = band * kPi;
            std::vector<float> u(n), d(n);
            for (int j = 0; j < n; ++j) u[std::size_t(j)] = float(std::sin(theta * j + 0.3));
            applyToLine(op, h, u.data(), d.data(), n);
            double err = 0, ref = 0;
            for (int j = 100; j < n - 100; ++j) {
                const double expected = -op.symbol(theta) / (h * h) * std::sin(theta * j + 0.3);
                err = std::max(err, std::abs(d[std::size_t(j)] - expected));
                ref = std::max(ref, std::abs(expected));
            }
            EXPECT_LT(err, 2e-5 * ref + 1e-6) << name << " theta/pi=" << band;
        }
    }
}
