#include "strata/seismic/SecondDerivativeOperator.h"

#include <cmath>
#include <sstream>

#include "strata/core/Error.h"
#include "strata/core/Strings.h"
#include "strata/seismic/RecursiveOperatorDesign.h"

namespace strata::seismic {

namespace {

constexpr double kPi = 3.14159265358979323846;

// Central second-derivative weights (Fornberg 1988), c0..cM.
std::vector<double> centralCoefficients(int order) {
    switch (order) {
    case 2: return {-2.0, 1.0};
    case 4: return {-5.0 / 2, 4.0 / 3, -1.0 / 12};
    case 6: return {-49.0 / 18, 3.0 / 2, -3.0 / 20, 1.0 / 90};
    case 8: return {-205.0 / 72, 8.0 / 5, -1.0 / 5, 8.0 / 315, -1.0 / 560};
    case 10: return {-5269.0 / 1800, 5.0 / 3, -5.0 / 21, 5.0 / 126, -5.0 / 1008, 1.0 / 3150};
    case 12: return {-5369.0 / 1800, 12.0 / 7, -15.0 / 56, 10.0 / 189, -1.0 / 112, 2.0 / 1925, -1.0 / 16632};
    case 14:
        return {-266681.0 / 88200, 7.0 / 4, -7.0 / 24, 7.0 / 108, -7.0 / 528, 7.0 / 3300, -7.0 / 30888,
                1.0 / 84084};
    case 16:
        return {-1077749.0 / 352800, 16.0 / 9, -14.0 / 45, 112.0 / 1485, -7.0 / 396, 112.0 / 32175,
                -2.0 / 3861, 16.0 / 315315, -1.0 / 411840};
    default: return {};
    }
}

SecondDerivativeOperator makeRecursive(std::string name, double b1, std::vector<double> a) {
    double sum = 0;
    for (double an : a) sum += an;
    a.insert(a.begin(), -2.0 * sum);
    SecondDerivativeOperator op;
    op.kind = SecondDerivativeOperator::Kind::Recursive;
    op.name = std::move(name);
    op.coefficients = std::move(a);
    op.b1 = b1;
    return op;
}

}  // namespace

double SecondDerivativeOperator::symbol(double theta) const {
    double numerator = 0;
    for (std::size_t n = 1; n < coefficients.size(); ++n)
        numerator += coefficients[n] * (2.0 - 2.0 * std::cos(double(n) * theta));
    if (kind == Kind::Explicit) return numerator;
    return numerator / (1.0 + 2.0 * b1 * std::cos(theta));
}

double SecondDerivativeOperator::maxSymbol() const {
    // The symbol is smooth; a fine scan plus a local refinement finds the maximum.
    constexpr int samples = 4096;
    double best = 0, bestTheta = kPi;
    for (int i = 1; i <= samples; ++i) {
        const double theta = kPi * i / samples;
        const double r = symbol(theta);
        if (r > best) best = r, bestTheta = theta;
    }
    double lo = std::max(0.0, bestTheta - kPi / samples), hi = std::min(kPi, bestTheta + kPi / samples);
    for (int it = 0; it < 60; ++it) {
        const double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
        if (symbol(m1) < symbol(m2)) lo = m1; else hi = m2;
    }
    return std::max(best, symbol(0.5 * (lo + hi)));
}

double SecondDerivativeOperator::stabilityLimit(int dims) const {
    return 2.0 / std::sqrt(double(dims) * maxSymbol());
}

double SecondDerivativeOperator::recursionRatio() const {
    if (kind == Kind::Explicit || b1 == 0) return 0;
    return (1.0 - std::sqrt(1.0 - 4.0 * b1 * b1)) / (2.0 * b1);
}

int SecondDerivativeOperator::recursionMemory(double tolerance) const {
    const double r = std::abs(recursionRatio());
    if (r == 0) return 0;
    return int(std::ceil(std::log(tolerance) / std::log(r)));
}

double SecondDerivativeOperator::accurateBand(double tolerance) const {
    constexpr int samples = 2000;
    for (int i = 1; i <= samples; ++i) {
        const double theta = kPi * i / samples;
        if (std::abs(std::sqrt(std::max(0.0, symbol(theta))) / theta - 1.0) >= tolerance) return double(i - 1) / samples;
    }
    return 1.0;
}

void SecondDerivativeOperator::validate(const std::string& stage) const {
    if (coefficients.size() < 2) throw ValidationError(stage, "operator", "'" + name + "' has no coefficients");
    if (kind == Kind::Recursive && !(std::abs(b1) < 0.5))
        throw ValidationError(stage, "operator", "'" + name + "' has |b1| >= 1/2 (the recursion diverges)");
    for (int i = 1; i <= 512; ++i) {
        const double theta = kPi * i / 512;
        if (!(symbol(theta) > 0))
            throw ValidationError(stage, "operator",
                                  "'" + name + "' is not positive at theta = " + std::to_string(theta) + " (unstable)");
    }
}

SecondDerivativeOperator explicitOperator(int order) {
    SecondDerivativeOperator op;
    op.kind = SecondDerivativeOperator::Kind::Explicit;
    op.name = "fd" + std::to_string(order);
    op.coefficients = centralCoefficients(order);
    if (op.coefficients.empty())
        throw ValidationError("seismic", "operator", "FD order must be even, 2..16 (got " + std::to_string(order) + ")");
    return op;
}

SecondDerivativeOperator recursiveOperator(std::string_view design) {
    if (design == "rational")
        return makeRecursive("rational", 0.3489145057, {0.6463716757, 0.3041732897, -0.0210276190, 0.0015007967});
    if (design == "rational-n3")
        return makeRecursive("rational-n3", 0.3395002070, {0.6837880256, 0.2818454348, -0.0146854834});
    if (design == "compact8")
        return makeRecursive("compact8", 9.0 / 38, {147.0 / 152, 51.0 / 380, -23.0 / 6840});
    throw ValidationError("seismic", "operator", "unknown recursive design '" + std::string(design) + "'");
}

std::string operatorNamesHelp() {
    return "fd2, fd4, ..., fd16, rational (minimax N=4, band 0.7 pi), rational-n3, compact8, "
           "rational:N:BAND (designed for BAND*pi), rational:auto (designed for the grid)";
}

SecondDerivativeOperator parseOperator(std::string_view text, const std::string& stage, double autoBand) {
    const std::string t = toLower(trim(text));
    const auto bad = [&](const std::string& why) {
        return ValidationError(stage, "operator", "'" + std::string(text) + "' " + why + " (known: " + operatorNamesHelp() + ")");
    };
    if (t.rfind("fd", 0) == 0) {
        double order = 0;
        if (!parseDouble(t.substr(2), order) || order != std::floor(order) || order < 2 || order > 16 ||
            int(order) % 2 != 0)
            throw bad("is not an FD order 2..16");
        return explicitOperator(int(order));
    }
    if (t == "rational" || t == "rational-n3" || t == "compact8") return recursiveOperator(t);
    if (t == "rational:auto") {
        RecursiveOperatorDesign d = designRecursiveOperator(4, autoBand);
        return d.op;
    }
    if (t.rfind("rational:", 0) == 0) {
        const std::vector<std::string> parts = split(t, ':');
        double terms = 0, band = 0;
        if (parts.size() != 3 || !parseDouble(parts[1], terms) || !parseDouble(parts[2], band))
            throw bad("is not rational:N:BAND");
        if (terms != std::floor(terms) || terms < 1 || terms > 8) throw bad("needs N in 1..8");
        return designRecursiveOperator(int(terms), band).op;
    }
    throw bad("is not an operator");
}

void applyToLine(const SecondDerivativeOperator& op, double h, const float* u, float* d, int n, int stride) {
    const double scale = 1.0 / (h * h);
    const int radius = op.radius();
    const auto sample = [&](int j) { return j >= 0 && j < n ? double(u[std::ptrdiff_t(j) * stride]) : 0.0; };
    const auto stencil = [&](int j) {
        double s = op.coefficients[0] * sample(j);
        for (int m = 1; m <= radius; ++m) s += op.coefficients[std::size_t(m)] * (sample(j + m) + sample(j - m));
        return s * scale;
    };
    if (!op.isRecursive()) {
        for (int j = 0; j < n; ++j) d[std::ptrdiff_t(j) * stride] = float(stencil(j));
        return;
    }
    const double r = op.recursionRatio(), alpha = r / op.b1;
    double w = 0;
    for (int j = 0; j < n; ++j) {
        w = alpha * stencil(j) - r * w;
        d[std::ptrdiff_t(j) * stride] = float(w);
    }
    double next = 0;
    for (int j = n - 1; j >= 0; --j) {
        next = double(d[std::ptrdiff_t(j) * stride]) - r * next;
        d[std::ptrdiff_t(j) * stride] = float(next);
    }
}

}  // namespace strata::seismic
