// kt3d's debugging file at each level: what is written, and that it is right. The kriging
// matrices are checked against covariances computed here from the written coordinates and the
// model (0.2 nug + 0.8 sph(10)), the weights against a pivoted LU solve of the written system,
// estimates and variances against the weights and the output file.
#include <gtest/gtest.h>

#include <Eigen/Dense>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "KrigingTestSupport.h"
#include "strata/core/Error.h"
#include "strata/io/GeoEasReader.h"
#include "strata/kriging/Kt3dJob.h"

namespace strata::kriging::test {
namespace {

namespace fs = std::filesystem;

// GSLIB's spherical model of kt3d_cluster_ok.par; C(0) = 1.
double clusterCovariance(double dx, double dy) {
    const double h = std::sqrt(dx * dx + dy * dy);
    if (h * h < 1e-5) return 1.0;
    const double r = h / 10;
    return r < 1 ? 0.8 * (1 - r * (1.5 - 0.5 * r * r)) : 0.0;
}

struct DebugNode {
    std::string index;
    double x = 0, y = 0;
    Eigen::MatrixXd a;
    Eigen::VectorXd r;
    double lagrange = NAN;
    std::vector<std::array<double, 5>> data;  // x, y, z, value, weight
    double estimate = NAN, variance = NAN;
};

struct DebugFile {
    double blockCovariance = NAN;
    std::vector<DebugNode> nodes;
    std::size_t matrices = 0, estimatedLine = 0;
    double average = NAN, variance = NAN;
    std::string text;
};

DebugFile parse(const fs::path& path) {
    DebugFile f;
    std::ifstream in(path);
    std::stringstream all;
    all << in.rdbuf();
    f.text = all.str();
    std::istringstream lines(f.text);
    std::string line;
    std::vector<std::vector<double>> rows;
    std::vector<double> rhs;
    while (std::getline(lines, line)) {
        std::istringstream s(line);
        std::string word;
        if (line.rfind("Block Covariance: ", 0) == 0) {
            f.blockCovariance = std::stod(line.substr(18));
        } else if (line.rfind("Estimating node index : ", 0) == 0) {
            ++f.matrices;
            rows.clear();
            rhs.clear();
        } else if (line.rfind("    r(", 0) == 0) {
            const auto eq = line.find(" = "), a = line.find("  a=");
            rhs.push_back(std::stod(line.substr(eq + 3, a - eq - 3)));
            std::istringstream values(line.substr(a + 4));
            rows.emplace_back();
            double v;
            while (values >> v) rows.back().push_back(v);
        } else if (line.rfind("BLOCK: ", 0) == 0) {
            DebugNode n;
            const auto at = line.find(" at ");
            n.index = line.substr(7, at - 7);
            std::istringstream xy(line.substr(at + 4));
            xy >> n.x >> n.y;
            if (!rows.empty()) {
                n.a.resize(Eigen::Index(rows.size()), Eigen::Index(rows.size()));
                n.r.resize(Eigen::Index(rows.size()));
                for (std::size_t i = 0; i < rows.size(); ++i) {
                    EXPECT_EQ(rows[i].size(), rows.size());
                    n.r(Eigen::Index(i)) = rhs[i];
                    for (std::size_t j = 0; j < rows[i].size(); ++j) n.a(Eigen::Index(i), Eigen::Index(j)) = rows[i][j];
                }
                rows.clear();
            }
            f.nodes.push_back(n);
        } else if (line.rfind("  Lagrange : ", 0) == 0) {
            f.nodes.back().lagrange = std::stod(line.substr(13));
        } else if (line.rfind("  estimate, variance  ", 0) == 0) {
            std::istringstream ev(line.substr(22));
            ev >> f.nodes.back().estimate >> f.nodes.back().variance;
        } else if (line.rfind("Estimated ", 0) == 0) {
            std::istringstream n(line.substr(10));
            n >> f.estimatedLine;
        } else if (line.rfind("  average ", 0) == 0) {
            f.average = std::stod(line.substr(10));
        } else if (line.rfind("  variance ", 0) == 0) {
            f.variance = std::stod(line.substr(11));
        } else if (!f.nodes.empty() && !line.empty() && line[0] != ' ') {
            std::array<double, 5> d{};
            std::istringstream values(line);
            for (double& v : d) values >> v;
            EXPECT_FALSE(values.fail()) << line;
            f.nodes.back().data.push_back(d);
        }
    }
    return f;
}

class Kt3dDebug : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("strata_kt3d_debug_" + std::to_string(::getpid()));
        fs::create_directories(dir_);
        job_ = readKt3dParameters(referencePath("gslib/kt3d_cluster_ok.par"));
        job_.dataFile = referencePath("gslib/cluster.dat");
        job_.grid.nx = job_.grid.ny = 12;  // nodes 0.5 .. 44.5, spacing 4
        job_.grid.dx = job_.grid.dy = 4;
    }
    void TearDown() override { fs::remove_all(dir_); }

