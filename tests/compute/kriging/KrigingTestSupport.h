#pragma once
#include <gtest/gtest.h>

// Shared by the CPU and GPU kriging tests: the GSLIB cluster data, the reference grids and the
// rule that picks the nodes without distance ties at the ndmax-th place.
#include <map>
#include <string>
#include <vector>

#include "strata/jobs/Job.h"
#include "strata/kriging/Kriging.h"

namespace strata::kriging::test {

std::string referencePath(const std::string& relative);

// cluster.dat: x, y, Primary (z = 0.5 as kt3d's grid, nz = 1).
KrigingData clusterData();
// kt3d_cluster_{ok,sk}.par: 50 x 50 grid at 0.5 spacing 1, 0.2 nug + 0.8 sph(10), ndmin 4,
// ndmax 16, radius 25.
KrigingOptions clusterOptions(KrigingType type);
KrigingTargets clusterGrid();

// A numeric CSV with a header line (quotes stripped): column name -> values.
std::map<std::string, std::vector<double>> readCsv(const std::string& path);

// True for nodes where the ndmax-th and (ndmax+1)-th nearest data within the radius are at the
// same distance (GSLIB, gstat and Strata may then keep different data).
std::vector<bool> tieNodes(const KrigingData& data, const KrigingTargets& targets, int ndmax, double radius);

jobs::JobContext context(Backend backend);

// Random data with a fixed seed: n points in [0, extent]^2 (or ^3), values from a smooth field.
KrigingData randomData(std::size_t n, double extent, bool threeD, unsigned seed);
// 40 data on the line y = 0 (x = 0, 2.5, ..., 97.5; v = sin(0.3 i) + 0.02 i): there a drift in y
// is a multiple of the constant term, so universal kriging with one meets singular systems.
KrigingData collinearData();

// The reference comparisons, run per backend (skipped where CUDA is not usable).
class Reference : public ::testing::TestWithParam<Backend> {
protected:
    void SetUp() override {
        if (GetParam() == Backend::Cuda && !gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};
std::string backendName(const ::testing::TestParamInfo<Backend>& p);

}  // namespace strata::kriging::test
