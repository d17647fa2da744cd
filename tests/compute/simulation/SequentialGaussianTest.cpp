// The engine of sequential Gaussian simulation: the data at their nodes, realisations that do not
// depend on the threads, and the statistics a simulation must reproduce (docs/simulation.md,
// "sgsim", gives each tolerance and the spread between seeds it comes from).
#include <gtest/gtest.h>

#include <cmath>

#include "SequentialGaussianSupport.h"
#include "strata/core/Error.h"
#include "strata/kriging/Kriging.h"
#include "strata/variogram/ExperimentalVariogram.h"

using namespace strata;
using namespace strata::simulation;
using namespace strata::simulation::testing;

namespace {
// Twelve data scattered over a 16 x 16 grid of unit cells, off the nodes, in normal scores.
ConditioningData scatteredData() {
    ConditioningData d;
    const double xs[] = {2.3, 5.1, 9.7, 13.2, 3.8, 7.4, 11.9, 14.6, 1.2, 6.6, 10.3, 15.1};
    const double ys[] = {1.7, 4.2, 2.9, 5.5, 8.1, 9.6, 7.3, 10.8, 13.4, 14.9, 12.2, 15.3};
    const double ss[] = {-1.2, 0.4, 1.5, -0.3, 0.9, -1.8, 0.2, 1.1, -0.6, 0.7, -0.9, 1.9};
    for (int i = 0; i < 12; ++i) {
        d.x.push_back(xs[i]);
        d.y.push_back(ys[i]);
        d.z.push_back(0.5);
        d.score.push_back(ss[i]);
    }
    return d;
}

std::size_t nodeOf(const GridSpec& g, double x, double y) {
    return std::size_t(std::lround(x - g.x0)) + std::size_t(std::lround(y - g.y0)) * g.nx;
}
}  // namespace

TEST(SequentialGaussian, DataAssignedToNodesAreReproducedThere) {
    SequentialGaussianOptions o = smallOptions(16, 16, "1 sph(8)", 10);
    const ConditioningData data = scatteredData();
    const SequentialGaussianSimulation simulation(data, o);
    for (const auto& r : runRealisations(simulation, 0, 3))
        for (std::size_t i = 0; i < data.size(); ++i)
            EXPECT_EQ(r[nodeOf(o.grid, data.x[i], data.y[i])], float(data.score[i])) << "datum " << i;
}

TEST(SequentialGaussian, DataOnNodesAreReproducedWithTheTwoPartSearch) {
    SequentialGaussianOptions o = smallOptions(16, 16, "1 sph(8)", 10);
    o.assignDataToNodes = false;
    ConditioningData data;
    data.x = {3.5, 8.5, 12.5, 6.2};
    data.y = {2.5, 9.5, 14.5, 6.7};
    data.z = {0.0, 0.0, 0.0, 0.0};
    data.score = {1.3, -0.7, 2.1, 0.4};
    const SequentialGaussianSimulation simulation(data, o);
    for (const auto& r : runRealisations(simulation, 0, 3)) {
        for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(r[nodeOf(o.grid, data.x[i], data.y[i])], float(data.score[i]));
        // The datum off the nodes conditions its neighbours but is not put on a node.
        EXPECT_NE(r[nodeOf(o.grid, 6.2, 6.7)], float(0.4));
    }
}

TEST(SequentialGaussian, DataBeyondTheGridGoToTheEdgeNodeAsInSgsim) {
    SequentialGaussianOptions o = smallOptions(8, 8, "1 sph(4)", 6);
    ConditioningData data;
    data.x = {-20.0};
    data.y = {3.5};
    data.z = {0.0};
    data.score = {1.5};
    const SequentialGaussianSimulation simulation(data, o);
    EXPECT_EQ(runRealisations(simulation, 0, 1)[0][3 * 8], 1.5f);
}

