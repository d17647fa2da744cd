#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <tuple>

#include "strata/core/Error.h"
#include "strata/core/Progress.h"
#include "strata/stats/CellDeclustering.h"

using namespace strata;
using namespace strata::stats;

namespace {

struct ClusterData {
    std::vector<double> x, y, primary, weight;
};

// GSLIB's cluster.dat (GeoEAS): X, Y, Primary, Secondary, Declustering Weight.
ClusterData readClusterDat() {
    std::ifstream in(std::string(STRATA_REFERENCE_DIR) + "/gslib/cluster.dat");
    EXPECT_TRUE(in) << "reference file gslib/cluster.dat";
    std::string line;
    std::getline(in, line);
    int variables = 0;
    in >> variables;
    std::getline(in, line);
    for (int k = 0; k < variables; ++k) std::getline(in, line);
    ClusterData data;
    double x, y, primary, secondary, weight;
    while (in >> x >> y >> primary >> secondary >> weight) {
        data.x.push_back(x);
        data.y.push_back(y);
        data.primary.push_back(primary);
        data.weight.push_back(weight);
    }
    return data;
}

// An independent implementation of declus's weights for ONE cell size, written from the
// method's definition: cells keyed by their integer (ix, iy, iz) in a map, weights summed over
// origins and then scaled to mean 1.
std::vector<double> bruteForceWeights(const std::vector<double>& x, const std::vector<double>& y, const std::vector<double>& z,
                                      double size, double anisY, double anisZ, int offsets) {
    const std::size_t n = x.size();
    const auto [xmin, xmax] = std::minmax_element(x.begin(), x.end());
    const auto [ymin, ymax] = std::minmax_element(y.begin(), y.end());
    const auto [zmin, zmax] = std::minmax_element(z.begin(), z.end());
    const double sx = size, sy = size * anisY, sz = size * anisZ;
    std::vector<double> w(n, 0.0);
    for (int k = 0; k < offsets; ++k) {
        const double ox = *xmin - 0.01 - k * std::min(sx / offsets, 0.5 * (*xmax - *xmin));
        const double oy = *ymin - 0.01 - k * std::min(sy / offsets, 0.5 * (*ymax - *ymin));
        const double oz = *zmin - 0.01 - k * std::min(sz / offsets, 0.5 * (*zmax - *zmin));
        std::map<std::tuple<long, long, long>, int> count;
        std::vector<std::tuple<long, long, long>> key(n);
        for (std::size_t i = 0; i < n; ++i) {
            key[i] = {static_cast<long>(std::floor((x[i] - ox) / sx)), static_cast<long>(std::floor((y[i] - oy) / sy)),
                      static_cast<long>(std::floor((z[i] - oz) / sz))};
            ++count[key[i]];
        }
        // Each occupied cell shares 1 / (occupied cells) equally among its data.
        for (std::size_t i = 0; i < n; ++i) w[i] += 1.0 / (count[key[i]] * static_cast<double>(count.size()));
    }
    double total = 0;
    for (double v : w) total += v;
    for (double& v : w) v *= static_cast<double>(n) / total;
    return w;
}

}  // namespace

TEST(CellDeclustering, FindsTheDeclusteredMeanOfGslibClusterDat) {
    // declus's default parameters on cluster.dat (24 cell sizes from 1 to 25, 5 origin offsets,
    // minimising the mean): the minimum lies at cell size 5, mean 2.52 against 4.35 with equal
    // weights. The file's own weight column comes from a run whose parameters are not recorded
    // (no cell size and offset count reproduces it exactly); its weighted mean, 2.528, agrees.
    const ClusterData data = readClusterDat();
    ASSERT_EQ(data.x.size(), 140u);
    const CellDeclusteringResult result = declusterCells(data.x, data.y, {}, data.primary, CellDeclusteringOptions{});
    ASSERT_EQ(result.weights.size(), 140u);
    EXPECT_NEAR(result.equalWeightMean, 4.3504, 5e-5);
    EXPECT_DOUBLE_EQ(result.bestCellSize, 5.0);
    EXPECT_NEAR(result.declusteredMean, 2.524, 5e-4);
    double fileWeighted = 0, ours = 0;
    for (std::size_t i = 0; i < 140; ++i) {
        fileWeighted += data.weight[i] * data.primary[i] / 140.0;
        ours += result.weights[i] * data.primary[i] / 140.0;
    }
    EXPECT_NEAR(ours, result.declusteredMean, 1e-12);  // the weights written are the ones chosen
    EXPECT_NEAR(result.declusteredMean, fileWeighted, 0.005);
    ASSERT_EQ(result.curve.size(), 26u);
    EXPECT_EQ(result.curve.front().cellSize, 0.0);
    EXPECT_DOUBLE_EQ(result.curve[1].cellSize, 1.0);
    EXPECT_DOUBLE_EQ(result.curve.back().cellSize, 25.0);
    for (const DeclusteredMean& point : result.curve) EXPECT_GE(point.mean, result.declusteredMean - 1e-12);
}