    DebugFile run(int level, const std::string& name) {
        job_.debugLevel = level;
        job_.debugFile = (dir_ / (name + ".dbg")).string();
        job_.outputFile = (dir_ / (name + ".out")).string();
        execute(job_, context(Backend::Cpu));
        output_ = io::readGeoEas(job_.outputFile);
        return parse(job_.debugFile);
    }

    fs::path dir_;
    Kt3dJob job_;
    io::GeoEasFile output_;
};

TEST_F(Kt3dDebug, LevelsZeroAndOneWriteOnlyTheSummary) {
    const DebugFile zero = run(0, "level0");
    EXPECT_TRUE(fs::exists(job_.debugFile));
    EXPECT_TRUE(zero.text.empty());

    const DebugFile one = run(1, "level1");
    EXPECT_TRUE(one.nodes.empty());
    EXPECT_EQ(one.matrices, 0u);
    std::size_t n = 0;
    double sum = 0, sum2 = 0;
    for (double e : output_.columns[0])
        if (e != -999) {
            ++n;
            sum += e;
            sum2 += e * e;
        }
    ASSERT_GT(n, 100u);
    EXPECT_EQ(one.estimatedLine, n);
    EXPECT_NEAR(one.average, sum / double(n), 1e-12);
    EXPECT_NEAR(one.variance, sum2 / double(n) - (sum / double(n)) * (sum / double(n)), 1e-10);
}

TEST_F(Kt3dDebug, LevelThreeWritesSystemsThatGiveTheWeights) {
    const DebugFile two = run(2, "level2");
    const DebugFile f = run(3, "level3");
    EXPECT_DOUBLE_EQ(f.blockCovariance, 1.0);  // point kriging: C(0)
    EXPECT_EQ(two.matrices, 0u);
    ASSERT_EQ(two.nodes.size(), f.nodes.size());

    const auto& estimates = output_.columns[0];
    const auto& variances = output_.columns[1];
    std::size_t estimated = 0;
    for (double e : estimates) estimated += e != -999;
    ASSERT_EQ(f.nodes.size(), estimated);
    EXPECT_EQ(f.matrices, estimated);  // no singular system here

    std::size_t k = 0;
    for (std::size_t t = 0; t < estimates.size(); ++t) {
        if (estimates[t] == -999) continue;
        const DebugNode& n = f.nodes[k];
        const DebugNode& level2 = two.nodes[k++];
        const std::size_t ix = t % 12, iy = t / 12;
        EXPECT_EQ(n.index, std::to_string(ix + 1) + " " + std::to_string(iy + 1) + " 1");
        EXPECT_DOUBLE_EQ(n.x, 0.5 + 4.0 * double(ix));
        EXPECT_DOUBLE_EQ(n.y, 0.5 + 4.0 * double(iy));
        const Eigen::Index m = Eigen::Index(n.data.size());
        ASSERT_EQ(n.a.rows(), m + 1) << "ordinary kriging: one constraint";
        ASSERT_LE(m, 16);
        ASSERT_GE(m, 4);
        // The matrix and right-hand side from the written coordinates and the model.
        for (Eigen::Index i = 0; i < m; ++i) {
            const auto& di = n.data[std::size_t(i)];
            EXPECT_NEAR(n.r(i), clusterCovariance(di[0] - n.x, di[1] - n.y), 1e-12);
            for (Eigen::Index j = 0; j < m; ++j) {
                const auto& dj = n.data[std::size_t(j)];
                EXPECT_NEAR(n.a(i, j), clusterCovariance(di[0] - dj[0], di[1] - dj[1]), 1e-12);
            }
            EXPECT_EQ(n.a(i, m), 1.0);
            EXPECT_EQ(n.a(m, i), 1.0);
        }
        EXPECT_EQ(n.a(m, m), 0.0);
        EXPECT_EQ(n.r(m), 1.0);
        // The written weights and multiplier solve it.
        const Eigen::VectorXd s = n.a.fullPivLu().solve(n.r);
        double est = 0, wc = 0;
        for (Eigen::Index i = 0; i < m; ++i) {
            const auto& d = n.data[std::size_t(i)];
            EXPECT_NEAR(d[4], s(i), 1e-10);
            EXPECT_EQ(d[4], level2.data[std::size_t(i)][4]);
            est += d[4] * d[3];
            wc += d[4] * n.r(i);
        }
        EXPECT_NEAR(n.lagrange, s(m), 1e-10);
        EXPECT_NEAR(n.estimate, est, 1e-12);
        EXPECT_NEAR(n.variance, 1.0 - wc - n.lagrange, 1e-12);
        // The same numbers as the output file.
        EXPECT_NEAR(n.estimate, estimates[t], 1e-12 * std::max(1.0, std::abs(estimates[t])));
        EXPECT_NEAR(n.variance, variances[t], 1e-12);
    }
}

