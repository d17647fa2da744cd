// Global ordinary kriging of a surface stack (dual form, one matrix for all surfaces) against
// gstat's global ordinary kriging of cluster.dat, against a brute-force primal solve per node in
// double precision, and against the kriging engine's global neighbourhood.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <random>
#include <set>
#include <sstream>

#include <Eigen/Dense>

#include "strata/core/Error.h"
#include "strata/io/GeoEasReader.h"
#include "strata/jobs/Job.h"
#include "strata/kriging/Kriging.h"
#include "strata/surfaces/StackKriging.h"
#include "strata/variogram/VariogramModel.h"

using namespace strata;
using namespace strata::surfaces;

namespace {

jobs::JobContext cpuContext() {
    jobs::JobContext c;
    c.backend = Backend::Cpu;
    return c;
}

struct Csv {
    std::vector<std::vector<double>> columns;
};
Csv readNumericCsv(const std::string& path) {
    std::ifstream in(path);
    EXPECT_TRUE(in.good()) << path;
    std::string line;
    std::getline(in, line);  // header
    Csv csv;
    while (std::getline(in, line)) {
        std::stringstream row(line);
        std::string cell;
        for (std::size_t c = 0; std::getline(row, cell, ','); ++c) {
            if (csv.columns.size() <= c) csv.columns.emplace_back();
            csv.columns[c].push_back(std::stod(cell));
        }
    }
    return csv;
}

// Primal ordinary kriging at one point, in double, with the model's covariance (nugget only
// on the diagonal: the estimate of the smooth surface).
double primalEstimate(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& z,
                      const variogram::VariogramModel& model, double px, double py, double* variance) {
    const std::size_t n = x.size();
    variogram::VariogramModel signal = model;
    signal.nugget = 0;
    Eigen::MatrixXd k(n + 1, n + 1);
    Eigen::VectorXd rhs(n + 1);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < n; ++j)
            k(Eigen::Index(i), Eigen::Index(j)) =
                i == j ? model.maxCovariance() : model.covariance(x[i] - x[j], y[i] - y[j], 0);
        k(Eigen::Index(i), Eigen::Index(n)) = k(Eigen::Index(n), Eigen::Index(i)) = 1;
        rhs(Eigen::Index(i)) = signal.covariance(px - x[i], py - y[i], 0);
    }
    k(Eigen::Index(n), Eigen::Index(n)) = 0;
    rhs(Eigen::Index(n)) = 1;
    const Eigen::VectorXd w = k.fullPivLu().solve(rhs);
    double estimate = 0;
    for (std::size_t i = 0; i < n; ++i) estimate += w(Eigen::Index(i)) * z[i];
    if (variance) *variance = signal.maxCovariance() - w.dot(rhs);
    return estimate;
}

}  // namespace

TEST(GlobalStackKriging, MatchesGstatGlobalOrdinaryKriging) {
    const io::GeoEasFile f = io::readGeoEas(std::string(STRATA_REFERENCE_DIR) + "/gslib/cluster.dat");
    const auto& x = f.columns[0];
    const auto& y = f.columns[1];
    const auto& primary = f.columns[2];
    const auto model = variogram::VariogramModel::parse("0.2 nug + 0.8 sph(10)");
    const GlobalStackKriging kriging(x, y, {primary}, model, true);
    GridSpec grid;
    grid.nx = grid.ny = 50;
    grid.x0 = grid.y0 = 0.5;
    std::vector<float> estimate(2500), variance(2500);
    float* out[] = {estimate.data()};
    kriging.estimateGridCpu(grid, out, variance.data(), cpuContext());

    const Csv gstat = readNumericCsv(std::string(STRATA_REFERENCE_DIR) + "/gstat/ok_grid50_global.csv");
    ASSERT_EQ(gstat.columns.size(), 4u);
    ASSERT_EQ(gstat.columns[0].size(), 2500u);
    std::set<std::pair<double, double>> data;
    for (std::size_t i = 0; i < x.size(); ++i) data.insert({x[i], y[i]});
    std::size_t compared = 0;
    double worst = 0, worstVariance = 0;
    for (std::size_t i = 0; i < 2500; ++i) {
        ASSERT_DOUBLE_EQ(gstat.columns[0][i], grid.nodeX(i));
        ASSERT_DOUBLE_EQ(gstat.columns[1][i], grid.nodeY(i));
        // At a datum gstat returns the datum; the stack kriging filters the nugget there.
        if (data.count({grid.nodeX(i), grid.nodeY(i)})) continue;
        ++compared;
        worst = std::max(worst, std::abs(double(estimate[i]) - gstat.columns[2][i]));
        // gstat's variance includes the nugget: the smooth surface's variance plus 0.2.
        worstVariance = std::max(worstVariance, std::abs(double(variance[i]) + 0.2 - gstat.columns[3][i]));
    }
    EXPECT_EQ(compared, 2500u - 140u);
    EXPECT_LT(worst, 2e-5);          // float output of values around 1..20
    EXPECT_LT(worstVariance, 2e-6);
}

