#include "strata/seismic/RecursiveOperatorDesign.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "strata/core/Error.h"

namespace strata::seismic {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr const char* kStage = "rational operator design";

// Unknowns p = (a_2..a_N, b1); a_1 follows from the consistency constraint. The numerator of the
// relative error, P(theta) - theta^2 Q(theta), is y + G p (see designRecursiveOperator).
struct LinearForm {
    Eigen::VectorXd y;
    Eigen::MatrixXd g;
};

LinearForm numeratorForm(int terms, const Eigen::VectorXd& theta) {
    const Eigen::Index m = theta.size();
    LinearForm f{Eigen::VectorXd(m), Eigen::MatrixXd(m, terms)};
    for (Eigen::Index i = 0; i < m; ++i) {
        const double t = theta[i];
        const double s1 = 2.0 - 2.0 * std::cos(t);
        f.y[i] = s1 - t * t;
        for (int n = 2; n <= terms; ++n) f.g(i, n - 2) = (2.0 - 2.0 * std::cos(n * t)) - double(n * n) * s1;
        f.g(i, terms - 1) = 2.0 * s1 - 2.0 * t * t * std::cos(t);
    }
    return f;
}

SecondDerivativeOperator assemble(int terms, const Eigen::VectorXd& p, double band) {
    const double b1 = p[terms - 1];
    std::vector<double> a(std::size_t(terms) + 1, 0.0);
    double a1 = 1.0 + 2.0 * b1;
    for (int n = 2; n <= terms; ++n) {
        a[std::size_t(n)] = p[n - 2];
        a1 -= double(n * n) * p[n - 2];
    }
    a[1] = a1;
    double sum = 0;
    for (int n = 1; n <= terms; ++n) sum += a[std::size_t(n)];
    a[0] = -2.0 * sum;
    SecondDerivativeOperator op;
    op.kind = SecondDerivativeOperator::Kind::Recursive;
    std::ostringstream name;
    name.precision(3);
    name << "rational:" << terms << ':' << band;
    op.name = name.str();
    op.coefficients = std::move(a);
    op.b1 = b1;
    return op;
}

// Lawson's algorithm for min_p max_i |w_i (y_i + G_i p)|, warm-started from p.
Eigen::VectorXd lawson(const LinearForm& f, const Eigen::VectorXd& w, Eigen::VectorXd p, int iterations) {
    const Eigen::Index m = f.y.size();
    Eigen::VectorXd lambda = Eigen::VectorXd::Constant(m, 1.0 / double(m));
    for (int it = 0; it < iterations; ++it) {
        const Eigen::VectorXd s = (lambda.array().sqrt() * w.array()).matrix();
        const Eigen::MatrixXd a = s.asDiagonal() * f.g;
        const Eigen::VectorXd rhs = -(s.array() * f.y.array()).matrix();
        p = a.colPivHouseholderQr().solve(rhs);
        const Eigen::VectorXd e = (w.array() * (f.y + f.g * p).array()).abs().matrix();
        const double total = (lambda.array() * e.array()).sum();
        if (!(total > 0)) break;
        lambda = (lambda.array() * e.array() / total).matrix();
    }
    return p;
}

}  // namespace

RecursiveOperatorDesign designRecursiveOperator(int terms, double band) {
    if (terms < 1 || terms > 8)
        throw ValidationError(kStage, "terms", "must be in 1..8 (got " + std::to_string(terms) + ")");
    if (!(band > 0 && band <= 0.95))
        throw ValidationError(kStage, "band", "must be in (0, 0.95] of Nyquist (got " + std::to_string(band) + ")");

    // Samples cluster towards the band edge, where the error of a minimax design peaks.
    constexpr int samples = 600;
    Eigen::VectorXd theta(samples);
    for (int i = 0; i < samples; ++i) {
        const double u = double(i + 1) / samples;
        theta[i] = band * kPi * std::sin(0.5 * kPi * u);
    }
    const LinearForm form = numeratorForm(terms, theta);

    // Start from b1 = 0 (explicit-like) and correct the frozen denominator a few times.
    Eigen::VectorXd p = Eigen::VectorXd::Zero(terms);
    for (int outer = 0; outer < 12; ++outer) {
        Eigen::VectorXd w(samples);
        for (int i = 0; i < samples; ++i) {
            const double q = 1.0 + 2.0 * p[terms - 1] * std::cos(theta[i]);
            w[i] = 1.0 / (theta[i] * theta[i] * std::max(q, 1e-6));
        }
        p = lawson(form, w, p, outer < 11 ? 400 : 3000);
    }

    RecursiveOperatorDesign design;
    design.op = assemble(terms, p, band);
    design.band = band;
    for (int i = 0; i < samples; ++i)
        design.maxRelativeError =
            std::max(design.maxRelativeError, std::abs(design.op.symbol(theta[i]) / (theta[i] * theta[i]) - 1.0));
    design.op.validate(kStage);
    return design;
}

double requiredBand(double spacing, double maxFrequency, double minVelocity) {
    const double theta = 2.0 * kPi * spacing * maxFrequency / minVelocity;
    return std::clamp(theta / kPi, 0.2, 0.9);
}

}  // namespace strata::seismic