TEST(SequentialGaussian, RealisationsDoNotDependOnThreadsOrOnTheOtherRealisations) {
    SequentialGaussianOptions o = smallOptions(24, 20, "0.1 nug + 0.9 sph(6)", 8);
    o.assignDataToNodes = false;
    const SequentialGaussianSimulation simulation(scatteredData(), o);
    const Realisations one = runRealisations(simulation, 0, 5, 1);
    const Realisations three = runRealisations(simulation, 0, 5, 3);
    const Realisations alone = runRealisations(simulation, 3, 1, 2);
    ASSERT_EQ(one.size(), 5u);
    EXPECT_EQ(one, three);
    EXPECT_EQ(one[3], alone[0]);
    EXPECT_NE(one[0], one[1]);
}

TEST(SequentialGaussian, RefusesBadOptionsBeforeAnyWork) {
    SequentialGaussianOptions o = smallOptions(8, 8, "1 sph(4)", 6);
    o.search.radius = 0;
    EXPECT_THROW(SequentialGaussianSimulation(ConditioningData{}, o), ValidationError);
    o = smallOptions(8, 8, "1 sph(4)", 6);
    o.seed = 0;
    EXPECT_THROW(SequentialGaussianSimulation(ConditioningData{}, o), ValidationError);
    o = smallOptions(400, 400, "1 sph(4)", 6);
    o.grid.nz = 400;
    o.covarianceTable = {1001, 1001, 1001};
    EXPECT_THROW(SequentialGaussianSimulation(ConditioningData{}, o), ValidationError);
    ConditioningData bad = scatteredData();
    bad.score[3] = std::nan("");
    EXPECT_THROW(SequentialGaussianSimulation(bad, smallOptions(8, 8, "1 sph(4)", 6)), ValidationError);
}

namespace {
// Unconditional realisations of a 64 x 64 grid, model range 10: the scores of each are
// standard normal up to the fluctuation of a finite field (its mean's spread is about
// sqrt(mean covariance over the grid) = 0.1 here).
constexpr double kRealisationMean = 0.5;
constexpr double kRealisationVariance = 0.5;
constexpr double kAverageMean = 0.12;
constexpr double kAverageVariance = 0.1;

Realisations unconditional(std::size_t first, std::size_t count) {
    SequentialGaussianOptions o = smallOptions(64, 64, "1 sph(10)", 20);
    const SequentialGaussianSimulation simulation(ConditioningData{}, o);
    return runRealisations(simulation, first, count);
}
}  // namespace

TEST(SequentialGaussianStatistics, EachRealisationIsStandardNormal) {
    for (std::size_t seed : {0, 20}) {
        double meanSum = 0, varianceSum = 0;
        const Realisations rs = unconditional(seed, 20);
        for (const auto& r : rs) {
            const Moments m = momentsOf(r);
            EXPECT_LT(std::abs(m.mean), kRealisationMean);
            EXPECT_LT(std::abs(m.variance - 1.0), kRealisationVariance);
            meanSum += m.mean;
            varianceSum += m.variance;
        }
        const double n = double(rs.size());
        std::printf("20 realisations from %zu: mean of means %.4f, mean of variances %.4f\n", seed, meanSum / n,
                    varianceSum / n);
        EXPECT_LT(std::abs(meanSum / n), kAverageMean);
        EXPECT_LT(std::abs(varianceSum / n - 1.0), kAverageVariance);
    }
}

namespace {
// The simple kriging of the scattered data at every node of the grid, with all data.
kriging::KrigingResult simpleKriging(const ConditioningData& d, const SequentialGaussianOptions& o) {
    kriging::KrigingData data;
    data.x = d.x;
    data.y = d.y;
    data.z = d.z;
    data.names = {"score"};
    data.values = {d.score};
    kriging::KrigingTargets targets;
    targets.grid = o.grid;
    kriging::KrigingOptions k;
    k.type = kriging::KrigingType::Simple;
    k.mean = 0;
    k.model = o.model;
    k.search.global = true;
    RunContext context;
    context.backend = Backend::Cpu;
    return kriging::krige(data, targets, k, context);
}

std::vector<double> means(const std::vector<Moments>& m) {
    std::vector<double> out;
    for (const auto& x : m) out.push_back(x.mean);
    return out;
}
std::vector<double> variances(const std::vector<Moments>& m) {
    std::vector<double> out;
    for (const auto& x : m) out.push_back(x.variance);
    return out;
}
}  // namespace

