#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include <Eigen/Dense>

#include "VariogramTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/DelimitedReader.h"
#include "strata/variogram/LmcFit.h"
#include "strata/variogram/VariogramJobs.h"

using namespace strata;
using namespace strata::variogram;
using namespace strata::variogram::testing;

namespace {

using Matrices = std::vector<Eigen::MatrixXd>;  // [0] nugget (when fitted), then the structures

bool hasWarning(const LmcFitResult& r, const std::string& fragment) {
    return std::any_of(r.warnings.begin(), r.warnings.end(),
                       [&](const std::string& w) { return w.find(fragment) != std::string::npos; });
}

// The model of pair (i, j) of an LMC with these matrices (nugget first).
VariogramModel pairModel(const VariogramModel& structures, const Matrices& b, std::size_t i, std::size_t j) {
    VariogramModel m = structures;
    m.nugget = b[0](Eigen::Index(i), Eigen::Index(j));
    for (std::size_t k = 0; k < m.structures.size(); ++k)
        m.structures[k].sill = b[k + 1](Eigen::Index(i), Eigen::Index(j));
    return m;
}

// Points of every pair along two directions; pair counts differ between variograms, so the
// weights do too.
std::vector<std::vector<FitPoint>> lmcPoints(const VariogramModel& structures, const Matrices& b, std::size_t n,
                                             double lag, int lags) {
    std::vector<std::vector<FitPoint>> points(n * (n + 1) / 2);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) {
            const VariogramModel m = pairModel(structures, b, i, j);
            for (double az : {30.0, 120.0}) {
                const auto u = directionVector(az, 0);
                for (int k = 1; k <= lags; ++k) {
                    const double h = k * lag;
                    const double pairs = 80.0 + 30.0 * k + 17.0 * double(i + 2 * j);
                    points[Coregionalisation::pairIndex(i, j, n)].push_back(
                        {h, m.variogramAlong(h, u[0], u[1], u[2]), pairs, u});
                }
            }
        }
    return points;
}

Matrices fittedMatrices(const LmcFitResult& r) {
    const auto sills = r.model.sillMatrices();
    const auto n = Eigen::Index(r.model.size());
    Matrices out;
    for (const auto& s : sills) out.push_back(Eigen::Map<const Eigen::MatrixXd>(s.data(), n, n));
    return out;
}

Eigen::MatrixXd symmetric(std::initializer_list<std::initializer_list<double>> rows) {
    Eigen::MatrixXd m(Eigen::Index(rows.size()), Eigen::Index(rows.size()));
    Eigen::Index r = 0;
    for (const auto& row : rows) {
        Eigen::Index c = 0;
        for (double v : row) m(r, c++) = v;
        ++r;
    }
    return m;
}

// Goulard & Voltz's criterion at matrices b, computed here from its definition: every entry of
// the variogram matrix (a cross variogram twice), weights N_j / h_j^2.
double criterion(const std::vector<std::vector<FitPoint>>& points, const VariogramModel& structures, const Matrices& b,
                 std::size_t n) {
    double f = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            const VariogramModel m = pairModel(structures, b, i, j);
            for (const auto& p : points[Coregionalisation::pairIndex(i, j, n)]) {
                const double e = p.value - m.variogramAlong(p.distance, p.direction[0], p.direction[1], p.direction[2]);
                f += p.pairs / (p.distance * p.distance) * e * e;
            }
        }
    return f;
}

