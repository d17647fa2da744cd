// Cokriging against kriging (an uncorrelated secondary), against a dense solve written out here
// (collocated cokriging under Markov model 1, ordinary cokriging), and its refusals.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include <Eigen/Dense>

#include "strata/cokriging/Cokb3dJob.h"
#include "strata/cokriging/CokrigeJob.h"
#include "strata/cokriging/Cokriging.h"
#include "strata/core/Error.h"
#include "strata/kriging/Kriging.h"

namespace strata::cokriging::test {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// 60 locations with the primary, 40 more with the secondary only (heterotopic), and 30 targets.
struct Scene {
    kriging::KrigingData data;
    kriging::KrigingTargets targets;
};

Scene scene(unsigned seed = 7) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> u(0, 100), v(-2, 2);
    Scene s;
    s.data.names = {"p", "s"};
    s.data.values.resize(2);
    for (int i = 0; i < 100; ++i) {
        s.data.x.push_back(u(rng));
        s.data.y.push_back(u(rng));
        s.data.values[0].push_back(i < 60 ? 1 + v(rng) : kNaN);
        s.data.values[1].push_back(i % 3 == 0 && i < 60 ? kNaN : 5 + 2 * v(rng));
    }
    for (int t = 0; t < 30; ++t) {
        s.targets.x.push_back(u(rng));
        s.targets.y.push_back(u(rng));
    }
    return s;
}

// The CPU engine, the reference (test_cokriging_gpu compares the GPU with it).
RunContext onCpu() {
    RunContext context;
    context.backend = Backend::Cpu;
    return context;
}

variogram::Coregionalisation model(const std::string& cross) {
    return variogram::Coregionalisation::parse({"p", "s"},
                                               {"p=0.1 nug + 1 sph(30)", "s=0.2 nug + 2 exp(20)", "p:s=" + cross});
}

CokrigingOptions options(CokrigingType type, const std::string& cross = "0 nug") {
    CokrigingOptions o;
    o.type = type;
    o.model = model(cross);
    o.search.radius = 40;
    o.search.ndmin = 1;
    o.search.ndmax = 12;
    o.ndmaxSecondary = 10;
    if (type == CokrigingType::Simple || type == CokrigingType::Collocated) o.means = {0.9, 5.2};
    return o;
}

kriging::KrigingResult krigePrimary(const Scene& s, const CokrigingOptions& co, kriging::KrigingType type) {
    kriging::KrigingData d;
    d.names = {"p"};
    d.values.resize(1);
    for (std::size_t i = 0; i < s.data.size(); ++i)
        if (!std::isnan(s.data.values[0][i])) {
            d.x.push_back(s.data.x[i]);
            d.y.push_back(s.data.y[i]);
            d.values[0].push_back(s.data.values[0][i]);
        }
    kriging::KrigingOptions ko;
    ko.type = type;
    if (type == kriging::KrigingType::Simple) ko.mean = co.means[0];
    ko.model = co.model.model(0, 0);
    ko.search = co.search;
    RunContext context;
    context.backend = Backend::Cpu;
    return kriging::krige(d, s.targets, ko, context);
}

void expectSameAsKriging(CokrigingType type, kriging::KrigingType ktype, int maxPerOctant = 0) {
    const Scene s = scene();
    CokrigingOptions o = options(type);
    o.search.maxPerOctant = maxPerOctant;
    const CokrigingResult c = cokrige(s.data, s.targets, o, onCpu());
    const kriging::KrigingResult k = krigePrimary(s, o, ktype);
    for (std::size_t t = 0; t < s.targets.size(); ++t) {
        ASSERT_EQ(c.status[t], kriging::NodeStatus::Estimated) << t;
        EXPECT_NEAR(c.estimate[t], k.estimate[0][t], 1e-9) << t;
        EXPECT_NEAR(c.variance[t], k.variance(0)[t], 1e-9) << t;
        EXPECT_GT(c.secondaryUsed[t], 0) << t;  // the secondary was in the system, with no effect
    }
}

