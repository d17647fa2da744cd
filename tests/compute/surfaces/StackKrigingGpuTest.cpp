// The GPU path of the global surface-stack kriging against the CPU (double): float and double
// sums, the variance DGEMM, more surfaces than one kernel pass holds, and the whole surface
// stack on the GPU.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "strata/core/Backend.h"
#include "strata/drillholes/Contacts.h"
#include "strata/jobs/Job.h"
#include "strata/surfaces/StackKriging.h"
#include "strata/surfaces/SurfaceStack.h"
#include "strata/surfaces/SyntheticLayers.h"

using namespace strata;
using namespace strata::surfaces;

namespace {

class StackKrigingGpu : public ::testing::Test {
protected:
    void SetUp() override {
        if (!gpuStatus().usable) GTEST_SKIP() << gpuStatus().reason;
    }
};

jobs::JobContext contextOf(Backend backend) {
    jobs::JobContext c;
    c.backend = backend;
    return c;
}

struct Stack {
    std::vector<double> x, y;
    std::vector<std::vector<double>> values;
};

// n holes in a 5 km square at UTM-like coordinates, h smooth surfaces.
Stack makeStack(std::size_t n, std::size_t h, unsigned seed) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> u(0, 5000);
    Stack s;
    for (std::size_t i = 0; i < n; ++i) s.x.push_back(420000 + u(random)), s.y.push_back(7100000 + u(random));
    s.values.assign(h, std::vector<double>(n));
    for (std::size_t k = 0; k < h; ++k)
        for (std::size_t i = 0; i < n; ++i) {
            const double a = (s.x[i] - 420000) / 5000, b = (s.y[i] - 7100000) / 5000;
            s.values[k][i] = 300 - 12.0 * double(k) + 8 * std::sin(6 * a + 0.3 * double(k)) * std::cos(4 * b) + 5 * a * b;
        }
    return s;
}

GridSpec gridOf(std::size_t nx, std::size_t ny) {
    GridSpec g;
    g.nx = nx;
    g.ny = ny;
    g.x0 = 419900;
    g.y0 = 7099900;
    g.dx = 5200.0 / double(nx - 1);
    g.dy = 5200.0 / double(ny - 1);
    return g;
}

// Largest |gpu - cpu| over all nodes and surfaces.
double compare(const std::vector<std::vector<float>>& a, const std::vector<std::vector<float>>& b) {
    double worst = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
        for (std::size_t i = 0; i < a[k].size(); ++i)
            worst = std::max(worst, std::abs(double(a[k][i]) - double(b[k][i])));
    return worst;
}

std::vector<float*> pointers(std::vector<std::vector<float>>& layers) {
    std::vector<float*> p;
    for (auto& l : layers) p.push_back(l.data());
    return p;
}

}  // namespace

TEST_F(StackKrigingGpu, FloatAndDoubleSumsMatchTheCpu) {
    const Stack s = makeStack(250, 10, 1);
    const auto model = variogram::VariogramModel::parse("0.02 nug + 1 sph(2500)");
    const GlobalStackKriging kriging(s.x, s.y, s.values, model, true);
    const GridSpec grid = gridOf(301, 257);
    const std::size_t nodes = grid.nodeCount();
    std::vector<std::vector<float>> cpu(10, std::vector<float>(nodes)), gpu = cpu;
    std::vector<float> cpuVar(nodes), gpuVar(nodes);
    kriging.estimateGridCpu(grid, pointers(cpu).data(), cpuVar.data(), contextOf(Backend::Cpu));

    const StackKrigingTimings tf =
        kriging.estimateGrid(grid, pointers(gpu).data(), gpuVar.data(), Precision::Single, contextOf(Backend::Cuda));
    EXPECT_NE(tf.backend.find("cuda"), std::string::npos) << tf.backend;
    // Float sums: within the bound the engine computes for them (relative to the data's spread ~10).
    const double floatTolerance = std::max(1e-3, 20 * kriging.floatRelativeError());
    EXPECT_LT(compare(gpu, cpu), floatTolerance) << "float bound " << kriging.floatRelativeError();
    double worstVar = 0;
    for (std::size_t i = 0; i < nodes; ++i) worstVar = std::max(worstVar, std::abs(double(gpuVar[i]) - cpuVar[i]));
    EXPECT_LT(worstVar, 1e-5);  // DGEMM in double, stored as float (sill 1)

    kriging.estimateGrid(grid, pointers(gpu).data(), nullptr, Precision::Double, contextOf(Backend::Cuda));
    EXPECT_LT(compare(gpu, cpu), 1e-4);  // float storage of values around 300
}