// The constrained least-squares optimum by brute force: accelerated projected gradient on all the
// matrices at once (each entry of the n x n matrices a free unknown; projection: negative
// eigenvalues set to 0), step 1 / the largest curvature, run to a standstill.
Matrices bruteForceProjectedLeastSquares(const std::vector<std::vector<FitPoint>>& points,
                                         const VariogramModel& structures, std::size_t n) {
    const std::size_t terms = structures.structures.size() + 1;
    // Per entry (i, j): basis G (points x terms), weights, values.
    struct Entry {
        Eigen::MatrixXd g;
        Eigen::VectorXd w, y;
    };
    std::vector<Entry> entries(n * n);
    double lipschitz = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            const auto& pts = points[Coregionalisation::pairIndex(i, j, n)];
            Entry& e = entries[i * n + j];
            e.g.resize(Eigen::Index(pts.size()), Eigen::Index(terms));
            e.w.resize(Eigen::Index(pts.size()));
            e.y.resize(Eigen::Index(pts.size()));
            for (std::size_t r = 0; r < pts.size(); ++r) {
                const auto& p = pts[r];
                e.g(Eigen::Index(r), 0) = 1.0;
                for (std::size_t k = 0; k + 1 < terms; ++k) {
                    VariogramModel unit;
                    unit.structures = {structures.structures[k]};
                    unit.structures[0].sill = 1;
                    e.g(Eigen::Index(r), Eigen::Index(k + 1)) =
                        unit.variogramAlong(p.distance, p.direction[0], p.direction[1], p.direction[2]);
                }
                e.w[Eigen::Index(r)] = p.pairs / (p.distance * p.distance);
                e.y[Eigen::Index(r)] = p.value;
            }
            const Eigen::MatrixXd h = 2 * e.g.transpose() * e.w.asDiagonal() * e.g;
            lipschitz = std::max(lipschitz, Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(h).eigenvalues().maxCoeff());
        }
    auto project = [](const Eigen::MatrixXd& a) {
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(0.5 * (a + a.transpose()));
        return Eigen::MatrixXd(eig.eigenvectors() * eig.eigenvalues().cwiseMax(0.0).asDiagonal() *
                               eig.eigenvectors().transpose());
    };
    const auto N = Eigen::Index(n);
    Matrices x(terms, Eigen::MatrixXd::Zero(N, N)), y = x;
    double t = 1;
    for (int it = 0; it < 2000000; ++it) {
        Matrices gradient(terms, Eigen::MatrixXd::Zero(N, N));
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                const Entry& e = entries[i * n + j];
                Eigen::VectorXd c(static_cast<Eigen::Index>(terms));
                for (std::size_t k = 0; k < terms; ++k) c[Eigen::Index(k)] = y[k](Eigen::Index(i), Eigen::Index(j));
                const Eigen::VectorXd grad = -2 * e.g.transpose() * e.w.cwiseProduct(e.y - e.g * c);
                for (std::size_t k = 0; k < terms; ++k)
                    gradient[k](Eigen::Index(i), Eigen::Index(j)) = grad[Eigen::Index(k)];
            }
        double change = 0, scale = 1e-300;
        Matrices next(terms);
        for (std::size_t k = 0; k < terms; ++k) {
            next[k] = project(y[k] - gradient[k] / lipschitz);
            change = std::max(change, (next[k] - x[k]).cwiseAbs().maxCoeff());
            scale = std::max(scale, next[k].cwiseAbs().maxCoeff());
        }
        const double tn = 0.5 * (1 + std::sqrt(1 + 4 * t * t));
        for (std::size_t k = 0; k < terms; ++k) y[k] = next[k] + ((t - 1) / tn) * (next[k] - x[k]);
        x = next;
        t = tn;
        if (it % 1000 == 0) t = 1;  // restart: monotone enough to stop on a small change
        if (change < 1e-15 * scale && it > 1000) break;
    }
    return x;
}

void expectMatricesNear(const Matrices& got, const Matrices& want, double relative) {
    ASSERT_EQ(got.size(), want.size());
    double scale = 0;
    for (const auto& m : want) scale = std::max(scale, m.cwiseAbs().maxCoeff());
    for (std::size_t k = 0; k < want.size(); ++k)
        for (Eigen::Index i = 0; i < want[k].rows(); ++i)
            for (Eigen::Index j = 0; j < want[k].cols(); ++j)
                EXPECT_NEAR(got[k](i, j), want[k](i, j), relative * scale)
                    << "matrix " << k << " (" << i << ", " << j << ")";
}

}  // namespace

TEST(LmcFit, RecoversAKnownLinearModelExactly) {
    const VariogramModel structures = VariogramModel::parse("1 nug + 1 sph(12, 6; 30, 0, 0) + 1 exp(40)");
    const Matrices truth = {symmetric({{0.3, 0.1, 0.05}, {0.1, 0.2, -0.02}, {0.05, -0.02, 0.1}}),
                            symmetric({{2.0, 1.2, -0.4}, {1.2, 1.5, 0.3}, {-0.4, 0.3, 0.8}}),
                            symmetric({{1.0, 0.5, 0.5}, {0.5, 0.25, 0.25}, {0.5, 0.25, 0.25}})};  // rank 1
    const auto points = lmcPoints(structures, truth, 3, 2.5, 24);
    for (LmcMethod method : {LmcMethod::GoulardVoltz, LmcMethod::ProjectOnce}) {
        LmcFitOptions o;
        o.method = method;
        const LmcFitResult r = fitLinearModelOfCoregionalisation({"A", "B", "C"}, points, structures, o);
        EXPECT_TRUE(r.converged);
        EXPECT_TRUE(r.model.isLinear());
        EXPECT_NO_THROW(r.model.validate("test"));
        expectMatricesNear(fittedMatrices(r), truth, 1e-8);
        EXPECT_LT(r.objective, 1e-16);
    }
}

