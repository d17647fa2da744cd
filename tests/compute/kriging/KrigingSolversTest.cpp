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

#include "KrigingTestSupport.h"
#include "strata/core/Error.h"
#include "strata/kriging/CrossValidation.h"
#include "../../../compute/kriging/KrigingSetup.h"
#include "../../../compute/kriging/LocalKrigingSolver.h"
#include "../../../compute/kriging/PreparedData.h"

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
        EXPECT_GT(regular, 100u) << toString(type);
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

// A quadratic drift on 30 data a few metres apart, 1e5..1e6 from the origin, with a search
// radius (which scales the drift functions) far beyond them: G = L^-1 F has a condition number
// near 1e4 and the Schur complement F' C^-1 F its square. Errors of the estimate and the
// variance against a long double solve of the bordered system (the worst over the targets),
// measured when this test was written: the normal equations (LDLT of F' C^-1 F, as before)
// 2e-9 and 1e-8; the QR path 4e-14 and 2e-13.
TEST(KrigingDriftByQr, MatchesALongDoubleSolveWhereTheNormalEquationsDoNot) {
    KrigingData data;
    data.names = {"v"};
    data.values.resize(1);
    const double x0 = 4.5e5, y0 = 1.2e6;
    for (int i = 0; i < 30; ++i) {
        const double u = std::fmod(i * 0.6180339887, 1.0) * 8, v = std::fmod(i * 0.4142135624, 1.0) * 8;
        data.x.push_back(x0 + u);
        data.y.push_back(y0 + v);
        data.values[0].push_back(2 + 0.3 * u - 0.1 * v + 0.05 * u * u + std::sin(u * v));
    }
    KrigingOptions o;
    o.type = KrigingType::Universal;
    o.drift = parseDriftTerms("x,y,xx,yy,xy", "drift");
    o.model = variogram::VariogramModel::parse("0.05 nug + 0.95 gau(20)");
    o.search.radius = 150;
    o.search.ndmin = 1;
    o.search.ndmax = 64;
    KrigingTargets targets;
    for (double u : {1.5, 4.0, 6.5})
        for (double v : {2.0, 5.5}) {
            targets.x.push_back(x0 + u);
            targets.y.push_back(y0 + v);
        }

    const PreparedData prepared = prepareData(data, {0}, o, "test");
    std::vector<std::uint32_t> idx(prepared.size());
    for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = std::uint32_t(i);
    const int n = int(idx.size()), p = o.constraintCount();

    for (bool trend : {false, true}) {
        o.estimateTrend = trend;
        const KrigingSetup trendSetup = setupFor(o, resolveBlockSize(targets, o, prepared.dimension), prepared);
        LocalKrigingSolver trendSolver(trendSetup, prepared);
        const KrigingResult r = krige(data, targets, o, cpu);
        double qrError = 0, normalError = 0;
        for (std::size_t t = 0; t < targets.size(); ++t) {
            Eigen::MatrixXd a;
            Eigen::VectorXd rhs;
            trendSolver.borderedSystem(targets.x[t], targets.y[t], 0.0, std::nan(""), idx, a, rhs);
            using LongMatrix = Eigen::Matrix<long double, Eigen::Dynamic, Eigen::Dynamic>;
            using LongVector = Eigen::Matrix<long double, Eigen::Dynamic, 1>;
            const LongVector exact = LongMatrix(a.cast<long double>()).fullPivLu().solve(LongVector(rhs.cast<long double>()));
            long double estimate = 0;
            for (int i = 0; i < n; ++i) estimate += exact(i) * (long double)(prepared.values[0][std::size_t(i)]);
            const long double variance = (long double)(trendSetup.blockVariance()) - exact.dot(rhs.cast<long double>());

            // The normal equations, as the solvers had them.
            const Eigen::MatrixXd c = a.topLeftCorner(n, n), f = a.topRightCorner(n, p);
            const Eigen::VectorXd c0 = rhs.head(n), f0 = rhs.tail(p);
            const Eigen::LLT<Eigen::MatrixXd> llt(c);
            const Eigen::MatrixXd g = llt.solve(f);
            const Eigen::VectorXd mu = Eigen::MatrixXd(f.transpose() * g).ldlt().solve(g.transpose() * c0 - f0);
            const Eigen::VectorXd w = llt.solve(c0 - f * mu);
            double normalEstimate = 0;
            for (int i = 0; i < n; ++i) normalEstimate += w(i) * prepared.values[0][std::size_t(i)];
            const double normalVariance = trendSetup.blockVariance() - w.dot(c0) - mu.dot(f0);

            const double scale = std::max(1.0, double(std::abs(estimate)));
            ASSERT_EQ(r.diagnostics(0).status[t], NodeStatus::Estimated) << t;
            qrError = std::max(qrError, double(std::abs((long double)r.estimate[0][t] - estimate)) / scale);
            qrError = std::max(qrError, double(std::abs((long double)r.variance(0)[t] - variance)));
            normalError = std::max(normalError, double(std::abs((long double)normalEstimate - estimate)) / scale);
            normalError = std::max(normalError, double(std::abs((long double)normalVariance - variance)));
        }
        EXPECT_LT(qrError, 1e-11) << "trend " << trend;
        EXPECT_GT(normalError, 100 * qrError) << "trend " << trend << ": the case no longer tells the two apart";
        std::cout << "trend " << trend << ": QR " << qrError << ", normal equations " << normalError << "\n";
    }
}

}  // namespace
}  // namespace strata::kriging::test
