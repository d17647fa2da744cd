#include "DataOnNodes.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace strata::simulation {

namespace {
// sgsim's TINY: a datum this close (L1) to a node is on it.
constexpr double kOnNode = 1.0e-4;

struct NearestNode {
    std::uint32_t node;
    double distance;  // L1, as sgsim measures it
};

NearestNode nearestNode(const GridSpec& g, const ConditioningData& d, std::size_t i) {
    const std::size_t ix = nearestNodeIndex(g.nx, g.x0, g.dx, d.x[i]);
    const std::size_t iy = nearestNodeIndex(g.ny, g.y0, g.dy, d.y[i]);
    const std::size_t iz = nearestNodeIndex(g.nz, g.z0, g.dz, d.z[i]);
    const double distance = std::abs(g.x0 + double(ix) * g.dx - d.x[i]) + std::abs(g.y0 + double(iy) * g.dy - d.y[i]) +
                            std::abs(g.z0 + double(iz) * g.dz - d.z[i]);
    return {std::uint32_t(ix + iy * g.nx + iz * g.nx * g.ny), distance};
}

NodeData sorted(const std::unordered_map<std::uint32_t, std::uint32_t>& byNode) {
    NodeData out(byNode.begin(), byNode.end());
    std::sort(out.begin(), out.end());
    return out;
}
}  // namespace

std::size_t nearestNodeIndex(std::size_t count, double origin, double spacing, double coordinate) {
    // getindx: int((loc - min) / siz + 1.5), 1-based, truncated towards zero, then clamped.
    const double position = (coordinate - origin) / spacing + 1.5;
    const double clamped = std::clamp(std::trunc(position), 1.0, double(count));
    return std::size_t(clamped) - 1;
}

NodeData assignDataToNodes(const GridSpec& grid, const ConditioningData& data) {
    std::unordered_map<std::uint32_t, std::uint32_t> byNode;
    std::unordered_map<std::uint32_t, double> distanceAt;
    for (std::size_t i = 0; i < data.size(); ++i) {
        const NearestNode n = nearestNode(grid, data, i);
        const auto held = distanceAt.find(n.node);
        if (held != distanceAt.end() && n.distance > held->second) continue;
        byNode[n.node] = std::uint32_t(i);
        distanceAt[n.node] = n.distance;
    }
    return sorted(byNode);
}

NodeData dataAtNodes(const GridSpec& grid, const ConditioningData& data) {
    std::unordered_map<std::uint32_t, std::uint32_t> byNode;
    for (std::size_t i = 0; i < data.size(); ++i)
        if (isOnNode(grid, data, i)) byNode[nearestNode(grid, data, i).node] = std::uint32_t(i);
    return sorted(byNode);
}

bool isOnNode(const GridSpec& grid, const ConditioningData& data, std::size_t i) {
    return nearestNode(grid, data, i).distance <= kOnNode;
}

}  // namespace strata::simulation