TEST(LmcFit, RecoversAKnownModelOfFourVariables) {
    // Four variables, the short structure's matrix singular (rank 2): the data are exact, so the
    // optimum is the truth whether or not the iteration runs.
    const VariogramModel structures = VariogramModel::parse("1 nug + 1 sph(15) + 1 gau(35)");
    Eigen::MatrixXd f(4, 2);
    f << 1.0, 0.2, -0.5, 0.8, 0.3, 0.3, 0.7, -0.4;
    const Matrices truth = {
        0.1 * Eigen::MatrixXd::Identity(4, 4) + 0.02 * Eigen::MatrixXd::Ones(4, 4), f * f.transpose(),
        symmetric({{1.0, 0.2, 0.1, 0.0}, {0.2, 0.8, -0.1, 0.1}, {0.1, -0.1, 0.6, 0.2}, {0.0, 0.1, 0.2, 0.5}})};
    const auto points = lmcPoints(structures, truth, 4, 3.0, 20);
    const LmcFitResult r = fitLinearModelOfCoregionalisation({"A", "B", "C", "D"}, points, structures);
    EXPECT_TRUE(r.converged);
    expectMatricesNear(fittedMatrices(r), truth, 1e-8);
    EXPECT_NO_THROW(r.model.validate("test"));
}

TEST(LmcFit, FitsTheSharedRangesOfAKnownModel) {
    const VariogramModel truthStructures = VariogramModel::parse("1 nug + 1 sph(12, 6; 30, 0, 0) + 1 exp(40)");
    const Matrices truth = {symmetric({{0.3, 0.1}, {0.1, 0.2}}), symmetric({{2.0, 1.2}, {1.2, 1.5}}),
                            symmetric({{1.0, -0.5}, {-0.5, 0.6}})};
    const auto points = lmcPoints(truthStructures, truth, 2, 2.5, 24);
    LmcFitOptions o;
    o.fitRanges = true;
    const LmcFitResult r = fitLinearModelOfCoregionalisation(
        {"A", "B"}, points, VariogramModel::parse("1 nug + 1 sph(8, 4; 30, 0, 0) + 1 exp(60)"), o);
    EXPECT_TRUE(r.converged);
    const auto& fitted = r.model.model(0, 1).structures;
    EXPECT_NEAR(fitted[0].range, 12.0, 1e-6 * 12);
    EXPECT_NEAR(fitted[1].range, 40.0, 1e-6 * 40);
    EXPECT_DOUBLE_EQ(fitted[0].anisotropy.ratio1, 0.5);  // ratios and angles are the start's
    expectMatricesNear(fittedMatrices(r), truth, 1e-6);
}

TEST(LmcFit, KeepsMatricesPositiveSemiDefiniteAtTheConstrainedOptimum) {
    // Variograms from an invalid model (|cross sill| of the short structure above the direct
    // ones' geometric mean) plus a deterministic wobble: fitted variogram by variogram, the short
    // structure's matrix is not positive semi-definite.
    const VariogramModel structures = VariogramModel::parse("1 nug + 1 sph(10) + 1 sph(40)");
    const Matrices invalid = {symmetric({{0.2, 0.05}, {0.05, 0.4}}), symmetric({{1.0, 1.6}, {1.6, 1.2}}),
                              symmetric({{2.0, -0.3}, {-0.3, 1.0}})};
    auto points = lmcPoints(structures, invalid, 2, 2.0, 30);
    for (auto& pair : points)
        for (std::size_t k = 0; k < pair.size(); ++k) pair[k].value += 0.03 * std::sin(1.7 * double(k));

    LmcFitOptions once;
    once.method = LmcMethod::ProjectOnce;
    const LmcFitResult projected = fitLinearModelOfCoregionalisation({"A", "B"}, points, structures, once);
    EXPECT_TRUE(hasWarning(projected, "structure 1's matrix of sills")) << projected.warnings.front();

    const LmcFitResult r = fitLinearModelOfCoregionalisation({"A", "B"}, points, structures);
    EXPECT_TRUE(r.converged);
    EXPECT_TRUE(hasWarning(r, "structure 1's matrix of sills"));
    for (double e : r.model.sillMatrixMinEigenvalues()) EXPECT_GE(e, -1e-12);
    EXPECT_NO_THROW(r.model.validate("test"));

    const Matrices reference = bruteForceProjectedLeastSquares(points, structures, 2);
    expectMatricesNear(fittedMatrices(r), reference, 1e-6);
    const double ours = criterion(points, structures, fittedMatrices(r), 2);
    EXPECT_NEAR(r.objective, ours, 1e-10 * ours);
    EXPECT_LE(ours, criterion(points, structures, reference, 2) * (1 + 1e-9));
    // Projecting once is feasible but not optimal.
    EXPECT_GT(criterion(points, structures, fittedMatrices(projected), 2), ours * (1 + 1e-6));
}

