// The two solver rules of kriging beyond the Cholesky factorisation of C: the pseudo-inverse for
// singular systems (KrigingOptions::singular = pinv) against the merged-data system it must
// reproduce, and the QR least squares of the drift coefficients (WhitenedDrift.h) against a
// long double solve of the whole bordered system, where the normal equations lose digits.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include <Eigen/Dense>
#include <nlohmann/json.hpp>

#include "../../../compute/kriging/KrigingSetup.h"
#include "../../../compute/kriging/LocalKrigingSolver.h"
#include "../../../compute/kriging/PreparedData.h"
#include "KrigingTestSupport.h"
#include "strata/core/Error.h"
#include "strata/kriging/CrossValidation.h"

namespace strata::kriging::test {
namespace {

const jobs::JobContext cpu = context(Backend::Cpu);

// |a - b| <= tolerance relative to the larger of |b| and `scale`.
void expectRelative(double a, double b, double tolerance, double scale, const std::string& what) {
    ASSERT_FALSE(std::isnan(a)) << what;
    ASSERT_FALSE(std::isnan(b)) << what;
    EXPECT_LE(std::abs(a - b), tolerance * std::max(std::abs(b), scale)) << what << ": " << a << " vs " << b;
}

KrigingOptions options(KrigingType type, bool global) {
    KrigingOptions o;
    o.type = type;
    if (type == KrigingType::Universal) o.drift = parseDriftTerms("x,y", "drift");
    o.model = variogram::VariogramModel::parse("0.1 nug + 0.9 sph(60)");
    o.search.global = global;
    o.search.radius = 500;  // local: every datum in every neighbourhood
    o.search.ndmin = 3;
    o.search.ndmax = 100;
    o.diagnostics = true;
    return o;
}

// 40 data and 4 of them twice, at the same place with another value.
struct TwinData {
    KrigingData kept;    // 44 rows
    KrigingData merged;  // 40 rows, the twins' mean in place of the first
};

TwinData twinData() {
    TwinData d;
    d.merged = randomData(40, 100, false, 31);
    d.kept = d.merged;
    for (std::size_t i : {3u, 11u, 20u, 37u}) {
        const double other = d.merged.values[0][i] + 0.7;
        d.kept.x.push_back(d.kept.x[i]);
        d.kept.y.push_back(d.kept.y[i]);
        d.kept.values[0].push_back(other);
        d.merged.values[0][i] = 0.5 * (d.merged.values[0][i] + other);
    }
    return d;
}

KrigingTargets grid(const std::string& spec) {
    KrigingTargets t;
    t.grid = GridSpec::parse(spec);
    return t;
}

// Why the two must agree: two data i and j at one place give A = [C F; F' 0] two equal rows and
// columns and the right-hand side two equal entries. A's null space is spanned by e_i - e_j (the
// merged system being regular), the system is consistent, and the minimum-norm solution is
// orthogonal to the null space: w_i = w_j. Every other equation sees i and j through w_i + w_j
// only, so that sum is the merged datum's weight, the estimate w_i z_i + w_j z_j is that weight
// times the mean of z_i and z_j, and the variance BV - w'c0 - mu'f0 is the merged one.
TEST(KrigingPseudoInverse, CoincidentDataKeptGiveTheMergedResults) {
    const TwinData data = twinData();
    const KrigingTargets targets = grid("12,12:4,4:8,8");
    for (bool global : {false, true})
        for (auto type : {KrigingType::Ordinary, KrigingType::Universal}) {
            const std::string what = std::string(global ? "global " : "local ") + toString(type);
            KrigingOptions o = options(type, global);
            const KrigingResult merged = krige(data.merged, targets, o, cpu);
            o.coincident = CoincidentRule::Keep;
            const KrigingResult skipped = krige(data.kept, targets, o, cpu);
            EXPECT_EQ(skipped.groups[0].singular, targets.size()) << what;
            o.singular = SingularRule::PseudoInverse;
            const KrigingResult solved = krige(data.kept, targets, o, cpu);
            EXPECT_EQ(solved.groups[0].pseudoInverse, targets.size()) << what;
            EXPECT_EQ(solved.groups[0].unestimated, 0u) << what;
            EXPECT_TRUE(std::any_of(solved.notes.begin(), solved.notes.end(), [](const std::string& n) {
                return n.find("solved by its pseudo-inverse") != std::string::npos;
            })) << what;
            for (std::size_t t = 0; t < targets.size(); ++t) {
                const std::string at = what + " target " + std::to_string(t);
                expectRelative(solved.estimate[0][t], merged.estimate[0][t], 1e-9, 1.0, at + " estimate");
                expectRelative(solved.variance(0)[t], merged.variance(0)[t], 1e-9, 1.0, at + " variance");
                // The global neighbourhood measures drift from the data centroid, which the twins move:
                // its UK multipliers belong to another basis of the same drift space.
                if (!(global && type == KrigingType::Universal))
                    expectRelative(solved.diagnostics(0).lagrange[t], merged.diagnostics(0).lagrange[t], 1e-9, 1.0,
                                   at + " multiplier");
            }
        }
}

// Small neighbourhoods: only the targets near a twin have a singular system. The rule changes
// nothing else, bit for bit, and solves those.
TEST(KrigingPseudoInverse, RegularSystemsAreUnchanged) {
    const TwinData data = twinData();
    const KrigingTargets targets = grid("25,25:2,2:4,4");
    for (auto type : {KrigingType::Ordinary, KrigingType::Universal}) {
        KrigingOptions o = options(type, false);
        o.search.radius = 12;
        o.search.ndmax = 8;
        o.coincident = CoincidentRule::Keep;
        const KrigingResult skipped = krige(data.kept, targets, o, cpu);
        o.singular = SingularRule::PseudoInverse;
        const KrigingResult solved = krige(data.kept, targets, o, cpu);
        std::size_t singular = 0, regular = 0;
        for (std::size_t t = 0; t < targets.size(); ++t) {
            const NodeStatus before = skipped.diagnostics(0).status[t];
            if (before == NodeStatus::Singular) {
                ++singular;
                EXPECT_EQ(solved.diagnostics(0).status[t], NodeStatus::Estimated) << t;
                EXPECT_FALSE(std::isnan(solved.estimate[0][t])) << t;
                continue;
            }
            EXPECT_EQ(solved.diagnostics(0).status[t], before) << t;
            if (before != NodeStatus::Estimated) continue;
            ++regular;
            EXPECT_EQ(solved.estimate[0][t], skipped.estimate[0][t]) << t;
            EXPECT_EQ(solved.variance(0)[t], skipped.variance(0)[t]) << t;
        }
        EXPECT_GT(singular, 10u) << toString(type);
        EXPECT_GT(regular, 50u) << toString(type);
        EXPECT_EQ(solved.groups[0].pseudoInverse, singular);
    }
    // Without coincident data every system is regular: the option changes nothing at all.
    const KrigingData plain = randomData(300, 100, false, 5);
    for (bool global : {false, true}) {
        KrigingOptions o = options(KrigingType::Universal, global);
        o.search.radius = 20;
        o.search.ndmax = 16;
        const KrigingResult skip = krige(plain, targets, o, cpu);
        o.singular = SingularRule::PseudoInverse;
        const KrigingResult pinv = krige(plain, targets, o, cpu);
        EXPECT_EQ(pinv.groups[0].pseudoInverse, 0u);
        for (std::size_t t = 0; t < targets.size(); ++t) {
            if (std::isnan(skip.estimate[0][t])) continue;
            EXPECT_EQ(pinv.estimate[0][t], skip.estimate[0][t]) << t;
            EXPECT_EQ(pinv.variance(0)[t], skip.variance(0)[t]) << t;
        }
    }
}

// Data on the line y = 0 and a drift in y: the y column of F is constant, a multiple of the
// constant term's. On the line the target's y term matches it and the system is consistent: the
// minimum-norm solution gives the y term no part and is universal kriging with the x drift alone.
// Off the line no weights can honour both terms: the least-squares solution does not solve the
// system, and those targets stay singular.
TEST(KrigingPseudoInverse, CollinearDataSolveWhereTheEquationsAgree) {
    const KrigingData data = collinearData();
    const KrigingTargets targets = grid("20,3:2.5,-2:5,2");  // rows y = -2, 0, 2
    for (bool global : {false, true}) {
        KrigingOptions o = options(KrigingType::Universal, global);
        o.search.radius = 20;
        o.search.ndmax = 12;
        o.drift = parseDriftTerms("x", "drift");
        const KrigingResult xOnly = krige(data, targets, o, cpu);
        o.drift = parseDriftTerms("x,y", "drift");
        o.singular = SingularRule::PseudoInverse;
        const KrigingResult r = krige(data, targets, o, cpu);
        EXPECT_EQ(r.groups[0].pseudoInverse, 20u) << global;
        EXPECT_EQ(r.groups[0].singular, 40u) << global;
        for (std::size_t t = 0; t < targets.size(); ++t) {
            if (targets.yAt(t) != 0) {
                EXPECT_EQ(r.diagnostics(0).status[t], NodeStatus::Singular) << t;
                EXPECT_TRUE(std::isnan(r.estimate[0][t])) << t;
                continue;
            }
            const std::string at = (global ? "global target " : "local target ") + std::to_string(t);
            expectRelative(r.estimate[0][t], xOnly.estimate[0][t], 1e-9, 1.0, at + " estimate");
            expectRelative(r.variance(0)[t], xOnly.variance(0)[t], 1e-9, 1.0, at + " variance");
        }
    }
}

// Leave-one-out with two pairs of twins: a datum whose neighbourhood holds the other pair has a
// singular system; the rule estimates it.
TEST(KrigingPseudoInverse, AppliesToCrossValidation) {
    const TwinData data = twinData();
    KrigingOptions o = options(KrigingType::Ordinary, false);
    o.coincident = CoincidentRule::Keep;
    const CrossValidationResult skipped = crossValidate(data.kept, o, {}, cpu);
    EXPECT_GT(skipped.summary.unestimated, 0u);
    o.singular = SingularRule::PseudoInverse;
    const CrossValidationResult solved = crossValidate(data.kept, o, {}, cpu);
    EXPECT_EQ(solved.summary.unestimated, 0u);
    EXPECT_TRUE(std::any_of(solved.notes.begin(), solved.notes.end(),
                            [](const std::string& n) { return n.find("pseudo-inverse") != std::string::npos; }));
    for (double v : solved.variance) EXPECT_GE(v, 0.0);
}

TEST(KrigingPseudoInverse, ABadThresholdIsRefusedNamingTheOption) {
    const KrigingData data = randomData(30, 100, false, 3);
    for (double bad : {-1e-9, 0.5, std::numeric_limits<double>::quiet_NaN()}) {
        KrigingOptions o = options(KrigingType::Ordinary, false);
        o.singular = SingularRule::PseudoInverse;
        o.singularThreshold = bad;
        try {
            krige(data, grid("3,3:1,1:1,1"), o, cpu);
            FAIL() << "threshold " << bad << " accepted";
        } catch (const ValidationError& e) {
            EXPECT_NE(std::string(e.what()).find("singular_threshold"), std::string::npos) << e.what();
        }
    }
    nlohmann::json j = options(KrigingType::Ordinary, false);
    j["singular_threshold"] = -1;
    EXPECT_THROW(j.get<KrigingOptions>(), ValidationError);
    j["singular_threshold"] = 1e-10;
    j["singular"] = "pinv";
    const KrigingOptions read = j.get<KrigingOptions>();
    EXPECT_EQ(read.singular, SingularRule::PseudoInverse);
    EXPECT_EQ(read.singularThreshold, 1e-10);
}

// A quadratic drift on 30 data 0.4 mm about a circle of radius 4 m, 4.5e5 and 1.2e6 m from the
// origin: on a circle x^2 + y^2 is constant, so the drift's columns are nearly dependent and
// G = L^-1 F has a condition number near 1e5 (the squared ratio of R's diagonal, 4e-8, still
// passes the singularity test, as the Schur complement's pivots did); F' C^-1 F has its square.
// Largest relative errors of the estimate, the variance and the multiplier over 10 targets near
// the circle, against a long double LU solve of the bordered system, measured when this test was
// written: the normal equations (LDLT of F' C^-1 F, the solvers before) 1.6e-8; QR 1.6e-11,
// estimates and trend estimates alike.
TEST(KrigingDriftByQr, MatchesALongDoubleSolveWhereTheNormalEquationsDoNot) {
    KrigingData data;
    data.names = {"v"};
    data.values.resize(1);
    const double x0 = 4.5e5, y0 = 1.2e6;
    for (int i = 0; i < 30; ++i) {
        const double angle = 2 * M_PI * (i + 0.3 * std::fmod(i * 0.6180339887, 1.0)) / 30;
        const double radius = 4 * (1 + 1e-4 * (std::fmod(i * 0.4142135624, 1.0) - 0.5));
        const double u = radius * std::cos(angle), v = radius * std::sin(angle);
        data.x.push_back(x0 + u);
        data.y.push_back(y0 + v);
        data.values[0].push_back(2 + 0.3 * u - 0.1 * v + 0.05 * u * u + std::sin(u * v));
    }
    KrigingOptions o;
    o.type = KrigingType::Universal;
    o.drift = parseDriftTerms("x,y,xx,yy,xy", "drift");
    o.model = variogram::VariogramModel::parse("0.05 nug + 0.95 gau(20)");
    o.search.radius = 10;
    o.search.ndmin = 1;
    o.search.ndmax = 64;
    o.diagnostics = true;
    KrigingTargets targets;
    for (double a : {0.1, 1.0, 2.0, 3.5, 5.0})
        for (double r : {3.9, 4.05}) {
            targets.x.push_back(x0 + r * std::cos(a));
            targets.y.push_back(y0 + r * std::sin(a));
        }

    const PreparedData prepared = prepareData(data, {0}, o, "test");
    std::vector<std::uint32_t> idx(prepared.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = std::uint32_t(i);
    const int n = int(idx.size()), p = o.constraintCount();
    using LongMatrix = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;
    using LongVector = Eigen::Matrix<long double, Eigen::Dynamic, 1>;
    auto relative = [](long double a, long double exact) { return double(std::abs(a - exact) / std::abs(exact)); };

    for (bool trend : {false, true}) {
        o.estimateTrend = trend;
        const KrigingSetup setup = setupFor(o, resolveBlockSize(targets, o, prepared.dimension), prepared);
        LocalKrigingSolver solver(setup, prepared);
        const KrigingResult r = krige(data, targets, o, cpu);
        double qrError = 0, normalError = 0;
        for (std::size_t t = 0; t < targets.size(); ++t) {
            Eigen::MatrixXd a;
            Eigen::VectorXd rhs;
            solver.borderedSystem(targets.x[t], targets.y[t], 0.0, std::nan(""), idx, a, rhs);
            const LongVector exact =
                LongMatrix(a.cast<long double>()).fullPivLu().solve(LongVector(rhs.cast<long double>()));
            long double estimate = 0;
            for (int i = 0; i < n; ++i) estimate += exact(i) * (long double)(prepared.values[0][std::size_t(i)]);
            const long double variance = (long double)(setup.blockVariance()) - exact.dot(rhs.cast<long double>());
            const long double multiplier = exact(n) * (long double)(setup.maxCovariance());

            // The normal equations, as the solvers had them.
            const Eigen::MatrixXd c = a.topLeftCorner(n, n), f = a.topRightCorner(n, p);
            const Eigen::VectorXd c0 = rhs.head(n), f0 = rhs.tail(p);
            const Eigen::LLT<Eigen::MatrixXd> llt(c);
            const Eigen::MatrixXd g = llt.solve(f);
            const Eigen::LDLT<Eigen::MatrixXd> schur(Eigen::MatrixXd(f.transpose() * g));
            const Eigen::VectorXd mu = schur.solve(g.transpose() * c0 - f0);
            const Eigen::VectorXd w = llt.solve(c0 - f * mu);
            double normalEstimate = 0;
            for (int i = 0; i < n; ++i) normalEstimate += w(i) * prepared.values[0][std::size_t(i)];
            const double normalVariance = setup.blockVariance() - w.dot(c0) - mu.dot(f0);

            ASSERT_EQ(r.diagnostics(0).status[t], NodeStatus::Estimated) << t;
            qrError = std::max({qrError, relative(r.estimate[0][t], estimate), relative(r.variance(0)[t], variance),
                                relative(r.diagnostics(0).lagrange[t], multiplier)});
            normalError = std::max({normalError, relative(normalEstimate, estimate), relative(normalVariance, variance),
                                    relative(mu(0) * setup.maxCovariance(), multiplier)});
        }
        EXPECT_LT(qrError, 1e-10) << "trend " << trend;
        EXPECT_GT(normalError, 100 * qrError) << "trend " << trend << ": the case no longer tells the two apart";
        std::cout << (trend ? "trend" : "estimate") << ": largest relative error QR " << qrError
                  << ", normal equations " << normalError << "\n";
    }
}

}  // namespace
}  // namespace strata::kriging::test