// The E-type (mean over realisations) is the simple kriging estimate of the data and the variance
// over realisations the simple kriging variance, up to the sampling error of a finite number of
// realisations (measured: the difference between two sets of realisations of other seeds) and
// the approximation of a limited neighbourhood of simulated nodes.
TEST(SequentialGaussianStatistics, EtypeAndVarianceConvergeToSimpleKriging) {
    SequentialGaussianOptions o = smallOptions(16, 16, "0.05 nug + 0.95 sph(10)", 30);
    o.assignDataToNodes = false;
    o.search.ndmax = 12;
    o.nodmax = 24;
    const ConditioningData data = scatteredData();
    const SequentialGaussianSimulation simulation(data, o);
    const std::size_t count = 300;
    const auto a = nodeMoments(runRealisations(simulation, 0, count));
    const auto b = nodeMoments(runRealisations(simulation, count, count));
    const kriging::KrigingResult sk = simpleKriging(data, o);
    const double etypeSpread = meanAbsoluteDifference(means(a), means(b));
    const double varianceSpread = meanAbsoluteDifference(variances(a), variances(b));
    const double etypeError = meanAbsoluteDifference(means(a), sk.estimate[0]);
    const double varianceError = meanAbsoluteDifference(variances(a), sk.variance(0));
    std::printf("etype: error %.4f spread %.4f; variance: error %.4f spread %.4f\n", etypeError, etypeSpread,
                varianceError, varianceSpread);
    EXPECT_LT(etypeError, 1.5 * etypeSpread);
    EXPECT_LT(varianceError, 1.5 * varianceSpread);
}

namespace {
// gamv's omnidirectional semivariogram of a realisation on its grid, lags 1..10 of one cell.
std::vector<variogram::LagRow> gridVariogram(const GridSpec& g, const std::vector<float>& r) {
    variogram::VariogramInput input;
    for (std::size_t i = 0; i < g.nodeCount(); ++i) {
        input.x.push_back(g.nodeX(i));
        input.y.push_back(g.nodeY(i));
        input.z.push_back(0);
    }
    input.names = {"score"};
    input.variables = {std::vector<double>(r.begin(), r.end())};
    variogram::ExperimentalVariogramOptions options;
    options.lags = {10, 1.0, 0.5};
    variogram::ComputeContext context;
    context.backend = Backend::Cpu;
    const auto v = variogram::computeExperimentalVariogram(input, options, context);
    // Rows 0 and 1 are h = 0 and the half lag below 0.5: none on a grid of unit cells.
    return {v.curve(0, 0).rows.begin() + 2, v.curve(0, 0).rows.end()};
}

std::vector<variogram::LagRow> meanVariogram(const GridSpec& g, const Realisations& rs) {
    std::vector<variogram::LagRow> sum;
    for (const auto& r : rs) {
        const auto rows = gridVariogram(g, r);
        sum.resize(rows.size());
        for (std::size_t k = 0; k < rows.size(); ++k) {
            sum[k].distance += rows[k].distance / double(rs.size());
            sum[k].value += rows[k].value / double(rs.size());
        }
    }
    return sum;
}
}  // namespace

// The realisations' variograms reproduce the model up to its range: the mean of 8 realisations'
// experimental variograms (gamv) against the model, lag by lag.
TEST(SequentialGaussianStatistics, VariogramsReproduceTheModelUpToItsRange) {
    const SequentialGaussianOptions o = smallOptions(64, 64, "1 sph(10)", 20);
    const auto a = meanVariogram(o.grid, unconditional(0, 8));
    const auto b = meanVariogram(o.grid, unconditional(8, 8));
    ASSERT_EQ(a.size(), 10u);
    for (std::size_t k = 0; k < a.size(); ++k) {
        const double h = a[k].distance;
        const double model = o.model.variogram(h, 0, 0);
        std::printf("h %.2f model %.4f seeds %.4f %.4f\n", h, model, a[k].value, b[k].value);
        EXPECT_NEAR(a[k].value, model, 0.08) << "lag " << h;
    }
}