namespace {

// gstat's fit.lmc sills (tests/data/gstat/jura_lmc_fit.csv) of one case, by id and structure.
std::map<std::pair<std::string, int>, double> gstatSills(const std::string& fitCase) {
    const io::Table t = io::readTable(referencePath("gstat/jura_lmc_fit.csv"));
    std::map<std::pair<std::string, int>, double> sills;
    for (std::size_t r = 0; r < t.rowCount(); ++r)
        if (t.column("case").texts[r] == fitCase)
            sills[{t.column("id").texts[r], int(t.column("structure").numbers[r])}] = t.column("psill").numbers[r];
    return sills;
}

void expectMatchesGstat(const LmcFitResult& r, const std::string& fitCase) {
    const auto want = gstatSills(fitCase);
    ASSERT_FALSE(want.empty());
    const auto& v = r.model.variables;
    for (std::size_t i = 0; i < v.size(); ++i)
        for (std::size_t j = i; j < v.size(); ++j) {
            const VariogramModel& m = r.model.model(i, j);
            const std::string id = i == j ? v[i] : v[i] + "." + v[j];
            for (std::size_t k = 0; k <= m.structures.size(); ++k) {
                const double got = k == 0 ? m.nugget : m.structures[k - 1].sill;
                const double expected = want.at({id, int(k)});
                EXPECT_NEAR(got, expected, 1e-6 * std::max(std::abs(expected), 1e-3)) << id << " structure " << k;
            }
        }
}

}  // namespace

TEST(LmcFit, MatchesGstatFitLmcOnJura) {
    // gstat 2.1.0, fit.lmc(variogram(g, cutoff = 1.5, width = 0.1), g, vgm(...)) on jura.pred's
    // Ni, Cr, Co (tests/data/gstat/jura_lmc.R). Case one: every matrix fitted variogram by
    // variogram is positive semi-definite, so Goulard-Voltz's optimum is gstat's answer.
    const std::vector<std::string> names = {"Ni", "Cr", "Co"};
    const auto points = readLmcFitPoints(referencePath("gstat/jura_lmc_variograms.csv"), names);
    const LmcFitResult one =
        fitLinearModelOfCoregionalisation(names, points, VariogramModel::parse("5 nug + 10 sph(0.8)"));
    EXPECT_TRUE(one.converged);
    EXPECT_TRUE(one.warnings.empty());
    expectMatchesGstat(one, "one");

    // Case two: two structures' matrices are not; gstat projects them once.
    const VariogramModel two = VariogramModel::parse("5 nug + 10 sph(1.2) + 5 sph(0.3)");
    LmcFitOptions once;
    once.method = LmcMethod::ProjectOnce;
    const LmcFitResult projected = fitLinearModelOfCoregionalisation(names, points, two, once);
    expectMatchesGstat(projected, "two");
    // Goulard-Voltz does at least as well on the criterion.
    const LmcFitResult optimum = fitLinearModelOfCoregionalisation(names, points, two);
    EXPECT_TRUE(optimum.converged);
    EXPECT_LT(optimum.objective, projected.objective);
    for (double e : optimum.model.sillMatrixMinEigenvalues()) EXPECT_GE(e, -1e-9);

    // The entries fit writes ("Ni:Co=... + -1.26 sph(0.3)") read back as a valid LMC.
    std::vector<std::string> entries;
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = i; j < names.size(); ++j)
            entries.push_back((i == j ? names[i] : names[i] + ":" + names[j]) + "=" +
                              optimum.model.model(i, j).toString());
    const Coregionalisation back = Coregionalisation::parse(names, entries);
    EXPECT_TRUE(back.isLinear());
    EXPECT_LT(back.model(0, 2).structures[1].sill, 0.0);
    EXPECT_NEAR(back.model(0, 2).structures[1].sill, optimum.model.model(0, 2).structures[1].sill, 1e-8);
}