TEST_F(StackKrigingGpu, MoreSurfacesThanOnePassHolds) {
    const Stack s = makeStack(120, 21, 2);
    const auto model = variogram::VariogramModel::parse("1 exp(3000, 1500; 30, 0, 0)");
    const GlobalStackKriging kriging(s.x, s.y, s.values, model);
    const GridSpec grid = gridOf(97, 85);
    std::vector<std::vector<float>> cpu(21, std::vector<float>(grid.nodeCount())), gpu = cpu;
    kriging.estimateGridCpu(grid, pointers(cpu).data(), nullptr, contextOf(Backend::Cpu));
    kriging.estimateGrid(grid, pointers(gpu).data(), nullptr, Precision::Double, contextOf(Backend::Cuda));
    EXPECT_LT(compare(gpu, cpu), 1e-4);
    kriging.estimateGrid(grid, pointers(gpu).data(), nullptr, Precision::Single, contextOf(Backend::Cuda));
    EXPECT_LT(compare(gpu, cpu), std::max(1e-3, 20 * kriging.floatRelativeError()));
}

TEST_F(StackKrigingGpu, IllConditionedSystemsSwitchToDouble) {
    // A Gaussian model without nugget over close data: float sums would lose the answer.
    const Stack s = makeStack(80, 2, 3);
    const auto model = variogram::VariogramModel::parse("1 gau(3000)");
    const GlobalStackKriging kriging(s.x, s.y, s.values, model);
    ASSERT_GT(kriging.floatRelativeError(), 1e-4);
    const GridSpec grid = gridOf(41, 37);
    std::vector<std::vector<float>> cpu(2, std::vector<float>(grid.nodeCount())), gpu = cpu;
    kriging.estimateGridCpu(grid, pointers(cpu).data(), nullptr, contextOf(Backend::Cpu));
    std::vector<std::string> notes;
    jobs::JobContext c = contextOf(Backend::Cuda);
    c.log = [&](const std::string& m) { notes.push_back(m); };
    kriging.estimateGrid(grid, pointers(gpu).data(), nullptr, Precision::Single, c);
    EXPECT_FALSE(notes.empty());
    EXPECT_LT(compare(gpu, cpu), 1e-3);
}

TEST_F(StackKrigingGpu, SurfaceStackOnTheGpuEqualsTheCpu) {
    SyntheticLayersOptions o;
    o.units = 6;
    o.holes = 150;
    o.seed = 9;
    const SyntheticLayers m = makeSyntheticLayers(o);
    drillholes::ContactOptions co;
    co.unitColumn = "UNIT";
    co.order = m.column.names();
    drillholes::ValidationReport report;
    const auto contacts = drillholes::pickContacts(m.database, m.database.intervals.front(), co, report);
    const SurfacePicks picks = picksFromContacts(m.database, contacts, m.column);
    GridSpec grid;
    grid.nx = 201;
    grid.ny = 161;
    grid.x0 = o.x0;
    grid.y0 = o.y0;
    grid.dx = o.width / 200;
    grid.dy = o.height / 160;
    SurfaceOptions options;
    options.variance = true;
    const SurfaceModel cpu = buildSurfaces(picks, m.column, grid, options, contextOf(Backend::Cpu));
    const SurfaceModel gpu = buildSurfaces(picks, m.column, grid, options, contextOf(Backend::Cuda));
    EXPECT_NE(gpu.backend.find("cuda"), std::string::npos) << gpu.backend;
    double worst = 0;
    for (std::size_t k = 0; k < gpu.grid.layers.size(); ++k)
        for (std::size_t i = 0; i < grid.nodeCount(); ++i)
            worst = std::max(worst, std::abs(double(gpu.grid.layers[k][i]) - double(cpu.grid.layers[k][i])));
    EXPECT_LT(worst, 1e-2);  // float sums on values around 200, consistency rules on top
    EXPECT_EQ(gpu.misfitSummary.boundsBroken, 0u);
}
