#include "estimation/CostEstimate.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace strata::gui {

CostEstimate estimateCost(std::size_t nodes, std::size_t layers, std::size_t data, int ndmax, const PerNodeCost& measured) {
    CostEstimate cost;
    double perNode = measured.secondsPerNode;
    if (measured.ndmax > 0 && ndmax > 0 && ndmax != measured.ndmax) perNode *= std::pow(double(ndmax) / measured.ndmax, measured.ndmaxExponent);
    cost.seconds = measured.fixedSeconds + perNode * double(nodes);
    const double n = double(nodes), l = double(std::max<std::size_t>(layers, 1));
    const double engine = n * (2 * 8.0 + 1.0 + 4.0 * l);
    const double readBack = n * (8.0 * (3.0 + l) + 4.0 * l);
    cost.peakBytes = std::max(engine, readBack) + 2.0 * double(data) * 4 * 8.0;
    return cost;
}

namespace {

GridSpec middleBlock(const GridSpec& grid, std::size_t nodes) {
    GridSpec small = grid;
    const double side = grid.is3d() ? std::cbrt(double(nodes)) : std::sqrt(double(nodes));
    auto cut = [&](std::size_t n, double& origin, double step) {
        const std::size_t keep = std::min<std::size_t>(n, std::max<std::size_t>(1, std::size_t(std::lround(side))));
        origin += step * double((n - keep) / 2);
        return keep;
    };
    small.nx = cut(grid.nx, small.x0, grid.dx);
    small.ny = cut(grid.ny, small.y0, grid.dy);
    if (grid.is3d()) small.nz = cut(grid.nz, small.z0, grid.dz);
    return small;
}

}  // namespace

std::pair<GridSpec, GridSpec> measurementGrids(const GridSpec& grid, std::size_t smallNodes) {
    return {middleBlock(grid, smallNodes), middleBlock(grid, 4 * smallNodes)};
}

PerNodeCost measurePerNodeCost(const jobs::Json& smallJob, std::size_t smallNodes, const jobs::Json& largeJob,
                               std::size_t largeNodes, int ndmax, const jobs::JobContext& context) {
    jobs::JobContext timed = context;
    timed.progress = nullptr;  // the measurement reports its own steps
    timed.log = nullptr;
    auto timeRun = [&](const jobs::Json& job) {
        const auto start = std::chrono::steady_clock::now();
        jobs::runJob(job, timed);
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    context.report(0.0, "timing a small grid");
    timeRun(smallJob);
    const double tSmall = timeRun(smallJob);
    context.report(0.5, "timing a larger grid");
    const double tLarge = timeRun(largeJob);

    PerNodeCost cost;
    cost.ndmax = ndmax;
    cost.nodesMeasured = largeNodes;
    const double extra = double(largeNodes) - double(smallNodes);
    if (extra > 0 && tLarge > tSmall) {
        cost.secondsPerNode = (tLarge - tSmall) / extra;
        cost.fixedSeconds = std::max(0.0, tSmall - cost.secondsPerNode * double(smallNodes));
    } else {
        // A grid too small to tell the two apart: charge everything per node.
        cost.secondsPerNode = tLarge / double(std::max<std::size_t>(1, largeNodes));
    }
    return cost;
}

std::string formatSeconds(double seconds) {
    char text[64];
    if (seconds < 60) std::snprintf(text, sizeof text, "%.1f s", seconds);
    else if (seconds < 3600) std::snprintf(text, sizeof text, "%d min %d s", int(seconds / 60), int(std::fmod(seconds, 60)));
    else std::snprintf(text, sizeof text, "%.1f h", seconds / 3600);
    return text;
}

std::string formatBytes(double bytes) {
    char text[64];
    if (bytes < 1e6) std::snprintf(text, sizeof text, "%.0f kB", bytes / 1e3);
    else if (bytes < 1e9) std::snprintf(text, sizeof text, "%.0f MB", bytes / 1e6);
    else std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

}  // namespace strata::gui