TEST(Cokriging, UncorrelatedSecondaryGivesSimpleKriging) {
    expectSameAsKriging(CokrigingType::Simple, kriging::KrigingType::Simple);
}

TEST(Cokriging, UncorrelatedSecondaryGivesOrdinaryKriging) {
    expectSameAsKriging(CokrigingType::Ordinary, kriging::KrigingType::Ordinary);
}

TEST(Cokriging, UncorrelatedSecondaryGivesKrigingWithOctants) {
    expectSameAsKriging(CokrigingType::Ordinary, kriging::KrigingType::Ordinary, 1);
    expectSameAsKriging(CokrigingType::Simple, kriging::KrigingType::Simple, 2);
}

TEST(Cokriging, OrdinaryWithoutSecondaryDataDropsItsConstraint) {
    const Scene s = scene();
    CokrigingOptions o = options(CokrigingType::Ordinary, "0.05 nug + 0.9 sph(30)");
    o.ndmaxSecondary = 0;
    const CokrigingResult c = cokrige(s.data, s.targets, o, onCpu());
    const kriging::KrigingResult k = krigePrimary(s, o, kriging::KrigingType::Ordinary);
    for (std::size_t t = 0; t < s.targets.size(); ++t) {
        EXPECT_NEAR(c.estimate[t], k.estimate[0][t], 1e-9) << t;
        EXPECT_NEAR(c.variance[t], k.variance(0)[t], 1e-9) << t;
    }
}

// The textbook systems written out densely: every datum of the neighbourhood the engine reports
// is found again here by brute force (global neighbourhood: all data).
TEST(Cokriging, CollocatedMarkovModel1MatchesDenseSolve) {
    Scene s = scene(11);
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> w(3, 7);
    for (std::size_t t = 0; t < s.targets.size(); ++t) s.targets.secondary.push_back(w(rng));
    const double rho = 0.7;
    const auto c00 = variogram::VariogramModel::parse("0.1 nug + 1 sph(30)");
    const auto c11 = variogram::VariogramModel::parse("0.2 nug + 2 exp(20)");
    CokrigingOptions o;
    o.type = CokrigingType::Collocated;
    o.model = collocatedModel("p", c00, "s", c11, rho);
    o.means = {0.9, 5.2};
    o.search.global = true;
    const CokrigingResult r = cokrige(s.data, s.targets, o, onCpu());

    const double sill0 = c00.maxCovariance(), sill1 = c11.maxCovariance();
    auto cross = [&](double dx, double dy) {
        return rho * std::sqrt(sill0 * sill1) * c00.covariance(dx, dy, 0) / sill0;
    };
    std::vector<std::size_t> primary;
    for (std::size_t i = 0; i < s.data.size(); ++i)
        if (!std::isnan(s.data.values[0][i])) primary.push_back(i);
    const Eigen::Index n = Eigen::Index(primary.size());
    for (std::size_t t = 0; t < s.targets.size(); ++t) {
        const double x0 = s.targets.x[t], y0 = s.targets.y[t];
        Eigen::MatrixXd a(n + 1, n + 1);
        Eigen::VectorXd b(n + 1);
        for (Eigen::Index i = 0; i < n; ++i) {
            const double xi = s.data.x[primary[std::size_t(i)]], yi = s.data.y[primary[std::size_t(i)]];
            for (Eigen::Index j = 0; j < n; ++j)
                a(i, j) =
                    c00.covariance(xi - s.data.x[primary[std::size_t(j)]], yi - s.data.y[primary[std::size_t(j)]], 0);
            a(i, n) = a(n, i) = cross(xi - x0, yi - y0);
            b(i) = c00.covariance(xi - x0, yi - y0, 0);
        }
        a(n, n) = sill1;
        b(n) = cross(0, 0);
        const Eigen::VectorXd lambda = a.ldlt().solve(b);
        double estimate = 0.9 + lambda(n) * (s.targets.secondary[t] - 5.2);
        for (Eigen::Index i = 0; i < n; ++i) estimate += lambda(i) * (s.data.values[0][primary[std::size_t(i)]] - 0.9);
        const double variance = sill0 - lambda.dot(b);
        EXPECT_NEAR(r.estimate[t], estimate, 1e-9 * std::max(1.0, std::abs(estimate))) << t;
        EXPECT_NEAR(r.variance[t], variance, 1e-9) << t;
        EXPECT_EQ(r.primaryUsed[t], int(n));
        EXPECT_EQ(r.secondaryUsed[t], 1);
    }
}