TEST(LmcFit, ReadsTheDirectAndCrossVariogramsOfGamvOutput) {
    // gamv's layout: each pair's rows a constant, so a nugget-only fit returns them as its matrix.
    // A variogram of another type or variable is left out; a row without pairs too.
    const std::string path = ::testing::TempDir() + "lmc_gamv.out";
    std::string text;
    auto block = [&](const std::string& title, const std::string& tail, const std::string& head, int direction,
                     const std::string& value) {
        text += title + "tail:" + tail + std::string(12 - tail.size(), ' ') + " head:" + head +
                std::string(12 - head.size(), ' ') + "  direction  " + std::to_string(direction) + " \n";
        text += "   1        0.000      0.00000       40        1.00000        1.00000\n";
        text += "   2        1.000      " + value + "       30        1.00000        1.00000\n";
        text += "   3        2.000      " + value + "       50        1.00000        1.00000\n";
        text += "   4        3.000     99.00000        0        1.00000        1.00000\n";
    };
    for (int d : {1, 2}) {
        block("Semivariogram           ", "Au", "Au", d, "1.00000");
        block("Cross Semivariogram     ", "Au", "Cu", d, "0.50000");
        block("Covariance              ", "Au", "Cu", d, "7.00000");
        block("Semivariogram           ", "Cu", "Cu", d, "2.00000");
        block("Semivariogram           ", "Ag", "Ag", d, "9.00000");
    }
    {
        std::FILE* f = std::fopen(path.c_str(), "w");
        ASSERT_NE(f, nullptr);
        std::fputs(text.c_str(), f);
        std::fclose(f);
    }
    const auto points = readLmcFitPoints(path, {"Au", "Cu"}, {});
    ASSERT_EQ(points.size(), 3u);
    for (const auto& pair : points) EXPECT_EQ(pair.size(), 4u);  // 2 lags x 2 directions
    const LmcFitResult r = fitLinearModelOfCoregionalisation({"Au", "Cu"}, points, VariogramModel::parse("1 nug"));
    expectMatricesNear(fittedMatrices(r), {symmetric({{1.0, 0.5}, {0.5, 2.0}})}, 1e-12);

    // The directions' angles come from the caller: direction 2 has none here.
    EXPECT_THROW((void)readLmcFitPoints(path, {"Au", "Cu"}, {VariogramDirection::omni()}), ValidationError);
    VariogramDirection east = VariogramDirection::omni();
    east.azimuth = 90;
    const auto directional = readLmcFitPoints(path, {"Au", "Cu"}, {VariogramDirection::omni(), east});
    EXPECT_NEAR(directional[0].back().direction[0], 1.0, 1e-12);
    EXPECT_THROW((void)readLmcFitPoints(path, {"Au", "Zn"}, {}), ValidationError);
    std::remove(path.c_str());
}

TEST(LmcFit, RefusesBadInput) {
    const VariogramModel start = VariogramModel::parse("1 nug + 1 sph(10)");
    std::vector<std::vector<FitPoint>> three(3,
                                             std::vector<FitPoint>{{1, 0.5, 10, {0, 1, 0}}, {2, 0.8, 10, {0, 1, 0}}});
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A"}, {three[0]}, start), ValidationError);
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A", "A"}, three, start), ValidationError);
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A", "B", "C"}, three, start), ValidationError);
    auto empty = three;
    empty[1].clear();
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A", "B"}, empty, start), ValidationError);
    auto nan = three;
    nan[2][0].value = std::nan("");
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A", "B"}, nan, start), ValidationError);
    LmcFitOptions o;
    o.fitRanges = true;
    o.method = LmcMethod::ProjectOnce;
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A", "B"}, three, start, o), ValidationError);
    EXPECT_THROW(parseLmcMethod("newton"), ValidationError);
    LmcFitOptions cressie;
    cressie.weights = FitWeights::PairsOverModelSquared;
    EXPECT_THROW(fitLinearModelOfCoregionalisation({"A", "B"}, three, start, cressie), ValidationError);
}