// An extra option of kt3d, singular: pinv. kt3d keeps coincident data: a node with the first
// datum twice in its neighbourhood has a singular system, written with its " Singular Matrix"
// line and then with the pseudo-inverse's weights, whose estimate is the output's.
TEST_F(Kt3dDebug, PseudoInverseNodesShowTheWeightsOfTheirEstimate) {
    std::ifstream in(job_.dataFile);
    std::stringstream text;
    text << in.rdbuf();
    std::string data = text.str();
    while (!data.empty() && (data.back() == '\n' || data.back() == '\r')) data.pop_back();
    const fs::path twins = dir_ / "twins.dat";
    std::ofstream(twins) << data << "\n39.5 18.5 .06 .22 9.0\n";
    job_.dataFile = twins.string();
    job_.kriging.singular = SingularRule::PseudoInverse;
    const DebugFile f = run(3, "pinv");
    EXPECT_NE(f.text.find(" Singular Matrix"), std::string::npos);
    EXPECT_NE(f.text.find(" solved by its pseudo-inverse"), std::string::npos);
    const auto& estimates = output_.columns[0];
    std::size_t k = 0, twinsTogether = 0;
    for (double e : estimates) {
        if (e == -999) continue;
        ASSERT_LT(k, f.nodes.size());
        const DebugNode& n = f.nodes[k++];
        EXPECT_NEAR(n.estimate, e, 1e-12 * std::max(1.0, std::abs(e)));
        // The minimum-norm solution gives the two data at one place the same weight.
        for (std::size_t i = 0; i < n.data.size(); ++i)
            for (std::size_t j = 0; j < i; ++j)
                if (n.data[i][0] == n.data[j][0] && n.data[i][1] == n.data[j][1]) {
                    ++twinsTogether;
                    EXPECT_NEAR(n.data[i][4], n.data[j][4], 1e-10) << n.index;
                }
    }
    EXPECT_GT(twinsTogether, 0u);
    EXPECT_EQ(k, f.nodes.size());
    EXPECT_EQ(k, estimates.size());  // every node estimated
}

TEST_F(Kt3dDebug, CrossValidationNamesRowsAndLeavesTheDatumOut) {
    job_.option = 1;
    const DebugFile f = run(2, "cross");
    ASSERT_EQ(output_.rowCount(), 140u);
    std::size_t k = 0;
    for (std::size_t row = 0; row < 140; ++row) {
        if (output_.columns[4][row] == -999) continue;
        const DebugNode& n = f.nodes[k++];
        EXPECT_EQ(n.index, std::to_string(row + 1) + " 0 0");
        EXPECT_EQ(n.x, output_.columns[0][row]);
        for (const auto& d : n.data) EXPECT_FALSE(d[0] == n.x && d[1] == n.y) << "row " << row + 1;
        EXPECT_NEAR(n.estimate, output_.columns[4][row], 1e-12 * std::max(1.0, std::abs(n.estimate)));
    }
    EXPECT_EQ(k, f.nodes.size());
}

TEST_F(Kt3dDebug, LevelOutOfRangeIsRefused) {
    job_.debugLevel = 4;
    EXPECT_THROW(job_.validate(), ValidationError);
}

}  // namespace
}  // namespace strata::kriging::test