// Ordinary cokriging, traditional and standardised, against the dense system with its
// constraints (global neighbourhood).
TEST(Cokriging, OrdinaryAndStandardisedMatchDenseSolve) {
    const Scene s = scene(5);
    for (CokrigingType type : {CokrigingType::Ordinary, CokrigingType::Standardised}) {
        CokrigingOptions o = options(type, "0.05 nug + 0.9 sph(30)");
        o.search.global = true;
        if (type == CokrigingType::Standardised) o.means = {0.9, 5.2};
        const CokrigingResult r = cokrige(s.data, s.targets, o, onCpu());
        struct D {
            double x, y;
            int v;
            double z;
        };
        std::vector<D> ds;
        for (std::size_t i = 0; i < s.data.size(); ++i)
            for (int v = 0; v < 2; ++v)
                if (!std::isnan(s.data.values[std::size_t(v)][i]))
                    ds.push_back({s.data.x[i], s.data.y[i], v, s.data.values[std::size_t(v)][i]});
        const Eigen::Index n = Eigen::Index(ds.size()), nc = type == CokrigingType::Ordinary ? 2 : 1;
        for (std::size_t t = 0; t < s.targets.size(); ++t) {
            Eigen::MatrixXd a = Eigen::MatrixXd::Zero(n + nc, n + nc);
            Eigen::VectorXd b = Eigen::VectorXd::Zero(n + nc);
            for (Eigen::Index i = 0; i < n; ++i) {
                const D& di = ds[std::size_t(i)];
                for (Eigen::Index j = 0; j < n; ++j) {
                    const D& dj = ds[std::size_t(j)];
                    a(i, j) = o.model.model(std::size_t(std::min(di.v, dj.v)), std::size_t(std::max(di.v, dj.v)))
                                  .covariance(di.x - dj.x, di.y - dj.y, 0);
                }
                b(i) = o.model.model(0, std::size_t(di.v)).covariance(di.x - s.targets.x[t], di.y - s.targets.y[t], 0);
                const Eigen::Index k = nc == 2 ? di.v : 0;
                a(i, n + k) = a(n + k, i) = 1;
            }
            b(n) = 1;
            const Eigen::VectorXd x = a.fullPivLu().solve(b);
            double estimate = 0;
            for (Eigen::Index i = 0; i < n; ++i) {
                const D& di = ds[std::size_t(i)];
                estimate +=
                    x(i) * (type == CokrigingType::Ordinary ? di.z : di.z - o.means[std::size_t(di.v)] + o.means[0]);
            }
            const double variance = o.model.model(0, 0).maxCovariance() - x.dot(b);
            EXPECT_NEAR(r.estimate[t], estimate, 1e-8 * std::max(1.0, std::abs(estimate)))
                << toString(type) << " " << t;
            EXPECT_NEAR(r.variance[t], variance, 1e-8) << toString(type) << " " << t;
        }
    }
}