TEST(GlobalStackKriging, EverySurfaceMatchesABruteForcePrimalSolve) {
    std::mt19937 random(3);
    std::uniform_real_distribution<double> u(0, 500);
    std::vector<double> x(60), y(60);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = 350000 + u(random), y[i] = 9700000 + u(random);
    std::vector<std::vector<double>> values(3, std::vector<double>(x.size()));
    for (std::size_t i = 0; i < x.size(); ++i) {
        values[0][i] = 200 + 0.02 * (x[i] - 350000) + 3 * std::sin((y[i] - 9700000) / 80);
        values[1][i] = values[0][i] - 10 - 2 * std::cos((x[i] - 350000) / 60);
        values[2][i] = values[1][i] - 5 + u(random) / 250;
    }
    for (const char* text : {"0.1 nug + 0.9 sph(300)", "1 exp(250, 120; 30, 0, 0)", "0.05 nug + 1 gau(200)",
                             "2 pow(1.2)"}) {
        const auto model = variogram::VariogramModel::parse(text);
        const GlobalStackKriging kriging(x, y, values, model, true);
        std::vector<double> px{350010, 350250.5, 350499, x[7]}, py{9700020, 9700260.25, 9700490, y[7]};
        std::vector<std::vector<double>> est(3, std::vector<double>(px.size()));
        std::vector<double> var(px.size());
        double* out[] = {est[0].data(), est[1].data(), est[2].data()};
        kriging.estimatePoints(px, py, out, var.data());
        for (std::size_t p = 0; p < px.size(); ++p)
            for (std::size_t s = 0; s < 3; ++s) {
                double v = 0;
                const double expected = primalEstimate(x, y, values[s], model, px[p], py[p], &v);
                EXPECT_NEAR(est[s][p], expected, 1e-7 * std::abs(expected)) << text << " point " << p;
                EXPECT_NEAR(var[p], std::max(0.0, v), 1e-7 * model.maxCovariance()) << text << " point " << p;
            }
        // The grid path equals the point path.
        GridSpec grid;
        grid.nx = 7;
        grid.ny = 5;
        grid.x0 = 350003;
        grid.y0 = 9700011;
        grid.dx = 80;
        grid.dy = 110;
        std::vector<std::vector<float>> layers(3, std::vector<float>(grid.nodeCount()));
        std::vector<float> gridVariance(grid.nodeCount());
        float* gridOut[] = {layers[0].data(), layers[1].data(), layers[2].data()};
        kriging.estimateGridCpu(grid, gridOut, gridVariance.data(), cpuContext());
        std::vector<double> gx, gy;
        for (std::size_t i = 0; i < grid.nodeCount(); ++i) gx.push_back(grid.nodeX(i)), gy.push_back(grid.nodeY(i));
        std::vector<std::vector<double>> pe(3, std::vector<double>(gx.size()));
        std::vector<double> pv(gx.size());
        double* pOut[] = {pe[0].data(), pe[1].data(), pe[2].data()};
        kriging.estimatePoints(gx, gy, pOut, pv.data());
        for (std::size_t i = 0; i < gx.size(); ++i) {
            for (std::size_t s = 0; s < 3; ++s) EXPECT_FLOAT_EQ(layers[s][i], float(pe[s][i]));
            EXPECT_NEAR(gridVariance[i], pv[i], 1e-6 * model.maxCovariance());
        }
        EXPECT_GE(kriging.floatRelativeError(), 0.0);
    }
}

TEST(GlobalStackKriging, AgreesWithTheKrigingEngineGlobalNeighbourhood) {
    std::mt19937 random(5);
    std::uniform_real_distribution<double> u(0, 100);
    kriging::KrigingData data;
    for (int i = 0; i < 40; ++i) data.x.push_back(u(random)), data.y.push_back(u(random));
    data.names = {"a", "b"};
    data.values.resize(2);
    for (std::size_t i = 0; i < data.x.size(); ++i) {
        data.values[0].push_back(std::sin(data.x[i] / 20) + data.y[i] / 50);
        data.values[1].push_back(std::cos(data.y[i] / 15) * 3);
    }
    kriging::KrigingOptions options;
    options.type = kriging::KrigingType::Ordinary;
    options.model = variogram::VariogramModel::parse("0.1 nug + 1 sph(60)");
    options.search.global = true;
    kriging::KrigingTargets targets;
    targets.grid = GridSpec::parse("9,8:3.3,4.1:11,12");
    const kriging::KrigingResult reference = kriging::krige(data, targets, options, cpuContext());

    const GlobalStackKriging stack(data.x, data.y, data.values, options.model, true);
    std::vector<float> a(72), b(72), v(72);
    float* out[] = {a.data(), b.data()};
    stack.estimateGridCpu(*targets.grid, out, v.data(), cpuContext());
    for (std::size_t i = 0; i < 72; ++i) {
        EXPECT_NEAR(a[i], reference.estimate[0][i], 2e-6);
        EXPECT_NEAR(b[i], reference.estimate[1][i], 2e-6);
        // The engine reports the variance of a point (nugget included) away from the data.
        EXPECT_NEAR(v[i] + 0.1, reference.variance(0)[i], 2e-6);
    }
}

TEST(GlobalStackKriging, RejectsCoincidentDataAndBadValues) {
    const auto model = variogram::VariogramModel::parse("1 sph(10)");
    const std::vector<double> x{0, 0, 5}, y{0, 0, 5};
    EXPECT_THROW(GlobalStackKriging(x, y, {{1, 2, 3}}, model), ValidationError);
    const std::vector<double> x2{0, 1, 5}, y2{0, 0, 5};
    EXPECT_THROW(GlobalStackKriging(x2, y2, {{1, NAN, 3}}, model), ValidationError);
    EXPECT_THROW(GlobalStackKriging(x2, y2, {{1, 2}}, model), ValidationError);
    const GlobalStackKriging k(x2, y2, {{1, 2, 3}}, model);
    std::vector<double> e(1), var(1);
    double* out[] = {e.data()};
    EXPECT_THROW(k.estimatePoints(std::vector<double>{1}, std::vector<double>{1}, out, var.data()), ValidationError);
}
