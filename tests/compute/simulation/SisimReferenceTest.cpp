// strata's sisim against GSLIB sisim 2.907 on the same parameter files (tests/data/gslib/sisim),
// 20 realisations of a 25 x 25 grid each: cluster.dat's Primary with five thresholds (full IK,
// simple kriging, data assigned to nodes, multiple grid, hyperbolic upper tail), three categories
// made from it (ordinary kriging), and median IK with ordinary kriging and the tabulated middle
// and upper tail. The random numbers differ, so the statistics are compared: per realisation the
// fraction of nodes at or below each threshold (in each category), and for a continuous variable
// the mean and the median, averaged over the realisations. Each average must agree within three
// standard errors of the difference of two independent averages (from the spread of the
// statistic over either program's realisations), as for sgsim.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "strata/simulation/SisimJob.h"

using namespace strata;
using namespace strata::simulation;
namespace fs = std::filesystem;

namespace {
const fs::path kReference = fs::path(STRATA_REFERENCE_DIR) / "gslib";
constexpr std::size_t kNodes = 625;

std::vector<std::vector<double>> readRealisations(const fs::path& path) {
    std::ifstream in(path);
    std::string line;
    for (int i = 0; i < 3; ++i) std::getline(in, line);
    std::vector<std::vector<double>> out;
    std::vector<double> current;
    double v;
    while (in >> v) {
        current.push_back(v);
        if (current.size() == kNodes) out.push_back(std::move(current)), current.clear();
    }
    EXPECT_TRUE(current.empty()) << path << " ends inside a realisation";
    return out;
}

// Per realisation: the fraction at or below each threshold (in each category), then for a
// continuous variable the mean and the median.
std::vector<double> statisticsOf(std::vector<double> v, const SisimJob& job) {
    const auto& o = job.simulation;
    std::vector<double> s;
    for (double c : o.cutoffs)
        s.push_back(double(std::count_if(v.begin(), v.end(), [&](double x) { return indicatorOf(x, c, o.kind) > 0; })) /
                    double(v.size()));
    if (o.kind == IndicatorKind::Continuous) {
        double sum = 0;
        for (double x : v) sum += x;
        std::sort(v.begin(), v.end());
        s.push_back(sum / double(v.size()));
        s.push_back(v[v.size() / 2]);
    }
    return s;
}

struct Summary {
    std::vector<double> mean, standardError;
};

Summary summarise(const std::vector<std::vector<double>>& realisations, const SisimJob& job) {
    std::vector<double> sum, squares;
    for (const auto& r : realisations) {
        const auto st = statisticsOf(r, job);
        sum.resize(st.size()), squares.resize(st.size());
        for (std::size_t k = 0; k < st.size(); ++k) sum[k] += st[k], squares[k] += st[k] * st[k];
    }
    Summary s;
    const double n = double(realisations.size());
    for (std::size_t k = 0; k < sum.size(); ++k) {
        s.mean.push_back(sum[k] / n);
        s.standardError.push_back(std::sqrt(std::max((squares[k] - sum[k] * sum[k] / n) / (n - 1), 0.0) / n));
    }
    return s;
}

void compareWithGslib(const std::string& name) {
    const fs::path work = fs::temp_directory_path() / ("strata_sisim_" + name + "_" + std::to_string(::getpid()));
    fs::create_directories(work);
    for (const fs::path& f : {kReference / "cluster.dat", kReference / "sisim" / "cluster_categories.dat",
                              kReference / "sisim" / (name + ".par")})
        fs::copy_file(f, work / f.filename(), fs::copy_options::overwrite_existing);
    const fs::path before = fs::current_path();
    fs::current_path(work);
    const SisimJob job = readSisimParameters(name + ".par");
    execute(job, jobs::JobContext{});
    const auto strata = readRealisations(work / job.outputFile);
    fs::current_path(before);
    fs::remove_all(work);
    const auto gslib = readRealisations(kReference / "sisim" / (name + ".out"));
    ASSERT_EQ(strata.size(), gslib.size());
    const Summary a = summarise(strata, job), b = summarise(gslib, job);
    for (std::size_t k = 0; k < a.mean.size(); ++k) {
        const double tolerance = 3 * std::hypot(a.standardError[k], b.standardError[k]);
        std::printf("%s statistic %zu: strata %.4f gslib %.4f tolerance %.4f\n", name.c_str(), k + 1, a.mean[k],
                    b.mean[k], tolerance);
        EXPECT_NEAR(a.mean[k], b.mean[k], tolerance) << name << " statistic " << k + 1;
    }
}
}  // namespace

TEST(SisimReference, ContinuousFullIkOnClusterData) { compareWithGslib("sisim_cluster"); }

TEST(SisimReference, Categories) { compareWithGslib("sisim_categories"); }

TEST(SisimReference, MedianIkWithTabulatedTails) { compareWithGslib("sisim_mik_tabulated"); }