TEST(Cokriging, RefusesBadOptions) {
    const Scene s = scene();
    EXPECT_THROW(variogram::Coregionalisation::parse({"p", "s"}, {"p=1 sph(10)", "s=1 sph(10)"}), ValidationError);
    EXPECT_THROW(variogram::Coregionalisation::parse({"p", "s"}, {"p=1 sph(10)", "s=1 sph(10)", "p:q=0.5 sph(10)"}),
                 ValidationError);
    EXPECT_THROW(variogram::Coregionalisation::parse({"p", "s"}, {"p=1 sph(10)", "s=1 sph(10)", "p:s=2 sph(10)"}),
                 ValidationError);
    CokrigingOptions o = options(CokrigingType::Simple);
    o.means = {1};
    EXPECT_THROW(cokrige(s.data, s.targets, o, onCpu()), ValidationError);
    o = options(CokrigingType::Collocated);
    o.model = collocatedModel("p", o.model.model(0, 0), "s", o.model.model(1, 1), 0.5);
    EXPECT_THROW(cokrige(s.data, s.targets, o, onCpu()), ValidationError);  // no secondary at the targets
    EXPECT_THROW(collocatedModel("p", o.model.model(0, 0), "s", o.model.model(1, 1), 1.5), ValidationError);
    std::vector<std::string> names{"p", "a", "b", "c", "d"}, entries;
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = i; j < names.size(); ++j)
            entries.push_back(i == j ? names[i] + "=1 sph(10)" : names[i] + ":" + names[j] + "=0 nug");
    o = options(CokrigingType::Ordinary);
    o.model = variogram::Coregionalisation::parse(names, entries);
    EXPECT_THROW(o.validate("test"), ValidationError);
}

// cokb3d's arithmetic: ktsol calls a system of one equation singular, and an ordinary system with a
// variable absent from the neighbourhood keeps that variable's empty constraint row (singular);
// the textbook engine solves both.
TEST(Cokriging, Cokb3dArithmeticLeavesWhatKtsolCannotSolve) {
    const Scene s = scene();
    CokrigingOptions o = options(CokrigingType::Simple, "0.05 nug + 0.9 sph(30)");
    o.search.ndmax = 1;
    o.ndmaxSecondary = 0;
    CokrigingResult textbook = cokrige(s.data, s.targets, o, onCpu());
    o.cokb3d.enabled = true;
    CokrigingResult gslib = cokrige(s.data, s.targets, o, onCpu());
    for (std::size_t t = 0; t < s.targets.size(); ++t) {
        EXPECT_EQ(textbook.status[t], kriging::NodeStatus::Estimated);
        EXPECT_EQ(gslib.status[t], kriging::NodeStatus::Singular);
    }
    o = options(CokrigingType::Ordinary, "0.05 nug + 0.9 sph(30)");
    o.ndmaxSecondary = 0;
    textbook = cokrige(s.data, s.targets, o, onCpu());
    o.cokb3d.enabled = true;
    gslib = cokrige(s.data, s.targets, o, onCpu());
    for (std::size_t t = 0; t < s.targets.size(); ++t) {
        EXPECT_EQ(textbook.status[t], kriging::NodeStatus::Estimated);
        EXPECT_EQ(gslib.status[t], kriging::NodeStatus::Singular);
    }
}

// cokb3d's parameter file: ktype 2 is traditional ordinary cokriging, the cross variogram given
// as "2 1" serves the pair, and every pair takes the primary's angles and anisotropy ratios.
TEST(Cokb3dParameters, ReadAsCokb3dUsesThem) {
    const Cokb3dJob job = readCokb3dParameters(std::string(STRATA_REFERENCE_DIR) + "/gslib/cokb3d_ydata_ok_aniso.par");
    EXPECT_EQ(job.cokriging.type, CokrigingType::Ordinary);
    EXPECT_EQ(job.cokriging.search.ndmax, 8);
    EXPECT_EQ(job.cokriging.ndmaxSecondary, 9);
    ASSERT_EQ(job.cokriging.model.size(), 2u);
    const auto& cross = job.cokriging.model.model(0, 1);
    EXPECT_DOUBLE_EQ(cross.nugget, 0.5);
    ASSERT_EQ(cross.structures.size(), 2u);
    EXPECT_DOUBLE_EQ(cross.structures[1].sill, 6.0);
    EXPECT_DOUBLE_EQ(cross.structures[1].range, 40.0);
    EXPECT_DOUBLE_EQ(cross.structures[1].anisotropy.ang1, 30.0);
    EXPECT_DOUBLE_EQ(cross.structures[1].anisotropy.ratio1, 0.5);
    // A JSON round trip keeps the job.
    const Cokb3dJob again = jobs::Json(job).get<Cokb3dJob>();
    EXPECT_EQ(jobs::Json(again), jobs::Json(job));
}

}  // namespace
}  // namespace strata::cokriging::test
