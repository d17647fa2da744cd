// strata's sgsim against GSLIB sgsim 2.907 on the same parameter files (tests/data/gslib/sgsim):
// GSLIB's own sgsim.par (unconditional, ordinary kriging, data assigned to nodes, 10
// realisations) and a conditional case on cluster.dat (declustered normal scores, two-part
// search, simple kriging, hyperbolic upper tail, 20 realisations). The random numbers differ, so
// the statistics are compared: per realisation the mean, the variance and the 10th, 50th and 90th
// percentiles of the values written, averaged over the realisations. Each average must agree
// within three standard errors of the difference of two independent averages (from the spread
// of the statistic over either program's realisations).
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "strata/simulation/SgsimJob.h"

using namespace strata;
using namespace strata::simulation;
namespace fs = std::filesystem;

namespace {
const fs::path kReference = fs::path(STRATA_REFERENCE_DIR) / "gslib";

// The values of an sgsim output file, realisation by realisation.
std::vector<std::vector<double>> readRealisations(const fs::path& path, std::size_t nodes) {
    std::ifstream in(path);
    std::string line;
    for (int i = 0; i < 3; ++i) std::getline(in, line);
    std::vector<std::vector<double>> out;
    std::vector<double> current;
    double v;
    while (in >> v) {
        current.push_back(v);
        if (current.size() == nodes) out.push_back(std::move(current)), current.clear();
    }
    EXPECT_TRUE(current.empty()) << path << " ends inside a realisation";
    return out;
}

constexpr int kStatistics = 5;
const char* const kNames[kStatistics] = {"mean", "variance", "p10", "p50", "p90"};

std::array<double, kStatistics> statisticsOf(std::vector<double> v) {
    double sum = 0, squares = 0;
    for (double x : v) sum += x, squares += x * x;
    const double n = double(v.size());
    std::sort(v.begin(), v.end());
    const auto quantile = [&](double p) { return v[std::size_t(p * (n - 1))]; };
    return {sum / n, squares / n - (sum / n) * (sum / n), quantile(0.1), quantile(0.5), quantile(0.9)};
}

struct Summary {
    std::array<double, kStatistics> mean{}, standardError{};
};

Summary summarise(const std::vector<std::vector<double>>& realisations) {
    Summary s;
    const double n = double(realisations.size());
    std::array<double, kStatistics> sum{}, squares{};
    for (const auto& r : realisations) {
        const auto st = statisticsOf(r);
        for (int k = 0; k < kStatistics; ++k) sum[k] += st[k], squares[k] += st[k] * st[k];
    }
    for (int k = 0; k < kStatistics; ++k) {
        s.mean[k] = sum[k] / n;
        const double variance = (squares[k] - sum[k] * sum[k] / n) / (n - 1);
        s.standardError[k] = std::sqrt(std::max(variance, 0.0) / n);
    }
    return s;
}

// Runs strata's sgsim on the case's parameter file in a fresh folder holding its inputs.
std::vector<std::vector<double>> runStrata(const std::string& name, const std::vector<std::string>& inputs,
                                           std::size_t nodes) {
    const fs::path work = fs::temp_directory_path() / ("strata_sgsim_" + name + "_" + std::to_string(::getpid()));
    fs::create_directories(work);
    for (const auto& f : inputs)
        fs::copy_file(kReference / f, work / fs::path(f).filename(), fs::copy_options::overwrite_existing);
    fs::copy_file(kReference / "sgsim" / (name + ".par"), work / (name + ".par"), fs::copy_options::overwrite_existing);
    const fs::path before = fs::current_path();
    fs::current_path(work);
    const SgsimJob job = readSgsimParameters(name + ".par");
    execute(job, jobs::JobContext{});
    auto out = readRealisations(work / job.outputFile, nodes);
    fs::current_path(before);
    fs::remove_all(work);
    return out;
}

void compareWithGslib(const std::string& name, const std::vector<std::string>& inputs, std::size_t nodes) {
    const auto gslib = readRealisations(kReference / "sgsim" / (name + ".out"), nodes);
    const auto strata = runStrata(name, inputs, nodes);
    ASSERT_EQ(strata.size(), gslib.size());
    const Summary a = summarise(strata), b = summarise(gslib);
    for (int k = 0; k < kStatistics; ++k) {
        const double tolerance = 3 * std::hypot(a.standardError[k], b.standardError[k]);
        std::printf("%s %s: strata %.4f gslib %.4f tolerance %.4f\n", name.c_str(), kNames[k], a.mean[k], b.mean[k],
                    tolerance);
        EXPECT_NEAR(a.mean[k], b.mean[k], tolerance) << name << " " << kNames[k];
    }
}
}  // namespace

TEST(SgsimReference, GslibsOwnParameterFile) { compareWithGslib("sgsim", {}, 2500); }

TEST(SgsimReference, ConditionalOnClusterData) { compareWithGslib("sgsim_cluster", {"cluster.dat"}, 625); }

// The conditioning data come back at their nodes after the back-transform: on a grid of unit
// cells from 0.5 every datum of cluster.dat lies on a node (two-part search: frozen there).
TEST(SgsimReference, DataOnNodesKeepTheirValuesAfterTheBackTransform) {
    const fs::path work = fs::temp_directory_path() / ("strata_sgsim_nodes_" + std::to_string(::getpid()));
    fs::create_directories(work);
    fs::copy_file(kReference / "cluster.dat", work / "cluster.dat", fs::copy_options::overwrite_existing);
    fs::copy_file(kReference / "sgsim" / "sgsim_cluster.par", work / "case.par", fs::copy_options::overwrite_existing);
    const fs::path before = fs::current_path();
    fs::current_path(work);
    SgsimJob job = readSgsimParameters("case.par");
    job.realisations = 2;
    job.simulation.grid = GridSpec{50, 50, 1, 0.5, 0.5, 0.5, 1, 1, 1};
    job.simulation.covarianceTable = {51, 51, 1};
    execute(job, jobs::JobContext{});
    const auto realisations = readRealisations(work / job.outputFile, 2500);
    std::ifstream in("cluster.dat");
    std::string line;
    for (int i = 0; i < 7; ++i) std::getline(in, line);
    int checked = 0;
    double x, y, value, secondary, weight;
    while (in >> x >> y >> value >> secondary >> weight) {
        const std::size_t node = std::size_t(x - 0.5) + 50 * std::size_t(y - 0.5);
        for (const auto& r : realisations) EXPECT_NEAR(r[node], value, 1e-4) << "datum at " << x << ", " << y;
        ++checked;
    }
    EXPECT_EQ(checked, 140);
    fs::current_path(before);
    fs::remove_all(work);
}