TEST(CellDeclustering, MatchesABruteForceCountIn3DWithAnisotropy) {
    std::mt19937 random(7);
    std::uniform_real_distribution<double> uniform(0.0, 100.0);
    std::normal_distribution<double> cluster(0.0, 3.0);
    std::vector<double> x, y, z, v;
    for (int i = 0; i < 400; ++i) {
        const bool clustered = i % 3 == 0;  // a third of the data crowd around (30, 60, 10)
        x.push_back(clustered ? 30 + cluster(random) : uniform(random));
        y.push_back(clustered ? 60 + cluster(random) : uniform(random));
        z.push_back(clustered ? 10 + cluster(random) : uniform(random) / 5);
        v.push_back(clustered ? 5 + cluster(random) : uniform(random) / 50);
    }
    CellDeclusteringOptions options;
    options.cellSizes = 1;  // declus then always takes the last size
    options.minCellSize = 4;
    options.maxCellSize = 12;
    options.offsets = 4;
    options.anisotropyY = 1.5;
    options.anisotropyZ = 0.25;
    const CellDeclusteringResult result = declusterCells(x, y, z, v, options);
    EXPECT_DOUBLE_EQ(result.bestCellSize, 12.0);
    const std::vector<double> expected = bruteForceWeights(x, y, z, 12.0, 1.5, 0.25, 4);
    for (std::size_t i = 0; i < x.size(); ++i) EXPECT_NEAR(result.weights[i], expected[i], 1e-12) << "datum " << i;
    // Clustered data are down-weighted, so the declustered mean is below the equal-weight one.
    EXPECT_LT(result.declusteredMean, result.equalWeightMean);
    double sum = 0;
    for (double w : result.weights) sum += w;
    EXPECT_NEAR(sum, 400.0, 1e-9);
}

TEST(CellDeclustering, KeepsEqualWeightsWhenNoCellSizeLowersTheMean) {
    // Values grow where data are sparse: declustering only raises the mean, so minimising keeps 1.
    std::vector<double> x{0, 0.1, 0.2, 0.3, 10, 20}, y(6, 0.0), v{1, 1, 1, 1, 9, 9};
    const CellDeclusteringResult low = declusterCells(x, y, {}, v, CellDeclusteringOptions{});
    EXPECT_EQ(low.bestCellSize, 0.0);
    for (double w : low.weights) EXPECT_DOUBLE_EQ(w, 1.0);
    CellDeclusteringOptions maximise;
    maximise.maximiseMean = true;
    const CellDeclusteringResult high = declusterCells(x, y, {}, v, maximise);
    EXPECT_GT(high.bestCellSize, 0.0);
    EXPECT_GT(high.declusteredMean, high.equalWeightMean);
}

TEST(CellDeclustering, LeavesOutMissingAndTrimmedValues) {
    std::vector<double> x{0, 1, 2, 3, 4}, y{0, 0, 0, 0, 0}, v{1, NAN, 3, -999, 5};
    CellDeclusteringOptions options;
    options.trimMin = -998;
    const CellDeclusteringResult result = declusterCells(x, y, {}, v, options);
    EXPECT_EQ(result.used, 3u);
    EXPECT_TRUE(std::isnan(result.weights[1]));
    EXPECT_TRUE(std::isnan(result.weights[3]));
    EXPECT_NEAR(result.weights[0] + result.weights[2] + result.weights[4], 3.0, 1e-12);
}

TEST(CellDeclustering, BadRequestsNameTheOption) {
    std::vector<double> a{0, 1}, b{0, 1};
    CellDeclusteringOptions options;
    options.minCellSize = 0;
    try {
        declusterCells(a, b, {}, b, options);
        FAIL() << "no error";
    } catch (const ValidationError& e) {
        EXPECT_NE(std::string(e.what()).find("minimum cell size"), std::string::npos) << e.what();
    }
    EXPECT_THROW(declusterCells(a, b, {}, std::vector<double>{1.0}, CellDeclusteringOptions{}), ValidationError);
    EXPECT_THROW(declusterCells(std::vector<double>{0.0}, std::vector<double>{0.0}, {}, std::vector<double>{1.0},
                                CellDeclusteringOptions{}),
                 ValidationError);
}

TEST(CellDeclustering, StopsWhenCancelled) {
    std::vector<double> a{0, 1, 2}, b{0, 1, 2};
    CancelToken cancel;
    cancel.cancel();
    EXPECT_THROW(declusterCells(a, b, {}, b, CellDeclusteringOptions{}, &cancel), CancelledError);
}
